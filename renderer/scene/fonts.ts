/**
 * The board's fonts: bundled from their @fontsource packages (each weight a lazily loaded CSS
 * chunk, so a board fetches only its theme's faces) and awaited before any text is measured or
 * drawn. Canvas text does not wait for a web font the way DOM text does: a face that is still
 * loading is silently replaced by a fallback and the measurement is wrong for good, so the
 * board waits for every face it uses, and for every unicode-range subset its texts touch.
 */
import FontFaceObserver from 'fontfaceobserver';
import type { BoardTheme } from '../../themes';

/** Colour emoji for flags and strength icons, which the theme fonts do not carry. */
export const EMOJI_FAMILY = 'Noto Color Emoji';

/** Fallbacks after the theme font: emoji, then the symbols (★) every Chromium has in DejaVu. */
export const FALLBACK_FAMILIES = [EMOJI_FAMILY, 'DejaVu Sans', 'sans-serif'] as const;

/** How long a board waits for one face before it draws with what it has. */
const FONT_TIMEOUT_MS = 10_000;

type CssLoader = () => Promise<unknown>;

/**
 * Every family and weight a theme names, mapped to its bundled stylesheet. Static import calls,
 * because the bundler can only bundle what it sees written out.
 */
const FONT_STYLESHEETS: Record<string, Record<number, CssLoader>> = {
  'Barlow Condensed': {
    400: () => import('@fontsource/barlow-condensed/400'),
    500: () => import('@fontsource/barlow-condensed/500'),
    600: () => import('@fontsource/barlow-condensed/600'),
    700: () => import('@fontsource/barlow-condensed/700'),
  },
  'Bebas Neue': { 400: () => import('@fontsource/bebas-neue/400') },
  'League Gothic': { 400: () => import('@fontsource/league-gothic/400') },
  Anton: { 400: () => import('@fontsource/anton/400') },
  'Roboto Condensed': {
    400: () => import('@fontsource/roboto-condensed/400'),
    600: () => import('@fontsource/roboto-condensed/600'),
  },
  Oswald: { 600: () => import('@fontsource/oswald/600') },
  'Playfair Display': { 700: () => import('@fontsource/playfair-display/700') },
  'Big Shoulders Display': { 800: () => import('@fontsource/big-shoulders-display/800') },
  'Saira Condensed': { 700: () => import('@fontsource/saira-condensed/700') },
  // The COLRv1 build: Chromium draws no OpenType-SVG glyphs (what @fontsource ships), so
  // flags and icons would stay blank on the screen sticks.
  [EMOJI_FAMILY]: { 400: () => import('@infolektuell/noto-color-emoji') },
};

/** One face: a family at a weight. */
export interface FontNeed {
  family: string;
  weight: number;
}

/** The faces a theme draws with, each once, emoji included. */
export function themeFontNeeds(theme: BoardTheme): FontNeed[] {
  const needs = new Map<string, FontNeed>();
  for (const font of Object.values(theme.fonts)) {
    needs.set(`${font.family}:${font.weight}`, { family: font.family, weight: font.weight });
  }
  needs.set(`${EMOJI_FAMILY}:400`, { family: EMOJI_FAMILY, weight: 400 });
  return [...needs.values()];
}

/** Whether the board bundles a face; a theme naming another one is a mistake worth a warning. */
export function isBundled(need: FontNeed): boolean {
  return FONT_STYLESHEETS[need.family]?.[need.weight] !== undefined;
}

/** A CSS font shorthand for `document.fonts`. */
function fontShorthand(need: FontNeed): string {
  return `${need.weight} 32px "${need.family}"`;
}

/**
 * Loads the stylesheets of `needs` and waits, with FontFaceObserver, until each face is usable.
 * Resolves with the faces that failed (the board then draws with the fallbacks rather than not
 * at all): a screen in a shop must show prices even if a font file is damaged.
 */
export async function loadFonts(needs: readonly FontNeed[]): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    needs.map(async (need) => {
      const load = FONT_STYLESHEETS[need.family]?.[need.weight];
      if (!load) {
        failed.push(`${need.family} ${need.weight} is not bundled`);
        return;
      }
      try {
        await load();
        // The emoji font has no Latin letters, so it is tested with an emoji it does carry.
        const sample = need.family === EMOJI_FAMILY ? '\u{1F4AA}' : null;
        await new FontFaceObserver(need.family, { weight: need.weight }).load(
          sample,
          FONT_TIMEOUT_MS,
        );
      } catch {
        failed.push(`${need.family} ${need.weight} did not load`);
      }
    }),
  );
  return failed;
}

/**
 * Loads the unicode-range subsets that `text` needs in each face (Latin Extended letters of a
 * strain name, the flag subset of the emoji font). Resolves at once when all are there already.
 * Returns how many faces it loaded, so the caller knows when earlier measurements went stale.
 */
export async function loadGlyphs(needs: readonly FontNeed[], text: string): Promise<number> {
  if (!text || typeof document === 'undefined') return 0;
  const before = loadedFaces();
  await Promise.all(
    needs.map((need) => document.fonts.load(fontShorthand(need), text).catch(() => [])),
  );
  return loadedFaces() - before;
}

function loadedFaces(): number {
  let count = 0;
  document.fonts.forEach((face) => {
    if (face.status === 'loaded') count += 1;
  });
  return count;
}
