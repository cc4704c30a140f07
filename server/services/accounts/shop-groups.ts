import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Writer } from '../writer/changes';
import type { Database, Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { kinds, prices, products, shopGroupShops, shopGroups, shops } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { shopGroupsWithShops, type ShopGroupWithShops } from './users';
import { usesOfGroupPictures } from '../../images/usage';

const SHOP_GROUP_LIST: ListSpec = {
  resource: 'shop-groups',
  fields: {
    id: { column: shopGroups.id, type: 'uuid' },
    name: { column: shopGroups.name, type: 'text' },
    created_at: { column: shopGroups.createdAt, type: 'date' },
    modified_at: { column: shopGroups.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`lower(${shopGroups.name})`, sql`${shopGroups.id}`],
};

export interface ShopGroupInput {
  name: string;
  shop_ids: string[];
}

/** A change of a group: a field that is not given stays as it is. */
export interface ShopGroupChange {
  name?: string | undefined;
  shop_ids?: string[] | undefined;
}

export async function getShopGroup(db: Executor, id: string): Promise<ShopGroupWithShops> {
  const [group] = await shopGroupsWithShops(db, [id]);
  if (!group) throw notFound('Shop group');
  return group;
}

async function checkName(db: Executor, given: string, exceptId?: string): Promise<string> {
  const name = given.trim();
  if (!name) throw badRequest('The name is required.', ['body', 'name']);
  const [clash] = await db
    .select({ id: shopGroups.id })
    .from(shopGroups)
    .where(eq(sql`lower(${shopGroups.name})`, name.toLowerCase()));
  if (clash && clash.id !== exceptId) throw conflict('A shop group with this name already exists.');
  return name;
}

async function checkShopIds(db: Executor, given: string[]): Promise<string[]> {
  const shopIds = [...new Set(given)];
  if (shopIds.length) {
    const found = await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds));
    if (found.length !== shopIds.length) {
      const known = new Set(found.map((s) => s.id));
      throw badRequest(`Unknown shop id: ${shopIds.filter((id) => !known.has(id)).join(', ')}`, [
        'body',
        'shop_ids',
      ]);
    }
  }
  return shopIds;
}

async function setShops(db: Executor, groupId: string, shopIds: string[]) {
  await db.delete(shopGroupShops).where(eq(shopGroupShops.shopGroupId, groupId));
  if (shopIds.length) {
    await db
      .insert(shopGroupShops)
      .values(shopIds.map((shopId) => ({ shopGroupId: groupId, shopId })));
  }
}

export async function createShopGroup(
  db: Database,
  write: Writer,
  input: ShopGroupInput,
): Promise<ShopGroupWithShops> {
  const id = await write(async (tx) => {
    const name = await checkName(tx, input.name);
    const shopIds = await checkShopIds(tx, input.shop_ids);
    const [row] = await tx.insert(shopGroups).values({ name }).returning({ id: shopGroups.id });
    if (!row) throw new Error('insert returned no row');
    await setShops(tx, row.id, shopIds);
    return row.id;
  });
  return getShopGroup(db, id);
}

export async function updateShopGroup(
  db: Database,
  write: Writer,
  id: string,
  change: ShopGroupChange,
): Promise<ShopGroupWithShops> {
  await write(async (tx) => {
    const [existing] = await tx
      .select({ id: shopGroups.id })
      .from(shopGroups)
      .where(eq(shopGroups.id, id));
    if (!existing) throw notFound('Shop group');
    // Renaming a group must not empty it: only the fields sent change.
    const name = change.name === undefined ? undefined : await checkName(tx, change.name, id);
    const shopIds =
      change.shop_ids === undefined ? undefined : await checkShopIds(tx, change.shop_ids);
    await tx
      .update(shopGroups)
      .set({ ...(name !== undefined && { name }), modifiedAt: new Date() })
      .where(eq(shopGroups.id, id));
    if (shopIds) await setShops(tx, id, shopIds);
  });
  return getShopGroup(db, id);
}

/** Deletes a group that owns no kinds, products or prices; its memberships go with it. */
export async function deleteShopGroup(db: Database, write: Writer, id: string): Promise<void> {
  await write(async (tx) => {
    const [existing] = await tx
      .select({ id: shopGroups.id })
      .from(shopGroups)
      .where(eq(shopGroups.id, id));
    if (!existing) throw notFound('Shop group');
    const [usage] = await tx
      .select({
        kinds: sql<number>`(select count(*) from ${kinds} where ${kinds.shopGroupId} = ${id})::int`,
        products: sql<number>`(select count(*) from ${products} where ${products.shopGroupId} = ${id})::int`,
        prices: sql<number>`(select count(*) from ${prices} where ${prices.shopGroupId} = ${id})::int`,
      })
      .from(sql`(select 1) as one`);
    const parts = [
      usage?.kinds ? `${usage.kinds} kinds` : '',
      usage?.products ? `${usage.products} products` : '',
      usage?.prices ? `${usage.prices} price combinations` : '',
    ].filter(Boolean);
    if (parts.length) {
      throw new AppError(
        'IN_USE',
        `This shop group still owns ${parts.join(', ')}; move or delete them first.`,
      );
    }
    const shown = await usesOfGroupPictures(tx, id);
    if (shown.length) {
      const names = [...new Set(shown.map((use) => `"${use.name}"`))].slice(0, 5).join(', ');
      throw new AppError(
        'IN_USE',
        `Pictures of this shop group are still shown by ${shown.length === 1 ? '1 item' : `${shown.length} items`} (${names}); choose other pictures for them first.`,
      );
    }
    await tx.delete(shopGroups).where(eq(shopGroups.id, id));
  });
}

/** The caller's shop groups (every group for a superuser), a page of them, with their shops. */
export function listShopGroups(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<ShopGroupWithShops[]>> {
  const scope = principal.isSuperuser ? undefined : inArray(shopGroups.id, principal.shopGroupIds);
  return listOf(db, shopGroups, SHOP_GROUP_LIST, query, scope, async (rows) => {
    const withShops = await shopGroupsWithShops(
      db,
      rows.map((group) => group.id),
    );
    // Keep the requested order; shopGroupsWithShops sorts by name.
    const byId = new Map(withShops.map((group) => [group.id, group]));
    return rows.flatMap((row) => byId.get(row.id) ?? []);
  });
}

/** The groups holding a shop that the caller belongs to (all of them for a superuser). */
export async function shopGroupsOfShop(
  db: Executor,
  principal: Principal,
  shopId: string,
): Promise<ShopGroupWithShops[]> {
  const memberships = await db
    .select({ id: shopGroupShops.shopGroupId })
    .from(shopGroupShops)
    .where(
      and(
        eq(shopGroupShops.shopId, shopId),
        principal.isSuperuser
          ? undefined
          : inArray(shopGroupShops.shopGroupId, principal.shopGroupIds),
      ),
    );
  return shopGroupsWithShops(
    db,
    memberships.map((m) => m.id),
  );
}
