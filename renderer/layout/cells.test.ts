import { describe, expect, it } from 'vitest';
import type { ShopPriceItem } from '../../src/domain';
import type { LayoutInput, LayoutScreen, ShowInput } from './input';
import { fixedWidthMeasurer } from './fixed-measurer';
import { layoutBoard } from './layout';
import type { DataRow, PriceCell, TitleRow } from './output';
import { TEST_THEME, makeFeed, makeInput, makeItem, makeProduct } from './test-items';

const g = (...prices: [string, number][]) =>
  prices.map(([label, price]) => ({ label, price, quantity: 0 }));

function board(
  items: ShopPriceItem[],
  show: ShowInput = { variant: 'normal' },
  changes: Partial<LayoutInput> = {},
) {
  const layout = layoutBoard(makeInput(items, show, changes));
  return {
    titles: layout.rows.filter((row): row is TitleRow => row.kind === 'title'),
    rows: layout.rows.filter((row): row is DataRow => row.kind === 'row'),
  };
}

const cellText = (cell: PriceCell) =>
  cell.blank ? '-' : cell.runs.map((run) => (run.strike ? `~${run.text}~` : run.text)).join(' ');

describe('price columns: union of the category labels, blank where a row lacks one', () => {
  it.each<[string, [string, number][][], string[], string[][]]>([
    [
      'same labels',
      [
        [
          ['1g', 10],
          ['5g', 45],
        ],
      ],
      ['1g', '5g'],
      [['10,00', '45,00']],
    ],
    [
      'a row without a label gets a blank cell',
      [
        [
          ['0.5g', 6],
          ['1g', 11],
        ],
        [
          ['1g', 10],
          ['5g', 45],
        ],
      ],
      ['0,5g', '1g', '5g'],
      [
        ['-', '10,00', '45,00'],
        ['6,00', '11,00', '-'],
      ],
    ],
    [
      'g, then j, then st, then quantity; gram shortened, decimal comma',
      [
        [
          ['1st', 3],
          ['1j', 4.5],
          ['2.5 gram', 24],
          ['1g', 10],
        ],
      ],
      ['1g', '2,5g', '1j', '1st'],
      [['10,00', '24,00', '4,50', '3,00']],
    ],
  ])('%s', (_, rows, headers, cells) => {
    const items = rows.map((prices) => makeItem({ json_prices: g(...prices) }));
    const { titles, rows: shown } = board(items);
    expect(titles[0]?.headers.map((header) => header.run.text)).toEqual(headers);
    expect(shown.map((row) => row.prices.map(cellText))).toEqual(cells);
  });

  it('a deactivated label leaves a blank cell, and no column when no row shows it', () => {
    const items = [
      makeItem({
        kind_name: 'A',
        json_prices: g(['0.5g', 6], ['1g', 11], ['5g', 50]),
        deactivated_labels: ['0.5g'],
      }),
      makeItem({
        kind_name: 'B',
        json_prices: g(['1g', 10], ['5g', 45]),
        deactivated_labels: ['5g'],
      }),
    ];
    const { titles, rows } = board(items);
    expect(titles[0]?.headers.map((header) => header.label)).toEqual(['1g', '5g']);
    // Both cost 10 per gram: by name, A first.
    expect(rows.map((row) => row.prices.map(cellText))).toEqual([
      ['11,00', '50,00'],
      ['10,00', '-'],
    ]);
  });

  it('header cells stand exactly over the price cells', () => {
    const { titles, rows } = board([makeItem({ json_prices: g(['1g', 10], ['5g', 45]) })]);
    expect(titles[0]?.headers.map(({ x, w }) => [x, w])).toEqual(
      rows[0]?.prices.map(({ x, w }) => [x, w]),
    );
  });
});

