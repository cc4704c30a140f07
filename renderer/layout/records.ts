/**
 * The records of a board beside its data and title rows: blank slots, the legend, the chrome
 * (banner, logo, version) and colour warnings. Split from `layout.ts`, which orchestrates.
 */
import { BOARD_VERSION_LABEL } from '../../src/domain';
import type { LayoutTheme } from './input';
import type {
  BlankRow,
  LayoutChrome,
  LayoutColumn,
  LayoutWarning,
  LegendEntry,
  LegendRow,
  TextRun,
} from './output';
import { categoryColor, readableOn } from './colors';
import type { Placement } from './flow';
import { slotBox, type Frame } from './geometry';
import type { RowContext } from './rows';
import type { CategoryBlock } from './sort';
import { badgeRun, fontAt, MIN_FONT_SIZE, textRun } from './text';

/** The theme's text colour on its background. */
export function ink(theme: LayoutTheme): string {
  const fill = { color: theme.colors.background, alpha: 1 };
  const tone = readableOn(
    fill,
    theme.colors.background,
    theme.colors.text.light,
    theme.colors.text.dark,
  );
  return theme.colors.text[tone];
}

/** An empty slot of a column, kept so the scene can draw the row stripes evenly. */
export function blankRow(placement: Placement, column: LayoutColumn): BlankRow {
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
export function legendRow(
  placement: Placement,
  column: LayoutColumn,
  entries: LegendEntry[],
  ctx: RowContext,
  /** Slots it takes at least (a page mark that needs a line of its own), as far as free. */
  least = 1,
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
  const slots = Math.min(free, Math.max(least, built.lines));
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

/** Banner, logo and version mark around the columns. */
export function chrome(frame: Frame, theme: LayoutTheme, ctx: RowContext): LayoutChrome {
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

/** A warning per category whose custom colour is no hex colour. */
export function colorWarnings(blocks: CategoryBlock[]): LayoutWarning[] {
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
 * The page mark ('1/2') of a paged board at the right end of a page's legend: on the legend's
 * last line, or the line below when the legend fills it; left out only when neither has room.
 */
export function withPageMark(row: LegendRow, pages: number, ctx: RowContext): LegendRow {
  const { measurer, metrics, theme } = ctx;
  const line = row.h / Math.max(1, row.slots);
  const font = row.runs[0]?.font ?? ctx.fonts.legend;
  const lineOf = (run: TextRun) => Math.floor((run.y + run.h / 2) / line);
  const last = Math.max(0, ...row.runs.map(lineOf));
  for (const at of [last, last + 1]) {
    if (at >= row.slots) break;
    const mark = textRun(
      measurer,
      'page',
      `${row.page + 1}/${pages}`,
      font,
      ink(theme),
      0,
      at * line,
      line,
    );
    mark.x = Math.round(row.w - metrics.cellPadding - mark.w);
    const clear = row.runs.every(
      (run) => lineOf(run) !== at || run.x + run.w + 2 * metrics.runGap <= mark.x,
    );
    if (clear && mark.x >= metrics.cellPadding) return { ...row, runs: [...row.runs, mark] };
  }
  return row;
}
