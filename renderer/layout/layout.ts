/**
 * The layout engine's entry point: a shop's price list and a show in, a board of positioned
 * rows out. Pure: the same input gives the same board, and nothing is drawn or fetched here.
 */
import { BOARD_VERSION_LABEL, comparePriceLabels } from '../../src/domain';
import type { LayoutInput, LayoutTheme, ShowVariant } from './input';
import type {
  BlankRow,
  BoardLayout,
  LayoutChrome,
  LayoutColumn,
  LayoutRow,
  LayoutWarning,
  LegendEntry,
  LegendRow,
  TextRun,
} from './output';
import { singlePriceBlocks } from './single-price';
import {
  columnGrid,
  gridTexts,
  gridWidth,
  gridWidths,
  type CellStyle,
  type ColumnGrid,
} from './cells';

/** Smallest share of its size the board's fonts shrink to before names are cut instead. */
export const BLOCK_MIN_SCALE = 0.75;
import { categoryColor, readableOn } from './colors';
import { fitBoard, MIN_ROW_HEIGHT } from './fit';
import { MAX_COLUMNS, type Placement } from './flow';
import { STAGES, boardFrame, px, slotBox, type Frame } from './geometry';
import { kindLetters, shownLegend } from './legend';
import { dataRow, leadWidth, titleRow, titleSlotsFor, type RowContext } from './rows';
import { listOf, selectBoardItems, type BoardItem } from './select';
import { buildBlocks, type CategoryBlock } from './sort';
import { badgeRun, boardFonts, fontAt, memoMeasurer, MIN_FONT_SIZE, textRun } from './text';

/** Row slots per column: cannabis lists at most 20, hospitality lists 34 (spec section 5). */
export const ROWS_PER_COLUMN = { cannabis: 20, hospitality: 34 } as const;

/** Row slots per column of a show. */
export function rowsPerColumn(variant: ShowVariant): number {
  return ROWS_PER_COLUMN[listOf(variant)];
}

function ink(theme: LayoutTheme): string {
  const fill = { color: theme.colors.background, alpha: 1 };
  const tone = readableOn(
    fill,
    theme.colors.background,
    theme.colors.text.light,
    theme.colors.text.dark,
  );
  return theme.colors.text[tone];
}

function blankRow(placement: Placement, column: LayoutColumn): BlankRow {
  const { y, h } = slotBox(column, placement.index, 1);
  return {
    kind: 'blank',
    key: `blank:${column.index}:${placement.index}`,
    column: column.index,
    page: column.page,
    index: placement.index,
    slots: 1,
    x: column.x,
    y,
    w: column.w,
    h,
  };
}

/**
 * The legend: each entry's symbol then its name, on as many lines as its slots allow (it may
 * take the free slots below it), shrunk only when even those are too few.
 */
function legendRow(
  placement: Placement,
  column: LayoutColumn,
  entries: LegendEntry[],
  ctx: RowContext,
): LegendRow {
  const { theme, measurer, metrics } = ctx;
  const line = slotBox(column, placement.index, 1).h;
  const color = ink(theme);
  const room = column.w - metrics.cellPadding;
  const free = Math.max(1, column.capacity - placement.index);
  const build = (shrink: number): { runs: TextRun[]; lines: number; fits: boolean } => {
    const font = {
      ...ctx.fonts.legend,
      size: Math.max(MIN_FONT_SIZE, Math.floor(ctx.fonts.legend.size * shrink)),
    };
    const runs: TextRun[] = [];
    let x = metrics.cellPadding;
    let lineIndex = 0;
    let fits = true;
    for (const entry of entries) {
      const top = lineIndex * line;
      const letter = entry.id !== 'new' && entry.id !== 'strong' && entry.id !== 'icon';
      const symbolColor = entry.id === 'new' ? theme.colors.star : color;
      const place = (at: number, y: number) => {
        const symbol = letter
          ? badgeRun(
              measurer,
              'legend-symbol',
              entry.symbol,
              font,
              theme.colors.badgeText,
              { color: theme.colors.badges[entry.id as 'c' | 'i' | 's' | 'h'], alpha: 1 },
              at,
              line,
            )
          : textRun(measurer, 'legend-symbol', entry.symbol, font, symbolColor, at, 0, line);
        symbol.y += y;
        const label = textRun(
          measurer,
          'legend-label',
          entry.label,
          font,
          color,
          symbol.x + symbol.w + metrics.runGap / 2,
          y,
          line,
        );
        return [symbol, label] as const;
      };
      let [symbol, label] = place(x, top);
      if (label.x + label.w > room && x > metrics.cellPadding) {
        lineIndex += 1;
        [symbol, label] = place(metrics.cellPadding, lineIndex * line);
      }
      if (label.x + label.w > room || lineIndex >= free) fits = false;
      runs.push(symbol, label);
      x = label.x + label.w + metrics.runGap * 2;
    }
    return { runs, lines: lineIndex + 1, fits };
  };
  let built = build(1);
  for (let shrink = 0.9; !built.fits && shrink > 0.3; shrink -= 0.1) built = build(shrink);
  const slots = Math.min(free, built.lines);
  const { y, h } = slotBox(column, placement.index, slots);
  return {
    kind: 'legend',
    key: column.page === 0 ? 'legend' : `legend:${column.page}`,
    column: column.index,
    page: column.page,
    index: placement.index,
    slots,
    x: column.x,
    y,
    w: column.w,
    h,
    entries,
    runs: built.runs,
  };
}

