import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../themes';
import { benchFeed, benchLayout } from './bench';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutOrientation, ShowVariant } from './input';
import { layoutBoard } from './layout';
import { pageOf } from './pages';
import type { DataRow } from './output';
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
    const sizes = rows.map((row) => [
      row.runs.find((r) => r.role === 'name')?.font.size,
      row.prices[0]?.runs[0]?.font.size,
    ]);
    expect(new Set(sizes.map((s) => s.join('/'))).size).toBe(1);
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
  it('times 50, 200 and 1000 rows, and 1000 rows stay fast', () => {
    const results = benchLayout({ theme: DEFAULT_THEME, runs: 3 });
    expect(results.map((result) => result.items)).toEqual([50, 200, 1000]);
    for (const result of results) expect(result.rows).toBeGreaterThan(0);
    // Generous: every one of the 1000 rows is laid out (on pages), in tens of milliseconds on an
    // idle machine; this catches quadratic work, not a loaded test machine (`npm run bench`
    // gives the figures).
    expect(results[2]?.medianMs).toBeLessThan(1500);
  });

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
