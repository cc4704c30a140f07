/**
 * The shows a shop can start (board.md section 2, "Start-a-show menu"): each a board address
 * under /pricelist/{shopId}, with a preview at /preview/{encoded address}; for a multi-screen
 * shop, the address of each of its screens. Pure: the shows page and the preview page use it.
 */
import type { ScreenOrientation } from '../../domain';

/** The first path segment of every board address. */
export const BOARD_PATH_PREFIX = '/pricelist';

/** A show of the menu: what it is called and where it lives, relative to the shop. */
export interface ShowDefinition {
  id: string;
  name: string;
  description: string;
  /** Appended to `/pricelist/{shopId}`: '' for the standard show, '/light?mode=portrait', ... */
  suffix: string;
}

/** The shows every shop offers, in menu order. */
export const SHOWS: readonly ShowDefinition[] = [
  {
    id: 'standard',
    name: 'Standaard',
    description: 'De prijslijst liggend, in twee kolommen.',
    suffix: '',
  },
  {
    id: 'portrait',
    name: 'Staand',
    description: 'De prijslijst voor een staand scherm.',
    suffix: '/portrait',
  },
  {
    id: 'light-portrait',
    name: 'Licht staand',
    description: 'Staand, met het lichte thema.',
    suffix: '/light?mode=portrait',
  },
  {
    id: 'extra-portrait',
    name: 'Extra staand (horeca)',
    description: 'Staand, met de horecakaart, edibles en pre-rolled joints erbij.',
    suffix: '/extra?mode=portrait',
  },
  {
    id: 'light-extra-portrait',
    name: 'Licht extra staand',
    description: 'Staand met de horecakaart, in het lichte thema.',
    suffix: '/light/extra?mode=portrait',
  },
  {
    id: 'horeca',
    name: 'Horeca',
    description: 'Alleen de horecakaart, schermvullend.',
    suffix: '/horeca',
  },
  {
    id: 'cannabis',
    name: 'Cannabis',
    description: 'Alleen de cannabiskaart, schermvullend.',
    suffix: '/cannabis',
  },
  {
    id: 'landscape',
    name: 'Liggend',
    description: 'De prijslijst voor een liggend scherm.',
    suffix: '/landscape',
  },
];

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

/** The shows of a shop as links, in menu order. */
export function buildShowLinks(shopId: string): ShowLink[] {
  return SHOWS.map((show) => {
    const path = showPath(shopId, show);
    return {
      id: show.id,
      name: show.name,
      description: show.description,
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
export function showNameOfPath(boardPath: string): string | null {
  const match = new RegExp(`^${BOARD_PATH_PREFIX}/[^/?#]+(.*)$`).exec(boardPath);
  if (!match) return null;
  const rest = match[1] ?? '';
  return SHOWS.find((show) => show.suffix === rest)?.name ?? null;
}
