/**
 * The words a board writes itself (column header, offer tag, closed screen), per language. They
 * are the board's own small catalogue, Dutch first: a board loads only what it draws, and the
 * back office's message catalogue (src/i18n) is many times the size of everything a board says.
 */
import type { BoardWordsByLanguage } from '../../renderer/layout';
import type { BoardTheme } from '../../themes';
import type { BoardLanguage, ShopFeed } from '../domain';
import { closedScreenText } from './closed-text';

/** Every text of the board, in both languages; `{name}` marks a value filled in. */
export const BOARD_MESSAGES = {
  price: { nl: 'Prijs', en: 'Price' },
  offer: { nl: 'ACTIE', en: 'SALE' },
  continued: { nl: 'vervolg', en: 'cont.' },
  closed: { nl: 'Gesloten', en: 'Closed' },
  opensAt: { nl: 'Open vanaf {time}', en: 'Open from {time}' },
  opensOn: { nl: 'Open vanaf {day} {time}', en: 'Open from {day} {time}' },
} as const satisfies Record<string, Record<BoardLanguage, string>>;

type BoardMessageKey = keyof typeof BOARD_MESSAGES;

/** The text of `key` in `language` with its `{placeholders}` filled in. */
export function boardText(
  language: BoardLanguage,
  key: BoardMessageKey,
  params: Record<string, string> = {},
): string {
  return BOARD_MESSAGES[key][language].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name] ?? whole,
  );
}

/** The words the board writes itself, in each language. */
export const BOARD_WORDS = {
  nl: {
    price: boardText('nl', 'price'),
    offer: boardText('nl', 'offer'),
    continued: boardText('nl', 'continued'),
  },
  en: {
    price: boardText('en', 'price'),
    offer: boardText('en', 'offer'),
    continued: boardText('en', 'continued'),
  },
} satisfies BoardWordsByLanguage;

/** Between the languages of a two-language board's closed screen. */
export const CLOSED_LANGUAGE_SEPARATOR = ' · ';

/**
 * The closed screen's texts for `feed` in the board's `languages` (both, one after the other, on
 * a two-language board: the screen is drawn once and does not take turns), in the theme's title
 * font and text colour.
 */
export function closedScreenSpec(
  feed: ShopFeed,
  theme: BoardTheme,
  languages: readonly BoardLanguage[],
  now: number,
) {
  const texts = (languages.length ? languages : (['nl'] as const)).map((language) =>
    closedScreenText(
      feed.opens_at,
      feed.time_zone ?? 'Europe/Amsterdam',
      now,
      language === 'en' ? 'en-GB' : 'nl-NL',
      {
        closed: boardText(language, 'closed'),
        opensAt: (time) => boardText(language, 'opensAt', { time }),
        opensOn: (day, time) => boardText(language, 'opensOn', { day, time }),
      },
    ),
  );
  const join = (parts: string[]) => parts.filter(Boolean).join(CLOSED_LANGUAGE_SEPARATOR);
  const color = theme.id.startsWith('light') ? theme.colors.text.dark : theme.colors.text.light;
  return {
    title: join(texts.map((text) => text.title)),
    subtitle: join(texts.map((text) => text.subtitle)),
    font: theme.fonts.title,
    color,
  };
}
