/**
 * The layout check over the table of menu shapes: every shape in both orientations, in the
 * cannabis and the hospitality shows, with the default theme. Each board is checked from the
 * layout output alone: legibility floors, no column overflow, no hole larger than one row,
 * one right edge per label in a column, a legend of exactly the symbols shown, no row lost
 * without a warning, and the height used.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../themes';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutOrientation, ShowVariant } from './input';
import { layoutBoard, rowsPerColumn } from './layout';
import { pageOf, pageUse, SHARED_MIN_USE, SHARED_SIZE_SPREAD, sharedRowHeights } from './pages';
import { MIN_ROW_HEIGHT, PAGE_BALANCE } from './fit';
import { boardFrame } from './geometry';
import type { BoardLayout, DataRow, LayoutRow, PriceCell, TextRun } from './output';
import { priceTail } from './cells';
import { TITLE_SLOTS } from './flow';
import { listOf } from './select';
import { MENU_SHAPES, shapeFeed, type MenuShape } from './shapes';
import { boardFonts, MIN_NAME_SIZE } from './text';

/** Least gap between the prices of adjacent price columns, in ems of the price size. */
const PRICE_GAP = 0.6;
/** Most the name sizes of the screens of one wall differ. */
const WALL_NAME_SPREAD = 1.15;
/** A one-page board fills at least this share of the menu area unless its rows are largest. */
const SMALL_MENU_FILL = 0.8;

const MEASURER = fixedWidthMeasurer();
const VARIANTS: ShowVariant[] = ['normal', 'cannabis', 'extra', 'horeca'];
const ORIENTATIONS: LayoutOrientation[] = ['landscape', 'portrait'];

const cases = MENU_SHAPES.flatMap((shape) =>
  VARIANTS.flatMap((variant) =>
    ORIENTATIONS.map((orientation) => ({ shape, variant, orientation })),
  ),
);

function graphemes(text: string): string[] {
  const segmenter = new Intl.Segmenter('nl', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment).filter((g) => g.trim());
}

/** The symbols a page's rows draw: star, icons, badge letters. */
function symbolsShown(rows: readonly LayoutRow[]): string[] {
  const symbols = new Set<string>();
  for (const row of rows) {
    if (row.kind !== 'row') continue;
    for (const run of row.runs) {
      if (run.role === 'star') symbols.add(run.text);
      if (run.role === 'icons') for (const icon of graphemes(run.text)) symbols.add(icon);
      if (run.role === 'badge') for (const letter of run.text) symbols.add(letter);
    }
  }
  return [...symbols].sort();
}

/**
 * Columns the board's categories need at the smallest rows when none is split (titles, rows and
 * one blank between categories; the right side running on in the left's last column).
 */
function wholeColumns(layout: BoardLayout, specRows: number): number {
  const { content } = boardFrame(
    layout.orientation,
    layout.variant,
    DEFAULT_THEME.metrics[layout.orientation],
  );
  const smallest = Math.max(MIN_ROW_HEIGHT, content.h / specRows);
  const slots = Math.min(specRows, Math.floor(content.h / smallest + 1e-6));
  const sizes = new Map<string, number>();
  for (const row of layout.rows) {
    if (row.kind === 'row')
      sizes.set(row.categoryId, (sizes.get(row.categoryId) ?? TITLE_SLOTS) + 1);
  }
  let columns = 1;
  let used = 0;
  for (const size of sizes.values()) {
    const gap = used > 0 ? 1 : 0;
    if (used + gap + size > slots && used > 0) {
      columns += 1;
      used = 0;
    }
    used += (used > 0 ? 1 : 0) + size;
  }
  return columns;
}

