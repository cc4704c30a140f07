/**
 * The content security policy the server sends is one the app works under: back-office pages,
 * a multi-screen board with pictures and snow, and a preview load and draw without a single
 * violation report.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBoard } from './board-support';
import { logIn, openPage, startManageWorld, type ManageWorld } from './manage-support';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

let world: ManageWorld;
let page: Page;
const consoleReports: string[] = [];

beforeAll(async () => {
  world = await startManageWorld();
  page = await world.browser.newPage();
  await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
  await page.evaluateOnNewDocument(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await logIn(page, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
});

afterAll(async () => {
  await world?.close();
});

const violations = () => page.evaluate(() => window.cspViolations ?? []);

describe('the content security policy', () => {
  it('is sent with the app and lets the back office work', async () => {
    const response = await page.goto(`${world.server.baseUrl}/products/cannabis`, {
      waitUntil: 'networkidle0',
    });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForSelector('.data-table-grid tbody tr');
    expect(await violations()).toEqual([]);
    const categories = await world.api<{ id: string }[]>('GET', '/v1/categories?limit=1');
    for (const path of [
      '/products/manage/categories',
      '/image-library',
      '/orders',
      `/view/categorys/${categories[0]?.id ?? ''}`,
    ]) {
      await openPage(page, `${world.server.baseUrl}${path}`);
      expect(await violations(), path).toEqual([]);
    }
    // The category picture page shows the demo banner through the resize service.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')].some(
          (img) => img.src.includes('/img/') && img.complete && img.naturalWidth > 0,
        ),
      { timeout: 15_000 },
    );
    expect(await violations()).toEqual([]);
  });

  it('lets a board draw with pictures and snow, and a preview', async () => {
    const headShop = world.shops['Head Shop'] as string;
    const screens = await world.api<{ id: string; orientation: string }[]>(
      'GET',
      `/v1/screens/?filter=shop_id:${headShop}`,
    );
    const landscape = screens.find((screen) => screen.orientation === 'landscape');
    await page.goto(
      `${world.server.baseUrl}/pricelist/${headShop}/landscape/${landscape?.id ?? ''}`,
      { waitUntil: 'load' },
    );
    await waitForBoard(page);
    const stats = await page.evaluate(() => window.pricelistBoard?.stats());
    expect(stats?.renders).toBeGreaterThan(0);
    expect(stats?.textures).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);

    await page.goto(`${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`, {
      waitUntil: 'load',
    });
    await waitForBoard(page);
    await page.click('.board-corner');
    const snow = await page.waitForSelector('.board-bar-button ::-p-text(Let it snow)');
    await snow?.click();
    await page.waitForFunction(() => (window.pricelistBoard?.stats().effectFrames ?? 0) > 2);
    expect(await violations()).toEqual([]);

    await page.goto(
      `${world.server.baseUrl}/preview/${encodeURIComponent(`/pricelist/${world.shops.Mississippi}`)}`,
      { waitUntil: 'load' },
    );
    const frame = await (await page.waitForSelector('iframe'))?.contentFrame();
    await frame?.waitForFunction(() => (window.pricelistBoard?.stats().renders ?? 0) > 0, {
      timeout: 30_000,
    });
    expect(await violations()).toEqual([]);
    expect(await frame?.evaluate(() => window.cspViolations ?? [])).toEqual([]);
    expect(consoleReports).toEqual([]);
  });
});
