/**
 * Fills columns with rows, category by category. A column holds at most `capacity` row slots
 * (never more than the spec's 20 on the cannabis list, 34 on the hospitality list; fewer when
 * the board chose larger rows). How rows count:
 * - a category title takes 2 slots: the name (or picture) and, under it, the price headers;
 *   a category picture may take more (`titleSlots`);
 * - each product row takes 1 slot;
 * - one blank slot separates two categories in a column (none at the top of a column);
 * - the legend follows the last row of the right side, after one blank slot, so a column never
 *   has a hole between its rows and the legend.
 * A title needs at least 2 free slots below it (its header line not counted), else the category
 * starts in the next column. A category that runs out of room continues in the next column
 * under a repeated title marked as continued, so its prices never stand without headers; with
 * `keepTogether` a category that fits a column of its own is not split within a page (a category
 * and its continuation never stand on one page). Stacked bands (`seamless`) run a category on
 * into the next band of the page without a title: one list, one below the other. The left categories start
 * in the first column, the right ones in the column after the left side's last.
 * How many columns are too many (and what then goes to a next page) is decided by `fit.ts`.
 */
import type { BoardItem } from './select';
import type { CategoryBlock } from './sort';

/** Slots of a category title: its name line and its price-header line. */
export const TITLE_SLOTS = 2;
/** Free slots a title needs below it to start in a column. */
export const MIN_ROWS_BELOW_TITLE = 2;
/** Least rows a continued category carries under its repeated title (keep with two). */
export const MIN_CONTINUED_ROWS = 2;
/** Most columns a board shows at once (the spec's grid); beyond that the board turns pages. */
export const MAX_COLUMNS = 6;

/** Where one row goes: column and first slot; what it shows stays with the caller's data. */
export type Placement =
  | {
      kind: 'title';
      column: number;
      index: number;
      slots: number;
      block: CategoryBlock;
      continued: boolean;
    }
  | {
      kind: 'row';
      column: number;
      index: number;
      block: CategoryBlock;
      item: BoardItem;
      position: number;
    }
  | { kind: 'blank'; column: number; index: number }
  | { kind: 'legend'; column: number; index: number };

/** The filled columns: placements in column order, each column's side and slots used. */
export interface Flow {
  placements: Placement[];
  sides: ('left' | 'right')[];
  /** Slots used in each column, the legend included. */
  used: number[];
  /** Categories `keepTogether` moved whole to a next column. */
  kept?: number;
}

/** How to fill: the slots of a column (by column index), the soft limits per side. */
export interface FlowOptions {
  /** Hard capacity of each column; a page's last column keeps room for its legend. */
  capacity: (column: number) => number;
  /** Slots a side fills a column to before it starts the next (balancing), at most capacity. */
  limit?: { left?: number; right?: number };
  /**
   * Slots each column is filled to before the next starts (the page search's evening of
   * pages); like `limit`, a category kept whole may run past it up to the capacity.
   */
  fill?: (column: number) => number;
  /** Slots of a category's title (a picture may take more than 2). */
  titleSlots?: (block: CategoryBlock) => number;
  /** Leave the legend out (pages place their own). */
  legend?: boolean;
  /**
   * The right list runs on in the column the left one ends in (after a blank slot) instead of
   * starting a column of its own: paged boards fill every column of a page.
   */
  continuous?: boolean;
  /** Slots the legend needs (a legend wraps in a narrow column). */
  legendLines?: number;
  /**
   * A category that does not fit the rest of a column but fits a column of its own starts in
   * the next column instead of splitting, when that column is on the same page: a category and
   * its continuation never stand on one page. It may split where a page ends.
   */
  keepTogether?: boolean;
  /**
   * Columns a page shows: with `keepTogether`, a category splits only where a page ends (a
   * one-page flow without it: never, unless it is longer than a column holds).
   */
  perPage?: number;
  /**
   * Columns of a page stand one below the other (stacked portrait bands): a category runs on
   * into the next band of its page without a repeated title, as one list.
   */
  seamless?: boolean;
}

/** Slots a placement occupies. */
export function slotsOf(placement: Placement): number {
  return placement.kind === 'title' ? placement.slots : 1;
}

interface Cursor {
  column: number;
  used: number;
}

