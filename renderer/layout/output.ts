/**
 * What the layout engine returns: plain, serialisable records that a scene only draws. Every
 * position is in stage pixels; positions inside a row (runs, cells, images) are relative to the
 * row's top-left corner, so a scene can move a reused row without touching its children.
 */
import type { FontFace, LayoutOrientation, ShowVariant } from './input';

/** A colour with its opacity. */
export interface Fill {
  color: string;
  alpha: number;
}

/** What a text run stands for, so a scene can style or animate kinds of runs. */
export type RunRole =
  | 'title'
  | 'header'
  | 'badge'
  | 'name'
  /** The second line of a name that stands on two lines (the first is 'name'). */
  | 'name-more'
  | 'star'
  | 'icons'
  | 'flags'
  | 'strains'
  | 'description'
  | 'price'
  | 'old-price'
  | 'offer'
  | 'image-placeholder'
  | 'legend-symbol'
  | 'legend-label'
  | 'page'
  | 'version';

/** One text, placed and styled. */
export interface TextRun {
  role: RunRole;
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  font: FontFace;
  color: string;
  /** Drawn with a line through it (an old price beside a discount). */
  strike: boolean;
  /** A filled rounded box behind the text (kind badges). */
  box: (Fill & { radius: number }) | null;
}

/** An image by its key (an image-service key or a path under `assets/`), placed. */
export interface ImageBox {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fit: 'contain' | 'cover';
}

/** One price column of a row: the price of `label`, blank when the row has no such price. */
export interface PriceCell {
  /** The canonical label of the column ('2.5g'). */
  label: string;
  x: number;
  w: number;
  blank: boolean;
  /** True when an action applies: the old price is struck through beside the discount. */
  discount: boolean;
  /** Nothing (blank), the price, or the struck-through old price then the discount price. */
  runs: TextRun[];
}

/** Header of one price column, under a category title. */
export interface HeaderCell {
  label: string;
  x: number;
  w: number;
  run: TextRun;
}

interface RowBase {
  /** Stable identity across layouts: the link id for data rows. */
  key: string;
  /** Column the row stands in (index into `columns`). */
  column: number;
  /** The page it stands on. */
  page: number;
  /** First row slot the row occupies in its column. */
  index: number;
  /** How many row slots it occupies. */
  slots: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A category title: its name (or image), and the price column headers in its lower half. */
export interface TitleRow extends RowBase {
  kind: 'title';
  categoryId: string;
  /** True for the repeated title at the top of a column a category continues into. */
  continued: boolean;
  background: Fill & { radius: number };
  /** Height of the title line; the headers stand below it. */
  titleHeight: number;
  title: TextRun | null;
  /** The category's picture instead of its name (multi-screen, `enable_image_for_category`). */
  image: ImageBox | null;
  headers: HeaderCell[];
}

/** A product row. */
export interface DataRow extends RowBase {
  kind: 'row';
  categoryId: string;
  /** Position within its category from 0: even rows are darkened, odd rows lightened. */
  parity: 'even' | 'odd';
  background: Fill & { radius: number };
  /** The 32x32 row image (`show_images`). */
  image: ImageBox | null;
  runs: TextRun[];
  /** A discount applies to one of its prices: the row is marked as an offer. */
  offer: boolean;
  prices: PriceCell[];
}

/** An empty row between two categories of a column. */
export interface BlankRow extends RowBase {
  kind: 'blank';
}

/** One entry of the legend: a symbol (star, icon or badge letter) and what it means. */
export interface LegendEntry {
  /** 'icon' for an icon other than the theme's Strong symbol. */
  id: 'new' | 'strong' | 'icon' | 'c' | 'i' | 's' | 'h';
  symbol: string;
  label: string;
}

/** The legend at the end of the right column. */
export interface LegendRow extends RowBase {
  kind: 'legend';
  entries: LegendEntry[];
  runs: TextRun[];
}

/** Any positioned row of the board. */
export type LayoutRow = TitleRow | DataRow | BlankRow | LegendRow;

/** A column (or, on a stacked portrait board, a band) of row slots. */
export interface LayoutColumn {
  index: number;
  /** Which of the board's two lists of categories the column continues. */
  side: 'left' | 'right';
  /** The page the column stands on (0 unless the menu needs pages). */
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  rowHeight: number;
  /** Row slots in the column: at most 20 on cannabis lists, 34 on hospitality lists. */
  capacity: number;
}

/** Banner, logo and version label around the columns. */
export interface LayoutChrome {
  banner: ImageBox | null;
  logo: ImageBox | null;
  version: TextRun | null;
}

/** Something the layout left out, and why; the board still shows everything else. */
export interface LayoutWarning {
  /**
   * `overflow`: the row is not on the screen at once (it stands on a later page, which turns);
   * `invalid-price`: left out; `invalid-color`: the theme's colour is used.
   */
  code: 'invalid-price' | 'overflow' | 'invalid-color';
  /** The link id of the row concerned, when one is. */
  key: string | null;
  /** The row's name or the category's, for people reading the warning. */
  subject: string;
  message: string;
}

/** How the board fits its menu: the size chosen and what it fills. */
export interface LayoutFit {
  /** Row height in stage pixels, the same on every page. */
  rowHeight: number;
  /** Slots a column may hold at that height. */
  capacity: number;
  /** Rows stand at the theme's largest size: the menu is smaller than the stage. */
  largest: boolean;
  /** Share of the usable column height the fullest column (or band stack) of a page fills. */
  heightUsed: number;
  /** Font sizes of product names, prices, old prices, headers and the legend. */
  fonts: { name: number; price: number; oldPrice: number; header: number; legend: number };
  /** Pages the board turns through (1: everything at once). */
  pages: number;
  /** Seconds a page shows before the next. */
  pageSeconds: number;
}

/** The whole board, ready to draw: every page's rows; `pageOf` gives one page to draw. */
export interface BoardLayout {
  stage: { width: number; height: number };
  orientation: LayoutOrientation;
  variant: ShowVariant;
  chrome: LayoutChrome;
  columns: LayoutColumn[];
  rows: LayoutRow[];
  /** The legend of the page drawn (of the first page on a whole layout). */
  legend?: LegendEntry[];
  fit: LayoutFit;
  /** The page these rows are of, when the layout is one page of a paged board. */
  page?: number;
  warnings?: LayoutWarning[];
}
