import { describe, expect, it } from 'vitest';
import { INVALID_PRICE_INPUT, type ShopPriceItem } from '../../src/domain';
import type { ShowInput, ShowVariant } from './input';
import { layoutBoard } from './layout';
import { classifyItem, listOf, selectBoardItems, showLists, type ItemClass } from './select';
import { TEST_THEME, makeInput, makeItem, makeProduct } from './test-items';

const list = TEST_THEME.list;
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('classifyItem: what a row sells', () => {
  it.each([
    ['a kind with gram prices', makeItem(), ['1g', '5g'], 'cannabis'],
    ['a kind with gram and joint prices', makeItem(), ['1g', '1j'], 'cannabis'],
    ['a kind sold only per joint', makeItem(), ['1j', '3j'], 'joint'],
    ['a kind sold only per piece', makeItem(), ['1st', '2st'], 'edible'],
    ['a kind without prices', makeItem(), [], 'cannabis'],
    ['a horeca product', makeProduct(), ['1st'], 'horeca'],
  ] as const)('%s -> %s', (_, item, labels, expected) => {
    expect(classifyItem(item, [...labels])).toBe(expected);
  });
});

describe('listOf: the list each show runs', () => {
  it.each([
    ['normal', 'cannabis'],
    ['cannabis', 'cannabis'],
    ['extra', 'hospitality'],
    ['horeca', 'hospitality'],
  ] as const)('%s -> %s', (variant, expected) => {
    expect(listOf(variant)).toBe(expected);
  });
});

describe('showLists: which rows each show lists', () => {
  const screen = {
    id: 'screen-1',
    extra_config: { use_truncated_prices: false, big_screen_enable: false },
  };
  it.each<[string, ShowInput, ItemClass, string, boolean]>([
    ['normal: cannabis', { variant: 'normal' }, 'cannabis', 'Wiet', true],
    ['normal: pre-rolled joints', { variant: 'normal' }, 'joint', 'Pre-rolled joints', true],
    ['normal: edibles hidden', { variant: 'normal' }, 'edible', 'Snoep', false],
    ['normal: horeca not on the cannabis list', { variant: 'normal' }, 'horeca', 'Dranken', false],
    ['normal: the hidden category (Edibles)', { variant: 'normal' }, 'cannabis', 'Edibles', false],
    ['normal: hidden category, any case', { variant: 'normal' }, 'cannabis', ' edibles ', false],
    [
      'normal: show names another hidden category',
      { variant: 'normal', hiddenCategory: 'Hasj' },
      'cannabis',
      'Hasj',
      false,
    ],
    [
      'normal: then Edibles by name is no longer hidden',
      { variant: 'normal', hiddenCategory: 'Hasj' },
      'cannabis',
      'Edibles',
      true,
    ],
    [
      'normal: PREVIEW excluded (chosen reading)',
      { variant: 'normal' },
      'cannabis',
      'PREVIEW',
      false,
    ],
    ['cannabis: PREVIEW shown', { variant: 'cannabis' }, 'cannabis', 'PREVIEW', true],
    ['cannabis: edibles hidden', { variant: 'cannabis' }, 'edible', 'Edibles', false],
    ['extra: horeca', { variant: 'extra' }, 'horeca', 'Dranken', true],
    ['extra: adds edibles', { variant: 'extra' }, 'edible', 'Edibles', true],
    ['extra: adds pre-rolled joints', { variant: 'extra' }, 'joint', 'Joints', true],
    ['extra: no loose cannabis', { variant: 'extra' }, 'cannabis', 'Wiet', false],
    ['horeca: horeca', { variant: 'horeca' }, 'horeca', 'Snacks', true],
    ['horeca: adds edibles', { variant: 'horeca' }, 'edible', 'Edibles', true],
    ['horeca: adds pre-rolled joints', { variant: 'horeca' }, 'joint', 'Joints', true],
    ['horeca: no loose cannabis', { variant: 'horeca' }, 'cannabis', 'Hasj', false],
    [
      'screen: lists every placed category',
      { variant: 'normal', screen },
      'horeca',
      'Dranken',
      true,
    ],
    ['screen: edibles too', { variant: 'normal', screen }, 'edible', 'Edibles', true],
    ['screen: PREVIEW still excluded', { variant: 'normal', screen }, 'cannabis', 'PREVIEW', false],
  ])('%s', (_, show, itemClass, category, expected) => {
    expect(showLists(show, list, itemClass, category)).toBe(expected);
  });

  it.each<[ShowVariant, boolean]>([
    ['normal', true],
    ['cannabis', false],
  ])(
    'with the other reading (PREVIEW excluded in cannabis), %s lists PREVIEW: %s',
    (variant, shown) => {
      const other = { ...list, previewExcludedIn: 'cannabis' as const };
      expect(showLists({ variant }, other, 'cannabis', 'PREVIEW')).toBe(shown);
    },
  );
});

