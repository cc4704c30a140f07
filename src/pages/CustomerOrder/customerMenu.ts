/**
 * What a customer can order from a shop's public price list: its active rows, grouped by
 * category, each with the labels it offers at the price the server will charge. Pure: the
 * page renders it, the tests check it.
 */
import type { ShopPriceItem } from '../../domain';
import {
  comparePriceLabels,
  formatPriceLabelText,
  gramsOfLabel,
  orderableLabelPrice,
} from '../../domain';

/** One label of an item the customer can add, e.g. 1g for € 11,00 instead of € 12,50. */
export interface MenuOffer {
  /** The price label as ordered ('1g', '3j', '1st'). */
  label: string;
  /** How the label reads: '0,5g', 'Joint', '3-pack', '1st'. */
  labelText: string;
  /** What one costs (euros): the discount when there is one. */
  price: number;
  /** The normal price when a discount applies, to show struck through; else null. */
  normalPrice: number | null;
  /** The grams one counts for in the 5-gram rule (joints included). */
  grams: number;
}

/** The kind or horeca product a line orders: exactly one of the two ids is set. */
export interface OrderItemRef {
  kindId: string | null;
  productId: string | null;
}

/** A row of the menu. */
export interface MenuItem extends OrderItemRef {
  /** The link's id (an item may show in several categories). */
  rowId: string;
  /** `kind:<id>` or `product:<id>`: one key per orderable item. */
  itemKey: string;
  name: string;
  description: string;
  isNew: boolean;
  offers: MenuOffer[];
}

export interface MenuCategory {
  id: string;
  name: string;
  items: MenuItem[];
}

/** The key of the item a link shows, or null for a row without kind or product. */
export function itemKeyOf(ref: OrderItemRef): string | null {
  if (ref.kindId) return `kind:${ref.kindId}`;
  if (ref.productId) return `product:${ref.productId}`;
  return null;
}

function refOf(row: ShopPriceItem): OrderItemRef {
  return { kindId: row.kind_id, productId: row.kind_id ? null : row.product_id };
}

function orderableRow(row: ShopPriceItem) {
  return {
    entries: row.json_prices.map((p) => ({ ...p, active: true })),
    deactivatedLabels: row.deactivated_labels,
    actionLabels: row.action_labels,
  };
}

/**
 * The price the server charges for a label of an item: the lowest over the shop's active rows
 * of that item that offer it (a discount counts), as `priceOrderLines` does. Keyed
 * `<itemKey>|<label>`.
 */
export function offerPrices(rows: readonly ShopPriceItem[]): Map<string, number> {
  const prices = new Map<string, number>();
  for (const row of rows) {
    const key = itemKeyOf(refOf(row));
    if (!row.active || !key) continue;
    for (const { label } of row.json_prices) {
      const price = orderableLabelPrice(orderableRow(row), label);
      if (price === null) continue;
      const current = prices.get(`${key}|${label}`);
      if (current === undefined || price < current) prices.set(`${key}|${label}`, price);
    }
  }
  return prices;
}

function offersOf(
  row: ShopPriceItem,
  key: string,
  prices: Map<string, number>,
  locale: 'nl' | 'en',
): MenuOffer[] {
  const offers: MenuOffer[] = [];
  const seen = new Set<string>();
  for (const entry of row.json_prices) {
    if (seen.has(entry.label)) continue;
    seen.add(entry.label);
    if (orderableLabelPrice(orderableRow(row), entry.label) === null) continue;
    const price = prices.get(`${key}|${entry.label}`);
    if (price === undefined) continue;
    offers.push({
      label: entry.label,
      // A free label ('Glas') in English where staff gave one ('Glass').
      labelText:
        locale === 'en' && entry.label_en
          ? entry.label_en
          : formatPriceLabelText(entry.label, 'custom'),
      price,
      normalPrice: price < entry.price ? entry.price : null,
      grams: gramsOfLabel(entry.label),
    });
  }
  return offers.sort((a, b) => comparePriceLabels(a.label, b.label));
}

/** The row's short description in the page's language; the Dutch one when there is no English. */
function descriptionOf(row: ShopPriceItem, locale: 'nl' | 'en'): string {
  const nl = (row.kind_id ? row.kind_short_description_nl : row.product_short_description_nl) ?? '';
  if (locale !== 'en') return nl;
  const en = (row.kind_id ? row.kind_short_description_en : row.product_short_description_en) ?? '';
  return en.trim() ? en : nl;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'nl');

/**
 * The menu of a shop's price list: active rows only, each with the labels it offers (active
 * entries it does not switch off, at their discount), grouped by category in board order
 * (category order number, then name) and, within one, by the rows' order. Rows that offer
 * nothing and categories left empty are left out.
 */
export function buildCustomerMenu(
  rows: readonly ShopPriceItem[],
  locale: 'nl' | 'en' = 'nl',
): MenuCategory[] {
  const prices = offerPrices(rows);
  const categories = new Map<string, MenuCategory>();
  const sorted = [...rows].sort(
    (a, b) =>
      a.category_order_number - b.category_order_number ||
      byName(a.category_name, b.category_name) ||
      a.order_number - b.order_number,
  );
  for (const row of sorted) {
    const ref = refOf(row);
    const key = itemKeyOf(ref);
    if (!row.active || !key) continue;
    const offers = offersOf(row, key, prices, locale);
    if (!offers.length) continue;
    let category = categories.get(row.category_id);
    if (!category) {
      category = { id: row.category_id, name: row.category_name, items: [] };
      categories.set(row.category_id, category);
    }
    category.items.push({
      ...ref,
      rowId: row.id,
      itemKey: key,
      name: row.kind_name ?? row.product_name ?? '',
      description: descriptionOf(row, locale),
      isNew: row.new,
      offers,
    });
  }
  return [...categories.values()];
}
