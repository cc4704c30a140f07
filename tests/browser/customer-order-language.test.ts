import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShopFeed } from '../../src/domain';
import { MESSAGE_MODULES } from '../../src/i18n/catalogue';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';

const PHONE = { width: 390, height: 844, deviceScaleFactor: 1 } as const;
/** A catalogue key shown as such: `orders.title`, `customerOrder.basket.total`, ... */
const RAW_KEY = new RegExp(`\\b(${Object.keys(MESSAGE_MODULES).join('|')})\\.[A-Za-z]`);

let server: ServerProcess;
let browser: Browser;
let token: string;
let shopId: string;
let tableId: string;
let feed: ShopFeed;
const contexts: BrowserContext[] = [];

async function call<T>(method: string, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  browser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: server.adminUsername,
      password: server.adminPassword,
      grant_type: 'password',
    }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  const shops = await call<{ id: string; name: string }[]>('GET', '/v1/shops?limit=999');
  shopId = shops.find((shop) => shop.name === 'Mississippi')?.id ?? '';
  const tables = await call<{ id: string; name: string }[]>(
    'GET',
    `/v1/tables?limit=999&filter=shop_id:${shopId}`,
  );
  tableId = tables.find((table) => table.name === 'Tafel 1')?.id ?? '';
  feed = await call<ShopFeed>('GET', `/v1/shops/${shopId}`);
  expect(shopId).not.toBe('');
  expect(tableId).not.toBe('');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  while (contexts.length) await contexts.pop()?.close();
});

/** A fresh device (own local storage) whose browser prefers `languages`. */
async function device(languages: string[]): Promise<Page> {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.setViewport(PHONE);
  await page.evaluateOnNewDocument((preferred: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => preferred });
    Object.defineProperty(navigator, 'language', { get: () => preferred[0] });
  }, languages);
  return page;
}

async function openCustomerPage(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/order/${shopId}/${tableId}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="offer"]');
}

async function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (node) => (node.textContent ?? '').replace(/\u00a0/g, ' '));
}

/** Visible texts and accessible names that are catalogue keys instead of words. */
async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((node) =>
      ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
    ),
  ]);
  return texts.filter((value) => RAW_KEY.test(value));
}

function firstKindOffer(): { item: string; label: string } {
  const row = feed.prices.find((item) => item.kind_name === 'Critical' && item.active);
  const label = row?.json_prices[0]?.label;
  if (!row?.kind_name || !label) throw new Error('Critical is not on the demo menu');
  return { item: row.kind_name, label };
}

describe('the customer order page in the phone language', () => {
  it('shows English on an English phone, switches to Dutch and keeps it after a reload', async () => {
    const page = await device(['en-US', 'en']);
    await openCustomerPage(page);
    expect(await page.title()).toBe('Order – Mississippi');
    expect(await text(page, '.customer-kicker')).toBe('Order at your table');
    expect(await text(page, '#mandje-titel')).toBe('Your order');
    expect(await text(page, '.customer-send')).toBe('Place order');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const { item, label } = firstKindOffer();
    await page.click(`[data-testid="offer"][data-item="${item}"][data-label="${label}"]`);
    await page.waitForSelector('.customer-dock-bar');
    expect(await text(page, '.customer-dock-bar strong')).toBe('View order');
    expect(await text(page, '.customer-dock-bar span')).toMatch(/^1 item · /);
    expect(await text(page, '[data-testid="basket-grams"] p')).toContain(
      'At most 5 grams per order; a joint counts as 0,4 grams.',
    );
    expect(await rawKeys(page)).toEqual([]);
    // The phone's language is only a default: nothing is stored until the customer chooses.
    expect(await page.evaluate(() => localStorage.getItem('pricelist-language'))).toBeNull();
    expect(
      await page.$eval('[data-locale="en"]', (node) => node.getAttribute('aria-pressed')),
    ).toBe('true');

    await page.click('[data-locale="nl"]');
    await page.waitForFunction(
      () => document.querySelector('.customer-kicker')?.textContent === 'Bestellen aan tafel',
    );
    expect(await page.title()).toBe('Bestellen – Mississippi');
    expect(await text(page, '#mandje-titel')).toBe('Je bestelling');
    expect(await text(page, '.customer-dock-bar strong')).toBe('Bekijk bestelling');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    expect(await page.evaluate(() => localStorage.getItem('pricelist-language'))).toBe('nl');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="offer"]');
    expect(await text(page, '.customer-kicker')).toBe('Bestellen aan tafel');
    expect(await page.title()).toBe('Bestellen – Mississippi');
    expect(
      await page.$eval('[data-locale="nl"]', (node) => node.getAttribute('aria-pressed')),
    ).toBe('true');
    expect(await rawKeys(page)).toEqual([]);

    // And back to English, which is kept as well.
    await page.click('[data-locale="en"]');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="offer"]');
    expect(await text(page, '.customer-kicker')).toBe('Order at your table');
  }, 60_000);

  it('shows Dutch on a Dutch phone and on a phone in another language', async () => {
    for (const languages of [
      ['nl-NL', 'nl'],
      ['de-DE', 'de'],
    ]) {
      const page = await device(languages);
      await openCustomerPage(page);
      expect(await page.title()).toBe('Bestellen – Mississippi');
      expect(await text(page, '.customer-kicker')).toBe('Bestellen aan tafel');
      expect(await text(page, '#mandje-titel')).toBe('Je bestelling');
      expect(await text(page, '.customer-send')).toBe('Bestelling plaatsen');
      expect(await rawKeys(page)).toEqual([]);
    }
  }, 60_000);
});

