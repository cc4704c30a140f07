/**
 * `npx tsx tests/bench/harden-register-codes.ts`, part of `npm run bench:harden`: what the price
 * call of registers (`PUT /v1/shops/{shopId}/register-codes/prices`) costs everyone else, on the
 * real server process (demo data, loopback), on the embedded database (the PostgreSQL server the
 * product starts itself in its data directory) and on PostgreSQL (`BENCH_POSTGRES_URL`, default
 * `postgres://postgres@127.0.0.1:5432/postgres`; skipped with a message when it does not answer).
 *
 * The heaviest call allowed: 200 items (the most a call takes), each a code of its own, with
 * 2,000 prices in all (the most a call carries), every item changing its combination in place.
 * Figures: the time of one such call (5 calls one after another) and the server process's CPU
 * time per call (less at the mercy of a busy machine than the wall-clock time; on the embedded
 * database also that of its PostgreSQL processes, which a shared server's are not), then
 * `/v1/health` and another group's board feed (`GET /v1/shops/{Oudegracht}`) p50, p99 and max
 * while a key sends such calls at its full rate (120 a minute: one every 500 ms) for
 * STREAM_SECONDS (default 25). The stream runs in a worker thread of its own, so that the checks
 * of this thread measure the server and not this process's event loop.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const STREAM_SECONDS = Number(process.env.STREAM_SECONDS ?? 25);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS = 200;
const PRICES_PER_ITEM = 10;
const CALLS_PER_MINUTE = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, ` +
  `max ${Math.max(0, ...values).toFixed(1)} ms (${values.length} requests)`;

/** The fields of `/proc/{pid}/stat` after the command name (state first), or none when it ended. */
function statFields(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  } catch {
    return [];
  }
}

/** CPU time (user and system) the process has used so far, in ms (Linux, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (ms) of the embedded PostgreSQL server of a data directory: the postmaster, its
 * children that still run (backends, background workers) and those it reaped; 0 without one.
 */
function databaseCpuMs(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return 0;
  }
  const withChildren = (fields: string[]) =>
    (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10 || 0;
  let total = withChildren(statFields(postmaster));
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (Number(fields[1]) === postmaster) total += withChildren(fields);
  }
  return total;
}

interface Link {
  id: string;
  kind_id: string | null;
  product_id: string | null;
  category_id: string;
  product_name: string;
}

