import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '../../../src/domain/contract';
import { newApiKey } from '../../auth/api-keys';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/client';
import { apiKeys, shopGroupShops } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { msg } from '../../i18n';

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

function present(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    shop_group_id: row.shopGroupId,
    shop_id: row.shopId,
    name: row.name,
    scopes: row.scopes as ApiKey['scopes'],
    key_prefix: row.keyPrefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A group's keys, newest first (revoked ones too, marked). */
export async function listApiKeys(
  db: Database,
  principal: Principal,
  shopGroupId: string,
): Promise<ApiKey[]> {
  assertCanManageIntegrations(principal, shopGroupId);
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.shopGroupId, shopGroupId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(200);
  return rows.map(present);
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
    return { ...present(row as typeof apiKeys.$inferSelect), key: made.key };
  });
}

/** Revokes a key at once: every process reads the key's row on each request. */
export async function revokeApiKey(db: Database, principal: Principal, id: string): Promise<void> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw notFound('API key');
  if (!principal.isSuperuser && !principal.shopGroupIds.includes(row.shopGroupId)) {
    throw notFound('API key');
  }
  assertCanManageIntegrations(principal, row.shopGroupId);
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}
