import { and, eq, inArray, or } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  itemNotAvailable,
  orderLabel,
  orderableLabelPrice,
  toCents,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { linkPriceEntries } from '../links/link-prices';
import { categories, kinds, prices, products, shopsToPrices } from '../../db/schema';
import { badRequest } from '../../errors';
import { shownAt } from '../clock/clock-boundaries';
import { actionLabelsAt, loadShopHappyHours } from '../clock/happy-hours';

/** The refusal of an item whose rows are all outside their time windows now. */
export function itemOutsideWindows(itemName: string): string {
  return `${itemName} is nu niet te bestellen: het staat alleen op bepaalde tijden op het menu.`;
}

/** A line as the customer sends it; any price, total or name it carries is ignored. */
export interface OrderLineInput {
  quantity: number;
  description: string;
  kind_id?: string | null | undefined;
  product_id?: string | null | undefined;
}

/** A line priced by the server from the shop's board as it is now. */
export interface PricedOrderLine {
  quantity: number;
  /** The price label in its one spelling, e.g. '0.5g' or '1j'. */
  description: string;
  kindId: string | null;
  productId: string | null;
  itemName: string;
  internalProductId: string;
  unitPriceCents: number;
}

type LinkRow = typeof shopsToPrices.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

interface Candidate {
  link: LinkRow;
  price: PriceRow;
  itemName: string | null;
  /** The time windows of the row's category. */
  categoryWindows: LinkRow['timeWindows'];
  /** The row's discounts at the moment of the order: a running happy hour's prices included. */
  actions: LinkRow['actionLabels'];
}

/** Every link of the shop that shows one of the ordered items, active or not. */
async function loadCandidates(
  tx: Executor,
  shopId: string,
  kindIds: string[],
  productIds: string[],
): Promise<Candidate[]> {
  const items = [
    kindIds.length ? inArray(shopsToPrices.kindId, kindIds) : undefined,
    productIds.length ? inArray(shopsToPrices.productId, productIds) : undefined,
  ].filter((condition) => condition !== undefined);
  if (!items.length) return [];
  const rows = await tx
    .select({
      link: shopsToPrices,
      price: prices,
      kindName: kinds.name,
      productName: products.name,
      categoryWindows: categories.timeWindows,
    })
    .from(shopsToPrices)
    .innerJoin(prices, eq(prices.id, shopsToPrices.priceId))
    .innerJoin(categories, eq(categories.id, shopsToPrices.categoryId))
    .leftJoin(kinds, eq(kinds.id, shopsToPrices.kindId))
    .leftJoin(products, eq(products.id, shopsToPrices.productId))
    .where(and(eq(shopsToPrices.shopId, shopId), or(...items)));
  return rows.map((row) => ({
    link: row.link,
    price: row.price,
    itemName: row.kindName ?? row.productName,
    categoryWindows: row.categoryWindows,
    actions: row.link.actionLabels,
  }));
}

/** Names of items the shop does not show at all, so that a refusal can still name them. */
async function loadNames(tx: Executor, kindIds: string[], productIds: string[]) {
  const [kindRows, productRows] = await Promise.all([
    kindIds.length
      ? tx.select({ id: kinds.id, name: kinds.name }).from(kinds).where(inArray(kinds.id, kindIds))
      : Promise.resolve([]),
    productIds.length
      ? tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds))
      : Promise.resolve([]),
  ]);
  return new Map([...kindRows, ...productRows].map((row) => [row.id, row.name]));
}

/** The active row that offers the label at the lowest price, with that price. */
function cheapestOffer(rows: readonly Candidate[], label: string) {
  let best: { candidate: Candidate; price: number } | undefined;
  for (const candidate of rows) {
    if (!candidate.link.active) continue;
    const price = orderableLabelPrice(
      {
        entries: linkPriceEntries(candidate.price, candidate.link),
        deactivatedLabels: candidate.link.deactivatedLabels,
        actionLabels: candidate.actions,
      },
      label,
    );
    if (price !== null && (!best || price < best.price)) best = { candidate, price };
  }
  return best;
}

/** What a refusal calls an item that does not exist at all. */
const UNKNOWN_ITEM = 'Dit product';

/**
 * Prices every line from the shop's board as it is now: an active row of the shop with the
 * line's kind or product whose price offers the label (an active entry the row does not switch
 * off), at the row's discount when it has one or the running happy hour's price when that is
 * lower. When several rows offer the label, the lowest
 * price counts. A line nothing offers is refused with 400 naming the item.
 *
 * @param field - the body field the lines came in (`lines` or `order_info`), for error locations
 */
export async function priceOrderLines(
  tx: Executor,
  shopId: string,
  lines: readonly OrderLineInput[],
  field: string,
  /** The shop's zone and the moment: rows outside their (category's) time windows are not offered. */
  at?: { zone: string; now: number },
): Promise<PricedOrderLine[]> {
  lines.forEach((line, index) => {
    if (!line.kind_id === !line.product_id)
      throw badRequest(ORDER_MESSAGES.oneItemPerLine, ['body', field, index, 'kind_id']);
  });
  const kindIds = [...new Set(lines.flatMap((line) => (line.kind_id ? [line.kind_id] : [])))];
  const productIds = [
    ...new Set(lines.flatMap((line) => (line.product_id ? [line.product_id] : []))),
  ];
  const candidates = await loadCandidates(tx, shopId, kindIds, productIds);
  // The customer pays what the board shows: during a happy hour, its price.
  if (at && candidates.length) {
    const hours = await loadShopHappyHours(tx, shopId);
    for (const candidate of candidates)
      candidate.actions = actionLabelsAt(candidate.price, candidate.link, hours, at);
  }
  const shown = new Set(candidates.map((c) => c.link.kindId ?? c.link.productId));
  const names = await loadNames(
    tx,
    kindIds.filter((id) => !shown.has(id)),
    productIds.filter((id) => !shown.has(id)),
  );

  return lines.map((line, index) => {
    const itemId = line.kind_id ?? line.product_id ?? '';
    const all = candidates.filter((c) =>
      line.kind_id ? c.link.kindId === itemId : c.link.productId === itemId,
    );
    const rows = at
      ? all.filter((c) => shownAt(c.link.timeWindows, c.categoryWindows, at.zone, at.now))
      : all;
    const itemName = all[0]?.itemName ?? names.get(itemId) ?? UNKNOWN_ITEM;
    const label = orderLabel(line.description);
    const best = label ? cheapestOffer(rows, label) : undefined;
    if (!label || !best) {
      // Offered at other times only: say so, rather than "not available".
      const later = label && cheapestOffer(all, label);
      throw badRequest(later ? itemOutsideWindows(itemName) : itemNotAvailable(itemName), [
        'body',
        field,
        index,
      ]);
    }
    return {
      quantity: line.quantity,
      description: label,
      kindId: line.kind_id ?? null,
      productId: line.product_id ?? null,
      itemName,
      internalProductId: best.candidate.price.internalProductId,
      unitPriceCents: toCents(best.price),
    };
  });
}
