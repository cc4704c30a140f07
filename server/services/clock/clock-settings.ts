/**
 * Reading and saving a shop's opening hours and time zone, and the time windows of its
 * categories and links. Saving goes through the writer, so the boards' cache status moves
 * on and they are pushed, and the history records it.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  openingHoursProblem,
  timeWindowsProblem,
  type ClockProblem,
  type OpeningHours,
  type TimeWindow,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { categories, shops, shopsToPrices } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ChangeSet } from '../writer/changes';

/** The refusal of each problem, in the shop's language. */
export const CLOCK_MESSAGES: Record<ClockProblem, string> = {
  bad_time: 'Een tijd is ongeldig; gebruik uu:mm, bijvoorbeeld 09:30.',
  empty_interval: 'Een tijdvak moet een begin- en eindtijd hebben die verschillen.',
  bad_day: 'Een dag is 1 (maandag) tot en met 7 (zondag).',
  no_days: 'Kies minstens één dag voor elk tijdvak.',
  too_many: 'Dat zijn te veel tijdvakken of uitzonderingen.',
  bad_date: 'Een datum is ongeldig; gebruik jjjj-mm-dd, bijvoorbeeld 2026-12-25.',
  duplicate_date: 'Elke datum mag maar één uitzondering hebben.',
  bad_weekdays: 'Openingstijden hebben precies zeven dagen, maandag tot en met zondag.',
  bad_time_zone: 'Deze tijdzone is onbekend; gebruik bijvoorbeeld Europe/Amsterdam.',
};

/** The stored form: days sorted without repeats, so equal windows are equal JSON. */
function normalWindows(windows: readonly TimeWindow[]): TimeWindow[] {
  return windows.map((w) => ({
    days: [...new Set(w.days)].sort((a, b) => a - b),
    from: w.from,
    to: w.to,
  }));
}

function checkWindows(windows: readonly TimeWindow[]): TimeWindow[] {
  const problem = timeWindowsProblem(windows);
  if (problem) throw badRequest(CLOCK_MESSAGES[problem], ['body', 'time_windows']);
  return normalWindows(windows);
}

export interface ShopOpeningHoursView {
  time_zone: string;
  opening_hours: OpeningHours | null;
}

export async function getShopOpeningHours(
  db: Executor,
  shopId: string,
): Promise<ShopOpeningHoursView> {
  const [row] = await db
    .select({ timeZone: shops.timeZone, openingHours: shops.openingHours })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw notFound('Shop');
  return { time_zone: row.timeZone || DEFAULT_TIME_ZONE, opening_hours: row.openingHours };
}

export async function setShopOpeningHours(
  tx: Executor,
  changes: ChangeSet,
  shopId: string,
  body: { time_zone?: string | undefined; opening_hours: OpeningHours | null },
): Promise<void> {
  if (body.time_zone !== undefined && !isTimeZone(body.time_zone)) {
    throw badRequest(CLOCK_MESSAGES.bad_time_zone, ['body', 'time_zone']);
  }
  const hours = body.opening_hours;
  if (hours) {
    const problem = openingHoursProblem(hours);
    if (problem) throw badRequest(CLOCK_MESSAGES[problem], ['body', 'opening_hours']);
  }
  const stored: OpeningHours | null = hours && {
    weekdays: hours.weekdays.map((day) => day.map(({ from, to }) => ({ from, to }))),
    exceptions: [...hours.exceptions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(({ date, intervals }) => ({
        date,
        intervals: intervals.map(({ from, to }) => ({ from, to })),
      })),
  };
  const updated = await tx
    .update(shops)
    .set({
      openingHours: stored,
      ...(body.time_zone !== undefined && { timeZone: body.time_zone }),
    })
    .where(eq(shops.id, shopId))
    .returning({ id: shops.id });
  if (!updated.length) throw notFound('Shop');
  changes.touchShops([shopId]);
}

/** What carries time windows: categories and links, each of one shop. */
export interface WindowHolder {
  table: typeof categories | typeof shopsToPrices;
  /** The name in a 404 (and in the refusal of another shop's row). */
  label: string;
}

export const CATEGORY_WINDOWS: WindowHolder = { table: categories, label: 'Category' };
export const LINK_WINDOWS: WindowHolder = { table: shopsToPrices, label: 'Shop to price' };

/** A category's or link's shop and windows; 404 when it does not exist. */
export async function getTimeWindows(
  db: Executor,
  holder: WindowHolder,
  id: string,
): Promise<{ shopId: string; windows: TimeWindow[] }> {
  const { table } = holder;
  const [row] = await db
    .select({ shopId: table.shopId, windows: table.timeWindows })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound(holder.label);
  return row;
}

/** Saves a category's or link's windows in their stored form; its shop's boards reload. */
export async function setTimeWindows(
  tx: Executor,
  changes: ChangeSet,
  holder: WindowHolder,
  id: string,
  windows: readonly TimeWindow[],
): Promise<TimeWindow[]> {
  const { table } = holder;
  const stored = checkWindows(windows);
  const [row] = await tx
    .update(table)
    .set({ timeWindows: stored })
    .where(eq(table.id, id))
    .returning({ shopId: table.shopId });
  if (!row) throw notFound(holder.label);
  changes.touchShops([row.shopId]);
  return stored;
}
