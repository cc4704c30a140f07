/**
 * How a board's text fits its columns: what each column holds, how many columns the stage
 * width allows, and how far fonts must shrink so names and price grids fit side by side.
 * Split from `layout.ts`, which orchestrates.
 */
import { comparePriceLabels } from '../../src/domain';
import type { LayoutTheme } from './input';
import type { LayoutColumn, TextRun } from './output';
import { gridTexts, gridWidth, gridWidths, type CellStyle } from './cells';
import { MAX_COLUMNS, type Placement } from './flow';
import { kindLetters, shownLegend } from './legend';
import { leadWidth, type RowContext } from './rows';
import type { BoardItem } from './select';
import type { CategoryBlock } from './sort';

/** Labels a column's grid shows: the union of its categories' labels, in price-column order. */
export function columnLabels(blocks: Iterable<CategoryBlock>): string[] {
  const labels = new Set<string>();
  for (const block of blocks) for (const label of block.labels) labels.add(label);
  return [...labels].sort(comparePriceLabels);
}

/** The categories and rows of each column, from the flow's placements. */
export interface ColumnContent {
  blocks: Set<CategoryBlock>;
  items: BoardItem[];
  /** The labels of its price grid and their distinct price texts. */
  labels: string[];
  texts: string[][];
}

/** The content of each column by index: its blocks, rows and price grid texts. */
export function columnContents(
  placements: readonly Placement[],
  truncated: boolean,
): Map<number, ColumnContent> {
  const contents = new Map<number, ColumnContent>();
  for (const placement of placements) {
    if (placement.kind !== 'title' && placement.kind !== 'row') continue;
    let entry = contents.get(placement.column);
    if (!entry) {
      entry = { blocks: new Set(), items: [], labels: [], texts: [] };
      contents.set(placement.column, entry);
    }
    entry.blocks.add(placement.block);
    if (placement.kind === 'row') entry.items.push(placement.item);
  }
  for (const entry of contents.values()) {
    entry.labels = columnLabels(entry.blocks);
    entry.texts = gridTexts(entry.labels, entry.items, truncated);
  }
  return contents;
}

/**
 * The longest legend the rows of `blocks` could need, as one line of text with the gaps a
 * legend row leaves: every symbol any row may show and its name.
 */
export function legendText(theme: LayoutTheme, blocks: readonly CategoryBlock[]): string {
  const runs: TextRun[] = [];
  const run = (role: TextRun['role'], text: string) =>
    runs.push({
      role,
      text,
      x: 0,
      y: 0,
      w: 0,
      h: 0,
      font: { family: '', weight: 0, size: 0 },
      color: '',
      strike: false,
      box: null,
    });
  for (const block of blocks) {
    for (const { item, options } of block.items) {
      if (item.new) run('star', theme.symbols.new);
      if (item.icons?.length) run('icons', item.icons.join(''));
      if (options.show_chis) run('badge', kindLetters(item, theme.readings.badgeOrder).join(''));
    }
  }
  // Each entry: symbol (a badge is about two letters wide), a space, its name, three spaces.
  return shownLegend(theme, runs)
    .map((entry) => `${entry.symbol}  ${entry.label}   `)
    .join('');
}

/**
 * Most columns the stage width holds: a column needs room for the widest price grid of any
 * category at the floor fonts and a name of 12 characters beside it.
 */
export function widthColumns(
  blocks: readonly CategoryBlock[],
  style: CellStyle,
  content: { w: number },
  gap: number,
): number {
  let grid = 0;
  for (const block of blocks) {
    grid = Math.max(
      grid,
      gridWidth(
        gridWidths(
          block.labels,
          gridTexts(block.labels, block.items, style.truncated),
          style,
          style.fonts,
        ),
        style,
      ),
    );
  }
  // A badge, a name of 14 characters and one struck old price beside the prices.
  const name = style.measurer.measure('x'.repeat(14), style.fonts.name).width;
  const old = style.measurer.measure('00,00', style.fonts.oldPrice).width;
  const need =
    grid + name + old + 2 * style.fonts.badge.size + style.cellPadding + 4 * style.runGap;
  return Math.max(2, Math.min(MAX_COLUMNS, Math.floor((content.w + gap) / (need + gap))));
}

/**
 * The factors the board's fonts must shrink by so that, in every column, names and prices fit
 * side by side (`lead`; the caller shrinks for it to `BLOCK_MIN_SCALE` at most, then names are
 * cut) and the price grid leaves the name its share of the row (`grid`); 1 when they fit.
 * The names of `loose` items do not count: they shrink, wrap or are cut on their own.
 */
export function shrinkNeeded(
  contents: Map<number, ColumnContent>,
  columns: readonly LayoutColumn[],
  ctx: RowContext,
  rowHeight: number,
  loose: ReadonlySet<string> = new Set(),
): { lead: number; grid: number } {
  const { metrics } = ctx;
  const need = { lead: 1, grid: 1 };
  for (const [index, content] of contents) {
    const column = columns[index] as LayoutColumn;
    const grid = gridWidth(
      gridWidths(content.labels, content.texts, ctx.cells, ctx.cells.fonts),
      ctx.cells,
    );
    const lead = content.items.reduce(
      (max, item) =>
        loose.has(item.key) ? max : Math.max(max, leadWidth(item, ctx, ctx.cells.fonts, rowHeight)),
      0,
    );
    const room = column.w - metrics.cellPadding - metrics.runGap;
    if (lead + grid > room) need.lead = Math.min(need.lead, room / (lead + grid));
    const allowed = column.w * (1 - metrics.minNameShare);
    if (grid > allowed) need.grid = Math.min(need.grid, allowed / grid);
  }
  return need;
}
