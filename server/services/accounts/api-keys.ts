import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '../../../src/domain/contract';
import { MAKER_MAY_ACT, newApiKey } from '../../auth/api-keys';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { apiKeys, shopGroupShops } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { msg } from '../../i18n';
import { recordEdit } from '../writer/audit';

/** Active keys a shop group may hold. */
export const MAX_API_KEYS_PER_GROUP = 50;

/**
 * The "Koppelingen" of a group are managed by superusers and by users with the admin role in
 * the group; staff of another group get 404 (as for a group that does not exist), staff of the
 * group without the admin role 403.
 */
export function assertCanManageIntegrations(principal: Principal, shopGroupId: string): void {
  if (principal.isSuperuser) return;
  if (!principal.shopGroupIds.includes(shopGroupId)) throw notFound('Shop group');
  if (!principal.roleNames.includes('admin')) throw new AppError('FORBIDDEN');
}

interface ListedKey {
  id: string;
  shop_group_id: string;
  shop_id: string | null;
  name: string;
  scopes: string[];
  key_prefix: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
  created_by: string | null;
  maker_name: string | null;
  maker_may_act: boolean;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function present(row: ListedKey): ApiKey {
  return {
    id: row.id,
    shop_group_id: row.shop_group_id,
    shop_id: row.shop_id,
    name: row.name,
    scopes: row.scopes as ApiKey['scopes'],
    key_prefix: row.key_prefix,
    created_at: iso(row.created_at),
    last_used_at: row.last_used_at ? iso(row.last_used_at) : null,
    revoked_at: row.revoked_at ? iso(row.revoked_at) : null,
    made_by:
      row.created_by && row.maker_name !== null
        ? { id: row.created_by, username: row.maker_name }
        : null,
    maker_may_act: row.maker_may_act,
  };
}

/** Keys with their maker and whether the maker's rights still let them act. */
function listedKeys(db: Executor, where: SQL): Promise<ListedKey[]> {
  return rowsOf<ListedKey>(
    db,
    sql`select k.id, k.shop_group_id, k.shop_id, k.name, k.scopes, k.key_prefix, k.created_at,
          k.last_used_at, k.revoked_at, k.created_by, u.username as maker_name,
          ${MAKER_MAY_ACT} as maker_may_act
        from api_keys k left join users u on u.id = k.created_by
        where ${where}
        order by k.created_at desc
        limit 200`,
  );
}

/** A group's keys, newest first (revoked ones too, marked), each with its maker. */
export async function listApiKeys(
  db: Database,
  principal: Principal,
  shopGroupId: string,
): Promise<ApiKey[]> {
  assertCanManageIntegrations(principal, shopGroupId);
  return (await listedKeys(db, sql`k.shop_group_id = ${shopGroupId}::uuid`)).map(present);
}

/** Makes a key; the answer carries the key, which is never shown again. */
export async function createApiKey(
  db: Database,
  principal: Principal,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  assertCanManageIntegrations(principal, body.shop_group_id);
  const shopId = body.shop_id ?? null;
  return db.transaction(async (tx) => {
    if (shopId) {
      const [inGroup] = await tx
        .select({ shopId: shopGroupShops.shopId })
        .from(shopGroupShops)
        .where(
          and(
            eq(shopGroupShops.shopGroupId, body.shop_group_id),
            eq(shopGroupShops.shopId, shopId),
          ),
        );
      if (!inGroup) throw notFound('Shop');
    }
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.shopGroupId, body.shop_group_id), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_API_KEYS_PER_GROUP) {
      throw new AppError(
        'TOO_MANY_API_KEYS',
        msg('errors.tooManyApiKeys', { max: MAX_API_KEYS_PER_GROUP }),
      );
    }
    const made = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        shopGroupId: body.shop_group_id,
        shopId,
        name: body.name.trim(),
        scopes: body.scopes,
        keyHash: made.hash,
        keyPrefix: made.prefix,
        createdBy: principal.userId,
      })
      .returning();
    const [listed] = await listedKeys(tx, sql`k.id = ${(row as { id: string }).id}::uuid`);
    return { ...present(listed as ListedKey), key: made.key };
  });
}

/** The key when the caller may manage its group: 404 for another group's, 403 for staff. */
async function manageableKey(db: Executor, principal: Principal, id: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw notFound('API key');
  if (!principal.isSuperuser && !principal.shopGroupIds.includes(row.shopGroupId)) {
    throw notFound('API key');
  }
  assertCanManageIntegrations(principal, row.shopGroupId);
  return row;
}

/** Revokes a key at once: every process reads the key's row on each request. */
export async function revokeApiKey(db: Database, principal: Principal, id: string): Promise<void> {
  await manageableKey(db, principal, id);
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/**
 * Another admin of the group takes a key over: from now on it acts with their rights (and
 * stops when they lose them), as if they had made it. Noted in the audit log with the maker
 * before and after.
 */
export async function takeOverApiKey(
  db: Database,
  principal: Principal,
  id: string,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await manageableKey(tx, principal, id);
    if (row.revokedAt) throw new AppError('API_KEY_REVOKED');
    if (row.createdBy !== principal.userId) {
      await tx.update(apiKeys).set({ createdBy: principal.userId }).where(eq(apiKeys.id, id));
      await recordEdit(tx, {
        userId: principal.userId,
        entityType: 'api_key',
        entityId: id,
        action: 'Edited',
        details: { created_by: { before: row.createdBy, after: principal.userId } },
      });
    }
    const [listed] = await listedKeys(tx, sql`k.id = ${id}::uuid`);
    return present(listed as ListedKey);
  });
}
