/**
 * A board in one or two languages: each language's layout, computed at once when the list
 * arrives. With two languages every text is measured as the wider of itself and its other
 * language's text, so rows, columns and the price grid stand in the same place in both and a
 * switch only changes texts.
 */
import { feedInLanguage, languagePartners, type BoardLanguage } from '../../src/domain';
import type { BoardWords, LayoutInput } from './input';
import { layoutBoard } from './layout';
import { CONTINUED_WORDS } from './rows';
import type { BoardLayout } from './output';

/** The board's own words per language. */
export type BoardWordsByLanguage = Record<BoardLanguage, BoardWords>;

/**
 * The texts of both languages paired: the feed's texts (see `languagePartners`) and the board's
 * own words.
 */
export function boardPartners(
  input: Pick<LayoutInput, 'feed'>,
  words: BoardWordsByLanguage,
): Map<string, Set<string>> {
  const partners = languagePartners(input.feed);
  const pair = (a: string, b: string) => {
    if (a === b) return;
    partners.set(a, (partners.get(a) ?? new Set()).add(b));
    partners.set(b, (partners.get(b) ?? new Set()).add(a));
  };
  pair(words.nl.price, words.en.price);
  if (words.nl.offer && words.en.offer) pair(words.nl.offer, words.en.offer);
  return partners;
}

/**
 * The layout of each language in `languages` (one, or 'nl' and 'en' for an alternating board).
 * `partners` may be given when several boards share them (the screens of one shop).
 */
export function layoutLanguages(
  input: LayoutInput,
  languages: readonly BoardLanguage[],
  words: BoardWordsByLanguage,
  partners?: ReadonlyMap<string, ReadonlySet<string>>,
): Map<BoardLanguage, BoardLayout> {
  const paired = languages.length > 1 ? (partners ?? boardPartners(input, words)) : undefined;
  const layouts = new Map<BoardLanguage, BoardLayout>();
  for (const language of languages) {
    layouts.set(
      language,
      layoutBoard({
        ...input,
        feed: feedInLanguage(input.feed, language),
        words: { continued: CONTINUED_WORDS[language], ...words[language] },
        ...(paired && { partners: paired }),
      }),
    );
  }
  return layouts;
}
