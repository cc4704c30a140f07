import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../themes';
import { benchFeed, benchLayout } from './bench';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutOrientation, ShowVariant } from './input';
import { layoutBoard } from './layout';
import { pageOf } from './pages';
import type { DataRow } from './output';
import { NAME_ALONE_SCALE, TWO_LINE_SCALE } from './text-fit';
import { MIN_NAME_SIZE } from './text';
import { makeInput, makeItem, makeProduct } from './test-items';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('layoutBoard is pure and its output plain data', () => {
  const cases: [ShowVariant, LayoutOrientation][] = [
    ['normal', 'landscape'],
    ['extra', 'portrait'],
    ['horeca', 'landscape'],
    ['cannabis', 'portrait'],
  ];

  it.each(cases)('%s %s: serialisable, repeatable, input untouched', (variant, orientation) => {
    const input = makeInput(
      [
        makeItem({ action_labels: [{ label: '1g', price: 9 }] }),
        makeProduct(),
        makeItem({ new: true }),
      ],
      { variant },
      { orientation },
    );
    deepFreeze(input.feed);
    const first = layoutBoard(input);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(layoutBoard(input)).toEqual(first);
  });

  it('lays out an empty list as an empty board with its legend', () => {
    const layout = layoutBoard(makeInput([]));
    expect(layout.rows.map((row) => row.kind)).toEqual(['legend']);
    expect(layout.legend).toEqual([]);
    expect(layout.columns.map((column) => column.side)).toEqual(['right']);
    expect(layout.warnings).toBeUndefined();
  });

  it('gives every row of a category the same fonts, so rows line up', () => {
    const names = ['Kort', 'Een wat langere naam', 'Een heel erg lange naam van een soort wiet'];
    const items = names.map((kind_name) =>
      makeItem({
        kind_name,
        json_prices: ['0.5g', '1g', '2.5g', '5g', '10g', '1j'].map((label, n) => ({
          label,
          price: 10 + n,
          quantity: 0,
        })),
      }),
    );
    const rows = layoutBoard(makeInput(items)).rows.filter((r): r is DataRow => r.kind === 'row');
    const prices = rows.map((row) => row.prices[0]?.runs[0]?.font.size);
    expect(new Set(prices).size).toBe(1);
    // A name too long for its row alone may stand a little smaller, never below 0.85 of the rest.
    const size = (start: string) =>
      rows
        .map((row) => row.runs.find((r) => r.role === 'name'))
        .find((run) => run?.text.startsWith(start))?.font.size ?? 0;
    expect(size('Kort')).toBe(size('Een wat'));
    expect(size('Een heel')).toBeLessThanOrEqual(size('Kort'));
    expect(size('Een heel')).toBeGreaterThanOrEqual(Math.ceil(size('Kort') * NAME_ALONE_SCALE));
  });

  it('shrinks a long name on its own before cutting it, and cuts it only when that is not enough', () => {
    const prices = ['0.5g', '1g', '2.5g', '5g', '10g', '1j'].map((label, n) => ({
      label,
      price: 10 + n,
      quantity: 0,
    }));
    const layoutOf = (names: string[]) =>
      layoutBoard(makeInput(names.map((kind_name) => makeItem({ kind_name, json_prices: prices }))))
        .rows.filter((r): r is DataRow => r.kind === 'row')
        .map((row) => row.runs.find((r) => r.role === 'name'));
    const base = layoutOf(['Kort'])[0]?.font.size ?? 0;
    // Lengthen the name until it no longer fits at the board's size.
    let long = 'Kort';
    let shrunk = layoutOf(['Kort', long])[1];
    while (shrunk && shrunk.font.size === base && !shrunk.text.endsWith('…')) {
      long += ' lang';
      shrunk = layoutOf(['Kort', long])[1];
    }
    expect(shrunk?.text).toBe(long);
    expect(shrunk?.font.size).toBeLessThan(base);
    expect(shrunk?.font.size).toBeGreaterThanOrEqual(Math.ceil(base * NAME_ALONE_SCALE));
    const cutNames = ['Kort', `${long} ${'en nog veel langer '.repeat(12)}`];
    const layout = layoutBoard(
      makeInput(cutNames.map((kind_name) => makeItem({ kind_name, json_prices: prices }))),
    );
    const lines =
      layout.rows
        .filter((r): r is DataRow => r.kind === 'row')[1]
        ?.runs.filter((r) => r.role === 'name' || r.role === 'name-more') ?? [];
    // It stands on two lines first where the row is high enough (down to TWO_LINE_SCALE of the
    // board's name size), else on one at NAME_ALONE_SCALE; only the last line is cut.
    const board = layout.fit.fonts.name;
    const scale = lines.length === 2 ? TWO_LINE_SCALE : NAME_ALONE_SCALE;
    expect(lines.at(-1)?.text.endsWith('…')).toBe(true);
    for (const line of lines) {
      expect(line.font.size).toBe(Math.max(MIN_NAME_SIZE, Math.ceil(board * scale)));
    }
    // The one long name does not size the board: 'Kort' stands as large as it does alone.
    expect(board).toBe(base);
  });

  it('turns pages for rows that do not fit the screen at once, and reports each', () => {
    const layout = layoutBoard({
      feed: benchFeed(400),
      show: { variant: 'normal' },
      orientation: 'landscape',
      theme: DEFAULT_THEME,
      measurer: fixedWidthMeasurer(),
    });
    const overflow = (layout.warnings ?? []).filter((w) => w.code === 'overflow');
    expect(layout.fit.pages).toBeGreaterThan(1);
    expect(pageOf(layout, 0).columns.length).toBeLessThanOrEqual(6);
    expect(overflow.length).toBeGreaterThan(0);
    // Every row stands on some page; those after the first are the ones reported.
    const all = layout.rows.filter((row) => row.kind === 'row');
    expect(all.filter((row) => row.page > 0).map((row) => row.key)).toEqual(
      overflow.map((w) => w.key),
    );
    const shown = pageOf(layout, 0).rows.filter((row) => row.kind === 'row').length;
    const listed = benchFeed(400).prices.filter(
      (item) => !/Koude|Warme|Snacks|Edibles/.test(item.category_name),
    ).length;
    expect(shown + overflow.length).toBe(listed);
  });
});

