import { describe, expect, it } from 'vitest';
import {
  canonicalPriceLabel,
  formatBoardPrice,
  formatPriceLabelText,
  formatPriceTruncated,
} from './board-text';
import { INVALID_PRICE_INPUT, toPriceNumber } from './prices';

describe('formatPriceTruncated', () => {
  it.each([
    [12, '12,-'],
    [5, '5,-'],
    [12.5, '12,50'],
    [2.6, '2,60'],
    [13.5, '13,50'],
    [12.55, '12,55'],
    [0.5, '0,50'],
    [0, '0,-'],
    [1234.5, '1.234,50'],
    [1000, '1.000,-'],
    ['7,50', '7,50'],
    [10.1, '10,10'],
  ])('%j -> %s', (value, text) => {
    expect(formatPriceTruncated(value)).toBe(text);
  });

  it.each([['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    '%j is refused with the domain message',
    (value) => {
      expect(() => formatPriceTruncated(value)).toThrow(INVALID_PRICE_INPUT);
    },
  );
});

describe('formatBoardPrice', () => {
  it.each([
    [12.5, false, '12,50'],
    [12.5, true, '12,50'],
    [12, false, '12,00'],
    [12, true, '12,-'],
    [2.6, false, '2,60'],
    [9.99, true, '9,99'],
  ])('%s truncated=%s -> %s', (value, truncated, text) => {
    expect(formatBoardPrice(value, truncated)).toBe(text);
  });
});

describe('toPriceNumber', () => {
  it.each([
    [12.5, 12.5],
    ['12,5', 12.5],
    [' 3.25 ', 3.25],
  ])('%j -> %s', (value, number) => {
    expect(toPriceNumber(value)).toBe(number);
  });

  it('refuses what is no number', () => {
    expect(() => toPriceNumber('twaalf')).toThrow(INVALID_PRICE_INPUT);
  });
});

describe('canonicalPriceLabel', () => {
  it.each([
    ['2.5g', '2.5g'],
    ['2,5g', '2.5g'],
    ['2.5 gram', '2.5g'],
    ['1 joint', '1j'],
    [' 3st ', '3st'],
    ['groot', 'groot'],
  ])('%j -> %s', (label, canonical) => {
    expect(canonicalPriceLabel(label)).toBe(canonical);
  });
});

describe('formatPriceLabelText', () => {
  it.each([
    ['0.5g', 'plain', '0,5g'],
    ['2.5 gram', 'plain', '2,5g'],
    ['5g', 'plain', '5g'],
    ['1j', 'plain', '1j'],
    ['3j', 'plain', '3j'],
    ['1st', 'plain', '1st'],
    ['1j', 'custom', 'Joint'],
    ['3j', 'custom', '3-pack'],
    ['3g', 'custom', '3g'],
    ['0.5g', 'custom', '0,5g'],
    ['2st', 'custom', '2st'],
    ['half gram', 'plain', 'half g'],
  ] as const)('%s (%s) -> %s', (label, names, text) => {
    expect(formatPriceLabelText(label, names)).toBe(text);
  });
});
