/**
 * `npx tsx tests/bench/cache-status.ts`: requests per second of `GET /v1/shops/cache-status/{id}`
 * (the call every board makes every few seconds) on the real server process, side by side with a
 * bare node:http server in its own process sending the same bytes and headers.
 *
 * autocannon, CONNECTIONS (default 10) keep-alive connections, ROUND_SECONDS (default 5) per round,
 * ROUNDS (default 3) rounds alternating bare / ours; the figures are each side's median round:
 * requests per second, and the server process's CPU time per request (user + system, from
 * /proc), which other work on a shared machine does not move as much. Ratios are ours / bare.
 */
import { readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startServerProcess } from '../support/server-process';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUND_SECONDS = Number(process.env.ROUND_SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * A bare node:http server answering every request with `body` and `headers`: text, so that node
 * writes the head and the body in one system call (its fastest way).
 */
async function startBare(
  body: string,
  headers: Record<string, string>,
): Promise<{ url: string; pid: number; child: ChildProcess }> {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const body = ${JSON.stringify(body)};
    const headers = ${JSON.stringify(headers)};
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  if (child.pid === undefined) throw new Error('The bare server did not start.');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, child };
}

/** CPU time (ms, user + system) a process has used so far. */
function cpuMs(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second here).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Round {
  rps: number;
  cpuUsPerRequest: number;
  non2xx: number;
}

async function round(url: string, pid: number): Promise<Round> {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS });
  const used = cpuMs(pid) - before;
  return {
    rps: result.requests.average,
    cpuUsPerRequest: (used * 1000) / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
  };
}

const server = await startServerProcess({ DEMO_DATA: '1', LOG_LEVEL: 'warn' }, { apiOnly: true });
try {
  const shopId = server.output().match(/\/pricelist\/([0-9a-f-]{36})/)?.[1];
  if (!shopId) throw new Error('The server did not print the demo board address.');
  const path = `/v1/shops/cache-status/${shopId}`;
  const answer = await fetch(`${server.baseUrl}${path}`);
  const body = await answer.text();
  // The same headers as ours, minus those node:http sets itself.
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name))
      headers[name] = value;
  });
  const bare = await startBare(body, headers);
  try {
    const ours: Round[] = [];
    const theirs: Round[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const b = await round(`${bare.url}${path}`, bare.pid);
      const o = await round(`${server.baseUrl}${path}`, server.pid);
      theirs.push(b);
      ours.push(o);
      console.log(
        `round ${index + 1}: bare ${b.rps.toFixed(0)} req/s ${b.cpuUsPerRequest.toFixed(1)} µs CPU/req, ` +
          `ours ${o.rps.toFixed(0)} req/s ${o.cpuUsPerRequest.toFixed(1)} µs CPU/req`,
      );
    }
    const rps = { bare: median(theirs.map((r) => r.rps)), ours: median(ours.map((r) => r.rps)) };
    const cpu = {
      bare: median(theirs.map((r) => r.cpuUsPerRequest)),
      ours: median(ours.map((r) => r.cpuUsPerRequest)),
    };
    const refused = ours.reduce((sum, r) => sum + r.non2xx, 0);
    console.log(
      `cache-status (${body.length} bytes, ${Object.keys(headers).length} headers, ${CONNECTIONS} connections, medians of ${ROUNDS}):\n` +
        `  req/s: bare node ${rps.bare.toFixed(0)}, ours ${rps.ours.toFixed(0)}, ratio ${(rps.ours / rps.bare).toFixed(2)}x\n` +
        `  CPU per request: bare node ${cpu.bare.toFixed(1)} µs, ours ${cpu.ours.toFixed(1)} µs, ` +
        `capacity ratio ${(cpu.bare / cpu.ours).toFixed(2)}x\n` +
        `  answers other than 2xx: ${refused}`,
    );
  } finally {
    bare.child.kill();
  }
} finally {
  await server.stop();
}
