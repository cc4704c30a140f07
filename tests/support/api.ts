import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { ensureRoles, ensureSuperuser } from '../../server/bootstrap';
import {
  loadContentConfig,
  loadImageConfig,
  loadPasswordHashCost,
  type ServerConfig,
} from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { POSTGRES_TEMPLATE_PREFIX } from './templates';
import type { PushBus } from '../../server/push/bus';
import type { ScheduleClock } from '../../server/services/clock/schedule-runner';
import { seedDemoData, type DemoSummary } from '../../server/seed/demo';

/** The product runs on PostgreSQL only: the embedded server it starts itself, or a server of its own. */
export type DatabaseKind = 'postgres';

/**
 * The databases this run tests against: PostgreSQL (`TEST_DATABASE_URL`, a local server, or an
 * embedded one the run starts, `tests/support/global-setup.ts`).
 */
export function testDatabases(): DatabaseKind[] {
  return ['postgres'];
}

export interface TestApi {
  app: App;
  database: DatabaseHandle;
  /** The API's own database on the run's PostgreSQL server (a second pool opens it). */
  databaseUrl: string;
  config: ServerConfig;
  adminUsername: string;
  adminPassword: string;
  /** The demo data's summary, when it was loaded. */
  demo: DemoSummary | undefined;
  staffPassword: string;
  /** Logs in and returns the Authorization header value. */
  login(username: string, password: string): Promise<string>;
  /** The superuser's Authorization header value. */
  adminAuth(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the admin URL's server, and how to drop it: empty, or a copy of
 * `template` (`CREATE DATABASE … TEMPLATE`, a file copy instead of running every migration).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pricelist_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Databases the test APIs start from, made once per test run (or per worker without a run's
 * folder): migrated only, or migrated with the roles, the superuser and the demo data. A demo
 * template fixes the superuser's and the demo staff's passwords for the run, so seeding (scrypt
 * hashes, drawn banners) happens once instead of in every test API.
 */
type TemplateKind = 'migrated' | 'demo';

/** This run's template folder and id (`tests/support/global-setup.ts`), when there is one. */
function templateRun(): { dir: string; id: string } | undefined {
  let dir: string | undefined;
  let id: string | undefined;
  try {
    dir = inject('testTemplatesDir');
    id = inject('testRunId');
  } catch {
    return undefined;
  }
  return dir && id ? { dir, id } : undefined;
}

/** Per worker: the run id when there is no run (a template of this process alone). */
const PROCESS_RUN = randomBytes(4).toString('hex');

/** The passwords of a demo template's superuser and staff: random per run, shared by its APIs. */
function templatePasswords(runId: string): { admin: string; staff: string } {
  const of = (role: string) =>
    createHash('sha256').update(`${runId}:${role}`).digest('base64url').slice(0, 20);
  return { admin: of('admin'), staff: of('staff') };
}

const TEMPLATE_ADMIN = 'root.admin';

/** The configuration of a test API on `dataDir`; `options.config` overrides it. */
function testConfig(
  dataDir: string,
  databaseUrl: string | undefined,
  adminPassword: string,
  options: TestApiOptions,
): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    redisUrl: undefined,
    secretKey: randomBytes(48).toString('base64url'),
    accessTokenMinutes: 60,
    adminUsername: TEMPLATE_ADMIN,
    adminPassword,
    demoData: false,
    staticDir: join(dataDir, 'no-app'),
    logLevel: 'silent',
    images: loadImageConfig(options.imageEnv ?? {}),
    content: loadContentConfig(options.contentEnv ?? {}),
    // The run's cost (`PASSWORD_HASH_COST` in vitest.config.ts), as a server process gets it.
    passwordHashCost: loadPasswordHashCost(process.env),
    ...options.config,
  };
}

