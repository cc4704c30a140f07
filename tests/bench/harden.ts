/**
 * `npm run bench:harden`: what anonymous clients can take of the real server process (demo
 * data, embedded database, no proxy), all on loopback and bounded in time and count.
 *
 * Figures: the server's RSS before and after HARDEN_SECONDS (default 60) of board-feed requests
 * with random screen ids, with the feed cache's bound; the largest resize answers (the cases
 * that drew 9307 x 4096 and 81,920 x 4,096); login latency alone and during 16 parallel large
 * resizes, with RESIZE_CONCURRENCY 1 (the default) and 16 (every drawing at once, as before the
 * queue); and /v1/health during a burst of half-sent connections within and beyond the
 * per-address cap.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import sharp from 'sharp';
import { DEFAULT_LIMITS } from '../../server/limits';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const FEED_SECONDS = Number(process.env.HARDEN_SECONDS ?? 60);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess(
    { DEMO_DATA: '1', IMAGE_DRAWS_PER_MINUTE: '100000', LOG_LEVEL: 'warn', ...env },
    { apiOnly: true },
  );
}

async function demoShop(server: ServerProcess): Promise<string> {
  const text = server.output();
  const id = text.match(/\/pricelist\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error('The server did not print the demo board address.');
  return id;
}

async function login(server: ServerProcess): Promise<{ ms: number; auth: string }> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  const body = (await response.json()) as { access_token: string };
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return { ms: performance.now() - started, auth: `Bearer ${body.access_token}` };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function randomScreens(server: ServerProcess, shopId: string): Promise<void> {
  const before = rssMb(server.pid);
  let answered = 0;
  const statuses = new Map<number, number>();
  const deadline = Date.now() + FEED_SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const response = await fetch(
        `${server.baseUrl}/v1/shops/${shopId}?screen_id=${randomUUID()}`,
      );
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      answered++;
    }
  };
  // RSS every 15 s: whether it levels off or keeps growing with the number of ids.
  const samples: string[] = [];
  const sampler = setInterval(() => samples.push(rssMb(server.pid).toFixed(0)), 15_000);
  await Promise.all(Array.from({ length: 8 }, worker));
  clearInterval(sampler);
  const after = rssMb(server.pid);
  console.log(
    `\nRandom screen ids, ${FEED_SECONDS} s, 8 connections: ${answered} requests (${[...statuses]
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ')})`,
  );
  console.log(
    `  server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (${(after - before).toFixed(0)} MB); ` +
      `feed cache bound ${DEFAULT_LIMITS.feedCacheMaxBytes / 1024 / 1024} MiB`,
  );
  console.log(`  RSS every 15 s: ${samples.join(', ')} MB`);
  console.log('  (issue 16: 15 s of this grew the server by 70-80 MB, a ~95 KB feed per id)');
}

function resizeUrl(base: string, bucket: string, key: string, resize: Record<string, unknown>) {
  const body = { bucket, key, edits: { resize } };
  return `${base}/img/${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
}

async function pictureOf(server: ServerProcess, auth: string) {
  const config = (await (await fetch(`${server.baseUrl}/v1/images/config`)).json()) as {
    bucket: string;
  };
  const list = (await (
    await fetch(`${server.baseUrl}/v1/images/?filter=purpose:category&limit=1`, {
      headers: { authorization: auth },
    })
  ).json()) as { name: string; width: number; height: number }[];
  const picture = list[0];
  if (!picture) throw new Error('The demo data has no category picture.');
  return { bucket: config.bucket, ...picture };
}

async function largestResizes(server: ServerProcess, auth: string): Promise<void> {
  const picture = await pictureOf(server, auth);
  console.log(
    `\nLargest resize answers (source ${picture.name}, ${picture.width} x ${picture.height})`,
  );
  const cases: [string, Record<string, unknown>][] = [
    ['width 1, height 4096, outside', { width: 1, height: 4096, fit: 'outside' }],
    ['height 4096 only', { height: 4096 }],
    ['width 4096, height 1, outside', { width: 4096, height: 1, fit: 'outside' }],
    ['4096 x 4096 cover', { width: 4096, height: 4096, fit: 'cover' }],
    ['4096 x 2160 contain', { width: 4096, height: 2160, fit: 'contain' }],
  ];
  for (const [label, resize] of cases) {
    const response = await fetch(resizeUrl(server.baseUrl, picture.bucket, picture.name, resize));
    const bytes = Buffer.from(await response.arrayBuffer());
    const { width = 0, height = 0 } = response.ok ? await sharp(bytes).metadata() : {};
    console.log(
      `  ${label.padEnd(32)} ${response.status}  ${width} x ${height} (${((width * height) / 1e6).toFixed(2)} MP, ${bytes.length} bytes)`,
    );
  }
}

async function loginDuringResizes(concurrency: number): Promise<void> {
  const server = await start({ RESIZE_CONCURRENCY: String(concurrency) });
  try {
    const { auth } = await login(server);
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push((await login(server)).ms);
    const picture = await pictureOf(server, auth);
    const started = performance.now();
    let finished = 0;
    const burst = Array.from({ length: 16 }, (_, i) =>
      fetch(
        resizeUrl(server.baseUrl, picture.bucket, picture.name, {
          width: 4096 - i,
          height: 2160 - i,
          fit: 'cover',
        }),
      )
        .then((response) => response.arrayBuffer())
        .then(() => finished++),
    );
    const during: number[] = [];
    while (finished < 16) during.push((await login(server)).ms);
    await Promise.all(burst);
    const burstMs = performance.now() - started;
    console.log(
      `  RESIZE_CONCURRENCY=${String(concurrency).padEnd(3)} login alone median ${median(alone).toFixed(0)} ms; ` +
        `during the burst median ${median(during).toFixed(0)} ms, max ${Math.max(...during).toFixed(0)} ms ` +
        `(${during.length} logins); burst done in ${(burstMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await server.stop();
  }
}

/** Half a request on a new connection; resolves once connected, notes when it closes. */
function halfSent(port: number): Promise<{ socket: Socket; closed: () => boolean }> {
  return new Promise((resolve) => {
    let closed = false;
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => (closed = true));
    // Read whatever comes (a 408), so the server's close is seen.
    socket.resume();
    socket.once('connect', () => {
      socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve({ socket, closed: () => closed });
    });
  });
}

