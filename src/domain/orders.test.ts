import { describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  centsToEuros,
  exceedsGramLimit,
  gramsOfLabel,
  itemNotAvailable,
  lineTotalCents,
  orderGrams,
  orderLabel,
  orderTotalCents,
  orderableLabelPrice,
  toCents,
} from './orders';
import type { PriceEntry } from './prices';

const entry = (label: string, quantity: number, price: number, active = true): PriceEntry => ({
  label,
  quantity,
  price,
  active,
});

describe('orderLabel', () => {
  it.each([
    ['1g', '1g'],
    ['0.5g', '0.5g'],
    ['0,5 gram', '0.5g'],
    [' 2.5 gram ', '2.5g'],
    ['1 joint', '1j'],
    ['3j', '3j'],
    ['1st', '1st'],
    ['Fles', 'Fles'],
    [' 0,25  l ', '0,25 l'],
    ['', null],
    ['  ', null],
  ])('%j -> %j', (description, expected) => {
    expect(orderLabel(description)).toBe(expected);
  });
});

describe('the gram rule', () => {
  it.each([
    ['1g', 1],
    ['0.5g', 0.5],
    ['2.5g', 2.5],
    ['5g', 5],
    ['1j', 0.4],
    ['3j', 1.2],
    ['1st', 0],
    ['2st', 0],
    ['1 cola', 0],
  ])('one %s counts %s g', (label, grams) => {
    expect(gramsOfLabel(label)).toBe(grams);
  });

  it('counts joints with the grams, exactly', () => {
    const fourGrams = { quantity: 4, description: '1g' };
    expect(orderGrams([fourGrams, { quantity: 3, description: '1j' }])).toBe(5.2);
    expect(orderGrams([fourGrams, { quantity: 2, description: '1j' }])).toBe(4.8);
    expect(orderGrams([{ quantity: 3, description: '3j' }])).toBe(3.6);
    expect(exceedsGramLimit([fourGrams, { quantity: 3, description: '1j' }])).toBe(true);
    expect(exceedsGramLimit([fourGrams, { quantity: 2, description: '1j' }])).toBe(false);
  });

  it('allows exactly five grams and ignores pieces', () => {
    expect(exceedsGramLimit([{ quantity: 5, description: '1g' }])).toBe(false);
    expect(exceedsGramLimit([{ quantity: 10, description: '0.5g' }])).toBe(false);
    expect(exceedsGramLimit([{ quantity: 11, description: '0.5g' }])).toBe(true);
    expect(
      exceedsGramLimit([
        { quantity: 1, description: '5g' },
        { quantity: 20, description: '2st' },
      ]),
    ).toBe(false);
    expect(exceedsGramLimit([])).toBe(false);
  });

  it('says the limit in the message', () => {
    expect(ORDER_MESSAGES.maxGrams).toBe('Je mag maximaal 5 gram per bestelling bestellen.');
    expect(itemNotAvailable('Jack Herer')).toBe('Jack Herer is niet beschikbaar.');
  });
});

describe('orderableLabelPrice', () => {
  const entries = [entry('0.5g', 0.5, 6.5), entry('1g', 1, 12.5), entry('5g', 5, 57.5, false)];
  const row = { entries, deactivatedLabels: [] as string[], actionLabels: [] };

  it('prices an active, enabled label of the row', () => {
    expect(orderableLabelPrice(row, '1g')).toBe(12.5);
    expect(orderableLabelPrice(row, '0.5g')).toBe(6.5);
  });

  it('refuses labels the row does not offer', () => {
    expect(orderableLabelPrice(row, '2.5g')).toBeNull();
    expect(orderableLabelPrice(row, '5g')).toBeNull();
    expect(orderableLabelPrice({ ...row, deactivatedLabels: ['0.5g'] }, '0.5g')).toBeNull();
  });

  it('lets a discount win', () => {
    const discounted = { ...row, actionLabels: [{ label: '1g', price: 11 }] };
    expect(orderableLabelPrice(discounted, '1g')).toBe(11);
    expect(orderableLabelPrice(discounted, '0.5g')).toBe(6.5);
  });
});

describe('totals in cents', () => {
  it('converts without binary fractions', () => {
    expect(toCents(9.5)).toBe(950);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(centsToEuros(1999)).toBe(19.99);
    expect(centsToEuros(950)).toBe(9.5);
  });

  it('adds up the lines', () => {
    const lines = [
      { quantity: 2, unitPriceCents: 1250 },
      { quantity: 3, unitPriceCents: 260 },
    ];
    expect(lineTotalCents(lines[0] as (typeof lines)[number])).toBe(2500);
    expect(orderTotalCents(lines)).toBe(3280);
    expect(orderTotalCents([])).toBe(0);
  });
});
