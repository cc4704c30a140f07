/**
 * Benchmark of a board's start: how long a screen takes from navigation to its first complete
 * frame, cold (a fresh browser profile: no HTTP cache, no service worker, no stored list) and
 * warm (the same profile loading the board again), with the canvas renderer (a stick without
 * WebGL) and with software WebGL; the timeline of each step and the bytes a cold load moves.
 * Run with `npx tsx tests/bench/board-load.ts` (`BOARD_LOAD_RUNS` sets the runs, default 5).
 */
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { NO_WEBGL_FLAGS, launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { waitForBoard } from '../browser/board-support';

const RUNS = Number(process.env.BOARD_LOAD_RUNS ?? 5);
const VIEWPORT = { width: 1920, height: 1080, deviceScaleFactor: 1 };
/** First-frame goals (ms after navigation start): cold per renderer, warm for both. */
const GOALS_MS = { canvas: 1500, webgl: 2500, warm: 1000 } as const;
/** A cold board load on the wire, the offline copy included (tests/browser/board-load.test.ts). */
const BYTES_GOAL = 400 * 1024;

/** Milliseconds after navigation start of each step of one load. */
interface Timeline {
  firstFrame: number;
  /** The main module and its imports have run (DOMContentLoaded waits for module scripts). */
  scriptsDone: number;
  boardChunk: number;
  feed: number;
  fonts: number;
  /** The board's own marks: Pixi running, the first list taken, the theme's fonts usable. */
  stage: number;
  list: number;
  fontsReady: number;
  /** Bytes on the wire until the first frame, and until the network was idle after it. */
  bytesAtFrame: number;
  bytesSettled: number;
}

/** Counts the encoded bytes of every response the page receives. */
async function countBytes(page: Page): Promise<{ session: CDPSession; total: () => number }> {
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  let total = 0;
  session.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength;
  });
  return { session, total: () => total };
}

async function loadOnce(page: Page, url: string, bytes: () => number): Promise<Timeline> {
  const before = bytes();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page, 1, 60_000);
  const atFrame = bytes() - before;
  // Steps the page never took come back as null.
  // A string, not a function: the TypeScript loader would add helpers the page does not have.
  const steps = (await page.evaluate(`(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const first = (test) => {
      const times = resources
        .filter((entry) => test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return times.length ? Math.min(...times) : NaN;
    };
    return {
      firstFrame: window.pricelistBoard?.stats().firstFrameMs ?? NaN,
      scriptsDone: navigation.domContentLoadedEventStart,
      boardChunk: first((path) => /\\/assets\\/Board(Page)?-[^/]*\\.js$/.test(path)),
      feed: first((path) => /^\\/v1\\/shops\\/[^/]+$/.test(path)),
      fonts: first((path) => /\\.woff2?$/.test(path)),
      stage: performance.getEntriesByName('pricelist:stage')[0]?.startTime ?? NaN,
      list: performance.getEntriesByName('pricelist:list')[0]?.startTime ?? NaN,
      fontsReady: performance.getEntriesByName('pricelist:fonts')[0]?.startTime ?? NaN,
    };
  })()`)) as Omit<Timeline, 'bytesAtFrame' | 'bytesSettled'>;
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
  const known = Object.fromEntries(
    Object.entries(steps).map(([key, value]) => [key, value ?? NaN]),
  ) as typeof steps;
  return { ...known, bytesAtFrame: atFrame, bytesSettled: bytes() - before };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medianTimeline(runs: Timeline[]): Timeline {
  const keys = Object.keys(runs[0] as Timeline) as (keyof Timeline)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Timeline;
}

