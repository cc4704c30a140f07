/**
 * What a test API's database costs to start, the way the suites did it and the way they do now,
 * side by side in one run (the machine is shared: compare the ratios). Run with
 * `npx tsx tests/bench/test-databases.ts`; PostgreSQL rows need `TEST_DATABASE_URL` (an admin
 * who may create databases).
 *
 * - PGlite: a fresh cluster with every migration and the demo data, against opening a dump of a
 *   migrated and seeded template (`tests/support/api.ts` makes one per run).
 * - PostgreSQL: `CREATE DATABASE` with every migration and the demo data, against
 *   `CREATE DATABASE … TEMPLATE` of a migrated and seeded template.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensureRoles } from '../../server/bootstrap';
import { openDatabase, schema, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/demo';

const ROUNDS = Number(process.env.TEST_DATABASES_ROUNDS ?? 2);
const MIGRATIONS = 'server/db/migrations';
const STAFF_PASSWORD = randomBytes(12).toString('base64url');

async function seconds(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function seed(db: Database): Promise<void> {
  await ensureRoles(db);
  await seedDemoData(db, { staffPassword: STAFF_PASSWORD });
}

async function pglite(): Promise<void> {
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  await seed(drizzle(client, { schema }) as unknown as Database);
  const template = await client.dumpDataDir('none');
  await client.close();
  for (let round = 1; round <= ROUNDS; round += 1) {
    const fresh = await seconds(async () => {
      const database = await openDatabase({});
      await seed(database.db);
      await database.close();
    });
    const copied = await seconds(async () => {
      const database = await openDatabase({ loadDataDir: template });
      await seed(database.db);
      await database.close();
    });
    console.log(
      `PGlite round ${round}: fresh + migrations + demo ${fresh.toFixed(1)} s, from template ${copied.toFixed(1)} s (${(fresh / copied).toFixed(1)}x)`,
    );
  }
}

async function postgres(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const prefix = `pricelist_bench_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const made: string[] = [template];
  try {
    await admin.query(`create database ${template}`);
    const seeded = await openDatabase({ databaseUrl: urlOf(template), poolSize: 1 });
    await seed(seeded.db);
    await seeded.close();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const freshName = `${prefix}_fresh_${round}`;
      const copyName = `${prefix}_copy_${round}`;
      made.push(freshName, copyName);
      const fresh = await seconds(async () => {
        await admin.query(`create database ${freshName}`);
        const database = await openDatabase({ databaseUrl: urlOf(freshName), poolSize: 4 });
        await seed(database.db);
        await database.close();
      });
      const copied = await seconds(async () => {
        await admin.query(`create database ${copyName} template ${template}`);
        const database = await openDatabase({ databaseUrl: urlOf(copyName), poolSize: 4 });
        await seed(database.db);
        await database.close();
      });
      console.log(
        `PostgreSQL round ${round}: fresh + migrations + demo ${fresh.toFixed(1)} s, from template ${copied.toFixed(1)} s (${(fresh / copied).toFixed(1)}x)`,
      );
    }
  } finally {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await pglite();
if (process.env.TEST_DATABASE_URL) await postgres(process.env.TEST_DATABASE_URL);
else console.log('PostgreSQL skipped: TEST_DATABASE_URL is not set.');
