/** Rules of the numeric inputs of the back office (spec section 5). */

/**
 * The text a quantity or price input shows after a change: leading zeros are stripped
 * ('007' -> '7', '00.5' -> '0.5', '-05' -> '-5') and an empty input becomes '0'.
 */
export function normaliseNumberText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '0';
  return trimmed.replace(/^(-?)0+(?=\d)/, '$1');
}

/**
 * Steps of the price inputs: the price form's three lists, the price modal of the products
 * list and the horeca price.
 */
export const PRICE_INPUT_STEPS = {
  cannabis: { quantity: 0.5, price: 0.25 },
  pre_rolled_joints: { quantity: 0.01, price: 0.01 },
  edible: { quantity: 1, price: 0.25 },
  priceModal: { quantity: 0.5, price: 0.25, discount: 0.25 },
  horeca: { price: 0.5 },
} as const;

// The back office writes numbers as nl-NL does: a decimal comma, no grouping in inputs (a '.'
// typed there is read as a decimal mark too, so '1.000' can never mean a thousand).
const INPUT_TEXT = /^-?\d*(?:[.,]\d*)?$/;

/**
 * What a number input keeps of typed text: the number text with a point ('3,5' -> '3.5'), after
 * `normaliseNumberText`; null when the text is no number being typed ('3,5,', '1.000,50', 'x').
 * A text such as '-' or '3,' comes back as it is, a number still to be finished.
 */
export function parseDecimalInput(typed: string): string | null {
  const trimmed = typed.trim();
  if (!INPUT_TEXT.test(trimmed)) return null;
  return normaliseNumberText(trimmed.replace(',', '.'));
}

/**
 * How a number input shows a value: with a decimal comma ('2.5' -> '2,5'), and with `decimals`
 * at least that many decimals (prices: 3 -> '3,00'; '3.005' stays '3,005', nothing is rounded).
 * Text that is no number yet ('-', '3.') is shown as typed, with a comma.
 */
export function formatDecimalInput(value: string | number, decimals?: number): string {
  const text = String(value);
  const number = Number(text);
  if (decimals === undefined || text.trim() === '' || !Number.isFinite(number)) {
    return text.replace('.', ',');
  }
  return inputFormat(decimals).format(number);
}

const INPUT_FORMATS = new Map<number, Intl.NumberFormat>();

function inputFormat(decimals: number): Intl.NumberFormat {
  let format = INPUT_FORMATS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nl-NL', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: Math.max(decimals, 10),
      useGrouping: false,
    });
    INPUT_FORMATS.set(decimals, format);
  }
  return format;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * The value after an arrow key, as a browser's number input steps: to the next multiple of
 * `step` up or down (3 -> 3.25, 3.1 -> 3.25 up or 3 down with step 0.25), within `min` and `max`.
 */
export function stepDecimalValue(
  value: number,
  step: number,
  direction: 1 | -1,
  bounds: { min?: number | undefined; max?: number | undefined } = {},
): number {
  const current = Number.isFinite(value) ? value : 0;
  const scale = 10 ** decimalsOf(step);
  const units = Math.round((current / step) * 1e6) / 1e6;
  const nextUnits = direction > 0 ? Math.floor(units) + 1 : Math.ceil(units) - 1;
  let next = Math.round(nextUnits * step * scale) / scale;
  if (bounds.min !== undefined && next < bounds.min) next = bounds.min;
  if (bounds.max !== undefined && next > bounds.max) next = bounds.max;
  return next;
}
