import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import {
  BASKET_MESSAGES,
  addToBasket,
  basketCount,
  basketGrams,
  gramRuleText,
  basketProblem,
  basketTotalCents,
  changeQuantity,
  orderLinesOf,
} from './basket';
import type { Basket, BasketChange } from './basket';
import { buildCustomerMenu } from './customerMenu';
import type { MenuItem, MenuOffer } from './customerMenu';
import { feedRow } from './testFeed';

const menu = buildCustomerMenu([
  feedRow(
    'Critical',
    [
      ['1g', 9.5],
      ['2.5g', 22.5],
      ['5g', 42.5],
    ],
    { kind_id: 'critical' },
  ),
  feedRow(
    'Gelato',
    [
      ['1j', 6.5],
      ['3j', 18],
    ],
    { kind_id: 'gelato' },
  ),
  feedRow('Coca-Cola', [['1st', 3]], { product: true, product_id: 'cola' }),
]);
const items = menu.flatMap((category) => category.items);

function offer(name: string, label: string): [MenuItem, MenuOffer] {
  const item = items.find((i) => i.name === name);
  const found = item?.offers.find((o) => o.label === label);
  if (!item || !found) throw new Error(`no ${label} of ${name}`);
  return [item, found];
}

function add(basket: Basket, name: string, label: string): BasketChange {
  return addToBasket(basket, ...offer(name, label));
}

function ok(change: BasketChange): Basket {
  if (!change.ok) throw new Error(change.message);
  return change.basket;
}

describe('the basket', () => {
  it('adds lines, counts up on the same label, and totals in cents', () => {
    let basket = ok(add([], 'Critical', '1g'));
    basket = ok(add(basket, 'Critical', '1g'));
    basket = ok(add(basket, 'Coca-Cola', '1st'));
    expect(basket.map((l) => [l.name, l.label, l.quantity])).toEqual([
      ['Critical', '1g', 2],
      ['Coca-Cola', '1st', 1],
    ]);
    expect(basketTotalCents(basket)).toBe(2200);
    expect(basketCount(basket)).toBe(3);
    expect(basketGrams(basket)).toBe(2);
  });

  it('sends the lines with the kind or product and the label, no prices', () => {
    const basket = ok(add(ok(add([], 'Critical', '2.5g')), 'Coca-Cola', '1st'));
    expect(orderLinesOf(basket)).toEqual([
      { quantity: 1, description: '2.5g', kind_id: 'critical' },
      { quantity: 1, description: '1st', product_id: 'cola' },
    ]);
  });

  it('refuses what would hold more than 5 grams, joints counted, and keeps the basket', () => {
    const full = ok(add(ok(add([], 'Critical', '2.5g')), 'Critical', '2.5g'));
    expect(basketGrams(full)).toBe(5);
    const refused = add(full, 'Gelato', '1j');
    expect(refused).toEqual({ ok: false, basket: full, message: BASKET_MESSAGES.maxGrams });
    expect(BASKET_MESSAGES.maxGrams).toBe('Je mag maximaal 5 gram per bestelling bestellen.');
    // Pieces weigh nothing: a drink still fits.
    expect(ok(add(full, 'Coca-Cola', '1st'))).toHaveLength(2);
  });

  it('counts three joints as 1.2 grams exactly', () => {
    let basket = ok(add([], 'Critical', '2.5g'));
    basket = ok(add(basket, 'Gelato', '3j'));
    basket = ok(add(basket, 'Critical', '1g'));
    expect(basketGrams(basket)).toBe(4.7);
    expect(add(basket, 'Gelato', '1j').ok).toBe(false);
  });

  it('changes quantities within the limits and removes a line at 0', () => {
    const basket = ok(add([], 'Critical', '1g'));
    const key = basket[0]?.key ?? '';
    expect(ok(changeQuantity(basket, key, 5))[0]?.quantity).toBe(5);
    expect(changeQuantity(basket, key, 6)).toMatchObject({ ok: false, basket });
    expect(ok(changeQuantity(basket, key, 0))).toEqual([]);
    const drinks = ok(add([], 'Coca-Cola', '1st'));
    const colaKey = drinks[0]?.key ?? '';
    expect(ok(changeQuantity(drinks, colaKey, 20))[0]?.quantity).toBe(20);
    expect(changeQuantity(drinks, colaKey, 21)).toEqual({
      ok: false,
      basket: drinks,
      message: BASKET_MESSAGES.maxQuantity,
    });
  });

  it('lets a basket over the limit shrink', () => {
    const [line] = ok(add([], 'Critical', '5g'));
    if (!line) throw new Error('no line');
    const over: Basket = [{ ...line, quantity: 2 }];
    expect(basketProblem(over)).toBe(BASKET_MESSAGES.maxGrams);
    const key = over[0]?.key ?? '';
    expect(ok(changeQuantity(over, key, 1))[0]?.quantity).toBe(1);
  });

  it('names the first problem of a basket before it is sent', () => {
    expect(basketProblem([])).toBe(BASKET_MESSAGES.empty);
    expect(basketProblem(ok(add([], 'Critical', '5g')))).toBeNull();
  });

  it('explains the gram rule with the joint weight', () => {
    expect(gramRuleText()).toBe('Maximaal 5 gram per bestelling; een joint telt als 0,4 gram.');
    expect(gramRuleText((key, params) => translate('en', key, params))).toBe(
      'At most 5 grams per order; a joint counts as 0,4 grams.',
    );
  });
});