function checkPage(layout: BoardLayout, page: BoardLayout, specRows: number): void {
  const { fit } = layout;
  const name = fit.fonts.name;
  for (const column of page.columns) {
    expect(column.capacity).toBeLessThanOrEqual(specRows);
    const rows = page.rows
      .filter((row) => row.column === column.index)
      .sort((a, b) => a.index - b.index);
    // No column overflow: every row inside its column, no more slots than the column holds.
    for (const row of rows) {
      expect(row.y).toBeGreaterThanOrEqual(Math.floor(column.y));
      expect(row.y + row.h).toBeLessThanOrEqual(Math.ceil(column.y + column.h));
      expect(row.index + row.slots).toBeLessThanOrEqual(column.capacity);
      expect(row.y + row.h).toBeLessThanOrEqual(page.stage.height);
      if (row.kind === 'row') {
        for (const run of row.runs) expect(run.x + run.w).toBeLessThanOrEqual(row.w);
        for (const cell of row.prices) expect(cell.x).toBeGreaterThanOrEqual(0);
      }
    }
    // No hole larger than one row between two drawn rows, none above the first.
    const drawn = rows.filter((row) => row.kind !== 'blank');
    expect(drawn[0]?.index ?? 0).toBe(0);
    for (let i = 1; i < drawn.length; i += 1) {
      const previous = drawn[i - 1] as LayoutRow;
      const gap = (drawn[i] as LayoutRow).index - (previous.index + previous.slots);
      expect(gap).toBeLessThanOrEqual(1);
    }
    // One right edge per label in the column, headers included.
    const edges = new Map<string, Set<number>>();
    const add = (label: string, x: number, w: number) => {
      const set = edges.get(label) ?? new Set<number>();
      set.add(x + w);
      edges.set(label, set);
    };
    for (const row of rows) {
      if (row.kind === 'row') for (const cell of row.prices) add(cell.label, cell.x, cell.w);
      if (row.kind === 'title') for (const cell of row.headers) add(cell.label, cell.x, cell.w);
    }
    for (const set of edges.values()) expect(set.size).toBe(1);
    // Prices of a label line up on their decimal comma ('5,-' under '5,50').
    const commas = new Map<string, number[]>();
    for (const row of rows) {
      if (row.kind !== 'row') continue;
      for (const cell of row.prices) {
        for (const run of cell.runs.filter((r) => r.role === 'price')) {
          const whole = run.text.slice(0, run.text.lastIndexOf(','));
          const at = run.x + MEASURER.measure(whole, run.font).width;
          commas.set(cell.label, [...(commas.get(cell.label) ?? []), at]);
        }
      }
    }
    for (const at of commas.values())
      expect(Math.max(...at) - Math.min(...at)).toBeLessThanOrEqual(1);
    // An old price stands in its own cell, directly left of its discount price.
    for (const row of rows) {
      if (row.kind !== 'row') continue;
      for (const cell of row.prices.filter((c) => c.discount)) {
        const [old, price] = cell.runs;
        expect(old?.strike).toBe(true);
        expect(price?.role).toBe('price');
        expect(old?.x ?? -1).toBeGreaterThanOrEqual(cell.x);
        expect((old?.x ?? 0) + (old?.w ?? 0)).toBeLessThanOrEqual(price?.x ?? 0);
        expect((price?.x ?? 0) + (price?.w ?? 0)).toBeLessThanOrEqual(cell.x + cell.w);
      }
    }
    // Prices read as separate numbers: the prices of adjacent price columns of a row stand at
    // least 0.6 em of the price size apart.
    for (const row of rows) {
      if (row.kind !== 'row') continue;
      const cells = row.prices.filter((cell) => cell.runs.length).sort((a, b) => a.x - b.x);
      for (let i = 1; i < cells.length; i += 1) {
        const before = (cells[i - 1] as PriceCell).runs;
        const after = (cells[i] as PriceCell).runs;
        const end = Math.max(...before.map((run) => run.x + run.w));
        const start = Math.min(...after.map((run) => run.x));
        const size = Math.max(...[...before, ...after].map((run) => run.font.size));
        expect(
          start - end,
          `${row.key}: ${before.map((r) => r.text)} | ${after.map((r) => r.text)}`,
        ).toBeGreaterThanOrEqual(Math.floor(PRICE_GAP * size) - 1);
      }
    }
    // An old price is bound to its own price: its gap to it at most half its gap to any other
    // text on the row.
    for (const row of rows) {
      if (row.kind !== 'row') continue;
      const texts = [...row.runs, ...row.prices.flatMap((cell) => cell.runs)];
      for (const cell of row.prices.filter((c) => c.discount)) {
        const [old, price] = cell.runs as [TextRun, TextRun];
        const own = price.x - (old.x + old.w);
        const others = texts
          .filter((run) => run !== old && run !== price && run.x + run.w <= old.x)
          .map((run) => old.x - (run.x + run.w));
        const nearest = Math.min(...others, old.x - 0);
        expect(
          own,
          `${row.key}: old ${old.text} ${own} px from its price, ${nearest} px from other text`,
        ).toBeLessThanOrEqual(nearest / 2 + 0.5);
      }
    }
    // A discounted price keeps its column's right edge: it ends where the column's other prices
    // with as long a decimal part end.
    const ends = new Map<string, Set<number>>();
    for (const row of rows) {
      if (row.kind !== 'row') continue;
      for (const cell of row.prices) {
        for (const run of cell.runs.filter((r) => r.role === 'price')) {
          const key = `${cell.label}:${priceTail(run.text).length}`;
          ends.set(key, (ends.get(key) ?? new Set()).add(run.x + run.w));
        }
      }
    }
    for (const at of ends.values())
      expect(Math.max(...at) - Math.min(...at)).toBeLessThanOrEqual(1);
  }
  // Keep with two: a continued category carries at least two rows under its repeated title.
  for (const title of page.rows) {
    if (title.kind !== 'title' || !title.continued) continue;
    const carried = page.rows.filter(
      (row) =>
        row.kind === 'row' && row.column === title.column && row.categoryId === title.categoryId,
    );
    expect(carried.length, `${title.title?.text}`).toBeGreaterThanOrEqual(2);
  }
  // A category and its continuation never stand on one page, unless the category is longer
  // than a column holds, or the board is one page that whole categories could not fill even at
  // the smallest rows. (Stacked bands run a category on into the band below, untitled.)
  const split = layout.fit.pages === 1 && wholeColumns(layout, specRows) > layout.columns.length;
  for (const title of split ? [] : page.rows) {
    if (title.kind !== 'title' || !title.continued) continue;
    const earlier = page.rows.some(
      (row) =>
        row.kind !== 'blank' &&
        row.kind !== 'legend' &&
        row.categoryId === title.categoryId &&
        row.column < title.column,
    );
    if (!earlier) continue;
    const rows = layout.rows.filter(
      (row) => row.kind === 'row' && row.categoryId === title.categoryId,
    ).length;
    expect(rows + TITLE_SLOTS, `${title.title?.text}`).toBeGreaterThan(layout.fit.capacity);
  }
  // The legend is never set larger than the product names.
  for (const row of page.rows) {
    if (row.kind !== 'legend') continue;
    for (const run of row.runs) {
      if (run.box) continue;
      expect(run.font.size).toBeLessThanOrEqual(name);
    }
  }
  // Stacked (portrait) bands span the width one above the other: one price grid per page, a
  // label's prices in one column from the top band to the bottom one.
  if (DEFAULT_THEME.metrics[layout.orientation].columns === 'stacked') {
    const edges = new Map<string, Set<number>>();
    for (const row of page.rows) {
      const cells = row.kind === 'row' ? row.prices : row.kind === 'title' ? row.headers : [];
      for (const cell of cells) {
        edges.set(cell.label, (edges.get(cell.label) ?? new Set()).add(row.x + cell.x + cell.w));
      }
    }
    for (const set of edges.values()) expect(set.size).toBe(1);
  }
  // A paged board marks each page ('1/2') in its legend, clear of the legend's entries.
  if (layout.fit.pages > 1) {
    const legendRun = page.rows.find((row) => row.kind === 'legend');
    const runs = legendRun?.kind === 'legend' ? legendRun.runs : [];
    const mark = runs.find((run) => run.role === 'page');
    expect(mark?.text).toBe(`${(page.page ?? 0) + 1}/${layout.fit.pages}`);
    for (const run of runs) {
      const sameLine = mark && run.y < mark.y + mark.h && mark.y < run.y + run.h;
      if (run === mark || !mark || !sameLine) continue;
      expect(run.x + run.w).toBeLessThanOrEqual(mark.x);
    }
  }
  // One header per category per page; a repeated one (the category continues from an earlier
  // column or page) says so.
  const headers = new Map<string, number>();
  for (const row of page.rows) {
    if (row.kind !== 'title') continue;
    if (row.continued) expect(row.title?.text).toMatch(/\(vervolg\)$/);
    else headers.set(row.categoryId, (headers.get(row.categoryId) ?? 0) + 1);
  }
  for (const count of headers.values()) expect(count).toBe(1);
  // A list whose rows have one price is headed 'Prijs', never by a drink's label ('1st').
  for (const row of page.rows) {
    if (row.kind !== 'title' || listOf(layout.variant) !== 'hospitality') continue;
    if (row.headers.length === 1) expect(row.headers[0]?.run.text).toBe('Prijs');
  }
  // Every row on offer of the board is marked the same way.
  const offers = layout.rows.filter((row): row is DataRow => row.kind === 'row' && row.offer);
  const marks = new Set(offers.map((row) => row.runs.some((run) => run.role === 'offer')));
  expect(marks.size).toBeLessThanOrEqual(1);
  // Legibility floors.
  expect(name).toBeGreaterThanOrEqual(MIN_NAME_SIZE);
  for (const row of page.rows) {
    if (row.kind === 'row') {
      const nameRun = row.runs.find((run) => run.role === 'name');
      expect(nameRun?.font.size).toBeGreaterThanOrEqual(MIN_NAME_SIZE);
      // A name on two lines: both lines at the floor or above, one under the other in the row.
      const more = row.runs.find((run) => run.role === 'name-more');
      if (more && nameRun) {
        expect(more.font.size).toBeGreaterThanOrEqual(MIN_NAME_SIZE);
        expect(more.font.size).toBe(nameRun.font.size);
        expect(more.x).toBe(nameRun.x);
        expect(nameRun.y).toBeGreaterThanOrEqual(0);
        expect(nameRun.y + nameRun.h).toBeLessThanOrEqual(more.y);
        expect(more.y + more.h).toBeLessThanOrEqual(row.h);
      }
      for (const cell of row.prices) {
        const price = cell.runs.find((run) => run.role === 'price');
        const old = cell.runs.find((run) => run.role === 'old-price');
        if (price) expect(price.font.size).toBeGreaterThanOrEqual(nameRun?.font.size ?? 0);
        if (price && old) expect(old.font.size).toBeGreaterThanOrEqual(price.font.size * 0.7);
      }
    }
    if (row.kind === 'title')
      for (const cell of row.headers)
        expect(cell.run.font.size).toBeGreaterThanOrEqual(name * 0.75);
    if (row.kind === 'legend')
      for (const run of row.runs) expect(run.font.size).toBeGreaterThanOrEqual(name * 0.75);
  }
  // The legend lists exactly the symbols this page shows.
  const legend = page.rows.find((row) => row.kind === 'legend');
  expect(legend).toBeDefined();
  const listed = legend?.kind === 'legend' ? legend.entries.map((e) => e.symbol).sort() : [];
  expect(listed).toEqual(symbolsShown(page.rows));
}

