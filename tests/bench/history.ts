/**
 * What the history costs a write: p50 and p99 latency of `PUT /v1/prices/{id}` (the superuser,
 * one demo price combination of model New, its first price alternating so every PUT changes the
 * row) on the real app with the history on and with it off, side by side in the same run, and
 * the history rows each PUT wrote. Run with `npx tsx tests/bench/history.ts`; the embedded
 * database (the product's own PostgreSQL server, in a temporary data directory) always,
 * PostgreSQL too when `TEST_DATABASE_URL` names a server whose admin may create a database
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres).
 *
 * Both apps (`buildApp` with `history: true` and `history: false`) share one database with the
 * demo data, so they write the same row of the same tables; requests go through `app.inject`
 * (in process, no network). After 50 warm-up PUTs each, they take turns in blocks of 100
 * (on-off, then off-on, ...) so drift of a shared machine hits both alike.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, desc, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { ensureRoles, ensureSuperuser } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { historyRows, shopsToPrices } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo';
import { openBenchDatabase } from './test-databases';

const WARMUP = Number(process.env.HISTORY_BENCH_WARMUP ?? 50);
const BLOCKS = Number(process.env.HISTORY_BENCH_BLOCKS ?? 10);
const BLOCK_SIZE = Number(process.env.HISTORY_BENCH_BLOCK_SIZE ?? 100);
/** Added to the first price on every other PUT. */
const STEP = 0.5;

type Mode = 'on' | 'off';

interface Target {
  priceId: string;
  code: string;
  groupId: string | null;
  cannabis: { quantity: number; price: number }[];
  links: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function historyRowCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(historyRows);
  return row?.n ?? 0;
}

async function login(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/login/access-token',
    payload: { username, password, grant_type: 'password' },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return `Bearer ${response.json<{ access_token: string }>().access_token}`;
}

/** The demo combination of model New that the most links use (ties: lowest code). */
async function pickTarget(app: App, db: Database, auth: string): Promise<Target> {
  const response = await app.inject({
    method: 'GET',
    url: '/v1/prices?filter=model:New&limit=1000&sort=internal_product_id',
    headers: { authorization: auth },
  });
  if (response.statusCode !== 200) throw new Error(`GET /v1/prices: ${response.statusCode}`);
  const listed = response.json<
    {
      id: string;
      internal_product_id: string;
      shop_group_id: string | null;
      model: string;
      cannabis: { quantity: number; price: number }[];
    }[]
  >();
  const usage = await db
    .select({ priceId: shopsToPrices.priceId, rows: count() })
    .from(shopsToPrices)
    .groupBy(shopsToPrices.priceId)
    .orderBy(desc(count()));
  const rowsOf = new Map(usage.map((u) => [u.priceId, u.rows]));
  const candidates = listed.filter((p) => p.model === 'New' && p.cannabis.length >= 2);
  candidates.sort((a, b) => (rowsOf.get(b.id) ?? 0) - (rowsOf.get(a.id) ?? 0));
  const chosen = candidates[0];
  if (!chosen) throw new Error('The demo data has no price combination of model New.');
  return {
    priceId: chosen.id,
    code: chosen.internal_product_id,
    groupId: chosen.shop_group_id,
    cannabis: chosen.cannabis.map(({ quantity, price }) => ({ quantity, price })),
    links: rowsOf.get(chosen.id) ?? 0,
  };
}

interface Samples {
  latencies: number[];
  puts: number;
  historyRows: number;
}

