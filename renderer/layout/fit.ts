/**
 * Fit to content: the row size a board uses and how its columns and pages are cut.
 *
 * The largest row height that fits the menu is chosen, between the theme's largest size and
 * the smallest the spec allows (20 rows a cannabis column, 34 a hospitality column, and never
 * rows too low for the legibility floor). Side-by-side boards try every whole number of slots a
 * column from the largest rows down and keep the first that holds the menu in its two columns;
 * when even the smallest rows do not, the board adds columns (as many as the stage width allows,
 * at most 6, balanced so the columns of one side end at about the same height), and beyond that
 * turns pages. Stacked (portrait) boards flow their bands down the stage, each band as high as
 * its rows, so a band never ends in a hole; rows grow until the bands fill the stage.
 */
import {
  flowColumns,
  MAX_COLUMNS,
  TITLE_SLOTS,
  type Flow,
  type FlowOptions,
  type Placement,
} from './flow';
import type { Box } from './geometry';
import { px } from './geometry';
import type { LayoutMetrics } from './input';
import type { LayoutColumn } from './output';
import { fewestPages, fillOf, pageLegends, type PagedFlow } from './page-search';
import type { CategoryBlock } from './sort';

export { PAGE_BALANCE } from './page-search';

/** Lowest row a board uses: the 26 px floor of a name plus a pixel above and below. */
export const MIN_ROW_HEIGHT = 28;

/** What the fit is decided from. */
export interface FitRequest {
  left: readonly CategoryBlock[];
  right: readonly CategoryBlock[];
  content: Box;
  metrics: LayoutMetrics;
  /** The spec's most rows a column holds (20 or 34). */
  specRows: number;
  /** The theme's largest row height, possibly lowered to the size the shop's screens share. */
  maxRowHeight: number;
  /** Most columns side by side the stage width has room for (2 to 6). */
  maxColumns: number;
  /** Slots the legend needs in a column this wide (it wraps in narrow columns). */
  /** Slots the legend needs at a column width and row height (a paged one ends in '1/2'). */
  legendLines?: (columnWidth: number, rowHeight: number, paged: boolean) => number;
  /**
   * The theme's own largest row height, when `maxRowHeight` is lowered for the screens of one
   * shop: rows are `largest` only at this size.
   */
  largestRowHeight?: number;
  /** The name size a candidate fit ends up with (prices may shrink the fonts); rows by default. */
  nameSize?: (fit: Fit) => number;
  /** Slots a category's title takes at a row height and column width (pictures take more). */
  titleSlots?: (block: CategoryBlock, rowHeight: number, columnWidth: number) => number;
}

/** The chosen fit: the flow, the columns it fills, the row height and the pages. */
export interface Fit {
  flow: Flow;
  columns: LayoutColumn[];
  rowHeight: number;
  /** Slots a column may hold at this row height. */
  capacity: number;
  pages: number;
  /** Rows stand at the theme's largest size (the menu is smaller than the stage). */
  largest: boolean;
  /** Share of the column height the fullest column (or band stack) of a page fills. */
  heightUsed: number;
}

const EPSILON = 1e-6;
/** How much larger a single stage-wide column must make the names to be chosen. */
const WIDE_COLUMN_GAIN = 1.1;

/** Fills the columns at a row height and column width (what a title's picture needs). */
function flowAt(
  request: FitRequest,
  capacity: number | ((column: number) => number),
  size: { rowHeight: number; width: number; paged?: boolean },
  extra: Partial<FlowOptions> = {},
): Flow {
  const { titleSlots } = request;
  return flowColumns(request.left, request.right, {
    capacity: typeof capacity === 'number' ? () => capacity : capacity,
    legendLines: legendLinesAt(request, size.width, size.rowHeight, size.paged),
    ...(titleSlots ? { titleSlots: (block) => titleSlots(block, size.rowHeight, size.width) } : {}),
    ...extra,
  });
}

/**
 * The flow at a capacity, with every category able to stand whole in a column kept whole on
 * its page: a category and its continuation never stand on one page.
 */
function together(
  request: FitRequest,
  capacity: number | ((column: number) => number),
  size: { rowHeight: number; width: number; paged?: boolean },
  extra: Partial<FlowOptions> = {},
): Flow {
  return flowAt(request, capacity, size, { keepTogether: true, ...extra });
}

function legendLinesAt(
  request: FitRequest,
  width: number,
  rowHeight: number,
  paged = false,
): number {
  return Math.max(1, request.legendLines?.(width, rowHeight, paged) ?? 1);
}

/** Width of one of `count` columns side by side. */
function columnWidth(request: FitRequest, count: number): number {
  return (request.content.w - request.metrics.columnGap * (count - 1)) / count;
}

