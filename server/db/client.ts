import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tables from './schema';
import { MIGRATIONS_FOLDER } from '../paths';

/** Every table, for Drizzle's relational queries and typing. */
export const schema = { ...tables };

/** The Drizzle database over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  /** `embedded`: the server the product started itself (`server/db/embedded-postgres.ts`). */
  kind: 'embedded' | 'postgres';
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Ends at once, without waiting, what `close` ends in order (the embedded server gets its
   * fast shutdown signal): for a process that must exit now.
   */
  halt?(): void;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string (a server of its own, or the embedded one's socket). */
  databaseUrl: string;
  /** node-postgres pool size. */
  poolSize?: number | undefined;
  /**
   * Migrations to apply instead of the shipped ones (a restore of an older backup); `false`
   * opens the schema as it is (a backup changes nothing).
   */
  migrationsFolder?: string | false | undefined;
}

/**
 * Makes a connection run its promised queries one after the other. A transaction holds one
 * connection, and services read side by side inside one (`Promise.all` over an `Executor`):
 * node-postgres 8 queues such queries itself with a deprecation warning, and version 9 refuses
 * them. A query waits here for the one before it to settle, failed or not. Queries with a
 * callback (the pool's own) or a submittable (cursors, streams) pass straight through.
 */
function queriesInTurn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = (...args: unknown[]): unknown => {
    const first = args[0] as { submit?: unknown } | null | undefined;
    const submittable = typeof first === 'object' && typeof first?.submit === 'function';
    if (submittable || typeof args[args.length - 1] === 'function') return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  };
  Object.assign(client, { query: inTurn });
}

/** Any fixed number: serialises migrations when several server processes start at once. */
const MIGRATION_LOCK_KEY = 72_311_905;

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  return openPostgres(options.databaseUrl, options.poolSize ?? 10, migrationsFolder);
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
  pool.on('connect', queriesInTurn);
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
