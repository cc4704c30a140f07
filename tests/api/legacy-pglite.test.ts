/**
 * The one-time move of an embedded PGlite database of earlier versions (`DATA_DIR/db`) into
 * PostgreSQL (`server/db/legacy-pglite.ts`). The fixture (`tests/fixtures/pglite-data-dir/`) is
 * the `db` folder and the signing secret of a data directory written by the last version with
 * PGlite (0.5.16): the demo data with one kind renamed to "Fixture Haze", stopped cleanly. Its
 * tables were dumped once with PGlite itself (`tables.json.gz`, the shape of `dumpTables`).
 *
 * The move installs PGlite with npm (the product does not depend on it), so the main test needs
 * the npm registry, as `npm ci` does.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureRoles } from '../../server/bootstrap';
import { openDatabase } from '../../server/db/client';
import { moveLegacyPglite, LegacyMoveError } from '../../server/db/legacy-pglite';
import { createPostgresDatabase } from '../support/api';
import { dumpTables, rowsOf } from '../support/stores';

const FIXTURE = fileURLToPath(new URL('../fixtures/pglite-data-dir/', import.meta.url));
const ARCHIVE = join(FIXTURE, 'pglite-0.5.16-data-dir.tar.gz');

/** Every table of the old schema: its rows as `row_to_json` text (UTC), by primary key. */
const expectedTables = (): Record<string, string[]> =>
  JSON.parse(gunzipSync(readFileSync(join(FIXTURE, 'tables.json.gz'))).toString('utf8')) as Record<
    string,
    string[]
  >;

/** A file's bytes and time of last change, to see that nothing touched it. */
const fingerprint = (path: string) =>
  `${createHash('sha256').update(readFileSync(path)).digest('hex')} ${statSync(path).mtimeMs}`;

/** Files a data directory keeps beside the database: secrets and pictures. */
const SIDE_FILES = [
  'secret-key',
  'admin-password.txt',
  'demo-staff-password.txt',
  'images/upload/3f2a-640x480.png',
];

const workDirs: string[] = [];
/** Where the tests that name a tools folder install PGlite: once for all of them. */
const sharedTools = mkdtempSync(join(tmpdir(), 'pricelist-legacy-tools-'));
workDirs.push(sharedTools);
const drops: (() => Promise<void>)[] = [];

/**
 * A data directory as the last PGlite version left it; with `staleLock`, the lock a killed
 * server of it left (naming a process that is gone, or one that has its id now).
 */
function oldDataDir({ staleLock }: { staleLock?: number } = {}): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-legacy-'));
  workDirs.push(dataDir);
  execFileSync('tar', ['xzf', ARCHIVE, '-C', dataDir]);
  writeFileSync(join(dataDir, 'admin-password.txt'), 'old-admin-password\n', { mode: 0o600 });
  writeFileSync(join(dataDir, 'demo-staff-password.txt'), 'old-staff-password\n', { mode: 0o600 });
  mkdirSync(join(dataDir, 'images', 'upload'), { recursive: true });
  writeFileSync(join(dataDir, SIDE_FILES[3] as string), Buffer.from('not really a png'));
  if (staleLock) writeFileSync(join(dataDir, 'db.lock'), `${staleLock}\n`);
  return dataDir;
}

async function emptyDatabase(): Promise<string> {
  const created = await createPostgresDatabase(inject('postgresAdminUrl'));
  drops.push(created.drop);
  return created.url;
}

/** The tables (with rows) of a database, opened without migrating it. */
async function tablesOf(url: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1, migrationsFolder: false });
  try {
    return await dumpTables(database);
  } finally {
    await database.close();
  }
}

/**
 * A row of the current schema cut to the old row's columns, in its order: later migrations may
 * add columns (and tables), which the old data cannot hold; everything the old schema had must
 * be there unchanged.
 */
function asOldRow(current: string, old: string): string {
  const now = JSON.parse(current) as Record<string, unknown>;
  const keys = Object.keys(JSON.parse(old) as Record<string, unknown>);
  if (Object.keys(now).length === keys.length) return current;
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, now[key]])));
}

const comparable = (row: string) => JSON.stringify(JSON.parse(row));

