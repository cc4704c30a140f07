import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Category, KindPage, Price, Shop, ShopLink } from '../../src/api/types';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import {
  SCREENSHOT_DIR,
  apiAs,
  eventually,
  logIn,
  showAllRows,
  sleep,
  textOf,
  useDarkMode,
} from './products-support';
import type { ApiAs } from './products-support';
import { reviewScreenshot } from '../support/review-screens';

const INCOMPLETE =
  'Het form is niet compleet ingevuld. Prijs, categorie en product-soort moeten ingevuld zijn.';

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiAs;
let shop: Shop;
let prices: Price[];
let categories: Category[];

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  browser = await launchBrowser();
  admin = await apiAs(server);
  const shops = await admin.get<Shop[]>('/v1/shops');
  const mississippi = shops.find((candidate) => candidate.name === 'Mississippi');
  if (!mississippi) throw new Error('No demo shop Mississippi');
  shop = mississippi;
  prices = await admin.get<Price[]>(
    `/v1/prices?filter=shop_group_id:${shop.shop_group_id}&limit=1000`,
  );
  categories = await admin.get<Category[]>(`/v1/categories?filter=shop_id:${shop.id}&limit=1000`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.createBrowserContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function priceId(code: string): string {
  const price = prices.find((candidate) => candidate.internal_product_id === code);
  if (!price) throw new Error(`No price ${code}`);
  return price.id;
}

function categoryId(name: string): string {
  const category = categories.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`No category ${name}`);
  return category.id;
}

function links(): Promise<ShopLink[]> {
  return admin.get<ShopLink[]>(`/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`);
}

/** A kind of the shop's group that is not on the shop's list yet. */
async function unlistedKind(): Promise<{ id: string; name: string }> {
  const kinds = await admin.get<KindPage>(
    `/v1/kinds?shop_group_id=${shop.shop_group_id}&limit=999&sort=name:ASC`,
  );
  const listed = new Set((await links()).map((link) => link.kind_id));
  const kind = kinds.items.find((candidate) => !listed.has(candidate.id));
  if (!kind) throw new Error('Every kind is listed');
  return kind;
}

async function openForm(path: string): Promise<void> {
  await logIn(page, server);
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('form.price-link-form');
}

/** The form's selects in order: price (or existing product), category, kind or product. */
async function selectAt(index: number) {
  const all = await page.$$('form.price-link-form select');
  const select = all[index];
  if (!select) throw new Error(`No select ${index}`);
  return select;
}

async function choose(index: number, value: string): Promise<void> {
  await (await selectAt(index)).select(value);
}

async function valueAt(index: number): Promise<string> {
  return (await selectAt(index)).evaluate((select) => (select as HTMLSelectElement).value);
}

async function optionsAt(index: number): Promise<string[]> {
  return (await selectAt(index)).$$eval('option', (options) =>
    options.map((option) => option.textContent ?? ''),
  );
}

/** Ticks 'Nieuw (met het NEW label)'. */
async function tickNew(): Promise<void> {
  await page.click('.price-link-form-flags label:nth-child(2) input');
}

async function submitDisabled(): Promise<boolean> {
  return page.$eval('form.price-link-form button[type="submit"]', (b) => b.disabled);
}

async function flashText(): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('form.price-link-form .form-message')?.textContent ?? null,
  );
}

