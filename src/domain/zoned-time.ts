/**
 * Wall-clock moments in a shop's time zone. A shop names its zone (Europe/Amsterdam until shops
 * carry one); a moment typed as a date and a time there is turned into an instant here, across
 * daylight-saving changes: a time the clock skips (02:30 on the last Sunday of March in
 * Amsterdam) does not exist and is refused; a time the clock passes twice (02:30 on the last
 * Sunday of October) is the first of the two, still in summer time.
 */

/** The time zone of every shop until shops carry their own. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** A moment as a person types it: `YYYY-MM-DD` and `HH:MM` (or `HH:MM:SS`) on the shop's clock. */
export interface LocalMoment {
  date: string;
  time: string;
}

export type ZonedResult =
  | { ok: true; at: Date }
  /** `invalid`: not a date or time; `skipped`: the clock jumps over it that day. */
  | { ok: false; reason: 'invalid' | 'skipped' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at instant `ms`, as UTC milliseconds of the same fields. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The zone's offset from UTC at instant `ms`, in milliseconds (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** Whether `timeZone` is a zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instant a date and time on the clock of `timeZone` name; see the module comment. */
export function zonedToInstant(moment: LocalMoment, timeZone: string): ZonedResult {
  const date = DATE.exec(moment.date);
  const time = TIME.exec(moment.time);
  if (!date || !time) return { ok: false, reason: 'invalid' };
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return { ok: false, reason: 'invalid' };
  }
  // The offsets in force around that wall time (a day either side covers any change).
  const offsets = new Set(
    [-86_400_000, 0, 86_400_000].map((shift) => offsetAt(wall + shift, timeZone)),
  );
  const fits = [...offsets]
    .map((offset) => wall - offset)
    .filter((at) => wallClockMs(at, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = fits[0];
  return first === undefined ? { ok: false, reason: 'skipped' } : { ok: true, at: new Date(first) };
}

/** The date and time an instant shows on the clock of `timeZone` (seconds only when not 0). */
export function instantToZoned(at: Date, timeZone: string): LocalMoment {
  const iso = new Date(wallClockMs(at.getTime(), timeZone)).toISOString();
  const time = iso.slice(17, 19) === '00' ? iso.slice(11, 16) : iso.slice(11, 19);
  return { date: iso.slice(0, 10), time };
}
