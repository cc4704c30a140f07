/** The address of a board's list, apart from the feed source: the board's first script asks it. */

/** What names a board's list: the shop, the `is_horeca` query, one screen of a multi-screen shop. */
export interface FeedAddress {
  shopId: string;
  isHoreca?: boolean | undefined;
  screenId?: string | undefined;
}

/** `/v1/shops/{shopId}` with its query. */
export function feedPath(address: FeedAddress): string {
  const query = new URLSearchParams();
  if (address.isHoreca !== undefined) query.set('is_horeca', String(address.isHoreca));
  if (address.screenId) query.set('screen_id', address.screenId);
  const search = query.toString();
  return `/v1/shops/${address.shopId}${search ? `?${search}` : ''}`;
}

/** Where the board keeps the last list of `path`, for a start while the server is away. */
export function feedStorageKey(path: string): string {
  return `pricelist-board:${path}`;
}
