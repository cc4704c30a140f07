import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop, ShopLink } from '../../src/api/types';
import type { ScheduledChangeView } from '../../src/domain/contract';
import { DEFAULT_SHOP_TIME_ZONE, instantToZoned } from '../../src/domain';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import {
  STAFF_PASSWORD,
  apiAs,
  eventually,
  logIn,
  showAllRows,
  textOf,
  type ApiAs,
} from './products-support';

/**
 * Scheduled changes in the back office: a price change saved "vanaf" a moment a few seconds
 * ahead from the price modal is listed on "Geplande wijzigingen", and the open board shows the
 * new price after that moment without a reload; another scheduled change is cancelled there.
 */

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiAs;
let mississippi: Shop;

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  browser = await launchBrowser();
  context = await browser.createBrowserContext();
  page = await context.newPage();
  admin = await apiAs(server);
  const shops = await admin.get<Shop[]>('/v1/shops');
  const found = shops.find((shop) => shop.name === 'Mississippi');
  if (!found) throw new Error('No demo shop Mississippi');
  mississippi = found;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function linkNamed(name: string): Promise<ShopLink> {
  const links = await admin.get<ShopLink[]>(
    `/v1/shops-to-prices?filter=shop_id:${mississippi.id}&limit=1000`,
  );
  const link = links.find((candidate) => candidate.product_name === name);
  if (!link) throw new Error(`No row ${name}`);
  return link;
}

async function scheduled(): Promise<ScheduledChangeView[]> {
  return admin.get<ScheduledChangeView[]>(`/v1/scheduled-changes?filter=shop_id:${mississippi.id}`);
}

