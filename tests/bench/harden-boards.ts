/**
 * `npx tsx tests/bench/harden-boards.ts`: what anonymous board reports can do to the real
 * server process (demo data, embedded database, no proxy), on loopback and bounded in count.
 *
 * Figures: the board feed's p50 and the staff list (`GET /v1/boards/shop/{id}`, the page the
 * back office polls every 5 s) in bytes and time before; FAKE_REPORTS (default 5,000) reports
 * with a new random board id each from one address, 20 at a time, and how many were accepted;
 * the board feed's p50 during that flood, and during as many POSTs to a route that does not
 * exist (what the request rate alone costs); then the staff list and the feed again.
 */
import { randomUUID } from 'node:crypto';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const FAKE_REPORTS = Number(process.env.FAKE_REPORTS ?? 5000);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function demoShop(server: ServerProcess): Promise<string> {
  const id = server.output().match(/\/pricelist\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error('The server did not print the demo board address.');
  return id;
}

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

/** The board feed's p50 over `count` requests, one at a time. */
async function feedP50(server: ServerProcess, shopId: string, count = 40): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/v1/shops/${shopId}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`feed: ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The staff list as the back office asks for it (its first page): bytes and median time. */
async function staffList(server: ServerProcess, shopId: string, auth: string) {
  const times: number[] = [];
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}`, {
      headers: { authorization: auth },
    });
    const body = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`staff list: ${response.status}`);
    bytes = body.length;
    total = (JSON.parse(body.toString()) as { total: number }).total;
  }
  return `${bytes} bytes, ${median(times).toFixed(1)} ms median (total ${total} boards)`;
}

function report(shopId: string) {
  return JSON.stringify({
    shop_id: shopId,
    board_id: randomUUID(),
    kind: 'device',
    version: '9.9.9',
    feed_etag: null,
    feed_modified_at: null,
    last_render_at: null,
    render_errors: 0,
    uptime_s: 1,
    heap_bytes: null,
    stage_width: 1920,
    stage_height: 1080,
    page_url: `http://127.0.0.1/pricelist/${shopId}/${'x'.repeat(400)}`,
  });
}

async function flood(server: ServerProcess, shopId: string, path = '/v1/boards/report') {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < FAKE_REPORTS) {
      next++;
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: report(shopId),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  console.log('Starting the server with the demo data (embedded database) ...');
  const server = await startServerProcess({ DEMO_DATA: '1', LOG_LEVEL: 'warn' }, { apiOnly: true });
  try {
    const shopId = await demoShop(server);
    const auth = await login(server);
    await feedP50(server, shopId, 5);
    const before = await feedP50(server, shopId);
    console.log(`\nBefore: board feed p50 ${before.toFixed(1)} ms`);
    console.log(`  staff list: ${await staffList(server, shopId, auth)}`);

    for (const path of ['/v1/boards/report', '/v1/nothing-here']) {
      let during: number[] = [];
      let running = true;
      const floodDone = flood(server, shopId, path).finally(() => (running = false));
      const sampler = (async () => {
        const times: number[] = [];
        while (running) {
          const started = performance.now();
          await (await fetch(`${server.baseUrl}/v1/shops/${shopId}`)).arrayBuffer();
          times.push(performance.now() - started);
        }
        during = times;
      })();
      const { statuses, seconds } = await floodDone;
      await sampler;
      const what =
        path === '/v1/boards/report'
          ? 'fake reports (a new random board id each'
          : `POSTs of the same body to ${path} (for comparison: any route at this rate`;
      console.log(
        `\n${FAKE_REPORTS} ${what}, one address, 20 at a time) in ${seconds.toFixed(1)} s: ` +
          `${(statuses.get(200) ?? 0) + (statuses.get(204) ?? 0)} accepted (204: viewers, no row); ${[
            ...statuses,
          ]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${count} x ${status}`)
            .join(', ')}`,
      );
      console.log(
        `  board feed p50 meanwhile ${median(during).toFixed(1)} ms (${during.length} requests)`,
      );
    }

    const after = await feedP50(server, shopId);
    console.log(`\nAfter: board feed p50 ${after.toFixed(1)} ms`);
    console.log(`  staff list: ${await staffList(server, shopId, auth)}`);
    console.log(
      '\n(before the fix: 87-130 fake boards/s accepted from one client; 5,436 made the staff list 6.2 MB and 1.4 s, the feed p50 34 -> 495 ms)',
    );
    console.log('(command: npx tsx tests/bench/harden-boards.ts; FAKE_REPORTS sets the count)');
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
