/** Answers about prices: price combinations, the rows of shops' boards and their prices. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, PriceAction, PriceEntry, Timestamp } from './common';

const LegacyPrices = {
  half: Nullable(Type.Number()),
  one: Nullable(Type.Number()),
  two_five: Nullable(Type.Number()),
  five: Nullable(Type.Number()),
  joint: Nullable(Type.Number()),
  piece: Nullable(Type.Number()),
};

/** One price link of a shop showing a kind or product (`GET /v1/kinds/{id}?shop_id=`). */
export const ShopPrice = Type.Object({
  /** The price combination's id. */
  id: Id,
  shops_to_price_id: Id,
  category_id: Id,
  internal_product_id: Type.String(),
  active: Type.Boolean(),
  new: Type.Boolean(),
  order_number: Type.Number(),
  cannabis: Type.Array(PriceEntry),
  pre_rolled_joints: Type.Array(PriceEntry),
  edible: Type.Array(PriceEntry),
  deactivated_labels: Type.Array(Type.String()),
  action_labels: Type.Array(PriceAction),
  ...LegacyPrices,
  modified_at: Timestamp,
});
export type ShopPrice = Static<typeof ShopPrice>;

/** `GET /v1/prices`: a price combination with its register code. */
export const Price = Type.Object({
  id: Id,
  internal_product_id: Type.String(),
  shop_group_id: Nullable(Id),
  created_at: Timestamp,
  modified_at: Timestamp,
  cannabis: Type.Array(PriceEntry),
  pre_rolled_joints: Type.Array(PriceEntry),
  edible: Type.Array(PriceEntry),
  ...LegacyPrices,
  /** 'New' when a cannabis list exists. */
  model: Type.Enum(['New', 'Old']),
});
export type Price = Static<typeof Price>;

/** `GET /v1/shops-to-prices`: a row of a shop's board (a kind or product with a price). */
export const ShopLink = Type.Object({
  id: Id,
  shop_id: Id,
  price_id: Id,
  category_id: Id,
  kind_id: Nullable(Id),
  product_id: Nullable(Id),
  active: Type.Boolean(),
  new: Type.Boolean(),
  order_number: Type.Number(),
  deactivated_labels: Type.Array(Type.String()),
  action_labels: Type.Array(PriceAction),
  use_half: Type.Boolean(),
  use_one: Type.Boolean(),
  use_two_five: Type.Boolean(),
  use_five: Type.Boolean(),
  use_joint: Type.Boolean(),
  use_piece: Type.Boolean(),
  created_at: Timestamp,
  modified_at: Timestamp,
  /** The register code of the price combination. */
  internal_product_id: Type.String(),
  /** Every price of the combination, in board order. */
  json_prices: Type.Array(PriceEntry),
  /** The name of the kind or horeca product shown. */
  product_name: Type.String(),
  product_short_description_nl: Type.String(),
});
export type ShopLink = Static<typeof ShopLink>;

/** A row that moved to a combination of another register code, said out loud. */
export const RegisterCodeChange = Type.Object({
  product_name: Type.String(),
  was: Type.String(),
  now: Type.String(),
  /** "Ketama krijgt kassacode 20006 (was 20001)", in the request's language. */
  text: Type.String(),
});
export type RegisterCodeChange = Static<typeof RegisterCodeChange>;

/** `PUT /v1/shops-to-prices/{id}/prices`: the row, and its new register code when it got one. */
export const LinkPricesAnswer = Type.Object({
  ...ShopLink.properties,
  register_code_change: Nullable(RegisterCodeChange),
});
export type LinkPricesAnswer = Static<typeof LinkPricesAnswer>;

/** `GET /v1/shops-to-prices/{id}/shared`: who else shows a row's price combination. */
export const SharedPrice = Type.Object({
  price_id: Id,
  internal_product_id: Type.String(),
  /** The rows of the caller's shops that use the same combination. */
  used_by: Type.Array(Type.Object({ id: Id, shop_id: Id, product_name: Type.String() })),
  /** Rows of other shops using it too, which the caller does not see. */
  elsewhere: Type.Number(),
});
export type SharedPrice = Static<typeof SharedPrice>;