async function benchOn(adminUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-history-bench-'));
  const database = await openBenchDatabase({ adminUrl, poolSize: 4 });
  const { kind } = database;
  const apps: App[] = [];
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
    await seedDemoData(database.db, { staffPassword: randomBytes(12).toString('base64url') });

    const on = await buildApp({ config, database, history: true });
    apps.push(on);
    const off = await buildApp({ config, database, history: false });
    apps.push(off);
    await Promise.all(apps.map((app) => app.ready()));
    const app: Record<Mode, App> = { on, off };
    const auth: Record<Mode, string> = {
      on: await login(on, adminUsername, adminPassword),
      off: await login(off, adminUsername, adminPassword),
    };
    const target = await pickTarget(on, database.db, auth.on);
    const firstPrice = target.cannabis[0]?.price ?? 0;
    console.log(
      `\n${kind}: PUT /v1/prices/${target.priceId} (code ${target.code}, ${target.cannabis.length} cannabis prices, used by ${target.links} links), first price ${firstPrice} <-> ${firstPrice + STEP}`,
    );

    // One counter over both apps: each PUT sets the other value of the first price.
    let sent = 0;
    const put = async (mode: Mode): Promise<number> => {
      sent += 1;
      const cannabis = target.cannabis.map((entry, i) =>
        i === 0 ? { ...entry, price: sent % 2 === 1 ? firstPrice + STEP : firstPrice } : entry,
      );
      const payload = {
        internal_product_id: target.code,
        shop_group_id: target.groupId,
        cannabis,
      };
      const started = performance.now();
      const response = await app[mode].inject({
        method: 'PUT',
        url: `/v1/prices/${target.priceId}`,
        headers: { authorization: auth[mode] },
        payload,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`PUT (history ${mode}) answered ${response.statusCode}: ${response.body}`);
      return elapsed;
    };

    for (let i = 0; i < WARMUP; i++) {
      await put('on');
      await put('off');
    }

    const samples: Record<Mode, Samples> = {
      on: { latencies: [], puts: 0, historyRows: 0 },
      off: { latencies: [], puts: 0, historyRows: 0 },
    };
    for (let block = 0; block < BLOCKS; block++) {
      const order: Mode[] = block % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const mode of order) {
        const before = await historyRowCount(database.db);
        for (let i = 0; i < BLOCK_SIZE; i++) samples[mode].latencies.push(await put(mode));
        samples[mode].puts += BLOCK_SIZE;
        samples[mode].historyRows += (await historyRowCount(database.db)) - before;
      }
    }

    const stats = (mode: Mode) => {
      const sorted = [...samples[mode].latencies].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
        rowsPerPut: samples[mode].historyRows / samples[mode].puts,
        puts: samples[mode].puts,
      };
    };
    const s = { on: stats('on'), off: stats('off') };
    const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;
    for (const mode of ['on', 'off'] as const) {
      const r = s[mode];
      console.log(
        `  history ${mode.padEnd(3)}  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  mean ${ms(r.mean)}  ${r.puts} PUTs  ${r.rowsPerPut.toFixed(2)} history rows/PUT`,
      );
    }
    const cost = (a: number, b: number) =>
      `${a - b >= 0 ? '+' : ''}${(a - b).toFixed(2)} ms (${a - b >= 0 ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)} %)`;
    console.log(
      `  cost         p50 ${cost(s.on.p50, s.off.p50)}  p99 ${cost(s.on.p99, s.off.p99)}  mean ${cost(s.on.mean, s.off.mean)}`,
    );
    console.log(
      `  ratio on/off p50 ${(s.on.p50 / s.off.p50).toFixed(3)}  p99 ${(s.on.p99 / s.off.p99).toFixed(3)}`,
    );
    const version = (await database.db.execute(sql`select version() as v`)) as unknown as {
      rows: { v: string }[];
    };
    const pgVersion = version.rows[0];
    console.log(
      `  measured with: app.inject per PUT (performance.now around it), ${WARMUP} warm-up PUTs per app, ${BLOCKS} alternating blocks of ${BLOCK_SIZE} per app; ${pgVersion?.v.split(',')[0] ?? kind}`,
    );
  } finally {
    for (const app of apps) await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the benchmark on the embedded database, then on PostgreSQL when `TEST_DATABASE_URL` is set. */
export async function runHistoryBench(): Promise<void> {
  console.log('History cost per write: PUT /v1/prices/{id} with the history on and off');
  await benchOn(undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchOn(adminUrl);
  else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to measure it too)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runHistoryBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