function sideColumns(flow: Flow, side: 'left' | 'right'): number {
  return flow.sides.filter((s) => s === side).length;
}

function sideSlots(blocks: readonly CategoryBlock[]): number {
  return blocks.reduce((sum, block) => sum + block.items.length + 3, 0);
}

/**
 * Lowers the fill limit of each side that spans several columns as far as it can without
 * needing another column, so its columns end at about the same height.
 */
function balance(
  request: FitRequest,
  capacity: number,
  flow: Flow,
  size: { rowHeight: number; width: number; paged?: boolean },
  extra: Partial<FlowOptions> = {},
): Flow {
  let best = flow;
  const limit: { left?: number; right?: number } = {};
  for (const side of ['left', 'right'] as const) {
    const count = sideColumns(best, side);
    if (count < 2) continue;
    const blocks = side === 'left' ? request.left : request.right;
    const from = Math.max(4, Math.ceil(sideSlots(blocks) / count) - 3);
    for (let candidate = from; candidate < capacity; candidate += 1) {
      const trial = together(request, capacity, size, {
        ...extra,
        limit: { ...limit, [side]: candidate },
      });
      if (trial.sides.length === best.sides.length && sideColumns(trial, side) === count) {
        limit[side] = candidate;
        best = trial;
        break;
      }
    }
  }
  return best;
}

/** Columns of a side-by-side board: `perPage` equal columns, the same on every page. */
function sideBySide(request: FitRequest, flow: Flow, capacity: number, perPage: number) {
  const { content, metrics } = request;
  const gap = metrics.columnGap;
  const width = (content.w - gap * (perPage - 1)) / perPage;
  return flow.sides.map((side, index): LayoutColumn => ({
    index,
    side,
    page: Math.floor(index / perPage),
    x: px(content.x + (index % perPage) * (width + gap)),
    y: px(content.y),
    w: px(width),
    h: px(content.h),
    rowHeight: px(content.h / capacity),
    capacity,
  }));
}

/** The columns of a one-page board with fewer columns than room for: moved to the middle. */
function centred(request: FitRequest, columns: LayoutColumn[], perPage: number) {
  const { content, metrics } = request;
  const first = columns[0];
  if (columns.length >= perPage || !first) return columns;
  const span = columns.length * first.w + (columns.length - 1) * metrics.columnGap;
  const dx = content.x + (content.w - span) / 2 - first.x;
  return columns.map((column) => ({ ...column, x: px(column.x + dx) }));
}

/** Moves the columns of a board whose rows cannot grow further down to the menu area's middle. */
function middle(request: FitRequest, columns: LayoutColumn[], height: number) {
  const dy = Math.max(0, Math.round((request.content.h - height) / 2));
  return dy < 1 ? columns : columns.map((column) => ({ ...column, y: px(column.y + dy) }));
}

/** A side-by-side fit of `flow` at `capacity` slots a column, `perPage` columns a page. */
function sideBySideFit(
  request: FitRequest,
  flow: Flow,
  capacity: number,
  perPage: number,
  largest: boolean,
): Fit {
  const h = request.content.h;
  const pages = Math.ceil(flow.sides.length / perPage);
  let columns = sideBySide(request, flow, capacity, perPage);
  const fullest = Math.max(0, ...flow.used.map((used) => used ?? 0));
  if (pages === 1) {
    columns = centred(request, columns, perPage);
    if (largest) columns = middle(request, columns, (fullest * h) / capacity);
  }
  return {
    flow,
    columns,
    rowHeight: px(h / capacity),
    capacity,
    pages,
    largest,
    heightUsed: fullest / capacity,
  };
}

/** Slots the menu's rows and titles take at the least (no blanks, no legend). */
function slotsNeeded(request: FitRequest): number {
  return [...request.left, ...request.right].reduce(
    (sum, block) => sum + (block.items.length ? block.items.length + TITLE_SLOTS : 0),
    0,
  );
}

/** Slots a column holds at the largest rows the theme allows (not lowered for other screens). */
function largestSlots(request: FitRequest): number {
  const largest = request.largestRowHeight ?? request.maxRowHeight;
  return Math.ceil(request.content.h / largest - EPSILON);
}

/**
 * Every way the menu stands on one page: for each number of columns the width allows, the
 * largest rows that hold it in that many columns (balanced). Empty when it needs pages.
 */
