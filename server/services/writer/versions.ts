import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop, assertCanWriteGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import {
  categories,
  kinds,
  mainCategories,
  prices,
  products,
  screens,
  shopsToPrices,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { ChangeSet } from './changes';

/**
 * Optimistic concurrency for the items staff edit: an item's version is its `modified_at`
 * (which moves forward by at least a millisecond whenever its content changes: migration 0005),
 * the back office sends the version it read as `If-Match`, and a save on an older version is
 * refused with 409 instead of silently overwriting what someone else saved. Scope comes first:
 * an item the caller may not change is refused as it would be without the header (404 when
 * they may not see it, 403 for a global item and staff) before any version is compared or any
 * lock taken, so the header tells nothing about other tenants' rows.
 */
const GROUP_ITEMS = { kinds, products, prices } as const;
const SHOP_ITEMS = {
  shops_to_prices: shopsToPrices,
  categories,
  main_categories: mainCategories,
  screens,
} as const;

export type VersionedTable = keyof typeof GROUP_ITEMS | keyof typeof SHOP_ITEMS;

/** The names of the things in 404s, as the services call them. */
const THING: Record<VersionedTable, string> = {
  kinds: 'Kind',
  products: 'Product',
  prices: 'Price',
  shops_to_prices: 'Shop to price',
  categories: 'Category',
  main_categories: 'Main category',
  screens: 'Screen',
};

/** Refuses an item the caller may not change, as the service would: 404 or 403. */
async function assertInScope(
  tx: Executor,
  principal: Principal,
  tableName: VersionedTable,
  id: string,
): Promise<boolean> {
  if (tableName in GROUP_ITEMS) {
    const table = GROUP_ITEMS[tableName as keyof typeof GROUP_ITEMS];
    const [row] = await tx.select({ group: table.shopGroupId }).from(table).where(eq(table.id, id));
    if (!row) return false;
    assertCanWriteGroupItem(principal, row.group, THING[tableName]);
    return true;
  }
  const table = SHOP_ITEMS[tableName as keyof typeof SHOP_ITEMS];
  const [row] = await tx.select({ shop: table.shopId }).from(table).where(eq(table.id, id));
  if (!row) return false;
  assertCanUseShop(principal, row.shop, THING[tableName]);
  return true;
}

/**
 * Locks the item for the rest of the write and throws 409 when `expected` (the If-Match
 * version; none means the client does not take part) is not its current version, once the
 * item is known to be one the caller may change. A missing item is left to the service, which
 * answers 404.
 */
export async function assertVersion(
  tx: Executor,
  principal: Principal,
  tableName: VersionedTable,
  id: string,
  expected: string | undefined,
): Promise<void> {
  if (expected === undefined) return;
  if (!(await assertInScope(tx, principal, tableName, id))) return;
  const table =
    tableName in GROUP_ITEMS
      ? GROUP_ITEMS[tableName as keyof typeof GROUP_ITEMS]
      : SHOP_ITEMS[tableName as keyof typeof SHOP_ITEMS];
  const [row] = await tx
    .select({ modifiedAt: table.modifiedAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) return;
  const wanted = Date.parse(expected);
  if (Number.isNaN(wanted) || wanted !== row.modifiedAt.getTime()) {
    throw new AppError('STALE_VERSION');
  }
}

/** `work`, run only when the item is still at the version the client read (see `assertVersion`). */
export function atVersion<T>(
  principal: Principal,
  tableName: VersionedTable,
  id: string,
  expected: string | undefined,
  work: (tx: Executor, changes: ChangeSet) => Promise<T>,
): (tx: Executor, changes: ChangeSet) => Promise<T> {
  return async (tx, changes) => {
    await assertVersion(tx, principal, tableName, id, expected);
    return work(tx, changes);
  };
}
