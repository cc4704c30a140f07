/**
 * The prices a link shows: its entries (or the fixed columns of an older item), less the
 * labels the row switches off, with the discounts that still apply, checked as numbers.
 */
import {
  LEGACY_PRICE_COLUMNS,
  PRICE_UNIT_BY_LIST,
  actionsStillValid,
  canonicalPriceLabel,
  parsePriceLabel,
  priceLabel,
  toPriceNumber,
  type LegacyPriceColumn,
  type ShopPriceItem,
} from '../../src/domain';

/** One shown price of a row, under its canonical label, with its discount if any. */
export interface RowPrice {
  label: string;
  price: number;
  /** The discounted price of an action on this label, lower than `price`. */
  action: number | null;
}

/** A price as it may arrive: the feed declares numbers, older or hand-made data has strings. */
type RawPrice = number | string;

interface RawEntry {
  label: string;
  price: RawPrice;
}

const LEGACY_COLUMNS = Object.keys(LEGACY_PRICE_COLUMNS) as LegacyPriceColumn[];

/**
 * The entries of a row before any check: `json_prices`, or, for an item of the older model
 * without entries, its fixed columns (half, one, two_five, five, joint, piece) that hold a value.
 */
function rawEntries(item: ShopPriceItem): RawEntry[] {
  if (Array.isArray(item.json_prices) && item.json_prices.length > 0) {
    return item.json_prices.map((entry) => ({
      label: canonicalPriceLabel(String(entry.label)),
      price: entry.price as RawPrice,
    }));
  }
  return LEGACY_COLUMNS.flatMap((column) => {
    const value = item[column] as RawPrice | null | undefined;
    if (value === null || value === undefined) return [];
    const { list, quantity } = LEGACY_PRICE_COLUMNS[column];
    return [{ label: priceLabel(quantity, PRICE_UNIT_BY_LIST[list]), price: value }];
  });
}

/**
 * The labels a row shows (its entries less `deactivated_labels`), canonical, without checking
 * the prices: enough to tell what kind of row it is before deciding whether the show lists it.
 */
export function shownLabels(item: ShopPriceItem): string[] {
  const off = new Set((item.deactivated_labels ?? []).map((label) => canonicalPriceLabel(label)));
  const labels = rawEntries(item)
    .map((entry) => entry.label)
    .filter((label) => !off.has(label));
  return [...new Set(labels)];
}

/**
 * The shown prices of a row, each checked: throws the domain's `INVALID_PRICE_INPUT` when a
 * price or a discount is no number, so the caller can leave the row out and say why. A label
 * that appears twice keeps its first price; a discount counts only on a shown label and when
 * lower than its price (the back office enforces this; an older row may break it).
 */
export function rowPrices(item: ShopPriceItem): RowPrice[] {
  const shown = new Set(shownLabels(item));
  const entries = new Map<string, number>();
  for (const entry of rawEntries(item)) {
    if (!shown.has(entry.label) || entries.has(entry.label)) continue;
    entries.set(entry.label, toPriceNumber(entry.price));
  }
  const actions = (item.action_labels ?? []).map((action) => ({
    label: canonicalPriceLabel(String(action.label)),
    price: toPriceNumber(action.price as RawPrice),
  }));
  const valid = actionsStillValid(
    [...entries].map(([label, price]) => ({ label, price, quantity: 0, active: true })),
    actions,
  );
  const discount = new Map(valid.map((action) => [action.label, action.price]));
  return [...entries].map(([label, price]) => ({
    label,
    price,
    action: discount.get(label) ?? null,
  }));
}

/**
 * What a row costs per unit, for sorting: gram prices per gram, piece prices per piece, joint
 * prices per joint only when the category counts joints (`include_joints_in_sorting`); the
 * lowest of these, or null when the row has none. The regular price counts, not a discount,
 * so a row does not jump around the board while an action runs.
 */
export function lowestUnitPrice(prices: RowPrice[], includeJoints: boolean): number | null {
  let lowest: number | null = null;
  for (const entry of prices) {
    const parsed = parsePriceLabel(entry.label);
    if (!parsed || parsed.quantity <= 0) continue;
    if (parsed.unit === 'j' && !includeJoints) continue;
    const perUnit = entry.price / parsed.quantity;
    if (lowest === null || perUnit < lowest) lowest = perUnit;
  }
  return lowest;
}
