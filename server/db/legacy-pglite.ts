/**
 * The one-time move of the embedded database of earlier versions (PGlite, `DATA_DIR/db`) into
 * PostgreSQL. PostgreSQL cannot open a PGlite data directory, and the product no longer depends on
 * PGlite: on the first start after the upgrade the exact PGlite version that wrote such
 * directories is installed with npm into a folder of its own, serves the old directory over
 * PostgreSQL's wire protocol from a child process (`scripts/pglite-serve.mjs`), and the backup
 * code copies it: a backup file of the old database, restored into the new one. The old
 * directory is then kept as `DATA_DIR/db.pglite-backup`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { restoreBundle } from '../backup/commands';
import type { MigrationMark } from '../backup/format';
import { appliedMigration } from '../backup/migrations';
import { tablesWithRows } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import { LocalImageStorage } from '../images/local-storage';
import { PROJECT_ROOT } from '../paths';
import { ensurePrivateDir, makeTreePrivate } from '../private-files';
import { openDatabase, type DatabaseHandle } from './client';
import { describeDatabase } from './data-store';
import { rowsOf } from './rows';

/** The PGlite release of the last Pricelist version with the embedded PGlite database. */
export const PGLITE_VERSION = '0.5.16';
/**
 * Serves PGlite over the wire protocol. It names PGlite 0.5.14 exactly as its peer (no release
 * names 0.5.16); it calls only PGlite's public API, which 0.5.16 keeps, so it is installed without
 * the peer check (`--legacy-peer-deps`, which also leaves out the extensions it names as peers).
 */
export const PGLITE_SOCKET_VERSION = '0.2.17';

const SERVE_SCRIPT = join(PROJECT_ROOT, 'scripts', 'pglite-serve.mjs');
/** npm downloads about 10 MB; a slow line gets minutes. */
const INSTALL_TIMEOUT_MS = 10 * 60_000;
/** Opening the old directory (and recovering it after a crash) before it listens. */
const SERVE_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export interface LegacyMoveOptions {
  /** DATA_DIR: the old database is `DATA_DIR/db`. */
  dataDir: string;
  /** The new database; it must hold no rows. */
  databaseUrl: string;
  /** Receives what happens, one line each. */
  log: (message: string) => void;
  /**
   * Where PGlite is installed for the move; by default `DATA_DIR/upgrade-tools`, removed
   * afterwards. A folder given here is left as it is (the installation is reused).
   */
  toolsDir?: string;
}

export type LegacyMoveResult =
  | { moved: false }
  | { moved: true; backupDir: string; tables: number; rows: number; pictures: number };

/** The folder of the old embedded database in a data directory. */
export function legacyPgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Whether the data directory holds a database of an earlier version that was not moved yet. */
export function hasLegacyPglite(dataDir: string): boolean {
  return existsSync(join(legacyPgliteDir(dataDir), 'PG_VERSION'));
}

/** A move that did not happen, with what the owner can do; nothing was changed. */
export class LegacyMoveError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LegacyMoveError';
  }
}

/** How the owner can move the data without this module. */
function byHand(oldDir: string): string {
  return (
    'To move the data by hand instead: start the previous Pricelist version on this DATA_DIR, ' +
    `run \`npm run backup\`, stop it, rename ${oldDir} to db.pglite-backup, then run ` +
    '`npm run restore -- <file>` with this version.'
  );
}