describe('joint labels of custom shows', () => {
  it.each([
    ['plain', ['1j', '3j', '5g']],
    ['custom', ['Joint', '3-pack', '5g']],
  ] as const)('%s names', (labelNames, expected) => {
    const theme = { ...TEST_THEME, readings: { ...TEST_THEME.readings, labelNames } };
    const { titles } = board(
      [makeItem({ json_prices: g(['3j', 13.5], ['1j', 5], ['5g', 45]) })],
      { variant: 'normal' },
      { theme },
    );
    expect(titles[0]?.headers.map((header) => header.run.text).sort()).toEqual(
      [...expected].sort(),
    );
  });
});

describe('discounts: the old price struck through beside the discount in red', () => {
  it('shows both, old first and struck, new in the discount colour', () => {
    const item = makeItem({
      json_prices: g(['1g', 12.5], ['5g', 57.5]),
      action_labels: [{ label: '1g', price: 11 }],
    });
    const [row] = board([item]).rows;
    const [discounted, regular] = row?.prices ?? [];
    expect(discounted?.discount).toBe(true);
    expect(discounted?.runs.map((run) => [run.role, run.text, run.strike, run.color])).toEqual([
      ['old-price', '12,50', true, TEST_THEME.colors.oldPrice],
      ['price', '11,00', false, TEST_THEME.colors.discount],
    ]);
    const [old, price] = discounted?.runs ?? [];
    expect((old?.x ?? 0) + (old?.w ?? 0)).toBeLessThan(price?.x ?? 0);
    expect(regular?.discount).toBe(false);
    expect(regular?.runs.map((run) => run.color)).toEqual([TEST_THEME.colors.text.light]);
  });

  it('keeps the old price in its own cell, directly left of its discount price', () => {
    const item = makeItem({
      json_prices: g(['0.5g', 6.5], ['1g', 12.5], ['2.5g', 30], ['5g', 50]),
      action_labels: [{ label: '2.5g', price: 27.5 }],
    });
    const row = board([item]).rows[0];
    const cells = row?.prices ?? [];
    const cell = cells.find((c) => c.label === '2.5g');
    const [old, price] = cell?.runs ?? [];
    expect(old?.role).toBe('old-price');
    // Both inside the 2,5g cell, the old price first: no other price between them.
    expect(old?.x).toBeGreaterThanOrEqual(cell?.x ?? 0);
    expect((price?.x ?? 0) + (price?.w ?? 0)).toBeLessThanOrEqual((cell?.x ?? 0) + (cell?.w ?? 0));
    expect((old?.x ?? 0) + (old?.w ?? 0)).toBeLessThanOrEqual(price?.x ?? 0);
    for (const other of cells.filter((c) => c !== cell)) {
      for (const run of other.runs) {
        const between = run.x > (old?.x ?? 0) && run.x < (price?.x ?? 0);
        expect(between).toBe(false);
      }
    }
    expect(old?.font.size).toBeGreaterThanOrEqual(Math.ceil((price?.font.size ?? 0) * 0.7));
  });

  it('marks a row on offer with a tag (theme offer: tag) or its name in red (colour)', () => {
    const items = () => [
      makeItem({ json_prices: g(['1g', 12.5]), action_labels: [{ label: '1g', price: 11 }] }),
    ];
    const tagged = board(items()).rows[0];
    expect(tagged?.offer).toBe(true);
    expect(tagged?.runs.find((run) => run.role === 'offer')?.box?.color).toBe(
      TEST_THEME.colors.discount,
    );
    const theme = { ...TEST_THEME, fit: { ...TEST_THEME.fit, offer: 'colour' as const } };
    const coloured = board(items(), { variant: 'normal' }, { theme }).rows[0];
    expect(coloured?.runs.some((run) => run.role === 'offer')).toBe(false);
    expect(coloured?.runs.find((run) => run.role === 'name')?.color).toBe(
      TEST_THEME.colors.discount,
    );
  });

  it('marks every row on offer of one board the same way, and keeps every old price', () => {
    const short = makeItem({
      kind_name: 'Kort',
      json_prices: g(['1g', 12.5]),
      action_labels: [{ label: '1g', price: 11 }],
    });
    const crowdedRow = () =>
      makeItem({
        category_id: 'b',
        category_name: 'B',
        category_order_number: 1,
        kind_name: 'Een heel erg lange naam van een soort wiet die nergens past',
        json_prices: g(
          ['0.5g', 6],
          ['1g', 12.5],
          ['2g', 24],
          ['2.5g', 30],
          ['3g', 35],
          ['5g', 57.5],
          ['10g', 110],
          ['20g', 210],
        ),
        action_labels: [{ label: '5g', price: 50 }],
      });
    const tagged = (row: DataRow) => row.runs.some((run) => run.role === 'offer');
    // Alone, the short row has room for its tag.
    expect(board([short]).rows.map(tagged)).toEqual([true]);
    // Beside rows without that room (two long names: the board is sized for them), all three
    // are marked by colour.
    const rows = board([short, crowdedRow(), crowdedRow()]).rows;
    expect(rows.map(tagged)).toEqual([false, false, false]);
    const names = rows.map((row) => row.runs.find((run) => run.role === 'name')?.color);
    expect(names).toEqual(rows.map(() => TEST_THEME.colors.discount));
    // Beside one long name the board may be sized for the others: still one way for all.
    const two = board([short, crowdedRow()]).rows.map(tagged);
    expect(new Set(two).size).toBe(1);
    for (const row of rows) {
      expect(row.prices.some((cell) => cell.runs.some((run) => run.strike))).toBe(true);
    }
  });
});

