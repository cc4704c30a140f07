/**
 * Views over finished layouts: one page of a paged board, and the row height the screens of a
 * multi-screen shop share.
 */
import type { Box } from './geometry';
import type { LayoutInput } from './input';
import { layoutBoard } from './layout';
import type { BoardLayout } from './output';

/** One page of a layout, as a scene draws it: that page's columns, rows and legend. */
export function pageOf(layout: BoardLayout, page: number): BoardLayout {
  if (layout.fit.pages <= 1) return layout;
  const at = ((page % layout.fit.pages) + layout.fit.pages) % layout.fit.pages;
  const rows = layout.rows.filter((row) => row.page === at);
  const legend = rows.find((row) => row.kind === 'legend');
  return {
    ...layout,
    columns: layout.columns.filter((column) => column.page === at),
    rows,
    legend: legend?.kind === 'legend' ? legend.entries : [],
    page: at,
  };
}

/** Most a multi-screen shop's row sizes differ: the largest at most this times the smallest. */
export const SHARED_SIZE_SPREAD = 1.15;
/** Rounds in which screens whose names are too large for the spread give up row height. */
const SHARED_NAME_ROUNDS = 3;
/** A screen that shares its shop's size keeps at least this share of its height used. */
export const SHARED_MIN_USE = 0.8;

/**
 * The row height each screen of one shop may use (its `rowHeightCap`), so a multi-screen
 * shop's boards look alike without starving a short menu: every screen shares the smallest
 * size any of them needs as long as it stays at least 80 % used (or at its own largest rows);
 * a screen that would not grows, but never beyond 1.15 times the shared size, and its names
 * stay within 1.15 times the smallest names of the shop.
 */
export function sharedRowHeights(inputs: readonly LayoutInput[]): (number | null)[] {
  const alone = inputs.map((input) => layoutBoard(input).fit.rowHeight);
  if (!alone.length) return [];
  const shared = Math.min(...alone);
  const caps = inputs.map((input, index) => {
    const own = alone[index] ?? shared;
    // The screen that needs the smallest rows keeps its own fit.
    if (own <= shared + 0.01) return null;
    const { fit } = layoutBoard({ ...input, rowHeightCap: shared });
    if (fit.largest || fit.heightUsed >= SHARED_MIN_USE) return shared;
    return Math.min(own, shared * SHARED_SIZE_SPREAD);
  });
  // The names, not only the rows, stay within the spread: a screen whose names come out larger
  // (its prices shrink the fonts less, or it stands the other way round) gives up row height.
  for (let round = 0; round < SHARED_NAME_ROUNDS; round += 1) {
    const fits = inputs.map(
      (input, index) => layoutBoard({ ...input, rowHeightCap: caps[index] ?? null }).fit,
    );
    const most = Math.floor(Math.min(...fits.map((fit) => fit.fonts.name)) * SHARED_SIZE_SPREAD);
    let changed = false;
    fits.forEach((fit, index) => {
      if (fit.fonts.name <= most) return;
      caps[index] = (fit.rowHeight * most) / fit.fonts.name;
      changed = true;
    });
    if (!changed) break;
  }
  return caps;
}

/** The row height the first of `inputs` may use beside the others (see `sharedRowHeights`). */
export function sharedRowHeight(inputs: readonly LayoutInput[]): number | null {
  return sharedRowHeights(inputs)[0] ?? null;
}

/** How much of the menu area one page fills. */
export interface PageUse {
  /** Share of the menu area the page's columns cover, each from its first row to its last. */
  area: number;
  /** Share of the menu area's height from the page's highest row to its lowest. */
  height: number;
}

/**
 * What a page of a layout fills of `content` (the menu area): each column (or band) counts
 * from the top of its first row to the bottom of its last, at the column's width.
 */
export function pageUse(layout: BoardLayout, page: number, content: Box): PageUse {
  const shown = pageOf(layout, page);
  let area = 0;
  let top = Infinity;
  let bottom = -Infinity;
  for (const column of shown.columns) {
    const rows = shown.rows.filter((row) => row.column === column.index && row.kind !== 'blank');
    if (!rows.length) continue;
    const first = Math.min(...rows.map((row) => row.y));
    const last = Math.max(...rows.map((row) => row.y + row.h));
    area += column.w * (last - first);
    top = Math.min(top, first);
    bottom = Math.max(bottom, last);
  }
  const whole = content.w * content.h;
  return {
    area: whole > 0 ? area / whole : 0,
    height: content.h > 0 && bottom > top ? (bottom - top) / content.h : 0,
  };
}