function fillSide(
  blocks: readonly CategoryBlock[],
  side: 'left' | 'right',
  start: Cursor,
  options: FlowOptions,
  flow: Flow,
): Cursor {
  const at: Cursor = { ...start };
  const room = () =>
    Math.min(
      options.capacity(at.column),
      options.limit?.[side] ?? Infinity,
      options.fill?.(at.column) ?? Infinity,
    );
  flow.sides[at.column] ??= side;
  const nextColumn = () => {
    flow.used[at.column] = at.used;
    at.column += 1;
    at.used = 0;
    flow.sides[at.column] = side;
  };
  for (const block of blocks) {
    if (block.items.length === 0) continue;
    const title = Math.max(TITLE_SLOTS, options.titleSlots?.(block) ?? TITLE_SLOTS);
    const gap = at.used > 0 ? 1 : 0;
    const size = title + block.items.length;
    const here = room() - at.used - gap - title;
    if (at.used > 0 && here < MIN_ROWS_BELOW_TITLE) nextColumn();
    else if (at.used > 0 && here < block.items.length) {
      // The category would split: it moves whole to the next column when that column is on
      // this page and holds it (a category and its continuation never stand on one page), or
      // when keeping two rows for its continuation (keep with two) leaves fewer than two here.
      const short = here - Math.max(0, MIN_CONTINUED_ROWS - (block.items.length - here));
      if (short < MIN_ROWS_BELOW_TITLE) nextColumn();
      else if (
        options.keepTogether &&
        !options.seamless &&
        samePage(at.column + 1, at.column, options) &&
        size <= Math.max(options.capacity(at.column + 1), options.capacity(at.column + 2))
      ) {
        // (A page's last column may be too short for it, with the legend under it: the
        // category then starts there and continues on the next page.)
        flow.kept = (flow.kept ?? 0) + 1;
        nextColumn();
      }
    }
    // A category kept whole may run past the soft balancing limit up to the column's capacity
    // rather than continue in a column of the same page.
    const whole =
      options.keepTogether &&
      !options.seamless &&
      samePage(at.column + 1, at.column, options) &&
      at.used + (at.used > 0 ? 1 : 0) + size <= options.capacity(at.column);
    if (at.used > 0) flow.placements.push({ kind: 'blank', column: at.column, index: at.used++ });
    flow.placements.push({
      kind: 'title',
      column: at.column,
      index: at.used,
      slots: title,
      block,
      continued: false,
    });
    at.used += title;
    let position = 0;
    while (position < block.items.length) {
      if (position > 0 || at.used >= room()) {
        nextColumn();
        if (!options.seamless || !samePage(at.column, at.column - 1, options)) {
          flow.placements.push({
            kind: 'title',
            column: at.column,
            index: 0,
            slots: TITLE_SLOTS,
            block,
            continued: true,
          });
          at.used = TITLE_SLOTS;
        }
      }
      // Keep with two: a continuation carries at least two rows, so this column gives up
      // rows rather than leave one alone under a repeated title.
      const rest = block.items.length - position;
      const split = (space: number) => {
        const fits = Math.min(rest, Math.max(0, space));
        return fits > 0 && fits < rest && rest - fits < MIN_CONTINUED_ROWS
          ? Math.max(1, rest - MIN_CONTINUED_ROWS)
          : fits;
      };
      let take = whole ? rest : split(room() - at.used);
      // The soft balancing limit gives way to the column's capacity rather than leave fewer
      // than two rows under a title or on either side of a split.
      const least = Math.min(rest, MIN_CONTINUED_ROWS);
      if (take < least || (take < rest && rest - take < MIN_CONTINUED_ROWS))
        take = Math.max(take, split(options.capacity(at.column) - at.used));
      for (const item of block.items.slice(position, position + take)) {
        flow.placements.push({
          kind: 'row',
          column: at.column,
          index: at.used++,
          block,
          item,
          position: position++,
        });
      }
    }
  }
  flow.used[at.column] = at.used;
  return at;
}

/** Whether column `next` stands on the same page as column `column` (a one-page flow: always). */
function samePage(next: number, column: number, options: FlowOptions): boolean {
  const perPage = options.perPage;
  return !perPage || Math.floor(next / perPage) === Math.floor(column / perPage);
}

/**
 * Where a legend of `lines` slots goes after the last row of a column: one blank slot below
 * the rows when there is room, directly below when not, else null (a new column).
 */
export function legendSlot(
  used: number,
  capacity: number,
  lines = 1,
): { index: number; blank: boolean } | null {
  if (used === 0) return { index: 0, blank: false };
  if (used + 1 + lines <= capacity) return { index: used + 1, blank: true };
  if (used + lines <= capacity) return { index: used, blank: false };
  return null;
}

/** Places the left and right categories and the legend in columns. */
export function flowColumns(
  left: readonly CategoryBlock[],
  right: readonly CategoryBlock[],
  options: FlowOptions | number,
): Flow {
  const opts: FlowOptions = typeof options === 'number' ? { capacity: () => options } : options;
  const capacity = (column: number) =>
    Math.max(opts.capacity(column), TITLE_SLOTS + MIN_ROWS_BELOW_TITLE);
  const full = { ...opts, capacity };
  const flow: Flow = { placements: [], sides: [], used: [] };
  const shown = (blocks: readonly CategoryBlock[]) => blocks.some((b) => b.items.length > 0);
  const leftEnd = fillSide(left, 'left', { column: 0, used: 0 }, full, flow);
  // An empty side takes no column: the other side (and the legend) use the room.
  if (!shown(left)) {
    flow.sides = [];
    flow.used = [];
  }
  const rightStart = !shown(left)
    ? { column: 0, used: 0 }
    : opts.continuous
      ? leftEnd
      : { column: leftEnd.column + 1, used: 0 };
  const end =
    shown(right) || !shown(left) ? fillSide(right, 'right', rightStart, full, flow) : leftEnd;
  if (opts.legend === false) return flow;
  let column = end.column;
  const lines = opts.legendLines ?? 1;
  let slot = legendSlot(end.used, capacity(column), lines);
  if (!slot) {
    column += 1;
    flow.sides[column] = flow.sides[column - 1] ?? 'right';
    slot = { index: 0, blank: false };
  }
  if (slot.blank) flow.placements.push({ kind: 'blank', column, index: slot.index - 1 });
  flow.placements.push({ kind: 'legend', column, index: slot.index });
  flow.used[column] = slot.index + lines;
  return flow;
}
