import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { ensureRoles, ensureSuperuser } from '../../server/bootstrap';
import { loadContentConfig, loadImageConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import type { PushBus } from '../../server/push/bus';
import type { ScheduleClock } from '../../server/services/clock/schedule-runner';
import { seedDemoData, type DemoSummary } from '../../server/seed/demo';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases this run tests against: PGlite always, PostgreSQL when one answers. */
export function testDatabases(): DatabaseKind[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApi {
  app: App;
  database: DatabaseHandle;
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

/** A fresh, empty PostgreSQL database on the admin URL's server, and how to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pricelist_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
let migratedPglite: Promise<Blob> | undefined;

/**
 * An embedded database with every migration applied, made once per test worker: each PGlite
 * test API starts from a copy of it instead of creating a cluster and migrating it (seconds
 * each). `openDatabase` still runs its migration check on the copy.
 */
function pgliteTemplate(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const client = new PGlite();
    await client.waitReady;
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return migratedPglite;
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
  kind: DatabaseKind,
  options: TestApiOptions = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-api-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(inject('postgresAdminUrl'));
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const database = await openDatabase({
    databaseUrl,
    poolSize: 4,
    ...(kind === 'pglite' && { loadDataDir: await pgliteTemplate() }),
  });
  const adminUsername = 'root.admin';
  const adminPassword = randomBytes(12).toString('base64url');
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    redisUrl: undefined,
    secretKey: randomBytes(48).toString('base64url'),
    accessTokenMinutes: 60,
    adminUsername,
    adminPassword,
    demoData: false,
    staticDir: join(dataDir, 'no-app'),
    logLevel: 'silent',
    images: loadImageConfig(options.imageEnv ?? {}),
    content: loadContentConfig(options.contentEnv ?? {}),
    ...options.config,
  };
  await ensureRoles(database.db);
  await ensureSuperuser(database.db, config);
  const staffPassword = randomBytes(12).toString('base64url');
  const demo = options.demo ? await seedDemoData(database.db, { staffPassword }) : undefined;
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
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