describe.each(cases)('$shape.name, $variant $orientation', ({ shape, variant, orientation }) => {
  const list = listOf(variant);
  const feed = shapeFeed(shape, list);
  const layout = layoutBoard({
    feed,
    show: { variant },
    orientation,
    theme: DEFAULT_THEME,
    measurer: fixedWidthMeasurer(),
  });
  const specRows = rowsPerColumn(variant);

  it('keeps every rule on every page', () => {
    for (let page = 0; page < layout.fit.pages; page += 1) {
      checkPage(layout, pageOf(layout, page), specRows);
    }
  });

  it('loses no row without a warning', () => {
    const shown = layout.rows.filter((row): row is DataRow => row.kind === 'row');
    expect(shown).toHaveLength(shape.rows);
    const later = shown.filter((row) => row.page > 0).map((row) => row.key);
    const warned = (layout.warnings ?? []).filter((w) => w.code === 'overflow').map((w) => w.key);
    expect(warned).toEqual(later);
    expect(layout.fit.pages > 1).toBe(later.length > 0);
  });

  const content = boardFrame(orientation, variant, DEFAULT_THEME.metrics[orientation]).content;
  const uses = Array.from({ length: layout.fit.pages }, (_, page) =>
    pageUse(layout, page, content),
  );

  it("balances its pages: each page's used height within 20 % of the fullest page's", () => {
    const heights = uses.map((use) => use.height);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(PAGE_BALANCE * Math.max(...heights));
  });

  it('fills at least 80 % of the menu area, stands at the largest size, or keeps categories whole', () => {
    const fontsAtLargest = boardFonts(
      DEFAULT_THEME.fonts,
      DEFAULT_THEME.fit.maxRowHeight[orientation],
      1,
    );
    if (layout.fit.pages === 1 && (uses[0]?.area ?? 0) < SMALL_MENU_FILL) {
      if (!layout.fit.largest) {
        // Or the rows are as large as the fullest column allows, and every column that ends
        // short does so because the next category stands whole in the next column (or the
        // other side starts there): a category and its continuation never share a page.
        expect(layout.fit.heightUsed).toBeGreaterThanOrEqual(0.95);
        for (const column of layout.columns.slice(0, -1)) {
          const next = layout.columns[column.index + 1];
          const first = layout.rows
            .filter((row) => row.column === column.index + 1)
            .sort((a, b) => a.index - b.index)[0];
          const bySide = next?.side !== column.side;
          const whole = first?.kind === 'title' && !first.continued;
          expect(bySide || whole, `column ${column.index}`).toBe(true);
        }
        return;
      }
      // Rows at the largest size; names at it too unless the prices beside them need the width.
      expect(layout.fit.largest).toBe(true);
      if (layout.fit.fonts.name < fontsAtLargest.name.size) {
        expect(layout.fit.fonts.price).toBeLessThan(fontsAtLargest.price.size);
      }
    }
  });

  it('uses at least 80 % of the usable height unless rows are at their largest', () => {
    if (!layout.fit.largest) expect(layout.fit.heightUsed).toBeGreaterThanOrEqual(0.8);
    expect(layout.fit.rowHeight).toBeLessThanOrEqual(
      DEFAULT_THEME.fit.maxRowHeight[orientation] + 0.01,
    );
  });
});

