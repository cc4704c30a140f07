/**
 * Positioned records of product rows and category titles: every text, colour, image and price
 * cell decided here, so the scene only draws.
 */
import type { FontFace, LayoutMetrics, LayoutTheme, TextMeasurer } from './input';
import type { DataRow, Fill, ImageBox, LayoutColumn, TextRun, TitleRow } from './output';
import {
  blockColumns,
  blockLeft,
  priceCells,
  type CellFonts,
  type CellStyle,
  type ColumnGrid,
} from './cells';
import { categoryColor, legibleFill, rowFill } from './colors';
import { TITLE_SLOTS, type Placement } from './flow';
import { slotBox } from './geometry';
import { kindLetters } from './legend';
import type { BoardItem } from './select';
import type { CategoryBlock } from './sort';
import { badgeRun, badgeSize, ellipsize, textRun } from './text';
import { fitTexts } from './text-fit';

/** Row images are 32 by 32 (spec section 9). */
export const ROW_IMAGE_SIZE = 32;

/** Everything rows are built from, computed once per layout. */
export interface RowContext {
  theme: LayoutTheme;
  measurer: TextMeasurer;
  metrics: LayoutMetrics;
  fonts: Record<keyof LayoutTheme['fonts'], FontFace>;
  cells: CellStyle;
  /** A multi-screen board: titles may show the category's picture. */
  multiScreen: boolean;
  radius: number;
  /** The price grid of each column, by column index. */
  grids: Map<number, ColumnGrid>;
  /** How a row on offer is marked: a tag before its old prices, or its name in the offer colour. */
  offer: 'tag' | 'colour';
  /** The word of that tag in the language shown. */
  offerTag?: string;
  /** The mark of a continued category's title in the language shown ('vervolg'). */
  continuedWord?: string;
}

/**
 * The mark of a continued category's title per language, for boards whose words leave it out
 * (the board's own words, `src/board/board-words.ts`, say the same).
 */
export const CONTINUED_WORDS = { nl: 'vervolg', en: 'cont.' } as const;
/** The mark of a continued category's title, in Dutch. */
export const CONTINUED_WORD = CONTINUED_WORDS.nl;

/** A category's title where it stands: 'Wiet', or 'Wiet (vervolg)' where it continues. */
export function titleText(name: string, continued: boolean, word: string = CONTINUED_WORD): string {
  return continued ? `${name} (${word})` : name;
}

/** The tag of a row on offer. */
export const OFFER_TAG = 'ACTIE';
/** Room (in ems of the name font) a name keeps before an offer's tag and old prices give way. */
const MIN_NAME_EMS = 6;

/** The colour a category paints with: its own, or the theme's when it does not use its own. */
export function baseColor(block: CategoryBlock, fallback: string): string {
  return block.options.use_custom_color ? (categoryColor(block.color) ?? fallback) : fallback;
}

/** The fill as drawn (darkened if it must be) and the text colours that read on it. */
function inkOn(fill: Fill, theme: LayoutTheme): { fill: Fill; text: string; muted: string } {
  const { text, muted, background } = theme.colors;
  const legible = legibleFill(fill, background, text.light, text.dark);
  return { fill: legible.fill, text: text[legible.tone], muted: muted[legible.tone] };
}

/** Width of a row's image, badge, name and star in `fonts`: what must fit beside the prices. */
export function leadWidth(
  entry: BoardItem,
  ctx: RowContext,
  fonts: CellFonts,
  lineHeight: number,
): number {
  const { item, options } = entry;
  const { measurer, metrics, theme } = ctx;
  let width = measurer.measure(entry.name, fonts.name).width;
  if (options.show_images && item.image_1) width += ROW_IMAGE_SIZE + metrics.runGap;
  const letters = options.show_chis ? kindLetters(item, theme.readings.badgeOrder) : [];
  if (letters.length) {
    width += badgeSize(measurer, letters.join(''), fonts.badge, lineHeight).w + metrics.runGap;
  }
  if (item.new) width += metrics.runGap + measurer.measure(theme.symbols.new, fonts.name).width;
  return width;
}

function gridOf(column: LayoutColumn, ctx: RowContext): ColumnGrid {
  const grid = ctx.grids.get(column.index);
  if (!grid) throw new Error(`Column ${column.index} has no price grid.`);
  return grid;
}

/** Aspect of a category picture (width to height), as the picture page asks for them. */
export const PICTURE_ASPECT = 5 / 2.2;