describe('one price grid per column', () => {
  it('gives a label one right edge in every category of a column', () => {
    const { rows, titles } = board([
      makeItem({ category_id: 'a', category_name: 'A', json_prices: g(['1g', 10], ['5g', 45]) }),
      makeItem({
        category_id: 'b',
        category_name: 'B',
        category_order_number: 1,
        json_prices: g(['1g', 110.5], ['2.5g', 24]),
      }),
    ]);
    const edge = (cells: { label: string; x: number; w: number }[], label: string) => {
      const cell = cells.find((c) => c.label === label);
      return cell ? cell.x + cell.w : null;
    };
    const oneG = rows.map((row) => edge(row.prices, '1g'));
    expect(new Set(oneG).size).toBe(1);
    expect(titles.map((title) => edge(title.headers, '1g'))).toEqual([oneG[0], oneG[0]]);
    // Each category shows headers only for its own labels.
    expect(titles.map((title) => title.headers.map((h) => h.label))).toEqual([
      ['1g', '5g'],
      ['1g', '2.5g'],
    ]);
  });

  it('shows one price column for hospitality rows with a single price each', () => {
    const drinks = [
      makeProduct({ json_prices: g(['1st', 3]) }),
      makeProduct({ json_prices: g(['2st', 5]) }),
    ];
    const { titles, rows } = board(drinks, { variant: 'extra' });
    expect(titles[0]?.headers.map((h) => h.run.text)).toEqual(['Prijs']);
    // 2 pieces for 5,00 cost less a piece: that row sorts first.
    expect(rows.map((row) => row.prices.map(cellText))).toEqual([['5,00'], ['3,00']]);
  });

  it("heads a list whose rows have one price 'Prijs' ('Price'), not by their shared label", () => {
    const drinks = [makeProduct(), makeProduct()];
    const { titles } = board(drinks, { variant: 'extra' });
    expect(titles[0]?.headers.map((h) => h.run.text)).toEqual(['Prijs']);
    const english = board(drinks, { variant: 'extra' }, { words: { price: 'Price' } });
    expect(english.titles[0]?.headers.map((h) => h.run.text)).toEqual(['Price']);
  });
});

