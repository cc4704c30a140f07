/**
 * The other screens of a multi-screen shop, with the lists they show: a screen's board lays
 * them out too (without drawing them) so that every screen of the shop uses one row size and
 * the boards on one wall look alike. Everything comes from the public API the boards read.
 */
import type { ShopFeed } from '../domain';
import { toScreen, type BoardScreen } from './board-data';

/** A sibling screen and the list its board shows. */
export interface SiblingBoard {
  screen: BoardScreen & { orientation: NonNullable<BoardScreen['orientation']> };
  feed: ShopFeed;
}

/** Asked after a change: the browser's copy is checked with the server (a 304 when it holds). */
const REVALIDATE: RequestInit = { cache: 'no-cache' };

function isShopFeed(value: unknown): value is ShopFeed {
  return typeof value === 'object' && value !== null && Array.isArray((value as ShopFeed).prices);
}

/**
 * The boards of the shop's other screens (`GET /v1/screens?filter=shop_id:…` and each one's
 * `GET /v1/shops/{id}?screen_id=…`); mobile screens have no board and are left out. Null when
 * the list cannot be read (the caller keeps what it knew); a screen whose list fails is left out.
 */
export async function loadSiblingBoards(
  apiBase: string,
  shopId: string,
  ownScreenId: string,
  fetcher: typeof fetch,
): Promise<SiblingBoard[] | null> {
  let records: unknown;
  try {
    const response = await fetcher(
      `${apiBase}/v1/screens?filter=shop_id:${encodeURIComponent(shopId)}&limit=999`,
      REVALIDATE,
    );
    if (!response.ok) return null;
    records = await response.json();
  } catch {
    return null;
  }
  if (!Array.isArray(records)) return null;
  const screens = records
    .map(toScreen)
    .filter((screen): screen is SiblingBoard['screen'] =>
      Boolean(screen && screen.id !== ownScreenId && screen.orientation),
    );
  const boards = await Promise.all(
    screens.map(async (screen): Promise<SiblingBoard | null> => {
      try {
        const response = await fetcher(
          `${apiBase}/v1/shops/${encodeURIComponent(shopId)}?screen_id=${encodeURIComponent(screen.id)}`,
          REVALIDATE,
        );
        if (!response.ok) return null;
        const feed: unknown = await response.json();
        return isShopFeed(feed) ? { screen, feed } : null;
      } catch {
        return null;
      }
    }),
  );
  return boards.filter((board): board is SiblingBoard => board !== null);
}
