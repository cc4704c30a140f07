/**
 * What a menu file can take of the real server process (demo data, embedded database, loopback),
 * part of `npm run bench:harden`: `/v1/health` p50 and max latency and the server's peak RSS
 * while it previews a 4 MB file, for the attack's file (2 million lines of `x`) and for the
 * largest file the import reads (5,000 long lines); then the answer's size and time for a 1 MB
 * file of 500,000 lines. Every request has a deadline, so the run ends by itself even on a server
 * that stops answering. Run it in an older checkout to compare
 * (`npx tsx tests/bench/harden-import.ts` from that checkout's folder).
 */
import { readFileSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const MB = 1024 * 1024;
const PREVIEW_DEADLINE_MS = Number(process.env.IMPORT_DEADLINE_SECONDS ?? 180) * 1000;
const HEALTH_DEADLINE_MS = 5000;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

async function staffLogin(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

function demoShop(server: ServerProcess): string {
  const id = server.output().match(/\/pricelist\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error('The server did not print the demo board address.');
  return id;
}

interface PreviewRun {
  status: number | string;
  ms: number;
  bytes: number;
}

async function preview(
  server: ServerProcess,
  auth: string,
  shopId: string,
  file: string,
): Promise<PreviewRun> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.baseUrl}/v1/shops/${shopId}/menu-import/preview`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'text/csv' },
      body: file,
      signal: AbortSignal.timeout(PREVIEW_DEADLINE_MS),
    });
    const body = await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, bytes: body.byteLength };
  } catch (error) {
    return { status: (error as Error).name, ms: performance.now() - started, bytes: 0 };
  }
}

/** Health latencies (ms) and failures while `work` runs, and the server's peak RSS meanwhile. */
async function duringWork<T>(server: ServerProcess, work: Promise<T>) {
  let done = false;
  const latencies: number[] = [];
  let failures = 0;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 50);
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.baseUrl}/v1/health`, {
          signal: AbortSignal.timeout(HEALTH_DEADLINE_MS),
        });
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await work;
  done = true;
  await poller;
  clearInterval(sampler);
  return { result, latencies, failures, peak };
}

async function measure(name: string, file: string): Promise<void> {
  const server = await startServerProcess({ DEMO_DATA: '1', LOG_LEVEL: 'warn' }, { apiOnly: true });
  try {
    const auth = await staffLogin(server);
    const shopId = demoShop(server);
    const before = rssMb(server.pid);
    const { result, latencies, failures, peak } = await duringWork(
      server,
      preview(server, auth, shopId, file),
    );
    console.log(`\n${name} (${(file.length / MB).toFixed(2)} MB)`);
    console.log(
      `  preview: ${result.status} in ${(result.ms / 1000).toFixed(2)} s, answer ${(result.bytes / 1024).toFixed(1)} KB`,
    );
    console.log(
      `  /v1/health during it: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `max ${Math.max(0, ...latencies).toFixed(1)} ms, ${failures} failed (deadline ${HEALTH_DEADLINE_MS / 1000} s)`,
    );
    console.log(`  server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

const header =
  'Categorie;Product;Type;Kassacode;0.5g;1g;2.5g;5g;1j;1st;Beschikbaar;Nieuw;Korting 1g';
const long = (i: number) =>
  `Hasj;${'Product met een lange naam '.repeat(28)}${i};soort;${20000 + i};;9,00;21,00;40,00;;;ja;nee;`;

console.log('Menu import against one server process (demo data, embedded database, loopback)');
await measure(
  '4 MB file: a header and 2 million lines of "x"',
  `${header}\n${'x\n'.repeat(Math.floor((4 * MB - header.length - 64) / 2))}`,
);
await measure(
  '4 MB file: a header and 5,000 long lines (the most the import reads)',
  [header, ...Array.from({ length: 5000 }, (_, i) => long(i))].join('\n').slice(0, 4 * MB - 64),
);
await measure(
  '1 MB file: a header and 500,000 lines of "x"',
  `${header}\n${'x\n'.repeat(500_000)}`,
);
