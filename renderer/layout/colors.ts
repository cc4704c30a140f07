/**
 * Colours of rows and titles: a category's colour at its opacity, alternate rows darkened and
 * lightened, and text that stays readable on whatever colour a shop picks.
 */
import { normaliseHexColor } from '../../src/domain';
import type { Fill } from './output';

/** How much even rows are darkened and odd rows lightened (spec: 25%). */
export const ROW_SHADE = 0.25;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`.toUpperCase();
}

/**
 * A category colour as stored ('2E7D32', with or without '#') as '#2E7D32'; null when it is no
 * six-digit hex colour, so the caller can fall back to the theme's colour.
 */
export function categoryColor(stored: string | null | undefined): string | null {
  const hex = typeof stored === 'string' ? normaliseHexColor(stored) : null;
  return hex ? `#${hex}` : null;
}

/** Every channel moved `amount` of the way to black. */
export function darken(hex: string, amount: number): string {
  return toHex(toRgb(hex).map((c) => c * (1 - amount)) as Rgb);
}

/** Every channel moved `amount` of the way to white. */
export function lighten(hex: string, amount: number): string {
  return toHex(toRgb(hex).map((c) => c + (255 - c) * amount) as Rgb);
}

/**
 * The fill of a product row: the base colour at `opacity`, darkened 25% on even rows and
 * lightened 25% on odd rows (position within the category, counted from 0), so neighbouring
 * rows stay apart even when the colour is faint.
 */
export function rowFill(base: string, opacity: number, position: number): Fill {
  const even = position % 2 === 0;
  return {
    color: even ? darken(base, ROW_SHADE) : lighten(base, ROW_SHADE),
    alpha: opacity,
  };
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What the eye sees: `fill` at its opacity over the stage colour. */
export function blend(fill: Fill, background: string): string {
  const top = toRgb(fill.color);
  const bottom = toRgb(background);
  return toHex(top.map((c, i) => c * fill.alpha + (bottom[i] ?? 0) * (1 - fill.alpha)) as Rgb);
}

/**
 * Of a light and a dark text colour, the one with more contrast on `fill` as it shows over the
 * stage: a shop's yellow title bar gets dark text, its green one light text.
 */
export function readableOn(
  fill: Fill,
  background: string,
  light: string,
  dark: string,
): 'light' | 'dark' {
  const seen = blend(fill, background);
  return contrastRatio(seen, light) >= contrastRatio(seen, dark) ? 'light' : 'dark';
}

/** Least contrast of text on a row or title (WCAG AA for text). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * A fill and the text tone to use on it, readable at `MIN_TEXT_CONTRAST`: when neither the light
 * nor the dark text reaches it (mid-tone colours such as a bright blue), the fill is darkened in
 * steps of 10% until light text does, so any colour a shop picks stays readable.
 */
export function legibleFill(
  fill: Fill,
  background: string,
  light: string,
  dark: string,
): { fill: Fill; tone: 'light' | 'dark' } {
  let current = fill;
  for (let step = 0; step < 10; step += 1) {
    const tone = readableOn(current, background, light, dark);
    const seen = blend(current, background);
    if (contrastRatio(seen, tone === 'light' ? light : dark) >= MIN_TEXT_CONTRAST) {
      return { fill: current, tone };
    }
    current = { ...current, color: darken(current.color, 0.1) };
  }
  return { fill: current, tone: 'light' };
}
