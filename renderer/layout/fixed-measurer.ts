/**
 * A deterministic text measurer: every character is `ratio` of the font size wide and a line is
 * the font size high. Layout tests and benchmarks use it so that results do not depend on the
 * fonts of the machine; the scene measures with the real fonts instead.
 */
import type { TextMeasurer } from './input';

/** Average glyph width of the board's condensed fonts, as a share of the font size. */
export const FIXED_GLYPH_RATIO = 0.55;

/** A measurer where a text is `characters x size x ratio` wide and `size` high. */
export function fixedWidthMeasurer(ratio: number = FIXED_GLYPH_RATIO): TextMeasurer {
  return {
    measure(text, font) {
      // Code points, not UTF-16 units, so that a flag emoji does not count four times.
      const characters = Array.from(text).length;
      return { width: characters * font.size * ratio, height: font.size };
    },
  };
}
