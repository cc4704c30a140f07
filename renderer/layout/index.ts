/**
 * The pure layout engine of the board: `layoutBoard` turns a shop's price list, a show, an
 * orientation and a theme into positioned rows a scene only draws.
 */
export { layoutBoard, ROWS_PER_COLUMN, rowsPerColumn } from './layout';
export { pageOf, pageUse, sharedRowHeight, sharedRowHeights } from './pages';
export { boardPartners, layoutLanguages } from './languages';
export type { BoardWordsByLanguage } from './languages';
export { PRICE_HEADER } from './single-price';
export { MIN_ROW_HEIGHT } from './fit';
export { MIN_NAME_SIZE } from './text';
export { ICON_NAMES } from './legend';
export { describeLayout } from './describe';
export { fixedWidthMeasurer, FIXED_GLYPH_RATIO } from './fixed-measurer';
export { STAGES } from './geometry';
export { MAX_COLUMNS, MIN_ROWS_BELOW_TITLE, TITLE_SLOTS } from './flow';
export { kindLetters, legendEntries } from './legend';
export { ROW_IMAGE_SIZE } from './rows';
export type {
  BoardWords,
  FontFace,
  LayoutFont,
  LayoutInput,
  LayoutMetrics,
  LayoutOrientation,
  LayoutScreen,
  LayoutTheme,
  ShowInput,
  ShowVariant,
  TextMeasurer,
} from './input';
export type {
  BlankRow,
  BoardLayout,
  DataRow,
  Fill,
  HeaderCell,
  ImageBox,
  LayoutChrome,
  LayoutColumn,
  LayoutFit,
  LayoutRow,
  LayoutWarning,
  LegendEntry,
  LegendRow,
  PriceCell,
  RunRole,
  TextRun,
  TitleRow,
} from './output';
