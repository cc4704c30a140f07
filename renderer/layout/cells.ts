/**
 * The price grid of a column and the price cells of its rows. Every category of a column
 * shares one grid: a label (1g, 5g, Joint) has one right edge for every category showing it,
 * so prices line up down the whole column. A category's headers and cells stand only under its
 * own labels; a row without one of them gets a blank cell. A discount stands in its own cell:
 * the struck-through old price directly left of the discount price, so it can only be read as
 * the old price of that label. The cell is as wide as its widest old-and-new pair.
 */
import { formatBoardPrice, formatPriceLabelText, type PriceLabelNames } from '../../src/domain';
import type { FontFace, TextMeasurer } from './input';
import type { PriceCell, TextRun } from './output';
import type { BoardItem } from './select';
import { textRun } from './text';

/** One price column of a grid, relative to its rows. */
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

/** The fonts of the board's rows and headers. */
export interface CellFonts {
  price: FontFace;
  oldPrice: FontFace;
  header: FontFace;
  name: FontFace;
  detail: FontFace;
  badge: FontFace;
}

/** The grid of one column: its price columns, where they start, and each row's cell texts. */
export interface ColumnGrid {
  columns: PriceColumn[];
  /** Where the leftmost price column starts (each category's own start: `blockLeft`). */
  left: number;
  texts: Map<string, CellText[]>;
  /**
   * Per price column, the widest decimal part (',50', ',-') of its prices: every price of a
   * column ends that far left of the cell's end at its comma, so '5,-' and '5,50' line up on
   * the comma.
   */
  tails?: number[];
  /**
   * Padding on each side of a price in this grid, when it is tighter than the style's (a column
   * whose name needs the room: `tightPadding`).
   */
  padding?: number;
}

/**
 * Least gap between the prices of two adjacent price columns, as a share of the price size:
 * '25,00  125,00  1.250,00' reads as three numbers, not one. Each side of a price keeps half of
 * it; names give way (a narrower name column, then smaller fonts) before this gap does.
 */
export const PRICE_GAP_EMS = 0.6;
/**
 * Gap between a struck old price and its own price, as a share of the price size: at most
 * half the gap to the next column's price (`PRICE_GAP_EMS`), so the pair reads as one.
 */
export const OLD_PRICE_GAP_EMS = 0.2;

/** Padding on each side of a price: the theme's, and never less than half the least gap. */
export function pricePadding(themePadding: number, priceSize: number): number {
  return Math.max(themePadding, Math.ceil((priceSize * PRICE_GAP_EMS) / 2));
}

/**
 * The padding of a tight grid (a column whose name needs the room) at `style`'s price size:
 * half the least gap between prices, never more than the style's own padding.
 */
export function tightPadding(style: CellStyle): number {
  return Math.min(style.cellPadding, pricePadding(0, style.fonts.price.size));
}

/** Gap between an old price and its own price: the theme's run gap, held to `OLD_PRICE_GAP_EMS`. */
export function oldPriceGap(style: CellStyle): number {
  return Math.max(
    1,
    Math.min(style.runGap, Math.floor(style.fonts.price.size * OLD_PRICE_GAP_EMS)),
  );
}

/** The decimal part of a price text from its comma (',50', ',-'); '' without a comma. */
export function priceTail(text: string): string {
  const comma = text.lastIndexOf(',');
  return comma < 0 ? '' : text.slice(comma);
}

/** Width of the widest decimal part of each column's prices (discount prices included). */
export function gridTails(
  texts: readonly string[][],
  measurer: TextMeasurer,
  font: FontFace,
): number[] {
  return texts.map((column) => {
    let tail = 0;
    for (const text of column) {
      const pair = text.indexOf(PAIR);
      const price = pair < 0 ? text : text.slice(pair + 1);
      tail = Math.max(tail, measurer.measure(priceTail(price), font).width);
    }
    return tail;
  });
}

