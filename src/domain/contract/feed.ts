/** The public price list of a shop, as the board feed `GET /v1/shops/{id}` serves it. */
import { Type, type Static } from 'typebox';
import {
  BoardListSchema,
  Id,
  Nullable,
  ScreenAdvancedOptions,
  ShopConfig,
  ShopTypeSchema,
  Timestamp,
} from './common';

export const FeedPrice = Type.Object({
  label: Type.String(),
  /** The English text of a free label ('Glass' for 'Glas'), when staff gave one. */
  label_en: Type.Optional(Type.String()),
  price: Type.Number(),
  quantity: Type.Number(),
});
export type FeedPrice = Static<typeof FeedPrice>;

const Text = Nullable(Type.String());
const Flag = Nullable(Type.Boolean());

/** One row of a shop's public price list (board.md section 3 "Shop price item"). */
export const ShopPriceItem = Type.Object({
  id: Id,
  internal_product_id: Type.String(),
  active: Type.Boolean(),
  new: Type.Boolean(),
  order_number: Type.Number(),
  category_id: Id,
  category_name: Type.String(),
  /** Null when unset, as every text of the feed. */
  category_name_en: Text,
  category_icon: Text,
  /** `#` and six hex digits; null when unset. */
  category_color: Text,
  category_order_number: Type.Number(),
  category_image_1: Text,
  category_image_2: Text,
  category_pricelist_column: Type.Enum(['Left', 'Right']),
  category_pricelist_row: Nullable(Type.Number()),
  category_screen_display_options: ScreenAdvancedOptions,
  main_category_id: Nullable(Id),
  main_category_name: Text,
  main_category_name_en: Text,
  main_category_icon: Text,
  main_category_order_number: Type.Number(),
  kind_id: Nullable(Id),
  kind_name: Text,
  kind_c: Flag,
  kind_h: Flag,
  kind_i: Flag,
  kind_s: Flag,
  kind_short_description_nl: Text,
  kind_short_description_en: Text,
  kind_image: Text,
  strains: Type.Array(Type.Object({ name: Type.String() })),
  flags: Type.Array(Type.String()),
  icons: Type.Array(Type.String()),
  product_id: Nullable(Id),
  product_name: Text,
  product_short_description_nl: Text,
  product_short_description_en: Text,
  product_image: Text,
  image_1: Text,
  json_prices: Type.Array(FeedPrice),
  deactivated_labels: Type.Array(Type.String()),
  action_labels: Type.Array(Type.Object({ label: Type.String(), price: Type.Number() })),
  half: Nullable(Type.Number()),
  one: Nullable(Type.Number()),
  two_five: Nullable(Type.Number()),
  five: Nullable(Type.Number()),
  joint: Nullable(Type.Number()),
  piece: Nullable(Type.Number()),
  created_at: Timestamp,
  modified_at: Timestamp,
});
export type ShopPriceItem = Static<typeof ShopPriceItem>;

/**
 * The language the board shows: Dutch, English or both taking turns every `seconds`; the
 * screen's own choice when the feed is asked for a screen that has one, else the shop's.
 */
export const FeedBoardLanguage = Type.Object({
  mode: Type.Enum(['nl', 'en', 'both']),
  seconds: Type.Integer(),
});
export type FeedBoardLanguage = Static<typeof FeedBoardLanguage>;

/** The board feed's answer: the shop and its price items. */
export const ShopFeed = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  is_using_multiscreen: Type.Boolean(),
  config: ShopConfig,
  shop_group_id: Nullable(Id),
  modified_at: Timestamp,
  /**
   * The clock's fields, only for a shop with opening hours or time windows (others answer as the
   * predecessor did). The zone of its hours and windows, e.g. "Europe/Amsterdam".
   */
  time_zone: Type.Optional(Type.String()),
  /** Outside its opening hours: boards show the closed screen. Absent (no hours) or false: open. */
  closed: Type.Optional(Type.Boolean()),
  /** While closed: when the shop opens next, or null when no opening is planned. */
  opens_at: Type.Optional(Nullable(Timestamp)),
  /**
   * When this answer's content next changes by the clock (opening hours, time windows): a board
   * that missed the server's push refetches then. Null when nothing is planned.
   */
  next_change_at: Type.Optional(Nullable(Timestamp)),
  prices: Type.Array(ShopPriceItem),
  /** Absent from older servers' feeds: a board then shows Dutch. */
  board_language: Type.Optional(FeedBoardLanguage),
  /**
   * What the shop sells: a horeca shop's guests and boards see nothing of cannabis. Absent from
   * older servers' feeds: read as 'cannabis'.
   */
  shop_type: Type.Optional(ShopTypeSchema),
  /** The list its boards show when their address names none. */
  default_list: Type.Optional(BoardListSchema),
  /** False for a deactivated shop: its boards say that it is not in use. */
  active: Type.Optional(Type.Boolean()),
});
export type ShopFeed = Static<typeof ShopFeed>;
