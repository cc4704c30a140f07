/**
 * The shows a shop can start (board.md section 2, "Start-a-show menu"): each a board address
 * under /pricelist/{shopId}, with a preview at /preview/{encoded address}; for a multi-screen
 * shop, the address of each of its screens. Pure: the shows page and the preview page use it.
 */
import { sellsCannabis, sellsHoreca, type ScreenOrientation, type ShopType } from '../../domain';
import { BOARD_SHOWS } from '../../domain/board-view';
import { t } from '../../i18n';
import type { MessageKey, Translate } from '../../i18n';

/** The first path segment of every board address. */
export const BOARD_PATH_PREFIX = '/pricelist';

/** A show of the menu: what it is called and where it lives, relative to the shop. */
export interface ShowDefinition {
  id: string;
  /** Catalogue keys of the show's name and description. */
  name: MessageKey;
  description: MessageKey;
  /** Appended to `/pricelist/{shopId}`: '' for the standard show, '/light?mode=portrait', ... */
  suffix: string;
  /**
   * The list the show names, offered only to shops that sell it ('both': the hospitality list
   * with edibles and pre-rolled joints, for shops that sell both).
   */
  list?: 'cannabis' | 'horeca' | 'both';
}

/** The catalogue keys of each show's name and description, by show id. */
const SHOW_NAMES: Record<string, { name: MessageKey; description: MessageKey }> = {
  standard: { name: 'shows.show.standard', description: 'shows.show.standard.description' },
  portrait: { name: 'shows.show.portrait', description: 'shows.show.portrait.description' },
  'light-portrait': {
    name: 'shows.show.lightPortrait',
    description: 'shows.show.lightPortrait.description',
  },
  'extra-portrait': {
    name: 'shows.show.extraPortrait',
    description: 'shows.show.extraPortrait.description',
  },
  'light-extra-portrait': {
    name: 'shows.show.lightExtraPortrait',
    description: 'shows.show.lightExtraPortrait.description',
  },
  horeca: { name: 'shows.show.horeca', description: 'shows.show.horeca.description' },
  cannabis: { name: 'shows.show.cannabis', description: 'shows.show.cannabis.description' },
  landscape: { name: 'shows.show.landscape', description: 'shows.show.landscape.description' },
};

/**
 * The shows every shop offers, in menu order: the addresses of `BOARD_SHOWS`
 * (`src/domain/board-view.ts`, which a paired stick shows too), with their names.
 */
export const SHOWS: readonly ShowDefinition[] = BOARD_SHOWS.map((show) => ({
  ...show,
  ...(SHOW_NAMES[show.id] ?? {
    name: 'shows.show.standard',
    description: 'shows.show.standard.description',
  }),
}));

/** A link of the menu: the show's board address and its preview. */
export interface ShowLink {
  id: string;
  name: string;
  description: string;
  path: string;
  previewPath: string;
}

/** `/preview/{encodeURIComponent(path)}`: the preview of any board address. */
export function previewPathOf(boardPath: string): string {
  return `/preview/${encodeURIComponent(boardPath)}`;
}

/** The board address of a show of a shop: `/pricelist/{shopId}{suffix}`. */
export function showPath(shopId: string, show: Pick<ShowDefinition, 'suffix'>): string {
  return `${BOARD_PATH_PREFIX}/${encodeURIComponent(shopId)}${show.suffix}`;
}

/** Whether a shop of the type has anything to show on the show's list. */
function offers(show: ShowDefinition, shopType: ShopType): boolean {
  if (show.list === 'horeca') return sellsHoreca(shopType);
  if (show.list === 'cannabis') return sellsCannabis(shopType);
  if (show.list === 'both') return sellsHoreca(shopType) && sellsCannabis(shopType);
  return true;
}

/**
 * The shows of a shop as links, in menu order, named in the current language: a café is not
 * offered the cannabis list, a coffeeshop without drinks not the hospitality list.
 */
export function buildShowLinks(
  shopId: string,
  translate: Translate = t,
  shopType: ShopType = 'both',
): ShowLink[] {
  return SHOWS.filter((show) => offers(show, shopType)).map((show) => {
    const path = showPath(shopId, show);
    return {
      id: show.id,
      name: translate(show.name),
      description: translate(show.description),
      path,
      previewPath: previewPathOf(path),
    };
  });
}

/** The part of a screen the menu needs. */
export interface ShowScreen {
  id: string;
  name: string;
  orientation: ScreenOrientation | string;
}

/** A screen's link: `/pricelist/{shopId}/{orientation lowercased}/{screenId}`. */
export interface ScreenLink {
  id: string;
  name: string;
  orientation: string;
  path: string;
  previewPath: string;
}

/**
 * The screens a multi-screen shop can start a show on: every screen but the mobile ones,
 * sorted by name, each linking to its own board address.
 */
export function buildScreenLinks(shopId: string, screens: readonly ShowScreen[]): ScreenLink[] {
  return screens
    .filter((screen) => screen.orientation.toLowerCase() !== 'mobile')
    .sort(
      (a, b) => a.name.localeCompare(b.name, 'nl', { numeric: true }) || a.id.localeCompare(b.id),
    )
    .map((screen) => {
      const orientation = screen.orientation.toLowerCase();
      const path = `${BOARD_PATH_PREFIX}/${encodeURIComponent(shopId)}/${orientation}/${encodeURIComponent(screen.id)}`;
      return {
        id: screen.id,
        name: screen.name,
        orientation,
        path,
        previewPath: previewPathOf(path),
      };
    });
}

/**
 * The name of the show a board address starts ('Licht staand'), matched against the menu's
 * shows; null for other addresses (a screen's).
 */
export function showNameOfPath(boardPath: string, translate: Translate = t): string | null {
  const match = new RegExp(`^${BOARD_PATH_PREFIX}/[^/?#]+(.*)$`).exec(boardPath);
  if (!match) return null;
  const rest = match[1] ?? '';
  const show = SHOWS.find((candidate) => candidate.suffix === rest);
  return show ? translate(show.name) : null;
}