describe('truncated prices when the shop config or the screen asks for it', () => {
  const screen = (use_truncated_prices: boolean): LayoutScreen => ({
    id: 'screen-1',
    extra_config: { use_truncated_prices, big_screen_enable: false },
  });
  it.each<[string, boolean, LayoutScreen | null, string[]]>([
    ['neither', false, null, ['12,00', '12,50', '12,55']],
    ['the shop config', true, null, ['12,-', '12,50', '12,55']],
    ['the screen extra_config', false, screen(true), ['12,-', '12,50', '12,55']],
    ['a screen that does not ask, shop that does', true, screen(false), ['12,-', '12,50', '12,55']],
    ['a screen that does not ask, shop neither', false, screen(false), ['12,00', '12,50', '12,55']],
  ])('%s', (_, shopTruncates, onScreen, expected) => {
    const item = makeItem({ json_prices: g(['1g', 12], ['2.5g', 12.5], ['5g', 12.55]) });
    const { rows } = board(
      [item],
      { variant: 'normal', screen: onScreen },
      { feed: makeFeed([item], shopTruncates) },
    );
    expect(rows[0]?.prices.map(cellText)).toEqual(expected);
  });

  it("lines truncated prices up on their comma: '5,-' under '5,50'", () => {
    const items = [
      makeItem({ kind_name: 'A', json_prices: g(['1g', 5], ['5g', 45]) }),
      makeItem({ kind_name: 'B', json_prices: g(['1g', 5.5], ['5g', 45.5]) }),
      makeItem({
        kind_name: 'C',
        json_prices: g(['1g', 12], ['5g', 50]),
        action_labels: [{ label: '1g', price: 10 }],
      }),
    ];
    const measurer = fixedWidthMeasurer();
    const { rows } = board(items, { variant: 'normal' }, { feed: makeFeed(items, true), measurer });
    for (const label of ['1g', '5g']) {
      const commas = rows.flatMap((row) =>
        row.prices
          .filter((cell) => cell.label === label)
          .flatMap((cell) => cell.runs.filter((run) => run.role === 'price'))
          .map((run) => {
            const before = run.text.slice(0, run.text.indexOf(','));
            return run.x + measurer.measure(before, run.font).width;
          }),
      );
      expect(commas).toHaveLength(3);
      expect(Math.max(...commas) - Math.min(...commas)).toBeLessThanOrEqual(1);
    }
    expect(rows.map((row) => row.prices.map(cellText))).toEqual([
      ['5,-', '45,-'],
      ['5,50', '45,50'],
      ['~12,-~ 10,-', '50,-'],
    ]);
  });

  it('truncates discounts too', () => {
    const item = makeItem({
      json_prices: g(['1g', 12.5]),
      action_labels: [{ label: '1g', price: 11 }],
    });
    const { rows } = board([item], { variant: 'normal' }, { feed: makeFeed([item], true) });
    expect(rows[0]?.prices.map(cellText)).toEqual(['~12,50~ 11,-']);
  });
});

describe('fonts shrink before prices crowd out the name, never below the floors', () => {
  it('keeps the name its share of the row and prices at least as large as names', () => {
    const many = g(
      ['0.5g', 6.5],
      ['1g', 12.5],
      ['2.5g', 30],
      ['5g', 57.5],
      ['1j', 4.5],
      ['3j', 13.5],
    );
    const item = makeItem({ json_prices: many, action_labels: [{ label: '1g', price: 11 }] });
    const { rows } = board([item], { variant: 'normal' });
    const row = rows[0];
    const left = Math.min(...(row?.prices.map((cell) => cell.x) ?? []));
    expect(left).toBeGreaterThanOrEqual(
      Math.floor((row?.w ?? 0) * TEST_THEME.metrics.landscape.minNameShare),
    );
    const price = row?.prices[2]?.runs[0]?.font.size ?? 0;
    const nameSize = row?.runs.find((run) => run.role === 'name')?.font.size ?? 0;
    expect(nameSize).toBeGreaterThanOrEqual(26);
    expect(price).toBeGreaterThanOrEqual(nameSize);
  });
});