/** Whether a title shows its category's picture: multi-screen boards that enable it. */
export function showsPicture(block: CategoryBlock, multiScreen: boolean): boolean {
  return multiScreen && block.options.enable_image_for_category && Boolean(block.image);
}

/**
 * Slots a title takes: 2 (name, headers), or with a picture as many as the picture needs at
 * its own aspect across the column width, plus the header line.
 */
export function titleSlotsFor(
  block: CategoryBlock,
  multiScreen: boolean,
  rowHeight: number,
  columnWidth: number,
): number {
  if (!showsPicture(block, multiScreen)) return TITLE_SLOTS;
  return Math.max(TITLE_SLOTS, Math.ceil(columnWidth / PICTURE_ASPECT / rowHeight - 0.05) + 1);
}

/** The picture at its aspect in the title area, as wide as it may be and centred. */
function pictureBox(block: CategoryBlock, width: number, height: number): ImageBox {
  const w = Math.min(width, Math.round(height * PICTURE_ASPECT));
  const h = Math.round(w / PICTURE_ASPECT);
  return {
    key: block.image ?? '',
    x: Math.round((width - w) / 2),
    y: Math.round((height - h) / 2),
    w,
    h,
    fit: 'cover',
  };
}

/** A category title with its name (or picture) and, under it, its price column headers. */
export function titleRow(
  placement: Extract<Placement, { kind: 'title' }>,
  column: LayoutColumn,
  ctx: RowContext,
): TitleRow {
  const { block } = placement;
  const { theme, measurer, fonts } = ctx;
  const { y, h } = slotBox(column, placement.index, placement.slots);
  // The title line: one slot, or every slot above the header line when a picture is shown.
  const titleHeight = slotBox(column, placement.index, placement.slots - 1).h;
  const fill = { color: baseColor(block, theme.colors.titleFallback), alpha: theme.titleAlpha };
  const ink = inkOn(fill, theme);
  const grid = gridOf(column, ctx);
  const pad = ctx.metrics.cellPadding;
  // A repeated title at the top of a next column names the category and says it continues;
  // the picture shows once.
  const picture =
    showsPicture(block, ctx.multiScreen) && !placement.continued
      ? pictureBox(block, column.w, titleHeight)
      : null;
  // A long name is cut before the continued mark, so the mark always shows.
  const mark = titleText('', placement.continued, ctx.continuedWord);
  const markWidth = mark ? measurer.measure(mark, fonts.title).width : 0;
  const name =
    ellipsize(measurer, block.name, fonts.title, Math.max(0, column.w - 2 * pad - markWidth)) +
    mark;
  const title = textRun(
    measurer,
    'title',
    name,
    fonts.title,
    ink.text,
    pad,
    0,
    slotBox(column, placement.index, 1).h,
  );
  if (picture) {
    // Over a picture the name keeps a backing of the title colour, so it reads on any picture.
    title.box = { ...ink.fill, alpha: Math.max(ink.fill.alpha, 0.85), radius: ctx.radius };
  }
  const headerTop = titleHeight;
  return {
    kind: 'title',
    key: placement.continued ? `title:${block.id}:${column.index}` : `title:${block.id}`,
    column: column.index,
    page: column.page,
    index: placement.index,
    slots: placement.slots,
    x: column.x,
    y,
    w: column.w,
    h,
    categoryId: block.id,
    continued: placement.continued,
    background: { ...ink.fill, radius: ctx.radius },
    titleHeight,
    title,
    image: picture,
    headers: blockColumns(grid, block.labels).map((cell) => {
      const run = textRun(
        measurer,
        'header',
        cell.header,
        fonts.header,
        ink.text,
        0,
        headerTop,
        h - headerTop,
      );
      run.x = Math.round(cell.x + cell.w - (grid.padding ?? pad) - run.w);
      return { label: cell.label, x: cell.x, w: cell.w, run };
    }),
  };
}