/** Sets a React-controlled input's value as typing would. */
async function setInput(handle: ElementHandle<Element> | null, value: string): Promise<void> {
  await handle?.evaluate((element, text) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

describe('scheduled changes', () => {
  it('schedules a price change from the price modal; the open board shows it at the moment', async () => {
    await logIn(page, server);
    await showAllRows(page, 'products-cannabis');
    await page.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });

    const board = await context.newPage();
    await board.setViewport({ width: 1920, height: 1080 });
    await board.goto(`${server.baseUrl}/pricelist/${mississippi.id}`);
    await board.waitForFunction(() => (window.pricelistBoard?.stats().renders ?? 0) > 0);
    const boardText = () => board.evaluate(() => JSON.stringify(window.pricelistBoard?.rows()));
    expect(await boardText()).not.toContain('13,25');

    await page.bringToFront();
    const row = await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLTableRowElement>('.data-table-grid tbody tr')].find(
        (candidate) => candidate.querySelector('.product-name')?.textContent === 'Ketama',
      ),
    );
    await (row as ElementHandle<HTMLTableRowElement>).$eval('button.product-prices', (button) =>
      (button as HTMLButtonElement).click(),
    );
    const price = await page.waitForSelector('.price-editor input[aria-label="Prijs 1"]');
    await price?.click({ count: 3 });
    await page.keyboard.type('13.25');
    await page.$eval('.price-editor input[type="radio"][value="at"]', (radio) =>
      (radio as HTMLInputElement).click(),
    );
    // A moment 15 s ahead on the shop's clock.
    // Whole seconds, as the time field holds them.
    const moment = new Date(Math.ceil((Date.now() + 15_000) / 1000) * 1000);
    const local = instantToZoned(moment, DEFAULT_SHOP_TIME_ZONE);
    await setInput(await page.waitForSelector('.price-editor input[type="date"]'), local.date);
    await setInput(
      await page.waitForSelector('.price-editor input.time-input'),
      local.time.length === 5 ? `${local.time}:00` : local.time,
    );
    await page.$eval('.modal .modal-footer .button:not(.button-secondary)', (button) =>
      (button as HTMLButtonElement).click(),
    );
    // Ketama's combination is shared: the editor asks first.
    await page.waitForSelector('.price-editor-question');
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.price-editor-question button')]
        .find((button) => button.textContent === 'Alleen voor Ketama')
        ?.click(),
    );
    await page.waitForFunction(() => !document.querySelector('.price-editor'));

    const pending = await eventually(scheduled, (list) =>
      list.some((change) => change.product_name === 'Ketama' && change.status === 'pending'),
    );
    const change = pending.find((c) => c.product_name === 'Ketama');
    expect(change?.kind).toBe('prices');
    expect(Math.abs(Date.parse(change?.apply_at ?? '') - moment.getTime())).toBeLessThan(1000);
    // Nothing changed yet.
    expect((await linkNamed('Ketama')).json_prices.map((p) => p.price)).not.toContain(13.25);

    // Another change, a day ahead, to cancel from the list.
    const afghaan = await linkNamed('Afghaan');
    const tomorrow = instantToZoned(new Date(Date.now() + 86_400_000), DEFAULT_SHOP_TIME_ZONE);
    const other = await admin.send<ScheduledChangeView>('POST', '/v1/scheduled-changes', {
      link_id: afghaan.id,
      change: { type: 'availability', active: false },
      at: tomorrow,
    });
    expect(other.status).toBe(201);

    await page.goto(`${server.baseUrl}/scheduled`, { waitUntil: 'networkidle0' });
    expect(await textOf(page, 'h1')).toBe('Geplande wijzigingen');
    await page.waitForSelector(`tr[data-id="${other.body.id}"]`);
    const rowText = await textOf(page, `tr[data-id="${change?.id}"]`);
    expect(rowText).toContain('Ketama');
    // Old → new: today's 9,00 becomes 13,25.
    expect(rowText).toMatch(/9,00.*wordt.*13,25/);
    expect(rowText).toContain('Gepland');
    expect(await textOf(page, `tr[data-id="${other.body.id}"]`)).toMatch(
      /Zichtbaar.*wordt.*Verborgen/,
    );

    // The open board switches at the moment, without a reload.
    await board.bringToFront();
    await board.waitForFunction(
      () => JSON.stringify(window.pricelistBoard?.rows()).includes('13,25'),
      { timeout: 40_000 },
    );
    expect(Date.now()).toBeGreaterThanOrEqual(moment.getTime());
    const applied = (await scheduled()).find((c) => c.id === change?.id);
    expect(applied?.status).toBe('applied');

    // Cancel the other one from the list.
    await page.bringToFront();
    await page.$eval(`tr[data-id="${other.body.id}"]`, (tr) =>
      [...tr.querySelectorAll<HTMLButtonElement>('button')]
        .find((button) => button.textContent === 'Annuleren')
        ?.click(),
    );
    await page.waitForSelector('.confirm-dialog .button-danger');
    await page.click('.confirm-dialog .button-danger');
    await page.waitForFunction(
      (id) => document.querySelector(`tr[data-id="${id}"]`)?.textContent?.includes('Geannuleerd'),
      {},
      other.body.id,
    );
    expect((await scheduled()).find((c) => c.id === other.body.id)?.status).toBe('cancelled');
    expect((await linkNamed('Afghaan')).active).toBe(true);
  });

  it('saves the price-link form for a moment: its availability change is scheduled', async () => {
    const critical = await linkNamed('Critical');
    expect(critical.active).toBe(true);
    await page.bringToFront();
    await page.goto(`${server.baseUrl}/products/edit-product/cannabis/${critical.id}`, {
      waitUntil: 'networkidle0',
    });
    await page.waitForSelector('.price-link-form-flags input[type="checkbox"]');
    await page.$eval('.price-link-form-flags input[type="checkbox"]', (box) =>
      (box as HTMLInputElement).click(),
    );
    await page.$eval('.price-link-form input[type="radio"][value="at"]', (radio) =>
      (radio as HTMLInputElement).click(),
    );
    const tomorrow = instantToZoned(new Date(Date.now() + 86_400_000), DEFAULT_SHOP_TIME_ZONE);
    await setInput(
      await page.waitForSelector('.price-link-form input[type="date"]'),
      tomorrow.date,
    );
    await setInput(await page.waitForSelector('.price-link-form input.time-input'), '10:00:00');
    await page.click('.price-link-form-footer button[type="submit"]');
    const list = await eventually(scheduled, (changes) =>
      changes.some((change) => change.link_id === critical.id && change.status === 'pending'),
    );
    const change = list.find((c) => c.link_id === critical.id && c.status === 'pending');
    expect(change?.change).toEqual({ type: 'availability', active: false });
    expect(change?.local).toEqual({ date: tomorrow.date, time: '10:00' });
    expect((await linkNamed('Critical')).active).toBe(true);
  });
});