describe('the orders page in English', () => {
  it('asks "Cancel order N?" with "Yes, cancel" / "Back" and shows no raw keys', async () => {
    const placed = await fetch(`${server.baseUrl}/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        shop_id: shopId,
        table_id: tableId,
        lines: [{ quantity: 1, description: '1g', kind_id: firstKindId() }],
      }),
    });
    expect(placed.status).toBe(201);
    const number = ((await placed.json()) as { customer_order_id: number }).customer_order_id;

    const context = await browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    // The language this browser used last, as the language switch stores it.
    await page.evaluateOnNewDocument(() => localStorage.setItem('pricelist-language', 'en'));
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#username');
    await page.type('#username', server.adminUsername);
    await page.type('#password', server.adminPassword);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.app-header-username');
    await page.goto(`${server.baseUrl}/orders`, { waitUntil: 'networkidle0' });
    const cancel = await page.waitForSelector(`button[aria-label="Cancel order ${number}"]`, {
      timeout: 15_000,
    });
    expect(
      await page.$$eval('section.data-table h2', (nodes) => nodes.map((node) => node.textContent)),
    ).toEqual(['Open orders', 'Complete and cancelled orders']);
    expect(await rawKeys(page)).toEqual([]);

    await cancel?.click();
    const dialog = await page.waitForSelector('.confirm-dialog');
    expect(
      await dialog?.evaluate((node) => [
        node.querySelector('.modal-title')?.textContent,
        node.querySelector('.confirm-dialog-message')?.textContent,
        ...[...node.querySelectorAll('.modal-footer button')].map((button) => button.textContent),
      ]),
    ).toEqual([
      `Cancel order ${number}?`,
      'Are you sure you want to cancel the order?',
      'Back',
      'Yes, cancel',
    ]);
    expect(await rawKeys(page)).toEqual([]);
    const buttons = (await dialog?.$$('.modal-footer button')) ?? [];
    await buttons[1]?.click();
    await page.waitForSelector('.confirm-dialog', { hidden: true });
    await page.waitForFunction(
      (wanted: number) =>
        [...document.querySelectorAll('tr.order-row-cancelled td:first-child')].some(
          (cell) => cell.textContent === String(wanted),
        ),
      { timeout: 15_000 },
      number,
    );
    const row = await page.$$eval('tr.order-row-cancelled', (rows) =>
      rows.map((node) => (node as HTMLElement).innerText),
    );
    expect(row.some((line) => line.includes('Cancelled'))).toBe(true);
    expect(await rawKeys(page)).toEqual([]);
  }, 90_000);
});

function firstKindId(): string {
  const row = feed.prices.find((item) => item.kind_name === 'Critical' && item.active);
  if (!row?.kind_id) throw new Error('Critical is not on the demo menu');
  return row.kind_id;
}