/** A product row: image, badge, name, star, icons, flags, strains, description, prices. */
export function dataRow(
  placement: Extract<Placement, { kind: 'row' }>,
  column: LayoutColumn,
  ctx: RowContext,
): DataRow {
  const { block, item: entry, position } = placement;
  const { item, options } = entry;
  const { theme, measurer, metrics } = ctx;
  const { y, h } = slotBox(column, placement.index, 1);
  const fill = rowFill(baseColor(block, theme.colors.rowFallback), options.color_opacity, position);
  const ink = inkOn(fill, theme);
  const grid = gridOf(column, ctx);
  const fonts = ctx.cells.fonts;
  const pad = metrics.cellPadding;
  const gap = metrics.runGap;

  let x = pad;
  let image: ImageBox | null = null;
  if (options.show_images && item.image_1) {
    const size = ROW_IMAGE_SIZE;
    image = {
      key: item.image_1,
      x,
      y: Math.round((h - size) / 2),
      w: size,
      h: size,
      fit: 'contain',
    };
    x += size + gap;
  }
  const lead: TextRun[] = [];
  if (image) {
    // A neutral tile under the picture: while it loads, or if it never does, the row keeps
    // its shape and its texts stay where they are.
    lead.push({
      role: 'image-placeholder',
      text: '',
      x: image.x,
      y: image.y,
      w: image.w,
      h: image.h,
      font: fonts.detail,
      color: ink.muted,
      strike: false,
      box: { color: ink.muted, alpha: 0.25, radius: 4 },
    });
  }
  const letters = options.show_chis ? kindLetters(item, theme.readings.badgeOrder) : [];
  const first = letters[0];
  if (first) {
    const box = { color: theme.colors.badges[first], alpha: 1 };
    lead.push(
      badgeRun(measurer, 'badge', letters.join(''), fonts.badge, theme.colors.badgeText, box, x, h),
    );
  }
  const prices = priceCells(entry, grid, block.labels, ctx.cells, h, {
    text: ink.text,
    discount: theme.colors.discount,
    oldPrice: theme.colors.oldPrice,
  });
  // Old prices stand in their own cells; the offer tag stands before the prices when the name
  // keeps its least room, else the layout marks every row on offer of the board by colour.
  const badge = lead.find((run) => run.role === 'badge');
  const start = badge ? badge.x + badge.w + gap : x;
  const minName = ctx.cells.fonts.name.size * MIN_NAME_EMS;
  let end = blockLeft(grid, block.labels, column.w) - gap;
  const onOffer = prices.some((cell) => cell.discount);
  if (onOffer && ctx.offer === 'tag') {
    const tag = badgeRun(
      measurer,
      'offer',
      ctx.offerTag ?? OFFER_TAG,
      fonts.badge,
      theme.colors.badgeText,
      { color: theme.colors.discount, alpha: 1 },
      0,
      h,
    );
    if (end - tag.w - gap - start >= minName) {
      tag.x = Math.round(end - tag.w);
      end = tag.x - gap;
      lead.push(tag);
    }
  }
  // A row on offer without room for its tag is marked by colour instead (`layout.ts` then
  // marks every row on offer of the board that way, so one board marks offers one way).
  const tagged = lead.some((run) => run.role === 'offer');
  const from = start;
  const texts = rowTexts(entry, ctx, fonts, ink, h);
  if (onOffer && !tagged) {
    for (const run of texts) if (run.role === 'name') run.color = theme.colors.discount;
  }
  lead.push(...fitTexts(texts, end - from, from, h, ctx));
  return {
    kind: 'row',
    key: entry.key,
    column: column.index,
    page: column.page,
    index: placement.index,
    slots: 1,
    x: column.x,
    y,
    w: column.w,
    h,
    categoryId: block.id,
    parity: position % 2 === 0 ? 'even' : 'odd',
    background: { ...ink.fill, radius: ctx.radius },
    image,
    runs: lead,
    offer: onOffer,
    prices,
  };
}

/** The texts after the badge, in reading order; which ones a category shows is its choice. */
function rowTexts(
  entry: BoardItem,
  ctx: RowContext,
  fonts: CellFonts,
  ink: { text: string; muted: string },
  h: number,
): TextRun[] {
  const { item, options } = entry;
  const { theme, measurer } = ctx;
  const runs: TextRun[] = [];
  const add = (role: TextRun['role'], text: string, font: FontFace, color: string) =>
    runs.push(textRun(measurer, role, text, font, color, 0, 0, h));
  add('name', entry.name, fonts.name, ink.text);
  if (item.new) add('star', theme.symbols.new, fonts.name, theme.colors.star);
  // Icons mark strength, which the legend explains, so they show whatever the flag option says.
  if (item.icons?.length) add('icons', item.icons.join(''), fonts.name, ink.text);
  if (options.show_flags && item.flags?.length)
    add('flags', item.flags.join(' '), fonts.name, ink.text);
  const strains = (item.strains ?? []).map((strain) => strain.name).filter(Boolean);
  if (options.show_strains && strains.length) {
    add('strains', strains.join(', '), fonts.detail, ink.muted);
  }
  const description = item.kind_short_description_nl ?? item.product_short_description_nl;
  if (options.show_product_description && description) {
    add('description', description, fonts.detail, ink.muted);
  }
  return runs;
}
