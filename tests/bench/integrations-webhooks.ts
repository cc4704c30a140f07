/**
 * What webhooks cost a write: p50 and p99 of `PUT /v1/shops-to-prices/availability/{id}` (the
 * superuser, demo data, the embedded database: the product's own PostgreSQL server in a
 * temporary data directory) with no webhook address, with one whose receiver answers at once,
 * and with one whose receiver never answers (each delivery waits out the 5 s timeout). The
 * write only inserts its deliveries; sending happens beside it. Run with
 * `npx tsx tests/bench/integrations-webhooks.ts` (`WEBHOOK_BENCH_WRITES`, default 300).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { ensureRoles, ensureSuperuser } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { seedDemoData } from '../../server/seed/demo';
import { openBenchDatabase } from './test-databases';

const WRITES = Number(process.env.WEBHOOK_BENCH_WRITES ?? 300);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The three runs on the app over `database`, with `dataDir` as its data directory. */
async function measure(database: DatabaseHandle, dataDir: string) {
  const held: ServerResponse[] = [];
  let hang = false;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => (hang ? held.push(response) : response.writeHead(200).end()));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const password = randomBytes(12).toString('base64url');
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'root.admin',
      ADMIN_PASSWORD: password,
      DEMO_DATA: '0',
      STATIC_DIR: join(dataDir, 'no-app'),
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE: '1',
    },
    dataDir,
  );
  await ensureRoles(database.db);
  await ensureSuperuser(database.db, config);
  await seedDemoData(database.db, { staffPassword: randomBytes(12).toString('base64url') });
  const app = await buildApp({ config, database });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/v1/login/access-token',
      payload: { username: 'root.admin', password },
    })
  ).json<{ access_token: string }>().access_token;
  const auth = { authorization: `Bearer ${token}` };
  const rows = (await app.inject({ url: '/v1/shops-to-prices?limit=50', headers: auth })).json<
    { id: string; shop_id: string }[]
  >();
  const groups = (await app.inject({ url: '/v1/shop-groups?limit=0', headers: auth })).json<
    { id: string; shops: { id: string }[] }[]
  >();
  const row = rows[0] as { id: string; shop_id: string };
  const groupId = groups.find((g) => g.shops.some((s) => s.id === row.shop_id))?.id;

  async function run(label: string) {
    const times: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const started = performance.now();
      const answer = await app.inject({
        method: 'PUT',
        url: `/v1/shops-to-prices/availability/${row.id}`,
        headers: auth,
        payload: { active: i % 2 === 0 },
      });
      times.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(answer.body);
    }
    times.sort((a, b) => a - b);
    const [queued] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from webhook_deliveries`,
    );
    console.log(
      `${label}: ${WRITES} writes, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, deliveries in the outbox ${queued?.n ?? 0}`,
    );
  }

  await run('no webhook');
  await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: auth,
    payload: { shop_group_id: groupId, url, events: ['availability.changed'] },
  });
  await run('receiver answering at once');
  hang = true;
  await run('receiver that never answers');
  console.log(`receiver held ${held.length} request(s) open (one at a time per address)`);
  for (const response of held) response.destroy();
  receiver.closeAllConnections();
  receiver.close();
  await app.close();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-webhook-bench-'));
  const database = await openBenchDatabase({ poolSize: 4 });
  try {
    await measure(database, dataDir);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