async function call(
  server: ServerProcess,
  auth: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * 200 combinations of group Maastricht, codes 71001 to 71200, each shown by one row of the demo
 * shop (Mississippi): half for a kind, half for a drink. A key of the group limited to that shop.
 */
async function prepare(server: ServerProcess) {
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  const root = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
  const shopId = server.output().match(/\/pricelist\/([0-9a-f-]{36})/)?.[1];
  if (!shopId) throw new Error('The server did not print the demo board address.');
  const groups = (await call(server, root, 'GET', '/v1/shop-groups?limit=0')) as {
    id: string;
    name: string;
  }[];
  const groupId = groups.find((g) => g.name === 'Maastricht')?.id as string;
  const shops = (await call(server, root, 'GET', '/v1/shops?limit=0')) as {
    id: string;
    name: string;
  }[];
  const foreignShopId = shops.find((s) => s.name === 'Oudegracht')?.id as string;
  const links = (await call(
    server,
    root,
    'GET',
    `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
  )) as Link[];
  const kind = links.find((l) => l.product_name === 'Ketama') as Link;
  const drink = links.find((l) => l.product_name === 'Coca-Cola') as Link;
  const codes = Array.from({ length: ITEMS }, (_, i) => String(71001 + i));
  for (let start = 0; start < ITEMS; start += 10) {
    await Promise.all(
      codes.slice(start, start + 10).map(async (code, offset) => {
        const n = start + offset;
        const price = (await call(server, root, 'POST', '/v1/prices', {
          internal_product_id: code,
          shop_group_id: groupId,
          edible: [{ quantity: 1, price: 1 }],
        })) as { id: string };
        const row = n < ITEMS / 2 ? kind : drink;
        await call(server, root, 'POST', '/v1/shops-to-prices', {
          shop_id: shopId,
          price_id: price.id,
          category_id: row.category_id,
          kind_id: row.kind_id,
          product_id: row.product_id,
        });
      }),
    );
  }
  const made = (await call(server, root, 'POST', '/v1/api-keys', {
    shop_group_id: groupId,
    shop_id: shopId,
    name: 'Kassa bench',
    scopes: ['prices:write'],
  })) as { key: string };
  // Two bodies, so that every call really changes every combination.
  const bodies = [0, 1].map((round) =>
    JSON.stringify({
      items: codes.map((code, n) => {
        const prices = Array.from({ length: PRICES_PER_ITEM }, (_, i) => ({
          quantity: i + 1,
          price: round + n + i / 100,
        }));
        return n < ITEMS / 2
          ? { code, cannabis: prices, for: 'all' }
          : { code, edible: prices, for: 'all' };
      }),
    }),
  );
  return { shopId, foreignShopId, key: made.key, bodies };
}

/** The stream of heaviest calls, one every 500 ms, each on its own connection. */
const STREAM_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, key, bodies, seconds, interval } = workerData;
const statuses = {};
const times = [];
const deadline = Date.now() + seconds * 1000;
async function one(n) {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: 'Bearer ' + key, 'content-type': 'application/json' },
      body: bodies[n % 2],
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {}
  statuses[status] = (statuses[status] || 0) + 1;
  times.push(performance.now() - started);
}
(async () => {
  const running = [];
  for (let n = 0; Date.now() < deadline; n++) {
    running.push(one(n));
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  await Promise.all(running);
  parentPort.postMessage({ statuses, times });
})();
`;

/** Times (ms) of GETs of `path`, one after another every `gap` ms, until `until` resolves. */
async function pollUntil(
  server: ServerProcess,
  path: string,
  gap: number,
  until: Promise<unknown>,
) {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${server.baseUrl}${path}`, {
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
    } catch {
      // A refused or timed-out check counts with its time.
    }
    times.push(performance.now() - started);
    await sleep(gap);
  }
  return times;
}

async function measure(label: string, server: ServerProcess, embedded: boolean): Promise<void> {
  console.log(`\n${label}`);
  const { shopId, foreignShopId, key, bodies } = await prepare(server);
  const url = `${server.baseUrl}/v1/shops/${shopId}/register-codes/prices`;
  const feedPath = `/v1/shops/${foreignShopId}`;
  // Warm up the foreign feed, then the health and feed alone.
  await fetch(`${server.baseUrl}${feedPath}`).then((r) => r.arrayBuffer());
  const quiet = sleep(3000);
  const [healthAlone, feedAlone] = await Promise.all([
    pollUntil(server, '/v1/health', 20, quiet),
    pollUntil(server, feedPath, 50, quiet),
  ]);
  console.log(`  alone: health ${figures(healthAlone)}`);
  console.log(`         foreign feed ${figures(feedAlone)}`);

  const single: number[] = [];
  const cpuBefore = cpuMs(server.pid);
  const databaseCpuBefore = databaseCpuMs(server.dataDir);
  for (let n = 0; n < 5; n++) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: bodies[n % 2],
    });
    const answer = (await response.json()) as { changed: number };
    single.push(performance.now() - started);
    if (response.status !== 200 || answer.changed !== ITEMS) {
      throw new Error(
        `the call answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`,
      );
    }
  }
  console.log(
    `  one call of ${ITEMS} items, ${ITEMS * PRICES_PER_ITEM} prices (${((bodies[0]?.length ?? 0) / 1024) | 0} KB): ` +
      `p50 ${percentile(single, 0.5).toFixed(0)} ms, max ${Math.max(...single).toFixed(0)} ms (5 calls); ` +
      `server process CPU ${((cpuMs(server.pid) - cpuBefore) / 5).toFixed(0)} ms a call` +
      (embedded
        ? `, its PostgreSQL ${((databaseCpuMs(server.dataDir) - databaseCpuBefore) / 5).toFixed(0)} ms`
        : ''),
  );

  // 5 calls and then 2 a second: within the key's 120 a minute.
  const worker = new Worker(STREAM_WORKER, {
    eval: true,
    workerData: { url, key, bodies, seconds: STREAM_SECONDS, interval: 60_000 / CALLS_PER_MINUTE },
  });
  const stream = new Promise<{ statuses: Record<string, number>; times: number[] }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  const [health, feed] = await Promise.all([
    pollUntil(server, '/v1/health', 20, stream),
    pollUntil(server, feedPath, 50, stream),
  ]);
  const { statuses, times } = await stream;
  await worker.terminate();
  console.log(
    `  during ${STREAM_SECONDS} s of such calls at a key's full rate (${CALLS_PER_MINUTE}/min): ` +
      `${times.length} calls (${Object.entries(statuses)
        .map(([status, n]) => `${n} x ${status}`)
        .join(
          ', ',
        )}), call p50 ${percentile(times, 0.5).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
  console.log(`    health ${figures(health)}`);
  console.log(`    foreign feed (Oudegracht, group Utrecht) ${figures(feed)}`);
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
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

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  console.log('Register-code price calls against one server process (demo data, loopback)');
  const embedded = await startServerProcess(
    { DEMO_DATA: '1', LOG_LEVEL: 'warn' },
    { apiOnly: true, database: 'embedded' },
  );
  try {
    await measure('Embedded database (PostgreSQL in the data directory)', embedded, true);
  } finally {
    await embedded.stop();
  }

  if (!(await postgresAnswers())) {
    console.log(`\nPostgreSQL: skipped, ${POSTGRES_URL} does not answer.`);
  } else {
    const name = `bench_register_codes_${process.pid}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    try {
      const server = await startServerProcess(
        { DEMO_DATA: '1', LOG_LEVEL: 'warn', DATABASE_URL: url.toString() },
        { apiOnly: true },
      );
      try {
        await measure('PostgreSQL', server, false);
      } finally {
        await server.stop();
      }
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  }
  console.log(
    '\n(command: npx tsx tests/bench/harden-register-codes.ts; STREAM_SECONDS sets the stream, BENCH_POSTGRES_URL the server)',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
