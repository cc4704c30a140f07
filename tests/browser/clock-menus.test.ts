/**
 * Menus that follow the clock, on a real server and browser: a board goes to its closed screen
 * at closing time and comes back at opening time, and a happy-hour row appears and disappears
 * at its window's boundaries, each within 5 seconds and without a reload. Hours and windows are
 * set a few seconds ahead of the real clock (times may carry seconds).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardRows,
  boardStats,
  openBoard,
  sleep,
  startBoardWorld,
  type BoardWorld,
} from './board-support';

const LANDSCAPE = { width: 1920, height: 1080 };

/** The wall clock in Amsterdam of a moment, "HH:MM:SS". */
function amsterdamTime(at: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

function amsterdamWeekday(at: number): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
  }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** A whole second at least `ms` from now. */
const secondsAhead = (ms: number) => Math.ceil((Date.now() + ms) / 1000) * 1000;

let world: BoardWorld;

beforeAll(async () => {
  world = await startBoardWorld();
}, 120_000);

afterAll(async () => {
  await world?.close();
});

const closedShown = (page: Page) =>
  page.evaluate(() => window.pricelistBoard?.scene()?.closedShown() ?? null);

/** Waits until `check` holds in the page; answers when (ms, this process's clock). */
async function when(page: Page, check: string, timeout: number): Promise<number> {
  await page.waitForFunction(check, { timeout, polling: 100 });
  return Date.now();
}

describe('a board that follows the clock', () => {
  it('goes to the closed screen at closing time and comes back at opening time', async () => {
    const page = await world.browser.newPage();
    const shopId = world.shops['Head Shop'] ?? '';
    await openBoard(page, `${world.server.baseUrl}/pricelist/${shopId}`, LANDSCAPE);
    await page.bringToFront();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    expect(await closedShown(page)).toBeNull();

    // Open all day but for a gap of 8 seconds, starting 6 seconds from now.
    const closes = secondsAhead(6000);
    const opens = closes + 8000;
    const day = [
      { from: '00:00', to: amsterdamTime(closes) },
      { from: amsterdamTime(opens), to: '00:00' },
    ];
    await world.api('PUT', `/v1/shops/${shopId}/opening-hours`, {
      opening_hours: { weekdays: [day, day, day, day, day, day, day], exceptions: [] },
    });
    const check = 'window.pricelistBoard?.scene()?.closedShown() != null';
    const closedAt = await when(page, check, closes - Date.now() + 5000);
    expect(closedAt - closes).toBeLessThan(5000);
    expect(closedAt).toBeGreaterThanOrEqual(closes - 200);
    const shown = await closedShown(page);
    expect(shown?.title).toBe('Gesloten');
    expect(shown?.subtitle).toBe(`Open vanaf ${amsterdamTime(opens).slice(0, 5)}`);

    // The closed screen is drawn once: no renders, no ticker while it shows.
    await sleep(1500);
    const idle = await boardStats(page);
    await sleep(1500);
    const later = await boardStats(page);
    expect(later.renders - idle.renders).toBe(0);
    expect(later.tickerRunning).toBe(false);

    const openAt = await when(
      page,
      'window.pricelistBoard?.scene()?.closedShown() === null',
      opens - Date.now() + 5000,
    );
    expect(openAt - opens).toBeLessThan(5000);
    expect(openAt).toBeGreaterThanOrEqual(opens - 200);
    const rows = (await boardRows(page))?.rows.filter((row) => row.kind === 'row') ?? [];
    expect(rows.length).toBeGreaterThan(5);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await world.api('PUT', `/v1/shops/${shopId}/opening-hours`, { opening_hours: null });
    await page.close();
  }, 60_000);

  it('shows a happy-hour row during its window only, live', async () => {
    const page = await world.browser.newPage();
    const shopId = world.shops.Mississippi ?? '';
    await openBoard(page, `${world.server.baseUrl}/pricelist/${shopId}`, LANDSCAPE);
    await page.bringToFront();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const row = (await boardRows(page))?.rows.find((r) => r.kind === 'row');
    if (!row) throw new Error('no row on the board');
    const hasRow = `(window.pricelistBoard?.rows()?.rows ?? []).some((r) => r.key === ${JSON.stringify(row.key)})`;

    const starts = secondsAhead(6000);
    const ends = starts + 8000;
    await world.api('PUT', `/v1/shops-to-prices/${row.key}/time-windows`, {
      time_windows: [
        { days: [amsterdamWeekday(starts)], from: amsterdamTime(starts), to: amsterdamTime(ends) },
      ],
    });
    // Outside its window now: gone after the save's push.
    await when(page, `!${hasRow}`, 5000);
    const appeared = await when(page, hasRow, starts - Date.now() + 5000);
    expect(appeared - starts).toBeLessThan(5000);
    expect(appeared).toBeGreaterThanOrEqual(starts - 200);
    const gone = await when(page, `!${hasRow}`, ends - Date.now() + 5000);
    expect(gone - ends).toBeLessThan(5000);
    expect(gone).toBeGreaterThanOrEqual(ends - 200);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await world.api('PUT', `/v1/shops-to-prices/${row.key}/time-windows`, { time_windows: [] });
    await page.close();
  }, 60_000);
});
