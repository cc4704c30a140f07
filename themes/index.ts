/**
 * Board themes and the choice among them. A shop's theme is a shop setting stored on the server
 * (`config.theme`, chosen in the back office), so renaming a shop keeps its board; a shop that
 * never chose one gets the default. The three configurable slots may also be bound to shop ids
 * on an install or a device; such a binding wins. A '/light' route swaps the palette for the
 * light one and keeps the shop's banner, logo and readings.
 */
import { DE_STEEG_THEME } from './de-steeg';
import { DEFAULT_THEME } from './default';
import { HEAD_SHOP_THEME } from './head-shop';
import { LIGHT_THEME } from './light';
import { MISSISSIPPI_THEME } from './mississippi';
import { SLOT_THEMES, THEME_SLOTS, type ThemeSlotIds } from './slots';
import type { BoardTheme } from './types';

export { DEFAULT_THEME } from './default';
export { LIGHT_THEME } from './light';
export { MISSISSIPPI_THEME } from './mississippi';
export { HEAD_SHOP_THEME } from './head-shop';
export { DE_STEEG_THEME } from './de-steeg';
export { SLOT_THEMES, THEME_SLOTS } from './slots';
export type { ThemeSlot, ThemeSlotIds } from './slots';
export type { BoardTheme, ThemeFont, ThemeMetrics, ThemeShowVariant } from './types';

/** Every theme, for previews and snapshot tests. */
export const ALL_THEMES: readonly BoardTheme[] = [
  DEFAULT_THEME,
  LIGHT_THEME,
  MISSISSIPPI_THEME,
  HEAD_SHOP_THEME,
  DE_STEEG_THEME,
  ...THEME_SLOTS.map((slot) => SLOT_THEMES[slot]),
];

/** Themes by id. */
const BY_ID = new Map<string, BoardTheme>(ALL_THEMES.map((theme) => [theme.id, theme]));

/** What decides a board's theme. */
export interface ThemeRequest {
  shopId: string;
  /** The shop's stored theme id (`config.theme` of its feed); absent or unknown: the default. */
  theme: string | undefined;
  /** The route contains 'light'. */
  light: boolean;
}

function shopTheme(request: ThemeRequest, slots: ThemeSlotIds): BoardTheme {
  const slot = THEME_SLOTS.find((name) => slots[name] && slots[name] === request.shopId);
  if (slot) return SLOT_THEMES[slot];
  return (request.theme && BY_ID.get(request.theme)) || DEFAULT_THEME;
}

/**
 * The theme of a board. `slots` binds the configurable slots to shop ids; a slot binding wins
 * over the stored theme, so an install (or one device) can keep a shop on a slot theme.
 */
export function resolveTheme(request: ThemeRequest, slots: ThemeSlotIds = {}): BoardTheme {
  const shop = shopTheme(request, slots);
  if (!request.light) return shop;
  if (shop.id === DEFAULT_THEME.id || shop.id === LIGHT_THEME.id) return LIGHT_THEME;
  return {
    ...LIGHT_THEME,
    id: `${shop.id}-light`,
    name: `${shop.name} (light)`,
    images: shop.images,
    drinksImages: shop.drinksImages,
    // The shop's banner stays, so its name keeps the colour made for that banner.
    bannerTitle: shop.bannerTitle,
    readings: shop.readings,
    list: shop.list,
  };
}

/** What decides a board's mark: what the shop sells and what the show lists. */
export interface MarkRequest {
  /** The feed's `shop_type`; absent (an older server's feed): a coffeeshop. */
  shopType: 'cannabis' | 'horeca' | 'both' | undefined;
  /** The show is the hospitality list (`extra`, or the full-screen `horeca`). */
  hospitality: boolean;
  /** The shop's list holds cannabis (a kind's row). */
  cannabisRows: boolean;
}

/**
 * Whether a board carries the theme's drinks-place mark instead of its cannabis leaf: always on
 * a café's (horeca) boards, and on another shop's hospitality list when its list holds no
 * cannabis at all (edibles and joints keep the leaf where they are shown).
 */
export function usesDrinksMark(request: MarkRequest): boolean {
  return request.shopType === 'horeca' || (request.hospitality && !request.cannabisRows);
}

/** The theme with the banner and logo the board carries (`usesDrinksMark`). */
export function withShopMark(theme: BoardTheme, request: MarkRequest): BoardTheme {
  return usesDrinksMark(request) ? { ...theme, images: theme.drinksImages } : theme;
}