/** What cell measuring and drawing need. */
export interface CellStyle {
  measurer: TextMeasurer;
  fonts: CellFonts;
  truncated: boolean;
  labelNames: PriceLabelNames;
  cellPadding: number;
  runGap: number;
  /** Share of a row kept for the name and its texts; fonts shrink rather than take it. */
  minNameShare: number;
}

/** Cell texts already formatted, per row and label list: the fit asks for them repeatedly. */
const formatted = new WeakMap<BoardItem, Map<string, CellText[]>>();

function cellTexts(item: BoardItem, labels: readonly string[], truncated: boolean): CellText[] {
  const key = `${truncated ? 't' : 'f'}\u0000${labels.join('\u0000')}`;
  let byItem = formatted.get(item);
  if (!byItem) formatted.set(item, (byItem = new Map()));
  let texts = byItem.get(key);
  if (!texts) byItem.set(key, (texts = formatCells(item, labels, truncated)));
  return texts;
}

function formatCells(item: BoardItem, labels: readonly string[], truncated: boolean): CellText[] {
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

/** Separates the old price from the discount price in a grid text of a discounted cell. */
const PAIR = '\u0000';

/** The distinct price texts of each label of a grid (prices, and old-and-discount pairs). */
export function gridTexts(
  labels: readonly string[],
  items: readonly BoardItem[],
  truncated: boolean,
): string[][] {
  const texts = labels.map(() => new Set<string>());
  for (const item of items) {
    cellTexts(item, labels, truncated).forEach((cell, column) => {
      if (cell.text !== null) texts[column]?.add(cell.text);
      if (cell.text !== null && cell.old !== null) {
        texts[column]?.add(cell.old);
        texts[column]?.add(`${cell.old}${PAIR}${cell.text}`);
      }
    });
  }
  return texts.map((set) => [...set]);
}

/**
 * Widths of a grid's price columns before padding: the widest header, price, or struck old
 * price with its discount price beside it. `texts` is `gridTexts` of the grid's rows: measured
 * once per distinct text.
 */
export function gridWidths(
  labels: readonly string[],
  texts: readonly string[][],
  style: CellStyle,
  fonts: CellFonts,
): number[] {
  const { measurer } = style;
  const tails = gridTails(texts, measurer, fonts.price);
  // A price stands with its comma where the column's widest decimal part starts.
  const aligned = (price: string, tail: number) =>
    measurer.measure(price.slice(0, price.length - priceTail(price).length), fonts.price).width +
    tail;
  return labels.map((label, column) => {
    let width = measurer.measure(formatPriceLabelText(label, style.labelNames), fonts.header).width;
    const tail = tails[column] ?? 0;
    for (const text of texts[column] ?? []) {
      const pair = text.indexOf(PAIR);
      if (pair < 0) {
        width = Math.max(width, measurer.measure(text, fonts.price).width, aligned(text, tail));
        continue;
      }
      const old = Math.ceil(measurer.measure(text.slice(0, pair), fonts.oldPrice).width);
      const price = text.slice(pair + 1);
      const priceWidth = Math.max(measurer.measure(price, fonts.price).width, aligned(price, tail));
      width = Math.max(width, old + oldPriceGap(style) + Math.ceil(priceWidth));
    }
    return width;
  });
}

/** Width of a grid on the row, padding included. */
export function gridWidth(widths: readonly number[], style: CellStyle): number {
  return widths.reduce((sum, width) => sum + Math.ceil(width + 2 * style.cellPadding), 0);
}

/**
 * The price grid of a column whose rows are `rowWidth` wide. Each category's labels stand
 * right-aligned in its rows, and a label shared by several categories has one right edge for
 * all of them: it stands left of the next label of every category showing it. Labels that no
 * category shows together may overlap, so a joints category does not push the gram prices of
 * the category above it to the left.
 */
export function columnGrid(
  labels: readonly string[],
  items: readonly BoardItem[],
  style: CellStyle,
  rowWidth: number,
  blockLabels: readonly (readonly string[])[] = [labels],
): ColumnGrid {
  const widths = gridWidths(labels, gridTexts(labels, items, style.truncated), style, style.fonts);
  const texts = new Map<string, CellText[]>();
  for (const item of items) texts.set(item.key, cellTexts(item, labels, style.truncated));
  const index = new Map(labels.map((label, at) => [label, at]));
  const lefts = new Map<string, number>();
  const columns: PriceColumn[] = [];
  for (let column = labels.length - 1; column >= 0; column -= 1) {
    const label = labels[column] ?? '';
    let right = rowWidth;
    for (const own of blockLabels) {
      const at = own.indexOf(label);
      if (at < 0) continue;
      const next = own[at + 1];
      if (next !== undefined && index.has(next)) right = Math.min(right, lefts.get(next) ?? right);
    }
    const w = Math.ceil((widths[column] ?? 0) + 2 * style.cellPadding);
    lefts.set(label, right - w);
    columns.unshift({
      label,
      header: formatPriceLabelText(label, style.labelNames),
      x: right - w,
      w,
    });
  }
  const left = Math.min(rowWidth, ...columns.map((column) => column.x));
  const tails = gridTails(
    gridTexts(labels, items, style.truncated),
    style.measurer,
    style.fonts.price,
  );
  return { columns, left, texts, tails, padding: style.cellPadding };
}

/** Where a category's first price column starts: its rows' texts end before it. */
export function blockLeft(grid: ColumnGrid, labels: readonly string[], rowWidth: number): number {
  return Math.min(rowWidth, ...blockColumns(grid, labels).map((column) => column.x));
}

/** The grid's columns a category shows: those of its own labels. */
export function blockColumns(grid: ColumnGrid, labels: readonly string[]): PriceColumn[] {
  const own = new Set(labels);
  return grid.columns.filter((column) => own.has(column.label));
}

/**
 * The price cells of one row under its category's labels, texts right-aligned in their
 * columns, on a line `lineHeight` high. A discounted cell holds the struck old price directly
 * left of the discount price, both inside the cell: no other price stands between them.
 */
export function priceCells(
  item: BoardItem,
  grid: ColumnGrid,
  labels: readonly string[],
  style: CellStyle,
  lineHeight: number,
  colors: { text: string; discount: string; oldPrice: string },
): PriceCell[] {
  const texts = grid.texts.get(item.key) ?? [];
  const { measurer, fonts } = style;
  const own = new Set(labels);
  const cells: PriceCell[] = [];
  grid.columns.forEach((column, index) => {
    if (!own.has(column.label)) return;
    const cell = texts[index] ?? { text: null, old: null };
    const base = { label: column.label, x: column.x, w: column.w };
    if (cell.text === null) {
      cells.push({ ...base, blank: true, discount: false, runs: [] });
      return;
    }
    const end = column.x + column.w - (grid.padding ?? style.cellPadding);
    const color = cell.old === null ? colors.text : colors.discount;
    const price = textRun(measurer, 'price', cell.text, fonts.price, color, 0, 0, lineHeight);
    // The comma at the column's comma line: the widest decimal part of the column ends at the
    // cell's end, so '5,-' stands with its comma under that of '5,50'.
    const whole = cell.text.slice(0, cell.text.length - priceTail(cell.text).length);
    const comma = end - (grid.tails?.[index] ?? 0);
    price.x = Math.min(
      Math.round(end - price.w),
      Math.round(comma - measurer.measure(whole, fonts.price).width),
    );
    if (cell.old === null) {
      cells.push({ ...base, blank: false, discount: false, runs: [price] });
      return;
    }
    const old: TextRun = {
      ...textRun(
        measurer,
        'old-price',
        cell.old,
        fonts.oldPrice,
        colors.oldPrice,
        0,
        0,
        lineHeight,
      ),
      strike: true,
    };
    old.x = Math.round(price.x - oldPriceGap(style) - old.w);
    cells.push({ ...base, blank: false, discount: true, runs: [old, price] });
  });
  return cells;
}
