/**
 * What the products list shows, without React: which price links of a shop are cannabis or
 * horeca rows, the screen filter, the order of the rows and where each may move, and how a
 * row's prices read.
 */
import type { MessageKey } from '../../i18n';
import type { Category, ShopLink } from '../../api/types';
import { formatPriceLabelText, formatPriceShort } from '../../domain';
import type { PriceEntry } from '../../domain';

/** The two tabs of the products list and of the price-link form. */
export type ProductMode = 'cannabis' | 'horeca';

export const PRODUCT_MODES: readonly ProductMode[] = ['cannabis', 'horeca'];

/** Tab labels (catalogue keys); the heading reads '{title} Producten'. */
export const PRODUCT_MODE_TITLES: Record<ProductMode, MessageKey> = {
  cannabis: 'products.mode.cannabis',
  horeca: 'products.mode.horeca',
};

/** The screen filter's value for 'Alle schermen'. */
export const ALL_SCREENS = '';

/** The list's path of a mode: `/products/cannabis`, `/products/horeca`. */
export function productsPath(mode: ProductMode): string {
  return `/products/${mode}`;
}

/** Cannabis rows show a kind, horeca rows a horeca product. */
export function isRowOfMode(link: Pick<ShopLink, 'kind_id' | 'product_id'>, mode: ProductMode) {
  return mode === 'cannabis' ? link.kind_id !== null : link.product_id !== null;
}

/** One price of a row as the list and the price modal show it. */
export interface RowPrice {
  label: string;
  price: number;
  /** The row's discount on this label, if any. */
  discount: number | null;
  /** Active in the combination and not switched off by the row. */
  enabled: boolean;
}

/** The prices of a row: its combination's entries with the row's switches and discounts. */
export function rowPrices(
  link: Pick<ShopLink, 'json_prices' | 'deactivated_labels' | 'action_labels'>,
): RowPrice[] {
  const off = new Set(link.deactivated_labels);
  const discounts = new Map(link.action_labels.map((action) => [action.label, action.price]));
  return link.json_prices.map((entry) => ({
    label: entry.label,
    price: entry.price,
    discount: discounts.get(entry.label) ?? null,
    enabled: entry.active && !off.has(entry.label),
  }));
}

/** `1g 12,50`: a label in Dutch notation and its price with two decimals and a comma. */
export function priceEntryText(entry: Pick<PriceEntry, 'label' | 'price'>): string {
  return `${formatPriceLabelText(entry.label)} ${formatPriceShort(entry.price)}`;
}

/** `1g 8,00 · 2,5g 19,00 · 5g 36,00`: a combination's prices on one line. */
export function priceEntriesText(entries: readonly Pick<PriceEntry, 'label' | 'price'>[]): string {
  return entries.map(priceEntryText).join(' · ');
}

/**
 * The prices of a row as text (what the search looks in): enabled prices only, a discount
 * after its normal price, e.g. `0,5g 6,50 · 1g 12,50 → 11,00`.
 */
export function rowPricesText(prices: readonly RowPrice[]): string {
  return prices
    .filter((price) => price.enabled)
    .map((price) => {
      const normal = priceEntryText(price);
      return price.discount === null ? normal : `${normal} → ${formatPriceShort(price.discount)}`;
    })
    .join(' · ');
}

/** A row of the products list. */
export interface ProductRow {
  id: string;
  link: ShopLink;
  /** The kind (cannabis) or horeca product shown. */
  itemId: string;
  categoryName: string;
  prices: RowPrice[];
  /** False for the first row of its category. */
  canMoveUp: boolean;
  /** False for the last row of its category. */
  canMoveDown: boolean;
}

/** The ids of the categories placed on a screen. */
export function categoriesOnScreen(
  categories: readonly Pick<Category, 'id' | 'screens'>[],
  screenId: string,
): Set<string> {
  return new Set(
    categories
      .filter((category) => category.screens.some((placement) => placement.screen_id === screenId))
      .map((category) => category.id),
  );
}

const collator = new Intl.Collator('nl-NL', { numeric: true, sensitivity: 'base' });

function byCategoryPosition(a: ShopLink, b: ShopLink): number {
  return a.order_number - b.order_number || a.id.localeCompare(b.id);
}

/**
 * The screen filter in effect: the chosen screen while the shop has it, else
 * {@link ALL_SCREENS} (a stored choice of another shop, or a deleted screen).
 */
export function effectiveScreenId(
  chosen: string | undefined,
  screens: readonly { id: string }[],
): string {
  return chosen && screens.some((screen) => screen.id === chosen) ? chosen : ALL_SCREENS;
}

/**
 * The rows of the list: the links of `mode`, narrowed to the categories placed on `screenId`
 * (unless it is {@link ALL_SCREENS}), ordered by category name and then by their place in the
 * category. A row's neighbours are those of its category, as the server swaps within a
 * category: the first cannot move up, the last cannot move down.
 */
export function deriveProductRows(
  links: readonly ShopLink[],
  categories: readonly Pick<Category, 'id' | 'name' | 'screens'>[],
  mode: ProductMode,
  screenId: string = ALL_SCREENS,
): ProductRow[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const onScreen = screenId === ALL_SCREENS ? null : categoriesOnScreen(categories, screenId);

  const byCategory = new Map<string, ShopLink[]>();
  for (const link of links) {
    const list = byCategory.get(link.category_id) ?? [];
    list.push(link);
    byCategory.set(link.category_id, list);
  }
  const positions = new Map<string, { index: number; count: number }>();
  for (const list of byCategory.values()) {
    list.sort(byCategoryPosition);
    list.forEach((link, index) => positions.set(link.id, { index, count: list.length }));
  }

  return links
    .filter((link) => isRowOfMode(link, mode))
    .filter((link) => !onScreen || onScreen.has(link.category_id))
    .map((link) => {
      const position = positions.get(link.id) ?? { index: 0, count: 1 };
      return {
        id: link.id,
        link,
        itemId: (mode === 'cannabis' ? link.kind_id : link.product_id) ?? '',
        categoryName: names.get(link.category_id) ?? '',
        prices: rowPrices(link),
        canMoveUp: position.index > 0,
        canMoveDown: position.index < position.count - 1,
      };
    })
    .sort(
      (a, b) =>
        collator.compare(a.categoryName, b.categoryName) ||
        a.link.category_id.localeCompare(b.link.category_id) ||
        byCategoryPosition(a.link, b.link),
    );
}

/** The list with one row's availability changed: the optimistic view of a toggle. */
export function withAvailability(
  links: readonly ShopLink[],
  id: string,
  active: boolean,
): ShopLink[] {
  return links.map((link) => (link.id === id ? { ...link, active } : link));
}

/** The path of a row's item page: `/view/cannabis/{kind}` or `/view/product/{product}`. */
export function itemViewPath(mode: ProductMode, itemId: string): string {
  return mode === 'cannabis' ? `/view/cannabis/${itemId}` : `/view/product/${itemId}`;
}
