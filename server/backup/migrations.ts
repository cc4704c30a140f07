import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { MIGRATIONS_FOLDER } from '../paths';
import type { MigrationMark } from './format';

const SHIPPED_MIGRATIONS = MIGRATIONS_FOLDER;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The newest migration this version of Pricelist ships. */
export function latestMigration(): MigrationMark {
  const last = readJournal(SHIPPED_MIGRATIONS).entries.at(-1);
  if (!last) throw new Error('No migrations are shipped.');
  return { tag: last.tag, when: last.when };
}

/** The last migration applied to the database. */
export async function appliedMigration(executor: Executor): Promise<MigrationMark> {
  const [found] = await rowsOf<{ found: boolean }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!found?.found)
    throw new Error('The database holds no Pricelist schema: start the server on it once first.');
  const [row] = await rowsOf<{ when: string | number | null }>(
    executor,
    sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.when);
  const entry = readJournal(SHIPPED_MIGRATIONS).entries.find((e) => e.when === when);
  if (!entry) throw new Error('The database has a migration this version does not know.');
  return { tag: entry.tag, when: entry.when };
}

/** Whether this version ships the backup's migration (an older or the current schema). */
export function knowsMigration(mark: MigrationMark): boolean {
  return readJournal(SHIPPED_MIGRATIONS).entries.some(
    (e) => e.tag === mark.tag && e.when === mark.when,
  );
}

/**
 * A migrations folder holding the shipped migrations up to and including `mark`: a database
 * migrated with it has the schema an older backup was made from.
 */
export function migrationsUpTo(mark: MigrationMark): string {
  const journal = readJournal(SHIPPED_MIGRATIONS);
  const entries = journal.entries.filter((e) => e.when <= mark.when);
  const folder = mkdtempSync(join(tmpdir(), 'pricelist-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(join(SHIPPED_MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}
