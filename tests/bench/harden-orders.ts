/**
 * `npx tsx tests/bench/harden-orders.ts`: whether anonymous ordering survives a flood of orders
 * the server refuses. The real server process (demo data, embedded database, default order
 * limits) runs behind a pretend proxy (`TRUST_PROXY=loopback`, client addresses in
 * `X-Forwarded-For`), all on loopback and bounded in count.
 *
 * While FLOOD_ORDERS (default 3000) invalid orders arrive from FLOOD_ADDRESSES (default 20)
 * outside addresses, FLOOD_WIDTH (default 16) at a time (random table ids, another shop's
 * tables, unknown items, shops that do not exist), customers on the shop's Wi-Fi place
 * VALID_ORDERS (default 40) real orders from new devices at the shop's real tables. Figures:
 * how many of the valid orders were accepted, the flood's count, answers and time, and the
 * valid orders' latency.
 */
import { randomUUID } from 'node:crypto';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const FLOOD_ORDERS = Number(process.env.FLOOD_ORDERS ?? 3000);
const FLOOD_ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 20);
const FLOOD_WIDTH = Number(process.env.FLOOD_WIDTH ?? 16);
const VALID_ORDERS = Number(process.env.VALID_ORDERS ?? 40);
const VALID_EVERY_MS = Number(process.env.VALID_EVERY_MS ?? 50);
const WIFI = '198.51.100.20';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Line {
  quantity: number;
  description: string;
  kind_id?: string;
  product_id?: string;
}

async function json<T>(server: ServerProcess, path: string, auth: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: auth } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

async function order(server: ServerProcess, body: object, from: string) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The shop with the most tables, its tables, a table of another shop and a line it sells. */
async function world(server: ServerProcess, auth: string) {
  const tables = await json<{ id: string; shop_id: string }[]>(server, '/v1/tables?limit=0', auth);
  const byShop = new Map<string, string[]>();
  for (const t of tables) byShop.set(t.shop_id, [...(byShop.get(t.shop_id) ?? []), t.id]);
  const [shopId, shopTables] = [...byShop].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!shopId || !shopTables) throw new Error('The demo data has no tables.');
  const foreignTables = tables.filter((t) => t.shop_id !== shopId).map((t) => t.id);
  const links = await json<{ product_id: string | null; kind_id: string | null }[]>(
    server,
    `/v1/shops-to-prices?limit=0&filter=shop_id:${shopId}`,
    auth,
  );
  const candidates: Line[] = [
    ...links.flatMap((l) =>
      l.product_id ? [{ quantity: 1, description: '1st', product_id: l.product_id }] : [],
    ),
    ...links.flatMap((l) =>
      l.kind_id ? [{ quantity: 1, description: '1g', kind_id: l.kind_id }] : [],
    ),
  ];
  for (const line of candidates.slice(0, 40)) {
    const tried = await order(server, { shop_id: shopId, lines: [line] }, WIFI);
    if (tried.status === 201) return { shopId, shopTables, foreignTables, line };
  }
  throw new Error('No line of the demo shop could be ordered.');
}

async function main() {
  const server = await startServerProcess(
    { DEMO_DATA: '1', TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' },
    { apiOnly: true },
  );
  try {
    const auth = await login(server);
    const { shopId, shopTables, foreignTables, line } = await world(server, auth);
    const invalid = [
      () => ({ shop_id: shopId, table_id: randomUUID(), lines: [line] }),
      () => ({ shop_id: shopId, table_id: foreignTables[0] ?? randomUUID(), lines: [line] }),
      () => ({
        shop_id: shopId,
        table_id: shopTables[0],
        lines: [{ ...line, product_id: randomUUID(), kind_id: undefined }],
      }),
      () => ({ shop_id: randomUUID(), table_id: shopTables[0], lines: [line] }),
    ];

    const floodStatuses = new Map<number, number>();
    let flooding = true;
    let sent = 0;
    const floodStarted = performance.now();
    const attacker = async () => {
      while (sent < FLOOD_ORDERS) {
        const i = sent++;
        const body = (invalid[i % invalid.length] as () => object)();
        const { status } = await order(server, body, `203.0.113.${1 + (i % FLOOD_ADDRESSES)}`);
        floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1);
      }
    };
    const flood = Promise.all(Array.from({ length: FLOOD_WIDTH }, attacker)).then(() => {
      flooding = false;
      return performance.now() - floodStarted;
    });

    const valid: { status: number; ms: number; duringFlood: boolean }[] = [];
    const customers = (async () => {
      for (let i = 0; i < VALID_ORDERS; i++) {
        const table = shopTables[i % shopTables.length];
        const during = flooding;
        const answer = await order(
          server,
          { shop_id: shopId, table_id: table, lines: [line] },
          WIFI,
        );
        valid.push({ ...answer, duringFlood: during });
        await sleep(VALID_EVERY_MS);
      }
    })();
    const [floodMs] = await Promise.all([flood, customers]);

    const accepted = valid.filter((v) => v.status === 201).length;
    const latencies = valid.map((v) => v.ms).sort((a, b) => a - b);
    const pick = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const answers = [...floodStatuses]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `\nvalid orders accepted during a flood of invalid ones: ${accepted} of ${valid.length}` +
        ` (${valid.filter((v) => v.duringFlood).length} sent while the flood ran;` +
        ` answers ${[...new Set(valid.map((v) => v.status))].join(', ')})`,
    );
    console.log(
      `flood: ${FLOOD_ORDERS} invalid orders from ${FLOOD_ADDRESSES} addresses, ${FLOOD_WIDTH} at a time,` +
        ` in ${(floodMs / 1000).toFixed(1)} s (${Math.round(FLOOD_ORDERS / (floodMs / 1000))}/s); answers ${answers}`,
    );
    console.log(
      `valid order latency: median ${pick(0.5).toFixed(0)} ms, p95 ${pick(0.95).toFixed(0)} ms, max ${pick(1).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
  }
}

await main();
