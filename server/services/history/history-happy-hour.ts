import { sql } from 'drizzle-orm';
import { dayRuns, shortTime } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { MessageKey } from '../../i18n';
import type { RecordedRow } from './history';
import type { HistoryWords } from './history-text';

/**
 * Happy hours in the history, in words with names: "Heineken: happy hour ma–vr 17:00–19:00
 * −20 % toegevoegd", "Bier: happy hour za 16:00–18:00 1st 4,50 verwijderd". An update records
 * only the fields it changed; the rest is read from the happy hour as it is now.
 */

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

interface Values {
  link_id?: string | null;
  category_id?: string | null;
  days?: number[];
  from_time?: string;
  to_time?: string;
  prices?: { label: string; price: number }[] | null;
  percent?: number | null;
}

/** A happy hour in words: "ma–vr 17:00–19:00 −20 %". */
export function happyHourWords(words: HistoryWords, value: Values): string {
  const days = value.days ?? [];
  const day = (n: number) => words.text(`history.happyHour.day.${n}` as MessageKey);
  const dayText =
    days.length === 7
      ? words.text('history.happyHour.everyDay')
      : dayRuns(days)
          .map(([start, end]) =>
            start === end
              ? day(start)
              : `${day(start)}${end === start + 1 ? ', ' : '–'}${day(end)}`,
          )
          .join(', ');
  const time = `${shortTime(value.from_time ?? '')}–${shortTime(value.to_time ?? '')}`;
  const price =
    value.percent !== null && value.percent !== undefined
      ? words.text('history.happyHour.percent', { percent: value.percent })
      : (value.prices ?? []).map((p) => `${p.label} ${words.price(p.price)}`).join(' · ');
  return `${dayText} ${time} ${price}`.trim();
}

/** The label and text of each recorded happy-hour row, by the history row's id. */
export async function happyHourTexts(
  tx: Executor,
  rows: readonly RecordedRow[],
  words: HistoryWords,
): Promise<Map<string, { label: string; text: string }>> {
  const said = new Map<string, { label: string; text: string }>();
  const ours = rows.filter((row) => row.table_name === 'happy_hours');
  if (!ours.length) return said;
  const ids = [...new Set(ours.map((row) => String(row.row_key.id)))];
  const current = await rowsOf<Values & { id: string }>(
    tx,
    sql`select id::text, link_id::text, category_id::text, days, from_time, to_time, prices, percent
      from happy_hours where id = any(${uuidArray(ids)})`,
  );
  const now = new Map(current.map((row) => [row.id, row]));
  const full = (row: RecordedRow, side: 'before' | 'after'): Values => ({
    ...now.get(String(row.row_key.id)),
    ...(row.after as Values | null),
    ...(side === 'before' ? (row.before as Values | null) : null),
  });
  const linkIds = new Set<string>();
  const categoryIds = new Set<string>();
  // A deleted row's owner is in its `before`, a changed one's in the happy hour now.
  const ownerOf = (row: RecordedRow) => full(row, 'before');
  for (const row of ours) {
    const value = ownerOf(row);
    if (value.link_id) linkIds.add(value.link_id);
    if (value.category_id) categoryIds.add(value.category_id);
  }
  const names = new Map<string, string>();
  if (linkIds.size)
    for (const { id, name } of await rowsOf<{ id: string; name: string }>(
      tx,
      sql`select l.id::text, coalesce(k.name, p.name) as name from shops_to_prices l
        left join kinds k on k.id = l.kind_id left join products p on p.id = l.product_id
        where l.id = any(${uuidArray([...linkIds])})`,
    ))
      names.set(id, name);
  if (categoryIds.size)
    for (const { id, name } of await rowsOf<{ id: string; name: string }>(
      tx,
      sql`select id::text, name from categories where id = any(${uuidArray([...categoryIds])})`,
    ))
      names.set(id, name);
  for (const row of ours) {
    const after = full(row, 'after');
    const { link_id: linkId, category_id: categoryId } = ownerOf(row);
    const owner = linkId ?? categoryId ?? '';
    const label = names.get(owner) ?? words.text('history.table.happy_hours');
    let text: string;
    if (row.op === 'insert')
      text = words.text('history.happyHour.added', { label, rule: happyHourWords(words, after) });
    else if (row.op === 'delete')
      text = words.text('history.happyHour.deleted', {
        label,
        rule: happyHourWords(words, full(row, 'before')),
      });
    else
      text = words.text('history.happyHour.changed', {
        label,
        before: happyHourWords(words, full(row, 'before')),
        after: happyHourWords(words, after),
      });
    said.set(row.id, { label, text });
  }
  return said;
}
