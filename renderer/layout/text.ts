/**
 * Text runs: fonts sized from the row height, measured with the injected measurer, and names
 * shortened with an ellipsis when a row has no room for them.
 */
import type { FontFace, LayoutFont, TextMeasurer } from './input';
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
