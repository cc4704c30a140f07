/**
 * Text runs: fonts sized from the row height, measured with the injected measurer, and names
 * shortened with an ellipsis when a row has no room for them.
 */
import type { FontFace, LayoutFont, LayoutTheme, TextMeasurer } from './input';
import type { Fill, RunRole, TextRun } from './output';

/** Smallest font size the board uses, however dense the list. */
export const MIN_FONT_SIZE = 8;
const ELLIPSIS = '…';

/**
 * A theme font at a row height: its scale of the row height times `grow` (big screens), never
 * below the minimum and never taller than the row.
 */
export function fontAt(font: LayoutFont, rowHeight: number, grow = 1): FontFace {
  const size = Math.round(rowHeight * font.scale * grow);
  return {
    family: font.family,
    weight: font.weight,
    size: Math.max(MIN_FONT_SIZE, Math.min(size, Math.floor(rowHeight))),
  };
}

/** A run of `text` at `x`, vertically centred in a line of `lineHeight` from `top`. */
export function textRun(
  measurer: TextMeasurer,
  role: RunRole,
  text: string,
  font: FontFace,
  color: string,
  x: number,
  top: number,
  lineHeight: number,
): TextRun {
  const size = measurer.measure(text, font);
  return {
    role,
    text,
    x: Math.round(x),
    y: Math.round(top + (lineHeight - size.height) / 2),
    w: Math.ceil(size.width),
    h: Math.ceil(size.height),
    font,
    color,
    strike: false,
    box: null,
  };
}

/** Size of a badge's pill: as high as 1.5 letters (within the line), at least as wide as high. */
export function badgeSize(
  measurer: TextMeasurer,
  text: string,
  font: FontFace,
  lineHeight: number,
): { w: number; h: number } {
  const h = Math.round(Math.min(lineHeight * 0.8, font.size * 1.5));
  return { w: Math.max(h, Math.ceil(measurer.measure(text, font).width + font.size * 0.6)), h };
}

/**
 * A badge: its letters centred in a filled pill at least as wide as it is high, so a single
 * letter sits in a circle.
 */
export function badgeRun(
  measurer: TextMeasurer,
  role: RunRole,
  text: string,
  font: FontFace,
  color: string,
  fill: Fill,
  x: number,
  lineHeight: number,
): TextRun {
  const { w, h } = badgeSize(measurer, text, font, lineHeight);
  return {
    role,
    text,
    x: Math.round(x),
    y: Math.round((lineHeight - h) / 2),
    w,
    h,
    font,
    color,
    strike: false,
    box: { ...fill, radius: h / 2 },
  };
}

/**
 * `text` cut to fit `width` with an ellipsis: the longest prefix that fits, found by bisection
 * so that a long name costs a handful of measurements, not one per character.
 */
export function ellipsize(
  measurer: TextMeasurer,
  text: string,
  font: FontFace,
  width: number,
): string {
  if (measurer.measure(text, font).width <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, mid).join('').trimEnd()}${ELLIPSIS}`;
    if (measurer.measure(candidate, font).width <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

/** Legibility floor at a 1080 px stage side: a product name is never drawn smaller. */
export const MIN_NAME_SIZE = 26;
/** Headers, strains, badges and the legend keep at least this share of the name size. */
export const MIN_SECONDARY_SHARE = 0.75;
/** An old price beside a discount keeps at least this share of the price size. */
export const MIN_OLD_PRICE_SHARE = 0.7;

/** The sizes of the fonts a board draws with, by theme font. */
export type BoardFonts = Record<keyof LayoutTheme['fonts'], FontFace>;

/**
 * The theme's fonts at a row height, `shrink` times smaller (a column too narrow for its
 * prices), held to the legibility floors: names at least 26 px, prices at least as large as
 * names, old prices at least 70 % of prices, headers, details, badges and the legend at least
 * 75 % of names, titles at least names, the legend never larger than names. No font is taller
 * than the row.
 */
export function boardFonts(
  theme: LayoutTheme['fonts'],
  rowHeight: number,
  grow: number,
  shrink = 1,
): BoardFonts {
  const row = Math.floor(rowHeight);
  const at = (key: keyof LayoutTheme['fonts'], least: number, scaled = true): FontFace => {
    const font = theme[key];
    const size = Math.round(rowHeight * font.scale * grow * (scaled ? shrink : 1));
    return {
      family: font.family,
      weight: font.weight,
      size: Math.min(row, Math.max(MIN_FONT_SIZE, least, size)),
    };
  };
  const name = at('name', MIN_NAME_SIZE);
  const secondary = Math.ceil(name.size * MIN_SECONDARY_SHARE);
  const price = at('price', name.size);
  // The legend is not shrunk with the prices, but never set larger than the names it explains.
  const legend = at('legend', secondary, false);
  return {
    name,
    price,
    oldPrice: at('oldPrice', Math.ceil(price.size * MIN_OLD_PRICE_SHARE)),
    title: at('title', name.size),
    header: at('header', secondary),
    detail: at('detail', secondary),
    badge: at('badge', secondary),
    legend: { ...legend, size: Math.min(legend.size, name.size) },
    version: at('version', 0, false),
  };
}

/**
 * A measurer that measures each text in each font once per layout: a board repeats the same
 * prices and headers many times, and the fit measures them again at each size it tries.
 */
export function memoMeasurer(measurer: TextMeasurer): TextMeasurer {
  // By font, then by text: the font's key is short, and no key is built per text.
  const cache = new Map<string, Map<string, { width: number; height: number }>>();
  return {
    measure(text, font) {
      const face = `${font.family}\u0000${font.weight}\u0000${font.size}`;
      let sizes = cache.get(face);
      if (!sizes) cache.set(face, (sizes = new Map()));
      let size = sizes.get(text);
      if (!size) {
        size = measurer.measure(text, font);
        sizes.set(text, size);
      }
      return size;
    },
  };
}

/**
 * A measurer that gives a text the width of the widest of itself and its `partners` (the same
 * place's text in the other language), so every decision that follows from widths (row size,
 * columns, price grid) comes out the same in both languages. Without partners, the measurer.
 */
export function partnerMeasurer(
  measurer: TextMeasurer,
  partners: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): TextMeasurer {
  if (!partners?.size) return measurer;
  return {
    measure(text, font) {
      const own = measurer.measure(text, font);
      const others = partners.get(text);
      if (!others) return own;
      let width = own.width;
      let height = own.height;
      for (const other of others) {
        const size = measurer.measure(other, font);
        width = Math.max(width, size.width);
        height = Math.max(height, size.height);
      }
      return { width, height };
    },
  };
}
