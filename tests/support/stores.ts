import { rowsOf as rowsOfExecutor } from '../../server/db/rows';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { openStore } from '../../server/db/data-store';
import { createPostgresDatabase } from './api';
import { seededDemoDataDir, stopLeftoverDatabase } from './server-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where a server keeps its data: a data directory, and a PostgreSQL database or the embedded one in it. */
/** `embedded`: the server's own PostgreSQL in its data directory; `postgres`: the run's server. */
export type StoreKind = 'embedded' | 'postgres';

export interface DataStore {
  kind: StoreKind;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The environment a server or script needs to use this store. */
  env: Record<string, string>;
  /** Opens the database directly (embedded: only while no server runs on it). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/**
 * A fresh data directory, with a fresh PostgreSQL database for `postgres`. With `demo`, an
 * embedded store starts as a copy of the run's seeded demo data directory (what a first start
 * with `DEMO_DATA=1` leaves, `tests/support/server-process.ts`) instead of empty: seeding it
 * again costs a server start about 7 s of processor time. A server started on it with
 * `DEMO_DATA=1` finds the demo data there; without the run's templates it seeds it itself.
 */
export async function freshStore(
  kind: StoreKind,
  { demo = false }: { demo?: boolean } = {},
): Promise<DataStore> {
  const dataDir =
    (demo && kind === 'embedded' ? await seededDemoDataDir() : undefined) ??
    mkdtempSync(join(tmpdir(), `pricelist-store-${kind}-`));
  const created =
    kind === 'postgres' ? await createPostgresDatabase(inject('postgresAdminUrl')) : undefined;
  const databaseUrl = created?.url;
  return {
    kind,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    open: () => openStore({ dataDir, databaseUrl }),
    remove: async () => {
      await created?.drop();
      await stopLeftoverDatabase(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a query on a handle and returns its rows. */
export async function rowsOf<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return rowsOfExecutor<T>(database.db, query);
}

/** Every table of the `public` schema with its rows as JSON text (UTC), ordered by primary key. */
export async function dumpTables(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const keys = await rowsOf<{ table: string; key: string }>(
    database,
    sql`select quote_ident(t.table_name) as table,
        string_agg(quote_ident(k.column_name), ', ' order by k.ordinal_position) as key
      from information_schema.tables t
      join information_schema.table_constraints c
        on c.table_schema = t.table_schema and c.table_name = t.table_name
        and c.constraint_type = 'PRIMARY KEY'
      join information_schema.key_column_usage k
        on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by t.table_name order by t.table_name`,
  );
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const dump: Record<string, string[]> = {};
    for (const { table, key } of keys) {
      const result = (await tx.execute(
        sql.raw(`select row_to_json(t)::text as row from public.${table} t order by ${key}`),
      )) as unknown as { rows: { row: string }[] };
      dump[table] = result.rows.map((r) => r.row);
    }
    return dump;
  });
}

/**
 * The files under a directory (relative paths) with the SHA-256 of their bytes. Digests, not the
 * bytes: vitest's deep equality compares two Buffers byte by byte, which took over a minute of
 * processor time for the demo pictures in the backup tests.
 */
export function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (path: string) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files.set(
          relative(dir, full),
          createHash('sha256').update(readFileSync(full)).digest('hex'),
        );
    }
  };
  walk(dir);
  return files;
}

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The bundles of the backup and restore commands (`build/server/<script>.mjs`), built once per
 * test process when a source is newer: the commands' own code, without compiling TypeScript in
 * every run (through tsx a command took about a second more of processor time).
 */
let bundlesBuilt: Promise<void> | undefined;
function commandBundles(): Promise<void> {
  bundlesBuilt ??= new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    build.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The server did not build: ${stderr}`)),
    );
  });
  return bundlesBuilt;
}

/** Runs the backup or restore command as `npm run <script>` does, with only the given store settings. */
export async function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  await commandBundles();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'DATABASE_URL' && name !== 'DATA_DIR' && !name.startsWith('S3_'),
    ),
  );
  const child = spawn(process.execPath, [join('build', 'server', `${script}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}
