/**
 * The customer's basket: lines of one label of one item, their totals and the order rules
 * (the 5-gram rule with joints, at most 20 of a line, at most 50 lines) checked before the
 * order is sent, with the server's own functions. Pure and immutable.
 */
import type { OrderLineInput } from '../../api/types';
import {
  GRAMS_PER_JOINT,
  MAX_GRAMS_PER_ORDER,
  MAX_ORDER_LINES,
  ORDER_LINE_QUANTITY,
  exceedsGramLimit,
  orderGrams,
  orderTotalCents,
  toCents,
} from '../../domain';
import { t } from '../../i18n';
import type { Translate } from '../../i18n';
import type { MenuItem, MenuOffer } from './customerMenu';

export interface BasketLine {
  /** `<itemKey>|<label>`: one line per label of an item. */
  key: string;
  kindId: string | null;
  productId: string | null;
  name: string;
  label: string;
  labelText: string;
  /** Euros for one. */
  unitPrice: number;
  quantity: number;
}

export type Basket = readonly BasketLine[];

/** A change to the basket, or the rule that refuses it (the basket stays as it was). */
export type BasketChange =
  { ok: true; basket: Basket } | { ok: false; basket: Basket; message: string };

/** The texts of the rules, in the language the page shows when they are read. */
export const BASKET_MESSAGES = {
  get maxGrams(): string {
    return t('customerOrder.rule.maxGrams', { max: MAX_GRAMS_PER_ORDER });
  },
  get maxQuantity(): string {
    return t('customerOrder.rule.maxQuantity', { max: ORDER_LINE_QUANTITY.max });
  },
  get maxLines(): string {
    return t('customerOrder.rule.maxLines', { max: MAX_ORDER_LINES });
  },
  get empty(): string {
    return t('customerOrder.rule.empty');
  },
};

/** The cannabis lines, as the gram rule counts them: a drink's label is never grams. */
function gramLines(basket: Basket) {
  return basket
    .filter((line) => line.kindId)
    .map((line) => ({ quantity: line.quantity, description: line.label }));
}

/** The grams the basket holds (joints count as well; horeca products never). */
export function basketGrams(basket: Basket): number {
  return orderGrams(gramLines(basket));
}

/** The basket's total in cents. */
export function basketTotalCents(basket: Basket): number {
  return orderTotalCents(
    basket.map((line) => ({ quantity: line.quantity, unitPriceCents: toCents(line.unitPrice) })),
  );
}

/** A line's total in cents. */
export function lineTotalCentsOf(line: BasketLine): number {
  return line.quantity * toCents(line.unitPrice);
}

/** How many items the basket holds. */
export function basketCount(basket: Basket): number {
  return basket.reduce((sum, line) => sum + line.quantity, 0);
}

/** The first rule the basket breaks, or null when it may be sent. */
export function basketProblem(basket: Basket): string | null {
  if (!basket.length) return BASKET_MESSAGES.empty;
  if (basket.length > MAX_ORDER_LINES) return BASKET_MESSAGES.maxLines;
  if (basket.some((line) => line.quantity > ORDER_LINE_QUANTITY.max))
    return BASKET_MESSAGES.maxQuantity;
  if (exceedsGramLimit(gramLines(basket))) return BASKET_MESSAGES.maxGrams;
  return null;
}

function checked(previous: Basket, next: Basket): BasketChange {
  const grew = basketGrams(next) > basketGrams(previous);
  if (grew && exceedsGramLimit(gramLines(next)))
    return { ok: false, basket: previous, message: BASKET_MESSAGES.maxGrams };
  if (next.length > MAX_ORDER_LINES && next.length > previous.length)
    return { ok: false, basket: previous, message: BASKET_MESSAGES.maxLines };
  return { ok: true, basket: next };
}

/** Adds one of an item's offer: a new line, or one more on its line. */
export function addToBasket(basket: Basket, item: MenuItem, offer: MenuOffer): BasketChange {
  const key = `${item.itemKey}|${offer.label}`;
  const existing = basket.find((line) => line.key === key);
  if (existing) return changeQuantity(basket, key, existing.quantity + 1);
  return checked(basket, [
    ...basket,
    {
      key,
      kindId: item.kindId,
      productId: item.productId,
      name: item.name,
      label: offer.label,
      labelText: offer.labelText,
      unitPrice: offer.price,
      quantity: 1,
    },
  ]);
}

/** Sets a line's quantity; 0 removes the line. */
export function changeQuantity(basket: Basket, key: string, quantity: number): BasketChange {
  if (quantity <= 0) return { ok: true, basket: basket.filter((line) => line.key !== key) };
  if (quantity > ORDER_LINE_QUANTITY.max)
    return { ok: false, basket, message: BASKET_MESSAGES.maxQuantity };
  return checked(
    basket,
    basket.map((line) => (line.key === key ? { ...line, quantity } : line)),
  );
}

/** The lines of `POST /v1/orders`; the server prices them itself. */
export function orderLinesOf(basket: Basket): OrderLineInput[] {
  return basket.map((line) => ({
    quantity: line.quantity,
    description: line.label,
    ...(line.kindId ? { kind_id: line.kindId } : { product_id: line.productId }),
  }));
}

/**
 * '2,5' grams for the texts: up to two decimals with a comma, in both languages, as the prices
 * and labels on the same page (the formatting locale is nl-NL).
 */
export function formatGrams(grams: number): string {
  return grams.toLocaleString('nl-NL', { maximumFractionDigits: 2 });
}

/** The limit as the page explains it: 'Maximaal 5 gram per bestelling; een joint telt als 0,4 gram.' */
export function gramRuleText(translate: Translate = t): string {
  return translate('customerOrder.basket.gramRule', {
    max: MAX_GRAMS_PER_ORDER,
    joint: formatGrams(GRAMS_PER_JOINT),
  });
}