describe('selectBoardItems', () => {
  it.each<[string, ShopPriceItem, ShowVariant, boolean]>([
    ['an active row is shown', makeItem({ kind_name: 'A' }), 'normal', true],
    ['an inactive row is hidden', makeItem({ kind_name: 'A', active: false }), 'normal', false],
    [
      'an inactive product is hidden',
      makeProduct({ product_name: 'A', active: false }),
      'horeca',
      false,
    ],
    [
      'an edible in another category is hidden in the normal list',
      makeItem({
        kind_name: 'A',
        category_name: 'Snoep',
        json_prices: [{ label: '1st', price: 5, quantity: 1 }],
      }),
      'normal',
      false,
    ],
    [
      'a row whose piece prices are switched off is no edible',
      makeItem({
        kind_name: 'A',
        json_prices: [
          { label: '1st', price: 5, quantity: 1 },
          { label: '1g', price: 9, quantity: 1 },
        ],
        deactivated_labels: [],
      }),
      'normal',
      true,
    ],
  ])('%s', (_, item, variant, shown) => {
    const { items } = selectBoardItems([item], { variant }, list);
    expect(names(items)).toEqual(shown ? ['A'] : []);
  });

  it.each([
    ['a text', 'twaalf'],
    ['an empty text', ''],
    ['null', null],
    ['NaN', Number.NaN],
  ])('a row with %s as price is skipped with the domain message; the rest stays', (_, price) => {
    const bad = makeItem({
      kind_name: 'Bad',
      json_prices: [{ label: '1g', price: price as number, quantity: 1 }],
    });
    const good = makeItem({ kind_name: 'Good' });
    const { items, warnings } = selectBoardItems([bad, good], { variant: 'normal' }, list);
    expect(names(items)).toEqual(['Good']);
    expect(warnings).toEqual([
      { code: 'invalid-price', key: bad.id, subject: 'Bad', message: INVALID_PRICE_INPUT },
    ]);
  });

  it('a bad discount price is an invalid price too', () => {
    const bad = makeItem({
      kind_name: 'Bad',
      action_labels: [{ label: '1g', price: 'x' as unknown as number }],
    });
    const { items, warnings } = selectBoardItems([bad], { variant: 'normal' }, list);
    expect(items).toEqual([]);
    expect(warnings?.[0]?.message).toBe(INVALID_PRICE_INPUT);
  });

  it('the whole layout survives a bad price and reports it', () => {
    const bad = makeItem({
      kind_name: 'Bad',
      json_prices: [{ label: '1g', price: 'abc' as unknown as number, quantity: 1 }],
    });
    const layout = layoutBoard(makeInput([bad, makeItem({ kind_name: 'Good' })]));
    const shown = layout.rows.flatMap((row) => (row.kind === 'row' ? [row.key] : []));
    expect(shown).toHaveLength(1);
    expect(layout.warnings).toEqual([
      expect.objectContaining({ code: 'invalid-price', key: bad.id, message: INVALID_PRICE_INPUT }),
    ]);
  });
});
