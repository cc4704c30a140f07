import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The writer's side of the history: a write opens one `history_changes` row and names it in the
 * transaction-local setting `pricelist.change`, which the row triggers of migration 0005 read
 * to record every row the write inserts, updates or deletes. Closing it notes the shops and
 * shop groups the change concerns (for who may see it), or drops it when it changed no row.
 */
export async function openHistoryChange(
  tx: Executor,
  userId: string | null,
  undoOf: number | null,
  /** A change made with an API key is recorded under the key's name. */
  apiKey?: { id: string; name: string },
): Promise<number> {
  const name = apiKey
    ? sql`${apiKey.name}::text`
    : sql`(select username from users where id = ${userId}::uuid)`;
  const [opened] = await rowsOf<{ id: string | number }>(
    tx,
    sql`
    with opened as (
      insert into history_changes (user_id, user_name, undo_of, api_key_id)
      values (${userId}::uuid, ${name}, ${undoOf}, ${apiKey?.id ?? null}::uuid)
      returning id
    )
    select id, set_config('pricelist.change', id::text, true) from opened
  `,
  );
  const id = opened?.id;
  if (id === undefined) throw new Error('history change was not opened');
  return Number(id);
}

export async function closeHistoryChange(
  tx: Executor,
  changeId: number,
  touchedShops: Iterable<string>,
): Promise<void> {
  const touched = `{${[...touchedShops].join(',')}}`;
  await tx.execute(sql`select set_config('pricelist.change', '', true)`);
  await tx.execute(sql`
    with recorded as (
      select table_name, coalesce(after, before) as value from history_rows
      where change_id = ${changeId}
    ),
    dropped as (
      delete from history_changes
      where id = ${changeId} and not exists (select 1 from recorded)
    )
    update history_changes set
      shop_ids = array(
        select distinct shop_id from (
          select unnest(${touched}::uuid[]) as shop_id
          union select (value ->> 'shop_id')::uuid from recorded where value ? 'shop_id'
          union select (value ->> 'id')::uuid from recorded where table_name = 'shops'
        ) shops_of_change where shop_id is not null
      ),
      group_ids = array(
        select distinct group_id from (
          select (value ->> 'shop_group_id')::uuid as group_id from recorded
          where value ? 'shop_group_id'
          union select (value ->> 'id')::uuid from recorded where table_name = 'shop_groups'
        ) groups_of_change where group_id is not null
      )
    where id = ${changeId} and exists (select 1 from recorded)
  `);
}
