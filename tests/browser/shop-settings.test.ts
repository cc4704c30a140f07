/**
 * The back office without traps: the Shop instellingen page edits opening hours (an interval
 * past midnight is marked "(volgende dag)", one day copies to all days) and the values reach
 * the API; the scheduled changes show old → new and fit at 1280 px; adding a product whose name
 * is in the catalogue offers to put that one on the menu and does it; and with Dutch chosen no
 * page shows a text that only the English catalogue has.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import type { ShopOpeningHours } from '../../src/domain/contract';
import { logIn, openDialog, openPage, startManageWorld, waitForToast } from './manage-support';
import type { ManageWorld } from './manage-support';
import { chooseLanguage } from './languages-support';

let world: ManageWorld;
let page: Page;
let base: string;
let mississippi: string;

beforeAll(async () => {
  world = await startManageWorld();
  base = world.server.baseUrl;
  mississippi = world.shops.Mississippi ?? '';
  page = await world.browser.newPage();
  await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
  await logIn(page, base, world.server.adminUsername, world.server.adminPassword);
  await chooseLanguage(page, 'nl');
  const current = await page.$eval(
    '#header-shop-switcher',
    (select) => (select as HTMLSelectElement).value,
  );
  if (current !== mississippi) {
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.select('#header-shop-switcher', mississippi),
    ]);
  }
}, 180_000);

afterAll(async () => {
  await world?.close();
});

/** Sets a React-controlled input's value as typing would. */
async function setInput(handle: ElementHandle<Element> | null, value: string): Promise<void> {
  if (!handle) throw new Error('No input');
  await handle.evaluate((element, text) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Clicks the enabled button whose text starts with `text` inside `scope`. */
async function clickButton(scope: string, text: string): Promise<void> {
  const button = await page.waitForFunction(
    (selector, label) =>
      [...document.querySelectorAll<HTMLButtonElement>(`${selector} button`)].find(
        (candidate) => candidate.textContent?.startsWith(label) && !candidate.disabled,
      ),
    {},
    scope,
    text,
  );
  await (button as ElementHandle<HTMLButtonElement>).evaluate((element) => element.click());
}

describe('Shop instellingen', () => {
  it('is in the menu and edits opening hours: next day marked, one day copied to all', async () => {
    const url = `/v1/shops/${mississippi}/opening-hours`;
    const original = await world.api<ShopOpeningHours>('GET', url);
    await world.api('PUT', url, { ...original, opening_hours: null });

    await openPage(page, `${base}/start`);
    const link = await page.waitForSelector(
      `nav.app-header-nav a[href="/shops/${mississippi}/settings"]`,
    );
    expect(await link?.evaluate((a) => a.textContent)).toBe('Shop instellingen');
    await link?.click();
    await page.waitForSelector('h1 ::-p-text(Shop instellingen)');
    // The shop's name joins the heading once the shop is loaded.
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Shop instellingenMississippi',
    );
    // The superuser's board options, the board language and the hours, on one page.
    await page.waitForSelector('.shop-settings-board select');
    await page.waitForSelector('[data-testid="board-language-settings"]');

    const card = '[data-testid="opening-hours-card"]';
    await page.waitForSelector(`${card} input[name="opening-hours-enabled"]`);
    await page.$eval(`${card} input[name="opening-hours-enabled"]`, (box) =>
      (box as HTMLInputElement).click(),
    );
    const monday = `${card} [data-testid="opening-hours-day-1"]`;
    await page.waitForSelector(`${monday} input[name="day-1-0-to"]`);
    expect(await page.$(`${monday} [data-testid="next-day"]`)).toBeNull();
    await setInput(await page.$('input[name="day-1-0-from"]'), '18:00');
    await setInput(await page.$('input[name="day-1-0-to"]'), '02:00');
    const mark = await page.waitForSelector(`${monday} [data-testid="next-day"]`);
    expect(await mark?.evaluate((node) => node.textContent)).toBe('(volgende dag)');
    expect(await mark?.isVisible()).toBe(true);

    await clickButton(monday, 'Kopieer naar alle dagen');
    await page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} [data-testid="next-day"]`).length === 7,
      {},
      card,
    );
    await clickButton(`${card} .time-windows-actions`, 'Opslaan');
    await page.waitForSelector(`${card} [role="status"] ::-p-text(Openingstijden opgeslagen)`);
    const saved = await world.api<ShopOpeningHours>('GET', url);
    expect(saved.opening_hours?.weekdays).toEqual(
      Array.from({ length: 7 }, () => [{ from: '18:00', to: '02:00' }]),
    );

    await world.api('PUT', url, original);
  });
});

describe('scheduled changes', () => {
  it('show old → new and fit the page at 1280 px', async () => {
    const links = await world.api<{ id: string; active: boolean }[]>(
      'GET',
      `/v1/shops-to-prices?limit=5&filter=shop_id:${mississippi}`,
    );
    const row = links.find((item) => item.active);
    if (!row) throw new Error('No shown row');
    const date = `${new Date().getFullYear() + 1}-06-01`;
    const change = await world.api<{ id: string }>('POST', '/v1/scheduled-changes', {
      link_id: row.id,
      change: { type: 'availability', active: false },
      at: { date, time: '09:00' },
    });

    await openPage(page, `${base}/scheduled`);
    const line = `tr[data-id="${change.id}"]`;
    await page.waitForSelector(line);
    expect(await page.$eval(`${line} [data-testid="scheduled-before"]`, (n) => n.textContent)).toBe(
      'Zichtbaar',
    );
    expect(await page.$eval(`${line} [data-testid="scheduled-after"]`, (n) => n.textContent)).toBe(
      'Verborgen',
    );
    const overflow = await page.evaluate(() => {
      const table = document.querySelector('table.scheduled-changes') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
      };
    });
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.table).toBeLessThanOrEqual(0);

    await world.api('POST', `/v1/scheduled-changes/${change.id}/cancel`).catch(() => undefined);
  });
});

describe('adding a product that is in the catalogue', () => {
  it('offers to put "Spa citroen" on the menu and does it in one step', async () => {
    const groups = await world.api<{ id: string; name: string }[]>('GET', '/v1/shop-groups');
    const maastricht = groups.find((group) => group.name === 'Maastricht');
    const spa = await world.api<{ id: string }>('POST', '/v1/products', {
      name: 'Spa citroen',
      shop_group_id: maastricht?.id,
      product_type: 'H',
    });
    const categories = await world.api<{ id: string; name: string }[]>(
      'GET',
      `/v1/categories?limit=100&filter=shop_id:${mississippi}`,
    );
    const cold = categories.find((item) => item.name === 'Koude dranken');

    await openPage(page, `${base}/manage/horeca`);
    await page.click('button ::-p-text(Horeca product toevoegen)');
    const dialog = await openDialog(page);
    await page.keyboard.type('Spa Citroen');
    await page.waitForSelector(`dialog[open] select option[value="${maastricht?.id ?? ''}"]`);
    const selects = await dialog.$$('select');
    await selects[0]?.select(maastricht?.id ?? '');
    await page.waitForSelector(`dialog[open] select option[value="${cold?.id ?? ''}"]`);
    await selects[2]?.select(cold?.id ?? '');
    const price = await page.waitForSelector('dialog[open] input[aria-label="Prijs 1"]');
    await price?.click({ count: 3 });
    await page.keyboard.type('2,75');
    await page.keyboard.press('Tab');
    await page.click('dialog[open] button[type="submit"]');

    const offer = await page.waitForSelector('[data-testid="existing-product-offer"]');
    expect(await offer?.evaluate((node) => node.querySelector('p')?.textContent)).toBe(
      'Spa citroen staat al in de catalogus: op de kaart zetten?',
    );
    // No technical toast: the offer is the answer.
    expect(await page.$('.toast')).toBeNull();
    await offer?.$eval('button', (button) => (button as HTMLButtonElement).click());
    await waitForToast(page, 'Toegevoegd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    const feed = await world.api<{
      prices: {
        product_id: string | null;
        category_id: string;
        json_prices: { price: number }[];
      }[];
    }>('GET', `/v1/shops/${mississippi}`);
    const onMenu = feed.prices.filter((item) => item.product_id === spa.id);
    expect(onMenu).toEqual([
      expect.objectContaining({
        category_id: cold?.id,
        json_prices: [expect.objectContaining({ price: 2.75 })],
      }),
    ]);
    const same = await world.api<{ name: string }[]>('GET', '/v1/products?limit=1000');
    expect(same.filter((item) => item.name.toLowerCase() === 'spa citroen')).toHaveLength(1);

    // The demo's "Spa rood" is on this menu already: said so, nothing offered, no toast.
    await page.click('button ::-p-text(Horeca product toevoegen)');
    const again = await openDialog(page);
    await page.keyboard.type('Spa Rood');
    await page.waitForSelector(`dialog[open] select option[value="${maastricht?.id ?? ''}"]`);
    const fields = await again.$$('select');
    await fields[0]?.select(maastricht?.id ?? '');
    await page.waitForSelector(`dialog[open] select option[value="${cold?.id ?? ''}"]`);
    await fields[2]?.select(cold?.id ?? '');
    const second = await page.waitForSelector('dialog[open] input[aria-label="Prijs 1"]');
    await second?.click({ count: 3 });
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.click('dialog[open] button[type="submit"]');
    const said = await page.waitForSelector('[data-testid="existing-product-offer"]');
    expect(await said?.evaluate((node) => node.textContent)).toBe(
      'Spa rood staat al op de kaart van deze shop.',
    );
  });
});

/** Demo data that happens to be English (a category's English name), not interface text. */
const DATA_TEXTS = new Set(['Weed', 'Pre-rolled joints']);

/**
 * Texts only the English catalogue has; a placeholder matches any text, so a text with
 * placeholders counts only with a word of four letters or more of its own.
 */
function englishOnly(dataNames: string[]): RegExp[] {
  const entries = Object.values(messages);
  // Case does not make a text Dutch: "Order Number" is the English "Order number". The shops'
  // own names (the flavour "Coffee") are data, not catalogue text.
  const dutch = new Set(
    [...entries.map((entry) => entry.nl), ...dataNames].map((text) => text.toLowerCase()),
  );
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(entries.map((entry) => entry.en))]
    .filter((en) => !dutch.has(en.toLowerCase()) && en.replace(/\{\w+\}/g, '').trim().length >= 3)
    .filter((en) => !en.includes('{') || /[A-Za-z]{4,}/.test(en.replace(/\{\w+\}/g, '')))
    .map((en) => new RegExp(`^${escape(en).replace(/\\\{\w+\\\}/g, '.+')}$`, 'i'));
}

describe('Dutch chosen', () => {
  it('shows no English-only catalogue text on any page', async () => {
    const first = async (path: string) => {
      const answer = await world.api<{ id: string }[] | { items: { id: string }[] }>('GET', path);
      return (Array.isArray(answer) ? answer : answer.items)[0];
    };
    const kind = await first('/v1/kinds?limit=1');
    const product = await first('/v1/products?limit=1');
    const category = await first(`/v1/categories?limit=1&filter=shop_id:${mississippi}`);
    const price = await first('/v1/prices?limit=1');
    const paths = [
      '/start',
      '/history',
      '/menu-import',
      '/products/cannabis',
      '/products/horeca',
      '/products/new-product/cannabis',
      '/categories',
      `/view/categories/${category?.id ?? ''}`,
      '/products/manage/strains-tags',
      '/manage/soorten',
      '/manage/soorten/new',
      `/view/cannabis/${kind?.id ?? ''}`,
      '/manage/horeca',
      `/view/product/${product?.id ?? ''}`,
      '/prices',
      '/prices/new',
      `/prices/edit/${price?.id ?? ''}`,
      '/orders',
      '/shows',
      '/image-library',
      '/manage/quick-editor',
      '/admin',
      '/scheduled',
      `/shops/${mississippi}/settings`,
    ];
    const flavors = await world.api<{ name: string }[]>('GET', '/v1/flavors?limit=1000');
    const patterns = englishOnly(flavors.map((flavor) => flavor.name));
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('h1');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
      // Each element's own text, and the names and hints a screen reader or hover gives.
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        for (const element of document.body.querySelectorAll('*')) {
          if (element.closest('script, style')) continue;
          const own = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join('')
            .trim();
          if (own) out.push(own);
          for (const name of ['title', 'aria-label', 'placeholder']) {
            const value = element.getAttribute(name)?.trim();
            if (value) out.push(value);
          }
        }
        return out;
      });
      for (const text of new Set(texts)) {
        if (DATA_TEXTS.has(text)) continue;
        if (patterns.some((pattern) => pattern.test(text))) found.push(`${path}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