describe('bench', () => {
  it('times 50, 200 and 1000 rows', () => {
    const results = benchLayout({ theme: DEFAULT_THEME, runs: 1 });
    expect(results.map((result) => result.items)).toEqual([50, 200, 1000]);
    for (const result of results) expect(result.rows).toBeGreaterThan(0);
  }, 30_000);

  it('measures text in proportion to the rows: 1000 rows are no quadratic work', () => {
    // Work is counted, not timed (`npm run bench` gives the times): the texts measured for 1000
    // rows against 200, where linear work is 5x and quadratic 25x.
    const measured = (count: number) => {
      const inner = fixedWidthMeasurer();
      let calls = 0;
      layoutBoard({
        feed: benchFeed(count),
        show: { variant: 'normal' },
        orientation: 'landscape',
        theme: DEFAULT_THEME,
        measurer: {
          measure(text, font) {
            calls += 1;
            return inner.measure(text, font);
          },
        },
      });
      return calls;
    };
    const few = measured(200);
    const many = measured(1000);
    expect(few).toBeGreaterThan(0);
    expect(many / few).toBeLessThan(10);
  }, 30_000);

  it('uses the clock it is given', () => {
    let tick = 0;
    const results = benchLayout({
      theme: DEFAULT_THEME,
      sizes: [10],
      runs: 3,
      now: () => (tick += 5),
    });
    expect(results[0]?.medianMs).toBe(5);
  });
});
