/** Answers about people and places: tokens, roles, users, shop groups and shops. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, ShopConfig, ShopTypeSchema, Timestamp } from './common';

/** The answer of `POST /v1/login/access-token`. */
export const AccessToken = Type.Object({ access_token: Type.String(), token_type: Type.String() });
export type AccessToken = Static<typeof AccessToken>;

/** `GET /v1/roles`: `admin` and `employee` exist; users carry `{id, name}`. */
export const Role = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Optional(Type.String()),
});
export type Role = Static<typeof Role>;

/** A shop as shop groups and users list it. */
export const ShopSummary = Type.Object({
  id: Id,
  name: Type.String(),
  is_using_multiscreen: Type.Boolean(),
});
export type ShopSummary = Static<typeof ShopSummary>;

/** `GET /v1/shop-groups`, `/v1/shop-groups/{id}`, `/v1/shop-groups/shop-id/{shopId}`. */
export const ShopGroup = Type.Object({
  id: Id,
  name: Type.String(),
  shops: Type.Array(ShopSummary),
});
export type ShopGroup = Static<typeof ShopGroup>;

/** `GET /v1/users`, `/v1/users/{id}` and `/v1/users/me`: never a password hash. */
export const User = Type.Object({
  id: Id,
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_active: Type.Boolean(),
  is_superuser: Type.Boolean(),
  /** The language of the back office for this user. */
  language: Type.Union([Type.Literal('nl'), Type.Literal('en')]),
  created_at: Timestamp,
  roles: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  shop_groups: Type.Array(ShopGroup),
});
export type User = Static<typeof User>;

/** The answer of `POST /v1/users/{id}/reset-token` (superusers). */
export const ResetToken = Type.Object({
  token: Type.String(),
  expires_at: Timestamp,
  reset_path: Type.String(),
});
export type ResetToken = Static<typeof ResetToken>;

/** `GET /v1/shops` (superusers: all, staff: theirs) and the settings calls' answers. */
export const Shop = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  is_using_multiscreen: Type.Boolean(),
  config: ShopConfig,
  /** What the shop sells: 'cannabis', 'horeca' or 'both'; its boards' default list follows it. */
  shop_type: ShopTypeSchema,
  /** False for a deactivated shop: it keeps its data but leaves the back office's choices. */
  active: Type.Boolean(),
  /** The first shop group holding the shop. */
  shop_group_id: Nullable(Id),
  shop_group_ids: Type.Array(Id),
  /** The board cache status: changes whenever the shop's boards must reload. */
  modified_at: Timestamp,
});
export type Shop = Static<typeof Shop>;

/** `GET /v1/shops/cache-status/{id}`. */
export const ShopCacheStatus = Type.Object({ modified_at: Timestamp });
export type ShopCacheStatus = Static<typeof ShopCacheStatus>;

/** `GET`/`PUT /v1/shops/allowed-ips/{shopId}`: addresses orders are taken from, and yours. */
export const AllowedAddresses = Type.Object({
  allowed_ips: Type.Array(Type.String()),
  your_address: Type.String(),
});
export type AllowedAddresses = Static<typeof AllowedAddresses>;
