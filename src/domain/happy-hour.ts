/**
 * Happy hour: a price that follows the clock. A link or a whole category of a shop has, on
 * some weekdays from one time to another (in the shop's time zone; an end before the start runs
 * into the next day), either fixed prices per label or a percentage off. While it runs, boards
 * show it as a discount (the regular price struck) and orders are priced at it. Pure: the
 * moment is always passed in.
 */
import { canonicalPriceLabel } from './board-text';
import { clockSeconds, nextWindowChange, windowsOpen, type TimeWindow } from './clock';
import { actionsStillValid, priceProblem, type PriceAction } from './price-rules';
import type { PriceEntry } from './prices';

/** A fixed happy-hour price of one label. */
export interface HappyHourPrice {
  label: string;
  price: number;
}

/** What a happy hour is: when, and either fixed prices or a percentage off. */
export interface HappyHourRule {
  /** 1 Monday … 7 Sunday: the days it starts on. */
  days: number[];
  from: string;
  to: string;
  /** Fixed prices per label; null when it is a percentage. */
  prices: HappyHourPrice[] | null;
  /** Percent off the regular price (1–90); null when it has fixed prices. */
  percent: number | null;
}

export const HAPPY_HOUR_PERCENT_MIN = 1;
export const HAPPY_HOUR_PERCENT_MAX = 90;
/** At most this many happy hours per row or category. */
export const MAX_HAPPY_HOURS_PER_TARGET = 20;
/** At most this many fixed prices in one happy hour. */
export const MAX_HAPPY_HOUR_PRICES = 20;

/** Why a happy hour is refused; the server and the editors turn these into words. */
export type HappyHourProblem =
  | 'bad_time'
  | 'empty_interval'
  | 'no_days'
  | 'bad_day'
  | 'duplicate_day'
  | 'price_or_percent'
  | 'bad_percent'
  | 'no_prices'
  | 'bad_price'
  | 'duplicate_label';

/** The first problem of a happy hour, or null when it may be saved. */
export function happyHourProblem(rule: HappyHourRule): HappyHourProblem | null {
  if (!rule.days.length) return 'no_days';
  if (rule.days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) return 'bad_day';
  if (new Set(rule.days).size !== rule.days.length) return 'duplicate_day';
  const from = clockSeconds(rule.from);
  const to = clockSeconds(rule.to);
  if (from === null || to === null) return 'bad_time';
  if (from === to) return 'empty_interval';
  if ((rule.prices === null) === (rule.percent === null)) return 'price_or_percent';
  if (rule.percent !== null) {
    const p = rule.percent;
    if (!Number.isInteger(p) || p < HAPPY_HOUR_PERCENT_MIN || p > HAPPY_HOUR_PERCENT_MAX)
      return 'bad_percent';
    return null;
  }
  const prices = rule.prices ?? [];
  if (!prices.length || prices.length > MAX_HAPPY_HOUR_PRICES) return 'no_prices';
  const labels = new Set<string>();
  for (const entry of prices) {
    if (!entry.label.trim() || priceProblem(entry.price)) return 'bad_price';
    if (labels.has(entry.label)) return 'duplicate_label';
    labels.add(entry.label);
  }
  return null;
}

/** The stored form: days sorted without repeats, labels in their one spelling ('1 gram' → '1g'). */
export function normalHappyHour(rule: HappyHourRule): HappyHourRule {
  return {
    days: [...new Set(rule.days)].sort((a, b) => a - b),
    from: rule.from,
    to: rule.to,
    prices:
      rule.prices &&
      rule.prices.map(({ label, price }) => ({ label: canonicalPriceLabel(label), price })),
    percent: rule.percent,
  };
}

/** A happy hour's time as a time window. */
export function happyHourWindow(rule: Pick<HappyHourRule, 'days' | 'from' | 'to'>): TimeWindow {
  return { days: rule.days, from: rule.from, to: rule.to };
}

const WEEK = 7 * 86_400;

/** The stretches of the week (seconds from Monday 00:00) a happy hour covers, none wrapping. */
function weekSpans(rule: Pick<HappyHourRule, 'days' | 'from' | 'to'>): [number, number][] {
  const from = clockSeconds(rule.from);
  const to = clockSeconds(rule.to);
  if (from === null || to === null || from === to) return [];
  const length = to > from ? to - from : to + 86_400 - from;
  const spans: [number, number][] = [];
  for (const day of rule.days) {
    const start = (day - 1) * 86_400 + from;
    const end = start + length;
    if (end <= WEEK) spans.push([start, end]);
    else spans.push([start, WEEK], [0, end - WEEK]);
  }
  return spans;
}

/**
 * Whether two happy hours run at the same time on some day of the week (wall clock; a happy
 * hour ending when another starts does not overlap it).
 */
export function happyHoursOverlap(
  a: Pick<HappyHourRule, 'days' | 'from' | 'to'>,
  b: Pick<HappyHourRule, 'days' | 'from' | 'to'>,
): boolean {
  const other = weekSpans(b);
  return weekSpans(a).some(([start, end]) => other.some(([s, e]) => start < e && s < end));
}

/** The happy hour of a list running at `now`, or null (they do not overlap: at most one). */
export function runningHappyHour<T extends Pick<HappyHourRule, 'days' | 'from' | 'to'>>(
  rules: readonly T[],
  zone: string,
  now: number,
): T | null {
  return rules.find((rule) => windowsOpen([happyHourWindow(rule)], zone, now)) ?? null;
}

/** The next moment after `now` a happy hour of the list starts or ends, or null. */
export function nextHappyHourChange(
  rules: readonly Pick<HappyHourRule, 'days' | 'from' | 'to'>[],
  zone: string,
  now: number,
): number | null {
  if (!rules.length) return null;
  return nextWindowChange(rules.map(happyHourWindow), zone, now);
}

/** A price `percent` % lower, in whole cents (half a cent up). */
export function percentOff(price: number, percent: number): number {
  return Math.round((Math.round(price * 100) * (100 - percent)) / 100) / 100;
}

/**
 * A row's discounts while a happy hour runs: per active label, the lower of the row's own
 * discount and the happy-hour price, kept only below the regular price (a happy-hour price at
 * or above it is no offer, so the regular price stays, as a typed discount would). The board
 * draws these as it draws any discount: the regular price struck beside the new one.
 */
export function happyHourActions(
  entries: readonly PriceEntry[],
  actions: readonly PriceAction[],
  rule: Pick<HappyHourRule, 'prices' | 'percent'>,
): PriceAction[] {
  const own = new Map(actionsStillValid([...entries], [...actions]).map((a) => [a.label, a.price]));
  const result: PriceAction[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!entry.active || seen.has(entry.label)) continue;
    seen.add(entry.label);
    const happy =
      rule.percent !== null
        ? percentOff(entry.price, rule.percent)
        : (rule.prices?.find((p) => p.label === entry.label)?.price ?? null);
    const discount = own.get(entry.label);
    const lowest = Math.min(
      discount ?? Number.POSITIVE_INFINITY,
      happy ?? Number.POSITIVE_INFINITY,
    );
    if (lowest < entry.price) result.push({ label: entry.label, price: lowest });
  }
  return result;
}

/** Runs of consecutive days, e.g. [1,2,3,4,5,7] → [[1,5],[7,7]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** "17:00" of "17:00" or "17:00:00"; seconds stay when they are not zero. */
export function shortTime(text: string): string {
  return text.length === 8 && text.endsWith(':00') ? text.slice(0, 5) : text;
}
