/**
 * Views over finished layouts: one page of a paged board, and the row height the screens of a
 * multi-screen shop share.
 */
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

/**
 * The row height the screens of one shop share, so a multi-screen shop's boards look alike:
 * each screen's board laid out on its own, and the smallest row height chosen. Pass it as
 * `rowHeightCap` when laying out each screen.
 */
export function sharedRowHeight(inputs: readonly LayoutInput[]): number | null {
  let smallest: number | null = null;
  for (const input of inputs) {
    const { rowHeight } = layoutBoard(input).fit;
    if (smallest === null || rowHeight < smallest) smallest = rowHeight;
  }
  return smallest;
}
