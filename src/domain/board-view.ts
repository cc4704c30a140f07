/**
 * What a paired screen stick shows, chosen from the shop's own boards (board.md section 2,
 * "Address rules"): the shop's board (`/pricelist/{shopId}`, its default list), the hospitality
 * list (`/horeca`), the `extra` list (the hospitality list with edibles and pre-rolled joints),
 * the cannabis list (`/cannabis`), one of the start-a-show menu's shows, or one screen of a
 * multi-screen wall; in landscape or portrait, with the dark or the light theme. Shared by the
 * server (which checks a choice against the shop's type) and the stick (which opens its address).
 */
import { sellsCannabis, sellsHoreca, type ShopType } from './constants';

/** A list a stick can show by itself; 'board' is the shop's own board (its default list). */
export const BOARD_VIEW_LISTS = ['board', 'horeca', 'extra', 'cannabis'] as const;
export type BoardViewList = (typeof BOARD_VIEW_LISTS)[number];

/** The theme: the shop's dark board or the light palette (`/light`). */
export const BOARD_THEMES = ['dark', 'light'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

/**
 * A show of the start-a-show menu (`src/pages/Shows/showList.ts` names them): appended to
 * `/pricelist/{shopId}`, offered only to shops that sell its list ('both': the `extra` list).
 */
export interface BoardShow {
  id: string;
  suffix: string;
  list?: 'cannabis' | 'horeca' | 'both';
}

/** The shows every shop may start, in menu order. */
export const BOARD_SHOWS: readonly BoardShow[] = [
  { id: 'standard', suffix: '' },
  { id: 'portrait', suffix: '/portrait' },
  { id: 'light-portrait', suffix: '/light?mode=portrait' },
  { id: 'extra-portrait', list: 'both', suffix: '/extra?mode=portrait' },
  { id: 'light-extra-portrait', list: 'both', suffix: '/light/extra?mode=portrait' },
  { id: 'horeca', list: 'horeca', suffix: '/horeca' },
  { id: 'cannabis', list: 'cannabis', suffix: '/cannabis' },
  { id: 'landscape', suffix: '/landscape' },
];

/**
 * The view on the wire and in the database: a list (`board`, `horeca`, `extra`, `cannabis`) or
 * `show:{id}` for a show. A wall screen is named by its screen id instead (its view is `board`).
 */
export const BOARD_VIEW_PATTERN = '^(board|horeca|extra|cannabis|show:[a-z-]{1,30})$';

/** Whether a shop of the type sells what the list shows. */
export function listOffered(list: BoardViewList | 'both', shopType: ShopType): boolean {
  if (list === 'horeca') return sellsHoreca(shopType);
  if (list === 'cannabis') return sellsCannabis(shopType);
  if (list === 'extra' || list === 'both') return sellsHoreca(shopType) && sellsCannabis(shopType);
  return true;
}

/** The show a view names, or null (a list, or an unknown show). */
export function showOfView(view: string): BoardShow | null {
  if (!view.startsWith('show:')) return null;
  const id = view.slice('show:'.length);
  return BOARD_SHOWS.find((show) => show.id === id) ?? null;
}

/**
 * Whether a shop of the type can show the view: a known list or show it sells. Null when it can,
 * else why not ('unknown': no such show; 'not_sold': a list the shop does not sell).
 */
export function viewProblem(view: string, shopType: ShopType): 'unknown' | 'not_sold' | null {
  if (view.startsWith('show:')) {
    const show = showOfView(view);
    if (!show) return 'unknown';
    return !show.list || listOffered(show.list, shopType) ? null : 'not_sold';
  }
  if (!(BOARD_VIEW_LISTS as readonly string[]).includes(view)) return 'unknown';
  return listOffered(view as BoardViewList, shopType) ? null : 'not_sold';
}

/** What a paired stick shows, as its pairing names it. */
export interface BoardChoice {
  shopId: string;
  screenId: string | null;
  orientation: 'landscape' | 'portrait';
  view: string;
  theme: BoardTheme;
}

/**
 * The board address of a choice, as the board page reads it (`board-route.ts`): a show's own
 * address, a wall screen's `/{orientation}/{screenId}`, or a list with its theme and
 * orientation (`?mode=portrait`).
 */
export function boardPathOf(choice: BoardChoice): { pathname: string; search: string } {
  const base = `/pricelist/${encodeURIComponent(choice.shopId)}`;
  const light = choice.theme === 'light' ? '/light' : '';
  if (choice.screenId)
    return {
      pathname: `${base}${light}/${choice.orientation}/${encodeURIComponent(choice.screenId)}`,
      search: '',
    };
  const show = showOfView(choice.view);
  if (show) {
    const [path = '', query] = show.suffix.split('?');
    return { pathname: `${base}${path}`, search: query ? `?${query}` : '' };
  }
  const list = choice.view === 'board' || !choice.view ? '' : `/${choice.view}`;
  return {
    pathname: `${base}${light}${list}`,
    search: choice.orientation === 'portrait' ? '?mode=portrait' : '',
  };
}

/** The orientation a show stands in (its address names portrait, or not). */
export function showOrientation(show: BoardShow): 'landscape' | 'portrait' {
  return show.suffix.includes('portrait') ? 'portrait' : 'landscape';
}
