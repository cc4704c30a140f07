/**
 * `npm run bench:fleet` (`npx tsx tests/bench/fleet-5000.ts`): a fleet of 5,000 boards against
 * the real server, first one process on the embedded database, then two processes on
 * PostgreSQL + Redis with the boards spread over both (when `FLEET_BENCH_POSTGRES` names a
 * server whose admin may create a database, default
 * `postgres://postgres@127.0.0.1:5432/postgres`, and Redis answers at `REDIS_URL`, default
 * `redis://127.0.0.1:6379`; a fresh database is made and dropped). `FLEET_BENCH_ONLY=embedded`
 * or `=postgres` runs one setup only.
 *
 * Every board is a real WebSocket from this process on `/v1/ws` (50 boards a shop, the most a
 * shop keeps, each shop's boards from one loopback address of their own, 127.0.x.y, as a shop's
 * boards share its router's address). Each board gets its secret with its first report, then
 * sends its health report every 60 s and a picture of its canvas (a 640 × 360 JPEG of about
 * 60 KB, `PUT /v1/boards/screenshot/…` with its secret) every 10 minutes, each at its own phase.
 * Time is scaled down by `FLEET_BENCH_SPEEDUP` (N, default 5): every interval is divided by N,
 * so the `FLEET_BENCH_WINDOW_S` (default 180 s) of wall time are N × as much board time
 * (15 minutes at the defaults), and the server carries N times the real load. The CPU share is
 * given as measured under that load, and for the real rate: the idle sockets' share plus the
 * load's extra share divided by N.
 *
 * Measured per server process (the Node process only: no database's processes count, not even
 * the embedded server's): CPU share (utime + stime from /proc over wall time), RSS at rest and
 * at its peak; the time from a price change (a discount on a row of a demo shop, through
 * the API, every 10 s) to each of that shop's 50 boards hearing `invalidate_shop_cache`
 * (p50, p99, max over all boards of all changes); the fleet page's answer time
 * (`GET /v1/fleet?limit=50` as a superuser, every 5 s, median and p99). Each board is adopted
 * as a screen after its first report (a board address is a viewer until staff say it is a
 * screen). Beside them `FLEET_BENCH_VIEWERS` (default 5,000) viewers report by POST at the
 * heartbeat (new board ids spread over the shops, 10 from each loopback address 127.2.x.y):
 * their answer times (p50, p99, max) and statuses are printed too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import sharp from 'sharp';
import WebSocket from 'ws';
import { createPostgresDatabase } from '../support/api';
import { adoptBoards, startViewers } from './fleet-viewers';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const BOARDS = Number(process.env.FLEET_BENCH_BOARDS ?? 5000);
/** Browsers that open a board address beside the screens: viewers, kept in no row. */
const VIEWERS = Number(process.env.FLEET_BENCH_VIEWERS ?? 5000);
const SPEEDUP = Number(process.env.FLEET_BENCH_SPEEDUP ?? 5);
const WINDOW_S = Number(process.env.FLEET_BENCH_WINDOW_S ?? 180);
const IDLE_S = 20;
const POSTGRES = process.env.FLEET_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BOARDS_PER_SHOP = 50;
const HEARTBEAT_MS = 60_000 / SPEEDUP;
const PICTURE_MS = 600_000 / SPEEDUP;
const PRICE_CHANGE_EVERY_MS = 10_000;
const FLEET_EVERY_MS = 5_000;
const TICKS_PER_SECOND = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** A loopback address of its own for each shop: its boards' router. */
function shopAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** A picture like a board's: a 640 × 360 JPEG with detail, at most 100 KB. */
async function boardPicture(): Promise<Buffer> {
  const raw = Buffer.alloc(640 * 360 * 3);
  for (let y = 0; y < 360; y++)
    for (let x = 0; x < 640; x++) {
      const i = (y * 640 + x) * 3;
      // Rows of "text": stripes with noise, as a menu's rows look to the encoder.
      const ink = y % 24 < 14 && (x * 7 + y * 3) % 37 < 20 ? 200 : 30;
      raw[i] = ink;
      raw[i + 1] = (ink + ((x * y) % 17)) & 255;
      raw[i + 2] = 40 + (randomBytes(1)[0] ?? 0) / 8;
    }
  for (let quality = 80; quality >= 30; quality -= 10) {
    const jpeg = await sharp(raw, { raw: { width: 640, height: 360, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 100 * 1024) return jpeg;
  }
  throw new Error('picture too large');
}

interface Board {
  socket: WebSocket;
  server: ServerProcess;
  shopIndex: number;
  shopId: string;
  boardId: string;
  secret: string | null;
  answers: number;
  /** When each `invalidate_shop_cache` arrived (performance.now()). */
  pushes: number[];
}

function reportText(board: Board, uptime: number): string {
  return JSON.stringify({
    type: 'health',
    ...(board.secret && { secret: board.secret }),
    shop_id: board.shopId,
    board_id: board.boardId,
    kind: 'device',
    version: '0.1.0+bench',
    feed_etag: '"3f2a9c0d1e-br"',
    feed_modified_at: null,
    last_render_at: new Date().toISOString(),
    render_errors: 0,
    uptime_s: uptime,
    heap_bytes: 48_000_000,
    stage_width: 1920,
    stage_height: 1080,
    page_url: `https://menu.example.nl/scherm`,
  });
}

async function json<T>(server: ServerProcess, path: string, auth: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Link {
  id: string;
  shop_id: string;
  price_id: string;
  category_id: string;
  kind_id: string | null;
  product_id: string | null;
  active: boolean;
  new: boolean;
  deactivated_labels: string[];
  action_labels: { label: string; price: number }[];
  json_prices: { label: string; price: number; active: boolean }[];
  use_half: boolean;
  use_one: boolean;
  use_two_five: boolean;
  use_five: boolean;
  use_joint: boolean;
  use_piece: boolean;
}

async function openBoard(server: ServerProcess, shopIndex: number, shopId: string): Promise<Board> {
  const url = `${server.baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`;
  const socket = new WebSocket(url, { localAddress: shopAddress(shopIndex) });
  const board: Board = {
    socket,
    server,
    shopIndex,
    shopId,
    boardId: randomUUID(),
    secret: null,
    answers: 0,
    pushes: [],
  };
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === 'invalidate_shop_cache') {
      board.pushes.push(performance.now());
      return;
    }
    const answer = JSON.parse(text) as { type?: string; secret?: string };
    if (answer.type !== 'health_ok') return;
    board.answers += 1;
    if (answer.secret) board.secret = answer.secret;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return board;
}

async function run(
  label: string,
  servers: ServerProcess[],
  admin?: { username: string; password: string },
): Promise<void> {
  const main = servers[0] as ServerProcess;
  const login = await fetch(`${main.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({
      username: admin?.username ?? main.adminUsername,
      password: admin?.password ?? main.adminPassword,
    }),
  });
  const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;

  // The demo shops (with menus, for the price changes) first, then shops of the bench's own.
  const demo = await json<{ id: string; name: string }[]>(main, '/v1/shops?limit=100', auth);
  const shopIds = demo.map((shop) => shop.id);
  const shopCount = Math.ceil(BOARDS / BOARDS_PER_SHOP);
  while (shopIds.length < shopCount) {
    const shop = await json<{ id: string }>(main, '/v1/shops', auth, {
      method: 'POST',
      body: JSON.stringify({ name: `Vloot ${shopIds.length}` }),
    });
    shopIds.push(shop.id);
  }
  const links: Link[] = [];
  for (const [index, shop] of demo.entries()) {
    const rows = await json<Link[]>(
      main,
      `/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=20`,
      auth,
    );
    const link = rows.find((row) => row.json_prices.some((price) => price.active));
    if (link && index < shopCount) links.push(link);
  }

  const boards: Board[] = [];
  const openStarted = Date.now();
  for (let s = 0; s < shopCount; s += 5) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(5, shopCount - s) }, (_, k) =>
        Promise.all(
          Array.from(
            { length: Math.min(BOARDS_PER_SHOP, BOARDS - (s + k) * BOARDS_PER_SHOP) },
            (_, j) =>
              openBoard(
                servers[((s + k) * BOARDS_PER_SHOP + j) % servers.length] as ServerProcess,
                s + k,
                shopIds[s + k] as string,
              ),
          ),
        ),
      ),
    );
    for (const shopBoards of batch) boards.push(...shopBoards);
  }
  // Each board's first report makes it a viewer; staff adopt it, and its next one brings its secret.
  const deadline = Date.now() + Number(process.env.FLEET_BENCH_SETUP_S ?? 600) * 1000;
  await adoptBoards(boards, auth, (board) => board.socket.send(reportText(board, 0)), deadline);
  while (boards.some((b) => b.secret === null) && Date.now() < deadline) await sleep(250);
  const withSecret = boards.filter((b) => b.secret !== null).length;
  console.log(
    `${label}: ${boards.length} sockets open and ${withSecret} boards with their secret in ${((Date.now() - openStarted) / 1000).toFixed(0)} s`,
  );
  await sleep(3000);

  // The sockets at rest.
  const idleCpu = servers.map((s) => cpuMs(s.pid));
  await sleep(IDLE_S * 1000);
  const idleShare = servers.map((s, i) => (cpuMs(s.pid) - (idleCpu[i] ?? 0)) / (IDLE_S * 1000));
  const restRss = servers.map((s) => rssMb(s.pid));

  const picture = await boardPicture();
  const agents = new Map<string, Agent>();
  const pictureOutcomes = new Map<number, number>();
  const sendPicture = (board: Board) => {
    const address = shopAddress(board.shopIndex);
    const agentKey = `${board.server.baseUrl} ${address}`;
    let agent = agents.get(agentKey);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
      agents.set(agentKey, agent);
    }
    const request = httpRequest(
      `${board.server.baseUrl}/v1/boards/screenshot/${board.shopId}/${board.boardId}`,
      {
        method: 'PUT',
        agent,
        headers: {
          'content-type': 'image/jpeg',
          'content-length': String(picture.length),
          'x-board-secret': board.secret ?? '',
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        pictureOutcomes.set(status, (pictureOutcomes.get(status) ?? 0) + 1);
      },
    );
    request.on('error', () => pictureOutcomes.set(-1, (pictureOutcomes.get(-1) ?? 0) + 1));
    request.end(picture);
  };

  const answersBefore = boards.reduce((sum, b) => sum + b.answers, 0);
  const startCpu = servers.map((s) => cpuMs(s.pid));
  const started = performance.now();
  const stops: (() => void)[] = [];
  let reportsSent = 0;
  for (const [i, board] of boards.entries()) {
    let uptime = 0;
    const phase = (i / boards.length) * HEARTBEAT_MS;
    const picturePhase = Math.random() * PICTURE_MS;
    let beat: NodeJS.Timeout | undefined;
    let shot: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      const tick = () => {
        uptime += 60;
        if (board.socket.readyState !== WebSocket.OPEN) return;
        board.socket.send(reportText(board, uptime));
        reportsSent += 1;
      };
      tick();
      beat = setInterval(tick, HEARTBEAT_MS);
    }, phase);
    const firstPicture = setTimeout(() => {
      sendPicture(board);
      shot = setInterval(() => sendPicture(board), PICTURE_MS);
    }, picturePhase);
    stops.push(() => {
      clearTimeout(first);
      clearTimeout(firstPicture);
      if (beat) clearInterval(beat);
      if (shot) clearInterval(shot);
    });
  }

  // Viewers beside the screens (`fleet-viewers.ts`).
  const viewers = startViewers({
    count: VIEWERS,
    baseUrls: servers.map((server) => server.baseUrl),
    shopIds: shopIds.slice(0, shopCount),
    heartbeatMs: HEARTBEAT_MS,
  });
  stops.push(() => viewers.stop());

  // Price changes and the fleet page while the fleet reports.
  const latencies: number[] = [];
  const perChange: number[] = [];
  const missed: number[] = [];
  const fleetTimes: number[] = [];
  let fleetTotal = 0;
  let change = 0;
  const priceChanges = (async () => {
    await sleep(PRICE_CHANGE_EVERY_MS / 2);
    while (performance.now() - started < WINDOW_S * 1000 - 5000 && links.length > 0) {
      const link = links[change % links.length] as Link;
      change += 1;
      const entry = link.json_prices.find((price) => price.active) as Link['json_prices'][0];
      link.action_labels =
        link.action_labels.length > 0
          ? []
          : [{ label: entry.label, price: Math.round((entry.price - 0.5) * 100) / 100 }];
      const shopBoards = boards.filter((b) => b.shopId === link.shop_id);
      const t0 = performance.now();
      const seen = shopBoards.map((b) => b.pushes.length);
      await json(main, `/v1/shops-to-prices/${link.id}`, auth, {
        method: 'PUT',
        body: JSON.stringify({
          shop_id: link.shop_id,
          price_id: link.price_id,
          category_id: link.category_id,
          kind_id: link.kind_id,
          product_id: link.product_id,
          active: link.active,
          new: link.new,
          deactivated_labels: link.deactivated_labels,
          action_labels: link.action_labels,
          use_half: link.use_half,
          use_one: link.use_one,
          use_two_five: link.use_two_five,
          use_five: link.use_five,
          use_joint: link.use_joint,
          use_piece: link.use_piece,
        }),
      });
      await sleep(PRICE_CHANGE_EVERY_MS);
      let slowest = 0;
      let notReached = 0;
      for (const [k, board] of shopBoards.entries()) {
        const at = board.pushes[seen[k] ?? 0];
        if (at === undefined) {
          notReached += 1;
          continue;
        }
        latencies.push(at - t0);
        slowest = Math.max(slowest, at - t0);
      }
      perChange.push(slowest);
      missed.push(notReached);
    }
  })();
  const fleetReads = (async () => {
    while (performance.now() - started < WINDOW_S * 1000) {
      await sleep(FLEET_EVERY_MS);
      const t0 = performance.now();
      const page = await json<{ total: number }>(main, '/v1/fleet?limit=50', auth);
      fleetTimes.push(performance.now() - t0);
      fleetTotal = page.total;
    }
  })();

  const peakRss = servers.map((s) => rssMb(s.pid));
  while (performance.now() - started < WINDOW_S * 1000) {
    await sleep(1000);
    servers.forEach((s, i) => (peakRss[i] = Math.max(peakRss[i] ?? 0, rssMb(s.pid))));
  }
  for (const stop of stops) stop();
  const elapsed = performance.now() - started;
  const busyShare = servers.map((s, i) => (cpuMs(s.pid) - (startCpu[i] ?? 0)) / elapsed);
  await Promise.all([priceChanges, fleetReads]);
  const stored = boards.reduce((sum, b) => sum + b.answers, 0) - answersBefore;
  const open = boards.filter((b) => b.socket.readyState === WebSocket.OPEN).length;

  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(
    `${label}: ${boards.length} boards over ${shopCount} shops on ${servers.length} process(es), ` +
      `${(elapsed / 1000).toFixed(0)} s of wall time at ${SPEEDUP}x (heartbeat every ${(HEARTBEAT_MS / 1000).toFixed(0)} s, ` +
      `a picture every ${(PICTURE_MS / 1000).toFixed(0)} s per board), ${open} sockets open at the end\n` +
      `  reports: ${reportsSent} sent, ${stored} answered health_ok; pictures: ${[
        ...pictureOutcomes,
      ]
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ')}\n` +
      servers
        .map(
          (s, i) =>
            `  process ${i + 1}: CPU ${pct(idleShare[i] ?? 0)} with idle sockets, ${pct(busyShare[i] ?? 0)} at ${SPEEDUP}x load ` +
            `(real rate: ${pct((idleShare[i] ?? 0) + ((busyShare[i] ?? 0) - (idleShare[i] ?? 0)) / SPEEDUP)}); ` +
            `RSS ${(restRss[i] ?? 0).toFixed(0)} MB at rest, peak ${(peakRss[i] ?? 0).toFixed(0)} MB`,
        )
        .join('\n') +
      `\n  price change -> board message: ${latencies.length} deliveries over ${perChange.length} changes, ` +
      `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms, ` +
      `max ${Math.max(0, ...latencies).toFixed(0)} ms; every board of a change reached within p99 ` +
      `${quantile(perChange, 0.99).toFixed(0)} ms; not reached ${missed.reduce((a, b) => a + b, 0)}\n` +
      `  fleet page (GET /v1/fleet?limit=50 of ${fleetTotal}): ${fleetTimes.length} reads, median ` +
      `${quantile(fleetTimes, 0.5).toFixed(0)} ms, p99 ${quantile(fleetTimes, 0.99).toFixed(0)} ms\n` +
      `  ${viewers.summary(quantile)}`,
  );
  viewers.close();
  for (const board of boards) board.socket.terminate();
  for (const agent of agents.values()) agent.destroy();
}

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    // Each shop's 50 boards report from one address at N times the heartbeat.
    BOARD_REPORTS_PER_MINUTE: String(60 * SPEEDUP * 2),
    ...extra,
  };
}

const only = process.env.FLEET_BENCH_ONLY;
if (only !== 'postgres') {
  const server = await startServerProcess(serverEnv({}), { apiOnly: true });
  try {
    await run('one process, embedded database', [server]);
  } finally {
    await server.stop();
  }
}
if (only !== 'embedded') {
  const database = await createPostgresDatabase(POSTGRES);
  const shared = serverEnv({
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    SECRET_KEY: randomBytes(48).toString('base64url'),
    ADMIN_USERNAME: 'fleet.admin',
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  });
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess(shared, { apiOnly: true }));
    servers.push(await startServerProcess(shared, { apiOnly: true }));
    await run('two processes, PostgreSQL + Redis', servers, {
      username: shared.ADMIN_USERNAME ?? '',
      password: shared.ADMIN_PASSWORD ?? '',
    });
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