/** Runs `work` with some environment variables set (child processes inherit them), then restores them. */
async function withEnv<T>(vars: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

/** Checks that the database holds every row of the old one, unchanged. */
async function expectOldRows(url: string): Promise<void> {
  const expected = expectedTables();
  const current = await openDatabase({ databaseUrl: url, poolSize: 1 });
  let actual: Record<string, string[]>;
  try {
    actual = await dumpTables(current);
    const [haze] = await rowsOf<{ n: number }>(
      current,
      sql`select count(*)::int as n from kinds where name = 'Fixture Haze'`,
    );
    expect(haze?.n).toBe(1);
  } finally {
    await current.close();
  }
  for (const [table, rows] of Object.entries(expected)) {
    const moved = actual[table];
    expect(moved, table).toBeDefined();
    const cut = (moved ?? []).map((row, i) => asOldRow(row, rows[i] ?? '{}'));
    // Rows with the same columns compare as text; cut rows as JSON.
    expect(cut.map(comparable), table).toEqual(rows.map(comparable));
    if ((moved ?? []).every((row, i) => row === cut[i])) expect(moved, table).toEqual(rows);
  }
}

afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!inject('postgresAdminUrl'))('moving the embedded PGlite database', () => {
  it('does nothing, at once, when the data directory has no old database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-legacy-none-'));
    workDirs.push(dataDir);
    const logs: string[] = [];
    const started = performance.now();
    // Nothing answers at this address: the call must not even try it.
    const result = await moveLegacyPglite({
      dataDir,
      databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing',
      log: (line) => logs.push(line),
    });
    expect(result).toEqual({ moved: false });
    expect(performance.now() - started).toBeLessThan(50);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    const dataDir = oldDataDir();
    const url = await emptyDatabase();
    const filled = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await ensureRoles(filled.db);
    } finally {
      await filled.close();
    }
    const before = await tablesOf(url);
    const files = readdirSync(dataDir).sort();
    const error = await moveLegacyPglite({ dataDir, databaseUrl: url, log: () => undefined }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(LegacyMoveError);
    expect((error as Error).message).toMatch(/already holds data \(1 tables hold rows: roles\)/);
    expect((error as Error).message).toMatch(/Nothing was changed/);
    expect(await tablesOf(url)).toEqual(before);
    expect(readdirSync(dataDir).sort()).toEqual(files);
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'upgrade-tools'))).toBe(false);
  });

  it('says what to do by hand when npm cannot install the reader, and changes nothing', async () => {
    const dataDir = oldDataDir();
    const url = await emptyDatabase();
    const files = readdirSync(dataDir).sort();
    // npm's own settings: a registry where nothing listens (loopback), no retries.
    const error = await withEnv(
      { npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' },
      () => moveLegacyPglite({ dataDir, databaseUrl: url, log: () => undefined }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LegacyMoveError);
    const message = (error as Error).message;
    expect(message).toMatch(/@electric-sql\/pglite 0\.5\.16/);
    expect(message).toMatch(/Nothing was changed/);
    expect(message).toMatch(/start the previous Pricelist version on this DATA_DIR/);
    expect(message).toMatch(/npm run backup/);
    expect(message).toMatch(/npm run restore -- <file>/);
    expect(readdirSync(dataDir).sort()).toEqual(files);
    expect(await tablesOf(url)).toEqual({});
  }, 120_000);

  it('refuses while a server of the previous version still runs on the old folder', async () => {
    const dataDir = oldDataDir();
    const url = await emptyDatabase();
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(join(dataDir, 'db.lock'), `${running.pid}\n`);
      await expect(
        moveLegacyPglite({ dataDir, databaseUrl: url, log: () => undefined }),
      ).rejects.toThrow(new RegExp(`in use by process ${running.pid}.*Stop that process`, 's'));
    } finally {
      running.kill('SIGKILL');
    }
    expect(readFileSync(join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(running.pid));
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(await tablesOf(url)).toEqual({});
  });

  it('redoes a move that was cut short, from an empty database', async () => {
    // No process has this id (Linux's pid_max is at most 2^22).
    const dataDir = oldDataDir({ staleLock: 999_999_999 });
    const url = await emptyDatabase();
    // What a move killed halfway leaves: its mark, and part of the rows in the new database.
    writeFileSync(join(dataDir, 'db.moving'), 'A move started.\n');
    const partial = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await ensureRoles(partial.db);
    } finally {
      await partial.close();
    }
    const result = await moveLegacyPglite({
      dataDir,
      databaseUrl: url,
      log: () => undefined,
      toolsDir: sharedTools,
    });
    expect(result).toMatchObject({ moved: true });
    await expectOldRows(url);
    expect(existsSync(join(dataDir, 'db.moving'))).toBe(false);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    // A folder the caller gives is the caller's: it is kept for the next use.
    expect(existsSync(join(sharedTools, 'node_modules', '@electric-sql', 'pglite'))).toBe(true);
  }, 300_000);

  it('moves every row into an empty PostgreSQL database and keeps the old folder', async () => {
    // A container started again gives the server the id the old one had.
    const dataDir = oldDataDir({ staleLock: process.pid });
    const url = await emptyDatabase();
    const sideFiles = SIDE_FILES.map((file) => fingerprint(join(dataDir, file)));
    const logs: string[] = [];
    const result = await moveLegacyPglite({
      dataDir,
      databaseUrl: url,
      log: (line) => logs.push(line),
    });
    const expected = expectedTables();
    const expectedRows = Object.values(expected).reduce((sum, rows) => sum + rows.length, 0);
    const backupDir = join(dataDir, 'db.pglite-backup');
    expect(result).toEqual({
      moved: true,
      backupDir,
      tables: Object.keys(expected).length,
      rows: expectedRows,
      pictures: 1,
    });

    // The new database, at the current schema, holds every row the old one had, unchanged.
    await expectOldRows(url);

    // The old folder is kept, whole, beside the rest; nothing else of the move is left.
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
    expect(readFileSync(join(backupDir, 'PG_VERSION'), 'utf8').trim()).toBe('18');
    expect(existsSync(join(backupDir, 'base'))).toBe(true);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(SIDE_FILES.map((file) => fingerprint(join(dataDir, file)))).toEqual(sideFiles);
    expect(readdirSync(dataDir).sort()).toEqual([
      'admin-password.txt',
      'db.pglite-backup',
      'demo-staff-password.txt',
      'images',
      'secret-key',
    ]);
    expect(logs.at(-1)).toMatch(
      new RegExp(
        `${Object.keys(expected).length} tables, ${expectedRows} rows .*` +
          `kept in ${backupDir.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );

    // A second start finds nothing to move.
    expect(await moveLegacyPglite({ dataDir, databaseUrl: url, log: () => undefined })).toEqual({
      moved: false,
    });
  }, 300_000);
});
