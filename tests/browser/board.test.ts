import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRow, LayoutRow } from '../../renderer/layout';
import {
  boardIdentities,
  boardRows,
  boardStats,
  discountOneRow,
  openBoard,
  sleep,
  startBoardWorld,
  waitForBoard,
  type BoardWorld,
} from './board-support';
import { startTcpProxy } from '../support/tcp-proxy';

const LANDSCAPE = { width: 1920, height: 1080 };

let world: BoardWorld;
let page: Page;
let boardUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  // The board as `npm start` serves it: on the embedded database (most browser files run on
  // the run's PostgreSQL server when there is one).
  world = await startBoardWorld([], { database: 'embedded' });
  page = await world.browser.newPage();
  page.on('request', (request) => requested.push(new URL(request.url(), 'http://x').pathname));
  boardUrl = `${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`;
  await openBoard(page, boardUrl, LANDSCAPE);
});

afterAll(async () => {
  await world?.close();
});

/** The labels of the control bar's buttons, in order. */
const barLabels = () =>
  page.$$eval('.board-bar-button', (buttons) => buttons.map((b) => b.textContent ?? ''));

async function clickBar(label: string): Promise<void> {
  const buttons = await page.$$('.board-bar-button');
  for (const button of buttons) {
    if ((await button.evaluate((node) => node.textContent)) === label) return button.click();
  }
  throw new Error(`No '${label}' in the control bar.`);
}

const dataRows = (rows: LayoutRow[]) => rows.filter((row): row is DataRow => row.kind === 'row');

