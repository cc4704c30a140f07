/**
 * What the server sends a board, on the wire: the real server process with the demo data (built
 * and started by `scripts/start.mjs`), a board opened in headless Chromium, and every response's
 * encoded length as Chromium's network layer reports it (`Network.loadingFinished`
 * `encodedDataLength`: headers and body as they arrived, compressed or not).
 *
 * Figures: a cold board load (new browser context, nothing cached), a warm load (the same context
 * again), a feed refetch (a change to the shop, then everything the board fetches until it shows
 * the new list), and requests per second of the feed with `Accept-Encoding: br` against a bare
 * node:http server sending the same compressed bytes, and of the cache status. Run with
 * `npx tsx tests/bench/wire.ts`; `BENCH_SECONDS` sets each autocannon run (default 8).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import type { BrowserContext, CDPSession, Page } from 'puppeteer-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import { waitForBoard } from '../browser/board-support';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const LANDSCAPE = { width: 1920, height: 1080, deviceScaleFactor: 1 };
const KIB = 1024;

interface Transfer {
  url: string;
  bytes: number;
  encoding: string;
}

/** Records every response of a page by its encoded length on the wire. */
class WireMeter {
  private readonly urls = new Map<string, string>();
  private readonly encodings = new Map<string, string>();
  private readonly done: Transfer[] = [];

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event) => {
      this.urls.set(event.requestId, event.request.url);
    });
    session.on('Network.responseReceived', (event) => {
      const headers = event.response.headers as Record<string, string>;
      const encoding = Object.entries(headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      this.encodings.set(event.requestId, encoding ?? 'identity');
    });
    session.on('Network.loadingFinished', (event) => {
      const url = this.urls.get(event.requestId) ?? '?';
      // data: addresses never touch the network.
      if (url.startsWith('data:')) return;
      this.done.push({
        url,
        bytes: event.encodedDataLength,
        encoding: this.encodings.get(event.requestId) ?? 'identity',
      });
    });
  }

  /** What finished since the last call. */
  take(): Transfer[] {
    return this.done.splice(0);
  }
}

async function meteredPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewport(LANDSCAPE);
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  return { page, meter: new WireMeter(session) };
}

/** Waits until no response has finished for `quietMs` (late font subsets, pictures). */
async function settle(meter: WireMeter, page: Page, quietMs = 1500): Promise<Transfer[]> {
  const all: Transfer[] = [];
  let last = Date.now();
  while (Date.now() - last < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const more = meter.take();
    if (more.length) {
      all.push(...more);
      last = Date.now();
    }
  }
  void page;
  return all;
}

function summary(transfers: Transfer[]) {
  const bytes = transfers.reduce((sum, t) => sum + t.bytes, 0);
  return { requests: transfers.length, bytes };
}

function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

function line(label: string, value: string, how: string): void {
  console.log(`${label.padEnd(34)} ${value.padEnd(30)} ${how}`);
}

function shortUrl(url: string, base: string): string {
  const path = url.startsWith(base) ? url.slice(base.length) : url;
  return path.length > 70 ? `${path.slice(0, 67)}...` : path;
}

/** The largest transfers, to see where the bytes go. */
function printLargest(transfers: Transfer[], base: string, count = 8): void {
  for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes).slice(0, count)) {
    console.log(
      `    ${kib(t.bytes).padStart(10)}  ${t.encoding.padEnd(8)} ${shortUrl(t.url, base)}`,
    );
  }
}