function health(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/v1/health', agent: false, timeout: 3000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function healthChecks(port: number, count: number): Promise<string> {
  const results = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const status = String(await health(port));
    results.set(status, (results.get(status) ?? 0) + 1);
  }
  return [...results].map(([status, n]) => `${n} x ${status}`).join(', ');
}

async function connectionBurst(server: ServerProcess): Promise<void> {
  const port = Number(new URL(server.baseUrl).port);
  const cap = DEFAULT_LIMITS.connectionsPerAddress;
  const within = cap - 100;
  console.log(
    `\nConnection burst from 127.0.0.1 (cap ${cap} per address, headers within ${DEFAULT_LIMITS.headersTimeoutMs / 1000} s)`,
  );
  await sleep(DEFAULT_LIMITS.keepAliveTimeoutMs + 500);
  const held = [];
  for (let i = 0; i < within; i++) held.push(await halfSent(port));
  console.log(`  ${within} half-sent requests held: health ${await healthChecks(port, 10)}`);
  const beyond = [];
  for (let i = 0; i < 300; i++) beyond.push(await halfSent(port));
  await sleep(300);
  const refused = beyond.filter((s) => s.closed()).length;
  console.log(
    `  300 more: ${refused} closed at once, ${300 - refused} taken; health from the same address now ${await healthChecks(port, 3)}`,
  );
  const burstStart = Date.now();
  const all = [...held, ...beyond];
  while (!all.every((s) => s.closed()) && Date.now() - burstStart < 30_000) await sleep(100);
  console.log(
    `  all ${all.length} dropped by the server ${((Date.now() - burstStart) / 1000).toFixed(1)} s later ` +
      `(${all.filter((s) => !s.closed()).length} still open); health ${await healthChecks(port, 10)}`,
  );
  for (const s of all) s.socket.destroy();
}

async function main() {
  console.log('Starting the server with the demo data (embedded database) ...');
  const server = await start();
  try {
    const shopId = await demoShop(server);
    const { auth } = await login(server);
    await randomScreens(server, shopId);
    await largestResizes(server, auth);
    await connectionBurst(server);
  } finally {
    await server.stop();
  }
  console.log('\nLogin latency during 16 parallel 4096 x 2160 resizes');
  await loginDuringResizes(1);
  await loginDuringResizes(16);
  console.log('\n(command: npm run bench:harden; HARDEN_SECONDS sets the random-screen run)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
