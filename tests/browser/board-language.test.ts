import type { Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardLayout } from '../../renderer/layout';
import { TEXT_FADE } from '../../renderer/scene/text-fade';
import type { ShopFeed } from '../../src/domain';
import { boardStats, openBoard, sleep, startBoardWorld, type BoardWorld } from './board-support';

/**
 * A board taking turns in Dutch and English: each switch is one render of the other language's
 * texts plus the short fade, the price grid does not move, and nothing renders in between. The
 * preview picks a language with `?lang=`.
 */
const LANDSCAPE = { width: 1920, height: 1080 };

/** The grid of a layout: every row's box and every price column's place. */
function grid(layout: BoardLayout | null) {
  return (layout?.rows ?? []).map((row) => ({
    key: row.key,
    box: [row.kind, row.page, row.column, row.x, row.y, row.w, row.h],
    prices:
      row.kind === 'row'
        ? row.prices.map((cell) => [cell.x, cell.w])
        : row.kind === 'title'
          ? row.headers.map((cell) => [cell.x, cell.w])
          : [],
  }));
}

/** The category titles a layout shows. */
function titles(layout: BoardLayout | null): string[] {
  return (layout?.rows ?? []).flatMap((row) =>
    row.kind === 'title' && row.title ? [row.title.text] : [],
  );
}

async function language(target: Page | Frame): Promise<string | undefined> {
  return target.evaluate(() => window.pricelistBoard?.language());
}

let world: BoardWorld;
let shopId: string;
let feed: ShopFeed;

beforeAll(async () => {
  world = await startBoardWorld();
  shopId = world.shops.Oudegracht as string;
  feed = await world.api<ShopFeed>('GET', `/v1/shops/${shopId}`);
});

afterAll(async () => {
  await world?.close();
});

