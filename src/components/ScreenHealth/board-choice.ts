/**
 * What a paired stick shows, as the pairing form and the change dialog choose it and the lists
 * say it in words: one value per choice (`board`, `horeca`, `extra`, `cannabis`, `show:{id}`,
 * `screen:{id}`), with the orientation and theme, turned into the body of a claim or a move
 * (`src/domain/board-view.ts` on the wire).
 */
import { parseBoardRoute } from '../../board/board-route';
import { showOfView, type BoardTheme } from '../../domain/board-view';
import type { Translate } from '../../i18n';
import { SHOWS } from '../../pages/Shows/showList';

/** How a stick's board stands: a stick is never a phone. */
export type StickOrientation = 'landscape' | 'portrait';

/** The shop and what the stick shows of it. */
export interface BoardTarget {
  shopId: string;
  /** `board`, a list, `show:{id}`, or `screen:{id}` for one screen of the wall. */
  choice: string;
  orientation: StickOrientation;
  theme: BoardTheme;
}

/** The claim's or move's fields of a target. */
export function targetBody(target: BoardTarget): {
  shop_id: string;
  screen_id: string | null;
  orientation: StickOrientation;
  view: string;
  theme: BoardTheme;
} {
  const screen = target.choice.startsWith('screen:') ? target.choice.slice(7) : null;
  return {
    shop_id: target.shopId,
    screen_id: screen,
    orientation: target.orientation,
    view: screen ? 'board' : target.choice,
    theme: target.theme,
  };
}

/** The target a paired board shows now (its screen, or its view). */
export function targetOf(board: {
  shopId: string;
  screenId: string | null;
  orientation: StickOrientation | null;
  view?: string | null;
  theme?: BoardTheme | null;
}): BoardTarget {
  return {
    shopId: board.shopId,
    choice: board.screenId ? `screen:${board.screenId}` : (board.view ?? 'board'),
    orientation: board.orientation ?? 'landscape',
    theme: board.theme ?? 'dark',
  };
}

/** The name of a show by its view (`show:{id}`), in the current language. */
export function showName(view: string, t: Translate): string {
  const show = showOfView(view);
  const named = SHOWS.find((candidate) => candidate.id === show?.id);
  return named ? t(named.name) : view.slice(5);
}

/** The name of a list or show ("Horecakaart", "Show: Licht staand"). */
export function viewName(view: string, t: Translate): string {
  if (view.startsWith('show:')) return t('fleet.pairing.show', { name: showName(view, t) });
  if (view === 'horeca') return t('fleet.pairing.horeca');
  if (view === 'extra') return t('fleet.pairing.extra');
  if (view === 'cannabis') return t('fleet.pairing.cannabis');
  return t('fleet.pairing.shopBoard');
}

/**
 * A paired board's choice in words: "Horecakaart, staand", "Show: Licht staand",
 * "Scherm 2 van de muur, liggend" (with ", licht thema" for the light theme).
 */
export function choiceWords(
  board: {
    screenName: string | null;
    orientation: StickOrientation | null;
    view: string | null;
    theme: BoardTheme | null;
  },
  t: Translate,
): string {
  const view = board.view ?? 'board';
  if (!board.screenName && view.startsWith('show:')) return viewName(view, t);
  const what =
    board.screenName !== null
      ? t('fleet.pairing.wallScreen', { name: board.screenName })
      : viewName(view, t);
  const orientation = t(
    board.orientation === 'portrait' ? 'fleet.orientation.portrait' : 'fleet.orientation.landscape',
  );
  return t(board.theme === 'light' ? 'fleet.shows.choiceLight' : 'fleet.shows.choice', {
    what,
    orientation,
  });
}

/**
 * What a board address shows, in words ("Horecakaart, staand, licht thema"): for a browser seen
 * at an address, which tells staff more than the address's ids do. A wall screen is named by the
 * start of its id. Null for an address that is no board address.
 */
export function boardAddressWords(pageUrl: string, t: Translate): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const route = parseBoardRoute(url.pathname, url.search);
  if (!route.shopId) return null;
  return choiceWords(
    {
      screenName: route.screenId ? route.screenId.slice(0, 8) : null,
      orientation: route.orientation,
      view: route.variant === 'normal' ? 'board' : route.variant,
      theme: route.light ? 'light' : 'dark',
    },
    t,
  );
}

/** A board address in words, or else the address as it is ("Via adres /…"). */
export function addressWords(pageUrl: string, t: Translate): string {
  return boardAddressWords(pageUrl, t) ?? t('fleet.shows.address', { path: pathOf(pageUrl) });
}

function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return pageUrl;
  }
}
