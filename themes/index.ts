/**
 * Board themes and the choice among them. A shop gets its own theme by name (the demo shops,
 * whose ids are random per install) or by id (the three configurable slots); every other shop
 * gets the default. A '/light' route swaps the palette for the light one and keeps the shop's
 * banner, logo and readings.
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

/** Demo shops' themes by shop name (compared without case and surrounding spaces). */
const BY_SHOP_NAME = new Map<string, BoardTheme>([
  ['mississippi', MISSISSIPPI_THEME],
  ['head shop', HEAD_SHOP_THEME],
  ['de steeg', DE_STEEG_THEME],
]);

/** Every theme, for previews and snapshot tests. */
export const ALL_THEMES: readonly BoardTheme[] = [
  DEFAULT_THEME,
  LIGHT_THEME,
  MISSISSIPPI_THEME,
  HEAD_SHOP_THEME,
  DE_STEEG_THEME,
  ...THEME_SLOTS.map((slot) => SLOT_THEMES[slot]),
];

/** What decides a board's theme. */
export interface ThemeRequest {
  shopId: string;
  shopName: string;
  /** The route contains 'light'. */
  light: boolean;
}

function shopTheme(request: ThemeRequest, slots: ThemeSlotIds): BoardTheme | null {
  const slot = THEME_SLOTS.find((name) => slots[name] && slots[name] === request.shopId);
  if (slot) return SLOT_THEMES[slot];
  return BY_SHOP_NAME.get(request.shopName.trim().toLowerCase()) ?? null;
}

/**
 * The theme of a board. `slots` binds the configurable slots to shop ids; a slot wins over a
 * name match, so an install can give a demo-named shop a theme of its own.
 */
export function resolveTheme(request: ThemeRequest, slots: ThemeSlotIds = {}): BoardTheme {
  const shop = shopTheme(request, slots);
  if (!request.light) return shop ?? DEFAULT_THEME;
  if (!shop) return LIGHT_THEME;
  return {
    ...LIGHT_THEME,
    id: `${shop.id}-light`,
    name: `${shop.name} (light)`,
    images: shop.images,
    readings: shop.readings,
    list: shop.list,
  };
}
