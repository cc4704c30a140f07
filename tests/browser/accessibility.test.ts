/**
 * Every back-office page, and the customer's order page, checked with axe-core in light and
 * dark mode: no serious or critical violation; in Dutch, no text of the catalogue's English
 * side shows anywhere (visible text, labels, tooltips, placeholders). No page may show a raw
 * catalogue key in either language. With `REVIEW_SCREENS=1` the same visits write
 * `.tmp/screenshots/<language>/<page>.png` in Dutch and in English, to be looked at. Pages are opened as the superuser (who sees
 * them all) on the demo data; the multiscreen pages on the multiscreen demo shop.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import { chooseLanguage, rawKeysOn } from './languages-support';
import { logIn, startManageWorld } from './manage-support';
import type { ManageWorld } from './manage-support';
import { reviewScreenshot } from '../support/review-screens';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: a script tag would be refused by the pages' CSP.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const SCREENSHOTS = join(process.cwd(), '.tmp', 'screenshots');

let world: ManageWorld;
let page: Page;
/** Pages by name: path, and whether the multiscreen demo shop must be active. */
let pages: { name: string; path: string; multiscreen?: boolean }[];

beforeAll(async () => {
  world = await startManageWorld();
  page = await world.browser.newPage();
  await page.setViewport({ width: 1366, height: 768, deviceScaleFactor: 1 });
  await logIn(page, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
  // Some lists answer an array, the kinds list a page object with `items`.
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
  // Category and flavour names in either language are the shops' data ("Pre-rolled joints",
  // "Weed", the flavour "Coffee").
  const dataNames = new Set<string>();
  for (const path of [
    '/v1/categories?limit=1000',
    '/v1/main-categories?limit=1000',
    '/v1/flavors?limit=1000',
  ]) {
    const answer = await world.api<
      Record<string, unknown>[] | { items: Record<string, unknown>[] }
    >('GET', path);
    for (const row of Array.isArray(answer) ? answer : answer.items)
      for (const [key, value] of Object.entries(row))
        if (key.startsWith('name') && typeof value === 'string') dataNames.add(value.trim());
  }
  ENGLISH_ONLY = englishOnly(dataNames);
  pages = [
    { name: 'start', path: '/start' },
    { name: 'history', path: '/history' },
    { name: 'menu import', path: '/menu-import' },
    { name: 'cannabis products', path: '/products/cannabis' },
    { name: 'horeca products', path: '/products/horeca' },
    { name: 'new cannabis product', path: '/products/new-product/cannabis' },
    { name: 'categories', path: '/categories' },
    { name: 'categories of a multiscreen shop', path: '/categories', multiscreen: true },
    { name: 'screens', path: '/screens', multiscreen: true },
    { name: 'category pictures', path: `/view/categories/${category?.id ?? ''}` },
    { name: 'strains and tags', path: '/products/manage/strains-tags' },
    { name: 'kinds', path: '/manage/soorten' },
    { name: 'new kind', path: '/manage/soorten/new' },
    { name: 'kind detail', path: `/view/cannabis/${kind?.id ?? ''}` },
    { name: 'horeca', path: '/manage/horeca' },
    { name: 'horeca product detail', path: `/view/product/${product?.id ?? ''}` },
    { name: 'prices', path: '/prices' },
    { name: 'new price', path: '/prices/new' },
    { name: 'edit price', path: `/prices/edit/${price?.id ?? ''}` },
    { name: 'orders', path: '/orders' },
    { name: 'shows', path: '/shows' },
    { name: 'image library', path: '/image-library' },
    { name: 'quick editor', path: '/manage/quick-editor' },
    { name: 'admin', path: '/admin' },
    { name: 'scheduled changes', path: '/scheduled' },
    { name: 'shop settings', path: `/shops/${world.shops.Mississippi ?? ''}/settings` },
    { name: 'tables', path: '/tables' },
    { name: 'table cards', path: '/tables/print' },
  ];
}, 180_000);

afterAll(async () => {
  await world?.close();
});

/** Makes `shopId` the active shop through the header's switcher (the page reloads). */
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

/** Switches dark mode on or off with the header's button (the page reloads). */
async function setDarkMode(dark: boolean): Promise<void> {
  const label = dark ? 'Donkere modus' : 'Lichte modus';
  const button = await page.$(`button[aria-label="${label}"]`);
  if (!button) return;
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), button.click()]);
}

/** Runs axe on `on` as it is (the office page unless told); the serious and critical violations. */
async function seriousViolations(on: Page = page): Promise<Violation[]> {
  if (!(await on.evaluate(() => 'axe' in window))) await on.evaluate(AXE_SOURCE);
  const violations = await on.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run({ resultTypes: ['violations'] })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The catalogue's English texts that Dutch never uses: a whole text without placeholders,
 * longer than three letters, equal to no Dutch text (case ignored). "Shop" or "Product" read
 * the same in both and are not English leaking through.
 */
let ENGLISH_ONLY: string[] = [];

/** The catalogue's English-only texts, leaving out names the shops gave their own data. */
function englishOnly(dataNames: Set<string>): string[] {
  const dutch = new Set(Object.values(messages).map((entry) => entry.nl.trim().toLowerCase()));
  for (const name of dataNames) dutch.add(name.toLowerCase());
  const english = new Set<string>();
  for (const entry of Object.values(messages)) {
    const text = entry.en.trim();
    if (text.length > 3 && !text.includes('{') && !dutch.has(text.toLowerCase())) english.add(text);
  }
  return [...english];
}

/** Texts on the page (each element's own text, labels, tooltips, placeholders) that are English-only. */
async function englishOnPage(): Promise<string[]> {
  return page.evaluate((englishOnly: string[]) => {
    const wanted = new Set(englishOnly.map((text) => text.toLowerCase()));
    const found = new Set<string>();
    const look = (text: string | null) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean && wanted.has(clean.toLowerCase())) found.add(clean);
    };
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('script, style, template')) continue;
      let own = '';
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
      look(own);
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        look(element.getAttribute(name));
    }
    return [...found];
  }, ENGLISH_ONLY);
}

