import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as tables from './schema';
import { ensurePrivateDir, makeTreePrivate } from '../private-files';
import { MIGRATIONS_FOLDER } from '../paths';

/** Every table, for Drizzle's relational queries and typing. */
export const schema = { ...tables };

/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; when absent (and no URL) the database lives in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from a data-directory dump instead of an empty cluster. */
  loadDataDir?: Blob | File | undefined;
  /** node-postgres pool size. */
  poolSize?: number | undefined;
  /**
   * Migrations to apply instead of the shipped ones (a restore of an older backup); `false`
   * opens the schema as it is (a backup changes nothing).
   */
  migrationsFolder?: string | false | undefined;
}

/** Any fixed number: serialises migrations when several server processes start at once. */
const MIGRATION_LOCK_KEY = 72_311_905;

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, migrationsFolder);
  return openPglite(options.dataDir, options.loadDataDir, migrationsFolder);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
  migrationsFolder: string | false,
) {
  if (dataDir) ensurePrivateDir(dataDir);
  // One process per data directory: a second one (a backup while the server runs) is refused.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    if (dataDir && !loadDataDir && !existsSync(join(dataDir, 'PG_VERSION')))
      await createCluster(dataDir);
    // One options object: `new PGlite(undefined, { loadDataDir })` ignores the options and
    // starts an empty cluster.
    const client = new PGlite({ ...(dataDir && { dataDir }), ...(loadDataDir && { loadDataDir }) });
    await client.waitReady;
    // PGlite writes its files 0666 whatever the umask.
    if (dataDir) makeTreePrivate(dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (migrationsFolder) await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite' as const,
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        if (dataDir) makeTreePrivate(dataDir);
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Creates a new PGlite cluster in `dataDir` in a worker thread that then exits. Creating a
 * cluster grows PGlite's WebAssembly memory by about 600 MB, which a WebAssembly instance never
 * gives back; done in a worker, the server keeps only what opening an existing cluster takes.
 */
async function createCluster(dataDir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
    const { PGlite } = require(workerData.entry);
    const client = new PGlite(workerData.dataDir);
    client.waitReady.then(() => client.close());`,
    { eval: true, workerData: { entry, dataDir } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the embedded database in ${dataDir} failed (${code}).`)),
    );
  });
}

async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  migrationsFolder: string | false,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A failing idle client must not take the process down; the next query reports the problem.
  pool.on('error', () => undefined);
  if (migrationsFolder) await migratePostgres(pool, migrationsFolder);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
