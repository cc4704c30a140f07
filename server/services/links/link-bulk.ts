import { and, asc, eq, inArray } from 'drizzle-orm';
import { checkLinkLabels, percentDiscounts, type PriceAction } from '../../../src/domain';
import type { LinkBulkActionInput, LinkBulkInput } from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { prices, shopsToPrices } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ChangeSet } from '../writer/changes';
import {
  type LinkRow,
  lockCategories,
  nextOrderNumber,
  recordLinkEdit,
  renumberCategory,
} from './link-order';
import { entriesOfPrice } from '../catalogue/prices';
import { LINK_MESSAGES, checkLinkCategory } from './shop-links';

/**
 * The products list's bulk actions: one action on many rows of one shop, in the caller's one
 * write (one transaction, one cache-status bump, one push). Every row must be the shop's and
 * the shop the caller's, or nothing changes (404). Rows the action leaves as they were are not
 * written, so `changed` counts what really changed.
 */
export async function bulkUpdateLinks(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  input: LinkBulkInput,
): Promise<number> {
  assertCanUseShop(principal, input.shop_id, 'Shop to price');
  const ids = [...new Set(input.ids)];
  const { action } = input;
  let rows: LinkRow[];
  let target: { cannabis: boolean } | null = null;
  if (action.type === 'category') {
    target = await checkLinkCategory(tx, input.shop_id, action.category_id);
    rows = await lockRowsAndCategories(tx, input.shop_id, ids, action.category_id);
  } else {
    rows = await linkRows(tx, input.shop_id, ids, { lock: true });
  }
  const updates = await plannedUpdates(tx, input.shop_id, rows, action, target);
  for (const [id, set] of updates) {
    const [row] = await tx
      .update(shopsToPrices)
      .set({ ...set, modifiedAt: new Date() })
      .where(eq(shopsToPrices.id, id))
      .returning();
    if (!row) throw notFound('Shop to price');
    await recordLinkEdit(tx, principal.userId, row, 'Edited');
  }
  if (action.type === 'category') {
    const left = new Set(rows.filter((r) => updates.has(r.id)).map((r) => r.categoryId));
    for (const categoryId of left) await renumberCategory(tx, input.shop_id, categoryId);
  }
  if (updates.size) changes.touchShops([input.shop_id]);
  return updates.size;
}

type LinkChange = Partial<Pick<LinkRow, 'active' | 'new' | 'categoryId' | 'orderNumber'>> & {
  actionLabels?: PriceAction[];
};

/** What each row gets, in board order; rows the action does not change are left out. */
async function plannedUpdates(
  tx: Executor,
  shopId: string,
  rows: LinkRow[],
  action: LinkBulkActionInput,
  target: { cannabis: boolean } | null,
): Promise<Map<string, LinkChange>> {
  const updates = new Map<string, LinkChange>();
  switch (action.type) {
    case 'availability':
      for (const row of rows)
        if (row.active !== action.active) updates.set(row.id, { active: action.active });
      break;
    case 'new':
      for (const row of rows) if (row.new !== action.new) updates.set(row.id, { new: action.new });
      break;
    case 'category': {
      // Cannabis rows (kinds) go into cannabis categories, horeca rows into the others.
      if (rows.some((row) => (row.kindId !== null) !== target?.cannabis))
        throw badRequest(LINK_MESSAGES.categoryKind, ['body', 'action', 'category_id']);
      // Moved rows join the end of the category in the order they had.
      let next = await nextOrderNumber(tx, shopId, action.category_id);
      for (const row of rows)
        if (row.categoryId !== action.category_id)
          updates.set(row.id, { categoryId: action.category_id, orderNumber: next++ });
      break;
    }
    case 'discount': {
      const priceIds = [...new Set(rows.map((row) => row.priceId))];
      const priceRows = await tx.select().from(prices).where(inArray(prices.id, priceIds));
      const entriesOf = new Map(priceRows.map((p) => [p.id, entriesOfPrice(p)]));
      for (const row of rows) {
        const entries = entriesOf.get(row.priceId) ?? [];
        const actions = percentDiscounts(entries, row.deactivatedLabels, action.percent);
        // The rule a discount typed by hand follows: lower than the price, on an enabled label.
        const checked = checkLinkLabels(entries, row.deactivatedLabels, actions);
        if (!checked.ok) throw badRequest(checked.message, ['body', 'action', 'percent']);
        if (!sameActions(row.actionLabels, checked.value.actions))
          updates.set(row.id, { actionLabels: checked.value.actions });
      }
      break;
    }
    case 'remove_discounts':
      for (const row of rows)
        if (row.actionLabels.length) updates.set(row.id, { actionLabels: [] });
      break;
  }
  return updates;
}

function sameActions(a: PriceAction[], b: PriceAction[]): boolean {
  return (
    a.length === b.length && a.every((x, i) => x.label === b[i]?.label && x.price === b[i]?.price)
  );
}

/** The rows in board order (locked with `lock`); 404 unless every id is a row of the shop. */
async function linkRows(
  tx: Executor,
  shopId: string,
  ids: string[],
  { lock }: { lock: boolean },
): Promise<LinkRow[]> {
  const query = tx
    .select()
    .from(shopsToPrices)
    .where(and(eq(shopsToPrices.shopId, shopId), inArray(shopsToPrices.id, ids)))
    .orderBy(asc(shopsToPrices.categoryId), asc(shopsToPrices.orderNumber), asc(shopsToPrices.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== ids.length) throw notFound('Shop to price');
  return rows;
}

/**
 * As `linkRows`, with the categories the rows leave and the one they join locked first (the
 * numbering lock, see `link-order.ts`). A row may move between the read and the lock; then the
 * locks are taken again.
 */
async function lockRowsAndCategories(
  tx: Executor,
  shopId: string,
  ids: string[],
  targetId: string,
): Promise<LinkRow[]> {
  for (;;) {
    const seen = await linkRows(tx, shopId, ids, { lock: false });
    const locked = new Set([targetId, ...seen.map((row) => row.categoryId)]);
    await lockCategories(tx, locked);
    const rows = await linkRows(tx, shopId, ids, { lock: true });
    if (rows.every((row) => locked.has(row.categoryId))) return rows;
  }
}
