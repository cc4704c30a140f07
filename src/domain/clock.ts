/**
 * Menus that follow the clock: a shop's opening hours and the time windows of categories and
 * links, as wall-clock times in the shop's time zone turned into moments. Pure: the moment
 * "now" is always passed in; time zones come from `Intl`, so daylight-saving changes follow the
 * zone's own rules (a time that does not exist on the spring-forward day moves on by the gap; a
 * time that happens twice on the fall-back day is its first occurrence).
 */

/** A wall-clock interval: `from` up to `to` ("HH:MM" or "HH:MM:SS"); `to` <= `from` ends the next day. */
export interface ClockInterval {
  from: string;
  to: string;
}

/** An interval whose end lies before its start runs on into the next day (22:00–02:00). */
export function endsNextDay(interval: ClockInterval): boolean {
  return interval.to < interval.from;
}

/** The week with `day`'s intervals copied to every day ("Kopieer naar alle dagen"). */
export function copyDayToAll(weekdays: ClockInterval[][], day: number): ClockInterval[][] {
  const source = weekdays[day] ?? [];
  return weekdays.map(() => source.map((interval) => ({ ...interval })));
}

/** Hours of one date that differ from its weekday: `intervals` empty is closed all day. */
export interface OpeningException {
  /** "YYYY-MM-DD" in the shop's time zone. */
  date: string;
  intervals: ClockInterval[];
}

/** A shop's opening hours: per weekday (index 0 is Monday, 6 Sunday) and exceptions per date. */
export interface OpeningHours {
  weekdays: ClockInterval[][];
  exceptions: OpeningException[];
}

/** When a category or row is shown: on these weekdays (1 Monday … 7 Sunday), from … to. */
export interface TimeWindow {
  days: number[];
  from: string;
  to: string;
}

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';
export const MAX_TIME_WINDOWS = 10;
export const MAX_INTERVALS_PER_DAY = 6;
export const MAX_OPENING_EXCEPTIONS = 200;

/** Why hours or windows are refused; the server and the editors turn these into words. */
export type ClockProblem =
  | 'bad_time'
  | 'empty_interval'
  | 'bad_day'
  | 'no_days'
  | 'too_many'
  | 'bad_date'
  | 'duplicate_date'
  | 'bad_weekdays'
  | 'bad_time_zone';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Seconds since midnight of "HH:MM" or "HH:MM:SS", or null when it is no time of day. */
