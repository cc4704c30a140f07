/**
 * What a board costs the screen's CPU: the CPU share of every Chromium process (browser, GPU,
 * renderer, utility; the whole process tree) while a board sits idle, and while it snows, and
 * the processor time and draw calls of one render of the whole board. Run
 * with `npx tsx tests/bench/board-cpu.ts`; `BOARD_CPU_SECONDS` sets each window (default 30).
 * Chromium draws with SwiftShader (software WebGL), as on a screen stick without a GPU.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { Page } from 'puppeteer-core';
import { boardStats, openBoard, sleep, startBoardWorld } from '../browser/board-support';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

function line(label: string, value: string, how: string): void {
  console.log(`${label.padEnd(34)} ${value.padEnd(26)} ${how}`);
}

/** Parent pid and utime + stime (clock ticks) of every process now. */
function processTable(): Map<number, { parent: number; ticks: number }> {
  const table = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU ticks used so far by `root` and all its descendants, by pid. */
function treeTicks(root: number): Map<number, number> {
  const table = processTable();
  const ticks = new Map<number, number>();
  const visit = (pid: number) => {
    const entry = table.get(pid);
    if (!entry || ticks.has(pid)) return;
    ticks.set(pid, entry.ticks);
    for (const [child, row] of table) if (row.parent === pid) visit(child);
  };
  visit(root);
  return ticks;
}

/**
 * CPU seconds a process tree used between two readings of `treeTicks`. A process that ended
 * meanwhile counts up to its last reading; one that started counts from zero.
 */
function usedSeconds(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ticks] of after) used += ticks - (before.get(pid) ?? 0);
  return used / TICKS_PER_SECOND;
}

/** The CPU share (100 % = one core) the Chromium tree used over `seconds`. */
async function cpuShare(root: number, seconds: number): Promise<number> {
  const before = treeTicks(root);
  const started = process.hrtime.bigint();
  await sleep(seconds * 1000);
  const after = treeTicks(root);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return (usedSeconds(before, after) / elapsed) * 100;
}

/**
 * Renders the open board `count` times, one after the other, and returns the Chromium tree's
 * processor seconds per render and the draw calls of the last one (WebGL calls counted).
 */
async function renderCost(
  page: Page,
  root: number,
  count: number,
): Promise<{ seconds: number; drawCalls: number }> {
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
    if (!gl) return;
    const counted = window as unknown as { drawCalls: number };
    counted.drawCalls = 0;
    for (const name of ['drawElements', 'drawArrays'] as const) {
      const draw = gl[name].bind(gl) as (...args: unknown[]) => void;
      (gl as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        counted.drawCalls += 1;
        draw(...args);
      };
    }
  });
  let drawCalls = 0;
  await sleep(1000);
  const before = treeTicks(root);
  for (let index = 0; index < count; index += 1) {
    drawCalls = await page.evaluate(async () => {
      const counted = window as unknown as { drawCalls: number };
      counted.drawCalls = 0;
      const board = window.pricelistBoard;
      const renders = board?.stats().renders ?? 0;
      board?.scene()?.requestRender();
      while ((board?.stats().renders ?? 0) === renders || board?.stats().framePending)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // Two frames: the browser has shown it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return counted.drawCalls;
    });
    // The GPU process draws after the page asked: let it finish before the next render.
    await sleep(500);
  }
  return { seconds: usedSeconds(before, treeTicks(root)) / count, drawCalls };
}

async function effectFrames(page: Page): Promise<number> {
  return (await boardStats(page)).effectFrames;
}

/** Runs both measurements and prints them. */
export async function runBoardCpuBench(): Promise<void> {
  const seconds = Number(process.env.BOARD_CPU_SECONDS ?? 30);
  console.log('\nBoard CPU (headless Chromium, SwiftShader WebGL, all browser processes)\n');
  const world = await startBoardWorld();
  try {
    const pid = world.browser.process()?.pid;
    if (!pid) throw new Error('The browser process has no pid.');
    const page = await world.browser.newPage();
    await openBoard(page, `${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`, {
      width: 1920,
      height: 1080,
    });
    await sleep(3000);
    const renderCount = 10;
    const render = await renderCost(page, pid, renderCount);
    line(
      `one render of the board`,
      `${render.seconds.toFixed(3)} s of CPU`,
      `mean of ${renderCount} renders (Chromium tree, with 0.5 s of quiet after each); ${render.drawCalls} draw calls`,
    );
    const idle = await cpuShare(pid, seconds);
    line(
      `idle board, ${seconds} s`,
      `${idle.toFixed(1)} % of one core`,
      'utime+stime of the Chromium process tree (/proc/<pid>/stat) before and after',
    );

    await page.evaluate(() => window.pricelistBoard?.scene()?.setSnow(true));
    await page.waitForFunction(() => (window.pricelistBoard?.stats().effectFrames ?? 0) > 5);
    await sleep(2000);
    const framesBefore = await effectFrames(page);
    const rendersBefore = (await boardStats(page)).renders;
    const snowing = await cpuShare(pid, seconds);
    const frames = (await effectFrames(page)) - framesBefore;
    const renders = (await boardStats(page)).renders - rendersBefore;
    line(
      `snowing board, ${seconds} s`,
      `${snowing.toFixed(1)} % of one core (goal ≤ 30)`,
      `same; ${(frames / seconds).toFixed(1)} snow frames/s, ${renders} board renders meanwhile`,
    );
    await page.evaluate(() => window.pricelistBoard?.scene()?.setSnow(false));
  } finally {
    await world.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runBoardCpuBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
