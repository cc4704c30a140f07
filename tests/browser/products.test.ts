import { join } from 'node:path';
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Kind, KindPage, Price, Shop, ShopCacheStatus, ShopLink } from '../../src/api/types';
import { formatPriceLabelText, type PriceEntry } from '../../src/domain';
import type { SharedPrice } from '../../src/domain/contract';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import {
  SCREENSHOT_DIR,
  STAFF_PASSWORD,
  STAFF_USERNAME,
  apiAs,
  eventually,
  logIn,
  showAllRows,
  sleep,
  tableHeaders,
  tableRows,
  textOf,
  useDarkMode,
} from './products-support';
import type { ApiAs } from './products-support';
import { reviewScreenshot } from '../support/review-screens';

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiAs;
let mississippi: Shop;
let headShop: Shop;

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  browser = await launchBrowser();
  admin = await apiAs(server);
  const shops = await admin.get<Shop[]>('/v1/shops');
  const byName = (name: string) => {
    const shop = shops.find((candidate) => candidate.name === name);
    if (!shop) throw new Error(`No demo shop ${name}`);
    return shop;
  };
  mississippi = byName('Mississippi');
  headShop = byName('Head Shop');
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

function linksOf(shop: Shop): Promise<ShopLink[]> {
  return admin.get<ShopLink[]>(`/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`);
}

async function linkNamed(shop: Shop, name: string, code?: string): Promise<ShopLink> {
  const link = (await linksOf(shop)).find(
    (candidate) =>
      candidate.product_name === name &&
      (code === undefined || candidate.internal_product_id === code),
  );
  if (!link) throw new Error(`No row ${name} in ${shop.name}`);
  return link;
}