async function measure(
  server: ServerProcess,
  label: string,
  flags: readonly string[],
  url: string,
): Promise<{ cold: Timeline; warm: Timeline; renderer: string }> {
  const browser: Browser = await launchBrowser(flags);
  const cold: Timeline[] = [];
  const warm: Timeline[] = [];
  let renderer = '';
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh profile per run: nothing cached, no service worker, no stored list.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      cold.push(await loadOnce(page, url, (await countBytes(page)).total));
      renderer = await page.evaluate(() => window.pricelistBoard?.stats().renderer ?? '?');
      // A stick that starts again: a new page in the same profile (HTTP cache, service worker,
      // stored list), the old one closed first so its renderer is gone.
      await page.close();
      const again = await context.newPage();
      await again.setViewport(VIEWPORT);
      warm.push(await loadOnce(again, url, (await countBytes(again)).total));
      await context.close();
      process.stdout.write(`  ${label} run ${run + 1}/${RUNS} done\n`);
    }
  } finally {
    await browser.close();
  }
  void server;
  return { cold: medianTimeline(cold), warm: medianTimeline(warm), renderer };
}

const ms = (value: number) =>
  Number.isNaN(value) ? '   -   ' : `${Math.round(value)} ms`.padStart(7);
const kib = (value: number) => `${(value / 1024).toFixed(0)} KiB`;

function print(label: string, timeline: Timeline): void {
  console.log(
    `${label.padEnd(14)} first frame ${ms(timeline.firstFrame)} | scripts run ${ms(timeline.scriptsDone)}` +
      ` | board chunk requested ${ms(timeline.boardChunk)} | feed requested ${ms(timeline.feed)}` +
      ` | fonts requested ${ms(timeline.fonts)} | Pixi running ${ms(timeline.stage)}` +
      ` | list taken ${ms(timeline.list)} | fonts ready ${ms(timeline.fontsReady)}` +
      ` | ${kib(timeline.bytesAtFrame)} on the wire at the first frame,` +
      ` ${kib(timeline.bytesSettled)} once idle`,
  );
}

async function main(): Promise<void> {
  const server = await startServerProcess({ DEMO_DATA: '1' });
  try {
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: server.adminUsername,
        password: server.adminPassword,
        grant_type: 'password',
      }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const list = await fetch(`${server.baseUrl}/v1/shops?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const shops = (await list.json()) as { id: string; name: string }[];
    const shop = shops.find((entry) => entry.name === 'Mississippi') ?? shops[0];
    if (!shop) throw new Error('The demo data has no shop.');
    const url = `${server.baseUrl}/pricelist/${shop.id}`;
    console.log(
      `Board load (headless Chromium, 2 cores, software rendering; median of ${RUNS}; ` +
        'times in ms after navigation start; cold = fresh profile, warm = the same profile again)\n',
    );
    const results = [
      { label: 'canvas', ...(await measure(server, 'canvas', NO_WEBGL_FLAGS, url)) },
      { label: 'webgl', ...(await measure(server, 'webgl', [], url)) },
    ];
    console.log('');
    for (const result of results) {
      print(`${result.label} cold`, result.cold);
      print(`${result.label} warm`, result.warm);
      console.log(`${''.padEnd(14)} (renderer picked: ${result.renderer})`);
    }
    // The goals of a board's start on this kind of machine (2 cores, software rendering).
    console.log('\nGoals (first frame, median):');
    for (const result of results) {
      const coldGoal = GOALS_MS[result.label as keyof typeof GOALS_MS] ?? NaN;
      for (const [kind, timeline, goal] of [
        ['cold', result.cold, coldGoal],
        ['warm', result.warm, GOALS_MS.warm],
      ] as const) {
        const met = timeline.firstFrame <= goal ? 'met' : 'NOT met';
        console.log(
          `  ${result.label} ${kind}: ${ms(timeline.firstFrame)} against <= ${goal} ms: ${met}`,
        );
      }
    }
    const cold = Math.max(...results.map((result) => result.cold.bytesSettled));
    console.log(
      `  cold load on the wire: ${kib(cold)} against <= ${kib(BYTES_GOAL)}: ${cold <= BYTES_GOAL ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
