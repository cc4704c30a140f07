/**
 * The first script of a board page (`board.html`): before the app itself has loaded, it asks for
 * what the first frame waits on, so the requests run alongside the scripts instead of after
 * them: the list, the picture service's address and the screen of a multi-screen address (the
 * app takes these answers through `withEarlyAnswers`), the board's emoji font, and the theme's
 * fonts as soon as the stored or the fetched list names the theme. Then it loads the app.
 */
import {
  BOARD_EMOJI_FAMILY,
  loadFlags,
  loadFonts,
  themeFontNeeds,
} from '../../renderer/scene/fonts';
import { resolveTheme } from '../../themes';
import { DEFAULT_SCREEN_EXTRA_CONFIG, type ShopFeed } from '../domain';
import { feedIsHoreca, parseBoardRoute, type BoardRoute } from './board-route';
import { storage } from './browser-io';
import { isStickPath } from './pairing/stick-path';
import { fetchEarly } from './early-fetch';
import { feedPath, feedStorageKey } from './feed-path';
import { imageServiceFromEnv } from './image-url';
import { shownFlags } from './shown-flags';
import { themeSlotIds } from './theme-slots';

const env = import.meta.env as Record<string, unknown>;

/** Starts loading the faces of the theme the list `feed` names. */
function startThemeFonts(route: BoardRoute, shopId: string, feed: unknown): void {
  const config = (feed as { config?: { theme?: unknown } } | null)?.config;
  const theme = resolveTheme(
    {
      shopId,
      theme: typeof config?.theme === 'string' ? config.theme : undefined,
      light: route.light,
    },
    themeSlotIds(env, storage()),
  );
  void loadFonts(themeFontNeeds(theme));
  // The flags of the rows the board lists (each its own small face of the board's emoji font).
  const list = feed as ShopFeed | null;
  if (!Array.isArray(list?.prices)) return;
  // A screen's list holds only the categories placed on it: all of them show.
  const screen = route.screenId
    ? { id: route.screenId, extra_config: DEFAULT_SCREEN_EXTRA_CONFIG }
    : null;
  void loadFlags(shownFlags(list, { variant: route.variant, screen }, theme.list));
}

function startEarly(): void {
  // A screen stick (`/scherm`) asks for its code first; its board starts once it is paired.
  if (isStickPath(window.location.pathname)) return;
  const route = parseBoardRoute(window.location.pathname, window.location.search);
  const { shopId, screenId } = route;
  if (!shopId) return;
  const path = feedPath({
    shopId,
    isHoreca: feedIsHoreca(route),
    screenId: screenId ?? undefined,
  });
  const feed = fetchEarly(path);
  if (!imageServiceFromEnv(env)) void fetchEarly('/v1/images/config');
  if (screenId) void fetchEarly(`/v1/screens/${encodeURIComponent(screenId)}`);
  void loadFonts([{ family: BOARD_EMOJI_FAMILY, weight: 400 }]);
  try {
    const stored = storage()?.getItem(feedStorageKey(path));
    if (stored) startThemeFonts(route, shopId, JSON.parse(stored));
  } catch {
    // A damaged copy: the fetched list names the theme shortly.
  }
  feed
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      if (body) startThemeFonts(route, shopId, body);
    })
    .catch(() => undefined);
}

startEarly();
void import('./board-main');
