import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../db/client';
import type { ImageStorage } from '../images/storage';
import { rowsOf } from '../db/rows';
import { quoteIdent, readCatalog, readSequences, type TableInfo } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEnd,
  type BackupHeader,
  type PictureLine,
  type TableSection,
} from './format';
import { GzipLineWriter } from './lines';
import { appliedMigration } from './migrations';

/** Rows read per round trip while a table is copied. */
const FETCH_ROWS = 1000;

/** What a backup holds. */
export type BackupSummary = Omit<BackupEnd, 'end'>;

async function writeTable(tx: Executor, table: TableInfo, out: GzipLineWriter): Promise<number> {
  const name = sql.raw(quoteIdent(table.name));
  const [count] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${name}`);
  const section: TableSection = {
    table: table.name,
    columns: table.columns,
    primaryKey: table.primaryKey,
    rows: count?.n ?? 0,
  };
  await out.write(JSON.stringify(section));
  if (!section.rows) return 0;
  const orderBy = table.primaryKey.length
    ? sql.raw(` order by ${table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', ')}`)
    : sql.raw('');
  await tx.execute(
    sql`declare backup_rows no scroll cursor for
      select row_to_json(t)::text as line from ${name} as t${orderBy}`,
  );
  let written = 0;
  for (;;) {
    const rows = await rowsOf<{ line: string }>(
      tx,
      sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
    );
    for (const row of rows) await out.write(row.line);
    written += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql`close backup_rows`);
  // Repeatable read: the count and the rows come from the same snapshot.
  if (written !== section.rows)
    throw new Error(`${table.name}: read ${written} of ${section.rows}`);
  return written;
}

async function writeDatabase(
  database: DatabaseHandle,
  out: GzipLineWriter,
): Promise<{ tables: number; rows: number }> {
  return database.db.transaction(
    async (tx) => {
      // Times are written in UTC whatever the server's zone, so backups compare byte for byte.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const catalog = await readCatalog(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        migration: await appliedMigration(tx),
        tables: catalog.order,
        sequences: await readSequences(tx),
      };
      await out.write(JSON.stringify(header));
      let rows = 0;
      for (const name of catalog.order)
        rows += await writeTable(tx, catalog.tables.get(name) as TableInfo, out);
      return { tables: catalog.order.length, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function writePictures(storage: ImageStorage, out: GzipLineWriter): Promise<number> {
  let count = 0;
  for (const key of await storage.list('')) {
    const object = await storage.get(key);
    // Deleted since the listing: the database snapshot may still name it, nothing to copy.
    if (!object) continue;
    const line: PictureLine = {
      picture: key,
      contentType: object.contentType,
      bytes: object.bytes.length,
      sha256: createHash('sha256').update(object.bytes).digest('hex'),
      data: object.bytes.toString('base64'),
    };
    await out.write(JSON.stringify(line));
    count++;
  }
  return count;
}

/**
 * Writes one file holding every table's rows, read in one repeatable-read, read-only
 * transaction (a consistent snapshot), and every file of the picture store. The file appears
 * under its name only when complete.
 */
export async function writeBackup(
  database: DatabaseHandle,
  storage: ImageStorage,
  file: string,
): Promise<BackupSummary> {
  const out = new GzipLineWriter(file);
  try {
    const { tables, rows } = await writeDatabase(database, out);
    const pictures = await writePictures(storage, out);
    const end: BackupEnd = { end: true, tables, rows, pictures };
    await out.write(JSON.stringify(end));
    await out.finish();
    return { tables, rows, pictures };
  } catch (error) {
    await out.abandon();
    throw error;
  }
}
