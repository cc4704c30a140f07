/**
 * Part of `npm run bench:soak`: a board in headless Chromium through two hours of simulated time
 * with a price change every minute. A fake clock in the page moves every timer of a second or
 * longer (the feed's polling and revalidation) and `Date.now` forward by a minute per step;
 * shorter timers and animation frames stay real. Figures: display objects, textures, the JS
 * heap, renders and feed requests every 20 simulated minutes. Exits non-zero when display
 * objects or textures grew.
 */
import type { Page } from 'puppeteer-core';
import {
  boardRows,
  boardStats,
  openBoard,
  startBoardWorld,
  waitForBoard,
} from '../browser/board-support';

const MINUTES = Number(process.env.BOARD_SOAK_MINUTES ?? 120);
const LANDSCAPE = { width: 1920, height: 1080 };

/** Installed before the page's own scripts: timers of 1 s or more run on a clock we move. */
function installFakeClock(): void {
  const w = window as unknown as Record<string, unknown> & Window;
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const realSetInterval = window.setInterval.bind(window);
  const realClearInterval = window.clearInterval.bind(window);
  const realNow = Date.now.bind(Date);
  const LONG_MS = 1000;
  interface Timer {
    at: number;
    every: number;
    run: () => void;
  }
  const timers = new Map<number, Timer>();
  let offset = 0;
  let nextId = 1_000_000_000;
  const now = () => realNow() + offset;
  const schedule = (handler: TimerHandler, ms: number | undefined, every: boolean) => {
    const id = nextId++;
    const run = () => (typeof handler === 'function' ? (handler as () => void)() : undefined);
    timers.set(id, { at: now() + (ms ?? 0), every: every ? (ms ?? 0) : 0, run });
    return id;
  };
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    (ms ?? 0) < LONG_MS
      ? realSetTimeout(handler, ms, ...args)
      : schedule(handler, ms, false)) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    (ms ?? 0) < LONG_MS
      ? realSetInterval(handler, ms, ...args)
      : schedule(handler, ms, true)) as typeof window.setInterval;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && timers.has(id)) timers.delete(id);
    else realClearTimeout(id);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined && timers.has(id)) timers.delete(id);
    else realClearInterval(id);
  }) as typeof window.clearInterval;
  Date.now = now;
  w.fakeClock = {
    /** Moves the clock forward, running every timer that falls due on the way, in order. */
    advance(ms: number) {
      const target = now() + ms;
      for (;;) {
        let nextId: number | null = null;
        let next: Timer | null = null;
        for (const [id, timer] of timers) {
          if (timer.at <= target && (!next || timer.at < next.at)) {
            next = timer;
            nextId = id;
          }
        }
        if (!next || nextId === null) break;
        offset += Math.max(0, next.at - now());
        if (next.every > 0) next.at += next.every;
        else timers.delete(nextId);
        next.run();
      }
      offset += Math.max(0, target - now());
    },
    pending: () => timers.size,
  };
}

interface Sample {
  minute: number;
  displayObjects: number;
  textures: number;
  heapMiB: number;
  renders: number;
  feedRequests: number;
}

async function heapMiB(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  await session.send('Performance.enable');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1024 / 1024;
}

async function main() {
  const world = await startBoardWorld();
  let failed = false;
  try {
    const page = await world.browser.newPage();
    // The TypeScript runner names functions through a helper the page does not have.
    await page.evaluateOnNewDocument('globalThis.__name = (target) => target;');
    await page.evaluateOnNewDocument(installFakeClock);
    let feedRequests = 0;
    const shopId = world.shops.Mississippi as string;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/v1/shops/${shopId}`) feedRequests += 1;
    });
    await openBoard(page, `${world.server.baseUrl}/pricelist/${shopId}`, LANDSCAPE);

    // Rows whose discount changes, one per minute in turn.
    const rows = ((await boardRows(page))?.rows ?? []).filter((row) => row.kind === 'row');
    const links = await Promise.all(
      rows
        .slice(0, 6)
        .map((row) => world.api<Record<string, unknown>>('GET', `/v1/shops-to-prices/${row.key}`)),
    );
    const change = async (minute: number) => {
      const link = links[minute % links.length] as Record<string, unknown> & {
        id: string;
        json_prices: { label: string; price: number; active: boolean }[];
        deactivated_labels: string[];
      };
      const entry = link.json_prices.find(
        (price) =>
          price.active && !link.deactivated_labels.includes(price.label) && price.price > 1,
      );
      const body = {
        ...Object.fromEntries(
          [
            'shop_id',
            'price_id',
            'category_id',
            'kind_id',
            'product_id',
            'active',
            'new',
            'deactivated_labels',
            'use_half',
            'use_one',
            'use_two_five',
            'use_five',
            'use_joint',
            'use_piece',
          ].map((field) => [field, link[field]]),
        ),
        action_labels:
          entry && minute % 3 !== 0
            ? [
                {
                  label: entry.label,
                  price: Math.round((entry.price - 0.25 * (minute % 3)) * 100) / 100,
                },
              ]
            : [],
      };
      await world.api('PUT', `/v1/shops-to-prices/${link.id}`, body);
    };

    const samples: Sample[] = [];
    const sample = async (minute: number) => {
      const stats = await boardStats(page);
      samples.push({
        minute,
        displayObjects: stats.displayObjects,
        textures: stats.textures,
        heapMiB: await heapMiB(page),
        renders: stats.renders,
        feedRequests,
      });
    };
    for (let minute = 1; minute <= MINUTES; minute++) {
      const before = (await boardStats(page)).dataVersion;
      await change(minute);
      await page.evaluate(() =>
        (window as unknown as { fakeClock: { advance(ms: number): void } }).fakeClock.advance(
          60_000,
        ),
      );
      await waitForBoard(page, before + 1);
      if (minute === 10 || minute % 20 === 0) await sample(minute);
    }

    console.log(`Board through ${MINUTES} simulated minutes, a price change every minute:`);
    console.log('minute  display objects  textures  JS heap (MiB)  renders  feed requests');
    for (const s of samples) {
      console.log(
        `${String(s.minute).padStart(6)}  ${String(s.displayObjects).padStart(15)}  ${String(s.textures).padStart(8)}  ${s.heapMiB.toFixed(1).padStart(13)}  ${String(s.renders).padStart(7)}  ${String(s.feedRequests).padStart(13)}`,
      );
    }
    const first = samples[0];
    const last = samples.at(-1);
    if (first && last) {
      failed = last.displayObjects > first.displayObjects || last.textures > first.textures;
      console.log(
        `display objects ${first.displayObjects} → ${last.displayObjects}, textures ${first.textures} → ${last.textures}: ${failed ? 'GREW' : 'flat'}`,
      );
    }
  } finally {
    await world.close();
  }
  if (failed) process.exitCode = 1;
}

await main();