function onePageFits(request: FitRequest, low: number, high: number): Fit[] {
  const h = request.content.h;
  const fits: Fit[] = [];
  // One column across the whole width only for a menu whose prices leave its names too little
  // room in half the width (a cannabis list's five prices): see `bestOf`.
  // Every row and title takes its slots: a menu needing more than the columns hold is not
  // flowed to find that out (a long menu's page search starts at once).
  const least = slotsNeeded(request);
  for (let count = 1; count <= request.maxColumns; count += 1) {
    for (let slots = low; slots <= high; slots += 1) {
      if (least > count * slots) continue;
      const size = { rowHeight: h / slots, width: columnWidth(request, count) };
      const trial = together(request, slots, size);
      if (trial.sides.length > count) continue;
      // Fewer columns than `count` stand as well at fewer columns' width: found there.
      if (count > 2 && trial.sides.length < count) break;
      const flow = balance(request, slots, trial, size);
      fits.push(sideBySideFit(request, flow, slots, count, slots <= largestSlots(request)));
      break;
    }
  }
  return fits;
}

/**
 * Pages of `perPage` columns: as few pages as the smallest rows need, and then the largest rows
 * that still fit those pages, so the menu spreads evenly over them (no last page of one short
 * column) and the rows grow where the pages have room.
 */
function pagedFit(
  request: FitRequest,
  low: number,
  high: number,
  extra: Partial<FlowOptions> = {},
): Fit {
  const h = request.content.h;
  const perPage = request.maxColumns;
  const pageEnd = (column: number) => column % perPage === perPage - 1;
  const width = columnWidth(request, perPage);
  const linesAt = (slots: number) => legendLinesAt(request, width, h / slots, true);
  const flowOf: PagedFlow = (slots, fill) =>
    together(
      request,
      (column) => (pageEnd(column) ? slots - 1 - linesAt(slots) : slots),
      { rowHeight: h / slots, width, paged: true },
      {
        continuous: true,
        perPage,
        fill: (column) => fillOf(fill, slots, column),
        ...extra,
      },
    );
  const { flow, capacity } = fewestPages(flowOf, perPage, low, high, linesAt);
  pageLegends(flow, perPage, capacity, linesAt(capacity));
  return sideBySideFit(request, flow, capacity, perPage, capacity <= largestSlots(request));
}

/** Share of the menu area a one-page fit's columns fill. */
function areaOf(request: FitRequest, fit: Fit): number {
  const used = fit.flow.used.reduce((sum, slots, index) => {
    const column = fit.columns[index];
    return sum + (column ? column.w * (slots ?? 0) * fit.rowHeight : 0);
  }, 0);
  return used / (request.content.w * request.content.h);
}

/**
 * The best of several one-page fits: the largest names (the rows' size, or what the caller
 * measures a fit's names at once its columns' prices are in), then the most area, then the
 * fewest columns.
 */
function bestOf(request: FitRequest, fits: Fit[]): Fit {
  const name = request.nameSize ?? ((fit: Fit) => fit.rowHeight);
  // A single column as wide as the stage reads worse (names far from their prices): it has to
  // give names a tenth more than the narrower columns do.
  const scored = fits.map((fit) => ({
    fit,
    name:
      fit.columns.length === 1 && fit.columns[0]?.w === request.content.w
        ? name(fit) / WIDE_COLUMN_GAIN
        : name(fit),
    area: areaOf(request, fit),
  }));
  return scored.reduce((best, next) => {
    if (next.name > best.name + EPSILON) return next;
    if (next.name < best.name - EPSILON) return best;
    return next.area > best.area + EPSILON ? next : best;
  }).fit;
}

function fitSideBySide(request: FitRequest): Fit {
  const { content, specRows } = request;
  const h = content.h;
  const smallest = Math.max(MIN_ROW_HEIGHT, h / specRows);
  const largestRow = Math.max(smallest, request.maxRowHeight);
  const low = Math.max(4, Math.ceil(h / largestRow - EPSILON));
  const high = Math.max(low, Math.min(specRows, Math.floor(h / smallest + EPSILON)));
  const fits = onePageFits(request, low, high);
  if (fits.length) return bestOf(request, fits);
  const paged = pagedFit(request, low, high);
  // A menu that one screen shows at once when a category splits between two of its columns is
  // shown at once: that beats a second page. Only a menu the page's columns could hold is tried.
  if (paged.pages > 1 && slotsNeeded(request) <= request.maxColumns * high) {
    const split = pagedFit(request, low, high, { keepTogether: false });
    if (split.pages === 1) return split;
  }
  return paged;
}

/** Bands that begin with a row: a category runs on into them from the band above. */
function runsOn(flow: Flow): Set<number> {
  const first = new Map<number, Placement>();
  for (const placement of flow.placements) {
    const known = first.get(placement.column);
    if (!known || placement.index < known.index) first.set(placement.column, placement);
  }
  return new Set([...first].filter(([, p]) => p.kind === 'row').map(([column]) => column));
}

