/** Happy hours: a price that follows the clock, of a link or a whole category. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';
import { PriceAmount } from './requests';

/** "HH:MM" or "HH:MM:SS"; the service checks the values. */
const ClockTime = Type.String({ maxLength: 8 });

export const HappyHourPrice = Type.Object(
  { label: Type.String({ maxLength: 50 }), price: PriceAmount },
  { additionalProperties: false },
);

/** One happy hour as the API shows it. */
export const HappyHour = Type.Object({
  id: Id,
  shop_id: Id,
  /** The link it belongs to, or null for a category's. */
  link_id: Nullable(Id),
  /** The category it belongs to, or null for a row's. */
  category_id: Nullable(Id),
  /** 1 Monday … 7 Sunday: the days it starts on. */
  days: Type.Array(Type.Integer()),
  /** In the shop's time zone; `to` before `from` ends the next day. */
  from: Type.String(),
  to: Type.String(),
  /** Fixed prices per label, or null when it is a percentage. */
  prices: Nullable(Type.Array(Type.Object({ label: Type.String(), price: Type.Number() }))),
  /** Percent off the regular price (1–90), or null when it has fixed prices. */
  percent: Nullable(Type.Integer()),
  modified_at: Timestamp,
});
export type HappyHour = Static<typeof HappyHour>;

/** The happy hours of a row, a category or a whole shop (at most 20 per row or category). */
export const HappyHourList = Type.Object({ items: Type.Array(HappyHour) });
export type HappyHourList = Static<typeof HappyHourList>;

/** A new or changed happy hour: either `prices` or `percent`. */
export const HappyHourBody = Type.Object(
  {
    days: Type.Array(Type.Integer(), { maxItems: 7 }),
    from: ClockTime,
    to: ClockTime,
    prices: Type.Optional(Nullable(Type.Array(HappyHourPrice, { maxItems: 20 }))),
    percent: Type.Optional(Nullable(Type.Integer())),
  },
  { additionalProperties: false },
);
export type HappyHourBody = Static<typeof HappyHourBody>;