function chrome(frame: Frame, theme: LayoutTheme, ctx: RowContext): LayoutChrome {
  const { banner, logo, version } = frame;
  return {
    banner:
      banner && theme.images.banner ? { key: theme.images.banner, ...banner, fit: 'cover' } : null,
    logo: logo && theme.images.logo ? { key: theme.images.logo, ...logo, fit: 'contain' } : null,
    version: version
      ? textRun(
          ctx.measurer,
          'version',
          BOARD_VERSION_LABEL,
          fontAt(theme.fonts.version, version.h),
          ink(theme),
          version.x,
          version.y,
          version.h,
        )
      : null,
  };
}

function colorWarnings(blocks: CategoryBlock[]): LayoutWarning[] {
  return blocks
    .filter((block) => block.options.use_custom_color && categoryColor(block.color) === null)
    .map((block) => ({
      code: 'invalid-color' as const,
      key: null,
      subject: block.name,
      message: `Category colour '${block.color ?? ''}' is no hex colour; the theme's row colour is used.`,
    }));
}

/** Labels a column's grid shows: the union of its categories' labels, in price-column order. */
function columnLabels(blocks: Iterable<CategoryBlock>): string[] {
  const labels = new Set<string>();
  for (const block of blocks) for (const label of block.labels) labels.add(label);
  return [...labels].sort(comparePriceLabels);
}

/** The categories and rows of each column, from the flow's placements. */
interface ColumnContent {
  blocks: Set<CategoryBlock>;
  items: BoardItem[];
  /** The labels of its price grid and their distinct price texts. */
  labels: string[];
  texts: string[][];
}

