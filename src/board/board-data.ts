/**
 * The data a board gathers besides its feed: the screen of a multi-screen address, the theme
 * slot bindings of this install, the texts whose glyphs must be loaded before measuring, and
 * the feed as the layout should see it once some category pictures turned out to be missing.
 */
import type { LayoutOrientation, LayoutScreen } from '../../renderer/layout';
import {
  BOARD_VERSION_LABEL,
  completeScreenExtraConfig,
  parseScreenOrientation,
  type ShopFeed,
} from '../domain';

/** A screen as the board needs it: the layout's part and its orientation. */
export interface BoardScreen extends LayoutScreen {
  orientation: LayoutOrientation | null;
}

const SCREEN_KEY = 'pricelist-board:screen:';

export { THEME_SLOTS_KEY, themeSlotIds } from './theme-slots';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'> | null;

/** A screen record of the API as the board needs it; null when it is none. */
export function toScreen(body: unknown): BoardScreen | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { id?: unknown; orientation?: unknown; extra_config?: unknown };
  if (typeof record.id !== 'string') return null;
  const orientation = parseScreenOrientation(String(record.orientation ?? ''));
  return {
    id: record.id,
    // A mobile screen has no board of its own; it is shown in the address's orientation.
    orientation: orientation === 'portrait' || orientation === 'landscape' ? orientation : null,
    extra_config: completeScreenExtraConfig(record.extra_config),
  };
}

/**
 * The screen `id` from the public `GET /v1/screens/{id}`, kept in storage so that a board that
 * restarts while the server is away still knows its orientation and options.
 */
export async function loadScreen(
  apiBase: string,
  id: string,
  fetcher: typeof fetch,
  storage: Storage,
): Promise<BoardScreen | null> {
  const key = `${SCREEN_KEY}${id}`;
  try {
    const response = await fetcher(`${apiBase}/v1/screens/${encodeURIComponent(id)}`);
    if (response.ok) {
      const body: unknown = await response.json();
      const screen = toScreen(body);
      if (screen) {
        storage?.setItem(key, JSON.stringify(body));
        return screen;
      }
    }
  } catch {
    // Offline: the stored copy below.
  }
  try {
    const stored = storage?.getItem(key);
    return stored ? toScreen(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

/** Characters every board draws whatever its feed: digits, price signs, legend, version. */
const FIXED_TEXT = `0123456789,.-–…€★ NewStrongCBDIndicaSativaHybridJointpack ${BOARD_VERSION_LABEL}`;

/**
 * Every distinct character the feed can put on the board, for loading the font subsets (Latin
 * Extended, the emoji font's flags) before anything is measured.
 */
export function feedCharacters(feed: ShopFeed, symbols: readonly string[]): string {
  return [...new Set(Array.from(feedTexts(feed, symbols).join('')))].join('');
}

/** One segmenter for every feed: making one costs far more than using it. */
let segmenter: Intl.Segmenter | null = null;

/**
 * Every distinct grapheme (a flag, an emoji with its modifiers, a letter) the feed can put on the
 * board, for choosing the emoji font: flags are two characters and only whole are they a flag.
 */
export function feedGraphemes(feed: ShopFeed, symbols: readonly string[]): Set<string> {
  segmenter ??= new Intl.Segmenter('nl', { granularity: 'grapheme' });
  const graphemes = new Set<string>();
  for (const text of feedTexts(feed, symbols)) {
    for (const part of segmenter.segment(text)) graphemes.add(part.segment);
  }
  return graphemes;
}

function feedTexts(feed: ShopFeed, symbols: readonly string[]): string[] {
  const parts: string[] = [FIXED_TEXT, ...symbols];
  for (const item of feed.prices ?? []) {
    parts.push(
      item.category_name ?? '',
      item.kind_name ?? '',
      item.product_name ?? '',
      item.kind_short_description_nl ?? '',
      item.product_short_description_nl ?? '',
      // A board may show the English texts too (alone, or taking turns with the Dutch ones).
      item.category_name_en ?? '',
      item.kind_short_description_en ?? '',
      item.product_short_description_en ?? '',
      ...(item.flags ?? []),
      ...(item.icons ?? []),
      ...(item.strains ?? []).map((strain) => strain.name),
      ...(item.json_prices ?? []).map((price) => price.label),
    );
  }
  return parts;
}

/**
 * The feed with the category pictures in `missing` taken out, so the layout names those
 * categories instead: a picture that cannot be shown never leaves a title empty.
 */
export function withoutPictures(feed: ShopFeed, missing: ReadonlySet<string>): ShopFeed {
  if (missing.size === 0) return feed;
  return {
    ...feed,
    prices: feed.prices.map((item) =>
      item.category_image_1 && missing.has(item.category_image_1)
        ? { ...item, category_image_1: null }
        : item,
    ),
  };
}

/** Whether `key` is a category picture of `feed` (and not a row image). */
export function isCategoryPicture(feed: ShopFeed, key: string): boolean {
  return feed.prices.some((item) => item.category_image_1 === key);
}
