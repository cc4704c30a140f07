/**
 * The board's fonts: the @fontsource faces the themes name, made smaller (no hinting, no glyphs
 * of optional features; the same pixels) by scripts/make-board-fonts.py into
 * assets/fonts/themes/, each weight a lazily loaded CSS chunk, so a board fetches only its
 * theme's faces, and awaited before any text is measured or
 * drawn. Canvas text does not wait for a web font the way DOM text does: a face that is still
 * loading is silently replaced by a fallback and the measurement is wrong for good, so the
 * board waits for every face it uses, and for every unicode-range subset its texts touch.
 */
import FontFaceObserver from 'fontfaceobserver';
import {
  BOARD_EMOJI_FAMILY,
  BOARD_EMOJI_FLAGS,
  BOARD_EMOJI_ICONS,
} from '../../assets/fonts/board-emoji/coverage';
import type { BoardTheme } from '../../themes';

export { BOARD_EMOJI_FAMILY };

/**
 * The whole colour emoji font, for a menu with an emoji the board's own emoji font
 * (`BOARD_EMOJI_FAMILY`: the flags and icons menus use, about 110 KB against 1.1 MB, made by
 * scripts/make-board-emoji.py) does not draw. Loaded only then (`emojiFontNeeds`).
 */
export const EMOJI_FAMILY = 'Noto Color Emoji';

/**
 * Fallbacks after the theme font: the whole emoji font (only there once a menu needed it, and
 * then it draws every emoji), the board's emoji font, then the symbols (★) every Chromium has in
 * DejaVu.
 */
export const FALLBACK_FAMILIES = [
  EMOJI_FAMILY,
  BOARD_EMOJI_FAMILY,
  'DejaVu Sans',
  'sans-serif',
] as const;

const EMOJI_FAMILIES: ReadonlySet<string> = new Set([EMOJI_FAMILY, BOARD_EMOJI_FAMILY]);

/**
 * A grapheme shown as a colour emoji: a flag, a pictograph drawn as emoji by default or asked
 * for with U+FE0F, a keycap. Signs such as ® or ™ are text and stay with the theme font.
 */
const EMOJI_GRAPHEME = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\ufe0f|\u20e3/u;

/** Characters of the emoji fonts; anything else is drawn by the theme font or DejaVu. */
const EMOJI_CHARACTER = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\u20e3|\ufe0f/u;

const BOARD_EMOJI: ReadonlySet<string> = new Set([...BOARD_EMOJI_FLAGS, ...BOARD_EMOJI_ICONS]);

/** Whether the board's own emoji font draws every emoji of `graphemes`. */
export function boardEmojiDraws(graphemes: Iterable<string>): boolean {
  for (const grapheme of graphemes) {
    if (!EMOJI_GRAPHEME.test(grapheme)) continue;
    if (!BOARD_EMOJI.has(grapheme.replace(/\ufe0f/g, ''))) return false;
  }
  return true;
}

/**
 * Each flag's own file, by its letters ('NL'), made by scripts/make-board-emoji.py. Not in the
 * emoji stylesheet: a face there is fetched for every text with one of its letters, so a menu
 * with the Dutch flag would fetch every flag with an N or an L. The board adds the faces of the
 * flags it shows (`loadFlags`), and fetches only those.
 */
const FLAG_FILES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../assets/fonts/board-emoji/flags/*.woff2', {
      eager: true,
      // A small file would go into this script as a data address: every board would carry all.
      query: '?no-inline',
      import: 'default',
    }),
  ).map(([path, url]) => [/([A-Z]{2})\.woff2$/.exec(path)?.[1] ?? path, url]),
);

const REGIONAL_A = 0x1f1e6;

/** The flags of `texts` (graphemes, or any texts) as their letters ('NL'), each once. */
export function flagCodes(texts: Iterable<string>): string[] {
  const codes = new Set<string>();
  for (const match of [...texts].join('\n').matchAll(/[\u{1F1E6}-\u{1F1FF}]{2}/gu)) {
    const letters = Array.from(match[0], (character) =>
      String.fromCharCode(65 + (character.codePointAt(0) ?? 0) - REGIONAL_A),
    ).join('');
    if (FLAG_FILES[letters]) codes.add(letters);
  }
  return [...codes];
}

