import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShopFeed } from '../../src/domain';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import { logInWithToken } from '../support/session';
import type { ServerProcess } from '../support/server-process';
import { reviewScreenshot } from '../support/review-screens';

/**
 * Tables and the counter: each table's QR code and link lead to its order page, the print
 * sheet has a card per table, the order page knows its table at once and keeps its basket over
 * a reload, and the orders page works on a counter's tablet with the keyboard.
 */

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: a script tag would be refused by the pages' CSP.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screens');
const PHONE = { width: 390, height: 844, deviceScaleFactor: 1 } as const;
const TABLET_LANDSCAPE = { width: 1024, height: 768, deviceScaleFactor: 1 } as const;
const TABLET_PORTRAIT = { width: 768, height: 1024, deviceScaleFactor: 1 } as const;
const PENDING_TITLE = 'Openstaande orders';
const HANDLED_TITLE = 'Complete en geannuleerde orders';

let server: ServerProcess;
let browser: Browser;
let token: string;
let shopId: string;
let tables: { id: string; name: string }[];
let otherShopTableId: string;
let feed: ShopFeed;
const contexts: BrowserContext[] = [];

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
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
  const headShop = shops.find((shop) => shop.name === 'Head Shop')?.id ?? '';
  tables = await call('GET', `/v1/tables?limit=999&filter=shop_id:${shopId}`);
  const others = await call<{ id: string }[]>(
    'GET',
    `/v1/tables?limit=999&filter=shop_id:${headShop}`,
  );
  otherShopTableId = others[0]?.id ?? '';
  feed = await call<ShopFeed>('GET', `/v1/shops/${shopId}`);
  expect(tables.length).toBeGreaterThan(1);
  expect(otherShopTableId).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  while (contexts.length) await contexts.pop()?.close();
});

async function newPage(viewport?: { width: number; height: number; deviceScaleFactor: number }) {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  if (viewport) await page.setViewport(viewport);
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['nl-NL', 'nl'] });
  });
  return page;
}

async function staffPage(viewport?: Parameters<typeof newPage>[0]): Promise<Page> {
  const page = await newPage(viewport);
  await logInWithToken(page, server.baseUrl, server.adminUsername, server.adminPassword);
  await page.waitForSelector('.app-header-username');
  return page;
}

/** Reads the QR code of an SVG on the page the way a camera would: painted, then decoded. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const image = await page.$eval(selector, async (svg) => {
    const size = 400;
    const source = new XMLSerializer().serializeToString(svg);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(picture, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.size, image.size)?.data ?? null;
}

/** Places an order at the first table through the public API; resolves to its number. */
async function placeOrder(): Promise<number> {
  return (await placeOrderWithId()).number;
}

/** Orders go round the shop's tables: one table takes at most 10 orders a minute. */
let placed = 0;

