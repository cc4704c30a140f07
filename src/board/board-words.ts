/** The words a board writes itself (column header, offer tag, closed screen), per language. */
import type { BoardWordsByLanguage } from '../../renderer/layout';
import type { BoardTheme } from '../../themes';
import type { BoardLanguage, ShopFeed } from '../domain';
import { translate } from '../i18n/translate';
import { closedScreenText } from './closed-text';

/** The words the board writes itself, in each language. */
export const BOARD_WORDS = {
  nl: {
    price: translate('nl', 'boardLanguage.board.price'),
    offer: translate('nl', 'boardLanguage.board.offer'),
  },
  en: {
    price: translate('en', 'boardLanguage.board.price'),
    offer: translate('en', 'boardLanguage.board.offer'),
  },
} satisfies BoardWordsByLanguage;

/**
 * The closed screen's texts for `feed` in `language` (of a bilingual board: the one showing
 * now), in the theme's title font and text colour.
 */
export function closedScreenSpec(
  feed: ShopFeed,
  theme: BoardTheme,
  language: BoardLanguage,
  now: number,
) {
  const locale = language === 'en' ? 'en-GB' : 'nl-NL';
  const text = closedScreenText(feed.opens_at, feed.time_zone ?? 'Europe/Amsterdam', now, locale, {
    closed: translate(language, 'clock.board.closed'),
    opensAt: (time) => translate(language, 'clock.board.opensAt', { time }),
    opensOn: (day, time) => translate(language, 'clock.board.opensOn', { day, time }),
  });
  const color = theme.id.startsWith('light') ? theme.colors.text.dark : theme.colors.text.light;
  return { ...text, font: theme.fonts.title, color };
}
