/**
 * What screen health costs the server: 1000 simulated boards on their sockets, each sending its
 * health report (the board's real report shape) as the board does. Boards report every 60 s;
 * to measure in seconds instead of minutes the bench runs the same boards `HEARTBEAT_SPEEDUP`
 * times faster (default 20: every 3 s) and gives the cost per 60 s of real time, i.e. divided
 * by the speed-up. Run with `npx tsx tests/bench/heartbeats.ts` (part of `npm run bench`).
 *
 * The server is its own process (`server/main.ts` on the embedded database, then on PostgreSQL
 * too when `TEST_DATABASE_URL` names a server whose admin may create a database; no database
 * server's CPU is counted, not even the embedded one's own processes); its CPU time comes from
 * /proc/{pid}/stat and its memory from /proc/{pid}/status. First the 1000 sockets stand idle for
 * the window (connected, no reports), then the same window with reports: the difference is what
 * the heartbeats cost. A shop keeps at most 50 shop-level boards, so the boards are spread over
 * shops of 50; each keeps the secret its first report is answered with and sends it with every
 * later report, as boards do.
 * All come from one address, so its report limit (`BOARD_REPORTS_PER_MINUTE`) is lifted here.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { createPostgresDatabase } from '../support/api';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const BOARDS = Number(process.env.HEARTBEAT_BENCH_BOARDS ?? 1000);
const SPEEDUP = Number(process.env.HEARTBEAT_SPEEDUP ?? 20);
const WINDOW_MS = Number(process.env.HEARTBEAT_BENCH_WINDOW_MS ?? 30_000);
const REAL_HEARTBEAT_MS = 60_000;
const TICKS_PER_SECOND = 100;

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line; here counted after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminToken(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

interface SimulatedBoard {
  socket: WebSocket;
  shopId: string;
  boardId: string;
  secret: string | null;
  answers: number;
}

/** Device boards one shop keeps (`MAX_DEVICE_BOARDS`). */
const BOARDS_PER_SHOP = 50;