describe('multi-screen shops share one row size', () => {
  const screen = (rows: number, categories: number) => ({
    feed: shapeFeed({ name: `${rows} rows`, rows, categories }, 'cannabis'),
    show: { variant: 'normal' as const },
    orientation: 'landscape' as const,
    theme: DEFAULT_THEME,
    measurer: fixedWidthMeasurer(),
  });
  const walls = [
    [screen(3, 1), screen(72, 8)],
    [screen(27, 4), screen(60, 7)],
    [screen(45, 5), screen(60, 7), screen(9, 2)],
  ];

  it.each(
    walls.map((inputs) => [inputs.map((input) => input.feed.prices.length).join(' + '), inputs]),
  )(
    '%s rows: each screen filled or at its largest, sizes within 1.15x, largest only when true',
    (_, inputs) => {
      const caps = sharedRowHeights(inputs);
      const layouts = inputs.map((input, index) =>
        layoutBoard({ ...input, rowHeightCap: caps[index] ?? null }),
      );
      const heights = layouts.map((layout) => layout.fit.rowHeight);
      const smallest = Math.min(...heights);
      expect(Math.max(...heights)).toBeLessThanOrEqual(smallest * SHARED_SIZE_SPREAD + 0.01);
      layouts.forEach((layout, index) => {
        const alone = layoutBoard(inputs[index] as (typeof inputs)[number]).fit;
        // Never larger than alone; filled, at its own largest rows, or grown to the 1.15x bound.
        expect(layout.fit.rowHeight).toBeLessThanOrEqual(alone.rowHeight + 0.01);
        // (Rows come in whole slots: a screen given room to grow may still land on the shared
        // size when the next larger row would pass its bound.)
        const grown =
          layout.fit.rowHeight > smallest + 0.01 || (caps[index] ?? 0) > smallest + 0.01;
        expect(layout.fit.heightUsed >= SHARED_MIN_USE || layout.fit.largest || grown).toBe(true);
        // 'largest' only at the theme's own largest rows, never at a shared smaller size.
        if (layout.fit.largest) {
          expect(layout.fit.rowHeight).toBeGreaterThanOrEqual(alone.rowHeight - 0.01);
          expect(alone.largest).toBe(true);
        }
      });
    },
  );
});