/** Roles, superuser and demo data, in the order `startTestApi` always loaded them. */
async function seedTemplate(db: Database, runId: string): Promise<void> {
  const passwords = templatePasswords(runId);
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-template-'));
  try {
    await ensureRoles(db);
    const config = testConfig(dataDir, undefined, passwords.admin, {});
    await ensureSuperuser(db, config);
    await seedDemoData(db, {
      staffPassword: passwords.staff,
      passwordCost: config.passwordHashCost,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresTemplates = new Map<TemplateKind, Promise<string>>();

/**
 * A PostgreSQL template database of the kind, made once per run (under an advisory lock, as
 * workers ask at once) and marked `IS_TEMPLATE`; `tests/support/global-setup.ts` drops the
 * run's templates at its end.
 */
function postgresTemplate(adminUrl: string, kind: TemplateKind): Promise<string> {
  let made = postgresTemplates.get(kind);
  if (made) return made;
  made = (async () => {
    const runId = templateRun()?.id ?? PROCESS_RUN;
    const name = `${POSTGRES_TEMPLATE_PREFIX}${runId}_${kind}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const found = await admin.query<{ datistemplate: boolean }>(
        'select datistemplate from pg_database where datname = $1',
        [name],
      );
      if (found.rows[0]?.datistemplate) return name;
      // A template left half made (a worker stopped while making it) is made again.
      await admin.query(`drop database if exists ${name} with (force)`);
      const source = kind === 'demo' ? await postgresTemplate(adminUrl, 'migrated') : undefined;
      await admin.query(`create database ${name}${source ? ` template ${source}` : ''}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      try {
        if (kind === 'demo') await seedTemplate(database.db, runId);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${name} is_template true`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      await admin.end();
    }
  })();
  made.catch(() => postgresTemplates.delete(kind));
  postgresTemplates.set(kind, made);
  return made;
}

/**
 * An empty, migrated database of its own on the run's PostgreSQL server; closing it drops it.
 * For tests that seed or change data themselves, without an app.
 */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject('postgresAdminUrl');
  const created = await createPostgresDatabase(
    adminUrl,
    await postgresTemplate(adminUrl, 'migrated'),
  );
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** Builds the real app on a fresh, migrated database of the given kind. */
export interface TestApiOptions {
  bus?: PushBus;
  /** Load the demo data; its staff users' password is `staffPassword` of the result. */
  demo?: boolean;
  /** Picture settings as environment variables (`S3_ENDPOINT`, `IMAGE_MAX_BYTES`, ...). */
  imageEnv?: Record<string, string>;
  /** Content workflow settings as environment variables (`CONTENT_API_URL`, `CONTENT_POLL_MS`, ...). */
  contentEnv?: Record<string, string>;
  /** Settings to override on top of the test configuration (login limits, CORS, Redis, ...). */
  config?: Partial<ServerConfig>;
  /** The server's wall clock (ms) for opening hours and time windows. */
  clock?: () => number;
  /** The clock of scheduled changes (a fake one to move in tests). */
  scheduleClock?: ScheduleClock;
  /** Where the server's log lines go (at `info`), for tests that read the log. */
  logStream?: { write(line: string): void };
}

export async function startTestApi(
  _kind: DatabaseKind,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-api-'));
  const template: TemplateKind = options.demo ? 'demo' : 'migrated';
  const adminUrl = inject('postgresAdminUrl');
  const created = await createPostgresDatabase(
    adminUrl,
    await postgresTemplate(adminUrl, template),
  );
  const databaseUrl = created.url;
  const dropDatabase = created.drop;
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  // A demo template holds the run's superuser and demo staff already (their passwords below).
  const passwords = options.demo
    ? templatePasswords(templateRun()?.id ?? PROCESS_RUN)
    : {
        admin: randomBytes(12).toString('base64url'),
        staff: randomBytes(12).toString('base64url'),
      };
  const config = testConfig(dataDir, databaseUrl, passwords.admin, options);
  const adminUsername = config.adminUsername ?? TEMPLATE_ADMIN;
  const adminPassword = config.adminPassword ?? passwords.admin;
  await ensureRoles(database.db);
  await ensureSuperuser(database.db, config);
  const staffPassword = passwords.staff;
  const demo = options.demo
    ? await seedDemoData(database.db, { staffPassword, passwordCost: config.passwordHashCost })
    : undefined;
  const app = await buildApp({
    config,
    database,
    ...(options.bus && { bus: options.bus }),
    ...(options.clock && { clock: options.clock }),
    ...(options.scheduleClock && { scheduleClock: options.scheduleClock }),
    ...(options.logStream && { logger: { level: 'info', stream: options.logStream } }),
  });
  await app.ready();

  const login = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login/access-token',
      payload: { username, password, grant_type: 'password' },
    });
    if (response.statusCode !== 200)
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return `Bearer ${response.json<{ access_token: string }>().access_token}`;
  };
  let adminHeader: string | undefined;
  return {
    app,
    database,
    databaseUrl,
    config,
    adminUsername,
    adminPassword,
    demo,
    staffPassword,
    login,
    adminAuth: async () => (adminHeader ??= await login(adminUsername, adminPassword)),
    close: async () => {
      await app.close();
      await options.bus?.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
