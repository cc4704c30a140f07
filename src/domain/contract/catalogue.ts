/** Answers about the catalogue: kinds, horeca products, strains, tags, flavors, relations. */
import { Type, type Static } from 'typebox';
import { PRODUCT_TYPES } from '../constants';
import { Id, Nullable, Timestamp } from './common';
import { Price, ShopPrice, ShopLink } from './pricing';

const Picture = Nullable(Type.String());

/** Descriptions and the six picture slots that kinds and horeca products share. */
const ItemContent = {
  short_description_nl: Type.String(),
  short_description_en: Type.String(),
  description_nl: Type.String(),
  description_en: Type.String(),
  image_1: Picture,
  image_2: Picture,
  image_3: Picture,
  image_4: Picture,
  image_5: Picture,
  image_6: Picture,
  /** How many picture slots hold a picture. */
  images_amount: Type.Number(),
};

export const KindStrain = Type.Object({ id: Id, name: Type.String() });
export type KindStrain = Static<typeof KindStrain>;

/** A tag of a kind with its amount, 0 to 100. */
export const KindTag = Type.Object({ id: Id, name: Type.String(), amount: Type.Number() });
export type KindTag = Static<typeof KindTag>;

/** A flavor of a kind; the colour is hex without '#'. */
export const KindFlavor = Type.Object({
  id: Id,
  name: Type.String(),
  icon: Type.String(),
  color: Type.String(),
});
export type KindFlavor = Static<typeof KindFlavor>;

/** A cannabis kind (`GET /v1/kinds/{id}`); `shop_group_id` null means global. */
export const Kind = Type.Object({
  id: Id,
  name: Type.String(),
  ...ItemContent,
  /** CBD, Hybrid, Indica, Sativa. */
  c: Type.Boolean(),
  h: Type.Boolean(),
  i: Type.Boolean(),
  s: Type.Boolean(),
  /** Emoji. */
  flags: Type.Array(Type.String()),
  /** Emoji. */
  icons: Type.Array(Type.String()),
  shop_group_id: Nullable(Id),
  created_at: Timestamp,
  modified_at: Timestamp,
  strains: Type.Array(KindStrain),
  /** Highest amount first. */
  tags: Type.Array(KindTag),
  flavors: Type.Array(KindFlavor),
  strains_amount: Type.Number(),
  tags_amount: Type.Number(),
  flavors_amount: Type.Number(),
  /** Only when asked with `?shop_id=`: that shop's rows of the kind. */
  prices: Type.Optional(Type.Array(ShopPrice)),
});
export type Kind = Static<typeof Kind>;

/** `GET /v1/kinds`: a page with the total and the skip of the next page (null at the end). */
export const KindPage = Type.Object({
  items: Type.Array(Kind),
  total: Type.Number(),
  cursor: Nullable(Type.Number()),
});
export type KindPage = Static<typeof KindPage>;

/** A horeca product (`GET /v1/products/{id}`). */
export const Product = Type.Object({
  id: Id,
  name: Type.String(),
  ...ItemContent,
  product_type: Nullable(Type.Enum(PRODUCT_TYPES)),
  shop_group_id: Nullable(Id),
  created_at: Timestamp,
  modified_at: Timestamp,
  /** Only when asked with `?shop_id=`. */
  prices: Type.Optional(Type.Array(ShopPrice)),
});
export type Product = Static<typeof Product>;

/** `POST /v1/products/with-price`: the new product, its price combination and its link. */
export const ProductWithPrice = Type.Object({
  product: Product,
  price: Price,
  link: ShopLink,
});
export type ProductWithPrice = Static<typeof ProductWithPrice>;

/** `GET /v1/strains` and `/v1/tags`: a global word; flavors add a colour and an icon. */
export const Vocabulary = Type.Object({
  id: Id,
  name: Type.String(),
  created_at: Timestamp,
  modified_at: Timestamp,
  /** Flavors only: hex colour without '#'. */
  color: Type.Optional(Type.String()),
  /** Flavors only. */
  icon: Type.Optional(Type.String()),
});
export type Vocabulary = Static<typeof Vocabulary>;

/** `/v1/kinds-to-strains`, `/v1/kinds-to-tags` (with `amount`), `/v1/kinds-to-flavors`. */
export const KindRelation = Type.Object({
  id: Id,
  kind_id: Id,
  strain_id: Type.Optional(Id),
  tag_id: Type.Optional(Id),
  flavor_id: Type.Optional(Id),
  amount: Type.Optional(Type.Number()),
});
export type KindRelation = Static<typeof KindRelation>;

/** `GET /v1/kinds-to-…/get_relation_id`: the id of the relation of a kind and a word. */
export const RelationId = Type.Object({ id: Id });
