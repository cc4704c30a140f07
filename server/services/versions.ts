import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  categories,
  kinds,
  mainCategories,
  prices,
  products,
  screens,
  shopsToPrices,
} from '../db/schema';
import { AppError } from '../errors';
import type { ChangeSet } from './changes';

/**
 * Optimistic concurrency for the items staff edit: an item's version is its `modified_at`
 * (which moves forward by at least a millisecond whenever its content changes: migration 0005),
 * the back office sends the version it read as `If-Match`, and a save on an older version is
 * refused with 409 instead of silently overwriting what someone else saved.
 */
const VERSIONED = {
  kinds,
  products,
  prices,
  shops_to_prices: shopsToPrices,
  categories,
  main_categories: mainCategories,
  screens,
} as const;

export type VersionedTable = keyof typeof VERSIONED;

/**
 * Locks the item for the rest of the write and throws 409 when `expected` (the If-Match
 * version; none means the client does not take part) is not its current version. A missing
 * item is left to the service, which answers 404.
 */
export async function assertVersion(
  tx: Executor,
  tableName: VersionedTable,
  id: string,
  expected: string | undefined,
): Promise<void> {
  if (expected === undefined) return;
  const table = VERSIONED[tableName];
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
  tableName: VersionedTable,
  id: string,
  expected: string | undefined,
  work: (tx: Executor, changes: ChangeSet) => Promise<T>,
): (tx: Executor, changes: ChangeSet) => Promise<T> {
  return async (tx, changes) => {
    await assertVersion(tx, tableName, id, expected);
    return work(tx, changes);
  };
}
