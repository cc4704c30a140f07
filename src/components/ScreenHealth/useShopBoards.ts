import type { BoardPage } from '../../api/board-types';
import { useItem } from '../../api/hooks';

/** How often the status view and the header look again. */
export const BOARDS_REFRESH_MS = 5_000;

/** Boards shown on one page of the status view (the server gives at most 200). */
export const BOARDS_PAGE_SIZE = 50;

/**
 * One page of the shop's boards with their state, the total and the count of unhealthy ones;
 * refetched every few seconds. `limit` 0 asks for the counts only (the header).
 */
export function useShopBoards(
  shopId: string | null | undefined,
  refreshMs = BOARDS_REFRESH_MS,
  page: { limit: number; offset: number } = { limit: BOARDS_PAGE_SIZE, offset: 0 },
) {
  return useItem<BoardPage>(
    shopId ? `/v1/boards/shop/${shopId}?limit=${page.limit}&offset=${page.offset}` : null,
    { refreshInterval: refreshMs },
  );
}

/** The shop's boards path, for writes. */
export function boardPath(shopId: string, boardId: string, action: string): string {
  return `/v1/boards/shop/${shopId}/${boardId}/${action}`;
}
