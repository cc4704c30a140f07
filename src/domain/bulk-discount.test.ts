import { describe, expect, it } from 'vitest';
import { discountedPrice, percentDiscounts } from './bulk-discount';
import { checkLinkLabels } from './price-rules';
import type { PriceEntry } from './prices';

describe('discountedPrice', () => {
  it.each([
    [10, 15, 8.5],
    [10, 10, 9],
    [9.99, 10, 8.75],
    [12.5, 20, 10],
    [24, 33, 16],
    [7.3, 5, 6.75],
    [0.3, 10, 0.25],
    [45, 90, 4.5],
  ])('%s at %s %% is %s (down to a step of 0,25)', (price, percent, expected) => {
    expect(discountedPrice(price, percent)).toBe(expected);
  });

  it('gives nothing when the rounded price is not lower', () => {
    expect(discountedPrice(0.25, 1)).toBe(0);
    expect(discountedPrice(0, 50)).toBeNull();
    expect(discountedPrice(0.2, 1)).toBe(0);
  });

  it('is never a binary fraction off the step', () => {
    for (let cents = 1; cents <= 5000; cents += 7) {
      for (const percent of [1, 3, 7, 13, 50, 90]) {
        const value = discountedPrice(cents / 100, percent);
        if (value === null) continue;
        expect(Number.isInteger(value * 4)).toBe(true);
        expect(value).toBeLessThan(cents / 100);
        expect(value).toBeLessThanOrEqual((cents / 100) * (1 - percent / 100) + 1e-9);
      }
    }
  });
});

describe('percentDiscounts', () => {
  const entries: PriceEntry[] = [
    { label: '1g', quantity: 1, price: 10, active: true },
    { label: '2.5g', quantity: 2.5, price: 24, active: true },
    { label: '5g', quantity: 5, price: 45, active: false },
    { label: '1j', quantity: 1, price: 0, active: true },
  ];

  it('discounts every enabled label whose price goes lower, and passes the label rules', () => {
    const actions = percentDiscounts(entries, ['2.5g'], 15);
    expect(actions).toEqual([{ label: '1g', price: 8.5 }]);
    expect(checkLinkLabels(entries, ['2.5g'], actions).ok).toBe(true);
  });

  it('gives every enabled label a discount when nothing is switched off', () => {
    const actions = percentDiscounts(entries, [], 50);
    expect(actions).toEqual([
      { label: '1g', price: 5 },
      { label: '2.5g', price: 12 },
    ]);
    expect(checkLinkLabels(entries, [], actions).ok).toBe(true);
  });
});
