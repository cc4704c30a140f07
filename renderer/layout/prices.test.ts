import { describe, expect, it } from 'vitest';
import { lowestUnitPrice, rowPrices, shownLabels, type RowPrice } from './prices';
import { makeItem } from './test-items';

const entries = (...list: [string, number][]) =>
  list.map(([label, price]) => ({ label, price, quantity: 0 }));

describe('shownLabels: deactivated labels are left out of a row', () => {
  it.each([
    [entries(['0.5g', 5], ['1g', 9]), [], ['0.5g', '1g']],
    [entries(['0.5g', 5], ['1g', 9], ['5g', 40]), ['0.5g'], ['1g', '5g']],
    [entries(['0.5g', 5], ['1g', 9]), ['0,5 gram'], ['1g']],
    [entries(['1j', 5], ['3j', 13]), ['3j'], ['1j']],
    [entries(['2,5 gram', 20]), [], ['2.5g']],
  ])('%j less %j -> %j', (json_prices, deactivated_labels, labels) => {
    expect(shownLabels(makeItem({ json_prices, deactivated_labels }))).toEqual(labels);
  });
});

describe('rowPrices', () => {
  it.each<[string, Parameters<typeof makeItem>[0], RowPrice[]]>([
    [
      'entries with their prices',
      { json_prices: entries(['1g', 10], ['5g', 45]) },
      [
        { label: '1g', price: 10, action: null },
        { label: '5g', price: 45, action: null },
      ],
    ],
    [
      'a deactivated label has no price',
      { json_prices: entries(['1g', 10], ['5g', 45]), deactivated_labels: ['5g'] },
      [{ label: '1g', price: 10, action: null }],
    ],
    [
      'a discount on a shown label',
      { json_prices: entries(['1g', 12.5]), action_labels: [{ label: '1g', price: 11 }] },
      [{ label: '1g', price: 12.5, action: 11 }],
    ],
    [
      'a discount on a deactivated label does not show',
      {
        json_prices: entries(['1g', 12.5], ['5g', 50]),
        deactivated_labels: ['1g'],
        action_labels: [{ label: '1g', price: 11 }],
      },
      [{ label: '5g', price: 50, action: null }],
    ],
    [
      'a "discount" that is not lower does not show',
      { json_prices: entries(['1g', 10]), action_labels: [{ label: '1g', price: 12 }] },
      [{ label: '1g', price: 10, action: null }],
    ],
    [
      'numeric strings are prices',
      { json_prices: [{ label: '1g', price: '9,50' as unknown as number, quantity: 1 }] },
      [{ label: '1g', price: 9.5, action: null }],
    ],
    [
      'an older item without entries shows its fixed columns',
      { json_prices: [], half: 6, one: 11, two_five: null, five: 50, joint: 4.5, piece: null },
      [
        { label: '0.5g', price: 6, action: null },
        { label: '1g', price: 11, action: null },
        { label: '5g', price: 50, action: null },
        { label: '1j', price: 4.5, action: null },
      ],
    ],
    [
      'the piece price of a row with entries is not shown twice',
      { json_prices: entries(['1st', 3], ['2st', 6]), piece: 3 },
      [
        { label: '1st', price: 3, action: null },
        { label: '2st', price: 6, action: null },
      ],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(rowPrices(makeItem(overrides))).toEqual(expected);
  });
});

describe('lowestUnitPrice: g per gram, joints only when counted', () => {
  const p = (label: string, price: number): RowPrice => ({ label, price, action: null });
  it.each<[string, RowPrice[], boolean, number | null]>([
    ['grams per gram', [p('1g', 10), p('5g', 45)], false, 9],
    ['half gram per gram', [p('0.5g', 6), p('1g', 13)], false, 12],
    ['joints ignored by default', [p('1g', 10), p('1j', 4)], false, 10],
    ['joints counted when asked', [p('1g', 10), p('1j', 4)], true, 4],
    ['joints per joint', [p('3j', 13.5)], true, 4.5],
    ['a joints-only row without joints counted', [p('1j', 5)], false, null],
    ['pieces per piece', [p('1st', 3), p('2st', 5)], false, 2.5],
    ['labels that are no price labels do not count', [p('groot', 2)], false, null],
    ['no prices', [], false, null],
  ])('%s', (_, prices, includeJoints, expected) => {
    expect(lowestUnitPrice(prices, includeJoints)).toBe(expected);
  });
});
