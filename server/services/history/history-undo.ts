import { sql, type SQL } from 'drizzle-orm';
import type { HistoryTable } from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { shopsShowingPrice } from '../writer/board-impact';
import type { ChangeSet } from '../writer/changes';
import { historyScope, presentRows, recordedRows, rowIdOf, type RecordedRow } from './history';
import { rowsOf } from '../../db/rows';

/**
 * "Terugdraaien": restores the values a change found, as a change of its own (the writer is
 * told it undoes that change, so the history links them), and refuses with a reason when a
 * later change touched the same fields of the same rows.
 */

/** Rows a staff member may put back: those of their own shops' menus and screens. */
const STAFF_TABLES: readonly HistoryTable[] = [
  'kinds',
  'kinds_to_strains',
  'kinds_to_tags',
  'kinds_to_flavors',
  'products',
  'categories',
  'category_screens',
  'screens',
  'shop_tables',
  'prices',
  'shops_to_prices',
  'orders',
  'order_lines',
  'scheduled_changes',
  'happy_hours',
];

/** Tables whose rows belong to a shop group (global when it is null). */
const GROUP_TABLES: readonly HistoryTable[] = ['kinds', 'products', 'prices'];

/**
 * Deleted rows come back parents first. A change deletes children with their parent (a
 * cascade), so the order of its records is no guide here.
 */
const PARENTS_FIRST: readonly HistoryTable[] = [
  'users',
  'shop_groups',
  'shops',
  'user_roles',
  'shop_group_shops',
  'user_shop_groups',
  'images',
  'screens',
  'shop_tables',
  'strains',
  'tags',
  'flavors',
  'kinds',
  'kinds_to_strains',
  'kinds_to_tags',
  'kinds_to_flavors',
  'products',
  'main_categories',
  'categories',
  'category_screens',
  'prices',
  'shops_to_prices',
  'orders',
  'order_lines',
  'app_settings',
  'scheduled_changes',
  'happy_hours',
];

/** Fields never put back: a password change stays (tokens it revoked stay revoked). */
const KEPT_FIELDS = new Set(['token_version', 'password_hash', 'modified_at', 'created_at']);

export const UNDO_MESSAGES = {
  alreadyUndone: 'Deze wijziging is al teruggedraaid.',
  nothingToUndo: 'Deze wijziging kan niet teruggedraaid worden (een wachtwoord blijft gewijzigd).',
  forbidden: 'Alleen een superuser kan deze wijziging terugdraaien.',
  blocked:
    'Terugdraaien lukt niet: wat deze wijziging toevoegde is inmiddels in gebruik, of wat ze verwijderde hangt aan iets dat er niet meer is.',
} as const;

const table = (name: string) => sql.identifier(name);

function keyMatch(row: RecordedRow): SQL {
  return sql.join(
    Object.entries(row.row_key).map(
      ([column, value]) =>
        sql`${table(row.table_name)}.${sql.identifier(column)}::text = ${String(value)}`,
    ),
    sql` and `,
  );
}

interface LaterChange {
  user_name: string | null;
  created_at: Date | string;
}

const when = (value: Date | string) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(value));

/**
 * The first later change that touched the same fields of this row (or the row at all). Rows of
 * the change itself do not count: a change that deletes and inserts the same row (a user's
 * roles written again) is put back as a whole.
 */
async function laterChangeOf(tx: Executor, row: RecordedRow): Promise<LaterChange | undefined> {
  const fields = row.op === 'update' ? Object.keys(row.after ?? {}) : [];
  const sameFields =
    row.op === 'update'
      ? sql`(later.op <> 'update' or exists (select 1 from jsonb_object_keys(later.after) k
          where k = any(${`{${fields.join(',')}}`}::text[])))`
      : sql`true`;
  const [later] = await rowsOf<LaterChange>(
    tx,
    sql`select c.user_name, c.created_at from history_rows later
      join history_changes c on c.id = later.change_id
      where later.table_name = ${row.table_name} and later.row_key = ${JSON.stringify(row.row_key)}::jsonb
        and later.change_id > ${row.change_id}::bigint and ${sameFields}
      order by later.id limit 1`,
  );
  return later;
}

/** The shop group a row of a group table belongs to (now, or when it was deleted). */
async function groupOf(tx: Executor, row: RecordedRow): Promise<string | null> {
  const recorded = row.before?.shop_group_id ?? row.after?.shop_group_id;
  if (row.op !== 'update' || recorded !== undefined) return (recorded as string | null) ?? null;
  const [current] = await rowsOf<{ group: string | null }>(
    tx,
    sql`select shop_group_id::text as group from ${table(row.table_name)} where ${keyMatch(row)}`,
  );
  return current?.group ?? null;
}

