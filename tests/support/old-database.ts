import type { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { migrationsUpTo } from '../../server/backup/migrations';
import type { MigrationMark } from '../../server/backup/format';
import { openDatabase } from '../../server/db/client';
import { createPostgresDatabase, type DatabaseKind } from './api';

/** Runs a statement on the database at its old schema. */
export type OldExecute = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * A database migrated up to `mark` and filled by `before`, then opened at the current schema
 * (which runs the later migrations on the old rows).
 */
export async function openOldThenCurrent(
  _kind: DatabaseKind,
  mark: MigrationMark,
  before: (execute: OldExecute) => Promise<void>,
) {
  const oldMigrations = migrationsUpTo(mark);
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
