/**
 * `npx tsx tests/bench/harden-feed.ts`: the board feed and the resize service of the real server
 * process (demo data, embedded database, no proxy) under floods from anonymous clients, on
 * loopback.
 *
 * Figures: `/v1/health` latency alone and during 16 and 32 clients asking the board feed for
 * random screen ids (FLOOD_SECONDS each, default 10); and how long a board's new picture size
 * (and another address's) waits while one address sends 80 new 4096 x 2160 sizes at once.
 * Each client address is its own loopback address (127.0.0.x).
 */
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | undefined;
}

/** A GET on a new connection from loopback address `from`; headers added as given. */
function get(
  port: number,
  path: string,
  from = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, localAddress: from, headers, agent: false, timeout: 60_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () =>
      resolve({ status: 0, ms: performance.now() - started, retryAfter: undefined }),
    );
    outgoing.end();
  });
}

function demoShop(server: ServerProcess): string {
  const id = server.output().match(/\/pricelist\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error('The server did not print the demo board address.');
  return id;
}

/** Health requests one after another until `until` resolves; their times (ms). */
async function healthUntil(port: number, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  while (!done) {
    times.push((await get(port, '/v1/health')).ms);
    await sleep(20);
  }
  return times;
}

/**
 * The flooding clients run in a worker thread of their own, so that the health checks of this
 * thread measure the server and not this process's event loop.
 */
const FLOOD_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const { url, clients, seconds } = workerData;
const statuses = {};
let answered = 0;
const deadline = Date.now() + seconds * 1000;
async function client() {
  while (Date.now() < deadline) {
    let status = 0;
    try {
      const response = await fetch(url + '?screen_id=' + randomUUID());
      await response.arrayBuffer();
      status = response.status;
    } catch {}
    statuses[status] = (statuses[status] || 0) + 1;
    answered++;
  }
}
Promise.all(Array.from({ length: clients }, client)).then(() =>
  parentPort.postMessage({ answered, statuses }),
);
`;

async function screenFlood(server: ServerProcess, port: number, shopId: string, clients: number) {
  const worker = new Worker(FLOOD_WORKER, {
    eval: true,
    workerData: { url: `${server.baseUrl}/v1/shops/${shopId}`, clients, seconds: FLOOD_SECONDS },
  });
  const flood = new Promise<{ answered: number; statuses: Record<string, number> }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  const health = await healthUntil(port, flood);
  const { answered, statuses } = await flood;
  await worker.terminate();
  console.log(
    `  ${String(clients).padStart(2)} clients, ${FLOOD_SECONDS} s: health p50 ${percentile(health, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(health, 0.95).toFixed(1)} ms (${health.length} checks); feed ${answered} answers ` +
      `(${Object.entries(statuses)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ')}), ${(answered / FLOOD_SECONDS).toFixed(0)}/s`,
  );
}

function resizePath(bucket: string, key: string, resize: Record<string, unknown>) {
  const body = { bucket, key, edits: { resize } };
  return `/img/${Buffer.from(JSON.stringify(body)).toString('base64')}`;
}

async function categoryPicture(server: ServerProcess) {
  const token = (await (
    await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    })
  ).json()) as { access_token: string };
  const config = (await (await fetch(`${server.baseUrl}/v1/images/config`)).json()) as {
    bucket: string;
  };
  const list = (await (
    await fetch(`${server.baseUrl}/v1/images/?filter=purpose:category&limit=1`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    })
  ).json()) as { name: string; width: number; height: number }[];
  const picture = list[0];
  if (!picture) throw new Error('The demo data has no category picture.');
  return { bucket: config.bucket, ...picture };
}

async function resizeFlood(server: ServerProcess, port: number, shopId: string) {
  const picture = await categoryPicture(server);
  console.log(
    `\nResize flood: 80 new 4096 x 2160 sizes at once from 127.0.0.5 (source ${picture.width} x ${picture.height})`,
  );
  // One drawing alone, for scale.
  const single = await get(
    port,
    resizePath(picture.bucket, picture.name, { width: 4095, height: 2159, fit: 'cover' }),
    '127.0.0.4',
  );
  console.log(`  one such drawing alone: ${single.ms.toFixed(0)} ms (${single.status})`);

  const board = `http://127.0.0.1:${port}/pricelist/${shopId}/landscape`;
  const started = performance.now();
  const flood = Array.from({ length: 80 }, (_, i) =>
    get(
      port,
      resizePath(picture.bucket, picture.name, { width: 4096 - i, height: 2160, fit: 'cover' }),
      '127.0.0.5',
    ),
  );
  await sleep(300);
  const [boardAnswer, otherAnswer] = await Promise.all([
    get(
      port,
      resizePath(picture.bucket, picture.name, { width: 1920, height: 1080, fit: 'cover' }),
      '127.0.0.6',
      { referer: board },
    ),
    get(
      port,
      resizePath(picture.bucket, picture.name, { width: 1921, height: 1080, fit: 'cover' }),
      '127.0.0.7',
    ),
  ]);
  const attack = await Promise.all(flood);
  const total = performance.now() - started;
  const counts = new Map<number, number>();
  for (const a of attack) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  const refused = attack.filter((a) => a.status === 429);
  console.log(
    `  flood answers: ${[...counts].map(([status, n]) => `${n} x ${status}`).join(', ')}; ` +
      `429s within ${Math.max(0, ...refused.map((a) => a.ms)).toFixed(0)} ms, Retry-After ${[
        ...new Set(refused.map((a) => a.retryAfter)),
      ].join('/')} s; flood done in ${(total / 1000).toFixed(1)} s`,
  );
  console.log(
    `  a board's new 1920 x 1080 size (127.0.0.6, Referer ${new URL(board).pathname.replace(shopId, '{shop}')}): ` +
      `${boardAnswer.status} after ${boardAnswer.ms.toFixed(0)} ms`,
  );
  console.log(
    `  another address's new 1921 x 1080 size (127.0.0.7): ${otherAnswer.status} after ${otherAnswer.ms.toFixed(0)} ms`,
  );
}

async function main() {
  console.log('Starting the server with the demo data (embedded database) ...');
  const server = await startServerProcess(
    { DEMO_DATA: '1', IMAGE_DRAWS_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
    { apiOnly: true },
  );
  try {
    const port = Number(new URL(server.baseUrl).port);
    const shopId = demoShop(server);
    // Warm up: the shop's feed and facts.
    await fetch(`${server.baseUrl}/v1/shops/${shopId}`).then((r) => r.arrayBuffer());
    const alone: number[] = [];
    for (let i = 0; i < 100; i++) {
      alone.push((await get(port, '/v1/health')).ms);
      await sleep(20);
    }
    console.log(
      '\nBoard feed with random screen ids (GET /v1/shops/{demo shop}?screen_id=<random>)',
    );
    console.log(
      `  alone: health p50 ${percentile(alone, 0.5).toFixed(1)} ms, p95 ${percentile(alone, 0.95).toFixed(1)} ms (100 checks)`,
    );
    await screenFlood(server, port, shopId, 16);
    await screenFlood(server, port, shopId, 32);
    await resizeFlood(server, port, shopId);
  } finally {
    await server.stop();
  }
  console.log('\n(command: npx tsx tests/bench/harden-feed.ts; FLOOD_SECONDS sets each flood)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
