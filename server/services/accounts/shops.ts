import type { Shop } from '../../../src/domain/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { shopThemeOf, type ShopConfig } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import { shopGroupShops, shops } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type ShopRow = typeof shops.$inferSelect;

/** A shop with every setting filled in: a shop that never chose a theme has the default. */
const SHOP_LIST: ListSpec = {
  resource: 'shops',
  fields: {
    id: { column: shops.id, type: 'uuid' },
    name: { column: shops.name, type: 'text' },
    is_using_multiscreen: { column: shops.isUsingMultiscreen, type: 'boolean' },
    modified_at: { column: shops.modifiedAt, type: 'date' },
    created_at: { column: shops.createdAt, type: 'date' },
  },
  defaultSort: [sql`lower(${shops.name})`, sql`${shops.id}`],
};

export type ShopView = Omit<Shop, 'config'> & { config: Required<ShopConfig> };

export async function presentShops(db: Executor, rows: ShopRow[]): Promise<ShopView[]> {
  if (!rows.length) return [];
  const memberships = await db
    .select()
    .from(shopGroupShops)
    .where(
      inArray(
        shopGroupShops.shopId,
        rows.map((s) => s.id),
      ),
    )
    .orderBy(shopGroupShops.shopGroupId);
  return rows.map((shop) => {
    const groupIds = memberships.filter((m) => m.shopId === shop.id).map((m) => m.shopGroupId);
    return {
      id: shop.id,
      name: shop.name,
      description: shop.description,
      is_using_multiscreen: shop.isUsingMultiscreen,
      shop_type: shop.shopType,
      active: shop.active,
      config: {
        use_truncated_prices: shop.config.use_truncated_prices === true,
        theme: shopThemeOf(shop.config),
      },
      shop_group_id: groupIds[0] ?? null,
      shop_group_ids: groupIds,
      modified_at: shop.modifiedAt.toISOString(),
    };
  });
}

export async function getShopRow(db: Executor, id: string): Promise<ShopRow> {
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  if (!row) throw notFound('Shop');
  return row;
}

export async function getShopView(db: Executor, id: string): Promise<ShopView> {
  const [view] = await presentShops(db, [await getShopRow(db, id)]);
  return view as ShopView;
}

async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(sql`lower(${shops.name})`, name.trim().toLowerCase()));
  if (clash && clash.id !== exceptId) throw conflict('A shop with this name already exists.');
}

export async function createShop(
  db: Executor,
  input: { name: string; description?: string | undefined },
) {
  await assertNameFree(db, input.name);
  const [row] = await db
    .insert(shops)
    .values({ name: input.name.trim(), description: input.description ?? '' })
    .returning();
  return (await presentShops(db, row ? [row] : []))[0] as ShopView;
}

/** Changes a shop's own fields in one statement; run it through the writer so its boards reload. */
export async function updateShop(
  db: Executor,
  id: string,
  changes: {
    name?: string | undefined;
    description?: string | undefined;
    isUsingMultiscreen?: boolean | undefined;
    config?: Partial<ShopConfig> | undefined;
  },
): Promise<void> {
  if (changes.name !== undefined) await assertNameFree(db, changes.name, id);
  const updated = await db
    .update(shops)
    .set({
      ...(changes.name !== undefined && { name: changes.name.trim() }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.isUsingMultiscreen !== undefined && {
        isUsingMultiscreen: changes.isUsingMultiscreen,
      }),
      ...(changes.config && {
        config: sql`${shops.config} || ${JSON.stringify(changes.config)}::jsonb`,
      }),
    })
    .where(eq(shops.id, id))
    .returning({ id: shops.id });
  if (!updated.length) throw notFound('Shop');
}

/** The caller's shops (every shop for a superuser), a page of them. */
export function listShops(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<ShopView[]>> {
  const scope = principal.isSuperuser ? undefined : inArray(shops.id, principal.shopIds);
  return listOf(db, shops, SHOP_LIST, query, scope, (rows) => presentShops(db, rows));
}
