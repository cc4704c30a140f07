/**
 * The products list's bulk actions, without React: the texts of the bar, the categories rows may
 * move to, the typed percentage and the request a bulk action sends. Selecting rows is the
 * table's (`src/components/table/tableSelection.ts`).
 */
import type { Category } from '../../api/types';
import { BULK_DISCOUNT_PERCENT } from '../../domain';
import type { LinkBulkActionInput, LinkBulkInput } from '../../domain/contract';
import type { MessageKey, Translate } from '../../i18n';
import type { ProductMode } from './productRows';

/** The catalogue keys of the bar's texts. */
export const BULK_TEXTS = {
  selectPage: 'products.bulk.selectPage',
  clear: 'products.bulk.clear',
  available: 'products.bulk.available',
  unavailable: 'products.bulk.unavailable',
  markNew: 'products.bulk.markNew',
  notNew: 'products.bulk.notNew',
  toCategory: 'products.bulk.toCategory',
  discount: 'products.bulk.discount',
  applyDiscount: 'products.bulk.applyDiscount',
  removeDiscounts: 'products.bulk.removeDiscounts',
  actions: 'products.bulk.actions',
} as const satisfies Record<string, MessageKey>;

/** `3 geselecteerd`. */
export function selectedText(t: Translate, count: number): string {
  return t('products.bulk.selected', { count });
}

/** `Selecteer alle 57 (filter)`: every row the search and screen filter leave. */
export function selectFilteredText(t: Translate, count: number): string {
  return t('products.bulk.selectFiltered', { count });
}

/** The accessible name of a row's box. */
export function rowSelectLabel(t: Translate, productName: string): string {
  return t('products.bulk.selectRow', { name: productName });
}

/** The categories rows of a tab may move to: cannabis rows into cannabis categories. */
export function targetCategories<C extends Pick<Category, 'cannabis'>>(
  categories: readonly C[],
  mode: ProductMode,
): C[] {
  return categories.filter((category) => category.cannabis === (mode === 'cannabis'));
}

/** A typed percentage as the API takes it (whole, 1..90), or null. */
export function discountPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isInteger(value)) return null;
  if (value < BULK_DISCOUNT_PERCENT.min || value > BULK_DISCOUNT_PERCENT.max) return null;
  return value;
}

/** The body of `POST /v1/shops-to-prices/bulk`. */
export function bulkBody(
  shopId: string,
  ids: readonly string[],
  action: LinkBulkActionInput,
): LinkBulkInput {
  return { shop_id: shopId, ids: [...ids], action };
}
