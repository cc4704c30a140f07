/**
 * What clients send about shops: add, change, (de)activate and configure a shop. Part of the
 * request bodies of `requests.ts`, kept apart by subject.
 */
import { Type, type Static } from 'typebox';
import { BoardListSchema, Id, ShopTypeSchema } from './common';
import { Name } from './requests';

const Flag = Type.Optional(Type.Boolean());
const ShopDescription = Type.Optional(Type.String({ maxLength: 2000 }));
/** An IANA zone name such as "Europe/Amsterdam"; an unknown one is refused by the service. */
const TimeZoneName = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }));

/**
 * `POST /v1/shops`: a shop with its type (default cannabis), its group (required for a group's
 * admin; a superuser may leave it out), time zone and the addresses it takes orders from. It
 * starts with a first category for each list it sells and a table, unless `empty`.
 */
export const ShopBody = Type.Object({
  name: Name,
  description: ShopDescription,
  shop_type: Type.Optional(ShopTypeSchema),
  shop_group_id: Type.Optional(Id),
  time_zone: TimeZoneName,
  allowed_ips: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  /** True: made without its first categories and table (a shop an import or a script fills). */
  empty: Flag,
});
export type ShopInput = Static<typeof ShopBody>;

/** `PUT /v1/shops/{id}`: rename, describe, change the type or the zone; at least one field. */
export const ShopChangeBody = Type.Object(
  {
    name: Type.Optional(Name),
    description: ShopDescription,
    shop_type: Type.Optional(ShopTypeSchema),
    time_zone: TimeZoneName,
  },
  { minProperties: 1 },
);
export type ShopChangeInput = Static<typeof ShopChangeBody>;

/** `PUT /v1/shops/{shopId}/active`: deactivate (false) or reactivate (true) a shop. */
export const ShopActiveBody = Type.Object({ active: Type.Boolean() });

/** `PUT /v1/shops/set-config/{shopId}`: at least one setting. */
export const ShopConfigBody = Type.Object(
  {
    use_truncated_prices: Flag,
    theme: Type.Optional(Type.String({ maxLength: 100 })),
    /** A shop of both types: the list its boards show by default. */
    default_list: Type.Optional(BoardListSchema),
  },
  { minProperties: 1 },
);
