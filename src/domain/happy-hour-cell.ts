/**
 * A row's happy hours as one cell of the menu spreadsheet, readable and read back:
 * "ma-vr 17:00-19:00 -20%", "za 16:00-18:00 4,50" (the row's one price), "vr,za 22:00-02:00 1g
 * 9,00 5g 40,00"; several separated by " | ". Days are Dutch two-letter names, single or as a
 * run ("ma-vr"); prices have a decimal comma. Pure.
 */
import { clockSeconds } from './clock';
import {
  dayRuns,
  happyHourProblem,
  normalHappyHour,
  shortTime,
  type HappyHourProblem,
  type HappyHourRule,
} from './happy-hour';

export const CELL_DAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;
const SEPARATOR = ' | ';

const money = (value: number) => value.toFixed(2).replace('.', ',');

/** The days of a happy hour as the cell writes them: "ma-vr", "za,zo", "ma-zo". */
export function cellDays(days: readonly number[]): string {
  return dayRuns(days)
    .map(([start, end]) => {
      const first = CELL_DAYS[start - 1] ?? '';
      if (start === end) return first;
      return `${first}${end === start + 1 ? ',' : '-'}${CELL_DAYS[end - 1] ?? ''}`;
    })
    .join(',');
}

/** One happy hour as the cell writes it; a row with one label gets its price without label. */
export function happyHourCellPart(rule: HappyHourRule, rowLabels: readonly string[]): string {
  const when = `${cellDays(rule.days)} ${shortTime(rule.from)}-${shortTime(rule.to)}`;
  if (rule.percent !== null) return `${when} -${rule.percent}%`;
  const prices = rule.prices ?? [];
  const only = prices[0];
  if (prices.length === 1 && only && rowLabels.length === 1 && rowLabels[0] === only.label)
    return `${when} ${money(only.price)}`;
  return `${when} ${prices.map((p) => `${p.label} ${money(p.price)}`).join(' ')}`;
}

/** A row's happy hours as one cell, earliest day and time first. */
export function happyHourCell(rules: readonly HappyHourRule[], rowLabels: readonly string[]) {
  return [...rules]
    .sort(
      (a, b) =>
        (a.days[0] ?? 0) - (b.days[0] ?? 0) ||
        (clockSeconds(a.from) ?? 0) - (clockSeconds(b.from) ?? 0),
    )
    .map((rule) => happyHourCellPart(rule, rowLabels))
    .join(SEPARATOR);
}

/** Why a cell cannot be read: the cell's own form, or the rule a happy hour breaks. */
export type HappyHourCellProblem = 'form' | 'days' | 'needs_label' | HappyHourProblem;

export type HappyHourCellResult =
  { ok: true; rules: HappyHourRule[] } | { ok: false; problem: HappyHourCellProblem; part: string };

const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const LABEL = /^\d+(?:[.,]\d+)?[a-z]{1,3}$/i;
const TIMES = /^(\d{1,2}:\d{2}(?::\d{2})?)-(\d{1,2}:\d{2}(?::\d{2})?)$/;

const pad = (time: string) => (time.length === 4 || time.length === 7 ? `0${time}` : time);

function parseDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const piece of text.toLowerCase().split(',')) {
    const [first, last, ...rest] = piece.split('-');
    if (rest.length || !first) return null;
    const start = CELL_DAYS.indexOf(first as (typeof CELL_DAYS)[number]) + 1;
    const end = last === undefined ? start : CELL_DAYS.indexOf(last as never) + 1;
    if (!start || !end) return null;
    // A run may wrap the week: "vr-ma" is Friday to Monday.
    for (let day = start; ; day = (day % 7) + 1) {
      days.add(day);
      if (day === end) break;
    }
  }
  return [...days];
}

function parsePart(part: string, rowLabels: readonly string[]): HappyHourCellResult {
  const tokens = part.trim().split(/\s+/);
  const [dayText, timeText, ...rest] = tokens;
  const times = timeText ? TIMES.exec(timeText) : null;
  if (!dayText || !times || !rest.length) return { ok: false, problem: 'form', part };
  const days = parseDays(dayText);
  if (!days) return { ok: false, problem: 'days', part };
  const base = { days, from: pad(times[1] ?? ''), to: pad(times[2] ?? '') };
  let rule: HappyHourRule;
  const percent = /^-(\d{1,3})\s*%$/.exec(rest.join(''));
  if (percent) {
    rule = { ...base, prices: null, percent: Number(percent[1]) };
  } else if (rest.length === 1 && PRICE.test(rest[0] ?? '')) {
    const label = rowLabels.length === 1 ? rowLabels[0] : undefined;
    if (!label) return { ok: false, problem: 'needs_label', part };
    rule = {
      ...base,
      prices: [{ label, price: Number((rest[0] ?? '').replace(',', '.')) }],
      percent: null,
    };
  } else {
    if (rest.length % 2) return { ok: false, problem: 'form', part };
    const prices = [];
    for (let i = 0; i < rest.length; i += 2) {
      const label = rest[i] ?? '';
      const price = rest[i + 1] ?? '';
      if (!LABEL.test(label) || !PRICE.test(price)) return { ok: false, problem: 'form', part };
      prices.push({ label: label.replace(',', '.'), price: Number(price.replace(',', '.')) });
    }
    rule = { ...base, prices, percent: null };
  }
  const problem = happyHourProblem(rule);
  if (problem) return { ok: false, problem, part };
  return { ok: true, rules: [normalHappyHour(rule)] };
}

/** Reads a cell back; an empty cell is no happy hours. */
export function parseHappyHourCell(
  cell: string,
  rowLabels: readonly string[],
): HappyHourCellResult {
  const rules: HappyHourRule[] = [];
  for (const part of cell.split('|')) {
    if (!part.trim()) continue;
    const read = parsePart(part, rowLabels);
    if (!read.ok) return read;
    rules.push(...read.rules);
  }
  return { ok: true, rules };
}
