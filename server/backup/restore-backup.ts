import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../db/client';
import type { ImageStorage } from '../images/storage';
import { rowsOf } from '../db/rows';
import { quoteIdent, readCatalog, type Catalog } from './catalog';
import { BackupFormatError, type BackupHeader, type TableSection } from './format';
import type { BackupEvent } from './read-backup';
import type { BackupSummary } from './write-backup';

/** Restoring would replace data and `--force` was not given; nothing was changed. */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `The target database is not empty (${tables.length} tables hold rows: ` +
        `${tables.slice(0, 4).join(', ')}${tables.length > 4 ? ', ...' : ''}). A restore replaces ` +
        'everything in it: run the restore again with --force to do that.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

/** The tables of the database that hold rows. */
export async function tablesWithRows(executor: Executor): Promise<string[]> {
  const catalog = await readCatalog(executor);
  const found: string[] = [];
  for (const name of catalog.order) {
    const [row] = await rowsOf<{ found: boolean }>(
      executor,
      sql`select exists (select 1 from ${sql.raw(quoteIdent(name))}) as found`,
    );
    if (row?.found) found.push(name);
  }
  return found;
}

/** How one table's rows go in: the insert, and the columns a cycle makes us set later. */
interface TableLoad {
  /** `insert ... from json_populate_recordset(null::t, ` — the rows' JSON array follows. */
  insertHead: string;
  name: string;
  primaryKey: string[];
  deferred: string[];
  /** Rows kept to set the deferred columns once every table is in. */
  kept: string[];
}

function planTable(catalog: Catalog, section: TableSection): TableLoad {
  const table = catalog.tables.get(section.table);
  if (!table)
    throw new BackupFormatError(`The backup holds a table ${section.table} this schema lacks.`);
  const unknown = section.columns.filter((column) => !table.columns.includes(column));
  if (unknown.length) {
    throw new BackupFormatError(
      `The backup's table ${section.table} has columns this schema lacks: ${unknown.join(', ')}.`,
    );
  }
  const deferred = (catalog.deferred.get(table.name) ?? []).filter((column) =>
    section.columns.includes(column),
  );
  const name = quoteIdent(table.name);
  const values = section.columns.map((c) => (deferred.includes(c) ? 'null' : `r.${quoteIdent(c)}`));
  return {
    insertHead:
      `insert into ${name} (${section.columns.map(quoteIdent).join(', ')}) ` +
      `select ${values.join(', ')} from json_populate_recordset(null::${name}, `,
    name: table.name,
    primaryKey: table.primaryKey,
    deferred,
    kept: [],
  };
}

const jsonArray = (rows: string[]): SQL => sql`${`[${rows.join(',')}]`}::json`;

async function insertRows(tx: Executor, load: TableLoad, rows: string[]): Promise<void> {
  await tx.execute(sql`${sql.raw(load.insertHead)}${jsonArray(rows)}) as r`);
  if (load.deferred.length) load.kept.push(...rows);
}

async function setDeferredColumns(tx: Executor, load: TableLoad): Promise<void> {
  if (!load.kept.length) return;
  const name = quoteIdent(load.name);
  const sets = load.deferred.map((c) => `${quoteIdent(c)} = r.${quoteIdent(c)}`).join(', ');
  const match = load.primaryKey.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`);
  const head = `update ${name} as t set ${sets} from json_populate_recordset(null::${name}, `;
  await tx.execute(
    sql`${sql.raw(head)}${jsonArray(load.kept)}) as r where ${sql.raw(match.join(' and '))}`,
  );
}

async function setSequences(tx: Executor, header: BackupHeader): Promise<void> {
  for (const sequence of header.sequences) {
    await tx.execute(
      sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass,
        ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
}

/** The events of a backup, read one at a time (the database part inside a transaction). */
type Events = AsyncIterator<BackupEvent>;

async function nextEvent(events: Events): Promise<BackupEvent | undefined> {
  const next = await events.next();
  return next.done ? undefined : next.value;
}

/**
 * Loads every table section into the database in one transaction: the old rows go (truncate),
 * the backup's rows come in in foreign-key order, columns of a cycle are set at the end,
 * sequences last. Returns the first event after the tables (the pictures follow).
 */
async function loadTables(
  database: DatabaseHandle,
  header: BackupHeader,
  events: Events,
): Promise<{ next: BackupEvent | undefined; tables: number; rows: number }> {
  return database.db.transaction(async (tx) => {
    const catalog = await readCatalog(tx);
    if (catalog.order.length)
      await tx.execute(sql.raw(`truncate table ${catalog.order.map(quoteIdent).join(', ')}`));
    const loads: TableLoad[] = [];
    let current: TableLoad | undefined;
    let [tables, rows] = [0, 0];
    let event = await nextEvent(events);
    while (event?.kind === 'rows' || event?.kind === 'table-done') {
      current ??= planTable(catalog, event.section);
      if (event.kind === 'rows') {
        await insertRows(tx, current, event.rows);
        rows += event.rows.length;
      } else {
        loads.push(current);
        current = undefined;
        tables++;
      }
      event = await nextEvent(events);
    }
    for (const load of loads) await setDeferredColumns(tx, load);
    await setSequences(tx, header);
    return { next: event, tables, rows };
  });
}

/** Puts the backup's pictures into the store; with `replace`, removes the ones it lacks. */
async function loadPictures(
  storage: ImageStorage,
  first: BackupEvent | undefined,
  events: Events,
  replace: boolean,
): Promise<number> {
  const keys = new Set<string>();
  let event = first;
  while (event?.kind === 'picture') {
    await storage.put(event.key, event.bytes, event.contentType);
    keys.add(event.key);
    event = await nextEvent(events);
  }
  if (event?.kind !== 'end') throw new BackupFormatError('The backup ends without its end line.');
  if (replace) {
    for (const key of await storage.list('')) if (!keys.has(key)) await storage.delete(key);
  }
  return keys.size;
}

export interface RestoreOptions {
  /** Replace the data of a database that is not empty, and pictures the backup lacks. */
  force: boolean;
}

/**
 * Restores a backup into a migrated database and a picture store. The events must come from
 * a file already read through once (checked whole). Refuses a database that holds data unless
 * `force`; the tables are replaced in one transaction, then the pictures are written.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  storage: ImageStorage,
  backup: AsyncIterable<BackupEvent>,
  options: RestoreOptions,
): Promise<BackupSummary> {
  const events = backup[Symbol.asyncIterator]();
  const first = await nextEvent(events);
  if (first?.kind !== 'header') throw new BackupFormatError('The backup has no header.');
  if (!options.force) {
    const filled = await tablesWithRows(database.db);
    if (filled.length) throw new TargetNotEmptyError(filled);
  }
  const { next, tables, rows } = await loadTables(database, first.header, events);
  const pictures = await loadPictures(storage, next, events, options.force);
  return { tables, rows, pictures };
}
