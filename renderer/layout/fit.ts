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
import { flowColumns, legendSlot, MAX_COLUMNS, type Flow, type FlowOptions } from './flow';
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
  legendLines?: (columnWidth: number) => number;
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

/** Fills the columns at a row height and column width (what a title's picture needs). */
function flowAt(
  request: FitRequest,
  capacity: number | ((column: number) => number),
  size: { rowHeight: number; width: number },
  extra: Partial<FlowOptions> = {},
): Flow {
  const { titleSlots } = request;
  return flowColumns(request.left, request.right, {
    capacity: typeof capacity === 'number' ? () => capacity : capacity,
    legendLines: legendLinesAt(request, size.width),
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
  size: { rowHeight: number; width: number },
  extra: Partial<FlowOptions> = {},
): Flow {
  const split = flowAt(request, capacity, size, extra);
  const whole = flowAt(request, capacity, size, { ...extra, keepTogether: true });
  return whole.sides.length <= split.sides.length ? whole : split;
}

function legendLinesAt(request: FitRequest, width: number): number {
  return Math.max(1, request.legendLines?.(width) ?? 1);
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
  size: { rowHeight: number; width: number },
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

function fitSideBySide(request: FitRequest): Fit {
  const { content, specRows } = request;
  const h = content.h;
  const smallest = Math.max(MIN_ROW_HEIGHT, h / specRows);
  const largestRow = Math.max(smallest, request.maxRowHeight);
  const low = Math.max(4, Math.ceil(h / largestRow - EPSILON));
  const high = Math.max(low, Math.min(specRows, Math.floor(h / smallest + EPSILON)));
  // The fewest columns first (two: the left and the right list), and for that many columns the
  // largest rows that hold the menu; more columns only when even the smallest rows do not.
  let capacity = high;
  let flow: Flow | null = null;
  let perPage = 2;
  for (let count = 2; count <= request.maxColumns && !flow; count += 1) {
    for (let slots = low; slots <= high; slots += 1) {
      const size = { rowHeight: h / slots, width: columnWidth(request, count) };
      const trial = together(request, slots, size);
      if (trial.sides.length <= count) {
        capacity = slots;
        perPage = Math.max(2, trial.sides.length);
        flow = count > 2 ? balance(request, slots, trial, size) : trial;
        break;
      }
    }
  }
  if (!flow) {
    // Pages: the lists run on from column to column, and each page keeps room for its legend.
    perPage = request.maxColumns;
    const pageEnd = (column: number) => column % perPage === perPage - 1;
    const size = { rowHeight: h / capacity, width: columnWidth(request, perPage) };
    const lines = legendLinesAt(request, size.width);
    flow = together(
      request,
      (column) => (pageEnd(column) ? capacity - 1 - lines : capacity),
      size,
      { continuous: true },
    );
    pageLegends(flow, perPage, capacity, lines);
  }
  const columns = sideBySide(request, flow, capacity, perPage);
  const fullest = Math.max(0, ...flow.used.map((used) => used ?? 0));
  return {
    flow,
    columns,
    rowHeight: px(h / capacity),
    capacity,
    pages: Math.ceil(flow.sides.length / perPage),
    largest: capacity === low,
    heightUsed: fullest / capacity,
  };
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
  if (rowHeight < smallest - EPSILON) {
    perPage = 2;
    const lines = legendLinesAt(request, size.width);
    flow = together(request, (column) => (column % 2 === 1 ? band - 1 - lines : band), size, {
      continuous: true,
    });
    pageLegends(flow, perPage, band, lines);
    rowHeight = smallest;
  }
  rowHeight = Math.floor(rowHeight * 100) / 100;
  const columns = stackedColumns(request, flow, rowHeight, perPage);
  const pages = Math.ceil(flow.sides.length / perPage);
  let fullest = 0;
  for (let page = 0; page < pages; page += 1) {
    const onPage = columns.filter((column) => column.page === page);
    const bottom = Math.max(...onPage.map((column) => column.y + column.h));
    fullest = Math.max(fullest, (bottom - content.y) / h);
  }
  return {
    flow,
    columns,
    rowHeight,
    capacity: band,
    pages,
    largest: rowHeight >= largestRow - 0.01,
    heightUsed: fullest,
  };
}

/** Chooses the row height, the columns and the pages of a board. */
export function fitBoard(request: FitRequest): Fit {
  const maxColumns = Math.max(2, Math.min(MAX_COLUMNS, request.maxColumns));
  const fixed = { ...request, maxColumns };
  return request.metrics.columns === 'stacked' ? fitStacked(fixed) : fitSideBySide(fixed);
}
