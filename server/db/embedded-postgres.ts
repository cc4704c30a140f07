import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  fstatSync,
  chmodSync,
  writeFileSync,
  mkdtempSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { ensurePrivateDir } from '../private-files';
import { postgresBinaries } from './embedded-binaries';
import { lockDataDir, processAlive, type DataDirLock } from './data-dir-lock';

/**
 * The embedded database: a PostgreSQL server the product starts and stops itself, with its
 * cluster in `DATA_DIR/postgres`. It listens on a Unix socket in that folder only (no TCP port),
 * and its superuser's password is generated into `DATA_DIR/postgres-password`.
 */
export interface EmbeddedPostgres {
  /** A node-postgres connection string for the cluster's `postgres` database. */
  url: string;
  /** The cluster's folder. */
  clusterDir: string;
  /** The server's process id. */
  pid: number;
  /** Shuts the server down (fast: open sessions end, everything committed is kept). */
  stop(): Promise<void>;
  /** Sends the fast shutdown signal and returns at once (a process exiting now). */
  halt(): void;
}

export interface EmbeddedPostgresOptions {
  /** Says what happens (a cluster made, a stale server stopped), one line each. */
  log?: (message: string) => void;
}

/** The system user PostgreSQL runs as when the product runs as root (PostgreSQL refuses root). */
export const POSTGRES_SYSTEM_USER = 'postgres';
const DATABASE_USER = 'postgres';
/** Longest Unix socket path the operating systems take (108 on Linux, 104 on macOS), with room. */
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cluster folder of a data directory. */
export function clusterDirOf(dataDir: string): string {
  return join(dataDir, 'postgres');
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * As root, the PostgreSQL programs run as the `postgres` system user, made when it is missing
 * (PostgreSQL never runs as root); as anyone else, as that user.
 */
function systemUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const idOf = (flag: '-u' | '-g') =>
    Number(execFileSync('id', [flag, POSTGRES_SYSTEM_USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin'].concat(
          POSTGRES_SYSTEM_USER,
        ),
        { stdio: 'pipe' },
      );
      return { uid: idOf('-u'), gid: idOf('-g') };
    } catch (error) {
      throw new Error(
        `The embedded database runs PostgreSQL as the system user "${POSTGRES_SYSTEM_USER}" when ` +
          `Pricelist runs as root, and that user could not be made (${(error as Error).message.trim()}). ` +
          'Make it (useradd --system postgres), run Pricelist as an ordinary user, or set DATABASE_URL.',
        { cause: error },
      );
    }
  }
}

/** Gives the whole tree to the user PostgreSQL runs as (a cluster copied or restored by root). */
function chownTree(path: string, user: RunAs): void {
  const stats = lstatSync(path);
  if (stats.uid !== user.uid || stats.gid !== user.gid) chownSync(path, user.uid, user.gid);
  if (stats.isDirectory()) for (const name of readdirSync(path)) chownTree(join(path, name), user);
}

/**
 * The folder as the PostgreSQL programs see it. Run as another user, they cannot enter a data
 * directory under a private home (`/root/...`, 0700); they are handed the folder already open
 * (file descriptor 3) and use it through `/proc/self/fd/3`, so no folder above it is opened up.
 */
function folderFor(path: string, user: RunAs | undefined): { path: string; fd?: number } {
  if (!user) return { path };
  return { path: '/proc/self/fd/3', fd: openSync(path, 'r') };
}

/** The postmaster's pid from `postmaster.pid`, when the file is there. */
function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process is a PostgreSQL server on this cluster (its command line names the folder). */
function isOurPostmaster(pid: number, clusterDir: string, descriptorPath: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (!args[0]?.endsWith('postgres')) return false;
    const dir = args[args.indexOf('-D') + 1];
    return dir === clusterDir || dir === descriptorPath;
  } catch {
    // No /proc (macOS): the lock of this data directory was stale, so the server is ours.
    return processAlive(pid);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * A server left running by a Pricelist process that was killed (its lock was stale): it still
 * holds the cluster, so it is shut down (fast: what it committed stays) before a new one starts.
 */
async function stopLeftoverServer(
  clusterDir: string,
  descriptorPath: string,
  log: (message: string) => void,
): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (!pid || !processAlive(pid) || !isOurPostmaster(pid, clusterDir, descriptorPath)) return;
  log(
    `The embedded database server of an earlier run is still running (process ${pid}); stopping it.`,
  );
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 5_000)))
    throw new Error(
      `The embedded database server of an earlier run (process ${pid}) does not stop.`,
    );
}

