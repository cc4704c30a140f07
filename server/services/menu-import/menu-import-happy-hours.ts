/**
 * The menu file's "Happy hour" column: a row's own happy hours as one readable cell
 * ("ma-vr 17:00-19:00 -20%", "za 16:00-18:00 4,50", several separated by " | "), written by
 * the export and read back by the import, which replaces the row's happy hours with the
 * cell's when they differ. A bad cell is its line's error, in words.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  MAX_HAPPY_HOURS_PER_TARGET,
  happyHourCell,
  happyHoursOverlap,
  parseHappyHourCell,
  type HappyHourRule,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { happyHours } from '../../db/schema';
import { msg, render, type MessageKey } from '../../i18n';
import { happyHourRule } from '../clock/happy-hours';
import type { ShopLinkView } from '../links/shop-link-views';

export const HAPPY_HOUR_COLUMN = 'Happy hour';

/** The labels a row's fixed happy-hour prices may name: its prices that are on. */
export function rowLabels(view: Pick<ShopLinkView, 'json_prices' | 'deactivated_labels'>) {
  const off = new Set(view.deactivated_labels ?? []);
  return [
    ...new Set(view.json_prices.filter((e) => e.active && !off.has(e.label)).map((e) => e.label)),
  ];
}

/** Each row's own happy hours (a category's are not a row's and stay out of the file). */
export async function happyHoursOfRows(
  db: Executor,
  shopId: string,
): Promise<Map<string, HappyHourRule[]>> {
  const rows = await db.select().from(happyHours).where(eq(happyHours.shopId, shopId));
  const byLink = new Map<string, HappyHourRule[]>();
  for (const row of rows) {
    if (!row.linkId) continue;
    byLink.set(row.linkId, [...(byLink.get(row.linkId) ?? []), happyHourRule(row)]);
  }
  return byLink;
}

const dutch = (key: MessageKey, params: Record<string, string>) => render(msg(key, params), 'nl');

/**
 * A row's happy hours after the file's cell, when they differ from its current ones: the
 * current and new cell and the rules; null when they stay; a Dutch sentence when the cell is
 * broken.
 */
export function happyHourChangeOf(
  text: string,
  view: Pick<ShopLinkView, 'json_prices' | 'deactivated_labels' | 'product_name'>,
  current: readonly HappyHourRule[],
): { old: string; new: string; rules: HappyHourRule[] } | null | string {
  const labels = rowLabels(view);
  const read = parseHappyHourCell(text, labels);
  if (!read.ok) {
    const part = read.part.trim();
    if (read.problem === 'form' || read.problem === 'days' || read.problem === 'needs_label')
      return dutch(`happyHour.cell.${read.problem}`, { part });
    return dutch('happyHour.cell.rule', {
      part,
      problem: dutch(`happyHour.problem.${read.problem}`, {}),
    });
  }
  const { rules } = read;
  const foreign = rules.flatMap((r) => r.prices ?? []).find((p) => !labels.includes(p.label));
  if (foreign)
    return dutch('happyHour.unknownLabel', { name: view.product_name, label: foreign.label });
  if (rules.length > MAX_HAPPY_HOURS_PER_TARGET)
    return dutch('happyHour.tooMany', {
      name: view.product_name,
      max: String(MAX_HAPPY_HOURS_PER_TARGET),
    });
  for (const [index, rule] of rules.entries()) {
    const clash = rules.slice(index + 1).find((other) => happyHoursOverlap(rule, other));
    if (clash)
      return dutch('happyHour.overlap', {
        name: view.product_name,
        rule: happyHourCell([clash], labels),
      });
  }
  const before = happyHourCell(current, labels);
  const after = happyHourCell(rules, labels);
  return before === after ? null : { old: before, new: after, rules };
}

/** Replaces the happy hours of these rows by the file's, inside the import's write. */
export async function replaceHappyHours(
  tx: Executor,
  shopId: string,
  wanted: Map<string, HappyHourRule[]>,
): Promise<void> {
  const ids = [...wanted.keys()];
  if (!ids.length) return;
  await tx.delete(happyHours).where(inArray(happyHours.linkId, ids));
  const values = [...wanted].flatMap(([linkId, rules]) =>
    rules.map((rule) => ({
      shopId,
      linkId,
      days: rule.days,
      fromTime: rule.from,
      toTime: rule.to,
      prices: rule.prices,
      percent: rule.percent,
    })),
  );
  if (values.length) await tx.insert(happyHours).values(values);
}
