/**
 * Fills columns with rows, category by category. A column holds `capacity` row slots (20 on
 * the cannabis list, 34 on the hospitality list). How rows count:
 * - a category title takes 2 slots: the name (or picture) and, under it, the price headers;
 * - each product row takes 1 slot;
 * - one blank slot separates two categories in a column (none at the top of a column);
 * - the legend takes the last slot of the column the right side ends in.
 * A title needs at least 2 free slots below it (its header line not counted), else the category
 * starts in the next column. A category that runs out of room continues in the next column
 * under a repeated title, so its prices never stand without headers. The left categories start
 * in the first column, the right ones in the column after the left side's last; the board has
 * at most 6 columns (the spec's grid) and what does not fit is reported, never squeezed.
 */
import type { BoardItem } from './select';
import type { CategoryBlock } from './sort';

/** Slots of a category title: its name line and its price-header line. */
export const TITLE_SLOTS = 2;
/** Free slots a title needs below it to start in a column. */
export const MIN_ROWS_BELOW_TITLE = 2;
/** Most columns a board splits into. */
export const MAX_COLUMNS = 6;

/** Where one row goes: column and first slot; what it shows stays with the caller's data. */
export type Placement =
  | { kind: 'title'; column: number; index: number; block: CategoryBlock; continued: boolean }
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

/** The filled columns: placements in column order, each column's side, and what did not fit. */
export interface Flow {
  placements: Placement[];
  sides: ('left' | 'right')[];
  /** Product rows left out because the board ran out of columns. */
  dropped: BoardItem[];
}

/** Slots a placement occupies. */
export function slotsOf(placement: Placement): number {
  return placement.kind === 'title' ? TITLE_SLOTS : 1;
}

function fillSide(
  blocks: readonly CategoryBlock[],
  side: 'left' | 'right',
  start: number,
  capacity: number,
  placements: Placement[],
  sides: ('left' | 'right')[],
): { column: number; used: number } {
  let column = start;
  let used = 0;
  sides[column] = side;
  const nextColumn = () => {
    column += 1;
    used = 0;
    sides[column] = side;
  };
  for (const block of blocks) {
    if (block.items.length === 0) continue;
    const gap = used > 0 ? 1 : 0;
    if (used > 0 && used + gap + TITLE_SLOTS + MIN_ROWS_BELOW_TITLE > capacity) nextColumn();
    if (used > 0) placements.push({ kind: 'blank', column, index: used++ });
    placements.push({ kind: 'title', column, index: used, block, continued: false });
    used += TITLE_SLOTS;
    block.items.forEach((item, position) => {
      if (used >= capacity) {
        nextColumn();
        placements.push({ kind: 'title', column, index: 0, block, continued: true });
        used = TITLE_SLOTS;
      }
      placements.push({ kind: 'row', column, index: used++, block, item, position });
    });
  }
  return { column, used };
}

/**
 * Places the left and right categories and the legend in columns of `capacity` slots.
 * `capacity` below a title and its two rows is raised to that, the least a column can hold.
 */
export function flowColumns(
  left: readonly CategoryBlock[],
  right: readonly CategoryBlock[],
  requestedCapacity: number,
  maxColumns: number = MAX_COLUMNS,
): Flow {
  const capacity = Math.max(requestedCapacity, TITLE_SLOTS + MIN_ROWS_BELOW_TITLE);
  const placements: Placement[] = [];
  const sides: ('left' | 'right')[] = [];
  const leftEnd = fillSide(left, 'left', 0, capacity, placements, sides);
  const rightEnd = fillSide(right, 'right', leftEnd.column + 1, capacity, placements, sides);
  let legendColumn = rightEnd.column;
  if (rightEnd.used >= capacity) {
    legendColumn += 1;
    sides[legendColumn] = 'right';
  }
  placements.push({ kind: 'legend', column: legendColumn, index: capacity - 1 });
  return fitColumns(placements, sides, capacity, maxColumns);
}

/**
 * Keeps the first `maxColumns` columns. When the legend would fall off, it takes the last slot
 * of the last kept column instead, and whatever stood there is left out too.
 */
function fitColumns(
  placements: Placement[],
  sides: ('left' | 'right')[],
  capacity: number,
  maxColumns: number,
): Flow {
  if (sides.length <= maxColumns) return { placements, sides, dropped: [] };
  const last = maxColumns - 1;
  const legendSlot = capacity - 1;
  const kept: Placement[] = [];
  const dropped: BoardItem[] = [];
  for (const placement of placements) {
    const fits =
      placement.column < last ||
      (placement.column === last && placement.index + slotsOf(placement) <= legendSlot);
    if (fits && placement.kind !== 'legend') kept.push(placement);
    else if (placement.kind === 'row') dropped.push(placement.item);
  }
  kept.push({ kind: 'legend', column: last, index: legendSlot });
  return { placements: kept, sides: sides.slice(0, maxColumns), dropped };
}