export function clockSeconds(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** Whether `zone` is a time zone `Intl` knows (e.g. "Europe/Amsterdam"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function intervalProblem(interval: ClockInterval): ClockProblem | null {
  const from = clockSeconds(interval.from);
  const to = clockSeconds(interval.to);
  if (from === null || to === null) return 'bad_time';
  if (from === to) return 'empty_interval';
  return null;
}

/** The first problem of a list of time windows, or null when it may be saved. */
export function timeWindowsProblem(windows: readonly TimeWindow[]): ClockProblem | null {
  if (windows.length > MAX_TIME_WINDOWS) return 'too_many';
  for (const window of windows) {
    if (!window.days.length) return 'no_days';
    if (window.days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) return 'bad_day';
    const problem = intervalProblem(window);
    if (problem) return problem;
  }
  return null;
}

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The first problem of opening hours, or null when they may be saved. */
export function openingHoursProblem(hours: OpeningHours): ClockProblem | null {
  if (hours.weekdays.length !== 7) return 'bad_weekdays';
  if (hours.exceptions.length > MAX_OPENING_EXCEPTIONS) return 'too_many';
  const lists = [...hours.weekdays, ...hours.exceptions.map((e) => e.intervals)];
  for (const list of lists) {
    if (list.length > MAX_INTERVALS_PER_DAY) return 'too_many';
    for (const interval of list) {
      const problem = intervalProblem(interval);
      if (problem) return problem;
    }
  }
  const dates = new Set<string>();
  for (const exception of hours.exceptions) {
    if (!validDate(exception.date)) return 'bad_date';
    if (dates.has(exception.date)) return 'duplicate_date';
    dates.add(exception.date);
  }
  return null;
}

/* ---------- Time zones ---------- */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** A moment's wall clock in `zone`. */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localTime(at: number, zone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `zone`'s wall clock is ahead of UTC at moment `at`, in ms. */
function offsetAt(at: number, zone: string): number {
  const local = localTime(at, zone);
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The moment a wall-clock time of a local date happens in `zone`. `date` is the local date as
 * a UTC midnight (ms); `seconds` may pass 24 h (the next day). A time skipped by a spring-forward
 * change is moved on by the gap; a time that happens twice is its first occurrence.
 */
export function zonedMoment(date: number, seconds: number, zone: string): number {
  const wall = date + seconds * 1000;
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((at) => offsetAt(at, zone) === wall - at)
    .sort((a, b) => a - b);
  return candidates[0] ?? wall - before;
}

/** The local date of `at` in `zone`, as a UTC midnight (ms). */
function localDate(at: number, zone: string): number {
  const local = localTime(at, zone);
  return Date.UTC(local.year, local.month - 1, local.day);
}

/** 1 Monday … 7 Sunday of a local date given as a UTC midnight. */
function isoWeekday(date: number): number {
  return ((new Date(date).getUTCDay() + 6) % 7) + 1;
}

function dateKey(date: number): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** A stretch of time as moments (ms): from `start` up to, not including, `end`. */
export interface Span {
  start: number;
  end: number;
}

function intervalSpan(date: number, interval: ClockInterval, zone: string): Span | null {
  const from = clockSeconds(interval.from);
  const to = clockSeconds(interval.to);
  if (from === null || to === null || from === to) return null;
  const end = to > from ? to : to + 86_400;
  return { start: zonedMoment(date, from, zone), end: zonedMoment(date, end, zone) };
}

/** Each local date from `days` before `now`'s date to `ahead` days after it. */
function datesAround(now: number, zone: string, before: number, ahead: number): number[] {
  const today = localDate(now, zone);
  const dates: number[] = [];
  for (let k = -before; k <= ahead; k++) dates.push(today + k * DAY_MS);
  return dates;
}

/** The spans of time windows from the day before `now` to `ahead` days after. */
export function windowSpans(
  windows: readonly TimeWindow[],
  zone: string,
  now: number,
  ahead = 8,
): Span[] {
  const spans: Span[] = [];
  for (const date of datesAround(now, zone, 1, ahead)) {
    const weekday = isoWeekday(date);
    for (const window of windows) {
      if (!window.days.includes(weekday)) continue;
      const span = intervalSpan(date, window, zone);
      if (span) spans.push(span);
    }
  }
  return spans;
}

/** The spans of opening hours from the day before `now` to `ahead` days after. */
export function openingSpans(hours: OpeningHours, zone: string, now: number, ahead = 8): Span[] {
  const exceptions = new Map(hours.exceptions.map((e) => [e.date, e.intervals]));
  const spans: Span[] = [];
  for (const date of datesAround(now, zone, 1, ahead)) {
    const intervals = exceptions.get(dateKey(date)) ?? hours.weekdays[isoWeekday(date) - 1] ?? [];
    for (const interval of intervals) {
      const span = intervalSpan(date, interval, zone);
      if (span) spans.push(span);
    }
  }
  return spans;
}

function within(spans: readonly Span[], now: number): boolean {
  return spans.some((span) => span.start <= now && now < span.end);
}

/** The first start or end of a span after `now`, or null. */
function nextEdge(spans: readonly Span[], now: number): number | null {
  let next: number | null = null;
  for (const span of spans) {
    for (const edge of [span.start, span.end]) {
      if (edge > now && (next === null || edge < next)) next = edge;
    }
  }
  return next;
}

/** Whether time windows show their item at `now`: no windows is always. */
export function windowsOpen(windows: readonly TimeWindow[], zone: string, now: number): boolean {
  return !windows.length || within(windowSpans(windows, zone, now, 0), now);
}

/** The next moment after `now` at which time windows open or close, or null (none, or none within a week). */
export function nextWindowChange(
  windows: readonly TimeWindow[],
  zone: string,
  now: number,
): number | null {
  if (!windows.length) return null;
  return nextEdge(windowSpans(windows, zone, now), now);
}

/** A shop's state at a moment: open or closed, and when that changes. */
export interface OpeningState {
  open: boolean;
  /** While closed: when it opens next (within 60 days), or null. */
  opensAt: number | null;
  /** The next moment it opens or closes, or null. */
  changesAt: number | null;
}

/** Open or closed at `now`; a shop without hours (null) is always open. */
export function openingState(hours: OpeningHours | null, zone: string, now: number): OpeningState {
  if (!hours) return { open: true, opensAt: null, changesAt: null };
  let spans = openingSpans(hours, zone, now);
  const open = within(spans, now);
  // Touching intervals (until 18:00, from 18:00) are one opening: a change is an edge where
  // open-ness differs on either side.
  const changeAfter = (list: readonly Span[]): number | null => {
    let at = now;
    for (;;) {
      const edge = nextEdge(list, at);
      if (edge === null) return null;
      if (within(list, edge) !== open) return edge;
      at = edge;
    }
  };
  let changesAt = changeAfter(spans);
  if (changesAt === null) {
    spans = openingSpans(hours, zone, now, 62);
    changesAt = changeAfter(spans);
  }
  return { open, opensAt: open ? null : changesAt, changesAt };
}

/**
 * When the opening that holds `now` began (touching or overlapping intervals are one opening),
 * or null when the shop has no opening hours (always open) or is closed at `now`. An opening
 * that began before the day before `now` is given as that day's start of it.
 */
export function openSince(hours: OpeningHours | null, zone: string, now: number): number | null {
  if (!hours) return null;
  const spans = openingSpans(hours, zone, now, 0);
  let start: number | null = null;
  for (const span of spans) {
    if (span.start <= now && now < span.end && (start === null || span.start < start)) {
      start = span.start;
    }
  }
  if (start === null) return null;
  for (let moved = true; moved;) {
    moved = false;
    for (const span of spans) {
      if (span.start < start && span.end >= start) {
        start = span.start;
        moved = true;
      }
    }
  }
  return start;
}

/** The earliest of several moments, ignoring nulls. */
export function earliest(...moments: readonly (number | null | undefined)[]): number | null {
  let first: number | null = null;
  for (const moment of moments) {
    if (moment !== null && moment !== undefined && (first === null || moment < first)) {
      first = moment;
    }
  }
  return first;
}
