import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_WEBGL_FLAGS } from '../support/browser';
import {
  boardRows,
  boardStats,
  discountOneRow,
  openBoard,
  sleep,
  startBoardWorld,
  type BoardWorld,
} from './board-support';

/** A screen stick without WebGL: Chromium started with WebGL and the GPU switched off. */
let world: BoardWorld;
let page: Page;

beforeAll(async () => {
  world = await startBoardWorld(NO_WEBGL_FLAGS);
  page = await world.browser.newPage();
  await openBoard(page, `${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`, {
    width: 1920,
    height: 1080,
  });
});

afterAll(async () => {
  await world?.close();
});

describe('a board on a device without WebGL', () => {
  it('draws its menu through the canvas renderer, with working counters', async () => {
    const stats = await boardStats(page);
    expect(stats.renderer).toBe('canvas');
    expect(stats.renders).toBeGreaterThan(0);
    expect(stats.textures).toBeGreaterThan(20);
    expect(stats.displayObjects).toBeGreaterThan(100);
    const rows = (await boardRows(page))?.rows.filter((row) => row.kind === 'row') ?? [];
    expect(rows.length).toBeGreaterThan(20);

    // The menu is on the canvas: the price area is text on row colours, not one flat colour.
    const shot = await page.screenshot({ clip: { x: 40, y: 250, width: 900, height: 400 } });
    const { channels } = await sharp(shot).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
  });

  it('draws nothing while idle and one render for a pushed price change', async () => {
    const idle = await boardStats(page);
    await sleep(2000);
    expect((await boardStats(page)).renders).toBe(idle.renders);

    const change = await discountOneRow(world, page);
    expect(change.renders).toBe(1);
    expect(change.layouts).toBe(1);
    const row = (await boardRows(page))?.rows.find((item) => item.key === change.key);
    expect(row?.kind === 'row' && row.prices.some((cell) => cell.discount)).toBe(true);
  });

  it('lets it snow on canvas too, without redrawing the board', async () => {
    const before = await boardStats(page);
    await page.evaluate(() => window.pricelistBoard?.scene()?.setSnow(true));
    await page.waitForFunction(() => (window.pricelistBoard?.stats().effectFrames ?? 0) > 10);
    const snowing = await boardStats(page);
    expect(snowing.tickerRunning).toBe(true);
    expect(snowing.renders).toBe(before.renders);
    await page.evaluate(() => window.pricelistBoard?.scene()?.setSnow(false));
    expect((await boardStats(page)).tickerRunning).toBe(false);
  });
});
