/**
 * What the layout engine is given: the feed, the show, the orientation, the theme's layout data
 * and a text measurer. The theme part is declared here (what the engine needs), not imported
 * from `themes/`, so the engine depends on nothing but `src/domain`; every theme module is
 * checked against it at compile time by the scene that passes it in and by this folder's tests.
 */
import type { PriceLabelNames, ScreenExtraConfig, ShopFeed } from '../../src/domain';

/**
 * The show a board runs, from its route. `normal` is the standard show (the cannabis list);
 * `extra` the hospitality list (horeca products plus edibles and pre-rolled joints); `horeca`
 * and `cannabis` the full-screen hospitality and cannabis displays (no banner, version label).
 */
export type ShowVariant = 'normal' | 'extra' | 'horeca' | 'cannabis';

/** Stage orientation: landscape 1920x1080 or portrait 1080x1920. */
export type LayoutOrientation = 'landscape' | 'portrait';

/** One screen of a multi-screen shop, as `GET /v1/screens/{id}` describes it. */
export interface LayoutScreen {
  id: string;
  extra_config: ScreenExtraConfig;
}

/** The show: its variant and, on a multi-screen board, the screen it runs on. */
export interface ShowInput {
  variant: ShowVariant;
  /** The screen of a multi-screen route (`/{orientation}/{screenId}`); absent otherwise. */
  screen?: LayoutScreen | null;
  /** Overrides the theme's `list.hiddenCategory` for this show. */
  hiddenCategory?: string;
}

/** A font by family name; `scale` is its size as a fraction of the row height. */
export interface LayoutFont {
  family: string;
  weight: number;
  scale: number;
}

/** A font as the measurer and the scene get it: family, weight and size in pixels. */
export interface FontFace {
  family: string;
  weight: number;
  size: number;
}

/** Measures a text in a font; the scene passes a Pixi-backed one, tests a deterministic one. */
export interface TextMeasurer {
  measure(text: string, font: FontFace): { width: number; height: number };
}

/** Spacing of one orientation, in stage pixels. */
export interface LayoutMetrics {
  /** Margin around the board. */
  padding: number;
  /** Height of the banner strip above the columns (shows with chrome only). */
  bannerHeight: number;
  /** Height of the strip under the columns that holds the version label (full-screen displays). */
  footerHeight: number;
  /** Space between two columns (or two stacked column bands). */
  columnGap: number;
  /** Inner margin of a row and of a price cell. */
  cellPadding: number;
  /** Space between two text runs of a row. */
  runGap: number;
  /** Share of a row's width kept for the name and its texts; price fonts shrink to keep it. */
  minNameShare: number;
  /** Whether columns stand side by side or are stacked top to bottom (portrait boards). */
  columns: 'side-by-side' | 'stacked';
}

/** The part of a board theme the layout engine reads. Colours are '#RRGGBB'. */
export interface LayoutTheme {
  colors: {
    /** The stage colour under the rows: decides whether text on a row must be light or dark. */
    background: string;
    /** Text colours for dark and for light surfaces; each surface gets the more readable one. */
    text: { light: string; dark: string };
    /** Strains and descriptions: quieter than the name, for dark and for light surfaces. */
    muted: { light: string; dark: string };
    /** Row colour of categories that do not use their own colour (`use_custom_color` off). */
    rowFallback: string;
    titleFallback: string;
    /** The discounted price. */
    discount: string;
    /** The struck-through old price beside a discount. */
    oldPrice: string;
    star: string;
    badges: { c: string; i: string; s: string; h: string };
    badgeText: string;
  };
  fonts: {
    title: LayoutFont;
    header: LayoutFont;
    name: LayoutFont;
    detail: LayoutFont;
    price: LayoutFont;
    /** The struck-through old price beside a discount, smaller than the price it yields to. */
    oldPrice: LayoutFont;
    badge: LayoutFont;
    legend: LayoutFont;
    version: LayoutFont;
  };
  /** Opacity of a category title's colour bar. */
  titleAlpha: number;
  /** Row corner radius in vw (hundredths of the stage width); 0 for square rows. */
  rowRadiusVw: number;
  /** Font growth on a screen with `big_screen_enable`, watched from further away. */
  bigScreenFontScale: number;
  images: { banner: string | null; logo: string | null };
  metrics: Record<LayoutOrientation, LayoutMetrics>;
  symbols: { new: string; strong: string };
  /** The spec's two-reading rules, each settled per theme. */
  readings: {
    /** Legend entries: with 'Strong' (first reading) or without it. */
    legend: 'with-strong' | 'without-strong';
    /** Order of kind badge letters (and of the legend's kinds): c,i,s,h or i,s,c,h. */
    badgeOrder: 'cish' | 'isch';
    /** How joint labels are named: plain ('1j', '3j') or as custom shows do ('Joint', '3-pack'). */
    labelNames: PriceLabelNames;
  };
  /** How the board fits its menu to the stage. */
  fit: {
    /** Largest row height in stage pixels per orientation: a short menu grows to this. */
    maxRowHeight: Record<LayoutOrientation, number>;
    /** Seconds a page shows before the next, when the menu needs pages (12 by default). */
    pageSeconds: number;
    /** How a row on offer is marked: a tag before its old prices, or its name in the offer colour. */
    offer: 'tag' | 'colour';
  };
  /** Which rows a show lists. */
  list: {
    /** The one category hidden in the cannabis list besides edibles (default 'Edibles'). */
    hiddenCategory: string;
    /** The preview category's name ('PREVIEW'). */
    previewCategory: string;
    /** The show that leaves the preview category out (the spec names one show, not which). */
    previewExcludedIn: ShowVariant;
  };
}

/** Everything the layout of one board depends on. */
export interface LayoutInput {
  feed: ShopFeed;
  show: ShowInput;
  orientation: LayoutOrientation;
  theme: LayoutTheme;
  measurer: TextMeasurer;
  /**
   * The largest row height this board may use, below the theme's: the size the screens of a
   * multi-screen shop share (`sharedRowHeights`), so they look alike.
   */
  rowHeightCap?: number | null;
  /** The board's own words in the language shown ('Prijs'/'Price'); Dutch when left out. */
  words?: BoardWords;
  /**
   * Texts measured as the widest of themselves and their partners (a Dutch text and its English
   * one): a board that alternates languages lays both out on the same grid (`layoutLanguages`).
   */
  partners?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The words a board writes itself, in the language it shows. */
export interface BoardWords {
  /** The header of the one price column of rows with differing single labels. */
  price: string;
  /** The tag of a row on offer ('ACTIE'/'SALE'); 'ACTIE' when left out. */
  offer?: string;
  /**
   * The mark of a category's title where it continues from an earlier column or page
   * ('vervolg'/'cont.', shown as 'Wiet (vervolg)'); 'vervolg' when left out.
   */
  continued?: string;
}
