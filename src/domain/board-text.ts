/**
 * How the public board writes prices and price labels. One rule for the board's layout engine
 * and for anything else that shows a board's texts (previews, the back office's board tables).
 */
import { formatPriceShort, parsePriceLabel, priceLabel } from './prices';

/** The application's version label, shown at the bottom left of the full-screen displays. */
export const BOARD_VERSION_LABEL = '3.6.6';

/**
 * How a board names joint labels. `plain` writes every label as quantity and unit ('1j',
 * '3j'); `custom` (the shows with a shop's own theme) writes '1j' as 'Joint' and 'Nj' as
 * 'N-pack'. Gram and piece labels read the same in both.
 */
export type PriceLabelNames = 'plain' | 'custom';

/**
 * A short price for shops that ask for "truncated prices": a whole euro amount as '5,-', any
 * other amount with its two decimals ('9,50', '2,60'), the way Dutch price boards write them;
 * '2,6' would read like a typo. A price is never rounded. Throws `INVALID_PRICE_INPUT` like
 * `formatPriceShort`.
 */
export function formatPriceTruncated(value: number | string): string {
  return formatPriceShort(value).replace(/,00$/, ',-');
}

/** A board price: `formatPriceShort`, or `formatPriceTruncated` when the shop or screen asks for it. */
export function formatBoardPrice(value: number | string, truncated: boolean): string {
  return truncated ? formatPriceTruncated(value) : formatPriceShort(value);
}

/**
 * The one spelling of a label, so that '2.5g', '2,5g' and '2.5 gram' fall in one price column:
 * quantity with a point and the unit suffix. A label that is no price label stays as it is
 * (trimmed), so it still gets a column of its own.
 */
export function canonicalPriceLabel(label: string): string {
  const parsed = parsePriceLabel(label);
  return parsed ? priceLabel(parsed.quantity, parsed.unit) : label.trim();
}

/**
 * The text of a price column header: 'gram' shortened to 'g', a decimal comma ('0.5g' ->
 * '0,5g'), and with `custom` names '1j' -> 'Joint' and '3j' -> '3-pack' (grams stay '3g').
 */
export function formatPriceLabelText(label: string, names: PriceLabelNames = 'plain'): string {
  const parsed = parsePriceLabel(label);
  if (!parsed)
    return label
      .trim()
      .replace(/\bgram\b/gi, 'g')
      .replace('.', ',');
  const quantity = String(parsed.quantity).replace('.', ',');
  if (names === 'custom' && parsed.unit === 'j') {
    return parsed.quantity === 1 ? 'Joint' : `${quantity}-pack`;
  }
  return `${quantity}${parsed.unit}`;
}
