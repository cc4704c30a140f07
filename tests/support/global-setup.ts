import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres';
import { dropTemplates, templateRunId } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases. */
    postgresAdminUrl: string;
    /** A Redis URL, or '' when none answers. */
    redisUrl: string;
    /** Where this run keeps its database templates (`tests/support/api.ts`). */
    testTemplatesDir: string;
    /** Names this run's templates (lowercase hex). */
    testRunId: string;
  }
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The suites run on PostgreSQL: TEST_DATABASE_URL's server, a local one that answers, or else an
 * embedded server this run starts in a temporary folder (the product's own, as `npm start`
 * would); push tests use Redis when one answers. A URL that is set but does not answer is an
 * error, not a silent skip.
 */
export default async function setup(project: TestProject) {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit && !(await answers(explicit))) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at it.`);
  }
  let embedded: { server: EmbeddedPostgres; dir: string } | undefined;
  let url = explicit || ((await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : '');
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'pricelist-test-postgres-'));
    embedded = { server: await startEmbeddedPostgres(dir), dir };
    url = embedded.server.url;
  }
  project.provide('postgresAdminUrl', url);
  const redisExplicit = process.env.REDIS_URL;
  if (redisExplicit && !(await redisAnswers(redisExplicit))) {
    throw new Error('REDIS_URL is set but Redis does not answer at it.');
  }
  project.provide(
    'redisUrl',
    redisExplicit || ((await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : ''),
  );
  // `npm test` gives every project of its run one folder; alone, a project makes its own.
  const given = process.env.PRICELIST_TEST_TEMPLATES;
  const templatesDir = given ?? mkdtempSync(join(tmpdir(), 'pricelist-templates-'));
  const runId = templateRunId(templatesDir);
  project.provide('testTemplatesDir', templatesDir);
  project.provide('testRunId', runId);
  return async () => {
    await dropTemplates(url, runId);
    if (!given) rmSync(templatesDir, { recursive: true, force: true });
    if (embedded) {
      await embedded.server.stop();
      rmSync(embedded.dir, { recursive: true, force: true });
    }
  };
}