/** The generated password of the cluster's superuser, made on first use. */
function clusterPassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) {
    const password = readFileSync(file, 'utf8').trim();
    if (password) return password;
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

/** Runs a PostgreSQL program to the end, as `user`, with the folder handed over as fd 3. */
function runProgram(
  program: string,
  args: string[],
  user: RunAs | undefined,
  fds: number[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...(user && { uid: user.uid, gid: user.gid }),
      stdio: ['ignore', 'pipe', 'pipe', ...fds],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** A copy of the password in a new private folder under the system's temporary folder. */
function passwordCopyFor(user: RunAs, password: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pricelist-initdb-'));
  const file = join(dir, 'password');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chownSync(file, user.uid, user.gid);
  chownSync(dir, user.uid, user.gid);
  return file;
}

/** Makes a new cluster in `clusterDir` with the generated password (`initdb`). */
async function createCluster(
  initdb: string,
  dataDir: string,
  clusterDir: string,
  user: RunAs | undefined,
  log: (message: string) => void,
): Promise<void> {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(clusterDir, user.uid, user.gid);
  const folder = folderFor(clusterDir, user);
  // Run as another user, initdb reads the password from a copy that user owns, in a private
  // temporary folder removed right after.
  const passwordFile = user
    ? passwordCopyFor(user, clusterPassword(dataDir))
    : join(dataDir, 'postgres-password');
  const fds = folder.fd === undefined ? [] : [folder.fd];
  try {
    const { code, output } = await runProgram(
      initdb,
      [
        '-D',
        folder.path,
        '--username',
        DATABASE_USER,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      user,
      fds,
    );
    if (code !== 0)
      throw new Error(`Making the embedded database in ${clusterDir} failed: ${output.trim()}`);
  } finally {
    for (const fd of fds) closeSync(fd);
    if (user) rmSync(dirname(passwordFile), { recursive: true, force: true });
  }
  log(`Made a new embedded PostgreSQL database in ${clusterDir}.`);
}

/** The last lines of the server's log file, for an error message. */
function logTail(file: string): string {
  try {
    const fd = openSync(file, 'r');
    try {
      const size = fstatSync(fd).size;
      const length = Math.min(size, 2000);
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, size - length);
      return buffer.toString('utf8').trim();
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** Tries a connection until the server answers, it exits, or the time is up. */
async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited)
      throw new Error(`The embedded database server stopped while starting:\n${logTail(logFile)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      // 57P03: starting up or recovering; ENOENT/ECONNREFUSED: not listening yet.
      if (Date.now() > deadline)
        throw new Error(
          `The embedded database server did not answer within ${READY_TIMEOUT_MS / 1000} s ` +
            `(${(error as Error).message}):\n${logTail(logFile)}`,
          { cause: error },
        );
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(50);
  }
}

/** The address of a cluster's server: its socket's folder and the superuser's password. */
function socketUrl(clusterDir: string, password: string): string {
  // The host in the query names the socket's folder (a URL's own host cannot be a path).
  return (
    `postgresql://${DATABASE_USER}:${encodeURIComponent(password)}@localhost/postgres` +
    `?host=${encodeURIComponent(clusterDir)}`
  );
}

/**
 * The address of the embedded server that a running Pricelist process holds, for a client beside
 * it (`npm run backup` of a shop that stays open). Null when the data directory has no cluster
 * or no password yet; nothing is made or started here.
 */
export function runningServerUrl(dataDir: string): string | null {
  const clusterDir = clusterDirOf(dataDir);
  const file = join(dataDir, 'postgres-password');
  if (!existsSync(join(clusterDir, 'PG_VERSION')) || !existsSync(file)) return null;
  const password = readFileSync(file, 'utf8').trim();
  return password ? socketUrl(clusterDir, password) : null;
}

/**
 * Starts the embedded PostgreSQL server of `dataDir`, making its cluster on the first start.
 * One Pricelist process per data directory: a second one is refused (`DataDirInUseError`). A
 * server left running by a killed Pricelist process is stopped first; after a crash or power
 * cut PostgreSQL recovers every committed write from its log on start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const clusterDir = clusterDirOf(dataDir);
  const socketPath = join(clusterDir, '.s.PGSQL.5432');
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    throw new Error(
      `DATA_DIR is too long for the embedded database's socket (${socketPath} has ` +
        `${Buffer.byteLength(socketPath)} bytes, at most ${MAX_SOCKET_PATH}): choose a shorter DATA_DIR.`,
    );
  ensurePrivateDir(dataDir);
  const lock: DataDirLock = lockDataDir(clusterDir);
  try {
    const binaries = postgresBinaries();
    const user = systemUser();
    await stopLeftoverServer(clusterDir, '/proc/self/fd/3', log);
    const password = clusterPassword(dataDir);
    if (!existsSync(join(clusterDir, 'PG_VERSION')))
      await createCluster(binaries.initdb, dataDir, clusterDir, user, log);
    else if (user) chownTree(clusterDir, user);
    return await runServer(binaries.postgres, dataDir, clusterDir, password, user, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function runServer(
  program: string,
  dataDir: string,
  clusterDir: string,
  password: string,
  user: RunAs | undefined,
  lock: DataDirLock,
): Promise<EmbeddedPostgres> {
  const logFile = join(dataDir, 'postgres.log');
  const logFd = openSync(logFile, 'a', 0o600);
  const folder = folderFor(clusterDir, user);
  const child = spawn(
    program,
    [
      '-D',
      folder.path,
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${folder.path}`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'log_min_messages=warning',
      '-c',
      'log_checkpoints=off',
    ],
    {
      ...(user && { uid: user.uid, gid: user.gid }),
      // Its own process group: a Ctrl-C in the terminal reaches the Pricelist server, which
      // drains its requests and then stops the database itself.
      detached: true,
      stdio: ['ignore', logFd, logFd, ...(folder.fd === undefined ? [] : [folder.fd])],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    },
  );
  closeSync(logFd);
  if (folder.fd !== undefined) closeSync(folder.fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = socketUrl(clusterDir, password);
  try {
    await waitUntilReady(url, child, logFile);
  } catch (error) {
    child.kill('SIGQUIT');
    await exited;
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    url,
    clusterDir,
    pid: child.pid ?? 0,
    halt: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    },
    stop: () =>
      (stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGINT');
          const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        lock.release();
      })()),
  };
}
