/**
 * The layout engine's entry point: a shop's price list and a show in, a board of positioned
 * rows out. Pure: the same input gives the same board, and nothing is drawn or fetched here.
 */
import type { LayoutInput, ShowVariant, TextMeasurer } from './input';
import type { BoardLayout, DataRow, LayoutColumn, LayoutRow } from './output';
import { singlePriceBlocks } from './single-price';
import { columnGrid, pricePadding, tightPadding, type CellStyle, type ColumnGrid } from './cells';
import { columnContents, legendText, shrinkNeeded, widthColumns } from './column-fit';
import { fitBoard, MIN_ROW_HEIGHT, type Fit } from './fit';
import { MAX_COLUMNS, type Placement } from './flow';
import { STAGES, boardFrame, px } from './geometry';
import { shownLegend } from './legend';
import { blankRow, chrome, colorWarnings, legendRow, withPageMark } from './records';
import {
  CONTINUED_WORD,
  OFFER_TAG,
  dataRow,
  titleRow,
  titleSlotsFor,
  type RowContext,
} from './rows';
import { listOf, selectBoardItems } from './select';
import { buildBlocks } from './sort';
import { boardFonts, memoMeasurer, partnerMeasurer } from './text';

/** How much wider a legend draws than its text (`legendText`) measures. */
const LEGEND_MARGIN = 1.35;
/** The widest page mark a paged legend keeps room for. */
const PAGE_MARK_ROOM = '00/00';

/** Smallest share of its size the board's fonts shrink to before names are cut instead. */
export const BLOCK_MIN_SCALE = 0.75;

/** Row slots per column: cannabis lists at most 20, hospitality lists 34 (spec section 5). */
export const ROWS_PER_COLUMN = { cannabis: 20, hospitality: 34 } as const;

/** Row slots per column of a show. */
export function rowsPerColumn(variant: ShowVariant): number {
  return ROWS_PER_COLUMN[listOf(variant)];
}

/**
 * Lays out one board. The row size is the largest that fits the menu (see `fit.ts`); rows that
 * do not fit the screen at once stand on later pages and are listed in `warnings`, as are rows
 * that cannot be shown (a price that is no number). Everything else is laid out.
 */
export function layoutBoard(input: LayoutInput): BoardLayout {
  const measurer = memoMeasurer(partnerMeasurer(input.measurer, input.partners));
  // Selected and sorted once: both passes below share the rows (and what is cached per row).
  const selection = selectBoardItems(input.feed.prices ?? [], input.show, input.theme.list);
  const menu: Menu = { selection, sides: buildBlocks(selection.items) };
  const strict = layoutWith(input, menu, measurer, new Set());
  const loose = longNames(input, menu, measurer);
  if (!loose.size) return strict;
  const relaxed = layoutWith(input, menu, measurer, loose);
  return keepsEverything(strict, relaxed) ? relaxed : strict;
}

/** A name at least this many times the median name's width is a long one (`longNames`). */
export const LONG_NAME_FACTOR = 2;
/** At most this share of a board's rows (and at least one row) counts as long names. */
export const LONG_NAME_SHARE = 0.1;

/**
 * The rows whose names are far longer than the board's others: at most one row in ten, each
 * at least twice the median name's width. The board's fonts may be sized without them (see
 * `keepsEverything`); they then shrink on their own, take two lines, or are cut.
 */
function longNames(input: LayoutInput, menu: Menu, measurer: TextMeasurer): Set<string> {
  const { items } = menu.selection;
  if (items.length < 2) return new Set();
  const font = input.theme.fonts.name;
  const face = { family: font.family, weight: font.weight, size: 100 };
  const widths = items.map((item) => ({
    key: item.key,
    w: measurer.measure(item.name, face).width,
  }));
  const sorted = widths.map((entry) => entry.w).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const long = widths
    .filter((entry) => entry.w >= LONG_NAME_FACTOR * median)
    .sort((a, b) => b.w - a.w);
  if (!long.length || long.length > Math.max(1, Math.floor(items.length * LONG_NAME_SHARE))) {
    return new Set();
  }
  return new Set(long.map((entry) => entry.key));
}

/**
 * Whether the board sized without its long names gives up nothing the board sized for them
 * shows: its names are larger, it has no more pages, and every row keeps its flags, icons,
 * star, strains, description and offer tag, and a name that stood whole stays whole (smaller
 * on its own or on two lines at most). Otherwise the long names keep the board's size.
 */