/** The flags whose face is added to the document, each with its load. */
const flagLoads = new Map<string, Promise<boolean>>();

/**
 * Adds and loads the faces of the board's emoji font for the flags in `texts` (only those),
 * unless they are there already. Resolves with how many faces it loaded.
 */
export async function loadFlags(texts: Iterable<string>): Promise<number> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return 0;
  const loads = flagCodes(texts).map((code) => {
    const known = flagLoads.get(code);
    if (known) return known.then(() => false);
    const points = Array.from(code, (letter) =>
      (REGIONAL_A + letter.charCodeAt(0) - 65).toString(16),
    );
    const face = new FontFace(BOARD_EMOJI_FAMILY, `url(${FLAG_FILES[code]}) format('woff2')`, {
      weight: '400',
      display: 'swap',
      unicodeRange: points.map((point) => `U+${point}`).join(', '),
    });
    document.fonts.add(face);
    const loading = face.load().then(
      () => true,
      () => {
        // Drawn with the fallback fonts, as a failed face is; asked again later, tried again.
        document.fonts.delete(face);
        flagLoads.delete(code);
        return false;
      },
    );
    flagLoads.set(code, loading);
    return loading;
  });
  return (await Promise.all(loads)).filter(Boolean).length;
}

/** How long a board waits for one face before it draws with what it has. */
const FONT_TIMEOUT_MS = 10_000;

type CssLoader = () => Promise<unknown>;

/**
 * Every family and weight a theme names, mapped to its bundled stylesheet. Static import calls,
 * because the bundler can only bundle what it sees written out.
 */
const FONT_STYLESHEETS: Record<string, Record<number, CssLoader>> = {
  'Barlow Condensed': {
    400: () => import('../../assets/fonts/themes/barlow-condensed-400.css'),
    500: () => import('../../assets/fonts/themes/barlow-condensed-500.css'),
    600: () => import('../../assets/fonts/themes/barlow-condensed-600.css'),
    700: () => import('../../assets/fonts/themes/barlow-condensed-700.css'),
  },
  'Bebas Neue': { 400: () => import('../../assets/fonts/themes/bebas-neue-400.css') },
  'League Gothic': { 400: () => import('../../assets/fonts/themes/league-gothic-400.css') },
  Anton: { 400: () => import('../../assets/fonts/themes/anton-400.css') },
  'Roboto Condensed': {
    400: () => import('../../assets/fonts/themes/roboto-condensed-400.css'),
    600: () => import('../../assets/fonts/themes/roboto-condensed-600.css'),
  },
  Oswald: { 600: () => import('../../assets/fonts/themes/oswald-600.css') },
  'Playfair Display': { 700: () => import('../../assets/fonts/themes/playfair-display-700.css') },
  'Big Shoulders Display': {
    800: () => import('../../assets/fonts/themes/big-shoulders-display-800.css'),
  },
  'Saira Condensed': { 700: () => import('../../assets/fonts/themes/saira-condensed-700.css') },
  // The COLRv1 build: Chromium draws no OpenType-SVG glyphs (what @fontsource ships), so
  // flags and icons would stay blank on the screen sticks.
  [EMOJI_FAMILY]: { 400: () => import('@infolektuell/noto-color-emoji') },
  [BOARD_EMOJI_FAMILY]: { 400: () => import('../../assets/fonts/board-emoji/board-emoji.css') },
};

/** One face: a family at a weight. */
export interface FontNeed {
  family: string;
  weight: number;
}

/** The faces a theme draws with, each once, the board's emoji font included. */
export function themeFontNeeds(theme: BoardTheme): FontNeed[] {
  const needs = new Map<string, FontNeed>();
  for (const font of Object.values(theme.fonts)) {
    needs.set(`${font.family}:${font.weight}`, { family: font.family, weight: font.weight });
  }
  needs.set(`${BOARD_EMOJI_FAMILY}:400`, { family: BOARD_EMOJI_FAMILY, weight: 400 });
  return [...needs.values()];
}

/**
 * The whole emoji font as one more face, when the menus' emoji (`graphemes`) include one the
 * board's emoji font does not draw; nothing otherwise.
 */
