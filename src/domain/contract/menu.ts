/** Answers about a shop's menu structure: categories, main categories, screens and tables. */
import { Type, type Static } from 'typebox';
import {
  Id,
  Nullable,
  PricelistColumn,
  ScreenAdvancedOptions,
  ScreenExtraConfig,
  ScreenOrientation,
  Timestamp,
} from './common';

/** Where a category stands on one screen of a multi-screen shop. */
export const CategoryPlacement = Type.Object({
  screen_id: Id,
  order_number: Type.Number(),
  /** 0 to 5. */
  column_number: Type.Number(),
  advanced_options: ScreenAdvancedOptions,
});
export type CategoryPlacement = Static<typeof CategoryPlacement>;

/** `GET /v1/categories`: a category of one shop. */
export const Category = Type.Object({
  id: Id,
  name: Type.String(),
  /** The name again, as the category forms call it. */
  category_name: Type.String(),
  name_en: Type.String(),
  shop_id: Id,
  shop_name: Type.String(),
  main_category_id: Nullable(Id),
  main_category_name: Nullable(Type.String()),
  main_category_name_en: Nullable(Type.String()),
  /** Hex without '#'. */
  color: Type.String(),
  icon: Type.String(),
  cannabis: Type.Boolean(),
  is_cannabis: Type.Boolean(),
  image_1: Nullable(Type.String()),
  image_2: Nullable(Type.String()),
  pricelist_column: PricelistColumn,
  pricelist_row: Nullable(Type.Number()),
  order_number: Type.Number(),
  created_at: Timestamp,
  modified_at: Timestamp,
  screens: Type.Array(CategoryPlacement),
});
export type Category = Static<typeof Category>;

/** `GET /v1/main-categories`. */
export const MainCategory = Type.Object({
  id: Id,
  shop_id: Id,
  shop_name: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  icon: Type.String(),
  order_number: Type.Number(),
  created_at: Timestamp,
  modified_at: Timestamp,
});
export type MainCategory = Static<typeof MainCategory>;

/** `GET /v1/screens`: a screen of a multi-screen shop. */
export const Screen = Type.Object({
  id: Id,
  name: Type.String(),
  orientation: ScreenOrientation,
  shop_id: Id,
  extra_config: ScreenExtraConfig,
  created_at: Timestamp,
  modified_at: Timestamp,
});
export type Screen = Static<typeof Screen>;

/** `GET /v1/tables`: a table of a shop where customers order. */
export const ShopTable = Type.Object({
  id: Id,
  shop_id: Id,
  name: Type.String(),
  created_at: Timestamp,
});
export type ShopTable = Static<typeof ShopTable>;

/**
 * `GET /v1/tables/check/{shopId}/{tableId}` (public): the table a customer's order page is for,
 * when it is a table of that shop; only its id and name.
 */
export const PublicTable = Type.Object({ id: Id, name: Type.String() });
export type PublicTable = Static<typeof PublicTable>;
