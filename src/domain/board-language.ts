/**
 * The language a board speaks: Dutch, English, or both taking turns. A shop chooses one for its
 * boards; a screen may choose its own or follow its shop. English texts of the menu fall back to
 * the Dutch ones field by field, so a row is never empty for want of a translation.
 */
import { formatPriceLabelText } from './board-text';
import type { ShopFeed, ShopPriceItem } from './contract/feed';

/** One language a board can show. */
export type BoardLanguage = 'nl' | 'en';

/** What a board shows: one language, or both alternating. */
export type BoardLanguageMode = 'nl' | 'en' | 'both';

/** A screen's choice: its shop's setting, or a mode of its own. */
export type ScreenBoardLanguage = 'inherit' | BoardLanguageMode;

export const BOARD_LANGUAGE_MODES: readonly BoardLanguageMode[] = ['nl', 'en', 'both'];
export const SCREEN_BOARD_LANGUAGES: readonly ScreenBoardLanguage[] = [
  'inherit',
  'nl',
  'en',
  'both',
];

/** Seconds each language shows on an alternating board, unless the shop or screen says otherwise. */
export const DEFAULT_ALTERNATE_SECONDS = 15;

/** The alternation interval's bounds in seconds: long enough to read, short enough to notice. */
export const ALTERNATE_SECONDS_RANGE = { min: 2, max: 600 } as const;

/** A board's language as its feed carries it. */
export interface BoardLanguageSetting {
  mode: BoardLanguageMode;
  seconds: number;
}

export const DEFAULT_BOARD_LANGUAGE: BoardLanguageSetting = {
  mode: 'nl',
  seconds: DEFAULT_ALTERNATE_SECONDS,
};

export function isBoardLanguageMode(value: unknown): value is BoardLanguageMode {
  return value === 'nl' || value === 'en' || value === 'both';
}

/** Whether `seconds` is a whole number of seconds within `ALTERNATE_SECONDS_RANGE`. */
export function isAlternateSeconds(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= ALTERNATE_SECONDS_RANGE.min &&
    value <= ALTERNATE_SECONDS_RANGE.max
  );
}

/**
 * The setting a screen's board follows: the screen's own mode and interval where it has them,
 * else its shop's. Anything unreadable falls back to Dutch every 15 seconds.
 */
export function resolveBoardLanguage(
  shop: { mode: string | null; seconds: number | null },
  screen?: { mode: string | null; seconds: number | null } | null,
): BoardLanguageSetting {
  const own = screen?.mode && screen.mode !== 'inherit' ? screen.mode : null;
  const mode = own ?? shop.mode;
  const seconds = (own ? screen?.seconds : null) ?? shop.seconds;
  return {
    mode: isBoardLanguageMode(mode) ? mode : DEFAULT_BOARD_LANGUAGE.mode,
    seconds: isAlternateSeconds(seconds) ? seconds : DEFAULT_ALTERNATE_SECONDS,
  };
}

/** The languages a mode shows, in the order they take turns. */
export function languagesOf(mode: BoardLanguageMode): BoardLanguage[] {
  return mode === 'both' ? ['nl', 'en'] : [mode];
}

/** A text, or the fallback when it is unset or blank. */
function orDutch(text: string | null | undefined, dutch: string | null): string | null {
  return text && text.trim() ? text : dutch;
}

/**
 * A row's English price labels: each free label that has an English text ('Glas' -> 'Glass'),
 * for `json_prices` and for the switched-off and discounted labels that name them.
 */
function englishLabels(item: ShopPriceItem): Map<string, string> {
  const english = new Map<string, string>();
  for (const entry of item.json_prices ?? [])
    if (entry.label_en?.trim()) english.set(entry.label, entry.label_en);
  return english;
}

/** One row with its English texts where it has them, the Dutch ones elsewhere. */
export function englishItem(item: ShopPriceItem): ShopPriceItem {
  const labels = englishLabels(item);
  const label = (text: string) => labels.get(text) ?? text;
  return {
    ...item,
    ...(labels.size > 0 && {
      json_prices: item.json_prices.map((entry) => ({ ...entry, label: label(entry.label) })),
      deactivated_labels: item.deactivated_labels.map(label),
      action_labels: item.action_labels.map((action) => ({
        ...action,
        label: label(action.label),
      })),
    }),
    category_name: orDutch(item.category_name_en, item.category_name) ?? item.category_name,
    main_category_name: orDutch(item.main_category_name_en, item.main_category_name),
    kind_short_description_nl: orDutch(
      item.kind_short_description_en,
      item.kind_short_description_nl,
    ),
    product_short_description_nl: orDutch(
      item.product_short_description_en,
      item.product_short_description_nl,
    ),
  };
}

/**
 * The feed as a board shows it in `language`: in English, each text the layout reads (category
 * and main category names, short descriptions, free price labels) is its English text, or the Dutch
 * one where no English text is set. Dutch is the feed itself.
 */
export function feedInLanguage(feed: ShopFeed, language: BoardLanguage): ShopFeed {
  if (language === 'nl') return feed;
  return { ...feed, prices: (feed.prices ?? []).map(englishItem) };
}

/**
 * Each Dutch text of the feed with its English counterpart and back: the texts one place of the
 * board shows in either language. The layout of a bilingual board measures a text as the wider
 * of the pair, so both languages get the same rows, columns and price grid.
 */
export function languagePartners(feed: ShopFeed): Map<string, Set<string>> {
  const partners = new Map<string, Set<string>>();
  const pair = (a: string | null | undefined, b: string | null | undefined) => {
    if (!a || !b || a === b) return;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = partners.get(from) ?? new Set<string>();
      set.add(to);
      partners.set(from, set);
    }
  };
  for (const item of feed.prices ?? []) {
    const english = englishItem(item);
    pair(item.category_name, english.category_name);
    pair(item.main_category_name, english.main_category_name);
    pair(item.kind_short_description_nl, english.kind_short_description_nl);
    pair(item.product_short_description_nl, english.product_short_description_nl);
    // Column headers are measured as the board writes them.
    for (const entry of item.json_prices ?? [])
      if (entry.label_en)
        pair(formatPriceLabelText(entry.label), formatPriceLabelText(entry.label_en));
  }
  return partners;
}
