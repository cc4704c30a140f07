/**
 * Price columns of a category and the price cells of its rows. Every row of a category shares
 * the category's columns (one per label any of its rows shows), so prices line up under their
 * headers; a row without a label gets a blank cell, a discounted label the old price struck
 * through beside the discount in red.
 */
import { formatBoardPrice, formatPriceLabelText, type PriceLabelNames } from '../../src/domain';
import type { FontFace, TextMeasurer } from './input';
import type { PriceCell } from './output';
import type { BoardItem } from './select';
import type { CategoryBlock } from './sort';
import { MIN_FONT_SIZE, textRun } from './text';

/** One price column of a category, relative to its rows. */
export interface PriceColumn {
  label: string;
  header: string;
  x: number;
  w: number;
}

interface CellText {
  /** The price shown, the discount price when an action applies; null for a blank cell. */
  text: string | null;
  /** The regular price, struck through, when an action applies. */
  old: string | null;
}

/** The fonts of a category's rows and headers: one size for all its rows, so they line up. */
export interface CellFonts {
  price: FontFace;
  oldPrice: FontFace;
  header: FontFace;
  name: FontFace;
  detail: FontFace;
  badge: FontFace;
}

/** Smallest share of its size a category's fonts shrink to before names are cut instead. */
export const BLOCK_MIN_SCALE = 0.75;

/** The columns of a category, the fonts they use, and the texts of its cells per row key. */
export interface BlockPrices {
  columns: PriceColumn[];
  /** Where the first price column starts: a row's texts must end before it. */
  left: number;
  fonts: CellFonts;
  texts: Map<string, CellText[]>;
}

/** What cell measuring and drawing need. */
export interface CellStyle {
  measurer: TextMeasurer;
  fonts: CellFonts;
  truncated: boolean;
  labelNames: PriceLabelNames;
  cellPadding: number;
  runGap: number;
  /** Share of a row kept for the name and its texts; prices shrink rather than take it. */
  minNameShare: number;
}

function cellTexts(item: BoardItem, labels: readonly string[], truncated: boolean): CellText[] {
  const byLabel = new Map(item.prices.map((price) => [price.label, price]));
  return labels.map((label) => {
    const price = byLabel.get(label);
    if (!price) return { text: null, old: null };
    if (price.action === null) return { text: formatBoardPrice(price.price, truncated), old: null };
    return {
      text: formatBoardPrice(price.action, truncated),
      old: formatBoardPrice(price.price, truncated),
    };
  });
}

/** Widest text of each column: its header, or a price (old and new together where discounted). */
function columnWidths(
  headers: readonly string[],
  texts: Map<string, CellText[]>,
  style: CellStyle,
  fonts: CellFonts,
): number[] {
  const { measurer } = style;
  const widths = headers.map((header) => measurer.measure(header, fonts.header).width);
  for (const row of texts.values()) {
    row.forEach((cell, column) => {
      if (cell.text === null) return;
      let width = measurer.measure(cell.text, fonts.price).width;
      if (cell.old !== null)
        width += style.runGap + measurer.measure(cell.old, fonts.oldPrice).width;
      if (width > (widths[column] ?? 0)) widths[column] = width;
    });
  }
  return widths;
}

function shrink(font: FontFace, factor: number): FontFace {
  return { ...font, size: Math.max(MIN_FONT_SIZE, Math.floor(font.size * factor)) };
}

function shrinkAll(fonts: CellFonts, factor: number, keys: (keyof CellFonts)[]): CellFonts {
  const result = { ...fonts };
  for (const key of keys) result[key] = shrink(fonts[key], factor);
  return result;
}

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

/**
 * The price columns of a category on rows `rowWidth` wide, right-aligned in the row, and the
 * fonts of its rows. `leadWidth` tells how wide the widest row's badge, name and star are in
 * given fonts. When names and prices do not fit side by side, all the category's fonts shrink
 * together (to `BLOCK_MIN_SCALE` at most, so its rows stay alike); when prices would still
 * leave the name less than its share of the row, prices and headers shrink further, and only
 * then are names cut.
 */
export function blockPrices(
  block: CategoryBlock,
  style: CellStyle,
  rowWidth: number,
  leadWidth: (fonts: CellFonts) => number,
): BlockPrices {
  const headers = block.labels.map((label) => formatPriceLabelText(label, style.labelNames));
  const texts = new Map<string, CellText[]>();
  for (const item of block.items)
    texts.set(item.key, cellTexts(item, block.labels, style.truncated));
  const padding = 2 * style.cellPadding * headers.length;
  const room = rowWidth - style.cellPadding - style.runGap - padding;
  let fonts = style.fonts;
  let widths = columnWidths(headers, texts, style, fonts);
  const wanted = leadWidth(fonts) + sum(widths);
  if (wanted > room && wanted > 0) {
    const factor = Math.max(BLOCK_MIN_SCALE, room / wanted);
    fonts = shrinkAll(fonts, factor, ['price', 'oldPrice', 'header', 'name', 'detail', 'badge']);
    widths = columnWidths(headers, texts, style, fonts);
  }
  const allowed = rowWidth * (1 - style.minNameShare) - padding;
  const textWidth = sum(widths);
  if (textWidth > allowed && textWidth > 0) {
    fonts = shrinkAll(fonts, Math.max(0, allowed) / textWidth, ['price', 'oldPrice', 'header']);
    widths = columnWidths(headers, texts, style, fonts);
  }
  const columns: PriceColumn[] = [];
  let right = rowWidth;
  for (let column = headers.length - 1; column >= 0; column -= 1) {
    const w = Math.ceil((widths[column] ?? 0) + 2 * style.cellPadding);
    right -= w;
    columns.unshift({
      label: block.labels[column] ?? '',
      header: headers[column] ?? '',
      x: right,
      w,
    });
  }
  return { columns, left: right, fonts, texts };
}

/** The price cells of one row, texts right-aligned in their columns, on a line `lineHeight` high. */
export function priceCells(
  item: BoardItem,
  prices: BlockPrices,
  style: CellStyle,
  lineHeight: number,
  colors: { text: string; discount: string; oldPrice: string },
): PriceCell[] {
  const texts = prices.texts.get(item.key) ?? [];
  const { measurer } = style;
  return prices.columns.map((column, index) => {
    const cell = texts[index] ?? { text: null, old: null };
    const base = { label: column.label, x: column.x, w: column.w };
    if (cell.text === null) return { ...base, blank: true, discount: false, runs: [] };
    const end = column.x + column.w - style.cellPadding;
    const color = cell.old === null ? colors.text : colors.discount;
    const price = textRun(
      measurer,
      'price',
      cell.text,
      prices.fonts.price,
      color,
      0,
      0,
      lineHeight,
    );
    price.x = Math.round(end - price.w);
    if (cell.old === null) return { ...base, blank: false, discount: false, runs: [price] };
    const oldFont = prices.fonts.oldPrice;
    const old = textRun(
      measurer,
      'old-price',
      cell.old,
      oldFont,
      colors.oldPrice,
      0,
      0,
      lineHeight,
    );
    old.x = Math.round(price.x - style.runGap - old.w);
    old.strike = true;
    return { ...base, blank: false, discount: true, runs: [old, price] };
  });
}
