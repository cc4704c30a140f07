/**
 * Benchmark of the board: what a shop's screen stick pays for it. Prints each figure with how
 * it was measured. Run with `npx tsx tests/bench/board.ts`; `BOARD_BENCH_IDLE_SECONDS` shortens
 * the idle measurement (default 60).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { build } from 'vite';
import { BENCH_SIZES, benchLayout, benchShapes } from '../../renderer/layout/bench';
import { DEFAULT_THEME } from '../../themes';
import {
  boardIdentities,
  boardStats,
  discountOneRow,
  sleep,
  startBoardWorld,
  waitForBoard,
} from '../browser/board-support';

const LANDSCAPE = { width: 1920, height: 1080, deviceScaleFactor: 1 };

function line(label: string, value: string, how: string): void {
  console.log(`${label.padEnd(34)} ${value.padEnd(26)} ${how}`);
}

/** Gzipped size of the board route's JavaScript and CSS, from a fresh production build. */
async function bundleSize(): Promise<{ js: number; css: number; files: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'board-bundle-'));
  try {
    await build({ logLevel: 'silent', build: { outDir, manifest: true, emptyOutDir: true } });
    type Chunk = { file: string; imports?: string[]; css?: string[] };
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, Chunk>;
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // What a board address loads before it draws: the app's entry and the board's chunk, each
    // with everything they import statically (fonts are loaded on demand and counted apart).
    visit('index.html');
    visit('src/board/BoardPage.tsx');
    const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    return {
      js: [...seen].reduce((sum, file) => sum + gz(file), 0),
      css: [...css].reduce((sum, file) => sum + gz(file), 0),
      files: seen.size + css.size,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Clicks the bar's button that reads `label`. */
async function clickBarButton(page: Page, label: string): Promise<void> {
  if (!(await page.$('.board-bar'))) await page.click('.board-corner');
  const buttons = await page.$$('.board-bar-button');
  for (const button of buttons) {
    if ((await button.evaluate((node) => node.textContent)) === label) {
      await button.click();
      return;
    }
  }
  throw new Error(`The control bar has no '${label}' button.`);
}

/**
 * CPU time per frame with snow on, against an empty Pixi stage of the same size made in the
 * same page: many frames, in interleaved rounds, so that both see the same machine state.
 */
async function measureFrameCost(page: Page) {
  await clickBarButton(page, 'Let it snow');
  await page.waitForFunction(() => Boolean(window.pricelistBoard?.scene()?.snowLayer()));
  const result = await page.evaluate(async (frames: number) => {
    const layer = window.pricelistBoard?.scene()?.snowLayer();
    if (!layer) throw new Error('No snow layer.');
    // While it snows, a frame is the snow layer's render: the board canvas is not redrawn.
    const app = layer.application();
    // The frames below are driven by hand; the layer's timer would add frames of its own.
    layer.pause();
    const empty = new (app.constructor as new () => typeof app)();
    await empty.init({
      preference: 'webgl',
      width: app.renderer.width,
      height: app.renderer.height,
      resolution: app.renderer.resolution,
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
      gcActive: false,
    });
    // One frame per animation frame, as the ticker would: back to back, WebGL calls would wait
    // for the software GPU to catch up and the wait would be counted as the board's cost. The
    // three kinds of frame alternate, and medians keep a busy machine's hiccups out.
    // Plain loops only: a helper function here would be renamed by the TypeScript loader, and
    // its helper does not exist in the page.
    const samples: { board: number[]; empty: number[]; tick: number[] } = {
      board: [],
      empty: [],
      tick: [],
    };
    for (let i = 0; i < frames; i += 1) {
      for (let kind = 0; kind < 3; kind += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const start = performance.now();
        if (kind === 0) app.render();
        else if (kind === 1) empty.render();
        else {
          layer.drawFrame(1000 / 60);
        }
        const spent = performance.now() - start;
        if (kind === 0) samples.board.push(spent);
        else if (kind === 1) samples.empty.push(spent);
        else samples.tick.push(spent);
      }
    }
    // performance.now() is coarsened to 0.1 ms in a page, so a single frame cannot be timed
    // finely: the mean of many frames can, once the slowest 5% (machine hiccups) are dropped.
    const kept = Math.floor(frames * 0.95);
    const means = { board: 0, empty: 0, tick: 0 };
    for (const kind of ['board', 'empty', 'tick'] as const) {
      const sorted = samples[kind].sort((a, b) => a - b).slice(0, kept);
      means[kind] = sorted.reduce((sum, value) => sum + value, 0) / kept;
    }
    empty.destroy({ removeView: true });
    return {
      frames,
      ...means,
    };
  }, 300);
  await clickBarButton(page, 'Let it stop');
  return {
    ...result,
    renderRatio: result.board / result.empty,
    tickRatio: result.tick / result.empty,
  };
}

async function openCounted(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await waitForBoard(page);
  return Date.now() - started;
}

/** Runs every measurement and prints it. */
export async function runBoardBench(): Promise<void> {
  const idleSeconds = Number(process.env.BOARD_BENCH_IDLE_SECONDS ?? 60);
  console.log('Board benchmark (headless Chromium, SwiftShader WebGL, 2 cores)\n');

  for (const result of benchLayout({ theme: DEFAULT_THEME, sizes: BENCH_SIZES, runs: 15 })) {
    line(
      `layout ${result.items} items`,
      `${result.medianMs.toFixed(2)} ms`,
      `median of 15 layoutBoard calls in Node (fixed-width measurer), ${result.rows} rows placed, ${result.dropped} on later pages`,
    );
  }
  console.log(
    '\nFit to content per menu shape (default theme; normal = cannabis, extra = hospitality):',
  );
  for (const r of benchShapes({ theme: DEFAULT_THEME, runs: 9 })) {
    line(
      `${r.shape}, ${r.variant} ${r.orientation}`,
      `${r.medianMs.toFixed(2)} ms, row ${r.rowHeight.toFixed(1)} px`,
      `fonts name/price/header/legend ${r.fonts.name}/${r.fonts.price}/${r.fonts.header}/${r.fonts.legend} px, ` +
        `height used ${(r.heightUsed * 100).toFixed(0)} %${r.largest ? ' (largest rows)' : ''}, ` +
        `${r.columns} columns, ${r.pages} page${r.pages === 1 ? '' : 's'}; median of 9 layoutBoard calls`,
    );
  }
  console.log('');

  const world = await startBoardWorld();
  try {
    const page = await world.browser.newPage();
    await page.setViewport(LANDSCAPE);
    // Counts every animation frame the page asks for: an idle board should ask for none.
    await page.evaluateOnNewDocument(() => {
      const original = window.requestAnimationFrame.bind(window);
      const counter = { frames: 0 };
      Object.assign(window, { boardBenchFrames: counter });
      window.requestAnimationFrame = (callback) => {
        counter.frames += 1;
        return original(callback);
      };
    });
    const url = `${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`;
    const cold = await openCounted(page, url);
    const coldFrame = (await boardStats(page)).firstFrameMs ?? NaN;
    const warm = await openCounted(page, url);
    const warmFrame = (await boardStats(page)).firstFrameMs ?? NaN;
    line(
      'navigation to first frame (cold)',
      `${coldFrame.toFixed(0)} ms`,
      `performance.now() at the first render, empty cache (${cold} ms goto to complete frame, from the driver)`,
    );
    line(
      'navigation to first frame (warm)',
      `${warmFrame.toFixed(0)} ms`,
      `same, second visit with HTTP and service-worker caches (${warm} ms from the driver)`,
    );

    const before = await boardStats(page);
    const framesBefore = await page.evaluate(
      () => (window as unknown as { boardBenchFrames: { frames: number } }).boardBenchFrames.frames,
    );
    await sleep(idleSeconds * 1000);
    const after = await boardStats(page);
    const framesAfter = await page.evaluate(
      () => (window as unknown as { boardBenchFrames: { frames: number } }).boardBenchFrames.frames,
    );
    line(
      `renders in ${idleSeconds} idle seconds`,
      `${after.renders - before.renders} (goal 0)`,
      `stats().renders before and after; ${framesAfter - framesBefore} requestAnimationFrame calls, ticker running: ${after.tickerRunning}`,
    );

    const identities = await boardIdentities(page);
    const change = await discountOneRow(world, page);
    const now = await boardIdentities(page);
    const reused = Object.keys(identities).filter(
      (key) => key !== change.key && JSON.stringify(now[key]) === JSON.stringify(identities[key]),
    ).length;
    line(
      'renders for one price change',
      `${change.renders} (goal 1)`,
      "stats().renders around a PUT of one link's discount, pushed over the socket, 1 s settle",
    );
    line(
      'new display objects for it',
      `${change.created} (goal: changed row only)`,
      `stats().created delta; ${reused} of ${Object.keys(identities).length - 1} other rows kept every display object`,
    );

    const cost = await measureFrameCost(page);
    line(
      'snow frame cost vs empty stage',
      `${cost.renderRatio.toFixed(2)} (goal <= 1.25)`,
      `CPU ms per app.render of the snow layer (95% trimmed mean ${cost.board.toFixed(3)}; the board canvas is not redrawn) / empty 1920x1080 Pixi stage (${cost.empty.toFixed(3)}), ${cost.frames} frames each, one per animation frame, alternating, same page`,
    );
    line(
      'snow frame incl. flake update',
      `${cost.tickRatio.toFixed(2)}`,
      `CPU ms per ticker frame (flakes moved + render, ${cost.tick.toFixed(3)}) / empty stage render`,
    );

    const client = await page.createCDPSession();
    await client.send('HeapProfiler.collectGarbage');
    const metrics = await page.metrics();
    line(
      'JS heap used',
      `${((metrics.JSHeapUsedSize ?? 0) / 1048576).toFixed(1)} MiB`,
      `CDP Performance metrics after a forced GC (total ${((metrics.JSHeapTotalSize ?? 0) / 1048576).toFixed(1)} MiB); ${after.textures} GPU textures, ${after.displayObjects} display objects`,
    );
  } finally {
    await world.close();
  }

  const size = await bundleSize();
  line(
    'board bundle (gzip -9)',
    `${(size.js / 1024).toFixed(1)} KiB JS + ${(size.css / 1024).toFixed(1)} KiB CSS`,
    `vite build with manifest: the entry and src/board/BoardPage.tsx with their static imports, ${size.files} files; theme fonts load on demand`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runBoardBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
