/** Opening hours of a shop and time windows of categories and links. */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

/** "HH:MM" or "HH:MM:SS"; the service checks the values. */
const ClockTime = Type.String({ maxLength: 8 });

export const ClockInterval = Type.Object(
  { from: ClockTime, to: ClockTime },
  { additionalProperties: false },
);

export const TimeWindow = Type.Object(
  {
    /** 1 Monday … 7 Sunday. */
    days: Type.Array(Type.Integer(), { maxItems: 7 }),
    from: ClockTime,
    to: ClockTime,
  },
  { additionalProperties: false },
);

export const OpeningHours = Type.Object(
  {
    /** Seven lists, Monday first; an empty list is closed that day. */
    weekdays: Type.Array(Type.Array(ClockInterval, { maxItems: 20 }), {
      minItems: 7,
      maxItems: 7,
    }),
    exceptions: Type.Array(
      Type.Object(
        {
          /** "YYYY-MM-DD" in the shop's time zone. */
          date: Type.String({ maxLength: 10 }),
          /** Empty: closed all day. */
          intervals: Type.Array(ClockInterval, { maxItems: 20 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 400 },
    ),
  },
  { additionalProperties: false },
);

/** A shop's clock as the back office edits it; `opening_hours` null is always open. */
export const ShopOpeningHours = Type.Object({
  time_zone: Type.String({ maxLength: 64 }),
  opening_hours: Nullable(OpeningHours),
});
export type ShopOpeningHours = Static<typeof ShopOpeningHours>;

export const ShopOpeningHoursBody = Type.Object(
  {
    time_zone: Type.Optional(Type.String({ maxLength: 64 })),
    opening_hours: Nullable(OpeningHours),
  },
  { additionalProperties: false },
);

/** The time windows of a category or link; empty is always shown. */
export const TimeWindows = Type.Object({ time_windows: Type.Array(TimeWindow) });
export type TimeWindows = Static<typeof TimeWindows>;

export const TimeWindowsBody = Type.Object(
  { time_windows: Type.Array(TimeWindow, { maxItems: 20 }) },
  { additionalProperties: false },
);
