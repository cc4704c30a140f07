import { describe, expect, it } from 'vitest';
import type { ShopPriceItem } from '../../src/domain';
import { selectBoardItems } from './select';
import { buildBlocks, categoryLabels } from './sort';
import { TEST_THEME, makeItem } from './test-items';

function blocksOf(items: ShopPriceItem[]) {
  return buildBlocks(selectBoardItems(items, { variant: 'normal' }, TEST_THEME.list).items);
}

const g = (...prices: [string, number][]) =>
  prices.map(([label, price]) => ({ label, price, quantity: 0 }));

describe('sorting rows within a category', () => {
  it.each<[string, Parameters<typeof makeItem>[0][], string[]]>([
    [
      'lowest price per gram first',
      [
        { kind_name: 'Duur', json_prices: g(['1g', 14]) },
        { kind_name: 'Goedkoop', json_prices: g(['1g', 8]) },
        { kind_name: 'Midden', json_prices: g(['1g', 11]) },
      ],
      ['Goedkoop', 'Midden', 'Duur'],
    ],
    [
      'grams counted per gram: 5g for 40 beats 1g for 9',
      [
        { kind_name: 'A', json_prices: g(['1g', 9]) },
        { kind_name: 'B', json_prices: g(['1g', 10], ['5g', 40]) },
      ],
      ['B', 'A'],
    ],
    [
      'equal prices by name (nl collation, numbers numerically)',
      [
        { kind_name: 'zkittlez', json_prices: g(['1g', 10]) },
        { kind_name: 'Amnesia 10', json_prices: g(['1g', 10]) },
        { kind_name: 'Amnesia 9', json_prices: g(['1g', 10]) },
      ],
      ['Amnesia 9', 'Amnesia 10', 'zkittlez'],
    ],
    [
      'sort_prices_descending flips prices, not names',
      [
        { kind_name: 'B', json_prices: g(['1g', 8]), options: { sort_prices_descending: true } },
        { kind_name: 'C', json_prices: g(['1g', 14]), options: { sort_prices_descending: true } },
        { kind_name: 'A', json_prices: g(['1g', 8]), options: { sort_prices_descending: true } },
      ],
      ['C', 'A', 'B'],
    ],
    [
      'joints do not count unless include_joints_in_sorting',
      [
        { kind_name: 'Joint cheap', json_prices: g(['1g', 12], ['1j', 3]) },
        { kind_name: 'Gram cheap', json_prices: g(['1g', 10], ['1j', 6]) },
      ],
      ['Gram cheap', 'Joint cheap'],
    ],
    [
      'joints count with include_joints_in_sorting',
      [
        {
          kind_name: 'Joint cheap',
          json_prices: g(['1g', 12], ['1j', 3]),
          options: { include_joints_in_sorting: true },
        },
        {
          kind_name: 'Gram cheap',
          json_prices: g(['1g', 10], ['1j', 6]),
          options: { include_joints_in_sorting: true },
        },
      ],
      ['Joint cheap', 'Gram cheap'],
    ],
    [
      'rows without a countable price come last, by name',
      [
        { kind_name: 'Z', json_prices: g(['1j', 5]) },
        { kind_name: 'Y', json_prices: g(['1g', 20]) },
        { kind_name: 'A', json_prices: g(['1j', 4]) },
      ],
      ['Y', 'A', 'Z'],
    ],
    [
      'the regular price counts, not a running discount',
      [
        {
          kind_name: 'Actie',
          json_prices: g(['1g', 12]),
          action_labels: [{ label: '1g', price: 7 }],
        },
        { kind_name: 'Gewoon', json_prices: g(['1g', 10]) },
      ],
      ['Gewoon', 'Actie'],
    ],
  ])('%s', (_, rows, expected) => {
    const { left } = blocksOf(rows.map((row) => makeItem(row)));
    expect(left[0]?.items.map((item) => item.name)).toEqual(expected);
  });
});

describe('ordering categories: category row, nulls last, then order number and name', () => {
  const cat = (id: string, row: number | null, order = 0, column: 'Left' | 'Right' = 'Left') =>
    makeItem({
      category_id: id,
      category_name: id,
      category_pricelist_row: row,
      category_order_number: order,
      category_pricelist_column: column,
    });
  it.each<[string, ShopPriceItem[], string[], string[]]>([
    ['by row', [cat('B', 1), cat('A', 0)], ['A', 'B'], []],
    ['null rows last', [cat('Null', null), cat('Two', 2)], ['Two', 'Null'], []],
    ['same row by order number', [cat('X', 1, 5), cat('Y', 1, 2)], ['Y', 'X'], []],
    [
      'null rows by order number',
      [cat('Snacks', null, 7), cat('Koffie', null, 5)],
      ['Koffie', 'Snacks'],
      [],
    ],
    [
      'columns from category_pricelist_column',
      [cat('R', 0, 0, 'Right'), cat('L', 1)],
      ['L'],
      ['R'],
    ],
  ])('%s', (_, items, left, right) => {
    const blocks = blocksOf(items);
    expect(blocks.left.map((b) => b.name)).toEqual(left);
    expect(blocks.right.map((b) => b.name)).toEqual(right);
  });
});

describe('categoryLabels: union of the rows labels, g, j, st, then quantity', () => {
  it.each<[string, [string, number][][], string[]]>([
    [
      'one row',
      [
        [
          ['5g', 40],
          ['1g', 9],
        ],
      ],
      ['1g', '5g'],
    ],
    [
      'union of rows',
      [
        [
          ['1g', 9],
          ['5g', 40],
        ],
        [
          ['0.5g', 5],
          ['2.5g', 22],
        ],
      ],
      ['0.5g', '1g', '2.5g', '5g'],
    ],
    [
      'grams before joints before pieces',
      [
        [
          ['1st', 3],
          ['3j', 13],
          ['1g', 9],
          ['1j', 5],
        ],
      ],
      ['1g', '1j', '3j', '1st'],
    ],
    ['spellings fall together', [[['2.5g', 22]], [['2,5 gram', 22]]], ['2.5g']],
    [
      'free labels of drinks after the pieces, in the order staff gave them, then new ones',
      [
        [
          ['Glas', 4.5],
          ['Fles', 24],
        ],
        [
          ['1st', 3],
          ['Karaf', 12],
          ['Glas', 4],
        ],
      ],
      ['1st', 'Glas', 'Fles', 'Karaf'],
    ],
  ])('%s', (_, rows, expected) => {
    const items = rows.map((prices) => makeItem({ json_prices: g(...prices) }));
    const selected = selectBoardItems(items, { variant: 'normal' }, TEST_THEME.list).items;
    expect(categoryLabels(selected)).toEqual(expected);
  });
});
