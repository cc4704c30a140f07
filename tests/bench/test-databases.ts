/**
 * The benches' databases, and what a test database costs to start, made fresh against copied
 * from a migrated and seeded template, side by side in one run (the machine is shared: compare
 * the ratios). Run with `npx tsx tests/bench/test-databases.ts`; PostgreSQL rows need
 * `TEST_DATABASE_URL` (an admin who may create databases).
 *
 * - Embedded (the product's own PostgreSQL server): a new data directory (`initdb`, server
 *   start, every migration and the demo data) against a copy of a seeded data directory and a
 *   server start (`seededDataDir` in `tests/support/server-process.ts` makes one per run).
 * - PostgreSQL: `CREATE DATABASE` with every migration and the demo data, against
 *   `CREATE DATABASE … TEMPLATE` of a migrated and seeded template.
 *
 * Other benches open their database with {@link openBenchDatabase}.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureRoles } from '../../server/bootstrap';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { seedDemoData } from '../../server/seed/demo';
import { createPostgresDatabase } from '../support/api';

/** A bench's own database, migrated; `close` also removes it. */
export interface BenchDatabase extends DatabaseHandle {
  /** Its node-postgres connection string (the embedded server's: a Unix socket). */
  url: string;
}

export interface BenchDatabaseOptions {
  /**
   * A PostgreSQL admin URL (may create databases): a fresh database on that server, dropped on
   * close. Without it, an embedded PostgreSQL server of its own (the product's, as `npm start`
   * runs it) in a temporary data directory, stopped and removed on close.
   */
  adminUrl?: string | undefined;
  /** node-postgres pool size (10 by default, as the server's). */
  poolSize?: number;
}

/** What an interrupted bench still has to stop or remove (embedded servers run detached). */
const cleanups = new Set<() => Promise<void> | void>();
let interruptible = false;

/** Runs the cleanups, the latest first (a server stops before its folder goes), then exits. */
async function interrupted(): Promise<never> {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch {
      // The next one still runs.
    }
  }
  process.exit(130);
}

/**
 * Runs `cleanup` when the bench is interrupted (Ctrl-C, SIGTERM) before the returned function is
 * called: an embedded server runs in a process group of its own, so it would outlive the bench.
 */
function onInterrupt(cleanup: () => Promise<void> | void): () => void {
  if (!interruptible) {
    interruptible = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void interrupted());
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Opens a fresh, migrated database for a bench: embedded by default, or on `adminUrl`'s server. */
export async function openBenchDatabase(
  options: BenchDatabaseOptions = {},
): Promise<BenchDatabase> {
  const { adminUrl, poolSize } = options;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    try {
      const database = await openDatabase({ databaseUrl: created.url, poolSize });
      return {
        ...database,
        url: created.url,
        close: async () => {
          try {
            await database.close();
          } finally {
            await created.drop();
          }
        },
      };
    } catch (error) {
      await created.drop();
      throw error;
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-bench-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres(dataDir).catch((error: unknown) => {
    remove();
    throw error;
  });
  const stop = async () => {
    try {
      await server.stop();
    } finally {
      remove();
    }
  };
  const done = onInterrupt(stop);
  try {
    const database = await openDatabase({ databaseUrl: server.url, poolSize });
    return {
      ...database,
      kind: 'embedded',
      url: server.url,
      close: async () => {
        try {
          await database.close();
        } finally {
          await stop();
          done();
        }
      },
    };
  } catch (error) {
    await stop();
    done();
    throw error;
  }
}

const ROUNDS = Number(process.env.TEST_DATABASES_ROUNDS ?? 2);
const STAFF_PASSWORD = randomBytes(12).toString('base64url');

async function seconds(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function seed(db: Database): Promise<void> {
  await ensureRoles(db);
  await seedDemoData(db, { staffPassword: STAFF_PASSWORD });
}

/** Starts the embedded server on `dataDir`, migrates and seeds, stops it again. */
async function seedEmbedded(dataDir: string): Promise<void> {
  const server = await startEmbeddedPostgres(dataDir);
  const done = onInterrupt(() => server.stop());
  try {
    const database = await openDatabase({ databaseUrl: server.url, poolSize: 4 });
    try {
      await seed(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    done();
  }
}

async function embedded(): Promise<void> {
  const made: string[] = [];
  const removeAll = () => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
  const done = onInterrupt(removeAll);
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pricelist-bench-'));
    made.push(dir);
    return dir;
  };
  try {
    const template = newDir();
    await seedEmbedded(template);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const fresh = await seconds(() => seedEmbedded(newDir()));
      const copied = await seconds(async () => {
        const copy = newDir();
        cpSync(template, copy, { recursive: true, filter: (source) => !source.endsWith('.lock') });
        await seedEmbedded(copy);
      });
      console.log(
        `Embedded round ${round}: fresh + migrations + demo ${fresh.toFixed(1)} s, from template ${copied.toFixed(1)} s (${(fresh / copied).toFixed(1)}x)`,
      );
    }
  } finally {
    removeAll();
    done();
  }
}

async function postgres(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const prefix = `pricelist_bench_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const made: string[] = [template];
  try {
    await admin.query(`create database ${template}`);
    const seeded = await openDatabase({ databaseUrl: urlOf(template), poolSize: 1 });
    await seed(seeded.db);
    await seeded.close();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const freshName = `${prefix}_fresh_${round}`;
      const copyName = `${prefix}_copy_${round}`;
      made.push(freshName, copyName);
      const fresh = await seconds(async () => {
        await admin.query(`create database ${freshName}`);
        const database = await openDatabase({ databaseUrl: urlOf(freshName), poolSize: 4 });
        await seed(database.db);
        await database.close();
      });
      const copied = await seconds(async () => {
        await admin.query(`create database ${copyName} template ${template}`);
        const database = await openDatabase({ databaseUrl: urlOf(copyName), poolSize: 4 });
        await seed(database.db);
        await database.close();
      });
      console.log(
        `PostgreSQL round ${round}: fresh + migrations + demo ${fresh.toFixed(1)} s, from template ${copied.toFixed(1)} s (${(fresh / copied).toFixed(1)}x)`,
      );
    }
  } finally {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Compares both starts on the embedded server, then on PostgreSQL when `TEST_DATABASE_URL` is set. */
export async function runTestDatabasesBench(): Promise<void> {
  await embedded();
  if (process.env.TEST_DATABASE_URL) await postgres(process.env.TEST_DATABASE_URL);
  else console.log('PostgreSQL skipped: TEST_DATABASE_URL is not set.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runTestDatabasesBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