describe('a long name gets the room the board has', () => {
  const shape = (name: string) => MENU_SHAPES.find((entry) => entry.name === name) as MenuShape;
  const lay = (name: string, variant: ShowVariant, orientation: LayoutOrientation) =>
    layoutBoard({
      feed: shapeFeed(shape(name), listOf(variant)),
      show: { variant },
      orientation,
      theme: DEFAULT_THEME,
      measurer: fixedWidthMeasurer(),
    });
  const nameOf = (layout: BoardLayout) => {
    const row = layout.rows.find(
      (entry): entry is DataRow => entry.kind === 'row' && /^shape-(0-0|drink-0)$/.test(entry.key),
    );
    const lines = row?.runs.filter((run) => run.role === 'name' || run.role === 'name-more');
    return lines?.map((run) => run.text) ?? [];
  };

  it.each(cases.filter((entry) => entry.shape.name === '6 rows, one long name'))(
    'is not cut on one line on a board with room: whole, or on two lines ($variant $orientation)',
    ({ variant, orientation }) => {
      const layout = lay('6 rows, one long name', variant, orientation);
      const lines = nameOf(layout);
      const whole = shapeFeed(shape('6 rows, one long name'), 'cannabis').prices[0]?.kind_name;
      expect(lines.length === 2 || lines.join(' ') === whole).toBe(true);
      // A drinks list has the room to show it whole.
      if (listOf(variant) === 'hospitality') expect(lines.join(' ')).toBe(whole);
    },
  );

  it.each(ORIENTATIONS)(
    'does not shrink a dense board: the others keep the size they have without it (%s)',
    (orientation) => {
      const long = lay('60 rows, one long name', 'normal', orientation);
      const plain = lay('60 rows', 'normal', orientation);
      expect(long.fit.fonts.name).toBe(plain.fit.fonts.name);
      expect(long.fit.pages).toBe(plain.fit.pages);
      // The long name itself: smaller on its own or on two lines, cut only on its last line.
      const lines = nameOf(long);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.slice(0, -1).every((line) => !line.endsWith('…'))).toBe(true);
    },
  );

  it('keeps the size the long name needs where a larger board would cost another row its icons', () => {
    const long = lay('60 rows, one long name', 'cannabis', 'landscape');
    const plain = lay('60 rows', 'cannabis', 'landscape');
    expect(long.fit.fonts.name).toBeLessThanOrEqual(plain.fit.fonts.name);
    // A larger board would make one other row give up its icons: here it keeps them.
    const iconsOf = (layout: BoardLayout, key: string) =>
      layout.rows.some(
        (row) =>
          row.kind === 'row' && row.key === key && row.runs.some((run) => run.role === 'icons'),
      );
    expect(iconsOf(long, 'shape-3-33')).toBe(true);
  });

  // A portrait drinks list: its theme pads prices wider than the least gap between them (the
  // other boards' prices stand at that least gap already, see 'keeps prices apart').
  it.each(['portrait'] as const)(
    'moves the prices right in its column before the name shrinks (%s)',
    (orientation) => {
      const long = lay('60 rows, one long name', 'horeca', orientation);
      const plain = lay('60 rows', 'horeca', orientation);
      expect(long.fit.rowHeight).toBe(plain.fit.rowHeight);
      const firstCell = (layout: BoardLayout) =>
        Math.min(
          ...layout.rows.flatMap((row) =>
            row.kind === 'row' && row.column === 0 ? row.prices.map((cell) => cell.x) : [],
          ),
        );
      expect(firstCell(long)).toBeGreaterThan(firstCell(plain));
    },
  );
});

