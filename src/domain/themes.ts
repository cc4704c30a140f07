/**
 * The board themes a shop may choose, by id, with the names the back office shows. The themes
 * themselves (colours, fonts, pictures) live in `themes/`; this list is what the server checks a
 * stored choice against, so it is domain data (a test keeps it equal to `themes/`).
 */
export const BOARD_THEMES = [
  { id: 'default', name: 'Default' },
  { id: 'light', name: 'Light' },
  { id: 'mississippi', name: 'Mississippi' },
  { id: 'head-shop', name: 'Head Shop' },
  { id: 'de-steeg', name: 'De Steeg' },
  { id: 'slot-1', name: 'Harbour' },
  { id: 'slot-2', name: 'Ember' },
  { id: 'slot-3', name: 'Polder' },
] as const;

/** The id of a board theme. */
export type BoardThemeId = (typeof BOARD_THEMES)[number]['id'];

/** The theme of a shop that has not chosen one. */
export const DEFAULT_BOARD_THEME: BoardThemeId = 'default';

/** Whether `value` names a board theme. */
export function isBoardThemeId(value: unknown): value is BoardThemeId {
  return BOARD_THEMES.some((theme) => theme.id === value);
}

/** A shop's theme: its stored choice when that is a theme, otherwise the default. */
export function shopThemeOf(config: { theme?: unknown } | null | undefined): BoardThemeId {
  return isBoardThemeId(config?.theme) ? config.theme : DEFAULT_BOARD_THEME;
}

/**
 * The themes the demo shops had by name before the theme became a setting: the demo seed stores
 * them, and migration 0004 stored them for existing shops of these names.
 */
export const DEMO_SHOP_THEMES: Readonly<Record<string, BoardThemeId>> = {
  mississippi: 'mississippi',
  'head shop': 'head-shop',
  'de steeg': 'de-steeg',
};