async function placeOrderWithId(): Promise<{ id: string; number: number }> {
  const table = tables[placed % tables.length];
  placed += 1;
  const kind = feed.prices.find((row) => row.kind_name === 'Critical' && row.active)?.kind_id;
  const answer = await fetch(`${server.baseUrl}/v1/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      shop_id: shopId,
      table_id: table?.id,
      lines: [{ quantity: 1, description: '1g', kind_id: kind }],
    }),
  });
  expect(answer.status).toBe(201);
  const order = (await answer.json()) as { id: string; customer_order_id: number };
  return { id: order.id, number: order.customer_order_id };
}

async function ordersPage(viewport: Parameters<typeof newPage>[0]): Promise<Page> {
  const page = await staffPage(viewport);
  await page.goto(`${server.baseUrl}/orders`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(
    (titles: string[]) =>
      titles.every((title) =>
        [...document.querySelectorAll('section.data-table')].some(
          (section) =>
            section.querySelector('h2')?.textContent === title &&
            !section.querySelector('[role="status"]'),
        ),
      ),
    {},
    [PENDING_TITLE, HANDLED_TITLE],
  );
  return page;
}

describe('tables and the counter', () => {
  it("shows each table's link and QR code, and the code opens that table's order page", async () => {
    const staff = await staffPage();
    // The orders page leads to the tables.
    await staff.goto(`${server.baseUrl}/orders`, { waitUntil: 'networkidle0' });
    await staff.click('a[href="/tables"]');
    await staff.waitForSelector('[data-testid="table-card"]');
    const cards = await staff.$$eval('[data-testid="table-card"]', (nodes) =>
      nodes.map((node) => ({
        name: node.querySelector('h2')?.textContent,
        link: node.querySelector('[data-testid="table-link"]')?.getAttribute('href'),
        encoded: node.querySelector('svg.qr-code')?.getAttribute('data-qr-text'),
        label: node.querySelector('svg.qr-code')?.getAttribute('aria-label'),
      })),
    );
    expect(cards.map((card) => card.name).sort()).toEqual(tables.map((table) => table.name).sort());
    for (const card of cards) {
      const table = tables.find((candidate) => candidate.name === card.name);
      expect(card.link).toBe(`${server.baseUrl}/order/${shopId}/${table?.id}`);
      expect(card.encoded).toBe(card.link);
      expect(card.label).toBe(`QR-code van ${card.name}`);
    }
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'tables.png'));

    // The picture itself is a QR code of the address: decoded, it opens Tafel 3's page.
    const index = cards.findIndex((card) => card.name === 'Tafel 3');
    const decoded = await decodeQr(
      staff,
      `[data-testid="table-card"]:nth-child(${index + 1}) svg.qr-code`,
    );
    expect(decoded).toBe(cards[index]?.link);
    const phone = await newPage(PHONE);
    await phone.goto(decoded ?? '', { waitUntil: 'networkidle0' });
    await phone.waitForSelector('[data-testid="offer"]');
    expect(await phone.$eval('[data-testid="customer-table"]', (node) => node.textContent)).toBe(
      'Tafel 3',
    );
    expect(await phone.$('[data-testid="table-unknown"]')).toBeNull();
  });

  it('adds a table with its QR code and prints one card per table', async () => {
    const staff = await staffPage();
    await staff.goto(`${server.baseUrl}/tables`, { waitUntil: 'networkidle0' });
    await staff.waitForSelector('[data-testid="table-card"]');
    await staff.type('.tables-add input', 'Terras 1');
    await staff.click('.tables-add button[type="submit"]');
    await staff.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="table-card"] h2')].some(
          (node) => node.textContent === 'Terras 1',
        ),
      { timeout: 10_000 },
    );
    tables = await call('GET', `/v1/tables?limit=999&filter=shop_id:${shopId}`);
    const terras = tables.find((table) => table.name === 'Terras 1');
    expect(terras).toBeDefined();

    await staff.click('a[href="/tables/print"]');
    await staff.waitForSelector('[data-testid="print-card"]');
    const printed = await staff.$$eval('[data-testid="print-card"]', (nodes) =>
      nodes.map((node) => ({
        shop: node.querySelector('.tables-print-shop')?.textContent,
        table: node.querySelector('.tables-print-table')?.textContent,
        encoded: node.querySelector('svg.qr-code')?.getAttribute('data-qr-text'),
      })),
    );
    expect(printed).toHaveLength(tables.length);
    expect(printed.map((card) => card.table).sort()).toEqual(
      tables.map((table) => table.name).sort(),
    );
    for (const card of printed) {
      const table = tables.find((candidate) => candidate.name === card.table);
      expect(card.shop).toBe('Mississippi');
      expect(card.encoded).toBe(`${server.baseUrl}/order/${shopId}/${table?.id}`);
    }
    const terrasIndex = printed.findIndex((card) => card.table === 'Terras 1');
    expect(
      await decodeQr(staff, `[data-testid="print-card"]:nth-child(${terrasIndex + 1}) svg.qr-code`),
    ).toBe(`${server.baseUrl}/order/${shopId}/${terras?.id}`);

    // On paper: only the cards, on A4, none split over two pages.
    await staff.emulateMediaType('print');
    const paper = await staff.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.app-header') as Element).display,
      bar: getComputedStyle(document.querySelector('.tables-print-bar') as Element).display,
      cardBreak: getComputedStyle(document.querySelector('.tables-print-card') as Element)
        .breakInside,
    }));
    expect(paper).toEqual({ header: 'none', bar: 'none', cardBreak: 'avoid' });
    const pdf = await staff.pdf({ preferCSSPageSize: true, printBackground: true });
    // 8 tables and the terrace, six cards an A4 page: two pages.
    const pages = (
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Type\s*\/Page[^s]/g) ?? []
    ).length;
    expect(pages).toBe(Math.ceil(tables.length / 6));
    const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(
      Buffer.from(pdf).toString('latin1'),
    );
    // A4 in points: 595 x 842.
    expect(Math.round(Number(mediaBox?.[1]))).toBe(595);
    expect(Math.round(Number(mediaBox?.[2]))).toBe(842);
    await staff.emulateMediaType('screen');
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'tables-print.png'), { fullPage: true });
  });

  it('says at once that a table does not exist, without the basket being opened', async () => {
    for (const tableId of [randomUUID(), otherShopTableId, 'tafel-1']) {
      const phone = await newPage(PHONE);
      await phone.goto(`${server.baseUrl}/order/${shopId}/${tableId}`, {
        waitUntil: 'networkidle0',
      });
      const alert = await phone.waitForSelector('[data-testid="table-unknown"]', {
        timeout: 5_000,
      });
      expect(await alert?.evaluate((node) => node.textContent)).toBe(
        'Deze tafel bestaat niet. Scan de code op je tafel opnieuw.',
      );
      // Seen on opening: in the first screen, above the menu.
      const box = await alert?.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
      expect(await phone.$('.customer-send')).toBeNull();
      expect(await phone.$('[data-testid="customer-table"]')).toBeNull();
    }
  });

  it("keeps the phone's basket and note over a reload, per table", async () => {
    const [first, second] = tables;
    const phone = await newPage(PHONE);
    await phone.goto(`${server.baseUrl}/order/${shopId}/${first?.id}`, {
      waitUntil: 'networkidle0',
    });
    await phone.waitForSelector('[data-testid="offer"]');
    await phone.click('[data-testid="offer"][data-item="Critical"][data-label="1g"]');
    await phone.click('[data-testid="offer"][data-item="Critical"][data-label="1g"]');
    await phone.click('[data-testid="offer"][data-item="Coca-Cola"][data-label="1st"]');
    await phone.type('.customer-notes textarea', 'Met ijs');
    const lines = () =>
      phone.$$eval('[data-testid="basket-line"]', (items) =>
        items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ')),
      );
    const before = await lines();
    expect(before).toHaveLength(2);

    await phone.reload({ waitUntil: 'networkidle0' });
    await phone.waitForSelector('[data-testid="basket-line"]');
    expect(await lines()).toEqual(before);
    expect(
      await phone.$eval('.customer-notes textarea', (n) => (n as HTMLTextAreaElement).value),
    ).toBe('Met ijs');
    // Another table of the same phone starts with its own, empty basket.
    await phone.goto(`${server.baseUrl}/order/${shopId}/${second?.id}`, {
      waitUntil: 'networkidle0',
    });
    await phone.waitForSelector('[data-testid="offer"]');
    expect(await phone.$$('[data-testid="basket-line"]')).toHaveLength(0);
    await phone.goBack({ waitUntil: 'networkidle0' });
    await phone.waitForSelector('[data-testid="basket-line"]');
    expect(await lines()).toEqual(before);
  });

  it.each([
    ['1024x768', TABLET_LANDSCAPE],
    ['768x1024', TABLET_PORTRAIT],
  ])('shows every order action inside a %s tablet screen', async (name, viewport) => {
    await placeOrder();
    // A handled order as well: its row has all three actions.
    const handled = await placeOrderWithId();
    await call('PATCH', `/v1/orders/${handled.id}`, { status: 'complete', from_status: 'pending' });
    const staff = await ordersPage(viewport);
    await staff.waitForSelector('tr.order-row-pending button[data-action="cancel"]');
    await staff.waitForSelector('tr.order-row-complete button[data-action="delete"]');
    const boxes = await staff.$$eval('button[data-action]', (buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        let clip = { left: 0, right: window.innerWidth };
        for (let node = button.parentElement; node; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') {
            const rect = node.getBoundingClientRect();
            clip = {
              left: Math.max(clip.left, rect.left),
              right: Math.min(clip.right, rect.right),
            };
          }
        }
        const row = button.closest('tr');
        const cells = [...(row?.cells ?? [])].map((cell) => Math.round(cell.offsetWidth));
        return {
          cells: cells.join(' '),
          text: button.textContent ?? '',
          name: button.getAttribute('aria-label') ?? '',
          left: box.left,
          right: box.right,
          clip,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    for (const box of boxes) {
      expect(box.left, `${box.name} at ${name}`).toBeGreaterThanOrEqual(box.clip.left);
      expect(box.right, `${box.name} at ${name}, cells ${box.cells}`).toBeLessThanOrEqual(
        box.clip.right,
      );
      // The accessible name starts with what the button shows (label-content-name-mismatch).
      expect(box.name.toLowerCase().startsWith(box.text.toLowerCase()), box.name).toBe(true);
    }
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, `orders-tablet-${name}.png`));
  });

  it('confirms completing and cancelling with Enter, in one dialog pattern that needs no scrolling', async () => {
    const toComplete = await placeOrder();
    const toCancel = await placeOrder();
    const staff = await ordersPage(TABLET_PORTRAIT);
    const answer = async (
      action: 'complete' | 'cancel',
      number: number,
      expected: [string, string, string, string],
    ) => {
      await staff.waitForSelector(
        `tr.order-row-pending button[data-action="${action}"][aria-label$=" order ${number}"]`,
      );
      await staff.click(`button[data-action="${action}"][aria-label$=" order ${number}"]`);
      const dialog = await staff.waitForSelector('.confirm-dialog');
      const seen = await dialog?.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return {
          texts: [
            node.querySelector('.modal-title')?.textContent,
            node.querySelector('.confirm-dialog-message')?.textContent,
            ...[...node.querySelectorAll('.modal-footer button')].map((b) => b.textContent),
          ],
          focused: document.activeElement?.textContent,
          inside:
            box.top >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
        };
      });
      expect(seen).toEqual({ texts: expected, focused: expected[3], inside: true });
      await staff.keyboard.press('Enter');
      await staff.waitForSelector('.confirm-dialog', { hidden: true });
      // The page sends the change once the dialog has closed; the order leaves the pending
      // list when the server has stored it.
      await staff.waitForSelector(
        `tr.order-row-pending button[data-action="${action}"][aria-label$=" order ${number}"]`,
        { hidden: true },
      );
    };
    await answer('complete', toComplete, [
      `Order ${toComplete} op compleet zetten?`,
      'Weet je zeker dat je de order handmatig op compleet wil zetten?',
      'Terug',
      'Ja, compleet',
    ]);
    await answer('cancel', toCancel, [
      `Order ${toCancel} annuleren?`,
      'Weet je zeker dat je de order wil annuleren?',
      'Terug',
      'Ja, annuleren',
    ]);
    const orders = await call<{ customer_order_id: number; status: string }[]>(
      'GET',
      `/v1/orders/shop/${shopId}/complete?limit=999`,
    );
    const statusOf = (number: number) =>
      orders.find((order) => order.customer_order_id === number)?.status;
    expect([statusOf(toComplete), statusOf(toCancel)]).toEqual(['complete', 'cancelled']);

    // 'Terug' (or Escape) leaves the order as it is.
    const kept = await placeOrder();
    await staff.waitForSelector(`button[data-action="cancel"][aria-label$=" order ${kept}"]`);
    await staff.click(`button[data-action="cancel"][aria-label$=" order ${kept}"]`);
    await staff.waitForSelector('.confirm-dialog');
    await staff.keyboard.press('Escape');
    await staff.waitForSelector('.confirm-dialog', { hidden: true });
    const pending = await call<{ customer_order_id: number }[]>(
      'GET',
      `/v1/orders/shop/${shopId}/pending?limit=999`,
    );
    expect(pending.some((order) => order.customer_order_id === kept)).toBe(true);
  });

  it('has no serious axe violation on the tables, print and orders pages, and no name that hides its text', async () => {
    await placeOrder();
    const staff = await staffPage({ width: 1366, height: 768, deviceScaleFactor: 1 });
    const found: Record<string, { id: string; impact: string | null; targets: string[] }[]> = {};
    for (const [path, ready] of [
      ['/tables', '[data-testid="table-card"]'],
      ['/tables/print', '[data-testid="print-card"]'],
      ['/orders', 'tr.order-row-pending button[data-action]'],
    ] as const) {
      await staff.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
      await staff.waitForSelector(ready);
      await staff.evaluate(AXE_SOURCE);
      const violations = await staff.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe;
        // The visible text in the accessible name is an experimental rule: switched on here.
        const result = (await axe.run({
          resultTypes: ['violations'],
          rules: { 'label-content-name-mismatch': { enabled: true } },
        })) as {
          violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
        };
        return result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
        }));
      });
      const relevant = violations.filter(
        (v) =>
          v.impact === 'serious' ||
          v.impact === 'critical' ||
          v.id === 'label-content-name-mismatch',
      );
      if (relevant.length) found[path] = relevant;
    }
    expect(found).toEqual({});
  });
});
