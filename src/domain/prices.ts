/** Price entries and their labels: one rule for the server, the back office and the board. */

export const PRICE_LISTS = ['cannabis', 'pre_rolled_joints', 'edible'] as const;
export type PriceListName = (typeof PRICE_LISTS)[number];

/** Unit suffix of each price list: grams, joints, pieces. */
export const PRICE_UNIT_BY_LIST: Record<PriceListName, PriceUnit> = {
  cannabis: 'g',
  pre_rolled_joints: 'j',
  edible: 'st',
};

export const PRICE_UNITS = ['g', 'j', 'st'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export interface PriceEntry {
  label: string;
  /** The English text of a free label (see `isFreeLabel`), for English boards and pages. */
  label_en?: string;
  quantity: number;
  price: number;
  active: boolean;
}

/** The label of an entry: its quantity followed by the unit, e.g. `0.5g`, `1j`, `3st`. */
export function priceLabel(quantity: number, unit: PriceUnit): string {
  return `${formatQuantity(quantity)}${unit}`;
}

function formatQuantity(quantity: number): string {
  // Up to two decimals, no trailing zeros: 0.5, 1, 2.5, 0.75.
  return String(Math.round(quantity * 100) / 100);
}

const LABEL_PATTERN = /^(\d+(?:[.,]\d+)?)\s*(g|gram|j|joint|st)$/i;

/** Splits a label such as `2.5g` or `1 gram` into quantity and unit; null when it is no price label. */
export function parsePriceLabel(label: string): { quantity: number; unit: PriceUnit } | null {
  const match = LABEL_PATTERN.exec(label.trim());
  if (!match?.[1] || !match[2]) return null;
  const unitText = match[2].toLowerCase();
  const unit: PriceUnit = unitText.startsWith('g') ? 'g' : unitText.startsWith('j') ? 'j' : 'st';
  return { quantity: Number(match[1].replace(',', '.')), unit };
}

/** The longest free label ('Glas', 'Fles', '0,25 l', 'Pitcher'), in either language. */
export const FREE_LABEL_MAX_LENGTH = 20;

/**
 * Whether a label is free text that staff wrote ('Glas', 'Fles', '0,5 l') rather than a
 * quantity and unit ('1g', '2st'). Horeca prices may carry free labels; cannabis and joints never.
 */
export function isFreeLabel(label: string): boolean {
  return parsePriceLabel(label) === null;
}

/**
 * Orders labels by unit (g, j, st), then by quantity; free labels go last and keep the order
 * they come in (the order staff gave them), which a stable sort preserves.
 */
export function comparePriceLabels(a: string, b: string): number {
  const pa = parsePriceLabel(a);
  const pb = parsePriceLabel(b);
  if (!pa || !pb) {
    if (pa) return -1;
    if (pb) return 1;
    return 0;
  }
  const byUnit = PRICE_UNITS.indexOf(pa.unit) - PRICE_UNITS.indexOf(pb.unit);
  return byUnit !== 0 ? byUnit : pa.quantity - pb.quantity;
}

/**
 * Normalises a cash-register prefix as the price form does on blur: digits only,
 * at most three, left-padded with zeros.
 */
export function normaliseRegisterPrefix(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 3);
  return digits.padStart(3, '0');
}

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const DECIMAL = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const INVALID_PRICE_INPUT = 'Invalid input: value must be a number or a numeric string.';

/**
 * The number a price input stands for ('12,5' and ' 12.50 ' -> 12.5); throws
 * `INVALID_PRICE_INPUT` for anything that is no finite number or numeric string.
 */
export function toPriceNumber(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  if (typeof value === 'string' && value.trim() === '') throw new Error(INVALID_PRICE_INPUT);
  if (!Number.isFinite(n)) throw new Error(INVALID_PRICE_INPUT);
  return n;
}

/** `12,50` — two decimals with a comma (nl-NL). */
export function formatPriceShort(value: number | string): string {
  return DECIMAL.format(toPriceNumber(value));
}

/** `€ 12,50` — currency EUR in nl-NL. */
export function formatPriceLong(value: number | string): string {
  return EURO.format(toPriceNumber(value));
}
