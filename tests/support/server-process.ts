import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { POSTGRES_TEMPLATE_PREFIX, templateRunId } from './templates';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How long a server may take to answer its health check (`TEST_SERVER_START_SECONDS`, 90 s). */
const START_TIMEOUT_MS = Number(process.env.TEST_SERVER_START_SECONDS ?? 90) * 1000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LIMIT = 64 * 1024;

/** The real server, started as `npm start` would start it, on its own port and data directory. */
export interface ServerProcess {
  baseUrl: string;
  adminUsername: string;
  adminPassword: string;
  /** The server's data directory (removed by stop unless it was given). */
  dataDir: string;
  /** What the server printed so far (the last 64 KiB). */
  output(): string;
  /** Sends SIGTERM, waits for the process to end, then removes its data directory. */
  stop(): Promise<void>;
  /** The server's process id (its memory can be read from /proc). */
  pid: number;
  /** Sends a signal and waits for the process to end; the data directory stays. */
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
  /** Sends a signal and returns at once. */
  signal(signal: NodeJS.Signals): void;
  /** Waits for the process to end: its exit code, or the signal that ended it. */
  exited(): Promise<number | string | null>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('Could not find a free port.'));
      });
    });
  });
}

function randomPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/v1/health`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcessOptions {
  /** Run on this data directory and keep it on stop (a restart on the same data). */
  dataDir?: string;
  /** Start only the API server (`server/main.ts`), without building the browser app. */
  apiOnly?: boolean;
  /**
   * The store of a server whose environment names none: the embedded database in its data
   * directory (`npm start`'s default, and this option's), or a database of its own on the run's
   * PostgreSQL server (`TEST_DATABASE_URL`) when there is one. The browser project asks for
   * PostgreSQL by setting {@link SERVER_DATABASE_SETTING}; a file can still ask for `embedded`.
   */
  database?: 'embedded' | 'postgres';
}

/**
 * `PRICELIST_TEST_SERVER_DATABASE=postgres` (the browser project's environment, vitest.config.ts)
 * starts servers on the run's PostgreSQL server instead of an embedded server of their own: a
 * start then copies no database files and starts no second PostgreSQL.
 */
export const SERVER_DATABASE_SETTING = 'PRICELIST_TEST_SERVER_DATABASE';

/**
 * Where `npm test` keeps this run's seeded templates (`scripts/test.mjs` sets it and removes the
 * folder afterwards). Without it every server migrates and seeds its own database.
 */
const TEMPLATES = process.env.PRICELIST_TEST_TEMPLATES;
const TEMPLATE_WAIT_MS = 120_000;
/** Settings that change what is stored, or who: a server with one of them seeds its own. */
const SEEDING_SETTINGS =
  /^(DATA_DIR|DATABASE_URL|ADMIN_\w+|SECRET_KEY|S3_\w+|AWS_\w+|IMAGE_BUCKET)$/;

/**
 * Which of the run's seeded templates a server started with `env` can copy (one per demo staff
 * password), or undefined when it must seed its own: no demo data asked for, or a setting that
 * changes what is stored.
 */
function templateKey(env: Record<string, string>): string | undefined {
  if (env.DEMO_DATA !== '1') return undefined;
  if (Object.keys(env).some((name) => SEEDING_SETTINGS.test(name))) return undefined;
  return createHash('sha256')
    .update(env.DEMO_STAFF_PASSWORD ?? '')
    .digest('hex')
    .slice(0, 16);
}

/**
 * Makes a run's template once across the parallel test workers: the first worker to create
 * `folder` runs `make` and then writes its `ready` mark; the others wait for that mark. False
 * when the mark did not appear in time.
 */
async function makeOnce(folder: string, make: () => Promise<void>): Promise<boolean> {
  const ready = join(folder, 'ready');
  if (existsSync(ready)) return true;
  let maker = false;
  try {
    mkdirSync(folder, { recursive: false });
    maker = true;
  } catch {
    // Another worker makes it.
  }
  if (maker) {
    await make();
    writeFileSync(ready, '');
    return true;
  }
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  return true;
}

/**
 * A data directory with the demo data already migrated and seeded, copied from a template made
 * once per test run (per demo staff password): seeding hashes passwords and draws pictures, so
 * each server would otherwise spend about ten seconds on it. Undefined when `env` needs a
 * database of its own. Test files run in parallel workers: the first to need a template makes
 * it, the others wait for its `ready` mark.
 */
async function seededDataDir(env: Record<string, string>): Promise<string | undefined> {
  const key = templateKey(env);
  if (!TEMPLATES || !key) return undefined;
  const template = join(TEMPLATES, key);
  const data = join(template, 'data');
  const made = await makeOnce(template, async () => {
    const seeding = { DEMO_DATA: '1', LOG_LEVEL: 'warn' } as Record<string, string>;
    if (env.DEMO_STAFF_PASSWORD) seeding.DEMO_STAFF_PASSWORD = env.DEMO_STAFF_PASSWORD;
    const server = await startServerProcess(seeding, { apiOnly: true, dataDir: data });
    await server.stop();
  });
  if (!made) return undefined;
  const copy = mkdtempSync(join(tmpdir(), 'pricelist-server-'));
  cpSync(data, copy, { recursive: true, filter: (source) => !source.endsWith('.lock') });
  return copy;
}

/** The run's PostgreSQL server (an admin URL), when servers may use it. */
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL;

/** Runs one statement as the PostgreSQL admin. */
async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `TEST_DATABASE_URL` with another database name. */
function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A server's own PostgreSQL database and data directory: where it keeps its data. */
interface PostgresStore {
  dataDir: string;
  databaseUrl: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for a server, with a fresh data directory (secret key, pictures):
 * for the demo data both are copies of a seeded template made once per run and demo staff
 * password (a server started on a database of the template's name, then stopped; the database
 * marked `IS_TEMPLATE`), which each start clones with `CREATE DATABASE … TEMPLATE`. Workers
 * ask at once: the first makes the template, the others wait for its `ready` mark.
 */
async function postgresStore(env: Record<string, string>): Promise<PostgresStore> {
  const name = `pricelist_test_${randomBytes(6).toString('hex')}`;
  let template: string | undefined;
  let dataDir: string | undefined;
  const key = templateKey(env);
  if (TEMPLATES && key) {
    const folder = join(TEMPLATES, `postgres-${key}`);
    const data = join(folder, 'data');
    const templateName = `${POSTGRES_TEMPLATE_PREFIX}${templateRunId(TEMPLATES)}_server_${key}`;
    const made = await makeOnce(folder, async () => {
      await adminQuery(`drop database if exists ${templateName} with (force)`);
      await adminQuery(`create database ${templateName}`);
      const seeding: Record<string, string> = {
        DEMO_DATA: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: postgresUrl(templateName),
      };
      if (env.DEMO_STAFF_PASSWORD) seeding.DEMO_STAFF_PASSWORD = env.DEMO_STAFF_PASSWORD;
      const server = await startServerProcess(seeding, { apiOnly: true, dataDir: data });
      await server.stop();
      await adminQuery(`alter database ${templateName} is_template true`);
    });
    if (!made) throw new Error(`The template ${templateName} was not made.`);
    template = templateName;
    dataDir = mkdtempSync(join(tmpdir(), 'pricelist-server-'));
    cpSync(data, dataDir, { recursive: true });
  }
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    dataDir: dataDir ?? mkdtempSync(join(tmpdir(), 'pricelist-server-')),
    databaseUrl: postgresUrl(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A copy of the run's seeded demo data directory (no demo staff password given), or undefined
 * without the run's templates.
 */
export function seededDemoDataDir(): Promise<string | undefined> {
  return seededDataDir({ DEMO_DATA: '1' });
}

/** Stops the embedded PostgreSQL server a killed server process left running on `dataDir`. */
export async function stopLeftoverDatabase(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    return;
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

/**
 * Starts `node scripts/start.mjs` (which builds the browser app when it is stale) and waits until
 * `GET /v1/health` answers 200. `env` adds to or overrides the server's environment.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const wantsPostgres =
    (options.database ?? process.env[SERVER_DATABASE_SETTING]) === 'postgres' &&
    Boolean(POSTGRES_ADMIN_URL) &&
    !options.dataDir &&
    !('DATABASE_URL' in env) &&
    !('DATA_DIR' in env);
  const postgres = wantsPostgres ? await postgresStore(env) : undefined;
  const dataDir =
    options.dataDir ??
    postgres?.dataDir ??
    (await seededDataDir(env)) ??
    mkdtempSync(join(tmpdir(), 'pricelist-server-'));
  const adminUsername = 'administrator';
  const adminPassword = randomPassword();
  const baseUrl = `http://127.0.0.1:${port}`;

  // A database of the surrounding shell must not leak in: each process gets its own.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const entry = options.apiOnly ? ['scripts/start.mjs', '--api-only'] : ['scripts/start.mjs'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      ...(postgres && { DATABASE_URL: postgres.databaseUrl }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  // The server's own start line names its address: a health answer on the port counts only
  // after it, so another test's server that took the same port meanwhile is never taken for
  // this one.
  const announcement = `Pricelist is running on ${baseUrl} `;
  let announced = false;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (!announced && output.includes(announcement)) announced = true;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  // Should the test run end without stop(), the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let exitCode: number | string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      process.off('exit', killOnExit);
      resolve();
    });
  });

  async function stop(): Promise<void> {
    if (exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // A server killed before it could stop its embedded database leaves that running.
    await stopLeftoverDatabase(dataDir);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!announced || !(await healthy(baseUrl))) {
    if (exitCode !== null || Date.now() > deadline) {
      const reason =
        exitCode !== null
          ? `exited with ${exitCode}`
          : `did not answer GET /v1/health within ${START_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The server ${reason}. Its output:\n${output}`);
    }
    await sleep(250);
  }

  async function kill(signal: NodeJS.Signals): Promise<number | string | null> {
    if (exitCode === null) {
      child.kill(signal);
      await exited;
    }
    return exitCode;
  }

  const pid = child.pid ?? -1;
  return {
    baseUrl,
    adminUsername,
    adminPassword,
    dataDir,
    pid,
    output: () => output,
    stop,
    kill,
    signal: (signal) => void child.kill(signal),
    exited: () => exited.then(() => exitCode),
  };
}
