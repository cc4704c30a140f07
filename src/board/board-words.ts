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
  notInUse: { nl: 'Niet in gebruik', en: 'Not in use' },
  emptyMenu: { nl: 'Nog niets op de kaart', en: 'Nothing on the menu yet' },
  emptyMenuMore: {
    nl: 'Zodra er iets op de kaart staat, verschijnt het hier.',
    en: 'As soon as something is on the menu, it appears here.',
  },
  horecaList: { nl: 'Horecakaart', en: 'Drinks menu' },
  cannabisList: { nl: 'Cannabiskaart', en: 'Cannabis menu' },
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

/** What a board says instead of a menu: its shop is deactivated, or its list is empty. */
export type BoardNotice = 'notInUse' | 'emptyMenu';

/** The still screen of a notice in `language`, drawn like the closed screen. */
export function noticeScreenSpec(notice: BoardNotice, theme: BoardTheme, language: BoardLanguage) {
  const subtitle = notice === 'emptyMenu' ? boardText(language, 'emptyMenuMore') : '';
  const color = theme.id.startsWith('light') ? theme.colors.text.dark : theme.colors.text.light;
  return { title: boardText(language, notice), subtitle, font: theme.fonts.title, color };
}

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