describe('a board in two languages', () => {
  it('switches every 4 s with a few renders per switch, the price grid staying put', async () => {
    await world.api('PUT', `/v1/shops/${shopId}/board-language`, { mode: 'both', seconds: 4 });
    const english = new Set(feed.prices.map((item) => item.category_name_en).filter(Boolean));
    const dutch = new Set(feed.prices.map((item) => item.category_name));
    expect(english.size).toBeGreaterThan(0);
    const page = await world.browser.newPage();
    try {
      await openBoard(page, `${world.server.baseUrl}/pricelist/${shopId}/extra`, LANDSCAPE);
      await page.bringToFront();
      // Each reading is taken in one step in the page, at a moment the board is settled (no
      // frame pending, the fade over), so a switch cannot fall between two readings; on a slow
      // machine more switches may pass between readings, and the counts allow for that.
      const settled = async () => {
        const handle = await page.waitForFunction(
          () => {
            const board = window.pricelistBoard;
            const stats = board?.stats();
            if (!board || !stats || stats.framePending || stats.pendingImages > 0) return false;
            return { stats, language: board.language(), rows: board.rows() };
          },
          { timeout: 30_000, polling: 50 },
        );
        return (await handle.jsonValue()) as {
          stats: Awaited<ReturnType<typeof boardStats>>;
          language: string | undefined;
          rows: BoardLayout | null;
        };
      };
      const seen = new Map<string, BoardLayout | null>();
      const start = await settled();
      let quiet = 0;
      let last = start;
      // A quiet reading needs 400 ms without a switch after the board settled: every 4 s leaves
      // room for it after the fade also on a busy machine (every 2 s did not always), and up to
      // 12 switches are watched for two of them.
      for (let turn = 0; turn < 12 && (turn < 3 || seen.size < 2 || quiet < 2); turn += 1) {
        const now = await settled();
        seen.set(now.language ?? '', now.rows);
        // Nothing is drawn until the next switch (checked when no switch came in between).
        await sleep(400);
        const later = await boardStats(page);
        if (later.languageSwitches === now.stats.languageSwitches) {
          expect(later.renders).toBe(now.stats.renders);
          quiet += 1;
        }
        await page.waitForFunction(
          (count: number) => (window.pricelistBoard?.stats().languageSwitches ?? 0) > count,
          { timeout: 20_000, polling: 50 },
          now.stats.languageSwitches,
        );
        last = await settled();
      }
      expect(quiet).toBeGreaterThanOrEqual(2);
      const switches = last.stats.languageSwitches - start.stats.languageSwitches;
      expect(switches).toBeGreaterThanOrEqual(3);
      // The texts change, the data and the layouts do not.
      expect(last.stats.dataVersion).toBe(start.stats.dataVersion);
      expect(last.stats.layouts).toBe(start.stats.layouts);
      // One render of the new texts and the fade's few steps per switch: never a running loop.
      const renders = last.stats.renders - start.stats.renders;
      expect(renders).toBeGreaterThanOrEqual(switches);
      expect(renders).toBeLessThanOrEqual(switches * (1 + TEXT_FADE.steps));
      expect((await boardStats(page)).tickerRunning).toBe(false);
      const nl = seen.get('nl') ?? null;
      const en = seen.get('en') ?? null;
      expect(nl?.rows.length).toBeGreaterThan(0);
      expect(grid(en)).toEqual(grid(nl));
      expect(titles(nl).every((title) => dutch.has(title))).toBe(true);
      expect(titles(en).some((title) => english.has(title))).toBe(true);
      expect(titles(en)).not.toEqual(titles(nl));
    } finally {
      await page.close();
      await world.api('PUT', `/v1/shops/${shopId}/board-language`, { mode: 'nl', seconds: 15 });
    }
  }, 180_000);

  it('says it is closed in the board language: English alone, or both', async () => {
    const closedAllWeek = { weekdays: Array.from({ length: 7 }, () => []), exceptions: [] };
    await world.api('PUT', `/v1/shops/${shopId}/opening-hours`, { opening_hours: closedAllWeek });
    const page = await world.browser.newPage();
    const closedTitle = async (mode: 'nl' | 'en' | 'both') => {
      await world.api('PUT', `/v1/shops/${shopId}/board-language`, { mode, seconds: 4 });
      await openBoard(page, `${world.server.baseUrl}/pricelist/${shopId}`, LANDSCAPE);
      const shown = await page.waitForFunction(
        () => window.pricelistBoard?.scene()?.closedShown() ?? false,
        { timeout: 30_000, polling: 100 },
      );
      return ((await shown.jsonValue()) as { title: string }).title;
    };
    try {
      expect(await closedTitle('nl')).toBe('Gesloten');
      expect(await closedTitle('en')).toBe('Closed');
      expect(await closedTitle('both')).toBe('Gesloten · Closed');
      // One still screen: a closed two-language board does not take turns.
      const before = await boardStats(page);
      await sleep(5000);
      const after = await boardStats(page);
      expect(after.languageSwitches).toBe(before.languageSwitches);
      expect(after.renders).toBe(before.renders);
    } finally {
      await page.close();
      await world.api('PUT', `/v1/shops/${shopId}/opening-hours`, { opening_hours: null });
      await world.api('PUT', `/v1/shops/${shopId}/board-language`, { mode: 'nl', seconds: 15 });
    }
  }, 120_000);

  it('shows English in a preview with ?lang=en, and Dutch without it', async () => {
    const page = await world.browser.newPage();
    try {
      const open = async (path: string) => {
        await page.goto(`${world.server.baseUrl}/preview/${encodeURIComponent(path)}`, {
          waitUntil: 'load',
        });
        const frame = await (await page.waitForSelector('iframe.preview-frame'))?.contentFrame();
        if (!frame) throw new Error('The preview has no board frame.');
        await frame.waitForFunction(() => (window.pricelistBoard?.stats().renders ?? 0) > 0, {
          timeout: 30_000,
        });
        const rows = await frame.evaluate(() => window.pricelistBoard?.rows() ?? null);
        return { language: await language(frame), titles: titles(rows) };
      };
      const english = await open(`/pricelist/${shopId}?lang=en`);
      expect(english.language).toBe('en');
      const names = new Set(feed.prices.map((item) => item.category_name_en).filter(Boolean));
      expect(english.titles.length).toBeGreaterThan(0);
      expect(english.titles.some((title) => names.has(title))).toBe(true);
      const dutch = await open(`/pricelist/${shopId}`);
      expect(dutch.language).toBe('nl');
      expect(dutch.titles).not.toEqual(english.titles);
    } finally {
      await page.close();
    }
  });
});
