/**
 * "Vanaf": a change made now, or saved for a moment on the shop's clock. Pure model of the
 * field; the server checks the moment again.
 */
import { DEFAULT_SHOP_TIME_ZONE, instantToZoned, zonedToInstant } from '../../domain';
import type { LocalMoment } from '../../domain';

export type ScheduleFrom = { mode: 'now' } | ({ mode: 'at' } & LocalMoment);

export const FROM_NOW: ScheduleFrom = { mode: 'now' };

/** The time zone moments are typed in when the shop's own is not known (`useShopTimeZone`). */
export const SCHEDULE_TIME_ZONE = DEFAULT_SHOP_TIME_ZONE;

/** The moment offered first: the next whole hour on the shop's clock. */
export function defaultMoment(now: Date, timeZone = SCHEDULE_TIME_ZONE): LocalMoment {
  const next = new Date(now.getTime() + 3_600_000);
  next.setUTCMinutes(0, 0, 0);
  return instantToZoned(next, timeZone);
}

export type MomentProblem = 'schedule.invalid' | 'schedule.skipped' | 'schedule.past';

/** What is wrong with a typed moment (a message key), or null. */
export function momentProblem(
  moment: LocalMoment,
  now: Date,
  timeZone = SCHEDULE_TIME_ZONE,
): MomentProblem | null {
  const result = zonedToInstant(moment, timeZone);
  if (!result.ok) return result.reason === 'skipped' ? 'schedule.skipped' : 'schedule.invalid';
  return result.at.getTime() <= now.getTime() ? 'schedule.past' : null;
}
