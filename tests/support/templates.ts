import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Names shared by the test APIs (`tests/support/api.ts`), the test servers
 * (`tests/support/server-process.ts`) and the suites' global setups, which drop a run's
 * PostgreSQL templates at its end.
 */

/** PostgreSQL template databases of a run are named `<prefix><run id>_<kind>`. */
export const POSTGRES_TEMPLATE_PREFIX = 'pricelist_template_';

/** A run's id (lowercase hex), from the folder that holds its templates. */
export function templateRunId(templatesDir: string): string {
  return createHash('sha256').update(templatesDir).digest('hex').slice(0, 12);
}

/** Drops the PostgreSQL templates the run made (another run's stay). */
export async function dropTemplates(adminUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${POSTGRES_TEMPLATE_PREFIX}${runId}_`],
    );
    for (const { datname } of rows) {
      await client.query(`alter database ${datname} is_template false`);
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  } catch {
    // Left for the next run's look: a template costs a few megabytes.
  } finally {
    await client.end().catch(() => undefined);
  }
}
