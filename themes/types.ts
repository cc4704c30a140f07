/**
 * The shape of a board theme: data only (colours, fonts by family, spacing, images, and how
 * the theme settles the spec's two-reading rules). The layout engine declares the part it reads
 * (`LayoutTheme` in renderer/layout); every theme here has that part and more for the scene.
 */

/** A free font by family name, the npm package that ships it, weight and size. */
export interface ThemeFont {
  family: string;
  /** The npm package the font comes from (scripts/make-board-fonts.py makes the board's faces). */
  package: string;
  weight: number;
  /** Size as a fraction of the row height, so one theme serves 20- and 34-row lists. */
  scale: number;
}

/** Spacing of one orientation, in stage pixels. */
export interface ThemeMetrics {
  padding: number;
  bannerHeight: number;
  footerHeight: number;
  columnGap: number;
  cellPadding: number;
  runGap: number;
  /** Share of a row kept for the name and its texts; price fonts shrink to keep it. */
  minNameShare: number;
  /** Columns side by side, or stacked top to bottom (portrait boards). */
  columns: 'side-by-side' | 'stacked';
}

/** Show variants, as the layout engine names them. */
export type ThemeShowVariant = 'normal' | 'extra' | 'horeca' | 'cannabis';

/** A complete board theme. Colours are '#RRGGBB'; images are paths under `assets/`. */
export interface BoardTheme {
  id: string;
  name: string;
  tone: 'dark' | 'light';
  colors: {
    background: string;
    text: { light: string; dark: string };
    muted: { light: string; dark: string };
    rowFallback: string;
    titleFallback: string;
    discount: string;
    oldPrice: string;
    star: string;
    badges: { c: string; i: string; s: string; h: string };
    badgeText: string;
  };
  /** Stage backgrounds the hidden bar switches between ('Change Background to green/red'). */
  backgrounds: { base: string; green: string; red: string };
  fonts: {
    title: ThemeFont;
    header: ThemeFont;
    name: ThemeFont;
    detail: ThemeFont;
    price: ThemeFont;
    oldPrice: ThemeFont;
    badge: ThemeFont;
    legend: ThemeFont;
    version: ThemeFont;
  };
  /** Fallback for flags and icons, which are emoji. */
  emojiFont: { family: string; package: string };
  titleAlpha: number;
  rowRadiusVw: number;
  bigScreenFontScale: number;
  images: { banner: string | null; logo: string | null };
  /**
   * The drinks-place mark: banner and logo without a cannabis leaf, for a café's boards and a
   * hospitality list that shows no cannabis (`boardImages` in `themes/index.ts` chooses).
   */
  drinksImages: { banner: string | null; logo: string | null };
  /**
   * The shop's name over the banner, in the title font and this colour; null where the banner
   * carries its own lettering (the demo shops' banners).
   */
  bannerTitle: { color: string } | null;
  metrics: { landscape: ThemeMetrics; portrait: ThemeMetrics };
  /** Fit to content: the largest row height per orientation, page turns, how offers show. */
  fit: {
    maxRowHeight: { landscape: number; portrait: number };
    /** Seconds a page shows when a menu needs pages. */
    pageSeconds: number;
    /** A row on offer: a tag before its old prices, or its name in the discount colour. */
    offer: 'tag' | 'colour';
  };
  symbols: { new: string; strong: string };
  readings: {
    legend: 'with-strong' | 'without-strong';
    badgeOrder: 'cish' | 'isch';
    labelNames: 'plain' | 'custom';
  };
  list: {
    hiddenCategory: string;
    previewCategory: string;
    previewExcludedIn: ThemeShowVariant;
  };
}