function keepsEverything(strict: BoardLayout, relaxed: BoardLayout): boolean {
  if (relaxed.fit.fonts.name <= strict.fit.fonts.name) return false;
  if (relaxed.fit.pages > strict.fit.pages) return false;
  const rowsOf = (layout: BoardLayout) =>
    new Map(layout.rows.flatMap((row) => (row.kind === 'row' ? [[row.key, row] as const] : [])));
  const after = rowsOf(relaxed);
  const kept = ['badge', 'star', 'icons', 'flags', 'strains', 'description', 'offer'] as const;
  const cut = (row: DataRow) =>
    row.runs.some(
      (run) => (run.role === 'name' || run.role === 'name-more') && run.text.endsWith('…'),
    );
  for (const [key, row] of rowsOf(strict)) {
    const other = after.get(key);
    if (!other) return false;
    for (const role of kept) {
      if (row.runs.some((run) => run.role === role) && !other.runs.some((run) => run.role === role))
        return false;
    }
    if (!cut(row) && cut(other)) return false;
  }
  return true;
}

/** A board's rows as selected and sorted into categories: the same for every pass. */
interface Menu {
  selection: ReturnType<typeof selectBoardItems>;
  sides: ReturnType<typeof buildBlocks>;
}

function layoutWith(
  input: LayoutInput,
  menu: Menu,
  measurer: TextMeasurer,
  loose: ReadonlySet<string>,
): BoardLayout {
  const { feed, show, orientation, theme } = input;
  const metrics = theme.metrics[orientation];
  const screen = show.screen ?? null;
  const multiScreen = screen !== null;
  const { selection, sides } = menu;
  const hospitality = listOf(show.variant) === 'hospitality';
  const header = input.words?.price;
  const left = hospitality ? singlePriceBlocks(sides.left, header) : sides.left;
  const right = hospitality ? singlePriceBlocks(sides.right, header) : sides.right;
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
    cellPadding: pricePadding(metrics.cellPadding, fonts.price.size),
    runGap: metrics.runGap,
    minNameShare: metrics.minNameShare,
  });
  const floorFonts = boardFonts(theme.fonts, MIN_ROW_HEIGHT, grow);
  const maxRowHeight = Math.min(
    theme.fit.maxRowHeight[orientation],
    input.rowHeightCap ?? Infinity,
  );
  // The legend's width at a row height: its slots are kept before the rows are placed.
  const legendLine = legendText(theme, [...left, ...right]);
  // The text stands a badge's pill in as two letters; the pills are wider, hence the margin.
  const legendWidth = (rowHeight: number, paged: boolean) =>
    LEGEND_MARGIN *
      measurer.measure(
        paged ? `${legendLine}  ${PAGE_MARK_ROOM}` : legendLine,
        boardFonts(theme.fonts, rowHeight, grow).legend,
      ).width +
    2 * metrics.cellPadding;
  const baseCtx = (rowHeight: number): RowContext => ({
    theme,
    measurer,
    metrics,
    fonts: boardFonts(theme.fonts, rowHeight, grow),
    cells: cellStyle(boardFonts(theme.fonts, rowHeight, grow)),
    multiScreen,
    radius: px((STAGES[orientation].width * theme.rowRadiusVw) / 100),
    grids: new Map(),
    offer: theme.fit.offer,
    offerTag: input.words?.offer ?? OFFER_TAG,
    continuedWord: input.words?.continued ?? CONTINUED_WORD,
  });
  // Stacked (portrait) bands of a page stand one above the other across the whole width: they
  // share one price grid, so a label's prices stand in one column from top to bottom.
  const gridOf = (columns: readonly LayoutColumn[], column: LayoutColumn) =>
    metrics.columns === 'stacked'
      ? (columns.find((other) => other.page === column.page) ?? column).index
      : column.index;
  // One font size for the whole board: the narrowest need of any column decides it. Sizes are
  // whole pixels, so the need is checked again after each shrink.
  // Settled once per candidate: the fit asks each candidate's name size, and the chosen one is
  // settled again below.
  const settled = new WeakMap<Fit, ReturnType<typeof settleFit>>();
  const settle = (candidate: Fit) => {
    let known = settled.get(candidate);
    if (!known) settled.set(candidate, (known = settleFit(candidate)));
    return known;
  };
  const settleFit = (candidate: Fit) => {
    const { columns, flow, rowHeight } = candidate;
    const ctx = baseCtx(rowHeight);
    const contents = columnContents(
      flow.placements.map((placement) => ({
        ...placement,
        column: gridOf(columns, columns[placement.column] as LayoutColumn),
      })),
      ctx.cells.truncated,
    );
    let shrink = 1;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const need = shrinkNeeded(contents, columns, ctx, rowHeight, loose);
      const byGrid = need.grid < 1 ? shrink * need.grid * 0.99 : shrink;
      const byLead = need.lead < 1 ? Math.max(BLOCK_MIN_SCALE, shrink * need.lead * 0.99) : shrink;
      const next = Math.min(byGrid, byLead);
      if (next >= shrink - 0.001) break;
      shrink = next;
      ctx.fonts = boardFonts(theme.fonts, rowHeight, grow, Math.max(shrink, 0.1));
      ctx.cells = cellStyle(ctx.fonts);
    }
    return { ctx, contents };
  };
  const fit = fitBoard({
    left,
    right,
    content: frame.content,
    metrics,
    specRows,
    maxRowHeight,
    largestRowHeight: theme.fit.maxRowHeight[orientation],
    nameSize: (candidate) => settle(candidate).ctx.fonts.name.size,
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
    legendLines: (width, rowHeight, paged) =>
      Math.ceil(legendWidth(rowHeight, paged) / Math.max(1, width - 2 * metrics.cellPadding)),
  });
  const { columns, flow, rowHeight } = fit;
  const { ctx, contents } = settle(fit);
  // Grids whose column has a name that does not stand whole on one line at the board's name
  // size: their price columns move right and close up to the tight padding, so the name gets
  // the room first (then it shrinks alone, then takes two lines, and is cut only after that).
  const tight = new Set<number>();
  const buildGrids = () => {
    for (const column of columns) {
      const key = gridOf(columns, column);
      const content = contents.get(key);
      const style = tight.has(key)
        ? { ...ctx.cells, cellPadding: tightPadding(ctx.cells) }
        : ctx.cells;
      const grid: ColumnGrid = content
        ? columnGrid(
            content.labels,
            content.items,
            style,
            column.w,
            [...content.blocks].map((block) => block.labels),
          )
        : { columns: [], left: column.w, texts: new Map() };
      ctx.grids.set(column.index, grid);
    }
  };
  buildGrids();
  // Rows are placed once; a later pass places again only the rows it changes (`again`).
  const placedAt = new Map<Placement, LayoutRow>();
  const placeRows = (again?: (placement: Placement) => boolean) => {
    const placed: LayoutRow[] = [];
    const legendPlacements: Placement[] = [];
    for (const placement of flow.placements) {
      const column = columns[placement.column] as LayoutColumn;
      const kept = placedAt.get(placement);
      let row: LayoutRow;
      if (placement.kind === 'legend') {
        legendPlacements.push(placement);
        continue;
      } else if (kept && again && !again(placement)) row = kept;
      else if (placement.kind === 'title') row = titleRow(placement, column, ctx);
      else if (placement.kind === 'row') row = dataRow(placement, column, ctx);
      else row = blankRow(placement, column);
      placedAt.set(placement, row);
      placed.push(row);
    }
    return { placed, legendPlacements };
  };
  let { placed: rows, legendPlacements: legends } = placeRows();
  const squeezed = (row: LayoutRow) =>
    row.kind === 'row' &&
    row.runs.some(
      (run) =>
        run.role === 'name-more' ||
        (run.role === 'name' && (run.font.size < ctx.fonts.name.size || run.text.endsWith('…'))),
    );
  for (const row of rows) {
    if (squeezed(row)) tight.add(gridOf(columns, columns[row.column] as LayoutColumn));
  }
  if (tight.size) {
    buildGrids();
    const inTight = (placement: Placement) =>
      tight.has(gridOf(columns, columns[placement.column] as LayoutColumn));
    ({ placed: rows, legendPlacements: legends } = placeRows(inTight));
  }
  // One board marks its offers one way: when a row on offer has no room for the tag, every row
  // on offer is marked by the colour of its name instead.
  const untagged = (row: LayoutRow) =>
    row.kind === 'row' && row.offer && !row.runs.some((run) => run.role === 'offer');
  if (ctx.offer === 'tag' && rows.some(untagged)) {
    ctx.offer = 'colour';
    const onOffer = new Set(
      rows.flatMap((row) => (row.kind === 'row' && row.offer ? [row.key] : [])),
    );
    const offered = (placement: Placement) =>
      placement.kind === 'row' && onOffer.has(placement.item.key);
    ({ placed: rows, legendPlacements: legends } = placeRows(offered));
  }
  for (const placement of legends) {
    const column = columns[placement.column] as LayoutColumn;
    const runs = rows.flatMap((row) =>
      row.kind === 'row' && row.page === column.page ? row.runs : [],
    );
    const entries = shownLegend(theme, runs);
    const legend = legendRow(placement, column, entries, ctx);
    // A paged board says which page shows: '1/2' at the end of each page's legend, on a line
    // of its own when the legend's last line has no room for it.
    let marked = fit.pages > 1 ? withPageMark(legend, fit.pages, ctx) : legend;
    if (marked === legend && fit.pages > 1) {
      const longer = legendRow(placement, column, entries, ctx, legend.slots + 1);
      marked = withPageMark(longer, fit.pages, ctx);
    }
    rows.push(marked);
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
