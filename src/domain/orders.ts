/**
 * Rules of table orders: which label a line orders, what it costs, how many grams an order
 * holds. Pure: the server enforces them, the customer page uses the same functions to explain a
 * refusal before the order is sent.
 */
import { normaliseFreeLabel, type PriceAction } from './price-rules';
import { parsePriceLabel, priceLabel, type PriceEntry } from './prices';

/** At most this many grams of cannabis per order (pre-rolled joints included). */
export const MAX_GRAMS_PER_ORDER = 5;

/** What one pre-rolled joint counts for in the gram rule. */
export const GRAMS_PER_JOINT = 0.4;

/** How many of one item a line may order. */
export const ORDER_LINE_QUANTITY = { min: 1, max: 20 } as const;

/** How many lines one order may have. */
export const MAX_ORDER_LINES = 50;

/** Longest note a customer may add to an order. */
export const MAX_ORDER_NOTES_LENGTH = 500;

/** How many orders one status check may ask about. */
export const MAX_CHECKED_ORDERS = 10;

export const ORDER_MESSAGES = {
  maxGrams: `Je mag maximaal ${MAX_GRAMS_PER_ORDER} gram per bestelling bestellen.`,
  notOnShopWifi: 'Bestellen kan alleen via de wifi van de shop.',
  oneItemPerLine:
    'Elke regel bestelt een soort of een horeca product, niet allebei of geen van beide.',
  noLines: 'Een bestelling heeft minstens één regel.',
  tableOfOtherShop: 'Deze tafel hoort niet bij deze shop.',
  tooManyChecked: `Max ${MAX_CHECKED_ORDERS} orders`,
  checkedOfSeveralShops: "All ID's should belong to one shop",
} as const;

/** The refusal of a line whose item cannot be ordered now, naming the item. */
export function itemNotAvailable(itemName: string): string {
  return `${itemName} is niet beschikbaar.`;
}

/** The refusal of a status check with an id that is no order id. */
export function invalidOrderId(id: string): string {
  return `ID ${id} is not valid`;
}

/**
 * The price label a line orders, in its one spelling: '0,5 gram' and '0.5g' are both '0.5g',
 * '1 joint' is '1j'; a free label of a drink ('Fles') as staff wrote it, spaces tidied. Null when
 * the text is empty.
 */
export function orderLabel(description: string): string | null {
  const parsed = parsePriceLabel(description);
  if (parsed) return priceLabel(parsed.quantity, parsed.unit);
  return normaliseFreeLabel(description) || null;
}

/** Milligrams keep the sums exact: 3 joints are 1200 mg, never 1.2000000000000002 g. */
function milligramsOfLabel(label: string): number {
  const parsed = parsePriceLabel(label);
  if (!parsed) return 0;
  if (parsed.unit === 'g') return Math.round(parsed.quantity * 1000);
  if (parsed.unit === 'j') return Math.round(parsed.quantity * GRAMS_PER_JOINT * 1000);
  return 0;
}

/**
 * The grams one unit of a label counts for: '2.5g' 2.5, '3j' 1.2 (three joints), pieces
 * ('st') and texts that are no label 0.
 */
export function gramsOfLabel(label: string): number {
  return milligramsOfLabel(label) / 1000;
}

/** A line as far as the gram rule cares: how many of which label. */
export interface GramLine {
  quantity: number;
  description: string;
}

function orderMilligrams(lines: readonly GramLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * milligramsOfLabel(line.description), 0);
}

/** The grams an order holds: every line's quantity times the grams of its label. */
export function orderGrams(lines: readonly GramLine[]): number {
  return orderMilligrams(lines) / 1000;
}

/** True when the order holds more than {@link MAX_GRAMS_PER_ORDER} grams. */
export function exceedsGramLimit(lines: readonly GramLine[]): boolean {
  return orderMilligrams(lines) > MAX_GRAMS_PER_ORDER * 1000;
}

/** What a link offers for ordering: its price entries and the row's label rules. */
export interface OrderableRow {
  entries: readonly PriceEntry[];
  deactivatedLabels: readonly string[];
  actionLabels: readonly PriceAction[];
}

/**
 * The unit price (euros) of a label on a link, or null when the row does not offer it:
 * the label must be an active entry of the row's price that the row does not switch off. A
 * discount (action) on the label wins over the normal price.
 */
export function orderableLabelPrice(row: OrderableRow, label: string): number | null {
  const entry = row.entries.find((e) => e.label === label && e.active !== false);
  if (!entry || row.deactivatedLabels.includes(label)) return null;
  const action = row.actionLabels.find((a) => a.label === label);
  return action ? action.price : entry.price;
}

/** Euros to whole cents: 9.5 -> 950, 0.1 + 0.2 -> 30. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Whole cents to euros with two decimals: 950 -> 9.5. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** A priced line: how many, at what unit price in cents. */
export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
}

/** The total of one line in cents. */
export function lineTotalCents(line: PricedLine): number {
  return line.quantity * line.unitPriceCents;
}

/** The total of an order in cents: the sum of its lines. */
export function orderTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}
