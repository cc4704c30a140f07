import { describe, expect, it } from 'vitest';
import type { Price } from '../../api/types';
import { entriesOfPrice, priceChoices } from './priceHistory';
import { entry } from './testRows';

function price(id: string, code: string, modified: string, overrides: Partial<Price> = {}): Price {
  return {
    id,
    internal_product_id: code,
    shop_group_id: 'group',
    created_at: modified,
    modified_at: modified,
    cannabis: [entry('1g', 10), entry('5g', 45)],
    pre_rolled_joints: [],
    edible: [],
    half: null,
    one: null,
    two_five: null,
    five: null,
    joint: null,
    piece: null,
    model: 'New',
    ...overrides,
  };
}

const prices = [
  price('a', '10001', '2024-01-01T00:00:00Z'),
  price('b', '10002', '2024-03-01T00:00:00Z', { cannabis: [entry('0.5g', 5), entry('1g', 9.5)] }),
  price('c', '10003', '2024-02-01T00:00:00Z'),
];

describe('price history picker', () => {
  it('puts the current combination first, then the newest changes', () => {
    expect(priceChoices(prices, 'c').map((choice) => choice.code)).toEqual([
      '10003',
      '10002',
      '10001',
    ]);
    expect(priceChoices(prices, 'c')[1]?.pricesText).toBe('0,5g 5,00 · 1g 9,50');
  });

  it('narrows by code or price, keeping the current one', () => {
    expect(priceChoices(prices, 'a', '0.5').map((choice) => choice.id)).toEqual(['a', 'b']);
    expect(priceChoices(prices, 'a', '10003').map((choice) => choice.id)).toEqual(['a', 'c']);
  });

  it('shows the fixed columns of the older model', () => {
    const legacy = price('d', '90001', '2024-01-01T00:00:00Z', {
      cannabis: [],
      one: 10,
      five: 45,
      joint: 4.5,
      model: 'Old',
    });
    expect(entriesOfPrice(legacy).map((e) => `${e.label} ${e.price}`)).toEqual([
      '1g 10',
      '5g 45',
      '1j 4.5',
    ]);
  });
});

describe('combinations the row had before', () => {
  it('come right after the current one, newest first', () => {
    const make = (id: string, modified: string) =>
      ({
        id,
        internal_product_id: id,
        modified_at: modified,
        cannabis: [],
        pre_rolled_joints: [],
        edible: [],
        half: null,
        one: null,
        two_five: null,
        five: null,
        joint: null,
        piece: null,
      }) as unknown as Price;
    const prices = [
      make('a', '2026-01-03T00:00:00.000Z'),
      make('b', '2026-01-01T00:00:00.000Z'),
      make('c', '2026-01-02T00:00:00.000Z'),
      make('now', '2026-01-01T00:00:00.000Z'),
    ];
    expect(priceChoices(prices, 'now', '', ['b', 'c']).map((choice) => choice.id)).toEqual([
      'now',
      'b',
      'c',
      'a',
    ]);
  });
});
