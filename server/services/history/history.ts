import { sql, type SQL } from 'drizzle-orm';
import type {
  HistoryEntry,
  HistoryPage,
  HistoryQuery,
  HistoryRow,
  HistoryTable,
  LinkPriceHistoryEntry,
} from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import type { Locale } from '../../i18n';
import { HistoryWords, combinationsAt, entriesOf, namesOfFields } from './history-text';
import { happyHourTexts } from './history-happy-hour';
import { rowsOf } from '../../db/rows';

/**
 * Reading the history (`history-record.ts` writes it): pages of changes with every row's
 * fields before and after, named in words, within what the caller may see.
 */

/** Rows about accounts and settings: only superusers see them. */
const SUPERUSER_TABLES: readonly HistoryTable[] = ['users', 'user_roles', 'app_settings'];

/** Fields that say nothing to a reader (every row has them, or they only order rows). */
const QUIET_FIELDS = new Set(['id', 'created_at', 'modified_at']);

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The changes a principal may see: superusers all, staff those of their shops and groups. */
export function historyScope(principal: Principal): SQL {
  if (principal.isSuperuser) return sql`true`;
  return sql`(c.shop_ids && ${uuidArray(principal.shopIds)}
    or c.group_ids && ${uuidArray(principal.shopGroupIds)})
    and exists (select 1 from history_rows r where r.change_id = c.id
      and r.table_name not in ('users', 'user_roles', 'app_settings'))`;
}

/** The price combinations a kind or product was shown at (now, or in any recorded change). */
const pricesOfSubject = (subjectId: string) => sql`
  select price_id::text from shops_to_prices
  where kind_id = ${subjectId}::uuid or product_id = ${subjectId}::uuid
  union select coalesce(r2.after ->> 'price_id', r2.before ->> 'price_id') from history_rows r2
  where r2.subject_id = ${subjectId}::uuid and r2.table_name = 'shops_to_prices'
  union select r3.before ->> 'price_id' from history_rows r3
  where r3.subject_id = ${subjectId}::uuid and r3.table_name = 'shops_to_prices'`;

