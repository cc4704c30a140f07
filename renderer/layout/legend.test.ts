import { describe, expect, it } from 'vitest';
import type { LayoutTheme } from './input';
import { layoutBoard } from './layout';
import { kindLetters, legendEntries } from './legend';
import { TEST_THEME, makeInput, makeItem, makeProduct } from './test-items';

const kind = (c: boolean | null, i: boolean | null, s: boolean | null, h: boolean | null) => ({
  kind_c: c,
  kind_i: i,
  kind_s: s,
  kind_h: h,
});

describe('kind badge letters', () => {
  it.each([
    ['CBD', kind(true, false, false, false), 'cish', ['c']],
    ['Indica', kind(false, true, false, false), 'cish', ['i']],
    ['Sativa', kind(false, false, true, false), 'cish', ['s']],
    ['Hybrid', kind(false, false, false, true), 'cish', ['h']],
    ['CBD and indica, first reading c,i,s,h', kind(true, true, false, false), 'cish', ['c', 'i']],
    ['CBD and indica, second reading i,s,c,h', kind(true, true, false, false), 'isch', ['i', 'c']],
    ['all four, second reading', kind(true, true, true, true), 'isch', ['i', 's', 'c', 'h']],
    ['a horeca product has none', kind(null, null, null, null), 'cish', []],
  ] as const)('%s -> %j', (_, flags, order, letters) => {
    expect(kindLetters(flags, order)).toEqual(letters);
  });
});

describe('legend entries', () => {
  const theme = (legend: 'with-strong' | 'without-strong', badgeOrder: 'cish' | 'isch') => ({
    symbols: TEST_THEME.symbols,
    readings: { ...TEST_THEME.readings, legend, badgeOrder },
  });
  it.each([
    ['first reading', 'with-strong', 'cish', 'New Strong CBD Indica Sativa Hybrid'],
    ['second reading: without Strong', 'without-strong', 'cish', 'New CBD Indica Sativa Hybrid'],
    ['badge reading i,s,c,h', 'with-strong', 'isch', 'New Strong Indica Sativa CBD Hybrid'],
  ] as const)('%s', (_, legend, order, labels) => {
    expect(
      legendEntries(theme(legend, order))
        .map((entry) => entry.label)
        .join(' '),
    ).toBe(labels);
  });

  it('uses the theme symbols for New and Strong and the letters for kinds', () => {
    expect(legendEntries(theme('with-strong', 'cish')).map((entry) => entry.symbol)).toEqual([
      '★',
      '💪',
      'c',
      'i',
      's',
      'h',
    ]);
  });
});

describe('badges, stars and the legend on the board', () => {
  function rowsOf(
    theme: LayoutTheme,
    items = [makeItem({ ...kind(false, false, true, false), new: true })],
  ) {
    return layoutBoard(makeInput(items, { variant: 'normal' }, { theme })).rows;
  }

  it.each([
    [
      'show_chis on: the badge, in its letter colour',
      true,
      [['badge', 's', TEST_THEME.colors.badges.s]],
    ],
    ['show_chis off: no badge', false, []],
  ] as const)('%s', (_, show_chis, expected) => {
    const items = [makeItem({ ...kind(false, false, true, false), options: { show_chis } })];
    const row = rowsOf(TEST_THEME, items).find((r) => r.kind === 'row');
    const badges = row?.kind === 'row' ? row.runs.filter((run) => run.role === 'badge') : [];
    expect(badges.map((run) => [run.role, run.text, run.box?.color])).toEqual(expected);
  });

  it.each([
    ['a new row has a star', true, ['★']],
    ['another row has none', false, []],
  ])('%s', (_, isNew, stars) => {
    const row = rowsOf(TEST_THEME, [makeItem({ new: isNew })]).find((r) => r.kind === 'row');
    const runs = row?.kind === 'row' ? row.runs.filter((run) => run.role === 'star') : [];
    expect(runs.map((run) => run.text)).toEqual(stars);
  });

  it('puts the legend after the last row of the right column, one blank slot between', () => {
    const layout = layoutBoard(
      makeInput([
        makeItem(),
        makeItem({ category_id: 'r', category_name: 'Hasj', category_pricelist_column: 'Right' }),
      ]),
    );
    const legend = layout.rows.filter((row) => row.kind === 'legend');
    expect(legend).toHaveLength(1);
    const [row] = legend;
    const right = layout.rows.filter((r) => r.column === 1 && r.kind === 'row');
    const last = Math.max(...right.map((r) => r.index));
    expect(row?.column).toBe(1);
    expect(row?.index).toBe(last + 2);
    expect(layout.columns[1]?.side).toBe('right');
    expect(layout.legend).toEqual(row?.kind === 'legend' ? row.entries : null);
  });

  it.each([
    ['a hybrid only', [makeItem()], 'h Hybrid'],
    ['no kinds on a drinks board', [makeProduct(), makeProduct()], ''],
    [
      'a new sativa',
      [makeItem({ ...kind(false, false, true, false), new: true })],
      '★ New s Sativa',
    ],
    [
      'icons shown, Strong and others',
      [makeItem({ icons: ['💪', '🔥'] }), makeItem({ icons: ['🔥'] })],
      '💪 Strong 🔥 Hot h Hybrid',
    ],
    ['badges switched off: no kind entries', [makeItem({ options: { show_chis: false } })], ''],
  ])('lists exactly the symbols on the board: %s', (_, items, text) => {
    const layout = layoutBoard(makeInput(items));
    const row = layout.rows.find((r) => r.kind === 'legend');
    expect(row?.kind === 'legend' ? row.runs.map((run) => run.text).join(' ') : null).toBe(text);
  });

  it('lists Strong for a shown 💪 even where the theme reading omits it', () => {
    const theme = {
      ...TEST_THEME,
      readings: { ...TEST_THEME.readings, legend: 'without-strong' as const },
    };
    const layout = layoutBoard(
      makeInput([makeItem({ icons: ['💪'] })], { variant: 'normal' }, { theme }),
    );
    expect(layout.legend?.map((entry) => entry.label)).toEqual(['Strong', 'Hybrid']);
  });

  it('wraps the legend onto the free slots below it before it shrinks', () => {
    const big = { ...TEST_THEME.fonts.legend, scale: 0.9 };
    const theme = { ...TEST_THEME, fonts: { ...TEST_THEME.fonts, legend: big } };
    const items = [makeItem({ ...kind(true, true, true, true), new: true, icons: ['💪', '🔥'] })];
    const layout = layoutBoard(makeInput(items, { variant: 'normal' }, { theme }));
    const row = layout.rows.find((r) => r.kind === 'legend');
    const runs = row?.kind === 'legend' ? row.runs : [];
    for (const run of runs) expect(run.x + run.w).toBeLessThanOrEqual(row?.w ?? 0);
    expect(row?.slots).toBeGreaterThan(1);
    expect(runs[0]?.font.size).toBe(layout.fit.fonts.legend);
  });
});