async function openBoards(server: ServerProcess, shopIds: string[]): Promise<SimulatedBoard[]> {
  const boards: SimulatedBoard[] = [];
  for (let i = 0; i < BOARDS; i += BOARDS_PER_SHOP) {
    const shopId = shopIds[i / BOARDS_PER_SHOP] ?? '';
    const url = `${server.baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`;
    const batch = await Promise.all(
      Array.from({ length: Math.min(BOARDS_PER_SHOP, BOARDS - i) }, async () => {
        const socket = new WebSocket(url);
        const board: SimulatedBoard = {
          socket,
          shopId,
          boardId: randomUUID(),
          secret: null,
          answers: 0,
        };
        socket.on('message', (data) => {
          const answer = JSON.parse(data.toString()) as { type?: string; secret?: string };
          if (answer.type !== 'health_ok') return;
          board.answers += 1;
          if (answer.secret) board.secret = answer.secret;
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        return board;
      }),
    );
    boards.push(...batch);
  }
  return boards;
}

function reportText(board: SimulatedBoard, feedAt: string, uptime: number) {
  const shopId = board.shopId;
  return JSON.stringify({
    type: 'health',
    ...(board.secret && { secret: board.secret }),
    shop_id: shopId,
    board_id: board.boardId,
    kind: 'device',
    version: '0.1.0+202611251400',
    feed_etag: '"3f2a9c0d1e-br"',
    feed_modified_at: feedAt,
    last_render_at: new Date().toISOString(),
    render_errors: 0,
    uptime_s: uptime,
    heap_bytes: 48_000_000,
    stage_width: 1920,
    stage_height: 1080,
    page_url: `https://menu.example.nl/pricelist/${shopId}`,
  });
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServerProcess(
    {
      DEMO_DATA: '0',
      MAX_CONNECTIONS_PER_ADDRESS: String(BOARDS + 100),
      BOARD_REPORTS_PER_MINUTE: String(BOARDS * SPEEDUP * 10),
      LOG_LEVEL: 'warn',
      ...env,
    },
    { apiOnly: true },
  );
  try {
    const token = await adminToken(server);
    const shopIds: string[] = [];
    for (let i = 0; i < Math.ceil(BOARDS / BOARDS_PER_SHOP); i++) {
      const shop = (await (
        await fetch(`${server.baseUrl}/v1/shops`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Heartbeat Bench ${i + 1}` }),
        })
      ).json()) as { id: string };
      shopIds.push(shop.id);
    }
    const status = (await (
      await fetch(`${server.baseUrl}/v1/shops/cache-status/${shopIds[0]}`)
    ).json()) as { modified_at: string };
    const boards = await openBoards(server, shopIds);
    // Every board reports once on connect (its row is made), then the measurement starts.
    for (const board of boards) board.socket.send(reportText(board, status.modified_at, 0));
    const deadline = Date.now() + 60_000;
    while (boards.some((b) => b.answers === 0) && Date.now() < deadline) await sleep(100);
    await sleep(2000);

    const rssBefore = rssMb(server.pid);
    const idleStart = cpuMs(server.pid);
    await sleep(WINDOW_MS);
    const idleCpu = cpuMs(server.pid) - idleStart;

    const periodMs = REAL_HEARTBEAT_MS / SPEEDUP;
    const answersBefore = boards.reduce((sum, b) => sum + b.answers, 0);
    const busyStart = cpuMs(server.pid);
    let peakRss = rssBefore;
    const started = Date.now();
    let sent = 0;
    // Each board keeps its own phase, as real boards that started at different moments do.
    const timers = boards.map((board, i) => {
      let uptime = 0;
      const first = setTimeout(
        () => {
          const tick = () => {
            uptime += 60;
            if (board.socket.readyState !== WebSocket.OPEN) return;
            board.socket.send(reportText(board, status.modified_at, uptime));
            sent += 1;
          };
          tick();
          interval = setInterval(tick, periodMs);
        },
        (i / boards.length) * periodMs,
      );
      let interval: NodeJS.Timeout | undefined;
      return () => {
        clearTimeout(first);
        if (interval) clearInterval(interval);
      };
    });
    while (Date.now() - started < WINDOW_MS) {
      await sleep(1000);
      peakRss = Math.max(peakRss, rssMb(server.pid));
    }
    for (const stop of timers) stop();
    // Reports still queued are stored before the count: wait until the answers stop coming.
    let last = -1;
    let still = 0;
    const drainUntil = Date.now() + 60_000;
    for (;;) {
      const answered = boards.reduce((sum, b) => sum + b.answers, 0);
      still = answered === last ? still + 1 : 0;
      // Three quiet seconds in a row: on a busy machine one second may pass without an answer.
      if (still >= 3 || Date.now() > drainUntil) break;
      last = answered;
      await sleep(1000);
    }
    const elapsed = Date.now() - started;
    const busyCpu = cpuMs(server.pid) - busyStart;
    const stored = boards.reduce((sum, b) => sum + b.answers, 0) - answersBefore;
    const open = boards.filter((b) => b.socket.readyState === WebSocket.OPEN).length;

    const heartbeatCpu = Math.max(0, busyCpu - idleCpu * (elapsed / WINDOW_MS));
    const perReportMs = heartbeatCpu / Math.max(1, stored);
    // At 1000 boards every 60 s: reports per real minute times CPU per report.
    const perMinuteMs = perReportMs * BOARDS;
    console.log(
      `heartbeats (${label}): ${BOARDS} boards, ${sent} reports sent in ${(WINDOW_MS / 1000).toFixed(0)} s, ${stored} stored after ${(elapsed / 1000).toFixed(0)} s ` +
        `(${SPEEDUP}x the 60 s heartbeat, ${open} sockets open at the end)\n` +
        `  server CPU: idle sockets ${((idleCpu / WINDOW_MS) * 100).toFixed(1)} %, ` +
        `${perReportMs.toFixed(3)} ms per report; per 60 s of 1000 boards at 60 s: ` +
        `${perMinuteMs.toFixed(0)} ms CPU = ${((perMinuteMs / REAL_HEARTBEAT_MS) * 100).toFixed(2)} % of one core\n` +
        `  server memory (RSS): ${rssBefore.toFixed(0)} MB with ${BOARDS} idle sockets, ` +
        `peak ${peakRss.toFixed(0)} MB while reporting at ${SPEEDUP}x (+${(peakRss - rssBefore).toFixed(0)} MB)`,
    );
    for (const board of boards) board.socket.terminate();
  } finally {
    await server.stop();
  }
}

await run('embedded', {});
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await createPostgresDatabase(adminUrl);
  try {
    await run('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}
