import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { migrationsUpTo } from '../../server/backup/migrations';
import type { MigrationMark } from '../../server/backup/format';
import { openDatabase } from '../../server/db/client';
import { createPostgresDatabase, type DatabaseKind } from './api';

/** Runs a statement on the database at its old schema. */
export type OldExecute = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * A database migrated up to `mark` and filled by `before`, then opened at the current schema
 * (which runs the later migrations on the old rows). On PGlite the old database lives in memory
 * and the current one opens its dump: two cluster starts instead of creating a data directory and
 * opening it twice.
 */
export async function openOldThenCurrent(
  kind: DatabaseKind,
  mark: MigrationMark,
  before: (execute: OldExecute) => Promise<void>,
) {
  const oldMigrations = migrationsUpTo(mark);
  if (kind === 'pglite') {
    const client = new PGlite();
    await client.waitReady;
    let dump: Blob;
    try {
      const old = drizzle(client);
      await migrate(old, { migrationsFolder: oldMigrations });
      await before((query) => old.execute(query));
      dump = await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
    const current = await openDatabase({ loadDataDir: dump });
    return { current, close: () => current.close() };
  }
  const postgres = await createPostgresDatabase(inject('postgresAdminUrl'));
  const old = await openDatabase({ databaseUrl: postgres.url, migrationsFolder: oldMigrations });
  try {
    await before((query) => old.db.execute(query));
  } finally {
    await old.close();
  }
  const current = await openDatabase({ databaseUrl: postgres.url });
  return {
    current,
    close: async () => {
      await current.close();
      await postgres.drop();
    },
  };
}
