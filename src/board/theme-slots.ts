/**
 * The theme slot bindings of this install and device, apart from the rest of the board's data:
 * the board's first script reads them to pick the theme's fonts before the app has loaded.
 */
import { THEME_SLOTS, type ThemeSlotIds } from '../../themes';

/** Where a device may keep its own theme slot binding (see `themeSlotIds`). */
export const THEME_SLOTS_KEY = 'pricelist-board:theme-slots';

type Storage = Pick<globalThis.Storage, 'getItem'> | null;

/**
 * Which shop ids the configurable theme slots serve on this install: `VITE_THEME_SLOTS` (a JSON
 * object from slot to shop id, set when the app is built), overridden per device by the same
 * object stored under `THEME_SLOTS_KEY`. Anything malformed is ignored.
 */
export function themeSlotIds(env: Record<string, unknown>, storage: Storage): ThemeSlotIds {
  const read = (text: unknown): ThemeSlotIds => {
    if (typeof text !== 'string' || !text) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      const ids: ThemeSlotIds = {};
      if (typeof parsed !== 'object' || parsed === null) return ids;
      for (const slot of THEME_SLOTS) {
        const id = (parsed as Record<string, unknown>)[slot];
        if (typeof id === 'string' && id) ids[slot] = id;
      }
      return ids;
    } catch {
      return {};
    }
  };
  const stored = (): string | null => {
    try {
      return storage?.getItem(THEME_SLOTS_KEY) ?? null;
    } catch {
      // Storage can be switched off; the build's binding still holds.
      return null;
    }
  };
  return { ...read(env.VITE_THEME_SLOTS), ...read(stored()) };
}
