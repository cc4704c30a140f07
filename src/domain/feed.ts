/** The public price list of a shop, as the board feed `GET /v1/shops/{id}` serves it. */
export type { FeedPrice, ShopFeed, ShopPriceItem } from './contract';
