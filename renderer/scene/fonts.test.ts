import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../layout/legend';
import { DEFAULT_THEME } from '../../themes';
import {
  BOARD_EMOJI_FAMILY,
  boardEmojiDraws,
  EMOJI_FAMILY,
  emojiFontNeeds,
  flagCodes,
  themeFontNeeds,
} from './fonts';
import { BOARD_EMOJI_FLAGS } from '../../assets/fonts/board-emoji/coverage';

describe('the emoji fonts of a board', () => {
  it("draws the legend's icons, the theme's Strong symbol and common flags with the board's own font", () => {
    const needs = themeFontNeeds(DEFAULT_THEME);
    expect(needs).toContainEqual({ family: BOARD_EMOJI_FAMILY, weight: 400 });
    expect(needs.some((need) => need.family === EMOJI_FAMILY)).toBe(false);
    const shown = [...Object.keys(ICON_NAMES), DEFAULT_THEME.symbols.strong];
    expect(boardEmojiDraws([...shown, '🇳🇱', '🇺🇸', '🇯🇲', '🇲🇦', '🇦🇫', '🇪🇸', '❄️'])).toBe(true);
    expect(emojiFontNeeds(shown)).toEqual([]);
  });

  it('leaves letters, prices and text signs to the theme font', () => {
    expect(boardEmojiDraws(['A', 'Ł', '€', '3', '★', '®', '™', '…'])).toBe(true);
  });

  it('loads the whole emoji font for a flag or emoji beyond its own', () => {
    expect(boardEmojiDraws(['🇧🇴'])).toBe(false);
    expect(boardEmojiDraws(['🦄'])).toBe(false);
    expect(boardEmojiDraws(['👍🏽'])).toBe(false);
    expect(emojiFontNeeds(['💪', '🇧🇴'])).toEqual([{ family: EMOJI_FAMILY, weight: 400 }]);
  });

  it('holds what its list says: each flag file and icon file named in the stylesheet exists', () => {
    const css = readFileSync(
      new URL('../../assets/fonts/board-emoji/board-emoji.css', import.meta.url),
      'utf8',
    );
    const files = [...css.matchAll(/url\(\.\/([^)]+)\)/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const bytes = readFileSync(
        new URL(`../../assets/fonts/board-emoji/${file}`, import.meta.url),
      );
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect(css).toContain(`font-family: '${BOARD_EMOJI_FAMILY}'`);
  });

  it('has a file of its own for every flag it draws, and finds the flags of a menu by their letters', () => {
    for (const flag of BOARD_EMOJI_FLAGS) {
      const [code] = flagCodes([flag]);
      expect(code, flag).toMatch(/^[A-Z]{2}$/);
      const bytes = readFileSync(
        new URL(`../../assets/fonts/board-emoji/flags/${code}.woff2`, import.meta.url),
      );
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect(flagCodes(['Ketama 🇲🇦', '🇳🇱', '🇳🇱🇺🇸', 'Haze'])).toEqual(['MA', 'NL', 'US']);
    // A flag the board's font does not draw comes from the whole emoji font instead.
    expect(flagCodes(['🇧🇴'])).toEqual([]);
  });
});