describe('the board of Mississippi', () => {
  it('loads only the board: no back-office page, layout, guard or router', () => {
    const scripts = requested.filter((path) => path.endsWith('.js'));
    // The board's own page (board.html): its first script, then the board.
    expect(scripts.some((path) => /\/board-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => path.includes('/Board-'))).toBe(true);
    const backOffice = scripts.filter((path) =>
      /(Page|Layout|Require\w+|router|index)-[\w-]+\.js$/.test(path),
    );
    expect(backOffice).toEqual([]);
  });

  it('shows its menu with fonts loaded, and draws nothing while idle', async () => {
    const layout = await boardRows(page);
    expect(dataRows(layout?.rows ?? []).length).toBeGreaterThan(20);
    const before = await boardStats(page);
    expect(before).toMatchObject({ fontsReady: true, tickerRunning: false, layouts: 1 });
    await sleep(3000);
    const after = await boardStats(page);
    expect(after.renders - before.renders).toBe(0);
    expect(after.layouts).toBe(before.layouts);
    expect(after.tickerRunning).toBe(false);
  });

  it('draws one price change live: one render, new objects only in the changed row', async () => {
    const identities = await boardIdentities(page);
    const change = await discountOneRow(world, page);
    expect(change.renders).toBe(1);
    expect(change.layouts).toBe(1);

    const rows = dataRows((await boardRows(page))?.rows ?? []);
    const changed = rows.find((row) => row.key === change.key);
    expect(changed?.prices.some((cell) => cell.discount)).toBe(true);
    expect(changed?.prices.flatMap((cell) => cell.runs.map((run) => run.strike))).toContain(true);

    const now = await boardIdentities(page);
    for (const key of Object.keys(identities).filter((key) => key !== change.key)) {
      expect(now[key], key).toEqual(identities[key]);
    }
    const mine = identities[change.key] ?? [];
    const kept = now[change.key]?.filter((id) => mine.includes(id)) ?? [];
    const added = now[change.key]?.filter((id) => !mine.includes(id)) ?? [];
    // Updated in place: every object of the row stays, and the struck old price is new.
    expect(kept).toEqual(mine);
    expect(added.length).toBeGreaterThan(0);
    expect(change.created).toBe(added.length);
  });

  it('hides its controls until the corner is clicked; snow runs a ticker only while it falls', async () => {
    expect(await page.$('.board-bar')).toBeNull();
    const corner = await page.$eval('.board-corner', (node) => getComputedStyle(node).opacity);
    expect(corner).toBe('0');
    await page.click('.board-corner');
    expect(await barLabels()).toEqual([
      'Home',
      'Horecakaart',
      'Change Background to red',
      'Let it snow',
      '×',
    ]);
    expect(await page.$eval('.board-bar a', (link) => link.getAttribute('href'))).toBe('/');

    await clickBar('Let it snow');
    await page.waitForFunction(() => (window.pricelistBoard?.stats().effectFrames ?? 0) > 10);
    const snowing = await boardStats(page);
    expect(snowing.tickerRunning).toBe(true);
    await clickBar('Let it stop');
    const stopped = await boardStats(page);
    expect(stopped.tickerRunning).toBe(false);
    // The board itself was not redrawn for the snow: its canvas stayed as it was.
    expect(stopped.renders).toBe(snowing.renders);

    await clickBar('Change Background to red');
    await page.waitForFunction(
      (n: number) => window.pricelistBoard?.stats().renders === n + 1,
      {},
      stopped.renders,
    );
    expect(await barLabels()).toContain('Change Background to green');
    await clickBar('×');
    expect(await page.$('.board-bar')).toBeNull();
    // A click on the board cycles its background: red is followed by the theme's own.
    await page.mouse.click(960, 600);
    await page.waitForFunction(
      (n: number) => window.pricelistBoard?.stats().renders === n + 2,
      {},
      stopped.renders,
    );
    await sleep(500);
    expect((await boardStats(page)).renders).toBe(stopped.renders + 2);
    expect((await boardStats(page)).tickerRunning).toBe(false);
  });

  it('shows a small offline mark while its server cannot be reached, and drops it when it answers again', async () => {
    // The same server behind a proxy that can be cut: the server goes away and comes back.
    const proxy = await startTcpProxy(world.server.baseUrl);
    const screen = await world.browser.newPage();
    try {
      await openBoard(screen, `${proxy.baseUrl}/pricelist/${world.shops.Mississippi}`, LANDSCAPE);
      const rows = await boardRows(screen);
      const before = await boardStats(screen);
      await proxy.cut();
      const mark = await screen.waitForSelector('.board-offline', { timeout: 20_000 });
      expect(await mark?.evaluate((node) => node.textContent)).toBe('offline');
      expect(await mark?.evaluate((node) => node.getAttribute('title'))).toContain(
        `/v1/shops/${world.shops.Mississippi}`,
      );
      // A corner mark, small beside the menu; no error text over it.
      const box = await mark?.boundingBox();
      expect(box && box.width * box.height).toBeLessThan(120 * 40);
      expect(box && box.x + box.width).toBeGreaterThan(1920 - 40);
      expect(box && box.y).toBeLessThan(40);
      expect(await screen.$('.board-flash')).toBeNull();
      expect(await boardRows(screen)).toEqual(rows);

      await proxy.restore();
      // The socket comes back, the board looks once (a 304: nothing changed), the mark goes.
      await screen.waitForSelector('.board-offline', { hidden: true, timeout: 40_000 });
      const after = await boardStats(screen);
      expect(after.dataVersion).toBe(before.dataVersion);
      expect(after.renders).toBe(before.renders);
    } finally {
      await screen.close();
      await proxy.close();
    }
  });

  it('keeps the failure as a flash in the preview, where staff read it', async () => {
    const proxy = await startTcpProxy(world.server.baseUrl);
    const preview = await world.browser.newPage();
    try {
      const target = encodeURIComponent(`/pricelist/${world.shops.Mississippi}`);
      await preview.goto(`${proxy.baseUrl}/preview/${target}`, { waitUntil: 'load' });
      const frame = await (await preview.waitForSelector('iframe.preview-frame'))?.contentFrame();
      if (!frame) throw new Error('The preview has no board frame.');
      await frame.waitForFunction(() => (window.pricelistBoard?.stats().renders ?? 0) > 0, {
        timeout: 30_000,
      });
      await proxy.cut();
      const flash = await frame.waitForSelector('.board-flash', { timeout: 20_000 });
      expect(await flash?.evaluate((node) => node.textContent)).toMatch(/failed/);
      expect(await frame.$('.board-offline')).toBeNull();
    } finally {
      await preview.close();
      await proxy.close();
    }
  });

  it('keeps its menu with the offline mark when the server goes away, and starts from its stored list', async () => {
    await page.waitForFunction(() => window.pricelistBoard?.stats().offlineReady === true);
    const rows = await boardRows(page);
    await world.server.stop();
    const mark = await page.waitForSelector('.board-offline', { timeout: 15_000 });
    const title = (await mark?.evaluate((node) => node.getAttribute('title') ?? '')) ?? '';
    expect(title).toContain(`/v1/shops/${world.shops.Mississippi}`);
    expect(title).toMatch(/failed/);
    expect(await page.$('.board-flash')).toBeNull();
    expect(await boardRows(page)).toEqual(rows);

    await page.reload({ waitUntil: 'load' });
    await waitForBoard(page);
    const stored = await boardRows(page);
    expect(stored?.rows.map((row) => row.key)).toEqual(rows?.rows.map((row) => row.key));
    await page.waitForSelector('.board-offline', { timeout: 15_000 });
  });
});