function installedVersion(toolsDir: string, name: string): string | undefined {
  try {
    const manifest = join(toolsDir, 'node_modules', '@electric-sql', name, 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

function toolsInstalled(toolsDir: string): boolean {
  return (
    installedVersion(toolsDir, 'pglite') === PGLITE_VERSION &&
    installedVersion(toolsDir, 'pglite-socket') === PGLITE_SOCKET_VERSION
  );
}

/** The last part of a child's output, for an error message. */
function tail(text: string, lines = 5): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Runs npm; resolves with its exit code and output (never rejects: an error is code -1). */
function runNpm(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    let child: ChildProcess;
    try {
      child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ code: -1, output: (error as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      output += `\nnpm did not finish within ${INSTALL_TIMEOUT_MS / 60_000} minutes.`;
      child.kill('SIGKILL');
    }, INSTALL_TIMEOUT_MS);
    const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({
        code: -1,
        output: error.code === 'ENOENT' ? 'npm was not found on this machine' : error.message,
      });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

/**
 * Installs the pinned PGlite and its wire-protocol server into `toolsDir` (kept when already
 * there). Its own npm cache in the folder: npm needs no writable home, and leaves nothing
 * elsewhere.
 */
async function installTools(toolsDir: string, oldDir: string): Promise<void> {
  if (toolsInstalled(toolsDir)) return;
  ensurePrivateDir(toolsDir);
  const { code, output } = await runNpm(
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      toolsDir,
      '--cache',
      join(toolsDir, 'npm-cache'),
      `@electric-sql/pglite@${PGLITE_VERSION}`,
      `@electric-sql/pglite-socket@${PGLITE_SOCKET_VERSION}`,
    ],
    toolsDir,
  );
  if (code === 0 && toolsInstalled(toolsDir)) return;
  throw new LegacyMoveError(
    `The data of the previous Pricelist version (its embedded database in ${oldDir}) has to be ` +
      `moved into PostgreSQL once, and this version reads it with @electric-sql/pglite ` +
      `${PGLITE_VERSION}, installed with npm for the move. That install failed: ` +
      `${tail(output) || `npm exited with code ${code}`}\nNothing was changed. Let this machine ` +
      `reach the npm registry and start Pricelist again. ${byHand(oldDir)}`,
  );
}

/** The old database served by a child process, as a connection string. */
interface ServedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts `scripts/pglite-serve.mjs` on the old directory; resolves once it listens. */
function serveOldDatabase(
  toolsDir: string,
  oldDir: string,
  socketDir: string,
): Promise<ServedDatabase> {
  // Its standard input stays open: the child ends when this process is gone.
  const child = spawn(process.execPath, [SERVE_SCRIPT, toolsDir, oldDir, socketDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-8000)));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };
  const listening = new Promise<ServedDatabase>((resolve, reject) => {
    const check = () => {
      const end = stdout.indexOf('\n');
      if (end < 0) return;
      child.stdout.off('data', check);
      try {
        const where = JSON.parse(stdout.slice(0, end)) as { socketDir: string };
        resolve({
          url: `postgresql://postgres@/postgres?host=${encodeURIComponent(where.socketDir)}`,
          stop,
        });
      } catch {
        reject(new Error(`The old database's server said: ${tail(stdout)}`));
      }
    };
    child.stdout.on('data', check);
    child.once('error', (error) => reject(error));
    void exited.then(() => reject(new Error(`it stopped (exit code ${exitCode})`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`it did not listen within ${SERVE_TIMEOUT_MS / 1000} s`)),
      SERVE_TIMEOUT_MS,
    );
  });
  return Promise.race([listening, timeout]).then(
    (served) => {
      clearTimeout(timer);
      return served;
    },
    async (error: Error) => {
      clearTimeout(timer);
      await stop();
      throw new Error(
        `The old database could not be opened: ${error.message}` +
          `${stderr.trim() ? `\n${tail(stderr)}` : ''}`,
      );
    },
  );
}

/** Opens a database as it is (no migrations) with one connection, runs `work`, closes it. */
async function withDatabase<T>(url: string, work: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1, migrationsFolder: false });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Refuses a target that holds rows: the move never mixes two databases. */
async function checkTargetEmpty(options: LegacyMoveOptions, oldDir: string): Promise<void> {
  const filled = await withDatabase(options.databaseUrl, (database) => tablesWithRows(database.db));
  if (!filled.length) return;
  throw new LegacyMoveError(
    `The data of the previous Pricelist version (its embedded database in ${oldDir}) was not ` +
      `moved: ${describeDatabase(options)} already holds data ` +
      `(${filled.length} tables hold rows: ${filled.slice(0, 4).join(', ')}` +
      `${filled.length > 4 ? ', ...' : ''}). Nothing was changed. To keep that data, rename ` +
      `${oldDir} to db.pglite-backup; to move the old data, give Pricelist an empty database.`,
  );
}

