import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop, ShopLink } from '../../src/api/types';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import {
  SCREENSHOT_DIR,
  STAFF_PASSWORD,
  STAFF_USERNAME,
  apiAs,
  eventually,
  logIn,
  showAllRows,
  type ApiAs,
} from './products-support';
import { reviewScreenshot } from '../support/review-screens';

let server: ServerProcess;
let browser: Browser;
let admin: ApiAs;
let mississippi: Shop;

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  browser = await launchBrowser();
  admin = await apiAs(server);
  mississippi = (await admin.get<Shop[]>('/v1/shops')).find(
    (shop) => shop.name === 'Mississippi',
  ) as Shop;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function link(name: string): Promise<ShopLink> {
  const rows = await admin.get<ShopLink[]>(
    `/v1/shops-to-prices?filter=shop_id:${mississippi.id}&limit=1000`,
  );
  return rows.find((row) => row.product_name === name) as ShopLink;
}

const priceOf = (row: ShopLink, label: string) =>
  row.json_prices.find((entry) => entry.label === label)?.price;

/**
 * The daily price change and its undo, as staff do it: change a shared combination for every
 * product from the price modal, watch the board follow, then take it back from Geschiedenis.
 */
describe('history in the back office', () => {
  it('changes a price for all products from the modal and undoes it from Geschiedenis; the board follows both', async () => {
    const context = await browser.createBrowserContext();
    const page: Page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    const board = await context.newPage();
    await board.setViewport({ width: 1920, height: 1080 });
    await board.goto(`${server.baseUrl}/pricelist/${mississippi.id}`);
    await board.waitForFunction(() => (window.pricelistBoard?.stats().renders ?? 0) > 0);
    const boardText = () => board.evaluate(() => JSON.stringify(window.pricelistBoard?.rows()));
    const polmBefore = await link('Marokkaanse Polm');
    const old = priceOf(polmBefore, '1g') as number;
    expect(await boardText()).not.toContain('13,25');

    await page.bringToFront();
    await logIn(page, server, STAFF_USERNAME, STAFF_PASSWORD);
    await showAllRows(page, 'products-cannabis');
    await page.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    const row = await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLTableRowElement>('.data-table-grid tbody tr')].find(
        (candidate) => candidate.querySelector('.product-name')?.textContent === 'Ketama',
      ),
    );
    await row.asElement()?.$eval('button.product-prices', (b) => (b as HTMLButtonElement).click());
    const price = await page.waitForSelector('.price-editor input[aria-label="Prijs 1"]');
    await price?.click({ count: 3 });
    await page.keyboard.type('13.25');
    await page.$eval('.modal .modal-footer .button:not(.button-secondary)', (b) =>
      (b as HTMLElement).click(),
    );
    await page.waitForSelector('.price-editor-question');
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.price-editor-question button')]
        .find((button) => button.textContent === 'Voor allemaal wijzigen')
        ?.click(),
    );
    await page.waitForFunction(() => !document.querySelector('.price-editor'));
    // Every product of the combination has the new price, and the open board shows it.
    const polm = await eventually(
      () => link('Marokkaanse Polm'),
      (row) => priceOf(row, '1g') === 13.25,
    );
    expect(polm.price_id).toBe(polmBefore.price_id);
    await board.bringToFront();
    await board.waitForFunction(
      () => JSON.stringify(window.pricelistBoard?.rows()).includes('13,25'),
      { timeout: 15_000 },
    );

    // Geschiedenis names the change in words, with who made it.
    await page.bringToFront();
    await page.goto(`${server.baseUrl}/history`, { waitUntil: 'networkidle0' });
    const first = await page.waitForSelector('.history-entry');
    const text = (await first?.evaluate((entry) => entry.textContent)) ?? '';
    expect(text).toContain(
      `Ketama, Marokkaanse Polm 1g ${old.toFixed(2).replace('.', ',')} → 13,25`,
    );
    expect(text).toContain(`door ${STAFF_USERNAME}`);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'history.png'));
    await first?.$eval('button', (button) => (button as HTMLButtonElement).click());
    await page.waitForFunction(() =>
      document.querySelector('.history-entry')?.textContent?.includes('Terugdraaiing'),
    );

    // The old price is back on the row and on the board, without a reload.
    await eventually(
      () => link('Marokkaanse Polm'),
      (row) => priceOf(row, '1g') === old,
    );
    // A board is the page in front on its screen; a hidden tab's timers are throttled.
    await board.bringToFront();
    await board.waitForFunction(
      () => !JSON.stringify(window.pricelistBoard?.rows()).includes('13,25'),
      { timeout: 15_000 },
    );
    // Undoing the same change again is refused with the reason.
    const undone = await page.$$('.history-entry');
    const second = undone[1];
    expect(await second?.$eval('button', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await context.close();
  });

  it('refuses a stale save in the price modal, offers to reload, and keeps what was typed', async () => {
    const context = await browser.createBrowserContext();
    const page: Page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await logIn(page, server, STAFF_USERNAME, STAFF_PASSWORD);
    await showAllRows(page, 'products-cannabis');
    await page.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    const row = await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLTableRowElement>('.data-table-grid tbody tr')].find(
        (candidate) => candidate.querySelector('.product-name')?.textContent === 'Afghaan',
      ),
    );
    await row.asElement()?.$eval('button.product-prices', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.price-modal-table');
    // Someone else switches the row's last price off while the modal is open.
    const afghaan = await link('Afghaan');
    const last = afghaan.json_prices.at(-1)?.label as string;
    const other = await admin.send('PUT', `/v1/shops-to-prices/${afghaan.id}`, {
      shop_id: afghaan.shop_id,
      price_id: afghaan.price_id,
      category_id: afghaan.category_id,
      kind_id: afghaan.kind_id,
      active: afghaan.active,
      new: afghaan.new,
      deactivated_labels: [last],
    });
    expect(other.status).toBe(200);
    // Here the first price is switched off instead, and saved on the version read before.
    await page.evaluate(() => {
      const switches = [
        ...document.querySelectorAll<HTMLInputElement>('.modal label.switch input'),
      ];
      switches[0]?.click();
    });
    const save = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLButtonElement>('.modal .modal-footer .button')]
          .find((button) => button.textContent === 'Opslaan')
          ?.click(),
      );
    await save();
    await page.waitForSelector('.stale-notice');
    expect(await page.$eval('.stale-notice', (n) => n.textContent)).toContain(
      'Dit item is intussen door iemand anders gewijzigd.',
    );
    await page.$eval('.stale-notice button', (b) => (b as HTMLButtonElement).click());
    await page.waitForFunction(() =>
      document.querySelector('.stale-notice')?.textContent?.includes('Nu opgeslagen:'),
    );
    expect(await page.$eval('.stale-notice', (n) => n.textContent)).toContain(`${last}`);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-modal-stale.png'));
    // What was typed is still there: the first switch is still off.
    expect(
      await page.$eval('.modal label.switch input', (input) => (input as HTMLInputElement).checked),
    ).toBe(false);
    await save();
    await page.waitForFunction(() => !document.querySelector('.price-modal-table'));
    const saved = await link('Afghaan');
    expect(saved.deactivated_labels).toEqual([afghaan.json_prices[0]?.label]);
    await context.close();
  });

  it('says in the price modal which register code a product gets, and Geschiedenis names it in Dutch', async () => {
    const context = await browser.createBrowserContext();
    const page: Page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    const before = await link('Ketama');
    const old = priceOf(before, '1g') as number;
    await logIn(page, server, STAFF_USERNAME, STAFF_PASSWORD);
    await showAllRows(page, 'products-cannabis');
    await page.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    const row = await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLTableRowElement>('.data-table-grid tbody tr')].find(
        (candidate) => candidate.querySelector('.product-name')?.textContent === 'Ketama',
      ),
    );
    await row.asElement()?.$eval('button.product-prices', (b) => (b as HTMLButtonElement).click());
    const price = await page.waitForSelector('.price-editor input[aria-label="Prijs 1"]');
    await price?.click({ count: 3 });
    await page.keyboard.type('14.75');
    await page.$eval('.modal .modal-footer .button:not(.button-secondary)', (b) =>
      (b as HTMLElement).click(),
    );
    await page.waitForSelector('.price-editor-question');
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.price-editor-question button')]
        .find((button) => button.textContent === 'Alleen voor Ketama')
        ?.click(),
    );
    // The modal says the new register code before it closes.
    const notice = await page.waitForSelector('.price-editor-new-code');
    const said = (await notice?.evaluate((node) => node.textContent)) ?? '';
    const after = await link('Ketama');
    expect(after.internal_product_id).not.toBe(before.internal_product_id);
    expect(said).toBe(
      `Ketama krijgt kassacode ${after.internal_product_id} (was ${before.internal_product_id})`,
    );
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-modal-new-code.png'));
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.modal .price-editor-question button')]
        .find((button) => button.textContent === 'Begrepen, sluiten')
        ?.click(),
    );
    await page.waitForFunction(() => !document.querySelector('.price-editor'));

    // Geschiedenis reads the change in Dutch, with the product's name and no ids.
    await page.goto(`${server.baseUrl}/history`, { waitUntil: 'networkidle0' });
    const first = await page.waitForSelector('.history-entry');
    const text = (await first?.evaluate((entry) => entry.textContent)) ?? '';
    expect(text).toContain(`Ketama 1g ${old.toFixed(2).replace('.', ',')} → 14,75`);
    expect(text).toContain(said);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    await context.close();
  });

  it("refuses a stale save on a kind's page, offers to reload, and shows the kind's history", async () => {
    const context = await browser.createBrowserContext();
    const page: Page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    const staffApi = await apiAs(server, STAFF_USERNAME, STAFF_PASSWORD);
    const kinds =
      await staffApi.get<{ id: string; name: string; shop_group_id: string | null }[]>(
        '/v1/kinds/all',
      );
    const kind = kinds.find((candidate) => candidate.shop_group_id !== null) as (typeof kinds)[0];
    await logIn(page, server, STAFF_USERNAME, STAFF_PASSWORD);
    await page.goto(`${server.baseUrl}/view/cannabis/${kind.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-field="description_en"] .inline-edit-view');
    // Someone else renames the kind while the page is open.
    const renamed = await staffApi.send('PUT', `/v1/kinds/${kind.id}`, {
      name: `${kind.name} Extra`,
    });
    expect(renamed.status).toBe(200);
    await page.click('[data-field="description_en"] .inline-edit-view');
    const editor = await page.waitForSelector('[data-field="description_en"] textarea');
    await editor?.type('Typed while someone else saved.');
    await editor?.press('Enter');
    await page.waitForSelector('.stale-notice');
    await page.$eval('.stale-notice button', (b) => (b as HTMLButtonElement).click());
    await page.waitForFunction(
      (name) =>
        document.querySelector('.stale-notice')?.textContent?.includes(`Nu opgeslagen: ${name}`),
      {},
      `${kind.name} Extra`,
    );
    // The kind's own history names the rename.
    await page.waitForFunction(
      (name) => document.querySelector('.product-history')?.textContent?.includes(name),
      {},
      `naam ${kind.name} → ${kind.name} Extra`,
    );
    await context.close();
  });
});

/**
 * A busy night: customer orders leave nothing in Geschiedenis (their counters are not history),
 * and whatever staff take back there, the next customer order still goes through.
 */
describe('history and ordering', () => {
  it('keeps orders out of Geschiedenis, and ordering works after every undo staff make', async () => {
    const tables = await admin.get<{ id: string; name: string }[]>(
      `/v1/tables?filter=shop_id:${mississippi.id}&limit=100`,
    );
    const ketama = await link('Ketama');
    expect(tables.length).toBeGreaterThan(0);
    let placedCount = 0;
    const placeOrder = async () => {
      // Round the shop's tables: one table takes a bounded number of orders a minute.
      const table = tables[placedCount % tables.length] as { id: string };
      placedCount += 1;
      const answer = await fetch(`${server.baseUrl}/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          shop_id: mississippi.id,
          table_id: table.id,
          lines: [{ quantity: 1, description: '1g', kind_id: ketama.kind_id }],
        }),
      });
      const body = (await answer.json()) as { customer_order_id?: number; detail?: string };
      return { status: answer.status, number: body.customer_order_id ?? -1, body };
    };

    const context = await browser.createBrowserContext();
    const page: Page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await logIn(page, server, STAFF_USERNAME, STAFF_PASSWORD);
    const entries = async () => {
      await page.goto(`${server.baseUrl}/history`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('.history-entry');
      return page.$$eval('.history-entry', (nodes) => nodes.map((node) => node.textContent ?? ''));
    };
    const before = await entries();
    const first = await placeOrder();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await placeOrder();
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.number).toBe(first.number + 1);
    // Two orders later Geschiedenis reads exactly as before: no counters, no order rows.
    expect(await entries()).toEqual(before);

    // Take back, one by one, every entry on the first page that can still be taken back,
    // placing a customer order after each.
    let last = second.number;
    for (let round = 0; round < 6; round += 1) {
      const undone = (await entries()).filter((text) => text.includes('Terugdraaiing')).length;
      const clicked = await page.evaluate(() => {
        const button = [
          ...document.querySelectorAll<HTMLButtonElement>('.history-entry button'),
        ].find((candidate) => !candidate.disabled && candidate.textContent === 'Terugdraaien');
        button?.click();
        return Boolean(button);
      });
      if (!clicked) break;
      await page.waitForFunction(
        (count) =>
          [...document.querySelectorAll('.history-entry')].filter((node) =>
            node.textContent?.includes('Terugdraaiing'),
          ).length > count,
        { timeout: 10_000 },
        undone,
      );
      const next = await placeOrder();
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect(next.number).toBe(last + 1);
      last = next.number;
    }
    expect(last).toBeGreaterThan(second.number);
    await context.close();
  }, 180_000);
});