function filtersOf(query: HistoryQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.shop_id) filters.push(sql`${query.shop_id}::uuid = any(c.shop_ids)`);
  if (query.user_id) filters.push(sql`c.user_id = ${query.user_id}::uuid`);
  if (query.from) filters.push(sql`c.created_at >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`c.created_at <= ${query.to}::timestamptz`);
  if (query.table) {
    filters.push(sql`exists (select 1 from history_rows r
      where r.change_id = c.id and r.table_name = ${query.table})`);
  }
  if (query.product_id) {
    filters.push(sql`exists (select 1 from history_rows r where r.change_id = c.id and (
      r.subject_id = ${query.product_id}::uuid
      or (r.table_name = 'prices' and r.row_key ->> 'id' in (${pricesOfSubject(query.product_id)}))))`);
  }
  return filters;
}

interface ChangeRecord {
  id: string;
  created_at: Date | string;
  user_id: string | null;
  user_name: string | null;
  shop_ids: string[] | null;
  undo_of: string | null;
  undone_by: string | null;
  total: string | number;
}

export interface RecordedRow {
  id: string;
  change_id: string;
  table_name: HistoryTable;
  row_key: Record<string, unknown>;
  op: 'insert' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  subject_id: string | null;
}

/** The recorded rows of some changes, in the order they were written. */
export function recordedRows(tx: Executor, changeIds: readonly number[]): Promise<RecordedRow[]> {
  if (!changeIds.length) return Promise.resolve([]);
  return rowsOf<RecordedRow>(
    tx,
    sql`select id::text, change_id::text, table_name, row_key, op, before, after, subject_id::text
      from history_rows where change_id = any(${`{${changeIds.join(',')}}`}::bigint[])
      order by id`,
  );
}

/** A row's key as one string: its id, or its key columns' values joined. */
export function rowIdOf(row: Pick<RecordedRow, 'row_key'>): string {
  return Object.values(row.row_key).map(String).join('/');
}

const valueOf = (row: RecordedRow): Record<string, unknown> => ({
  ...(row.before ?? {}),
  ...(row.after ?? {}),
});

/** Where a row's name is read from: a table with a name column, and the id there. */
function nameSource(row: RecordedRow): { table: string; column: string; id: string } | null {
  const value = valueOf(row);
  const id = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  const at = (table: string, column: string, key: string | null) =>
    key ? { table, column, id: key } : null;
  switch (row.table_name) {
    case 'users':
      return at('users', 'username', rowIdOf(row));
    case 'user_roles':
    case 'user_shop_groups':
      return at('users', 'username', id('user_id'));
    case 'shop_group_shops':
      return at('shops', 'name', id('shop_id'));
    case 'shops_to_prices':
    case 'kinds_to_strains':
    case 'kinds_to_tags':
    case 'kinds_to_flavors':
      // An update records only the fields it changed: the subject may be a kind or a product.
      return row.subject_id
        ? at(row.table_name === 'shops_to_prices' ? 'subjects' : 'kinds', 'name', row.subject_id)
        : null;
    case 'category_screens':
      return at('categories', 'name', id('category_id'));
    case 'prices':
      return at('prices', 'internal_product_id', rowIdOf(row));
    case 'orders':
    case 'order_lines':
    case 'images':
    case 'app_settings':
    case 'scheduled_changes':
    case 'happy_hours':
      return null;
    default:
      return at(row.table_name, 'name', rowIdOf(row));
  }
}

const NAME_TABLES = new Set([
  'subjects',
  'users',
  'shops',
  'shop_groups',
  'screens',
  'shop_tables',
  'strains',
  'tags',
  'flavors',
  'kinds',
  'products',
  'main_categories',
  'categories',
  'prices',
]);

/** Names of the rows' things now (a deleted thing keeps the name its row recorded). */
async function currentNames(tx: Executor, rows: RecordedRow[]): Promise<Map<string, string>> {
  const wanted = new Map<string, { column: string; ids: Set<string> }>();
  for (const row of rows) {
    const source = nameSource(row);
    if (!source || !NAME_TABLES.has(source.table)) continue;
    const entry = wanted.get(source.table) ?? { column: source.column, ids: new Set() };
    entry.ids.add(source.id);
    wanted.set(source.table, entry);
  }
  const names = new Map<string, string>();
  for (const [table, { column, ids }] of wanted) {
    const found = await rowsOf<{ id: string; name: string }>(
      tx,
      table === 'subjects'
        ? sql`select id::text as id, name from kinds where id = any(${uuidArray([...ids])})
            union all select id::text, name from products where id = any(${uuidArray([...ids])})`
        : sql`select id::text as id, ${sql.identifier(column)} as name from ${sql.identifier(table)}
        where id = any(${uuidArray([...ids])})`,
    );
    for (const { id, name } of found) names.set(`${table}:${id}`, name);
  }
  return names;
}

/** The products that show each price combination, in the shops the caller may see. */
async function usersOfPrices(
  tx: Executor,
  principal: Principal,
  priceIds: string[],
): Promise<Map<string, string[]>> {
  if (!priceIds.length) return new Map();
  const scope = principal.isSuperuser
    ? sql`true`
    : sql`l.shop_id = any(${uuidArray(principal.shopIds)})`;
  const found = await rowsOf<{ price_id: string; name: string }>(
    tx,
    sql`select distinct l.price_id::text as price_id, coalesce(k.name, p.name) as name
      from shops_to_prices l left join kinds k on k.id = l.kind_id
      left join products p on p.id = l.product_id
      where l.price_id = any(${uuidArray(priceIds)}) and ${scope}
      order by 2`,
  );
  const byPrice = new Map<string, string[]>();
  for (const { price_id, name } of found)
    byPrice.set(price_id, [...(byPrice.get(price_id) ?? []), name]);
  return byPrice;
}

function labelOf(
  row: RecordedRow,
  names: Map<string, string>,
  priceUsers: Map<string, string[]>,
): string {
  const value = valueOf(row);
  const source = nameSource(row);
  const recorded = source && row.table_name === source.table ? value[source.column] : undefined;
  const name =
    (source && names.get(`${source.table}:${source.id}`)) ??
    (typeof recorded === 'string' ? recorded : undefined) ??
    (typeof value.name === 'string' ? value.name : undefined);
  switch (row.table_name) {
    case 'prices': {
      const users = priceUsers.get(rowIdOf(row)) ?? [];
      const shown = users.length > 3 ? [...users.slice(0, 3), '…'] : users;
      return `Prijs combi ${name ?? ''}${shown.length ? ` (${shown.join(', ')})` : ''}`.trim();
    }
    case 'orders':
      return `Order ${String(value.customer_order_id ?? '')}`.trim();
    case 'order_lines':
      return `Orderregel ${String(value.quantity ?? '')}x ${String(value.product_name ?? value.name ?? '')}`.trim();
    case 'images':
      return String(value.name ?? rowIdOf(row));
    case 'app_settings':
      return String(value.key ?? rowIdOf(row));
    case 'scheduled_changes':
      return `Geplande wijziging (${String(value.kind ?? '')})`;
    default:
      return name ?? rowIdOf(row);
  }
}

function fieldsOf(row: RecordedRow): HistoryRow['fields'] {
  const keys = Object.keys(row.op === 'delete' ? (row.before ?? {}) : (row.after ?? {}));
  return keys
    .filter((key) => !QUIET_FIELDS.has(key))
    .map((field) => ({
      field,
      before: row.before ? (row.before[field] ?? null) : null,
      after: row.after ? (row.after[field] ?? null) : null,
    }));
}

/** The field of a linking row naming its other side ("Rol van gebruiker ‘jan’": the role). */
const OTHER_SIDE: Partial<Record<HistoryTable, string>> = {
  user_roles: 'role_id',
  user_shop_groups: 'shop_group_id',
  shop_group_shops: 'shop_group_id',
  kinds_to_strains: 'strain_id',
  kinds_to_tags: 'tag_id',
  kinds_to_flavors: 'flavor_id',
  category_screens: 'screen_id',
};

/**
 * Presents recorded rows of changes, named and in words of `locale`; superuser-only rows left
 * out for staff. A link that moved to another combination shows the prices of both as they
 * were then ("Ketama 1g 10,00 → 10,50"), and its new register code when it got one.
 */
export async function presentRows(
  tx: Executor,
  principal: Principal,
  rows: RecordedRow[],
  locale: Locale = 'nl',
): Promise<Map<string, HistoryRow[]>> {
  const visible = principal.isSuperuser
    ? rows
    : rows.filter((row) => !SUPERUSER_TABLES.includes(row.table_name));
  const names = await currentNames(tx, visible);
  const priceIds = visible.filter((row) => row.table_name === 'prices').map(rowIdOf);
  const priceUsers = await usersOfPrices(tx, principal, [...new Set(priceIds)]);
  const isMove = (row: RecordedRow) =>
    row.table_name === 'shops_to_prices' &&
    row.op === 'update' &&
    typeof row.after?.price_id === 'string';
  const moves = await combinationsAt(
    tx,
    visible
      .filter(isMove)
      .flatMap((row) =>
        [row.before?.price_id, row.after?.price_id]
          .filter((id): id is string => typeof id === 'string')
          .map((priceId) => ({ priceId, changeId: Number(row.change_id) })),
      ),
  );
  const words = new HistoryWords(locale, await namesOfFields(tx, visible));
  const happyHours = await happyHourTexts(tx, visible, words);
  const byChange = new Map<string, HistoryRow[]>();
  for (const row of visible) {
    const fields = fieldsOf(row);
    const happyHour = happyHours.get(row.id);
    const label = happyHour?.label ?? labelOf(row, names, priceUsers);
    let priceSaying = '';
    let codeSaying = '';
    let subject = label;
    if (isMove(row)) {
      const at = (id: unknown) =>
        typeof id === 'string' ? moves.get(`${id}@${Number(row.change_id)}`) : undefined;
      const from = at(row.before?.price_id);
      const to = at(row.after?.price_id);
      fields.push({ field: 'prices', before: entriesOf(from), after: entriesOf(to) });
      priceSaying = words.priceChange(entriesOf(from), entriesOf(to));
      const was = from?.internal_product_id;
      const now = to?.internal_product_id;
      if (was && now && was !== now)
        codeSaying = words.text('history.registerCode', { name: label, now, was });
    }
    if (row.table_name === 'prices') {
      const users = priceUsers.get(rowIdOf(row)) ?? [];
      const code = row.after?.internal_product_id ?? row.before?.internal_product_id;
      subject = users.length
        ? [...users.slice(0, 3), ...(users.length > 3 ? ['…'] : [])].join(', ')
        : words.text('history.priceCombi', {
            code: typeof code === 'string' ? code : (names.get(`prices:${rowIdOf(row)}`) ?? ''),
          });
    }
    const other = OTHER_SIDE[row.table_name];
    const value = { ...(row.before ?? {}), ...(row.after ?? {}) };
    const named = other ? words.value(other, value[other]) : '';
    const shown = named && named !== '…' ? `${label}: ${named}` : label;
    let text: string;
    // A combination's label says what it is ("Prijs combi 20001 (Ketama)").
    const what = row.table_name === 'prices' ? null : words.table(row.table_name);
    if (row.op === 'insert')
      text = what
        ? words.text('history.added', { what, label: shown })
        : words.text('history.addedNamed', { label: shown });
    else if (row.op === 'delete')
      text = what
        ? words.text('history.deleted', { what, label: shown })
        : words.text('history.deletedNamed', { label: shown });
    else {
      const parts = fields.map((field) => words.fieldChange(field)).filter(Boolean);
      const body = [...parts, priceSaying].filter(Boolean).join(', ');
      const said = [body && `${subject} ${body}`, codeSaying].filter(Boolean);
      text = said.length ? said.join(' · ') : words.text('history.changed', { label: subject });
    }
    if (happyHour) text = happyHour.text;
    const presented: HistoryRow = {
      table: row.table_name,
      op: row.op,
      row_id: rowIdOf(row),
      label,
      text,
      subject_id: row.subject_id,
      fields,
    };
    byChange.set(row.change_id, [...(byChange.get(row.change_id) ?? []), presented]);
  }
  return byChange;
}

const timestampOf = (value: Date | string) => new Date(value).toISOString();

/** A page of the history the caller may see, newest first. */
export async function listHistory(
  tx: Executor,
  principal: Principal,
  query: HistoryQuery,
  locale: Locale = 'nl',
): Promise<HistoryPage> {
  const where = sql.join([historyScope(principal), ...filtersOf(query)], sql` and `);
  const changes = await rowsOf<ChangeRecord>(
    tx,
    sql`select c.id::text, c.created_at, c.user_id::text, c.user_name,
        array_to_json(c.shop_ids) as shop_ids, c.undo_of::text,
        (select max(u.id)::text from history_changes u where u.undo_of = c.id) as undone_by,
        count(*) over () as total
      from history_changes c where ${where}
      order by c.id desc limit ${query.limit ?? 50} offset ${query.offset ?? 0}`,
  );
  const rows = await recordedRows(
    tx,
    changes.map((change) => Number(change.id)),
  );
  const presented = await presentRows(tx, principal, rows, locale);
  const entries: HistoryEntry[] = changes.map((change) => ({
    id: Number(change.id),
    created_at: timestampOf(change.created_at),
    user_id: change.user_id,
    user_name: change.user_name,
    shop_ids: change.shop_ids ?? [],
    undo_of: change.undo_of === null ? null : Number(change.undo_of),
    undone_by: change.undone_by === null ? null : Number(change.undone_by),
    rows: presented.get(change.id) ?? [],
  }));
  return { entries, total: Number(changes[0]?.total ?? 0) };
}

/** The price combinations a link had, newest first, from the history. */
export async function linkPriceHistory(
  tx: Executor,
  linkId: string,
): Promise<LinkPriceHistoryEntry[]> {
  const moves = await rowsOf<{ before: string | null; after: string | null; at: Date | string }>(
    tx,
    sql`select r.before ->> 'price_id' as before, r.after ->> 'price_id' as after, c.created_at as at
      from history_rows r join history_changes c on c.id = r.change_id
      where r.table_name = 'shops_to_prices' and r.row_key ->> 'id' = ${linkId}
        and (r.after ? 'price_id' or r.op = 'insert')
      order by r.id desc`,
  );
  const seen = new Set<string>();
  const entries: LinkPriceHistoryEntry[] = [];
  for (const move of moves) {
    if (move.after && !seen.has(move.after) && entries.length === 0) {
      seen.add(move.after);
      entries.push({ price_id: move.after, until: null });
    }
    if (move.before && !seen.has(move.before)) {
      seen.add(move.before);
      entries.push({ price_id: move.before, until: timestampOf(move.at) });
    }
  }
  return entries;
}
