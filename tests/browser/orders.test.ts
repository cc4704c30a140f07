import { join } from 'node:path';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShopFeed } from '../../src/domain';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import { logInWithToken } from '../support/session';
import type { ServerProcess } from '../support/server-process';
import { reviewScreenshot } from '../support/review-screens';

const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screens');
const PHONE = { width: 390, height: 844, deviceScaleFactor: 1 } as const;
const PENDING_TITLE = 'Openstaande orders';
const HANDLED_TITLE = 'Complete en geannuleerde orders';

let server: ServerProcess;
let browser: Browser;
let token: string;
let shopId: string;
let tableId: string;
let feed: ShopFeed;
const contexts: BrowserContext[] = [];

interface OrderView {
  id: string;
  customer_order_id: number;
  status: string;
  table_name: string | null;
  total: number;
  completed_by_name: string | null;
  order_info: { quantity: number; description: string; kind_name: string | null }[];
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
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
  shopId = shops.body.find((shop) => shop.name === 'Mississippi')?.id ?? '';
  const tables = await call<{ id: string; name: string }[]>(
    'GET',
    `/v1/tables?limit=999&filter=shop_id:${shopId}`,
  );
  tableId = tables.body.find((table) => table.name === 'Tafel 1')?.id ?? '';
  feed = (await call<ShopFeed>('GET', `/v1/shops/${shopId}`)).body;
  expect(shopId).not.toBe('');
  expect(tableId).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  while (contexts.length) await contexts.pop()?.close();
});

async function newPage(viewport?: typeof PHONE): Promise<Page> {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  if (viewport) await page.setViewport(viewport);
  // A Dutch phone: the customer page follows the browser's language.
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['nl-NL', 'nl'] });
  });
  return page;
}

async function staffOrdersPage(): Promise<Page> {
  const page = await newPage();
  await logInWithToken(page, server.baseUrl, server.adminUsername, server.adminPassword);
  await page.waitForSelector('.app-header-username');
  await page.click('nav a[href="/orders"]');
  await page.waitForSelector('h1.page-title');
  await waitForTablesLoaded(page);
  return page;
}

async function waitForTablesLoaded(page: Page): Promise<void> {
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
}

/** The texts of the rows of the order table titled `title`. */
async function rowsOf(page: Page, title: string): Promise<string[]> {
  return page.evaluate((wanted: string) => {
    const section = [...document.querySelectorAll('section.data-table')].find(
      (candidate) => candidate.querySelector('h2')?.textContent === wanted,
    );
    return [...(section?.querySelectorAll('tbody tr.order-row') ?? [])].map(
      (row) => (row as HTMLElement).innerText,
    );
  }, title);
}

async function waitForOrderIn(page: Page, title: string, orderNumber: number, text: string) {
  await page.waitForFunction(
    (wanted: string, number: number, expected: string) => {
      const section = [...document.querySelectorAll('section.data-table')].find(
        (candidate) => candidate.querySelector('h2')?.textContent === wanted,
      );
      return [...(section?.querySelectorAll('tbody tr.order-row') ?? [])].some((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
        return cells[0] === String(number) && (row as HTMLElement).innerText.includes(expected);
      });
    },
    { timeout: 15_000 },
    title,
    orderNumber,
    text,
  );
}

async function confirmWith(page: Page, message: string, confirmLabel: string): Promise<void> {
  const dialog = await page.waitForSelector('.confirm-dialog');
  expect(await dialog?.$eval('.confirm-dialog-message', (node) => node.textContent)).toBe(message);
  const buttons = await dialog?.$$('button');
  for (const button of buttons ?? []) {
    if ((await button.evaluate((node) => node.textContent)) === confirmLabel) {
      await button.click();
      break;
    }
  }
  await page.waitForSelector('.confirm-dialog', { hidden: true });
}

async function openCustomerPage(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/order/${shopId}/${tableId}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="offer"]');
}

async function addOffer(page: Page, item: string, label: string): Promise<void> {
  await page.click(`[data-testid="offer"][data-item="${item}"][data-label="${label}"]`);
}