/** Logs in as the admin and opens a products list showing all its rows. */
async function openList(mode: 'cannabis' | 'horeca'): Promise<void> {
  await logIn(page, server);
  await showAllRows(page, `products-${mode}`);
  await page.goto(`${server.baseUrl}/products/${mode}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('.data-table-grid tbody .product-name');
}

/** The table row showing `name` (in `category`, when the name is on the list twice). */
async function rowOf(name: string, category?: string): Promise<ElementHandle<HTMLTableRowElement>> {
  const handle = await page.waitForFunction(
    (wanted, inCategory) =>
      [...document.querySelectorAll<HTMLTableRowElement>('.data-table-grid tbody tr')].find(
        (row) =>
          row.querySelector('.product-name')?.textContent === wanted &&
          (inCategory === null ||
            row.querySelector('td:not(.data-table-select-cell)')?.textContent === inCategory),
      ),
    {},
    name,
    category ?? null,
  );
  return handle as ElementHandle<HTMLTableRowElement>;
}

async function cellsOf(name: string, category?: string): Promise<string[]> {
  const row = await rowOf(name, category);
  return row.$$eval('td:not(.data-table-select-cell)', (cells) =>
    cells.map((cell) => cell.textContent?.trim() ?? ''),
  );
}

async function productNames(): Promise<string[]> {
  return page.$$eval('.data-table-grid tbody .product-name', (cells) =>
    cells.map((cell) => cell.textContent ?? ''),
  );
}

describe('products lists', () => {
  it("shows the demo shop's cannabis rows with the spec's columns", async () => {
    await openList('cannabis');
    expect(await textOf(page, 'h1')).toBe('Cannabis Producten');
    expect(await tableHeaders(page)).toEqual([
      'Categorie',
      'Product',
      'Nieuw',
      'Beschrijving',
      'Prijzen',
      'Code',
      'Aangepast',
      'Voorraad?',
      'Beschikbaar',
      'Acties',
    ]);
    const links = await linksOf(mississippi);
    const kindRows = links.filter((link) => link.kind_id !== null);
    expect(await productNames()).toHaveLength(kindRows.length);

    const amnesia = await linkNamed(mississippi, 'Amnesia Haze', '10004');
    const cells = await cellsOf('Amnesia Haze', 'Wiet');
    expect(cells[0]).toBe('Wiet');
    expect(cells[2]).toBe('nee');
    expect(cells[3]).toBe(amnesia.product_short_description_nl);
    expect(cells[4]).toContain('0,5g6,50');
    expect(cells[4]).toContain('12,5011,00');
    expect(cells[5]).toBe('10004');
    expect(cells[7]).toBe('ja');
    expect((await cellsOf('Purple Haze'))[7]).toBe('nee');
    expect((await cellsOf('Wedding Cake'))[2]).toBe('ja');
    const href = await (
      await rowOf('Amnesia Haze', 'Wiet')
    ).$eval('a.product-name', (a) => a.getAttribute('href'));
    expect(href).toBe(`/view/cannabis/${amnesia.kind_id}`);

    const buttons = await page.$$eval('.page-actions > *', (items) =>
      items.map((item) => item.textContent?.trim()),
    );
    expect(buttons).toEqual([
      'Nieuwste producten',
      'Prijs',
      'Prijs Combi',
      'Gepland',
      'Wiet',
      'Exporteren (CSV)',
      'Importeren (CSV)',
      'Kruisingen & Tags',
    ]);
    const targets = await page.$$eval('.page-actions a', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(targets).toEqual([
      '/products/new-product/cannabis',
      '/prices',
      '/scheduled',
      '/manage/soorten/new',
      '/menu-import',
      '/products/manage/strains-tags',
    ]);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-cannabis.png'));
    await page.setViewport({ width: 1366, height: 768 });
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-cannabis-1366.png'));
  });

  it('shows the horeca rows with their order number on the Horeca tab', async () => {
    await openList('cannabis');
    await showAllRows(page, 'products-horeca');
    await page.click('nav.tabs a[href="/products/horeca"]');
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Horeca Producten',
    );
    await page.waitForSelector('.data-table-grid tbody .product-name');
    const headers = await tableHeaders(page);
    expect(headers.slice(0, 4)).toEqual(['Categorie', 'Product', 'Volgnummer', 'Nieuw']);
    const productRows = (await linksOf(mississippi)).filter((link) => link.product_id !== null);
    expect(await productNames()).toHaveLength(productRows.length);
    const smoothie = await cellsOf('Smoothie mango');
    expect(smoothie.slice(0, 4)).toEqual(['Koude dranken', 'Smoothie mango', '8', 'ja']);
    expect(smoothie[5]).toContain('1st5,50');
    expect(
      await page.$$eval('.page-actions > *', (items) => items.map((i) => i.textContent)),
    ).toEqual([
      'Prijs',
      'Prijs Combi',
      'Gepland',
      'Wiet',
      'Exporteren (CSV)',
      'Importeren (CSV)',
      'Kruisingen & Tags',
    ]);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-horeca.png'));
  });

  it("sends '/' and unknown paths to the cannabis products", async () => {
    await logIn(page, server);
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.location.pathname === '/products/cannabis');
    await page.goto(`${server.baseUrl}/no/such/page`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.location.pathname === '/products/cannabis');
    expect(await textOf(page, 'h1')).toBe('Cannabis Producten');
  });

  it('stores table settings only when they are changed, never merely by showing the table', async () => {
    await logIn(page, server);
    await page.waitForSelector('.data-table-grid tbody .product-name');
    const stored = () =>
      page.evaluate(() => localStorage.getItem('table-settings:products-cannabis'));
    expect(await stored()).toBeNull();
    // What another tab stored while this one shows the table stays as it is.
    await showAllRows(page, 'products-cannabis');
    await page.goto(`${server.baseUrl}/products/horeca`, { waitUntil: 'networkidle0' });
    await page.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.data-table-grid tbody .product-name');
    expect(JSON.parse((await stored()) ?? '{}')).toEqual({ pageSize: 100 });
  });

  it('lists the 10 most recently changed kinds under Latest Products', async () => {
    await openList('cannabis');
    const latest = await admin.get<KindPage>(
      `/v1/kinds?shop_group_id=${mississippi.shop_group_id}&limit=10&sort=-modified_at`,
    );
    await page.click('.page-actions button');
    await page.waitForSelector('.latest-product');
    expect(await textOf(page, '.modal-title')).toBe('Nieuwste producten');
    const names = await page.$$eval('.latest-product a', (links) =>
      links.map((link) => link.textContent),
    );
    expect(names).toEqual(latest.items.map((kind: Kind) => kind.name));
    expect(names).toHaveLength(10);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-latest.png'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.latest-product'));
  });

  it('toggles availability at once and moves the shop’s cache status', async () => {
    await openList('cannabis');
    const before = await admin.get<ShopCacheStatus>(`/v1/shops/cache-status/${mississippi.id}`);
    const glue = await linkNamed(mississippi, 'Gorilla Glue');
    expect(glue.active).toBe(true);

    await (await rowOf('Gorilla Glue')).$eval('input[role="switch"]', (input) => input.click());
    expect((await cellsOf('Gorilla Glue'))[7]).toBe('nee');
    await eventually(
      () => linkNamed(mississippi, 'Gorilla Glue'),
      (link) => !link.active,
    );
    const after = await eventually(
      () => admin.get<ShopCacheStatus>(`/v1/shops/cache-status/${mississippi.id}`),
      (status) => status.modified_at !== before.modified_at,
    );
    expect(Date.parse(after.modified_at)).toBeGreaterThan(Date.parse(before.modified_at));

    await (await rowOf('Gorilla Glue')).$eval('input[role="switch"]', (input) => input.click());
    await eventually(
      () => linkNamed(mississippi, 'Gorilla Glue'),
      (link) => link.active,
    );
    expect((await cellsOf('Gorilla Glue'))[7]).toBe('ja');
  });

  it('reorders horeca rows one place at a time; the ends cannot move further', async () => {
    await openList('horeca');
    const coffee = await linkNamed(mississippi, 'Koffie');
    const category = (await linksOf(mississippi))
      .filter((link) => link.category_id === coffee.category_id)
      .sort((a, b) => a.order_number - b.order_number);
    const first = category[0]?.product_name ?? '';
    const second = category[1]?.product_name ?? '';
    const last = category[category.length - 1]?.product_name ?? '';
    expect(first).toBe('Koffie');

    const disabled = async (name: string, direction: 'omhoog' | 'omlaag') =>
      (await rowOf(name)).$eval(
        `button[aria-label="${name} ${direction}"]`,
        (button) => (button as HTMLButtonElement).disabled,
      );
    expect(await disabled(first, 'omhoog')).toBe(true);
    expect(await disabled(first, 'omlaag')).toBe(false);
    expect(await disabled(last, 'omlaag')).toBe(true);
    expect(await disabled(last, 'omhoog')).toBe(false);

    await (
      await rowOf(first)
    ).$eval(`button[aria-label="${first} omlaag"]`, (b) => (b as HTMLButtonElement).click());
    await eventually(
      () => linkNamed(mississippi, first),
      (link) => link.order_number === 1,
    );
    expect((await linkNamed(mississippi, second)).order_number).toBe(0);
    await page.waitForFunction(
      (a, b) => {
        const names = [...document.querySelectorAll('.data-table-grid tbody .product-name')].map(
          (cell) => cell.textContent,
        );
        return names.indexOf(b) >= 0 && names.indexOf(b) < names.indexOf(a);
      },
      {},
      first,
      second,
    );
    expect(await disabled(second, 'omhoog')).toBe(true);
    expect(await disabled(first, 'omhoog')).toBe(false);

    await (
      await rowOf(first)
    ).$eval(`button[aria-label="${first} omhoog"]`, (b) => (b as HTMLButtonElement).click());
    await eventually(
      () => linkNamed(mississippi, first),
      (link) => link.order_number === 0,
    );
  });
});

describe('price modal and price history picker', () => {
  async function openPrices(name: string, category?: string): Promise<void> {
    await (
      await rowOf(name, category)
    ).$eval('button.product-prices', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.price-modal-table');
  }

  async function clickInModal(selector: string): Promise<void> {
    await page.$eval(`.modal ${selector}`, (element) => (element as HTMLElement).click());
  }

  /** Clicks the switch of the modal whose label reads `name`, e.g. '0,5g tonen'. */
  async function clickSwitch(name: string): Promise<void> {
    await page.evaluate((wanted) => {
      const label = [...document.querySelectorAll('.modal label.switch')].find(
        (candidate) => candidate.textContent === wanted,
      );
      label?.querySelector('input')?.click();
    }, name);
  }

  /** Each switch of the modal: its name, whether it is on, and whether it refuses changes. */
  async function switches(): Promise<[string, boolean, string | null][]> {
    return page.$$eval('.modal label.switch', (labels) =>
      labels.map((label) => {
        const input = label.querySelector('input') as HTMLInputElement;
        const state: [string, boolean, string | null] = [
          label.textContent ?? '',
          input.checked,
          input.getAttribute('aria-disabled'),
        ];
        return state;
      }),
    );
  }

  it('switches a label off and gives a discount, saved on the row', async () => {
    await openList('cannabis');
    await openPrices('Critical');
    expect(await textOf(page, '.modal-title')).toBe('Prijzen: Critical');
    expect(await textOf(page, '.price-modal-note')).toBe(
      'Als u een prijs toevoegt of wijzigt, worden alle prijzen ingeschakeld.',
    );
    await clickSwitch('0,5g tonen');
    await clickInModal('input[aria-label="Actie op 1g"]');
    const discount = await page.waitForSelector('input[aria-label="Actieprijs 1g"]');
    expect(await discount?.evaluate((input) => (input as HTMLInputElement).dataset.step)).toBe(
      '0.25',
    );
    // The discount shows with a decimal comma, and the arrow keys step by 0.25.
    expect(await discount?.evaluate((input) => (input as HTMLInputElement).value)).toBe('9,25');
    await discount?.focus();
    await page.keyboard.press('ArrowDown');
    expect(await discount?.evaluate((input) => (input as HTMLInputElement).value)).toBe('9,00');
    await discount?.click({ count: 3 });
    await page.keyboard.type('8,5');
    await page.keyboard.press('Tab');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-price-modal.png'));
    await page.click('.modal-footer .button:not(.button-secondary)');
    await page.waitForFunction(() => !document.querySelector('.price-modal-table'));

    const saved = await eventually(
      () => linkNamed(mississippi, 'Critical'),
      (link) => link.deactivated_labels.length > 0,
    );
    expect(saved.deactivated_labels).toEqual(['0.5g']);
    expect(saved.action_labels).toEqual([{ label: '1g', price: 8.5 }]);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.data-table-grid tbody tr')].some(
        (row) =>
          row.querySelector('.product-name')?.textContent === 'Critical' &&
          row.querySelector('.product-price.is-off') &&
          row.querySelector('.product-price.has-discount')?.textContent?.includes('8,50'),
      ),
    );
  });

  it('silently refuses a discount that is not lower than the price', async () => {
    const critical = await linkNamed(mississippi, 'Critical');
    const put = await admin.send('PUT', `/v1/shops-to-prices/${critical.id}`, {
      ...critical,
      deactivated_labels: [],
      action_labels: [{ label: '1g', price: 9 }],
    });
    expect(put.status).toBe(200);
    await openList('cannabis');
    await openPrices('Critical');
    const discount = await page.waitForSelector('input[aria-label="Actieprijs 1g"]');
    expect(await discount?.evaluate((input) => (input as HTMLInputElement).value)).toBe('9,00');
    await discount?.click({ count: 3 });
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    expect(await discount?.evaluate((input) => (input as HTMLInputElement).value)).toBe('9,00');
    const saveDisabled = await page.$eval(
      '.modal-footer .button:not(.button-secondary)',
      (button) => (button as HTMLButtonElement).disabled,
    );
    expect(saveDisabled).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.price-modal-table'));
    expect((await linkNamed(mississippi, 'Critical')).action_labels).toEqual([
      { label: '1g', price: 9 },
    ]);
  });

  it('keeps at least two prices on, explaining why', async () => {
    await openList('cannabis');
    await openPrices('Huismerk Skunk', 'Wiet');
    await clickSwitch('1g tonen');
    expect(await switches()).toEqual([
      ['1g tonen', false, null],
      ['2,5g tonen', true, 'true'],
      ['5g tonen', true, 'true'],
    ]);
    const tips = await page.$$eval('.modal [role="tooltip"]', (items) =>
      items.map((item) => item.textContent),
    );
    expect(tips).toEqual([
      'Je moet minstens 2 prijzen hebben.',
      'Je moet minstens 2 prijzen hebben.',
    ]);
    await clickSwitch('2,5g tonen');
    expect((await switches())[1]).toEqual(['2,5g tonen', true, 'true']);
    await page.hover('.modal .tooltip');
    await sleep(200);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-price-modal-locked.png'));
    await page.keyboard.press('Escape');
    expect((await linkNamed(mississippi, 'Huismerk Skunk', '10001')).deactivated_labels).toEqual(
      [],
    );
  });

  it('has one Save, which saves a changed price and a label switched off in one click', async () => {
    // A row whose combination no other row shows: no question before the prices change.
    const links = await linksOf(mississippi);
    let chosen: ShopLink | undefined;
    for (const candidate of links) {
      const unique = links.filter((l) => l.product_name === candidate.product_name).length === 1;
      if (!unique || candidate.json_prices.length < 3 || candidate.deactivated_labels.length)
        continue;
      if (candidate.json_prices.some((entry) => !entry.active)) continue;
      const shared = await admin.get<SharedPrice>(`/v1/shops-to-prices/${candidate.id}/shared`);
      if (shared.used_by.length + shared.elsewhere === 0) {
        chosen = candidate;
        break;
      }
    }
    if (!chosen) throw new Error('No demo row with a price combination of its own');
    const [first, , last] = chosen.json_prices as [PriceEntry, PriceEntry, PriceEntry];
    const newPrice = first.price + 0.25;
    await openList(chosen.kind_id ? 'cannabis' : 'horeca');
    await openPrices(chosen.product_name);
    const saveButtons = () =>
      page.$$eval('.modal button', (buttons) =>
        buttons.map((button) => button.textContent ?? '').filter((text) => /opslaan/i.test(text)),
      );
    expect(await saveButtons()).toEqual(['Opslaan']);
    const price = await page.waitForSelector('.price-editor input[aria-label="Prijs 1"]');
    await price?.click({ count: 3 });
    await page.keyboard.type(String(newPrice));
    await clickSwitch(`${formatPriceLabelText(last.label)} tonen`);
    expect(await saveButtons()).toEqual(['Opslaan']);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(new URL(request.url()).pathname);
    });
    await clickInModal('.modal-footer .button:not(.button-secondary)');
    await page.waitForFunction(() => !document.querySelector('.price-modal-table'));

    const saved = await linkNamed(mississippi, chosen.product_name);
    expect(saved.json_prices.find((entry) => entry.label === first.label)?.price).toBe(newPrice);
    expect(saved.deactivated_labels).toEqual([last.label]);
    expect(saved.internal_product_id).toBe(chosen.internal_product_id);
    // Prices first, then the row's switches; each once.
    expect(writes).toEqual([
      `/v1/shops-to-prices/${chosen.id}/prices`,
      `/v1/shops-to-prices/${chosen.id}`,
    ]);
  });

  it('picks another price combination of the group in the Price History Picker', async () => {
    const prices = await admin.get<Price[]>(
      `/v1/prices?filter=shop_group_id:${mississippi.shop_group_id}&limit=1000`,
    );
    const target = prices.find((price) => price.internal_product_id === '10005');
    await openList('cannabis');
    await (
      await rowOf('Northern Lights')
    ).$eval('button.product-code', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.price-history-choice');
    expect(await textOf(page, '.modal-title')).toBe('Prijsgeschiedenis');
    expect(await page.$$eval('.price-history-choice', (items) => items.length)).toBe(prices.length);
    expect(await textOf(page, '.price-history-choice.is-chosen .price-history-code')).toBe('10003');
    await page.type('.price-history-search input', '10005');
    await page.click(`.price-history-choice input[value="${target?.id}"]`);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-price-history.png'));
    await page.click('.modal-footer .button:not(.button-secondary)');
    await eventually(
      () => linkNamed(mississippi, 'Northern Lights'),
      (link) => link.price_id === target?.id,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.data-table-grid tbody tr')].some(
        (row) =>
          row.querySelector('.product-name')?.textContent === 'Northern Lights' &&
          row.querySelector('.product-code')?.textContent === '10005',
      ),
    );
  });

  it('changes a shared price in one step, for this product only, and the board shows it live', async () => {
    await openList('cannabis');
    const board = await context.newPage();
    await board.setViewport({ width: 1920, height: 1080 });
    await board.goto(`${server.baseUrl}/pricelist/${mississippi.id}`);
    await board.waitForFunction(() => (window.pricelistBoard?.stats().renders ?? 0) > 0);
    const boardText = () => board.evaluate(() => JSON.stringify(window.pricelistBoard?.rows()));
    expect(await boardText()).not.toContain('10,75');
    const polmBefore = await linkNamed(mississippi, 'Marokkaanse Polm');

    await page.bringToFront();
    await openPrices('Ketama');
    const price = await page.waitForSelector('.price-editor input[aria-label="Prijs 1"]');
    expect(await price?.evaluate((input) => (input as HTMLInputElement).dataset.step)).toBe('0.25');
    await price?.click({ count: 3 });
    await page.keyboard.type('10.75');
    await clickInModal('.modal-footer .button:not(.button-secondary)');
    await page.waitForSelector('.price-editor-question');
    const question = await textOf(page, '.price-editor-question p');
    expect(question).toContain('Deze prijs combi wordt ook gebruikt door: ');
    expect(question).toContain('Marokkaanse Polm');
    expect(question).toContain('Afghaan');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-price-editor-shared.png'));
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.price-editor-question button')]
        .find((button) => button.textContent === 'Alleen voor Ketama')
        ?.click(),
    );
    // The modal names the register code Ketama gets before it closes.
    await page.waitForSelector('.price-editor-new-code');
    expect(await textOf(page, '.price-editor-new-code')).toContain('Ketama krijgt kassacode');
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.modal .price-editor-question button')]
        .find((button) => button.textContent === 'Begrepen, sluiten')
        ?.click(),
    );
    await page.waitForFunction(() => !document.querySelector('.price-editor'));

    const ketama = await eventually(
      () => linkNamed(mississippi, 'Ketama'),
      (link) => link.json_prices.some((entry) => entry.label === '1g' && entry.price === 10.75),
    );
    expect(ketama.internal_product_id).not.toBe(polmBefore.internal_product_id);
    expect(ketama.internal_product_id.slice(0, 3)).toBe(polmBefore.internal_product_id.slice(0, 3));
    const polm = await linkNamed(mississippi, 'Marokkaanse Polm');
    expect(polm.price_id).toBe(polmBefore.price_id);
    expect(polm.json_prices).toEqual(polmBefore.json_prices);
    // The open board shows the new price without a reload (in front: hidden tabs are throttled).
    await board.bringToFront();
    await board.waitForFunction(
      () => JSON.stringify(window.pricelistBoard?.rows()).includes('10,75'),
      { timeout: 15_000 },
    );
    await board.close();
  });
});

describe('deleting and errors', () => {
  it('deletes a row after confirmation', async () => {
    await openList('cannabis');
    const lolly = await linkNamed(mississippi, 'Wietlolly');
    await (
      await rowOf('Wietlolly')
    ).$eval('button.product-delete', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.confirm-dialog-message');
    expect(await textOf(page, '.confirm-dialog-message')).toBe(
      'Weet je zeker dat je de product wil wissen?',
    );
    await page.click('.confirm-dialog .button-secondary');
    await page.waitForFunction(() => !document.querySelector('.confirm-dialog'));
    expect((await linksOf(mississippi)).some((link) => link.id === lolly.id)).toBe(true);

    await (
      await rowOf('Wietlolly')
    ).$eval('button.product-delete', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.confirm-dialog .button-danger');
    await page.click('.confirm-dialog .button-danger');
    await eventually(
      () => linksOf(mississippi),
      (links) => !links.some((link) => link.id === lolly.id),
    );
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('.product-name')].some((n) => n.textContent === 'Wietlolly'),
    );
  });

  it("shows a failed action in the table's error area", async () => {
    await openList('cannabis');
    const space = await linkNamed(mississippi, 'Spacebrownie');
    expect((await admin.send('DELETE', `/v1/shops-to-prices/${space.id}`)).status).toBe(204);
    await (await rowOf('Spacebrownie')).$eval('input[role="switch"]', (input) => input.click());
    const error = await textOf(page, '.data-table-error');
    expect(error).toMatch(/^De wijziging is mislukt \(404\): /);
  });
});

describe('screens and permissions', () => {
  it('filters a multiscreen shop by screen', async () => {
    await logIn(page, server);
    await showAllRows(page, 'products-cannabis');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.select('#header-shop-switcher', headShop.id),
    ]);
    await page.waitForSelector('.products-screen-filter select');
    await page.waitForSelector('.data-table-grid tbody .product-name');
    const options = await page.$$eval('.products-screen-filter option', (items) =>
      items.map((item) => item.textContent),
    );
    expect(options).toEqual(['Alle schermen', 'Mobiel', 'Scherm links', 'Scherm rechts']);
    const kindRows = (await linksOf(headShop)).filter((link) => link.kind_id !== null);
    expect(await productNames()).toHaveLength(kindRows.length);

    const screenId = await page.$eval(
      '.products-screen-filter select',
      (select) =>
        [...select.querySelectorAll('option')].find((o) => o.textContent === 'Scherm rechts')
          ?.value,
    );
    await page.select('.products-screen-filter select', screenId ?? '');
    await page.waitForFunction(
      () => document.querySelectorAll('.data-table-grid tbody .product-name').length === 3,
    );
    const categories = (await tableRows(page)).map((cells) => cells[0]);
    expect(new Set(categories)).toEqual(new Set(['Hasj']));
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-screen-filter.png'));

    const mobile = await page.$eval(
      '.products-screen-filter select',
      (select) =>
        [...select.querySelectorAll('option')].find((o) => o.textContent === 'Mobiel')?.value,
    );
    await page.select('.products-screen-filter select', mobile ?? '');
    expect(await textOf(page, '.data-table-empty')).toBe('Er zijn geen producten van dit type.');
  });

  it('offers Kruisingen & Tags to superusers only', async () => {
    await logIn(page, server, STAFF_USERNAME, STAFF_PASSWORD);
    await page.waitForSelector('.data-table-grid tbody .product-name');
    const buttons = await page.$$eval('.page-actions > *', (items) =>
      items.map((item) => item.textContent?.trim()),
    );
    expect(buttons).toEqual([
      'Nieuwste producten',
      'Prijs',
      'Prijs Combi',
      'Gepland',
      'Wiet',
      'Exporteren (CSV)',
      'Importeren (CSV)',
    ]);
    expect(await page.$('a[href="/products/manage/strains-tags"]')).toBeNull();
  });
});

describe('dark mode', () => {
  it('looks right in dark mode', async () => {
    await openList('cannabis');
    await useDarkMode(page);
    await page.waitForSelector('.data-table-grid tbody .product-name');
    expect(await page.$eval('html', (html) => html.dataset.theme)).toBe('dark');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-cannabis-dark.png'));
    await (
      await rowOf('Amnesia Haze', 'Wiet')
    ).$eval('button.product-prices', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.price-modal-table');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-price-modal-dark.png'));
    await page.keyboard.press('Escape');
    await (
      await rowOf('Amnesia Haze', 'Wiet')
    ).$eval('button.product-code', (b) => (b as HTMLButtonElement).click());
    await page.waitForSelector('.price-history-choice');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-price-history-dark.png'));
    await page.keyboard.press('Escape');
    await showAllRows(page, 'products-horeca');
    await page.goto(`${server.baseUrl}/products/horeca`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.data-table-grid tbody .product-name');
    await page.setViewport({ width: 1366, height: 768 });
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'products-horeca-dark-1366.png'));
  });
});
