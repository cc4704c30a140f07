/**
 * The layout engine's entry point: a shop's price list and a show in, a board of positioned
 * rows out. Pure: the same input gives the same board, and nothing is drawn or fetched here.
 */
import { BOARD_VERSION_LABEL } from '../../src/domain';
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
import { categoryColor, readableOn } from './colors';
import { flowColumns, type Placement } from './flow';
import { STAGES, boardFrame, columnBoxes, px, slotBox, type Frame } from './geometry';
import { legendEntries } from './legend';
import { dataRow, titleRow, type RowContext } from './rows';
import { listOf, selectBoardItems } from './select';
import { buildBlocks, type CategoryBlock } from './sort';
import { badgeRun, fontAt, textRun } from './text';

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
    index: placement.index,
    slots: 1,
    x: column.x,
    y,
    w: column.w,
    h,
  };
}

/** The legend in one row: each entry's symbol then its name, shrunk to fit when it must. */
function legendRow(
  placement: Placement,
  column: LayoutColumn,
  entries: LegendEntry[],
  ctx: RowContext,
): LegendRow {
  const { theme, measurer, metrics } = ctx;
  const { y, h } = slotBox(column, placement.index, 1);
  const color = ink(theme);
  const build = (shrink: number): TextRun[] => {
    const font = {
      ...ctx.fonts.legend,
      size: Math.max(8, Math.floor(ctx.fonts.legend.size * shrink)),
    };
    const runs: TextRun[] = [];
    let x = metrics.cellPadding;
    for (const entry of entries) {
      const symbol =
        entry.id === 'new' || entry.id === 'strong'
          ? textRun(
              measurer,
              'legend-symbol',
              entry.symbol,
              font,
              entry.id === 'new' ? theme.colors.star : color,
              x,
              0,
              h,
            )
          : badgeRun(
              measurer,
              'legend-symbol',
              entry.symbol,
              font,
              theme.colors.badgeText,
              { color: theme.colors.badges[entry.id], alpha: 1 },
              x,
              h,
            );
      const label = textRun(
        measurer,
        'legend-label',
        entry.label,
        font,
        color,
        symbol.x + symbol.w + metrics.runGap / 2,
        0,
        h,
      );
      runs.push(symbol, label);
      x = label.x + label.w + metrics.runGap * 2;
    }
    return runs;
  };
  let runs = build(1);
  const last = runs[runs.length - 1];
  const room = column.w - metrics.cellPadding;
  if (last && last.x + last.w > room) runs = build(room / (last.x + last.w));
  return {
    kind: 'legend',
    key: 'legend',
    column: column.index,
    index: placement.index,
    slots: 1,
    x: column.x,
    y,
    w: column.w,
    h,
    entries,
    runs,
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

/**
 * Lays out one board. Rows that cannot be shown (a price that is no number, no room left on the
 * board) are left out and listed in `warnings`; everything else is still laid out.
 */
export function layoutBoard(input: LayoutInput): BoardLayout {
  const { feed, show, orientation, theme, measurer } = input;
  const metrics = theme.metrics[orientation];
  const screen = show.screen ?? null;
  const selection = selectBoardItems(feed.prices ?? [], show, theme.list);
  const { left, right } = buildBlocks(selection.items);
  const capacity = rowsPerColumn(show.variant);
  const flow = flowColumns(left, right, capacity);
  const frame = boardFrame(orientation, show.variant, metrics);
  const columns = columnBoxes(frame.content, flow.sides, capacity, metrics);
  const rowHeight = columns[0]?.rowHeight ?? frame.content.h / capacity;
  const grow = screen?.extra_config.big_screen_enable ? theme.bigScreenFontScale : 1;
  const fonts = {} as RowContext['fonts'];
  for (const key of Object.keys(theme.fonts) as (keyof LayoutTheme['fonts'])[]) {
    fonts[key] = fontAt(theme.fonts[key], rowHeight, grow);
  }
  const ctx: RowContext = {
    theme,
    measurer,
    metrics,
    fonts,
    cells: {
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
    },
    multiScreen: screen !== null,
    radius: px((STAGES[orientation].width * theme.rowRadiusVw) / 100),
    prices: new Map(),
  };
  const legend = legendEntries(theme);
  const rows: LayoutRow[] = flow.placements.map((placement) => {
    const column = columns[placement.column] as LayoutColumn;
    switch (placement.kind) {
      case 'title':
        return titleRow(placement, column, ctx);
      case 'row':
        return dataRow(placement, column, ctx);
      case 'blank':
        return blankRow(placement, column);
      case 'legend':
        return legendRow(placement, column, legend, ctx);
    }
  });
  const warnings = [...selection.warnings, ...colorWarnings([...left, ...right])];
  for (const item of flow.dropped) {
    warnings.push({
      code: 'overflow',
      key: item.key,
      subject: item.name,
      message: `No room on the board: ${columns.length} columns of ${capacity} rows are full.`,
    });
  }
  return {
    stage: { ...STAGES[orientation] },
    orientation,
    variant: show.variant,
    chrome: chrome(frame, theme, ctx),
    columns,
    rows,
    legend,
    ...(warnings.length ? { warnings } : {}),
  };
}