async function assertMayUndo(tx: Executor, principal: Principal, rows: RecordedRow[]) {
  if (principal.isSuperuser) return;
  for (const row of rows) {
    if (!STAFF_TABLES.includes(row.table_name))
      throw new AppError('FORBIDDEN', UNDO_MESSAGES.forbidden);
    const subjectGroup =
      row.table_name.startsWith('kinds_to_') && row.subject_id
        ? await groupOf(tx, {
            ...row,
            table_name: 'kinds',
            op: 'update',
            before: null,
            after: null,
            row_key: { id: row.subject_id },
          })
        : undefined;
    const group = GROUP_TABLES.includes(row.table_name) ? await groupOf(tx, row) : subjectGroup;
    if (group !== undefined && (group === null || !principal.shopGroupIds.includes(group))) {
      throw new AppError('FORBIDDEN', UNDO_MESSAGES.forbidden);
    }
  }
}

/** Puts the fields back that an update changed (not the ones kept). */
async function restoreUpdate(tx: Executor, row: RecordedRow): Promise<boolean> {
  const fields = Object.keys(row.before ?? {}).filter((field) => !KEPT_FIELDS.has(field));
  if (!fields.length) return false;
  const sets = sql.join(
    fields.map((field) => sql`${sql.identifier(field)} = restored.${sql.identifier(field)}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table(row.table_name)} set ${sets}
      from jsonb_populate_record(null::${table(row.table_name)}, ${JSON.stringify(row.before)}::jsonb) as restored
      where ${keyMatch(row)}`,
  );
  return true;
}

async function removeInserted(tx: Executor, row: RecordedRow): Promise<void> {
  await tx.execute(sql`delete from ${table(row.table_name)} where ${keyMatch(row)}`);
}

/**
 * Inserts a deleted row again with the columns it recorded; a column the history does not keep
 * (a counter) takes its default, and one without a default refuses (the entry cannot be put back
 * whole).
 */
async function restoreDeleted(tx: Executor, row: RecordedRow): Promise<void> {
  const columns = Object.keys(row.before ?? {});
  if (!columns.length) return;
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table(row.table_name)} (${names})
      select ${names} from jsonb_populate_record(null::${table(row.table_name)}, ${JSON.stringify(row.before)}::jsonb)`,
  );
}

/** The database refused a step (a key in use, a parent gone): the undo cannot be done. */
function isRefusal(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^23/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Undoes change `changeId` within the writer's transaction; see the module comment. */
export async function undoChange(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  changeId: number,
): Promise<void> {
  const [change] = await rowsOf<{ shop_ids: string[] | null; undone: boolean }>(
    tx,
    sql`select array_to_json(c.shop_ids) as shop_ids,
        exists (select 1 from history_changes u where u.undo_of = c.id
          and u.id::text <> current_setting('pricelist.change', true)) as undone
      from history_changes c where c.id = ${changeId} and ${historyScope(principal)}`,
  );
  if (!change) throw notFound('Change');
  if (change.undone) throw new AppError('CONFLICT', UNDO_MESSAGES.alreadyUndone);
  const rows = await recordedRows(tx, [changeId]);
  await assertMayUndo(tx, principal, rows);
  for (const row of rows) {
    const later = await laterChangeOf(tx, row);
    if (later) {
      const [named] = (await presentRows(tx, principal, [row])).get(row.change_id) ?? [];
      throw new AppError(
        'CONFLICT',
        `Terugdraaien lukt niet: ${named?.label ?? rowIdOf(row)} is daarna nog gewijzigd` +
          ` door ${later.user_name ?? 'het systeem'} (${when(later.created_at)}).`,
      );
    }
  }
  try {
    let restored = 0;
    for (const row of [...rows].reverse()) {
      if (row.op === 'update' && (await restoreUpdate(tx, row))) restored += 1;
    }
    for (const row of [...rows].reverse()) {
      if (row.op !== 'insert') continue;
      await removeInserted(tx, row);
      restored += 1;
    }
    const deleted = rows
      .filter((row) => row.op === 'delete')
      .sort((a, b) => PARENTS_FIRST.indexOf(a.table_name) - PARENTS_FIRST.indexOf(b.table_name));
    for (const row of deleted) {
      await restoreDeleted(tx, row);
      restored += 1;
    }
    if (!restored) throw new AppError('CONFLICT', UNDO_MESSAGES.nothingToUndo);
  } catch (error) {
    if (isRefusal(error)) throw new AppError('CONFLICT', UNDO_MESSAGES.blocked);
    throw error;
  }
  changes.touchShops(change.shop_ids ?? []);
  for (const row of rows) {
    if (row.table_name === 'prices') changes.touchShops(await shopsShowingPrice(tx, rowIdOf(row)));
  }
}