async function noticeText(page: Page): Promise<string> {
  const notice = await page.waitForSelector('[data-testid="customer-notice"]');
  return (await notice?.evaluate((node) => node.textContent ?? '')) ?? '';
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** A kind row of the demo menu that offers the label, by name. */
function kindOf(name: string) {
  const row = feed.prices.find((item) => item.kind_name === name && item.active);
  if (!row?.kind_id) throw new Error(`${name} is not on the demo menu`);
  return row.kind_id;
}

describe('orders', () => {
  it('shows an order placed at a table live, completes it, and the customer sees it', async () => {
    const staff = await staffOrdersPage();
    await staff.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const customer = await newPage(PHONE);
    await openCustomerPage(customer);
    expect(await customer.title()).toBe('Bestellen – Mississippi');
    await addOffer(customer, 'Critical', '1g');
    await addOffer(customer, 'Critical', '1g');
    await addOffer(customer, 'Coca-Cola', '1st');
    const lines = await customer.$$eval('[data-testid="basket-line"]', (items) =>
      items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ')),
    );
    expect(lines.map(plain)).toEqual([
      expect.stringMatching(/^Critical 1g − 2 \+ € 19,00$/),
      expect.stringMatching(/^Coca-Cola 1st − 1 \+ € 3,00$/),
    ]);
    expect(
      plain(await customer.$eval('[data-testid="basket-total"]', (n) => n.textContent ?? '')),
    ).toBe('€ 22,00');
    await reviewScreenshot(customer, join(SCREENSHOT_DIR, 'customer-order.png'));
    await customer.$eval('#mandje', (node) => node.scrollIntoView());
    await reviewScreenshot(customer, join(SCREENSHOT_DIR, 'customer-order-basket.png'));

    await customer.click('.customer-send');
    const tracked = await customer.waitForSelector('[data-testid="tracked-order"]');
    const orderId = (await tracked?.evaluate((node) => node.getAttribute('data-order-id'))) ?? '';
    expect(await customer.$eval('[data-testid="tracked-status"]', (n) => n.textContent)).toBe(
      'In behandeling',
    );
    expect(await customer.$$('[data-testid="basket-line"]')).toHaveLength(0);
    const placed = await call<OrderView>('GET', `/v1/orders/${orderId}`);
    expect(placed.body).toMatchObject({ status: 'pending', table_name: 'Tafel 1', total: 22 });
    const number = placed.body.customer_order_id;

    // The staff page learns of it by push, without a reload.
    await waitForOrderIn(staff, PENDING_TITLE, number, '2 x 1g Critical');
    const [row] = (await rowsOf(staff, PENDING_TITLE)).filter((text) =>
      text.startsWith(`${number}\t`),
    );
    expect(plain(row ?? '')).toContain('Tafel 1');
    expect(plain(row ?? '')).toContain('1 x 1st Coca-Cola');
    expect(plain(row ?? '')).toContain('€ 22,00');
    expect(row).toContain('Open');
    expect(
      await staff.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'orders.png'));

    await staff.click(`button[aria-label="Compleet: order ${number}"]`);
    await confirmWith(
      staff,
      'Weet je zeker dat je de order handmatig op compleet wil zetten?',
      'Ja, compleet',
    );
    await waitForOrderIn(staff, HANDLED_TITLE, number, 'Compleet');
    await staff.waitForFunction(
      (title: string, n: number) => {
        const section = [...document.querySelectorAll('section.data-table')].find(
          (candidate) => candidate.querySelector('h2')?.textContent === title,
        );
        return ![...(section?.querySelectorAll('tbody tr.order-row') ?? [])].some(
          (r) => r.querySelector('td')?.textContent === String(n),
        );
      },
      {},
      PENDING_TITLE,
      number,
    );
    const completed = await call<OrderView>('GET', `/v1/orders/${orderId}`);
    expect(completed.body.status).toBe('complete');
    expect(completed.body.completed_by_name).not.toBeNull();
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'orders-completed.png'));

    // The customer's page follows the status by itself, and after a reload too.
    await customer.waitForFunction(
      () => document.querySelector('[data-testid="tracked-status"]')?.textContent === 'Compleet',
      { timeout: 15_000 },
    );
    await customer.reload({ waitUntil: 'networkidle0' });
    await customer.waitForFunction(
      () => document.querySelector('[data-testid="tracked-status"]')?.textContent === 'Compleet',
    );
    await reviewScreenshot(customer, join(SCREENSHOT_DIR, 'customer-order-status.png'));
  });

  it('cancels with the status cancelled and deletes a handled order', async () => {
    const placedAnswer = await fetch(`${server.baseUrl}/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        shop_id: shopId,
        table_id: tableId,
        lines: [{ quantity: 1, description: '2.5g', kind_id: kindOf('Critical') }],
      }),
    });
    expect(placedAnswer.status).toBe(201);
    const placed = (await placedAnswer.json()) as OrderView;
    const number = placed.customer_order_id;

    const staff = await staffOrdersPage();
    await waitForOrderIn(staff, PENDING_TITLE, number, '1 x 2.5g Critical');
    const patches: string[] = [];
    staff.on('request', (request: HTTPRequest) => {
      if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
    });

    await staff.click(`button[aria-label="Annuleer order ${number}"]`);
    // The answers say what they do: 'annuleren' alone would read as "do not cancel".
    const dialog = await staff.waitForSelector('.confirm-dialog');
    expect(
      await dialog?.evaluate((node) => [
        node.querySelector('.modal-title')?.textContent,
        ...[...node.querySelectorAll('.modal-footer button')].map((button) => button.textContent),
      ]),
    ).toEqual([`Order ${number} annuleren?`, 'Terug', 'Ja, annuleren']);
    await confirmWith(staff, 'Weet je zeker dat je de order wil annuleren?', 'Ja, annuleren');
    await waitForOrderIn(staff, HANDLED_TITLE, number, 'Geannuleerd');
    expect(patches.map((body) => JSON.parse(body) as unknown)).toEqual([
      { status: 'cancelled', from_status: 'pending' },
    ]);
    expect((await call<OrderView>('GET', `/v1/orders/${placed.id}`)).body.status).toBe('cancelled');

    // A cancelled order can still be completed or deleted; cancelling again would change nothing.
    const states = await staff.$$eval(`button[aria-label$=" order ${number}"]`, (buttons) =>
      buttons.map((b) => [b.getAttribute('data-action'), (b as HTMLButtonElement).disabled]),
    );
    expect(states).toEqual([
      ['complete', false],
      ['cancel', true],
      ['delete', false],
    ]);

    await staff.click(`button[aria-label="Wis order ${number}"]`);
    await confirmWith(staff, 'Weet je zeker dat je deze wilt wissen?', 'Ja, wissen');
    await staff.waitForSelector(`button[aria-label="Wis order ${number}"]`, { hidden: true });
    expect((await call<OrderView>('GET', `/v1/orders/${placed.id}`)).status).toBe(404);
  });

  it('flags an order of a status it does not know on its own row and keeps the page working', async () => {
    const place = () =>
      fetch(`${server.baseUrl}/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          shop_id: shopId,
          table_id: tableId,
          lines: [{ quantity: 1, description: '1g', kind_id: kindOf('Critical') }],
        }),
      });
    const placedAnswer = await place();
    expect(placedAnswer.status).toBe(201);
    expect((await place()).status).toBe(201);
    const placed = (await placedAnswer.json()) as OrderView;
    // A newer server may send a status this back office does not know yet: the list answer
    // is passed through with this one order's status changed.
    const page = await newPage();
    // Rewritten in the page's own fetch, so every other request goes its normal way.
    await page.evaluateOnNewDocument(
      (list: string, orderId: string) => {
        const original = window.fetch.bind(window);
        window.fetch = async (input, init) => {
          const answer = await original(input, init);
          const url =
            typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (!url.includes(list) || answer.status !== 200) return answer;
          const body = (await answer.clone().json()) as { id: string; status: string }[];
          const changed = body.map((order) =>
            order.id === orderId ? { ...order, status: 'shipped' } : order,
          );
          const headers = new Headers({ 'content-type': 'application/json' });
          const range = answer.headers.get('content-range');
          if (range) headers.set('content-range', range);
          return new Response(JSON.stringify(changed), { status: 200, headers });
        };
      },
      `/v1/orders/shop/${shopId}/pending`,
      placed.id,
    );
    await logInWithToken(page, server.baseUrl, server.adminUsername, server.adminPassword);
    await page.waitForSelector('.app-header-username');
    await page.click('nav a[href="/orders"]');
    await waitForTablesLoaded(page);
    const row = await page.waitForSelector('tr.order-row-unknown');
    expect(await row?.evaluate((node) => node.textContent)).toContain('Onbekende status: shipped');
    expect(await row?.$$('button[data-action]')).toHaveLength(0);
    // The other orders keep their actions.
    expect(await page.$$('tr.order-row-pending button[data-action="complete"]')).not.toHaveLength(
      0,
    );
    await page.close();
  });

  it('counts new orders in the header and the title and chimes for them, unless the sound is off', async () => {
    const page = await newPage();
    // Counts the tones the page makes, through the browser's own Web Audio.
    await page.evaluateOnNewDocument(() => {
      const tones = { count: 0 };
      (window as unknown as { tones: typeof tones }).tones = tones;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        tones.count += 1;
        return original.call(this);
      };
    });
    await logInWithToken(page, server.baseUrl, server.adminUsername, server.adminPassword);
    await page.waitForSelector('.app-header-username');
    await page.click('nav a[href="/orders"]');
    await waitForTablesLoaded(page);
    const pendingNow = async () =>
      (await call<OrderView[]>('GET', `/v1/orders/shop/${shopId}/pending?limit=999`)).body.length;
    const tones = () =>
      page.evaluate(() => (window as unknown as { tones: { count: number } }).tones.count);
    const place = async () => {
      const answer = await fetch(`${server.baseUrl}/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          shop_id: shopId,
          table_id: tableId,
          lines: [{ quantity: 1, description: '1g', kind_id: kindOf('Critical') }],
        }),
      });
      expect(answer.status).toBe(201);
    };
    const headerShows = (count: number) =>
      page.waitForFunction(
        (expected: number) =>
          document.querySelector('[data-testid="pending-order-count"]')?.firstChild?.textContent ===
            String(expected) && document.title.startsWith(`(${expected}) `),
        {},
        count,
      );

    const before = await tones();
    await place();
    await headerShows(await pendingNow());
    await expect.poll(tones).toBe(before + 2);

    await page.click('.orders-sound input');
    expect(
      await page.$eval('.orders-sound input', (box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    await place();
    await headerShows(await pendingNow());
    expect(await tones()).toBe(before + 2);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('.orders-sound input');
    expect(
      await page.$eval('.orders-sound input', (box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    await page.close();
  });

  it('refuses more than 5 grams on the customer page before anything is sent', async () => {
    const customer = await newPage(PHONE);
    const posts: string[] = [];
    customer.on('request', (request: HTTPRequest) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openCustomerPage(customer);

    await addOffer(customer, 'Critical', '5g');
    await addOffer(customer, 'Critical', '1g');
    expect(await noticeText(customer)).toBe('Je mag maximaal 5 gram per bestelling bestellen.');
    // A joint counts as well; a drink weighs nothing.
    await addOffer(customer, 'Gelato', '1j');
    expect(await noticeText(customer)).toBe('Je mag maximaal 5 gram per bestelling bestellen.');
    await addOffer(customer, 'Coca-Cola', '1st');
    await customer.click('button[aria-label="Eén 5g Critical meer"]');
    expect(await noticeText(customer)).toBe('Je mag maximaal 5 gram per bestelling bestellen.');

    const basket = await customer.$$eval('[data-testid="basket-line"]', (items) =>
      items.map((item) => item.querySelector('[data-testid="basket-quantity"]')?.textContent),
    );
    expect(basket).toEqual(['1', '1']);
    const grams = await customer.$eval('[data-testid="basket-grams"]', (n) => n.textContent ?? '');
    expect(grams).toContain('5 van 5 gram');
    expect(grams).toContain('een joint telt als 0,4 gram');
    await customer.$eval('#mandje', (node) => node.scrollIntoView());
    await reviewScreenshot(customer, join(SCREENSHOT_DIR, 'customer-order-limit.png'));
    expect(posts).toEqual([]);
  });

  it('tells the customer when the table of the address cannot exist', async () => {
    const customer = await newPage(PHONE);
    await customer.goto(`${server.baseUrl}/order/${shopId}/tafel-1`, { waitUntil: 'networkidle0' });
    await customer.waitForSelector('[data-testid="offer"]');
    expect(await customer.$eval('.customer-error', (node) => node.textContent)).toBe(
      'Deze tafel bestaat niet. Scan de code op je tafel opnieuw.',
    );
    expect(await customer.$('.customer-send')).toBeNull();
  });

  it('looks right in dark mode', async () => {
    const staff = await staffOrdersPage();
    await Promise.all([
      staff.waitForNavigation({ waitUntil: 'networkidle0' }),
      staff.click('button[aria-label="Donkere modus"]'),
    ]);
    await waitForTablesLoaded(staff);
    expect(await staff.$eval('html', (html) => html.dataset.theme)).toBe('dark');
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'orders-dark.png'));
    await staff.setViewport({ width: 1366, height: 768, deviceScaleFactor: 1 });
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'orders-dark-1366.png'));

    await staff.click('button[aria-label="Help"]');
    await staff.waitForSelector('.help-content');
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'orders-help-dark.png'));
    await staff.keyboard.press('Escape');

    await staff.setViewport(PHONE);
    await openCustomerPage(staff);
    await addOffer(staff, 'Amnesia Haze', '1g');
    await reviewScreenshot(staff, join(SCREENSHOT_DIR, 'customer-order-dark.png'));
  });
});