export function emojiFontNeeds(graphemes: Iterable<string>): FontNeed[] {
  return boardEmojiDraws(graphemes) ? [] : [{ family: EMOJI_FAMILY, weight: 400 }];
}

/** Whether the board bundles a face; a theme naming another one is a mistake worth a warning. */
export function isBundled(need: FontNeed): boolean {
  return FONT_STYLESHEETS[need.family]?.[need.weight] !== undefined;
}

/** What became of one face: null once usable, else why the board draws with a fallback. */
const faceLoads = new Map<string, Promise<string | null>>();

function loadFace(need: FontNeed): Promise<string | null> {
  const key = `${need.family}:${need.weight}`;
  const known = faceLoads.get(key);
  if (known) return known;
  const load = FONT_STYLESHEETS[need.family]?.[need.weight];
  const loading = (async () => {
    if (!load) return `${need.family} ${need.weight} is not bundled`;
    try {
      await load();
      // The emoji fonts have no Latin letters, so they are tested with an emoji they carry.
      const sample = EMOJI_FAMILIES.has(need.family) ? '\u{1F4AA}' : null;
      await new FontFaceObserver(need.family, { weight: need.weight }).load(
        sample,
        FONT_TIMEOUT_MS,
      );
      return null;
    } catch {
      // Asked again later, the face gets another try.
      faceLoads.delete(key);
      return `${need.family} ${need.weight} did not load`;
    }
  })();
  faceLoads.set(key, loading);
  return loading;
}

/**
 * Loads the stylesheets of `needs` and waits, with FontFaceObserver, until each face is usable.
 * Resolves with the faces that failed (the board then draws with the fallbacks rather than not
 * at all): a screen in a shop must show prices even if a font file is damaged. Each face is
 * loaded once: a board that started its theme's fonts early (`src/board/boot.ts`) awaits the
 * same load here.
 */
export async function loadFonts(needs: readonly FontNeed[]): Promise<string[]> {
  const results = await Promise.all(needs.map(loadFace));
  return results.filter((problem): problem is string => problem !== null);
}

/** The code point ranges a `unicode-range` descriptor names ('U+0000-00FF, U+4??'). */
function rangesOf(descriptor: string): [number, number][] {
  return descriptor.split(',').flatMap((part): [number, number][] => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) return [];
    const low = parseInt(match[1].replace(/\?/g, '0'), 16);
    const high = parseInt(match[2] ?? match[1].replace(/\?/g, 'f'), 16);
    return [[low, high]];
  });
}

/**
 * The characters of `text` that some face of `family` draws, each once. FontFaceObserver waits
 * until a face for its text has loaded, so it is never asked for text no face covers.
 */
function coveredText(family: string, text: string): string {
  const ranges: [number, number][] = [];
  document.fonts.forEach((face) => {
    if (face.family.replace(/^["']|["']$/g, '') === family)
      ranges.push(...rangesOf(face.unicodeRange));
  });
  const covered = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (ranges.some(([low, high]) => code >= low && code <= high)) covered.add(character);
  }
  return [...covered].join('');
}

/**
 * Loads the unicode-range subsets that `text` needs in each face (Latin Extended letters of a
 * strain name, the flag subset of the emoji font), through FontFaceObserver like the faces
 * themselves. Resolves at once when all are there already. Returns how many faces it loaded, so
 * the caller knows when earlier measurements went stale.
 */
export async function loadGlyphs(needs: readonly FontNeed[], text: string): Promise<number> {
  if (!text || typeof document === 'undefined') return 0;
  const before = loadedFaces();
  // Only emoji go to the emoji fonts: the whole font's keycap subset also covers the digits.
  const emoji = Array.from(text)
    .filter((character) => EMOJI_CHARACTER.test(character))
    .join('');
  await Promise.all(
    needs.map(async (need) => {
      const wanted = coveredText(need.family, EMOJI_FAMILIES.has(need.family) ? emoji : text);
      if (!wanted) return;
      try {
        await new FontFaceObserver(need.family, { weight: need.weight }).load(
          wanted,
          FONT_TIMEOUT_MS,
        );
      } catch {
        // Drawn with the fallback fonts, as a failed face is.
      }
    }),
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
