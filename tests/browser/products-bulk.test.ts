import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRow, LayoutRow } from '../../renderer/layout';
import type { Shop, ShopLink } from '../../src/api/types';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import { boardRows, openBoard } from './board-support';
import { STAFF_PASSWORD, apiAs, eventually, logIn, showAllRows, textOf } from './products-support';
import type { ApiAs } from './products-support';

/**
 * The products list's bulk actions in the browser: rows are selected with their boxes, one
 * action changes them all, and an open board drops them without a reload (one push).
 */

const LANDSCAPE = { width: 1920, height: 1080 };

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let admin: ApiAs;
let shop: Shop;

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  browser = await launchBrowser();
  context = await browser.createBrowserContext();
  admin = await apiAs(server);
  const shops = await admin.get<Shop[]>('/v1/shops');
  const found = shops.find((candidate) => candidate.name === 'Mississippi');
  if (!found) throw new Error('No demo shop Mississippi');
  shop = found;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dataRows = (rows: LayoutRow[]) => rows.filter((row): row is DataRow => row.kind === 'row');

async function boardKeys(board: Page): Promise<string[]> {
  return dataRows((await boardRows(board))?.rows ?? []).map((row) => row.key);
}

describe('bulk actions on the products list', () => {
  it('makes two selected rows unavailable and an open board drops them without a reload', async () => {
    const links = await admin.get<ShopLink[]>(
      `/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`,
    );
    const kindRows = links.filter((link) => link.kind_id !== null && link.active);
    const names = kindRows.map((link) => link.product_name);

    const board = await context.newPage();
    await openBoard(board, `${server.baseUrl}/pricelist/${shop.id}`, LANDSCAPE);
    const shown = await boardKeys(board);
    // Two cannabis rows on the board whose names are on the list once, so a box names each.
    const chosen = kindRows
      .filter((link) => shown.includes(link.id))
      .filter((link) => names.filter((name) => name === link.product_name).length === 1)
      .slice(0, 2);
    expect(chosen).toHaveLength(2);
    // A mark on the board's document: a reload would lose it.
    await board.evaluate(() => document.documentElement.setAttribute('data-bulk-mark', 'kept'));

    const list = await context.newPage();
    await logIn(list, server);
    await showAllRows(list, 'products-cannabis');
    await list.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    await list.waitForSelector('.data-table-grid tbody .product-name');
    expect(await list.$('.products-bulk')).toBeNull();
    for (const link of chosen) {
      const box = await list.waitForSelector(
        `input[type=checkbox][aria-label="Selecteer ${link.product_name}"]`,
      );
      await box?.click();
    }
    expect(await textOf(list, '.products-bulk-count')).toBe('2 geselecteerd');
    const pageBox = await list.waitForSelector(
      'input[type=checkbox][aria-label="Selecteer alles op deze pagina"]',
    );
    expect(await pageBox?.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);

    const unavailable = await list.waitForSelector(
      '::-p-xpath(//div[contains(@class,"products-bulk")]//button[text()="Niet beschikbaar"])',
    );
    await unavailable?.click();

    await eventually(
      () =>
        Promise.all(chosen.map((link) => admin.get<ShopLink>(`/v1/shops-to-prices/${link.id}`))),
      (rows) => rows.every((row) => !row.active),
    );
    // Hidden tabs are throttled: the board must be in front to follow its push.
    await board.bringToFront();
    await board.waitForFunction(
      (ids: string[]) => {
        const rows = window.pricelistBoard?.rows()?.rows ?? [];
        return rows.length > 0 && !rows.some((row) => ids.includes(row.key ?? ''));
      },
      { timeout: 20_000 },
      chosen.map((link) => link.id),
    );
    const after = await boardKeys(board);
    expect(after.length).toBeGreaterThan(0);
    for (const link of chosen) expect(after).not.toContain(link.id);
    // The same document: the board followed the change without reloading.
    expect(
      await board.evaluate(() => document.documentElement.getAttribute('data-bulk-mark')),
    ).toBe('kept');
    const others = await admin.get<ShopLink[]>(
      `/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`,
    );
    expect(others.filter((link) => link.kind_id !== null && link.active)).toHaveLength(
      kindRows.length - 2,
    );
  });
});