function columnContents(
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
function legendText(theme: LayoutTheme, blocks: readonly CategoryBlock[]): string {
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
function widthColumns(
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
 */
function shrinkNeeded(
  contents: Map<number, ColumnContent>,
  columns: readonly LayoutColumn[],
  ctx: RowContext,
  rowHeight: number,
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
      (max, item) => Math.max(max, leadWidth(item, ctx, ctx.cells.fonts, rowHeight)),
      0,
    );
    const room = column.w - metrics.cellPadding - metrics.runGap;
    if (lead + grid > room) need.lead = Math.min(need.lead, room / (lead + grid));
    const allowed = column.w * (1 - metrics.minNameShare);
    if (grid > allowed) need.grid = Math.min(need.grid, allowed / grid);
  }
  return need;
}

/**
 * Lays out one board. The row size is the largest that fits the menu (see `fit.ts`); rows that
 * do not fit the screen at once stand on later pages and are listed in `warnings`, as are rows
 * that cannot be shown (a price that is no number). Everything else is laid out.
 */
export function layoutBoard(input: LayoutInput): BoardLayout {
  const { feed, show, orientation, theme } = input;
  const measurer = memoMeasurer(input.measurer);
  const metrics = theme.metrics[orientation];
  const screen = show.screen ?? null;
  const multiScreen = screen !== null;
  const selection = selectBoardItems(feed.prices ?? [], show, theme.list);
  const sides = buildBlocks(selection.items);
  const hospitality = listOf(show.variant) === 'hospitality';
  const left = hospitality ? singlePriceBlocks(sides.left) : sides.left;
  const right = hospitality ? singlePriceBlocks(sides.right) : sides.right;
  const specRows = rowsPerColumn(show.variant);
  const frame = boardFrame(orientation, show.variant, metrics);
  const grow = screen?.extra_config.big_screen_enable ? theme.bigScreenFontScale : 1;
  const cellStyle = (fonts: RowContext['fonts']): CellStyle => ({
    measurer,
    fonts: {
      price: fonts.price,
      oldPrice: fonts.oldPrice,
      header: fonts.header,
      name: fonts.name,
      detail: fonts.detail,
      badge: fonts.badge,
    },
    truncated: Boolean(
      feed.config?.use_truncated_prices || screen?.extra_config.use_truncated_prices,
    ),
    labelNames: theme.readings.labelNames,
    cellPadding: metrics.cellPadding,
    runGap: metrics.runGap,
    minNameShare: metrics.minNameShare,
  });
  const floorFonts = boardFonts(theme.fonts, MIN_ROW_HEIGHT, grow);
  const maxRowHeight = Math.min(
    theme.fit.maxRowHeight[orientation],
    input.rowHeightCap ?? Infinity,
  );
  const largestFonts = boardFonts(theme.fonts, maxRowHeight, grow);
  const legendWidth =
    // At the largest rows' legend size: the slots are kept before the row size is known.
    measurer.measure(legendText(theme, [...left, ...right]), largestFonts.legend).width +
    2 * metrics.cellPadding;
  const fit = fitBoard({
    left,
    right,
    content: frame.content,
    metrics,
    specRows,
    maxRowHeight,
    maxColumns:
      metrics.columns === 'stacked'
        ? MAX_COLUMNS
        : widthColumns(
            [...left, ...right],
            cellStyle(floorFonts),
            frame.content,
            metrics.columnGap,
          ),
    titleSlots: (block, rowHeight, width) => titleSlotsFor(block, multiScreen, rowHeight, width),
    legendLines: (width) => Math.ceil(legendWidth / Math.max(1, width - 2 * metrics.cellPadding)),
  });
  const { columns, flow, rowHeight } = fit;
  const ctx: RowContext = {
    theme,
    measurer,
    metrics,
    fonts: boardFonts(theme.fonts, rowHeight, grow),
    cells: cellStyle(boardFonts(theme.fonts, rowHeight, grow)),
    multiScreen,
    radius: px((STAGES[orientation].width * theme.rowRadiusVw) / 100),
    grids: new Map(),
    offer: theme.fit.offer,
  };
  const contents = columnContents(flow.placements, ctx.cells.truncated);
  // One font size for the whole board: the narrowest need of any column decides it. Sizes are
  // whole pixels, so the need is checked again after each shrink.
  let shrink = 1;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const need = shrinkNeeded(contents, columns, ctx, rowHeight);
    const byGrid = need.grid < 1 ? shrink * need.grid * 0.99 : shrink;
    const byLead = need.lead < 1 ? Math.max(BLOCK_MIN_SCALE, shrink * need.lead * 0.99) : shrink;
    const next = Math.min(byGrid, byLead);
    if (next >= shrink - 0.001) break;
    shrink = next;
    ctx.fonts = boardFonts(theme.fonts, rowHeight, grow, Math.max(shrink, 0.1));
    ctx.cells = cellStyle(ctx.fonts);
  }
  for (const column of columns) {
    const content = contents.get(column.index);
    const grid: ColumnGrid = content
      ? columnGrid(
          content.labels,
          content.items,
          ctx.cells,
          column.w,
          [...content.blocks].map((block) => block.labels),
        )
      : { columns: [], left: column.w, texts: new Map() };
    ctx.grids.set(column.index, grid);
  }
  const rows: LayoutRow[] = [];
  const legends: Placement[] = [];
  for (const placement of flow.placements) {
    const column = columns[placement.column] as LayoutColumn;
    if (placement.kind === 'title') rows.push(titleRow(placement, column, ctx));
    else if (placement.kind === 'row') rows.push(dataRow(placement, column, ctx));
    else if (placement.kind === 'blank') rows.push(blankRow(placement, column));
    else legends.push(placement);
  }
  for (const placement of legends) {
    const column = columns[placement.column] as LayoutColumn;
    const runs = rows.flatMap((row) =>
      row.kind === 'row' && row.page === column.page ? row.runs : [],
    );
    rows.push(legendRow(placement, column, shownLegend(theme, runs), ctx));
  }
  const warnings = [...selection.warnings, ...colorWarnings([...left, ...right])];
  for (const row of rows) {
    if (row.kind !== 'row' || row.page === 0) continue;
    const name = row.runs.find((run) => run.role === 'name')?.text ?? row.key;
    warnings.push({
      code: 'overflow',
      key: row.key,
      subject: name,
      message: `Does not fit the screen at once: shown on page ${row.page + 1} of ${fit.pages}.`,
    });
  }
  const firstLegend = rows.find((row) => row.kind === 'legend' && row.page === 0);
  const layout: BoardLayout = {
    stage: { ...STAGES[orientation] },
    orientation,
    variant: show.variant,
    chrome: chrome(frame, theme, ctx),
    columns,
    rows,
    legend: firstLegend?.kind === 'legend' ? firstLegend.entries : [],
    fit: {
      rowHeight,
      capacity: fit.capacity,
      largest: fit.largest,
      heightUsed: px(fit.heightUsed),
      fonts: {
        name: ctx.fonts.name.size,
        price: ctx.fonts.price.size,
        oldPrice: ctx.fonts.oldPrice.size,
        header: ctx.fonts.header.size,
        legend: ctx.fonts.legend.size,
      },
      pages: fit.pages,
      pageSeconds: theme.fit.pageSeconds,
    },
    ...(warnings.length ? { warnings } : {}),
  };
  return layout;
}

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
