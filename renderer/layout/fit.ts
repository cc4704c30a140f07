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
  legendSlot,
  MAX_COLUMNS,
  TITLE_SLOTS,
  type Flow,
  type FlowOptions,
} from './flow';
import type { Box } from './geometry';
import { px } from './geometry';
import type { LayoutMetrics } from './input';
import type { LayoutColumn } from './output';
import type { CategoryBlock } from './sort';

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
 * The flow at a capacity that splits no category able to stand whole in a column, when that
 * needs no more columns than splitting; else the split flow.
 */
function together(
  request: FitRequest,
  capacity: number | ((column: number) => number),
  size: { rowHeight: number; width: number; paged?: boolean },
  extra: Partial<FlowOptions> = {},
): Flow {
  const split = flowAt(request, capacity, size, extra);
  const whole = flowAt(request, capacity, size, { ...extra, keepTogether: true });
  return whole.sides.length <= split.sides.length ? whole : split;
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
): Flow {
  let best = flow;
  const limit: { left?: number; right?: number } = {};
  for (const side of ['left', 'right'] as const) {
    const count = sideColumns(best, side);
    if (count < 2) continue;
    const blocks = side === 'left' ? request.left : request.right;
    const from = Math.max(4, Math.ceil(sideSlots(blocks) / count) - 3);
    for (let candidate = from; candidate < capacity; candidate += 1) {
      const trial = together(request, capacity, size, { limit: { ...limit, [side]: candidate } });
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

/** Adds a legend to the last column of every page but the last (which has its own). */
function pageLegends(flow: Flow, perPage: number, capacity: number, lines: number): void {
  const last = flow.sides.length - 1;
  for (let column = perPage - 1; column < last; column += perPage) {
    const used = flow.used[column] ?? 0;
    const slot = legendSlot(used, capacity, lines) ?? { index: capacity - lines, blank: false };
    if (slot.blank) flow.placements.push({ kind: 'blank', column, index: slot.index - 1 });
    flow.placements.push({ kind: 'legend', column, index: slot.index });
    flow.used[column] = slot.index + lines;
  }
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
  for (let count = 1; count <= request.maxColumns; count += 1) {
    for (let slots = low; slots <= high; slots += 1) {
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
function pagedFit(request: FitRequest, low: number, high: number): Fit {
  const h = request.content.h;
  const perPage = request.maxColumns;
  const pageEnd = (column: number) => column % perPage === perPage - 1;
  const width = columnWidth(request, perPage);
  const linesAt = (slots: number) => legendLinesAt(request, width, h / slots, true);
  const flowOf: PagedFlow = (slots, fill = () => slots, mode = {}) =>
    (mode.whole === false ? flowAt : together)(
      request,
      (column) => Math.min(fill(column), pageEnd(column) ? slots - 1 - linesAt(slots) : slots),
      { rowHeight: h / slots, width, paged: true },
      { continuous: true, ...(mode.keep === false ? {} : { perPage }) },
    );
  const { flow, capacity } = fewestPages(flowOf, perPage, low, high);
  pageLegends(flow, perPage, capacity, linesAt(capacity));
  return sideBySideFit(request, flow, capacity, perPage, capacity <= largestSlots(request));
}

/** The least a page of a paged board is filled, as a share of its fullest page. */
export const PAGE_BALANCE = 0.8;
/** What the fit aims at in row slots, a little above `PAGE_BALANCE` (slots are not area). */
const EVEN_TARGET = 0.9;

/**
 * A paged flow at `slots` a column, each column filled to at most `fill(column)`; `whole`
 * keeps categories in one column where that costs no column (else they may split), `keep`
 * starts a category that fits a page on the next page rather than run over onto it.
 */
type PagedFlow = (
  slots: number,
  fill?: (column: number) => number,
  mode?: { whole?: boolean; keep?: boolean },
) => Flow;

/**
 * As few pages as the smallest rows (`high` slots a column) need; then the largest rows that
 * still fit that many pages; then each column filled only as far as those pages still hold the
 * menu, so the last page is about as full as the others (a page of one short column would
 * wait 12 s for nothing).
 */
function fewestPages(
  unbudgeted: PagedFlow,
  perPage: number,
  low: number,
  high: number,
): { flow: Flow; capacity: number } {
  // A long menu of many pages tries fewer arrangements: the layout stays quick.
  let spent = 0;
  const flowOf: PagedFlow = (...args) => {
    const flow = unbudgeted(...args);
    spent += flow.placements.length;
    return flow;
  };
  const left = () => spent < FLOW_ROW_BUDGET;
  const pagesOf = (flow: Flow) => Math.ceil(flow.sides.length / perPage);
  const fewest = pagesOf(flowOf(high));
  // One page more when that many cannot come out even (a short last page).
  let best = evenOver(flowOf, left, perPage, fewest, low, high);
  for (
    let pages = fewest + 1;
    pages <= fewest + 2 && best.score >= UNEVEN && fewest > 1 && left();
    pages += 1
  ) {
    const more = evenOver(flowOf, left, perPage, pages, low, high);
    if (Math.floor(more.score / UNEVEN) < Math.floor(best.score / UNEVEN)) best = more;
  }
  return best;
}

/** Scores of arrangements: below this the pages are even (see `evenFill`). */
const UNEVEN = 10;
/** Most rows one fit lays out while evening its pages (flows tried times rows each). */
const FLOW_ROW_BUDGET = 60_000;

/**
 * The menu over `pages` pages: the largest rows that fit them, then each column filled only so
 * far that the pages come out about as full as each other (every column to at most `limit`
 * slots, the first `shaved` columns to one slot fewer). A category that fits a page stays on
 * one page, unless only splitting it evens the pages.
 */
function evenOver(
  flowOf: PagedFlow,
  left: () => boolean,
  perPage: number,
  pages: number,
  low: number,
  high: number,
): { flow: Flow; capacity: number; score: number } {
  const pagesOf = (flow: Flow) => Math.ceil(flow.sides.length / perPage);
  let best: { flow: Flow; capacity: number; score: number } | null = null;
  let fitting = 0;
  for (let slots = low; slots <= high && fitting < 3 && left(); slots += 1) {
    const flow = flowOf(slots);
    if (pagesOf(flow) > pages) continue;
    fitting += 1;
    const even = evenFill(flowOf, left, perPage, pages, slots, flow);
    if (!best || even.score < best.score) best = { ...even, capacity: slots };
    if (best.score < UNEVEN) break;
  }
  return best ?? { flow: flowOf(high), capacity: high, score: UNEVEN * 2 };
}

/** The flow at `capacity` slots a column whose pages come out the most even. */
function evenFill(
  flowOf: PagedFlow,
  left: () => boolean,
  perPage: number,
  pages: number,
  capacity: number,
  flow: Flow,
): { flow: Flow; score: number } {
  const pagesOf = (trial: Flow) => Math.ceil(trial.sides.length / perPage);
  const score = (trial: Flow, keep: boolean) => {
    const fill = Array.from({ length: pagesOf(trial) }, () => 0);
    trial.used.forEach((used, column) => {
      const page = Math.floor(column / perPage);
      fill[page] = (fill[page] ?? 0) + (used ?? 0);
    });
    const share = Math.min(...fill) / Math.max(1, ...fill);
    const tier = share >= EVEN_TARGET ? 0 : share >= PAGE_BALANCE ? 1 : 2;
    return tier * UNEVEN + (keep ? 0 : 2) + (Math.max(...fill) - Math.min(...fill)) / 1e3;
  };
  let best = { flow, score: score(flow, true) };
  if (pagesOf(flow) < 2) return best;
  const total = flow.used.reduce((sum, used) => sum + (used ?? 0), 0);
  const from = Math.max(TITLE_SLOTS + 2, Math.floor(total / (pages * perPage)));
  for (const keep of [true, false]) {
    let tried = 0;
    for (let limit = from; limit <= capacity && tried < 2 && left(); limit += 1) {
      if (pagesOf(flowOf(capacity, () => limit, { keep })) > pages) continue;
      tried += 1;
      for (const whole of [true, false]) {
        const step = Math.max(1, Math.ceil((pages * perPage) / 12));
        for (let shaved = 0; shaved < pages * perPage && left(); shaved += step) {
          const fill = (column: number) => (column < shaved ? limit - 1 : limit);
          const trial = flowOf(capacity, fill, { whole, keep });
          if (pagesOf(trial) > pages) break;
          const next = score(trial, keep);
          if (next < best.score) best = { flow: trial, score: next };
        }
      }
      if (best.score < 2) return best;
    }
  }
  return best;
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
  return fits.length ? bestOf(request, fits) : pagedFit(request, low, high);
}

/** Bands of a stacked board, each as high as its rows, one below the other on each page. */
function stackedColumns(request: FitRequest, flow: Flow, rowHeight: number, perPage: number) {
  const { content, metrics } = request;
  let y = content.y;
  return flow.sides.map((side, index): LayoutColumn => {
    if (index % perPage === 0) y = content.y;
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
  let flow = together(request, band, size);
  const total = flow.used.reduce((sum, used) => sum + (used ?? 0), 0);
  const room = h - gap * (flow.sides.length - 1);
  let rowHeight = Math.min(largestRow, room / Math.max(1, total));
  let perPage = flow.sides.length;
  let capacity = band;
  if (rowHeight < smallest - EPSILON) {
    // Pages of two bands: as few as the smallest rows need, then the largest rows that still
    // fit that many, so the pages end at about the same height.
    perPage = 2;
    const rowAt = (slots: number) => Math.min(largestRow, (h - gap) / (2 * slots));
    const linesAt = (slots: number) => legendLinesAt(request, content.w, rowAt(slots), true);
    const flowOf: PagedFlow = (slots, fill = () => slots, mode = {}) =>
      (mode.whole === false ? flowAt : together)(
        request,
        (column) => Math.min(fill(column), column % 2 === 1 ? slots - 1 - linesAt(slots) : slots),
        { rowHeight: rowAt(slots), width: content.w, paged: true },
        { continuous: true, ...(mode.keep === false ? {} : { perPage }) },
      );
    const least = Math.max(4, Math.ceil((h - gap) / (2 * largestRow) - EPSILON));
    ({ flow, capacity } = fewestPages(flowOf, perPage, least, band));
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

/** Chooses the row height, the columns and the pages of a board. */
export function fitBoard(request: FitRequest): Fit {
  const maxColumns = Math.max(2, Math.min(MAX_COLUMNS, request.maxColumns));
  const fixed = { ...request, maxColumns };
  return request.metrics.columns === 'stacked' ? fitStacked(fixed) : fitSideBySide(fixed);
}
