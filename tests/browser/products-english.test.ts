import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopLink } from '../../src/api/types';
import { messages } from '../../src/i18n/catalogue';
import { chooseUserLanguage } from './languages-support';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import { STAFF_PASSWORD, apiAs, eventually, logIn } from './products-support';

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let kindId: string;

const KEYS = Object.keys(messages);

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  browser = await launchBrowser();
  const admin = await apiAs(server);
  const links = await admin.get<ShopLink[]>('/v1/shops-to-prices?limit=1000');
  const kindLink = links.find((link) => link.kind_id !== null);
  if (!kindLink?.kind_id) throw new Error('The demo data has no cannabis row');
  kindId = kindLink.kind_id;
  context = await browser.createBrowserContext();
  page = await context.newPage();
  await logIn(page, server);
  // English is chosen in the header; the choice is the user's, kept by the server.
  await chooseUserLanguage(page, 'en');
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Opens a page of the app and waits until every text in `expected` shows. */
async function open(path: string, expected: readonly string[]): Promise<string> {
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
  // textContent: what the texts are, whatever the style does to their case.
  const shown = await eventually(
    () => page.evaluate(() => document.body.textContent ?? ''),
    (text) => expected.every((wanted) => text.includes(wanted)),
  ).catch(async (error: unknown) => {
    const text = await page.evaluate(() => document.body.textContent ?? '');
    throw new Error(`${path}: missing ${expected.filter((w) => !text.includes(w)).join(' | ')}`, {
      cause: error,
    });
  });
  const visible = await page.evaluate(() => document.body.innerText);
  return `${shown}\n${visible}`;
}

/** Catalogue keys that show as they are instead of their text. */
function rawKeysIn(text: string): string[] {
  return KEYS.filter((key) => text.includes(key));
}

const PAGES = {
  products: '/products/cannabis',
  detail: () => `/view/cannabis/${kindId}`,
  priceForm: '/prices/new',
  categories: '/categories',
};

describe('products pages in English and Dutch', () => {
  it('shows the products list, a product, the price form and the categories in English', async () => {
    const products = await open(PAGES.products, [
      'Cannabis products',
      'Latest Products',
      'Price combinations',
      'In stock?',
      'Modified',
    ]);
    expect(products).not.toContain('Voorraad?');
    expect(rawKeysIn(products)).toEqual([]);

    const detail = await open(PAGES.detail(), [
      'Product info',
      'Short description NL',
      'Generate descriptions',
      'Strain info',
      'History',
    ]);
    expect(detail).not.toContain('Korte beschrijving NL');
    expect(rawKeysIn(detail)).toEqual([]);

    const form = await open(PAGES.priceForm, [
      'Add price',
      'Register code prefix',
      'Code on the register',
      'Pre-rolled joints',
    ]);
    expect(form).not.toContain('Kassa code prefix');
    expect(rawKeysIn(form)).toEqual([]);

    const categories = await open(PAGES.categories, ['Categories of', 'Add category', 'Colour']);
    expect(categories).not.toContain('Categorie toevoegen');
    expect(rawKeysIn(categories)).toEqual([]);
  }, 120_000);

  it('shows the same pages in Dutch again once Dutch is chosen', async () => {
    await chooseUserLanguage(page, 'nl');

    const products = await open(PAGES.products, [
      'Cannabis Producten',
      'Nieuwste producten',
      'Prijs Combi',
      'Voorraad?',
      'Aangepast',
    ]);
    expect(products).not.toContain('In stock?');
    expect(rawKeysIn(products)).toEqual([]);

    const detail = await open(PAGES.detail(), [
      'Productinfo',
      'Korte beschrijving NL',
      'Genereer beschrijvingen',
      'Geschiedenis',
    ]);
    expect(detail).not.toContain('Short description NL');
    expect(rawKeysIn(detail)).toEqual([]);

    const form = await open(PAGES.priceForm, ['Prijs Toevoegen', 'Kassa code prefix']);
    expect(form).not.toContain('Register code prefix');
    expect(rawKeysIn(form)).toEqual([]);

    const categories = await open(PAGES.categories, ['Categorieën van', 'Categorie toevoegen']);
    expect(categories).not.toContain('Add category');
    expect(rawKeysIn(categories)).toEqual([]);
  }, 120_000);
});
