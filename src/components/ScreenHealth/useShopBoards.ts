import type { BoardStatus } from '../../api/board-types';
import { useItem } from '../../api/hooks';

/** How often the status view and the header look again. */
export const BOARDS_REFRESH_MS = 5_000;

/** The boards of a shop with their state; refetched every few seconds. */
export function useShopBoards(shopId: string | null | undefined, refreshMs = BOARDS_REFRESH_MS) {
  return useItem<BoardStatus[]>(shopId ? `/v1/boards/shop/${shopId}` : null, {
    refreshInterval: refreshMs,
  });
}

/** The shop's boards path, for writes. */
export function boardPath(shopId: string, boardId: string, action: string): string {
  return `/v1/boards/shop/${shopId}/${boardId}/${action}`;
}
