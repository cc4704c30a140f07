import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases, or '' when none answers. */
    postgresAdminUrl: string;
  }
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

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
 * The API suite runs on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set or a
 * local server answers. A URL that is set but does not answer is an error, not a silent skip.
 */
export default async function setup(project: TestProject) {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit && !(await answers(explicit))) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at it.`);
  }
  const url = explicit || ((await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : '');
  project.provide('postgresAdminUrl', url);
}
