/**
 * How long a large menu file takes to import: a shop with 2000 rows (horeca products, each with
 * its own piece price), its exported file with some prices changed, then the preview and the
 * apply of that file, timed on the real app through `app.inject`, as the superuser. The issue
 * asks for a 2000-row file within 2 s. Run with `npx tsx tests/bench/menu-import.ts`; the
 * embedded database (the product's own PostgreSQL server, in a temporary data directory) always,
 * PostgreSQL too when `TEST_DATABASE_URL` names a server whose admin may create a database
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { ensureRoles, ensureSuperuser } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { categories, prices, products, shopsToPrices } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo';
import { openBenchDatabase } from './test-databases';

const ROWS = Number(process.env.MENU_BENCH_ROWS ?? 2000);
/** How many rows of the file get a new price, per run. */
const CHANGED = [0, 200, ROWS];

async function login(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/login/access-token',
    payload: { username, password, grant_type: 'password' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return `Bearer ${response.json<{ access_token: string }>().access_token}`;
}

/** A category of `ROWS` horeca products, each at its own price. */
async function addRows(db: Database, shopId: string): Promise<void> {
  const [category] = await db
    .insert(categories)
    .values({ shopId, name: 'Bench', orderNumber: 99 })
    .returning();
  if (!category) throw new Error('no category');
  for (let start = 0; start < ROWS; start += 500) {
    const count = Math.min(500, ROWS - start);
    const index = Array.from({ length: count }, (_, i) => start + i);
    const productRows = await db
      .insert(products)
      .values(index.map((i) => ({ name: `Bench product ${i}` })))
      .returning({ id: products.id });
    const priceRows = await db
      .insert(prices)
      .values(
        index.map((i) => ({
          internalProductId: `7${String(i).padStart(5, '0')}`,
          edible: [{ label: '1st', quantity: 1, price: 2 + (i % 50) / 10, active: true }],
        })),
      )
      .returning({ id: prices.id });
    await db.insert(shopsToPrices).values(
      index.map((i, n) => ({
        shopId,
        categoryId: category.id,
        priceId: priceRows[n]?.id as string,
        productId: productRows[n]?.id as string,
        orderNumber: i,
        usePiece: true,
      })),
    );
  }
}

/** The file with the `1st` price of the first `changed` bench rows raised by 0,10. */
function withChanges(csv: string, changed: number, round: number): string {
  const lines = csv.split('\r\n');
  const column = (lines[0] ?? '').split(';').indexOf('1st');
  let left = changed;
  return lines
    .map((line) => {
      if (left === 0 || !line.startsWith('Bench;')) return line;
      left--;
      const cells = line.split(';');
      const price = Number((cells[column] ?? '0').replace(',', '.')) + 0.1 * round;
      cells[column] = price.toFixed(2).replace('.', ',');
      return cells.join(';');
    })
    .join('\r\n');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function benchOn(adminUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-menu-bench-'));
  const database = await openBenchDatabase({ adminUrl, poolSize: 4 });
  const { kind } = database;
  let app: App | undefined;
  try {
    const adminUsername = 'root.admin';
    const adminPassword = randomBytes(12).toString('base64url');
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: kind === 'postgres' ? database.url : undefined,
        ADMIN_USERNAME: adminUsername,
        ADMIN_PASSWORD: adminPassword,
        DEMO_DATA: '0',
        STATIC_DIR: join(dataDir, 'no-app'),
        LOG_LEVEL: 'silent',
      },
      dataDir,
    );
    await ensureRoles(database.db);
    await ensureSuperuser(database.db, config);
    const demo = await seedDemoData(database.db, {
      staffPassword: randomBytes(12).toString('base64url'),
    });
    await addRows(database.db, demo.defaultShopId);
    app = await buildApp({ config, database });
    await app.ready();
    const auth = await login(app, adminUsername, adminPassword);
    const base = `/v1/shops/${demo.defaultShopId}`;
    const csv = (await app.inject({ url: `${base}/menu.csv`, headers: { authorization: auth } }))
      .body;
    const post = (path: string, file: string) =>
      app?.inject({
        method: 'POST',
        url: `${base}/${path}`,
        headers: { authorization: auth, 'content-type': 'text/csv' },
        payload: file,
      });
    console.log(`\n${kind}: ${csv.split('\r\n').length - 2} rows, ${csv.length} bytes`);
    for (const [round, changed] of CHANGED.entries()) {
      const current = (
        await app.inject({ url: `${base}/menu.csv`, headers: { authorization: auth } })
      ).body;
      const file = withChanges(current, changed, round + 1);
      const [preview, previewMs] = await timed(async () => post('menu-import/preview', file));
      const token = preview?.json<{ token: string }>().token ?? '';
      const [applied, applyMs] = await timed(async () =>
        post(`menu-import/apply?token=${token}`, file),
      );
      if (applied?.statusCode !== 200) throw new Error(`apply failed: ${applied?.body}`);
      const count = applied.json<{ applied: number }>().applied;
      console.log(
        `  ${String(changed).padStart(4)} changed: preview ${previewMs.toFixed(0)} ms, ` +
          `apply ${applyMs.toFixed(0)} ms (${count} rows applied), ` +
          `total ${(previewMs + applyMs).toFixed(0)} ms`,
      );
    }
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the benchmark on the embedded database, then on PostgreSQL when `TEST_DATABASE_URL` is set. */
export async function runMenuImportBench(): Promise<void> {
  console.log(`Importing a menu file of ${ROWS} rows: preview and apply`);
  await benchOn(undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchOn(adminUrl);
  else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to measure it too)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMenuImportBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