describe('price-link form', () => {
  it('links a kind to a price in a category and shows it in the list', async () => {
    const kind = await unlistedKind();
    await openForm('/products/new-product/cannabis');
    expect(await textOf(page, 'h1')).toBe('Cannabis product toevoegen');
    expect(await page.$$eval('nav.tabs a', (tabs) => tabs.map((tab) => tab.textContent))).toEqual([
      'Cannabis',
      'Horeca',
    ]);
    expect(await page.$eval('a[href="/prices"]', (link) => link.textContent)).toBe(
      "Prijs combi's beheren",
    );
    expect(await submitDisabled()).toBe(true);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-link-new.png'));

    // Enter on a select asks for the missing fields, and the message goes after 3 s.
    await (await selectAt(1)).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (text) => document.querySelector('.form-message')?.textContent === text,
      {},
      INCOMPLETE,
    );
    await page.waitForFunction(() => !document.querySelector('.form-message'), { timeout: 4500 });

    // Cannabis links offer the shop's cannabis categories only.
    expect(await optionsAt(1)).toEqual([
      '— kies —',
      'Edibles',
      'Hasj',
      'Pre-rolled joints',
      'Top shelf',
      'Wiet',
    ]);

    await choose(0, priceId('10006'));
    await choose(1, categoryId('Top shelf'));
    expect(await submitDisabled()).toBe(true);
    await choose(2, kind.id);
    expect(await submitDisabled()).toBe(false);
    await tickNew();

    const started = Date.now();
    await page.click('form.price-link-form button[type="submit"]');
    await page.waitForSelector('.form-message-success');
    expect(await flashText()).toBe('Het product staat op de kaart.');
    await page.waitForFunction(() => window.location.pathname === '/products/cannabis', {
      timeout: 6000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2800);

    const created = (await links()).find((link) => link.kind_id === kind.id);
    expect(created).toMatchObject({
      price_id: priceId('10006'),
      category_id: categoryId('Top shelf'),
      active: true,
      new: true,
    });

    await page.waitForSelector('.data-table-grid tbody .product-name');
    await page.click('button[aria-label="Zoeken"]');
    await page.type('.data-table-search input', kind.name);
    await page.waitForFunction(
      (name) => {
        const rows = [...document.querySelectorAll('.data-table-grid tbody tr')];
        return (
          rows.length === 1 &&
          rows[0]?.querySelector('.product-name')?.textContent === name &&
          rows[0]?.querySelector('.product-code')?.textContent === '10006'
        );
      },
      {},
      kind.name,
    );
  });

  it("refuses the same kind at the same price twice: 'Deze prijsvariatie bestaat al.'", async () => {
    const listed = (await links()).find((link) => link.product_name === 'Gorilla Glue');
    if (!listed?.kind_id) throw new Error('Gorilla Glue is not listed');
    await openForm(`/products/new-product/cannabis?selectedWiet=${listed.kind_id}`);
    expect(await valueAt(2)).toBe(listed.kind_id);
    await choose(0, listed.price_id);
    await choose(1, categoryId('Top shelf'));
    await page.click('form.price-link-form button[type="submit"]');
    await page.waitForFunction(
      () =>
        document.querySelector('.form-message')?.textContent === 'Deze prijsvariatie bestaat al.',
    );
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-link-duplicate.png'));
    // The choices stay; the message goes after 3 s.
    expect(await valueAt(0)).toBe(listed.price_id);
    expect(await submitDisabled()).toBe(false);
    await page.waitForFunction(() => !document.querySelector('.form-message'), { timeout: 4500 });
    expect(await page.evaluate(() => window.location.pathname)).toBe(
      '/products/new-product/cannabis',
    );
  });

  it('takes the price of a product already on the list with the existing-price option', async () => {
    const kind = await unlistedKind();
    const source = (await links()).find((link) => link.product_name === 'Jack Herer');
    if (!source) throw new Error('Jack Herer is not listed');
    await openForm('/products/new-product/cannabis');
    await page.click('.price-link-form-price-extra input[type="checkbox"]');
    await page.waitForFunction(() =>
      document
        .querySelector('.price-link-form-price .field-label')
        ?.textContent?.startsWith('Prijs van bestaand product'),
    );
    await choose(0, source.id);
    expect(await textOf(page, '.price-link-form-source')).toBe(
      `Prijs combi ${source.internal_product_id}`,
    );
    await choose(1, categoryId('Wiet'));
    await choose(2, kind.id);
    await (await selectAt(2)).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.form-message-success');
    const created = await eventually(
      () => links(),
      (rows) => rows.some((link) => link.kind_id === kind.id),
    );
    expect(created.find((link) => link.kind_id === kind.id)).toMatchObject({
      price_id: source.price_id,
      category_id: categoryId('Wiet'),
      active: true,
      new: false,
    });
  });
});

describe('editing a price link', () => {
  it('saves a horeca row and returns to the list after 1.5 s', async () => {
    const tea = (await links()).find((link) => link.product_name === 'Thee');
    if (!tea) throw new Error('Thee is not listed');
    await openForm(`/products/edit-product/horeca/${tea.id}`);
    expect(await textOf(page, 'h1')).toBe('Horeca product bewerken');
    expect(await valueAt(2)).toBe(tea.product_id);
    const horecaCategories = await optionsAt(1);
    expect(horecaCategories).toContain('Warme dranken');
    expect(horecaCategories).toContain('Snacks');
    await tickNew();
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-link-edit.png'));

    const started = Date.now();
    await page.click('form.price-link-form button[type="submit"]');
    await page.waitForSelector('.form-message-success');
    expect(await flashText()).toBe('De wijzigingen zijn opgeslagen.');
    await page.waitForFunction(() => window.location.pathname === '/products/horeca', {
      timeout: 4000,
    });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1300);
    expect(waited).toBeLessThan(2900);
    const saved = (await links()).find((link) => link.id === tea.id);
    expect(saved).toMatchObject({
      new: true,
      price_id: tea.price_id,
      category_id: tea.category_id,
    });
  });

  it("refuses an edit that duplicates another row: 'U heeft dit product al toegevoegd aan deze shop!'", async () => {
    const rows = await links();
    const red = rows.find((link) => link.product_name === 'Spa rood');
    const blue = rows.find((link) => link.product_name === 'Spa blauw');
    if (!red || !blue) throw new Error('Spa rood and Spa blauw are listed');
    await openForm(`/products/edit-product/horeca/${red.id}`);
    await choose(0, blue.price_id);
    await choose(2, blue.product_id ?? '');
    await page.click('form.price-link-form button[type="submit"]');
    await page.waitForFunction(
      () =>
        document.querySelector('.form-message')?.textContent ===
        'U heeft dit product al toegevoegd aan deze shop!',
    );
    expect((await links()).find((link) => link.id === red.id)?.product_id).toBe(red.product_id);
    await page.waitForFunction(() => !document.querySelector('.form-message'), { timeout: 4500 });
  });

  it('looks right in dark mode', async () => {
    await logIn(page, server);
    await showAllRows(page, 'products-cannabis');
    await useDarkMode(page);
    await page.goto(`${server.baseUrl}/products/new-product/horeca`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('form.price-link-form select');
    expect(await textOf(page, 'h1')).toBe('Horeca product toevoegen');
    await page.focus('form.price-link-form select');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.form-message');
    await sleep(100);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-link-new-dark.png'));
    await page.setViewport({ width: 1366, height: 768 });
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'price-link-new-dark-1366.png'));
  });
});