/**
 * Bands of a stacked board, each as high as its rows, one below the other on each page; a band
 * a category runs on into follows the band above without a gap.
 */
function stackedColumns(request: FitRequest, flow: Flow, rowHeight: number, perPage: number) {
  const { content, metrics } = request;
  const joined = runsOn(flow);
  let y = content.y;
  return flow.sides.map((side, index): LayoutColumn => {
    if (index % perPage === 0) y = content.y;
    else if (joined.has(index)) y -= metrics.columnGap;
    const slots = Math.max(1, flow.used[index] ?? 0);
    const column: LayoutColumn = {
      index,
      side,
      page: Math.floor(index / perPage),
      x: px(content.x),
      y: px(y),
      w: px(content.w),
      h: px(slots * rowHeight),
      rowHeight: px(rowHeight),
      capacity: slots,
    };
    y += slots * rowHeight + metrics.columnGap;
    return column;
  });
}

function fitStacked(request: FitRequest): Fit {
  const { content, metrics, specRows } = request;
  const { h } = content;
  const gap = metrics.columnGap;
  const smallest = Math.max(MIN_ROW_HEIGHT, (h - gap) / (2 * specRows));
  const largestRow = Math.max(smallest, request.maxRowHeight);
  const band = Math.max(4, Math.min(specRows, Math.floor((h - gap) / (2 * smallest) + EPSILON)));
  const size = { rowHeight: smallest, width: content.w };
  let flow = together(request, band, size, { seamless: true });
  const total = flow.used.reduce((sum, used) => sum + (used ?? 0), 0);
  const room = h - gap * (flow.sides.length - 1 - runsOn(flow).size);
  let rowHeight = Math.min(largestRow, room / Math.max(1, total));
  let perPage = flow.sides.length;
  let capacity = band;
  if (rowHeight < smallest - EPSILON) {
    // Pages of two bands: as few as the smallest rows need, then the largest rows that still
    // fit that many, so the pages end at about the same height.
    perPage = 2;
    const rowAt = (slots: number) => Math.min(largestRow, (h - gap) / (2 * slots));
    const linesAt = (slots: number) => legendLinesAt(request, content.w, rowAt(slots), true);
    const flowOf: PagedFlow = (slots, fill) =>
      together(
        request,
        (column) => (column % 2 === 1 ? slots - 1 - linesAt(slots) : slots),
        { rowHeight: rowAt(slots), width: content.w, paged: true },
        {
          continuous: true,
          perPage,
          fill: (column) => fillOf(fill, slots, column),
          seamless: true,
        },
      );
    const least = Math.max(4, Math.ceil((h - gap) / (2 * largestRow) - EPSILON));
    ({ flow, capacity } = fewestPages(flowOf, perPage, least, band, linesAt));
    pageLegends(flow, perPage, capacity, linesAt(capacity));
    rowHeight = Math.min(largestRow, (h - gap) / (2 * capacity));
  }
  rowHeight = Math.floor(rowHeight * 100) / 100;
  let columns = stackedColumns(request, flow, rowHeight, perPage);
  const pages = Math.ceil(flow.sides.length / perPage);
  let fullest = 0;
  for (let page = 0; page < pages; page += 1) {
    const onPage = columns.filter((column) => column.page === page);
    const bottom = Math.max(...onPage.map((column) => column.y + column.h));
    fullest = Math.max(fullest, (bottom - content.y) / h);
  }
  const largest = rowHeight >= (request.largestRowHeight ?? request.maxRowHeight) - 0.01;
  if (pages === 1 && largest) columns = middle(request, columns, fullest * h);
  return { flow, columns, rowHeight, capacity, pages, largest, heightUsed: fullest };
}

/**
 * `legendLines` asked once per column width, row height and paging: the page search flows the
 * menu hundreds of times at a handful of sizes, and each answer measures the legend's text.
 */
function memoLegendLines(request: FitRequest): FitRequest['legendLines'] {
  const lines = request.legendLines;
  if (!lines) return undefined;
  const known = new Map<string, number>();
  return (width, rowHeight, paged) => {
    const key = `${width}:${rowHeight}:${paged}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = lines(width, rowHeight, paged);
      known.set(key, answer);
    }
    return answer;
  };
}

/** Chooses the row height, the columns and the pages of a board. */
export function fitBoard(request: FitRequest): Fit {
  const maxColumns = Math.max(2, Math.min(MAX_COLUMNS, request.maxColumns));
  const legendLines = memoLegendLines(request);
  const fixed = { ...request, maxColumns, ...(legendLines ? { legendLines } : {}) };
  return request.metrics.columns === 'stacked' ? fitStacked(fixed) : fitSideBySide(fixed);
}
