/**
 * A café's first day, walked in real Chromium against the real server, in the back office
 * only: a group's admin adds a café on the Admin page, adds drinks priced per "Glas" and
 * "Fles", pairs a screen stick that then shows those drinks, prints the tables' QR codes, and
 * a guest orders from the phone page of a table, which says nothing about cannabis.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { shownCode, waitForBoard } from './board-support';
import { logIn, waitForToast } from './manage-support';

const ADMIN = { username: 'utrecht.beheer', password: 'a password for the café' };
const CAFE = 'Café Het Anker';
/** The drinks the café adds, each by the glass and by the bottle. */
const DRINKS = [
  { name: 'Anker Tripel', glass: '4,50', bottle: '21,00' },
  { name: 'Huiswijn Rood', glass: '3,75', bottle: '18,50' },
] as const;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 1 } as const;
/** What a guest of a drinks-only place must never read. */
const CANNABIS_WORDS = /cannabis|gram\b|\bwiet\b|hasj|\d\s?g\b/i;

let server: ServerProcess;
let officeBrowser: Browser;
let stickBrowser: Browser;
let office: Page;
let superToken: string;
let cafeId = '';
/** The address of the first table's QR card. */
let guestAddress = '';

async function api<T>(path: string, init: RequestInit = {}, token = superToken): Promise<T> {
  const answer = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
    },
  });
  const text = await answer.text();
  expect(answer.status, `${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function tokenOf(username: string, password: string): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  superToken = await tokenOf(server.adminUsername, server.adminPassword);
  // The café's owner: an admin of the Utrecht shop group, made by the superuser.
  const roles = await api<{ id: string; name: string }[]>('/v1/roles');
  const groups = await api<{ id: string; name: string }[]>('/v1/shop-groups?limit=100');
  await api('/v1/users', {
    method: 'POST',
    body: JSON.stringify({
      username: ADMIN.username,
      email: 'utrecht.beheer@example.com',
      first_name: 'Utrecht',
      last_name: 'Beheer',
      password: ADMIN.password,
      is_active: true,
      is_superuser: false,
      roles: roles.filter((role) => role.name === 'admin').map((role) => role.id),
      shop_groups: groups.filter((group) => group.name === 'Utrecht').map((group) => group.id),
    }),
  });
  officeBrowser = await launchBrowser();
  stickBrowser = await launchBrowser();
  office = await officeBrowser.newPage();
  await office.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
  await office.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['nl-NL', 'nl'] });
  });
}, 480_000);

afterAll(async () => {
  await stickBrowser?.close();
  await officeBrowser?.close();
  await server?.stop();
});

describe("a café's first day, in the back office only", () => {
  it('a group admin adds the café on the Admin page, in their own group', async () => {
    await logIn(office, server.baseUrl, ADMIN.username, ADMIN.password);
    await office.click('a[href="/admin"]');
    await office.waitForSelector('h1 ::-p-text(Admin)');
    // A group admin manages shops; shop groups and users stay with the superuser.
    expect(await office.$('::-p-text(Shop groep toevoegen)')).toBeNull();
    expect(await office.$('::-p-text(Gebruiker toevoegen)')).toBeNull();
    // On a 1024 px tablet the shops' table fits: no column cut off, the page does not scroll sideways.
    await office.setViewport({ width: 1024, height: 768, deviceScaleFactor: 1 });
    await office.waitForFunction(() =>
      [...document.querySelectorAll('.admin-shops tbody td')].some(
        (cell) => cell.textContent === 'Utrecht',
      ),
    );
    const fit = await office.evaluate(() => {
      const scroller = document.querySelector('.admin-shops .data-table-scroll') as HTMLElement;
      return {
        table: scroller.scrollWidth - scroller.clientWidth,
        page: document.documentElement.scrollWidth,
      };
    });
    expect(fit).toEqual({ table: 0, page: 1024 });
    await office.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
    await office.click('button ::-p-text(Shop toevoegen)');
    const dialog = await office.waitForSelector('dialog[open]');
    await office.type('dialog[open] input', CAFE);
    const type = await dialog?.$('label ::-p-text(Soort shop)');
    const typeId = await type?.evaluate((node) => node.closest('label')?.htmlFor ?? '');
    await office.select(`dialog[open] [id="${typeId}"]`, 'horeca');
    // The only group on offer is the admin's own, and no "no group".
    const groupOptions = await office.$$eval('dialog[open] select option', (options) =>
      options.map((option) => option.textContent ?? ''),
    );
    expect(groupOptions).toContain('Utrecht');
    expect(groupOptions).not.toContain('Geen shop groep');
    expect(groupOptions).not.toContain('Maastricht');
    await office.click('dialog[open] button[type="submit"]');
    await waitForToast(office, 'Toegevoegd');
    await office.waitForFunction(() => !document.querySelector('dialog[open]'));

    const shops =
      await api<{ id: string; name: string; shop_type: string }[]>('/v1/shops?limit=100');
    const cafe = shops.find((shop) => shop.name === CAFE);
    expect(cafe?.shop_type).toBe('horeca');
    cafeId = cafe?.id ?? '';
    const groups = await api<{ name: string }[]>(`/v1/shop-groups/shop-id/${cafeId}`);
    expect(groups.map((group) => group.name)).toEqual(['Utrecht']);
  });

  it("sets the café's board theme on its Shop instellingen page", async () => {
    await office.goto(`${server.baseUrl}/shops/${cafeId}/settings`, { waitUntil: 'networkidle0' });
    const theme = `select[aria-label="Schermthema voor ${CAFE}"]`;
    await office.waitForSelector(`.shop-settings-board ${theme}`);
    await office.select(theme, 'light');
    await waitForToast(office, 'Gewijzigd');
    const shops = await api<{ id: string; config: { theme?: string } }[]>('/v1/shops?limit=100');
    expect(shops.find((shop) => shop.id === cafeId)?.config.theme).toBe('light');
  });

  it('adds drinks priced per Glas and per Fles, shown with those labels on the Products page', async () => {
    await Promise.all([
      office.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
      office.select('#header-shop-switcher', cafeId),
    ]);
    for (const drink of DRINKS) {
      await office.goto(`${server.baseUrl}/manage/horeca`, { waitUntil: 'networkidle0' });
      await office.click('button ::-p-text(Horeca product toevoegen)');
      const dialog = await office.waitForSelector('dialog[open]');
      await office.keyboard.type(drink.name);
      // The café's group and its own first category ("Dranken"), as a new owner finds them.
      await office.waitForSelector('dialog[open] select option:not([value=""])');
      const selects = (await dialog?.$$('select')) ?? [];
      const category = await selects[2]?.evaluate(
        (select) =>
          [...(select as HTMLSelectElement).options].find((option) => option.text === 'Dranken')
            ?.value ?? '',
      );
      expect(category).not.toBe('');
      await selects[2]?.select(category ?? '');
      const typeInto = async (label: string, text: string) => {
        const input = await office.waitForSelector(`dialog[open] input[aria-label="${label}"]`);
        await input?.click({ count: 3 });
        await office.keyboard.type(text);
      };
      await typeInto('Label 1', 'Glas');
      await typeInto('Engels label 1', 'Glass');
      await typeInto('Prijs 1', drink.glass);
      await office.click('dialog[open] button ::-p-text(Prijs toevoegen)');
      await typeInto('Label 2', 'Fles');
      await typeInto('Engels label 2', 'Bottle');
      await typeInto('Prijs 2', drink.bottle);
      await office.click('dialog[open] button[type="submit"]');
      await waitForToast(office, 'Toegevoegd');
      await office.waitForFunction(() => !document.querySelector('dialog[open]'));
    }

    await office.goto(`${server.baseUrl}/products/horeca`, { waitUntil: 'networkidle0' });
    const shown = await office.waitForFunction(
      (names: string[]) => {
        const rows = [...document.querySelectorAll('.data-table-grid tbody tr')];
        const found = names.map((name) => {
          const row = rows.find(
            (candidate) => candidate.querySelector('.product-name')?.textContent === name,
          );
          return [...(row?.querySelectorAll('.product-price') ?? [])].map(
            (price) =>
              `${price.querySelector('.product-price-label')?.textContent} ${price.querySelector('.product-price-value')?.textContent}`,
          );
        });
        return found.every((prices) => prices.length > 0) && found;
      },
      {},
      DRINKS.map((drink) => drink.name),
    );
    expect(await shown.jsonValue()).toEqual(
      DRINKS.map((drink) => [`Glas ${drink.glass}`, `Fles ${drink.bottle}`]),
    );
  });
});

describe("the café's screen, tables and guests", () => {
  it('pairs a stick on the shop’s screen status, and the stick shows the drinks', async () => {
    const stick = await stickBrowser.newPage();
    await stick.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
    await stick.goto(`${server.baseUrl}/scherm`, { waitUntil: 'load' });
    const code = await shownCode(stick);

    await office.goto(`${server.baseUrl}/start`, { waitUntil: 'networkidle0' });
    await Promise.all([
      office.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
      office.select('#header-shop-switcher', cafeId),
    ]);
    const form = await office.waitForSelector('[data-testid="pair-screen"]');
    await office.type('.pair-screen-code', code);
    const name = await form?.waitForSelector('label ::-p-text(Naam) input');
    await name?.type('Scherm achter de bar');
    await (await form?.waitForSelector('button[type="submit"]'))?.click();
    await office.waitForSelector('::-p-text(Gekoppeld)', { timeout: 15_000 });

    await waitForBoard(stick);
    const texts = await stick.evaluate(
      () =>
        window.pricelistBoard
          ?.rows()
          ?.rows.flatMap((row) => (row.kind === 'row' ? row.runs.map((run) => run.text) : [])) ??
        [],
    );
    expect(texts).toEqual(expect.arrayContaining(DRINKS.map((drink) => drink.name)));
    const headers = await stick.evaluate(
      () =>
        window.pricelistBoard
          ?.rows()
          ?.rows.flatMap((row) =>
            row.kind === 'title' ? row.headers.map((header) => header.run.text) : [],
          ) ?? [],
    );
    expect(headers).toEqual(expect.arrayContaining(['Glas', 'Fles']));
    await stick.close();
  });

  it("prints a QR card for each of the café's tables", async () => {
    await office.goto(`${server.baseUrl}/tables`, { waitUntil: 'networkidle0' });
    await office.waitForSelector('[data-testid="table-card"]');
    await office.type('.tables-add input', 'Terras');
    await office.click('.tables-add button[type="submit"]');
    await office.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="table-card"] h2')].some(
          (node) => node.textContent === 'Terras',
        ),
      { timeout: 10_000 },
    );
    await office.click('a[href="/tables/print"]');
    await office.waitForSelector('[data-testid="print-card"]');
    const printed = await office.$$eval('[data-testid="print-card"]', (nodes) =>
      nodes.map((node) => ({
        shop: node.querySelector('.tables-print-shop')?.textContent ?? '',
        address: node.querySelector('svg.qr-code')?.getAttribute('data-qr-text') ?? '',
      })),
    );
    const tables = await api<{ id: string }[]>(`/v1/tables?limit=999&filter=shop_id:${cafeId}`);
    expect(printed).toHaveLength(tables.length);
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const card of printed) {
      expect(card.shop).toBe(CAFE);
      expect(card.address).toMatch(new RegExp(`^${server.baseUrl}/order/${cafeId}/[0-9a-f-]{36}$`));
    }
    guestAddress = printed[0]?.address ?? '';
  });

  it('lets a guest order a glass from the phone page, which says nothing about cannabis', async () => {
    const context = await officeBrowser.createBrowserContext();
    const phone = await context.newPage();
    await phone.setViewport(PHONE);
    await phone.evaluateOnNewDocument(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['nl-NL', 'nl'] });
    });
    await phone.goto(guestAddress, { waitUntil: 'networkidle0' });
    const drink = DRINKS[0];
    await phone.waitForSelector(`[data-testid="offer"][data-item="${drink?.name}"]`);
    const offers = await phone.$$eval('[data-testid="offer"]', (nodes) =>
      nodes.map((node) => `${node.getAttribute('data-item')} ${node.getAttribute('data-label')}`),
    );
    expect(offers).toEqual(expect.arrayContaining([`${drink?.name} Glas`, `${drink?.name} Fles`]));
    await phone.click(`[data-testid="offer"][data-item="${drink?.name}"][data-label="Glas"]`);
    await phone.click(`[data-testid="offer"][data-item="${drink?.name}"][data-label="Glas"]`);
    expect(await phone.$('[data-testid="basket-grams"]')).toBeNull();
    const text = await phone.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(CANNABIS_WORDS);
    await phone.click('.customer-send');
    const tracked = await phone.waitForSelector('[data-testid="tracked-order"]');
    expect(await phone.evaluate(() => document.body.innerText)).not.toMatch(CANNABIS_WORDS);

    const orderId = (await tracked?.evaluate((node) => node.getAttribute('data-order-id'))) ?? '';
    const order = await api<{ order_info: { description: string; quantity: number }[] }>(
      `/v1/orders/${orderId}`,
    );
    expect(order.order_info).toEqual([
      expect.objectContaining({ description: 'Glas', quantity: 2 }),
    ]);
    await context.close();
  });
});
