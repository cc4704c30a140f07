/**
 * Every back-office page at 1366x768 in Dutch and in English, written to
 * `.tmp/screenshots/<language>/<page>.png` to be looked at; no page may show a raw catalogue
 * key in either language. Pages are opened as the superuser (who sees them all) on the demo
 * data; the multiscreen pages on the multiscreen demo shop.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, startManageWorld } from './manage-support';
import type { ManageWorld } from './manage-support';
import { chooseLanguage, rawKeysOn } from './languages-support';

const OUT = join(process.cwd(), '.tmp', 'screenshots');

let world: ManageWorld;
let page: Page;
let pages: { name: string; path: string; multiscreen?: boolean }[];

beforeAll(async () => {
  world = await startManageWorld();
  page = await world.browser.newPage();
  await page.setViewport({ width: 1366, height: 768, deviceScaleFactor: 1 });
  const first = async (path: string) => {
    const answer = await world.api<{ id: string }[] | { items: { id: string }[] }>('GET', path);
    return (Array.isArray(answer) ? answer : answer.items)[0];
  };
  const kind = await first('/v1/kinds?limit=1');
  const product = await first('/v1/products?limit=1');
  const category = await first(
    `/v1/categories?limit=1&filter=shop_id:${world.shops.Mississippi ?? ''}`,
  );
  const price = await first('/v1/prices?limit=1');
  pages = [
    { name: 'login', path: '/login' },
    { name: 'start', path: '/start' },
    { name: 'history', path: '/history' },
    { name: 'menu-import', path: '/menu-import' },
    { name: 'cannabis-products', path: '/products/cannabis' },
    { name: 'horeca-products', path: '/products/horeca' },
    { name: 'new-cannabis-product', path: '/products/new-product/cannabis' },
    { name: 'categories', path: '/categories' },
    { name: 'categories-multiscreen', path: '/categories', multiscreen: true },
    { name: 'screens', path: '/screens', multiscreen: true },
    { name: 'category-pictures', path: `/view/categories/${category?.id ?? ''}` },
    { name: 'strains-and-tags', path: '/products/manage/strains-tags' },
    { name: 'kinds', path: '/manage/soorten' },
    { name: 'new-kind', path: '/manage/soorten/new' },
    { name: 'kind-detail', path: `/view/cannabis/${kind?.id ?? ''}` },
    { name: 'horeca', path: '/manage/horeca' },
    { name: 'horeca-product-detail', path: `/view/product/${product?.id ?? ''}` },
    { name: 'prices', path: '/prices' },
    { name: 'new-price', path: '/prices/new' },
    { name: 'edit-price', path: `/prices/edit/${price?.id ?? ''}` },
    { name: 'orders', path: '/orders' },
    { name: 'shows', path: '/shows' },
    { name: 'image-library', path: '/image-library' },
    { name: 'quick-editor', path: '/manage/quick-editor' },
    { name: 'admin', path: '/admin' },
    { name: 'scheduled', path: '/scheduled' },
    { name: 'shop-settings', path: `/shops/${world.shops.Mississippi ?? ''}/settings` },
  ];
}, 180_000);

afterAll(async () => {
  await world?.close();
});

async function activateShop(shopId: string): Promise<void> {
  const current = await page.$eval(
    '#header-shop-switcher',
    (select) => (select as HTMLSelectElement).value,
  );
  if (current === shopId) return;
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.select('#header-shop-switcher', shopId),
  ]);
}

async function shoot(language: 'nl' | 'en', name: string): Promise<void> {
  // Lists and spinners settle before the picture.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner'), {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.screenshot({ path: join(OUT, language, `${name}.png`) });
}

describe.each(['nl', 'en'] as const)('every page in %s', (language) => {
  beforeAll(async () => {
    mkdirSync(join(OUT, language), { recursive: true });
    await page.goto(`${world.server.baseUrl}/login`, { waitUntil: 'networkidle0' });
    await chooseLanguage(page, language);
  });

  it('shows the login page without raw keys', async () => {
    await page.waitForSelector('#username');
    await shoot(language, 'login');
    expect(await rawKeysOn(page)).toEqual([]);
    await logIn(page, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
    await chooseLanguage(page, language);
  });

  it('shows every back-office page without raw keys', async () => {
    const found: string[] = [];
    for (const { name, path, multiscreen } of pages.filter((p) => p.name !== 'login')) {
      const shop = multiscreen ? world.shops['Head Shop'] : world.shops.Mississippi;
      await activateShop(shop ?? '');
      await page.goto(`${world.server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('h1');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await shoot(language, name);
      found.push(...(await rawKeysOn(page)).map((key) => `${name}: ${key}`));
    }
    expect(found).toEqual([]);
  }, 300_000);

  afterAll(async () => {
    await page.goto(`${world.server.baseUrl}/logout`, { waitUntil: 'networkidle0' });
  });
});