/** Writes the page as it is to `.tmp/screenshots/<language>/<name>.png` (review pictures). */
async function shoot(on: Page, language: 'nl' | 'en', name: string): Promise<void> {
  await reviewScreenshot(on, join(SCREENSHOTS, language, `${name.replaceAll(' ', '-')}.png`));
}

async function openPage(path: string, multiscreen: boolean): Promise<void> {
  const shop = multiscreen ? world.shops['Head Shop'] : world.shops.Mississippi;
  await activateShop(shop ?? '');
  await page.goto(`${world.server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('h1');
  // Lists and spinners settle before the check.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner'), {
    timeout: 15_000,
  });
}

/** Sets the page's theme as the app does at start (`data-theme` on the root element). */
async function showTheme(dark: boolean): Promise<void> {
  await page.evaluate(
    (theme) => {
      document.documentElement.dataset.theme = theme;
    },
    dark ? 'dark' : 'light',
  );
}

describe('accessibility of the back office in light and dark mode', () => {
  beforeAll(async () => {
    await page.goto(`${world.server.baseUrl}/start`, { waitUntil: 'networkidle0' });
    await setDarkMode(false);
  });

  it('has no serious or critical axe violation on any page in either mode, and in Dutch no English text', async () => {
    const found: Record<string, Violation[]> = {};
    const english: Record<string, string[]> = {};
    const rawKeys: string[] = [];
    expect(ENGLISH_ONLY.length).toBeGreaterThan(100);
    for (const { name, path, multiscreen } of pages) {
      await openPage(path, multiscreen ?? false);
      expect(await page.evaluate(() => document.documentElement.dataset.theme), name).toBe('light');
      // Each page is checked as it is styled in light mode, then with the dark theme applied.
      for (const dark of [false, true]) {
        await showTheme(dark);
        const violations = await seriousViolations();
        if (violations.length) found[`${name} (${dark ? 'dark' : 'light'})`] = violations;
      }
      await showTheme(false);
      expect(await page.evaluate(() => document.documentElement.lang), name).toBe('nl');
      const leaked = await englishOnPage();
      if (leaked.length) english[name] = leaked;
      await shoot(page, 'nl', name);
      rawKeys.push(...(await rawKeysOn(page)).map((key) => `${name}: ${key}`));
    }
    expect(found).toEqual({});
    expect(english).toEqual({});
    expect(rawKeys).toEqual([]);
  }, 600_000);

  it('starts in dark mode after the header switch, as the checks above apply it', async () => {
    await page.goto(`${world.server.baseUrl}/start`, { waitUntil: 'networkidle0' });
    await setDarkMode(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await setDarkMode(false);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  });

  it.each([
    ['light', false],
    ['dark', true],
  ] as const)(
    'has none on the login page and the customer order page in %s mode',
    async (_mode, dark) => {
      const context = await world.browser.createBrowserContext();
      const guest = await context.newPage();
      try {
        const tables = await world.api<{ id: string }[]>(
          'GET',
          `/v1/tables?filter=shop_id:${world.shops.Mississippi ?? ''}&limit=1`,
        );
        const found: Record<string, Violation[]> = {};
        for (const [name, path] of [
          ['login', '/login'],
          ['customer order', `/order/${world.shops.Mississippi ?? ''}/${tables[0]?.id ?? ''}`],
        ] as const) {
          await guest.goto(`${world.server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
          if (!dark) await shoot(guest, 'nl', name);
          if (dark) {
            await guest.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
          }
          const violations = await seriousViolations(guest);
          if (violations.length) found[name] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});

describe('the back office in English', () => {
  it('shows the login page without raw keys', async () => {
    const context = await world.browser.createBrowserContext();
    const guest = await context.newPage();
    try {
      await guest.setViewport({ width: 1366, height: 768, deviceScaleFactor: 1 });
      await guest.goto(`${world.server.baseUrl}/login`, { waitUntil: 'networkidle0' });
      await chooseLanguage(guest, 'en');
      await guest.waitForSelector('#username');
      await shoot(guest, 'en', 'login');
      expect(await rawKeysOn(guest)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows every back-office page in English without raw keys', async () => {
    await page.goto(`${world.server.baseUrl}/start`, { waitUntil: 'networkidle0' });
    await setDarkMode(false);
    await chooseLanguage(page, 'en');
    const rawKeys: string[] = [];
    for (const { name, path, multiscreen } of pages) {
      await openPage(path, multiscreen ?? false);
      expect(await page.evaluate(() => document.documentElement.lang), name).toBe('en');
      await shoot(page, 'en', name);
      rawKeys.push(...(await rawKeysOn(page)).map((key) => `${name}: ${key}`));
    }
    expect(rawKeys).toEqual([]);
  }, 300_000);
});
