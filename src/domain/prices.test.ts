import { describe, expect, it } from 'vitest';
import {
  INVALID_PRICE_INPUT,
  comparePriceLabels,
  formatPriceLong,
  formatPriceShort,
  normaliseRegisterPrefix,
  parsePriceLabel,
  priceLabel,
} from './prices';

describe('priceLabel', () => {
  it.each([
    [0.5, 'g', '0.5g'],
    [1, 'g', '1g'],
    [2.5, 'g', '2.5g'],
    [3, 'j', '3j'],
    [1, 'st', '1st'],
    [0.333, 'g', '0.33g'],
  ] as const)('%s %s -> %s', (quantity, unit, label) => {
    expect(priceLabel(quantity, unit)).toBe(label);
  });
});

describe('parsePriceLabel', () => {
  it.each([
    ['0.5g', { quantity: 0.5, unit: 'g' }],
    ['2,5 gram', { quantity: 2.5, unit: 'g' }],
    ['1 joint', { quantity: 1, unit: 'j' }],
    ['4st', { quantity: 4, unit: 'st' }],
    ['cola', null],
    ['', null],
  ])('%s', (label, parsed) => {
    expect(parsePriceLabel(label)).toEqual(parsed);
  });
});

describe('comparePriceLabels', () => {
  it('orders by unit g, j, st, then by quantity, free labels last in their own order', () => {
    const labels = ['Glas', '1st', '5g', 'Fles', '3j', '0.5g', '1j', '2.5g', '1g', 'Karaf'];
    expect([...labels].sort(comparePriceLabels)).toEqual([
      '0.5g',
      '1g',
      '2.5g',
      '5g',
      '1j',
      '3j',
      '1st',
      'Glas',
      'Fles',
      'Karaf',
    ]);
  });
});

describe('normaliseRegisterPrefix', () => {
  it.each([
    ['7', '007'],
    ['12a', '012'],
    ['1234', '123'],
    ['', '000'],
    ['a-b-c', '000'],
  ])('%s -> %s', (input, prefix) => {
    expect(normaliseRegisterPrefix(input)).toBe(prefix);
  });
});

describe('price formatting (nl-NL, EUR)', () => {
  it('shows two decimals with a comma', () => {
    expect(formatPriceShort(12.5)).toBe('12,50');
    expect(formatPriceShort('7')).toBe('7,00');
    expect(formatPriceShort('3,75')).toBe('3,75');
    expect(formatPriceLong(12.5)).toMatch(/^€\s12,50$/);
  });

  it('refuses what is not a number', () => {
    for (const bad of ['abc', '', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatPriceShort(bad)).toThrow(INVALID_PRICE_INPUT);
    }
  });
});
