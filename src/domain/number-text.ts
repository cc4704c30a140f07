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