/** A bare Node http server in its own process answering every request with the same bytes. */
async function startBareServer(body: Buffer, etag: string, encoding: string) {
  const code = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    const server = http.createServer((req, res) => {
      const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, etag: process.env.ETAG, vary: 'Accept-Encoding' };
      if (process.env.ENCODING !== 'identity') headers['content-encoding'] = process.env.ENCODING;
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, BODY: body.toString('base64'), ETAG: etag, ENCODING: encoding },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}/`, stop: () => child.kill('SIGTERM') };
}

async function rps(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Reads a whole answer as raw bytes, without decoding (node:http does not decompress). */
async function rawGet(url: string, headers: Record<string, string>) {
  const { get } = await import('node:http');
  return new Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      }).on('error', reject);
    },
  );
}

async function main() {
  console.log('Wire benchmark: what a board costs on the network (headless Chromium, demo data)\n');
  const server = await startServerProcess({ DEMO_DATA: '1' });
  const browser = await launchBrowser();
  try {
    const base = server.baseUrl;
    const login = await fetch(`${base}/v1/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
    const shops = (await (
      await fetch(`${base}/v1/shops?filter=name:Mississippi`, { headers: { authorization: auth } })
    ).json()) as { id: string }[];
    const shopId = shops[0]?.id;
    if (!shopId) throw new Error('The demo shop is missing.');
    const boardUrl = `${base}/pricelist/${shopId}`;

    const context = await browser.createBrowserContext();
    const { page, meter } = await meteredPage(context);
    await page.goto(boardUrl, { waitUntil: 'load' });
    await waitForBoard(page);
    const cold = await settle(meter, page);
    const coldSum = summary(cold);
    line(
      'cold board load',
      `${coldSum.requests} requests, ${kib(coldSum.bytes)}`,
      'new browser context; sum of encodedDataLength until 1.5 s without a response (target <= 600 KiB)',
    );
    printLargest(cold, base);

    await page.goto(boardUrl, { waitUntil: 'load' });
    await waitForBoard(page);
    const warm = await settle(meter, page);
    const warmSum = summary(warm);
    line(
      'warm board load',
      `${warmSum.requests} requests, ${kib(warmSum.bytes)}`,
      'the same context opened again (HTTP cache, service worker)',
    );
    printLargest(warm, base, 5);

    // A change to the shop: the board hears the push and reads its list again.
    const before = await page.evaluate(() => window.pricelistBoard?.stats().dataVersion ?? 0);
    const config = (await (
      await fetch(`${base}/v1/shops/${shopId}`, { headers: { authorization: auth } })
    ).json()) as { config: { use_truncated_prices?: boolean } };
    const changed = await fetch(`${base}/v1/shops/set-config/${shopId}`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ use_truncated_prices: !config.config.use_truncated_prices }),
    });
    if (changed.status !== 200) throw new Error(`PUT set-config answered ${changed.status}`);
    await waitForBoard(page, before + 1);
    const refetch = await settle(meter, page);
    const refetchSum = summary(refetch);
    const feedOnly = refetch.filter((t) => new URL(t.url).pathname === `/v1/shops/${shopId}`);
    line(
      'feed refetch after a change',
      `${refetchSum.requests} requests, ${kib(refetchSum.bytes)}`,
      `everything fetched from the change until the board is quiet; the shop's own feed: ${kib(
        summary(feedOnly).bytes,
      )} (${feedOnly.map((t) => t.encoding).join(', ') || 'none'}) (target <= 20 KiB)`,
    );
    printLargest(refetch, base, 5);
    await context.close();

    // The feed's own sizes per encoding.
    const feedUrl = `${base}/v1/shops/${shopId}`;
    const sizes: Record<string, number> = {};
    for (const encoding of ['identity', 'gzip', 'br']) {
      const answer = await rawGet(feedUrl, { 'accept-encoding': encoding });
      sizes[encoding] = answer.body.length;
    }
    line(
      'feed body per Accept-Encoding',
      `${sizes.identity} / ${sizes.gzip} / ${sizes.br} B`,
      'identity / gzip / br, raw bytes of GET /v1/shops/{id} (Mississippi)',
    );

    // Requests per second: the feed as a browser asks for it, against bare node:http.
    const answer = await rawGet(feedUrl, { 'accept-encoding': 'br, gzip' });
    const encoding = String(answer.headers['content-encoding'] ?? 'identity');
    const bare = await startBareServer(answer.body, String(answer.headers.etag ?? ''), encoding);
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const feed = await rps(feedUrl, headers);
    const bareResult = await rps(bare.url, headers);
    bare.stop();
    const statusUrl = `${base}/v1/shops/cache-status/${shopId}`;
    const status = await rps(statusUrl, headers);
    const cmd = `autocannon -c ${CONNECTIONS} -d ${DURATION_S} -H 'Accept-Encoding: gzip, deflate, br'`;
    line(
      'GET /v1/shops/{id}',
      `${feed.rps.toFixed(0)} req/s, p99 ${feed.p99} ms`,
      `${encoding} answer of ${answer.body.length} B; ${cmd}`,
    );
    line(
      'bare node:http, same bytes',
      `${bareResult.rps.toFixed(0)} req/s, p99 ${bareResult.p99} ms`,
      `same body and content-encoding; ${cmd}`,
    );
    line('feed / bare', `${(feed.rps / bareResult.rps).toFixed(2)}x`, 'target >= 0.7x');
    line(
      'GET /v1/shops/cache-status/{id}',
      `${status.rps.toFixed(0)} req/s, p99 ${status.p99} ms`,
      cmd,
    );
    if (feed.non2xx || bareResult.non2xx || status.non2xx) {
      console.log(
        `non-2xx answers: feed ${feed.non2xx}, bare ${bareResult.non2xx}, status ${status.non2xx}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