describe('a wall of a portrait screen and two landscape screens', () => {
  const screen = (rows: number, categories: number, orientation: LayoutOrientation) => ({
    feed: shapeFeed({ name: `${rows} rows`, rows, categories }, 'cannabis'),
    show: { variant: 'normal' as const },
    orientation,
    theme: DEFAULT_THEME,
    measurer: fixedWidthMeasurer(),
  });
  const walls = [
    [screen(9, 2, 'portrait'), screen(72, 8, 'landscape'), screen(27, 4, 'landscape')],
    [screen(30, 4, 'portrait'), screen(12, 2, 'landscape'), screen(60, 7, 'landscape')],
    [screen(60, 6, 'portrait'), screen(45, 5, 'landscape'), screen(20, 3, 'landscape')],
  ];
  const glass = {
    landscape: { width: 1920, height: 1080 },
    portrait: { width: 1080, height: 1920 },
  };

  it.each(
    walls.map((inputs) => [
      inputs.map((i) => `${i.feed.prices.length} ${i.orientation}`).join(' + '),
      inputs,
    ]),
  )(
    '%s: each screen upright on its own glass and filled, names within 1.15x of each other',
    (_, inputs) => {
      const caps = sharedRowHeights(inputs);
      const layouts = inputs.map((input, index) =>
        layoutBoard({ ...input, rowHeightCap: caps[index] ?? null }),
      );
      layouts.forEach((layout, index) => {
        const { orientation } = inputs[index] as (typeof inputs)[number];
        // Laid out for its own orientation: the stage is its glass, the columns within it.
        expect(layout.orientation).toBe(orientation);
        expect(layout.stage).toEqual(glass[orientation]);
        for (const column of layout.columns) {
          expect(column.x + column.w).toBeLessThanOrEqual(layout.stage.width);
          expect(column.y + column.h).toBeLessThanOrEqual(layout.stage.height);
        }
        // Fills its glass: its menu area is its own stage's, rows as large as the wall allows.
        const content = boardFrame(
          orientation,
          'normal',
          DEFAULT_THEME.metrics[orientation],
        ).content;
        const left = Math.min(...layout.columns.map((column) => column.x));
        const right = Math.max(...layout.columns.map((column) => column.x + column.w));
        expect(left).toBeGreaterThanOrEqual(content.x);
        expect(right).toBeLessThanOrEqual(content.x + content.w);
        if (layout.fit.pages === 1 && layout.columns.length > 1) {
          expect(right - left).toBeGreaterThanOrEqual(0.8 * content.w);
        }
      });
      const names = layouts.map((layout) => layout.fit.fonts.name);
      expect(Math.max(...names), JSON.stringify(names)).toBeLessThanOrEqual(
        Math.min(...names) * WALL_NAME_SPREAD,
      );
    },
  );
});
