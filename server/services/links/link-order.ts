import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EditAction } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { categories, shopsToPrices } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordEdit } from '../writer/audit';
import type { ChangeSet } from '../writer/changes';

/**
 * The rows of one category of a shop are numbered 0..n-1 without gaps or duplicates. Every
 * write that adds, removes, moves or swaps rows first locks the category rows involved (always
 * in id order, so two writers never wait on each other in a circle); the lock serialises all
 * numbering of a category, also across server processes.
 */

export type LinkRow = typeof shopsToPrices.$inferSelect;

/** Locks the given categories for the rest of the transaction. */
export async function lockCategories(tx: Executor, categoryIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(categoryIds)].sort();
  if (!ids.length) return;
  await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(asc(categories.id))
    .for('update');
}

/** The number a row gets when it joins a category: after the rows already there. */
export async function nextOrderNumber(
  tx: Executor,
  shopId: string,
  categoryId: string,
  exceptLinkId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shopsToPrices)
    .where(
      and(
        eq(shopsToPrices.shopId, shopId),
        eq(shopsToPrices.categoryId, categoryId),
        exceptLinkId ? ne(shopsToPrices.id, exceptLinkId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Numbers the rows of a category 0..n-1 in their current order (ties: oldest first). */
export async function renumberCategory(
  tx: Executor,
  shopId: string,
  categoryId: string,
): Promise<void> {
  await tx.execute(sql`
    update ${shopsToPrices} as target
    set order_number = ranked.position
    from (
      select id,
        (row_number() over (order by order_number, created_at, id) - 1)::int as position
      from ${shopsToPrices}
      where shop_id = ${shopId} and category_id = ${categoryId}
    ) as ranked
    where target.id = ranked.id and target.order_number <> ranked.position`);
}

/**
 * Reads a row with its category (and any other categories given) locked. The row may move to
 * another category between the read and the lock; then the locks are taken again.
 */
export async function lockLink(
  tx: Executor,
  linkId: string,
  alsoLock: string[] = [],
): Promise<LinkRow> {
  for (;;) {
    const [seen] = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.id, linkId));
    if (!seen) throw notFound('Shop to price');
    await lockCategories(tx, [seen.categoryId, ...alsoLock]);
    const [row] = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.id, linkId));
    if (!row) throw notFound('Shop to price');
    if (row.categoryId === seen.categoryId) return row;
  }
}

/**
 * Swaps a row with its neighbour above (`moveUp`) or below in the same shop and category.
 * Returns the row's new number; refuses to move past either end.
 */
export async function swapLink(tx: Executor, linkId: string, moveUp: boolean): Promise<number> {
  const link = await lockLink(tx, linkId);
  // Rows written before numbering was kept dense may have gaps; close them first.
  await renumberCategory(tx, link.shopId, link.categoryId);
  const rows = await tx
    .select({ id: shopsToPrices.id, orderNumber: shopsToPrices.orderNumber })
    .from(shopsToPrices)
    .where(
      and(eq(shopsToPrices.shopId, link.shopId), eq(shopsToPrices.categoryId, link.categoryId)),
    )
    .orderBy(asc(shopsToPrices.orderNumber));
  const index = rows.findIndex((r) => r.id === linkId);
  if (moveUp && index === 0) {
    throw badRequest('Cannot move up further - Minimum order number achieved.', [
      'query',
      'move_up',
    ]);
  }
  if (!moveUp && index === rows.length - 1) {
    throw badRequest('Cannot move down further - Maximum order number achieved.', [
      'query',
      'move_up',
    ]);
  }
  const neighbour = rows[moveUp ? index - 1 : index + 1];
  if (!neighbour) throw notFound('Shop to price');
  const now = new Date();
  await tx
    .update(shopsToPrices)
    .set({ orderNumber: index, modifiedAt: now })
    .where(eq(shopsToPrices.id, neighbour.id));
  await tx
    .update(shopsToPrices)
    .set({ orderNumber: neighbour.orderNumber, modifiedAt: now })
    .where(eq(shopsToPrices.id, linkId));
  return neighbour.orderNumber;
}

/**
 * Records a change of a link in the audit log, under the kind or horeca product it shows
 * (so an item's history includes where it was put on a board).
 */
export async function recordLinkEdit(
  tx: Executor,
  userId: string,
  link: LinkRow,
  action: EditAction,
): Promise<void> {
  await recordEdit(tx, {
    userId,
    entityType: link.kindId ? 'kind' : 'product',
    entityId: (link.kindId ?? link.productId) as string,
    action,
    details: {
      link_id: link.id,
      shop_id: link.shopId,
      category_id: link.categoryId,
      price_id: link.priceId,
      active: link.active,
    },
  });
}

/**
 * Deletes links and numbers the rest of their categories again; their boards reload.
 * The caller holds the locks of the rows' categories.
 */
export async function removeLinks(
  tx: Executor,
  changes: ChangeSet,
  links: LinkRow[],
  userId: string,
): Promise<void> {
  if (!links.length) return;
  await tx.delete(shopsToPrices).where(
    inArray(
      shopsToPrices.id,
      links.map((l) => l.id),
    ),
  );
  const places = new Map(links.map((l) => [`${l.shopId}:${l.categoryId}`, l]));
  for (const link of places.values()) await renumberCategory(tx, link.shopId, link.categoryId);
  for (const link of links) await recordLinkEdit(tx, userId, link, 'Deleted');
  changes.touchShops(links.map((l) => l.shopId));
}
