/**
 * What a board address asks for (board.md section 2, "Address rules"): the shop, the show
 * (standard, hospitality, or the full-screen hospitality and cannabis displays), the theme's
 * light variant, the orientation and, for a multi-screen shop, the screen.
 */
import type { LayoutOrientation, ShowVariant } from '../../renderer/layout';
import type { BoardLanguageMode, ShopFeed } from '../domain';

/** Everything a board address decides. */
export interface BoardRoute {
  /** The shop; null when the address names none. */
  shopId: string | null;
  variant: ShowVariant;
  orientation: LayoutOrientation;
  /** The path contains 'light': the light palette with the shop's own images. */
  light: boolean;
  /** One screen of a multi-screen shop: `/{orientation}/{screenId}`. */
  screenId: string | null;
  /**
   * `?lang=nl|en|both`: the language this board shows whatever the shop or screen is set to
   * (the preview and the show launcher pick it); null follows the setting.
   */
  language: BoardLanguageMode | null;
}

/** The first path segment of every board address. */
export const BOARD_PATH = 'pricelist';

const ORIENTATIONS = new Set(['portrait', 'landscape']);
const KEYWORDS = new Set(['light', 'extra', 'horeca', 'cannabis', 'portrait', 'landscape']);

function variantOf(segments: readonly string[]): ShowVariant {
  // The full-screen displays name their list outright; 'extra' adds the hospitality list.
  if (segments.includes('horeca')) return 'horeca';
  if (segments.includes('cannabis')) return 'cannabis';
  if (segments.includes('extra')) return 'extra';
  return 'normal';
}

/**
 * Reads a board address such as `/pricelist/{shopId}/light/extra?mode=portrait` or
 * `/pricelist/{shopId}/portrait/{screenId}`. Keywords are matched as whole path segments, and
 * case-insensitively, so an id can never be mistaken for one.
 */
export function parseBoardRoute(pathname: string, search: string): BoardRoute {
  const all = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const start = all[0]?.toLowerCase() === BOARD_PATH ? 1 : 0;
  const [shop, ...rest] = all.slice(start);
  const shopId = shop && !KEYWORDS.has(shop.toLowerCase()) ? shop : null;
  const segments = (shopId ? rest : all.slice(start)).map((segment) => segment.toLowerCase());
  const query = new URLSearchParams(search);
  const mode = query.get('mode')?.toLowerCase();
  const lang = query.get('lang')?.toLowerCase();
  const portrait = segments.includes('portrait') || mode === 'portrait';

  let screenId: string | null = null;
  const orientationAt = segments.findIndex((segment) => ORIENTATIONS.has(segment));
  const candidate = orientationAt >= 0 ? rest[orientationAt + 1] : undefined;
  if (shopId && candidate && !KEYWORDS.has(candidate.toLowerCase())) screenId = candidate;

  return {
    shopId,
    variant: variantOf(segments),
    orientation: portrait ? 'portrait' : 'landscape',
    light: segments.includes('light'),
    screenId,
    language: lang === 'nl' || lang === 'en' || lang === 'both' ? lang : null,
  };
}

/**
 * The show a board draws: an address that names no list (`/pricelist/{shopId}`, `/light`, an
 * orientation) shows the shop's default list (its type, or staff's choice for a shop of both);
 * the spec's list addresses and a multi-screen screen show what they name.
 */
export function shownVariant(route: BoardRoute, feed: Pick<ShopFeed, 'default_list'>): ShowVariant {
  if (route.variant !== 'normal' || route.screenId) return route.variant;
  return feed.default_list === 'horeca' ? 'horeca' : 'normal';
}

/**
 * The address of the shop's other list, one click away on a shop of both types (null for a
 * shop that sells one kind, a multi-screen screen or a board without shop).
 */
export function otherListPath(
  route: BoardRoute,
  feed: Pick<ShopFeed, 'shop_type' | 'default_list'>,
): { path: string; list: 'horeca' | 'cannabis' } | null {
  if (!route.shopId || route.screenId || feed.shop_type !== 'both') return null;
  const shown = shownVariant(route, feed);
  const list = shown === 'horeca' || shown === 'extra' ? 'cannabis' : 'horeca';
  const segments = [BOARD_PATH, route.shopId, ...(route.light ? ['light'] : []), list];
  const mode = route.orientation === 'portrait' ? '?mode=portrait' : '';
  return { path: `/${segments.map(encodeURIComponent).join('/')}${mode}`, list };
}

/**
 * The `is_horeca` query of a show's feed. The hospitality lists are fetched whole, because the
 * edibles and pre-rolled joints they add are kind rows, not horeca products; only the
 * full-screen cannabis display can ask for the cannabis rows alone.
 */
export function feedIsHoreca(route: BoardRoute): boolean | undefined {
  return route.variant === 'cannabis' && !route.screenId ? false : undefined;
}
