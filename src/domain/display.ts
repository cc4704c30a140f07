/** Formatting for tables and labels, where a missing value shows as a dash instead of failing. */
import { formatPriceShort } from './prices';

/**
 * `12,50` for a price (see `formatPriceShort`), '-' for null, undefined or anything that is
 * no number: a cell never breaks the table.
 */
export function formatPriceOrDash(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '-';
  try {
    return formatPriceShort(value);
  } catch {
    return '-';
  }
}

/**
 * 'ja' or 'nee', as the products list shows booleans (Nieuw, Voorraad?); the browser passes the
 * words of its current language.
 */
export function formatYesNo(
  value: boolean | null | undefined,
  words: { yes: string; no: string } = { yes: 'ja', no: 'nee' },
): string {
  return value ? words.yes : words.no;
}
