/**
 * `npm run bench`: the board feed and push, measured against the real server process with the
 * demo data, side by side with a bare Node http server serving the same bytes.
 *
 * Figures: requests per second of GET /v1/shops/{id} with 200 and with 304 (10 connections on
 * loopback, autocannon in this process, the server in its own process), the bare server's
 * figure in the same run and the ratio, and push latency from a PUT to the message on 200
 * connected sockets.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { startServerProcess } from '../support/server-process';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const SOCKETS = 200;
const PUSH_ROUNDS = 20;

async function rps(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}:${(stat as { count: number }).count}`)
    .join(' ');
  return { rps: result.requests.average, p99: result.latency.p99, statuses, non2xx: result.non2xx };
}

/** A bare Node http server in its own process answering every request with the same bytes. */
async function startBareServer(body: string, etag: string) {
  const code = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY);
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, etag: process.env.ETAG });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, BODY: body, ETAG: etag },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}/`, stop: () => child.kill('SIGTERM') };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function pushLatency(baseUrl: string, shopId: string, auth: string) {
  const sockets: WebSocket[] = [];
  const arrivals: number[][] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const socket = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`,
    );
    const mine: number[] = [];
    arrivals.push(mine);
    socket.on('message', () => mine.push(performance.now()));
    sockets.push(socket);
  }
  await Promise.all(sockets.map((s) => once(s, 'open')));
  const samples: number[] = [];
  for (let round = 0; round < PUSH_ROUNDS; round++) {
    const before = arrivals.map((a) => a.length);
    const start = performance.now();
    const response = await fetch(`${baseUrl}/v1/shops/set-config/${shopId}`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ use_truncated_prices: round % 2 === 0 }),
    });
    if (response.status !== 200) throw new Error(`PUT answered ${response.status}`);
    const deadline = start + 5000;
    while (arrivals.some((a, i) => a.length === before[i]) && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1));
    }
    arrivals.forEach((a, i) => {
      const at = a[before[i] as number];
      samples.push(at === undefined ? Number.POSITIVE_INFINITY : at - start);
    });
  }
  for (const socket of sockets) socket.close();
  const sorted = samples.sort((a, b) => a - b);
  const lost = sorted.filter((s) => !Number.isFinite(s)).length;
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    lost,
    samples: sorted.length,
  };
}

async function main() {
  console.log(`Starting the server with the demo data (embedded database) ...`);
  const server = await startServerProcess({ DEMO_DATA: '1' });
  try {
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
    const shops = (await (
      await fetch(`${server.baseUrl}/v1/shops?filter=name:Mississippi`, {
        headers: { authorization: auth },
      })
    ).json()) as { id: string }[];
    const shopId = shops[0]?.id;
    if (!shopId) throw new Error('The demo shop is missing.');
    const feedUrl = `${server.baseUrl}/v1/shops/${shopId}`;
    const first = await fetch(feedUrl);
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';
    const rows = (JSON.parse(body) as { prices: unknown[] }).prices.length;
    console.log(`Feed of the demo shop: ${rows} rows, ${body.length} bytes, ETag ${etag}\n`);

    const bare = await startBareServer(body, etag);
    // Warm both up before measuring.
    await autocannon({ url: feedUrl, connections: CONNECTIONS, duration: 1 });
    await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 1 });
    const feed200 = await rps(feedUrl);
    const feed304 = await rps(feedUrl, { 'if-none-match': etag });
    const statusUrl = `${server.baseUrl}/v1/shops/cache-status/${shopId}`;
    await autocannon({ url: statusUrl, connections: CONNECTIONS, duration: 1 });
    const status = await rps(statusUrl);
    const bare200 = await rps(bare.url);
    bare.stop();

    const cmd = `autocannon -c ${CONNECTIONS} -d ${DURATION_S}`;
    const lines = [
      ['GET /v1/shops/{id} 200', feed200, `${cmd} ${feedUrl}`],
      ['GET /v1/shops/{id} 304', feed304, `${cmd} -H 'If-None-Match: ${etag}' ${feedUrl}`],
      ['bare node:http, same bytes', bare200, `${cmd} ${bare.url}`],
      ['GET /v1/shops/cache-status', status, `${cmd} ${statusUrl}`],
    ] as const;
    for (const [what, r, command] of lines) {
      console.log(
        `${what.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(3)} ms  [${r.statuses}]`,
      );
      console.log(`  measured with: ${command}`);
    }
    console.log(
      `ratio bare / feed 200: ${(bare200.rps / feed200.rps).toFixed(2)} (target at most 1.4)`,
    );
    console.log(
      `targets: 200 >= 4000 req/s, 304 >= 10000 req/s, cache-status >= 20000 req/s (the predecessor: 415)\n`,
    );

    const push = await pushLatency(server.baseUrl, shopId, auth);
    console.log(
      `push PUT -> message, ${SOCKETS} sockets x ${PUSH_ROUNDS} PUTs: p50 ${push.p50.toFixed(1)} ms, p99 ${push.p99.toFixed(1)} ms, max ${push.max.toFixed(1)} ms, lost ${push.lost} of ${push.samples} (target p99 <= 50 ms)`,
    );
    console.log(
      `  measured with: ${SOCKETS} ws clients on /v1/ws?connectionType=shop; PUT /v1/shops/set-config/{id} timed from request start to each socket's message`,
    );
  } finally {
    await server.stop();
  }
}

await main();
