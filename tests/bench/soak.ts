/**
 * `npm run bench:soak`: one server process (the demo data, embedded database) with 500 board
 * sockets and 20 board-changing writes per second for `SOAK_SECONDS` (default 300).
 *
 * Figures: writes made and failed, pushes expected and received (every socket must hear every
 * write), push latency from the write's request to the message (p50, p99, max), and the
 * server's resident memory after the warm-up (the first 10 %, at least 20 s) against the end.
 * Exits non-zero when a socket missed a message, a write failed, or memory grew by more than
 * 10 %.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startServerProcess } from '../support/server-process';

const SOCKETS = Number(process.env.SOAK_SOCKETS ?? 500);
const WRITES_PER_SECOND = Number(process.env.SOAK_WRITES_PER_SECOND ?? 20);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WARM_UP_MS = Math.max(20_000, SECONDS * 100);

/** Resident memory of a process in MiB, from /proc. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  console.log(
    `Soak: ${SOCKETS} sockets, ${WRITES_PER_SECOND} writes/s, ${SECONDS} s (warm-up ${WARM_UP_MS / 1000} s)`,
  );
  const server = await startServerProcess({ DEMO_DATA: '1', LOG_LEVEL: 'warn' }, { apiOnly: true });
  let failed: boolean;
  try {
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
    const shops = (await (
      await fetch(`${server.baseUrl}/v1/shops?filter=name:Mississippi`, {
        headers: { authorization: auth },
      })
    ).json()) as { id: string }[];
    const shopId = shops[0]?.id ?? '';

    // Sockets; each keeps the arrival time of every message.
    const arrivals: number[][] = [];
    let socketErrors = 0;
    let closed = 0;
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, async () => {
        const socket = new WebSocket(
          `${server.baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`,
        );
        const mine: number[] = [];
        arrivals.push(mine);
        socket.on('message', () => mine.push(performance.now()));
        socket.on('error', () => (socketErrors += 1));
        socket.on('close', () => (closed += 1));
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
        return socket;
      }),
    );

    // Writes at a steady rate; each write's request time is kept in order.
    const started: number[] = [];
    let writeErrors = 0;
    let value = false;
    let rssAfterWarmUp = NaN;
    const begin = performance.now();
    const interval = 1000 / WRITES_PER_SECOND;
    const pending: Promise<void>[] = [];
    for (let i = 0; performance.now() - begin < SECONDS * 1000; i++) {
      const due = begin + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (Number.isNaN(rssAfterWarmUp) && performance.now() - begin >= WARM_UP_MS) {
        rssAfterWarmUp = rssMiB(server.pid);
      }
      value = !value;
      // Writes are made one after another, so pushes arrive in the order of `started`.
      await Promise.all(pending.splice(0));
      started.push(performance.now());
      pending.push(
        fetch(`${server.baseUrl}/v1/shops/set-config/${shopId}`, {
          method: 'PUT',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ use_truncated_prices: value }),
        }).then(
          async (response) => {
            await response.body?.cancel();
            if (!response.ok) writeErrors += 1;
          },
          () => {
            writeErrors += 1;
          },
        ),
      );
    }
    await Promise.all(pending);
    await sleep(2000);
    const rssEnd = rssMiB(server.pid);

    const expected = started.length * SOCKETS;
    let received = 0;
    let missing = 0;
    const latencies: number[] = [];
    for (const mine of arrivals) {
      received += mine.length;
      if (mine.length < started.length) missing += 1;
      mine.forEach((at, k) => {
        const sent = started[k];
        if (sent !== undefined) latencies.push(at - sent);
      });
    }
    latencies.sort((x, y) => x - y);
    for (const socket of sockets) socket.close();

    const growth = (rssEnd - rssAfterWarmUp) / rssAfterWarmUp;
    console.log(`writes: ${started.length} (${writeErrors} failed)`);
    console.log(
      `pushes: ${received} of ${expected} (${missing} sockets missed some; ${socketErrors} socket errors, ${closed} closed early)`,
    );
    console.log(
      `push latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
    );
    console.log(
      `server memory (RSS): ${rssAfterWarmUp.toFixed(1)} MiB after warm-up, ${rssEnd.toFixed(1)} MiB at the end (${(growth * 100).toFixed(1)} %; limit +10 %)`,
    );
    failed =
      writeErrors > 0 ||
      received !== expected ||
      socketErrors > 0 ||
      closed > SOCKETS ||
      !(growth <= 0.1);
    console.log(failed ? 'soak: FAILED' : 'soak: passed');
  } finally {
    await server.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