/** The newest migration applied to the target, or undefined when it has no Pricelist schema. */
async function appliedMigrationTime(database: DatabaseHandle): Promise<number | undefined> {
  const [found] = await rowsOf<{ found: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!found?.found) return undefined;
  const [row] = await rowsOf<{ when: string | null }>(
    database.db,
    sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  return row?.when ? Number(row.when) : undefined;
}

/**
 * Removes the product's schema from the target (only ever one without rows, or what an
 * interrupted move left), so the migrations start from nothing.
 */
async function resetTarget(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, async (database) => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema if exists public cascade`);
      await tx.execute(sql`create schema public`);
      await tx.execute(sql`grant usage on schema public to public`);
    });
  });
}

function backupDirFor(dataDir: string, now: Date): string {
  const plain = join(dataDir, 'db.pglite-backup');
  if (!existsSync(plain)) return plain;
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `${plain}-${stamp}`;
}

function lockHolder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock the old version took on its database (`DATA_DIR/db.lock`, a process id) for the
 * move; returns how to remove it. Refused while another process that runs holds it (a server of
 * the previous version); one left behind is taken over, also when it names this process's id (a
 * container restarted gives the server the same id).
 */
function lockOldDir(oldDir: string): () => void {
  const file = `${oldDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        if (lockHolder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(file);
    if (holder !== undefined && holder !== process.pid && processRuns(holder)) {
      throw new LegacyMoveError(
        `The database of the previous Pricelist version in ${oldDir} is in use by process ` +
          `${holder} (a server of the previous version?), so its data was not moved. Nothing ` +
          'was changed. Stop that process, then start this version again.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}.`);
}

/**
 * Moves the data of the embedded PGlite database of earlier versions (`DATA_DIR/db`) into the
 * PostgreSQL database at `databaseUrl`, once: with no such directory it returns `{ moved: false }`
 * at once. The target must hold no rows (else it throws and changes nothing). On success the old
 * directory is kept as `DATA_DIR/db.pglite-backup` and one line is logged; on failure it stays
 * where it was (the next start tries again), the target is emptied again, and the error says why.
 * Pictures, the signing secret and the generated passwords stay where they are: they were never
 * in the database. Call it before anything writes to the new database.
 */
export async function moveLegacyPglite(options: LegacyMoveOptions): Promise<LegacyMoveResult> {
  if (!hasLegacyPglite(options.dataDir)) return { moved: false };
  const oldDir = legacyPgliteDir(options.dataDir);
  // The lock the old version took (`DATA_DIR/db.lock`): refused while an old server runs on it,
  // taken over when it was left behind, removed when the move ends.
  const unlock = lockOldDir(oldDir);
  try {
    return await move(oldDir, options);
  } finally {
    unlock();
  }
}

async function move(oldDir: string, options: LegacyMoveOptions): Promise<LegacyMoveResult> {
  const { dataDir, databaseUrl, log } = options;
  const started = Date.now();
  // Written before the first change to the target, removed when the move is done or undone: a
  // move cut short (the process killed) is redone from an empty target on the next start.
  const marker = join(dataDir, 'db.moving');
  const resuming = existsSync(marker);
  if (!resuming) await checkTargetEmpty(options, oldDir);
  log(
    `Moving the data of the previous Pricelist version (${oldDir}) into ` +
      `${describeDatabase(options)}; this happens once.`,
  );
  const toolsDir = options.toolsDir ?? join(dataDir, 'upgrade-tools');
  const work = mkdtempSync(join(dataDir, '.pglite-move-'));
  const socketDir = mkdtempSync(join(tmpdir(), 'pricelist-pglite-'));
  // The backup file carries the database only: the pictures stay where they are.
  const noPictures = new LocalImageStorage(join(work, 'no-pictures'));
  let targetTouched = resuming;
  let done = false;
  try {
    await installTools(toolsDir, oldDir);
    const bundle = join(work, 'database.jsonl.gz');
    const served = await serveOldDatabase(toolsDir, oldDir, socketDir);
    let mark: MigrationMark;
    try {
      mark = await withDatabase(served.url, async (source) => {
        const applied = await appliedMigration(source.db);
        await writeBackup(source, noPictures, bundle);
        return applied;
      });
    } finally {
      await served.stop();
      // PGlite writes its files 0666 whatever the umask.
      makeTreePrivate(oldDir);
    }
    writeFileSync(
      marker,
      `A move of ${oldDir} into PostgreSQL started at ${new Date().toISOString()} and did not ` +
        'finish; the next start redoes it.\n',
      { mode: 0o600 },
    );
    targetTouched = true;
    const applied = await withDatabase(databaseUrl, appliedMigrationTime);
    // A schema newer than the old data's (or left by a move cut short) is made anew, so every
    // migration after the old data's runs on it.
    if (resuming || (applied !== undefined && applied > mark.when)) await resetTarget(databaseUrl);
    const summary = await restoreBundle(
      { database: { dataDir, databaseUrl }, storage: noPictures },
      bundle,
      false,
    );
    const pictures = (await new LocalImageStorage(join(dataDir, 'images')).list('')).length;
    const backupDir = backupDirFor(dataDir, new Date());
    renameSync(oldDir, backupDir);
    // Moved: from here on nothing undoes it.
    done = true;
    rmSync(marker, { force: true });
    log(
      `Moved the data of the previous Pricelist version into PostgreSQL in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.tables} tables, ` +
        `${summary.rows} rows (pictures were never in the database: the ${pictures} in ` +
        `${join(dataDir, 'images')} stay there). The old database is kept in ${backupDir}; ` +
        'delete it once all is well.',
    );
    return { moved: true, backupDir, tables: summary.tables, rows: summary.rows, pictures };
  } catch (error) {
    if (done) throw error;
    if (targetTouched) {
      try {
        await resetTarget(databaseUrl);
        rmSync(marker, { force: true });
      } catch {
        // The marker stays: the next start empties the target before it tries again.
      }
    }
    if (error instanceof LegacyMoveError) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new LegacyMoveError(
      `Moving the data of the previous Pricelist version (${oldDir}) into PostgreSQL failed: ` +
        `${why}\n${oldDir} was left where it was; the next start tries again. ${byHand(oldDir)}`,
      { cause: error },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(socketDir, { recursive: true, force: true });
    // The installation is a means to this move only (a folder the caller gave is the caller's).
    if (!options.toolsDir) rmSync(toolsDir, { recursive: true, force: true });
  }
}
