/**
 * A discount of N % over many links at once (the products list's bulk action). Pure: the
 * server applies it, the back office may preview it. Each result is checked by the same rule as
 * a discount typed by hand (`checkLinkLabels`): lower than the price, on an enabled label.
 */
import { PRICE_INPUT_STEPS } from './number-text';
import type { PriceAction } from './price-rules';
import type { PriceEntry } from './prices';

/** The percentages a bulk discount may take. */
export const BULK_DISCOUNT_PERCENT = { min: 1, max: 90 } as const;

/** Discounts are whole steps of 0.25, as the price modal's discount field steps. */
const STEP = PRICE_INPUT_STEPS.priceModal.discount;

/**
 * `price` less `percent` %, rounded down to the discount step (10,00 at 15 % -> 8,50; 9,99 at
 * 10 % -> 8,75); null when that is not lower than the price (a price of 0,25 at 1 %) or below 0.
 */
export function discountedPrice(price: number, percent: number): number | null {
  // Cents first, so binary fractions (0.1 + 0.2) never push a value under a step.
  const cents = Math.round(price * 100 * (100 - percent)) / 100;
  const stepCents = Math.round(STEP * 100);
  const value = (Math.floor(Math.round(cents * 1e6) / 1e6 / stepCents) * stepCents) / 100;
  return value >= 0 && value < price ? value : null;
}

/**
 * The discounts a row gets from `percent` %: one on every enabled label (an active entry the row
 * does not switch off) whose discounted price is lower than its price. They replace the row's
 * discounts; labels where nothing is lower keep none.
 */
export function percentDiscounts(
  entries: readonly PriceEntry[],
  deactivated: readonly string[],
  percent: number,
): PriceAction[] {
  const off = new Set(deactivated);
  return entries.flatMap((entry) => {
    if (!entry.active || off.has(entry.label)) return [];
    const price = discountedPrice(entry.price, percent);
    return price === null ? [] : [{ label: entry.label, price }];
  });
}
