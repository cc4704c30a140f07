import { describe, expect, it } from 'vitest';
import {
  ALL_SCREENS,
  categoriesOnScreen,
  deriveProductRows,
  effectiveScreenId,
  isRowOfMode,
  itemViewPath,
  priceEntriesText,
  productsPath,
  rowPrices,
  rowPricesText,
  withAvailability,
} from './productRows';
import { category, entry, link } from './testRows';

const categories = [
  category('weed', 'Wiet', ['left']),
  category('hash', 'Hasj', ['left', 'right']),
  category('drinks', 'Dranken', ['right']),
];

const links = [
  link({ id: 'w2', category_id: 'weed', order_number: 1, product_name: 'Critical' }),
  link({ id: 'w1', category_id: 'weed', order_number: 0, product_name: 'Skunk' }),
  link({ id: 'h1', category_id: 'hash', order_number: 0, product_name: 'Ketama' }),
  link({
    id: 'd1',
    category_id: 'drinks',
    order_number: 0,
    kind_id: null,
    product_id: 'coffee',
    product_name: 'Koffie',
  }),
  link({
    id: 'd2',
    category_id: 'drinks',
    order_number: 1,
    kind_id: null,
    product_id: 'tea',
    product_name: 'Thee',
  }),
  link({
    id: 'd3',
    category_id: 'drinks',
    order_number: 2,
    kind_id: null,
    product_id: 'cola',
    product_name: 'Cola',
  }),
];

describe('rows of a mode', () => {
  it('takes kinds for cannabis and horeca products for horeca', () => {
    expect(isRowOfMode({ kind_id: 'k', product_id: null }, 'cannabis')).toBe(true);
    expect(isRowOfMode({ kind_id: 'k', product_id: null }, 'horeca')).toBe(false);
    expect(isRowOfMode({ kind_id: null, product_id: 'p' }, 'horeca')).toBe(true);
    expect(productsPath('horeca')).toBe('/products/horeca');
    expect(itemViewPath('cannabis', 'k1')).toBe('/view/cannabis/k1');
    expect(itemViewPath('horeca', 'p1')).toBe('/view/product/p1');
  });

  it('orders by category name, then by place in the category', () => {
    const rows = deriveProductRows(links, categories, 'cannabis');
    expect(rows.map((row) => row.id)).toEqual(['h1', 'w1', 'w2']);
    expect(rows.map((row) => row.categoryName)).toEqual(['Hasj', 'Wiet', 'Wiet']);
    expect(rows[1]?.itemId).toBe('kind');
  });

  it('lets the first row of a category not go up and the last not go down', () => {
    const rows = deriveProductRows(links, categories, 'horeca');
    expect(rows.map((row) => [row.id, row.canMoveUp, row.canMoveDown])).toEqual([
      ['d1', false, true],
      ['d2', true, true],
      ['d3', true, false],
    ]);
    const single = deriveProductRows(links, categories, 'cannabis').find((r) => r.id === 'h1');
    expect(single).toMatchObject({ canMoveUp: false, canMoveDown: false });
  });

  it('shows the rows of the categories placed on the chosen screen', () => {
    expect([...categoriesOnScreen(categories, 'right')].sort()).toEqual(['drinks', 'hash']);
    expect(deriveProductRows(links, categories, 'cannabis', 'right').map((r) => r.id)).toEqual([
      'h1',
    ]);
    expect(deriveProductRows(links, categories, 'cannabis', 'mobile')).toEqual([]);
    expect(deriveProductRows(links, categories, 'cannabis', ALL_SCREENS)).toHaveLength(3);
  });

  it('falls back to all screens for a screen the shop does not have', () => {
    const screens = [{ id: 'left' }, { id: 'right' }];
    expect(effectiveScreenId('right', screens)).toBe('right');
    expect(effectiveScreenId('elsewhere', screens)).toBe(ALL_SCREENS);
    expect(effectiveScreenId(undefined, screens)).toBe(ALL_SCREENS);
  });

  it('changes one row for the optimistic availability toggle', () => {
    const next = withAvailability(links, 'w1', false);
    expect(next.find((row) => row.id === 'w1')?.active).toBe(false);
    expect(next.filter((row) => !row.active)).toHaveLength(1);
    expect(links.every((row) => row.active)).toBe(true);
  });
});

describe('price text', () => {
  const row = link({
    id: 'x',
    json_prices: [
      entry('0.5g', 6.5),
      entry('1g', 12.5),
      entry('2.5g', 30),
      entry('5g', 57.5, false),
    ],
    deactivated_labels: ['0.5g'],
    action_labels: [{ label: '1g', price: 11 }],
  });

  it('marks switched-off labels and carries discounts', () => {
    expect(rowPrices(row)).toEqual([
      { label: '0.5g', price: 6.5, discount: null, enabled: false },
      { label: '1g', price: 12.5, discount: 11, enabled: true },
      { label: '2.5g', price: 30, discount: null, enabled: true },
      { label: '5g', price: 57.5, discount: null, enabled: false },
    ]);
  });

  it('writes prices with two decimals and a comma', () => {
    expect(priceEntriesText([entry('0.5g', 5), entry('2.5g', 22.5), entry('1j', 4.5)])).toBe(
      '0,5g 5,00 · 2,5g 22,50 · 1j 4,50',
    );
    expect(rowPricesText(rowPrices(row))).toBe('1g 12,50 → 11,00 · 2,5g 30,00');
    expect(priceEntriesText([])).toBe('');
  });
});
