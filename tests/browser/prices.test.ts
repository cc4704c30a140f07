import { join } from 'node:path';
import type { BrowserContext, Dialog, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SCREEN_DIR,
  apiCall,
  apiToken,
  clickText,
  logIn,
  open,
  pathname,
  screenshotModes,
  startCatalogueWorld,
  textOf,
  waitForText,
} from './catalogue-pages-support';
import type { CatalogueWorld } from './catalogue-pages-support';
import { reviewScreenshot } from '../support/review-screens';

interface PriceEntry {
  label: string;
  label_en?: string;
  quantity: number;
  price: number;
  active: boolean;
}

interface Price {
  id: string;
  internal_product_id: string;
  shop_group_id: string | null;
  cannabis: PriceEntry[];
  pre_rolled_joints: PriceEntry[];
  edible: PriceEntry[];
}

interface ShopGroup {
  id: string;
  name: string;
}

const IN_USE =
  'Deze prijs combi / kassa code heeft nog actieve producten op de kaart. Wis die eerst.';

let world: CatalogueWorld;
let token: string;
let maastricht: ShopGroup;
let context: BrowserContext;
let page: Page;
let dialogs: string[];
/** How often the register-code test started (a retry needs codes of its own). */
let attempt = 0;
/** How often the delete test started. */
let deleteAttempt = 0;

beforeAll(async () => {
  world = await startCatalogueWorld();
  const { baseUrl, adminUsername, adminPassword } = world.server;
  token = await apiToken(baseUrl, adminUsername, adminPassword);
  const groups = await apiCall<ShopGroup[]>(baseUrl, token, '/v1/shop-groups?limit=1000');
  const found = groups.find((group) => group.name === 'Maastricht');
  if (!found) throw new Error('The demo data has no Maastricht group.');
  maastricht = found;
});

afterAll(async () => {
  await world?.close();
});

beforeEach(async () => {
  context = await world.browser.createBrowserContext();
  page = await context.newPage();
  dialogs = [];
  // Browser alerts are answered and remembered.
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await logIn(page, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
});

afterEach(async () => {
  await context.close();
});

async function pricesByCode(code: string): Promise<Price[]> {
  return apiCall<Price[]>(
    world.server.baseUrl,
    token,
    `/v1/prices?limit=1000&filter=internal_product_id:${code}`,
  );
}

/** The texts of the list's row whose code is `code`, by column header (found by searching). */
async function rowOf(code: string): Promise<Record<string, string>> {
  const search = await page.waitForSelector('.data-table input[type="search"]');
  await search?.click({ count: 3 });
  await search?.type(code);
  await waitForText(page, '.price-code', code);
  return page.evaluate((wanted) => {
    const table = document.querySelector('.data-table-grid');
    const headers = [...(table?.querySelectorAll('thead th') ?? [])].map(
      (th) => th.textContent?.trim() ?? '',
    );
    const row = [...(table?.querySelectorAll('tbody tr') ?? [])].find(
      (tr) => tr.querySelector('.price-code')?.textContent === wanted,
    );
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.innerText.trim());
    return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
  }, code);
}

/** Waits (up to 10 s) until `check` holds in the test process. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function setNumber(label: string, value: string): Promise<void> {
  const input = await page.waitForSelector(`::-p-aria(${label})`);
  await input?.click();
  await page.keyboard.down('Control');
  await page.keyboard.press('A');
  await page.keyboard.up('Control');
  await page.keyboard.type(value);
}

async function valueOf(label: string): Promise<string> {
  const input = await page.waitForSelector(`::-p-aria(${label})`);
  return (await input?.evaluate((node) => (node as HTMLInputElement).value)) ?? '';
}

async function placeholderOf(label: string): Promise<string> {
  const input = await page.waitForSelector(`input[aria-label="${label}"]`);
  return (await input?.evaluate((node) => (node as HTMLInputElement).placeholder)) ?? '';
}

async function submitDisabled(): Promise<boolean> {
  return page.$eval('.price-form button[type="submit"]', (button) => button.disabled);
}

describe('price combinations list', () => {
  it("lists the active shop group's combinations with their prices and use", async () => {
    await open(page, world.server.baseUrl, '/prices');
    expect(await textOf(page, 'h1')).toBe("Prijs Combi's en kassa codes");
    const first = await rowOf('10001');
    expect(first).toMatchObject({ 'Shop groep': 'Maastricht', Model: 'Nieuw' });
    expect(first.Cannabis).toContain('1g');
    expect(first.Cannabis).toContain('8,00');
    expect(first.Cannabis).toContain('36,00');
    // Amnesia Haze is on Mississippi's board at 10004.
    expect((await rowOf('10004')).Actief).toBe('Ja');
    expect(await page.$eval('a[href="/prices/new"]', (link) => link.textContent)).toBe('Prijs');
    await screenshotModes(page, 'prices-list', '.price-code');
  });

  it('refuses to delete a combination that active products use, with an alert', async () => {
    await open(page, world.server.baseUrl, '/prices');
    const before = await pricesByCode('10004');
    await rowOf('10004');
    await page.click('button[aria-label="Wis 10004"]');
    await until(() => dialogs.length > 0);
    expect(dialogs).toEqual([IN_USE]);
    expect(await page.$('dialog[open]')).toBeNull();
    expect(await pricesByCode('10004')).toHaveLength(before.length);
  });
});

describe('price form', () => {
  it('creates a combination: prefix normalised on blur, labels shown, then in the list and the API', async () => {
    await open(page, world.server.baseUrl, '/prices');
    await clickText(page, 'a.button', 'Prijs');
    await page.waitForFunction(() => window.location.pathname === '/prices/new');
    expect(await textOf(page, 'h1')).toBe('Prijs Toevoegen');
    expect(await textOf(page, '.price-form button[type="submit"]')).toBe('Toevoegen');

    // The group list comes in after the form shows.
    await page.waitForFunction(
      (id: string) =>
        [...document.querySelectorAll<HTMLOptionElement>('.price-form select option')].some(
          (option) => option.value === id,
        ),
      {},
      maastricht.id,
    );
    const options = await page.$$eval('.price-form select option', (items) =>
      items.map((item) => [item.value, item.textContent]),
    );
    expect(options[0]).toEqual(['-1', '']);
    expect(options).toContainEqual([maastricht.id, 'Maastricht']);
    // Maastricht is the shop's only group: it is chosen already, and that is no edit.
    await page.waitForFunction(
      (id: string) =>
        (document.querySelector('.price-form select') as HTMLSelectElement | null)?.value === id,
      {},
      maastricht.id,
    );
    expect(await submitDisabled()).toBe(false);
    await page.select('.price-form select', '-1');
    expect(await submitDisabled()).toBe(true);
    await page.select('.price-form select', maastricht.id);
    expect(await submitDisabled()).toBe(false);

    await page.type('::-p-aria(Kassa code prefix)', 'x7');
    await page.type('::-p-aria(Kassa code)', 'B5');
    expect(await valueOf('Kassa code prefix')).toBe('007');
    expect(await textOf(page, '.price-form-preview-code')).toBe('007B5');

    await page.click('::-p-aria(Cannabis: prijs toevoegen)');
    await page.click('::-p-aria(Cannabis: prijs toevoegen)');
    expect(await valueOf('Hoeveelheid Cannabis 1')).toBe('0,5');
    expect(await valueOf('Hoeveelheid Cannabis 2')).toBe('1');
    await setNumber('Prijs Cannabis 1', '6.5');
    await setNumber('Prijs Cannabis 2', '12');
    await setNumber('Hoeveelheid Cannabis 2', '2,5');
    // A decimal comma whatever the browser's locale, and prices with two decimals once left.
    expect(await valueOf('Hoeveelheid Cannabis 2')).toBe('2,5');
    expect(await valueOf('Prijs Cannabis 1')).toBe('6,50');
    expect(await valueOf('Label Cannabis 1')).toBe('0,5g');
    expect(await valueOf('Label Cannabis 2')).toBe('2,5g');

    // Two prices in all: neither may go, and the tooltip says why.
    const remove = 'button[aria-label="Verwijder Cannabis 1"]';
    const refusal = await page.$eval(remove, (button) => [
      button.getAttribute('aria-disabled'),
      button.closest('.tooltip')?.querySelector('[role="tooltip"]')?.textContent,
    ]);
    expect(refusal).toEqual(['true', 'Je moet minstens 2 prijzen hebben.']);
    await page.click(remove);
    expect(await valueOf('Label Cannabis 1')).toBe('0,5g');

    await page.click('::-p-aria(Edibles: prijs toevoegen)');
    await setNumber('Prijs Edibles 1', '3.25');
    // A piece price may be named freely; unnamed it reads the label of its quantity.
    expect(await page.$eval('input[aria-label="Label Edibles 1"]', (input) => input.value)).toBe(
      '',
    );
    expect(await placeholderOf('Label Edibles 1')).toBe('1st');
    expect(await page.$eval(remove, (button) => button.getAttribute('aria-disabled'))).toBe(
      'false',
    );
    await reviewScreenshot(page, join(SCREEN_DIR, 'price-form-filled.png'), { fullPage: true });

    await page.click('.price-form button[type="submit"]');
    await page.waitForFunction(() => window.location.pathname === '/prices');
    const row = await rowOf('007B5');
    expect(row.Cannabis).toContain('0,5g');
    expect(row.Cannabis).toContain('6,50');
    expect(row.Edibles).toContain('3,25');
    expect(row.Actief).toBe('Nee');

    const [stored] = await pricesByCode('007B5');
    expect(stored).toMatchObject({
      shop_group_id: maastricht.id,
      cannabis: [
        { label: '0.5g', quantity: 0.5, price: 6.5, active: true },
        { label: '2.5g', quantity: 2.5, price: 12, active: true },
      ],
      pre_rolled_joints: [],
      edible: [{ label: '1st', quantity: 1, price: 3.25, active: true }],
    });
  });

  it('creates a horeca combination whose piece prices have free labels: Glas and Fles', async () => {
    await open(page, world.server.baseUrl, '/prices/new');
    await page.waitForFunction(
      (id: string) =>
        (document.querySelector('.price-form select') as HTMLSelectElement | null)?.value === id,
      {},
      maastricht.id,
    );
    await page.type('::-p-aria(Kassa code prefix)', '500');
    await page.type('::-p-aria(Kassa code)', 'WIJN');
    await page.click('::-p-aria(Edibles: prijs toevoegen)');
    await page.click('::-p-aria(Edibles: prijs toevoegen)');
    // The English label waits for its label.
    expect(
      await page.$eval('input[aria-label="Engels label Edibles 1"]', (input) => input.disabled),
    ).toBe(true);
    await page.type('input[aria-label="Label Edibles 1"]', 'Glas');
    await page.type('input[aria-label="Engels label Edibles 1"]', 'Glass');
    await setNumber('Prijs Edibles 1', '3,5');
    await page.type('input[aria-label="Label Edibles 2"]', 'Fles');
    await page.type('input[aria-label="Engels label Edibles 2"]', 'Bottle');
    await setNumber('Prijs Edibles 2', '18');
    // Grams keep quantity and unit: no label to type there.
    await page.click('::-p-aria(Cannabis: prijs toevoegen)');
    expect(await page.$('input[aria-label="Engels label Cannabis 1"]')).toBeNull();
    await page.click('button[aria-label="Verwijder Cannabis 1"]');
    await reviewScreenshot(page, join(SCREEN_DIR, 'price-form-horeca-labels.png'), {
      fullPage: true,
    });
    await page.click('.price-form button[type="submit"]');
    await page.waitForFunction(() => window.location.pathname === '/prices');
    const row = await rowOf('500WIJN');
    expect(row.Edibles).toContain('Glas');
    expect(row.Edibles).toContain('3,50');
    expect(row.Edibles).toContain('Fles');
    expect(row.Edibles).toContain('18,00');

    const [stored] = await pricesByCode('500WIJN');
    expect(stored?.edible).toEqual([
      { label: 'Glas', label_en: 'Glass', quantity: 1, price: 3.5, active: true },
      { label: 'Fles', label_en: 'Bottle', quantity: 2, price: 18, active: true },
    ]);
    expect(stored?.cannabis).toEqual([]);

    // Editing keeps the labels in their fields.
    await open(page, world.server.baseUrl, `/prices/edit/${stored?.id ?? ''}`);
    const labelOf = (name: string) =>
      page.$eval(`input[aria-label="${name}"]`, (input) => (input as HTMLInputElement).value);
    await page.waitForSelector('input[aria-label="Label Edibles 2"]');
    expect(await labelOf('Label Edibles 1')).toBe('Glas');
    expect(await labelOf('Engels label Edibles 2')).toBe('Bottle');
  });

  it("shows 'Validatie fouten. Graag corrigeren.' and keeps the typed input", async () => {
    await open(page, world.server.baseUrl, '/prices/new');
    await page.waitForSelector('.price-form select option:nth-child(2)');
    await page.select('.price-form select', maastricht.id);
    await page.type('::-p-aria(Kassa code prefix)', '12');
    await page.click('::-p-aria(Cannabis: prijs toevoegen)');
    await setNumber('Prijs Cannabis 1', '9');
    // Enter in the shop group select submits.
    await page.focus('.price-form select');
    await page.keyboard.press('Enter');
    await waitForText(page, '.price-form-message', 'Validatie fouten. Graag corrigeren.');
    expect(await textOf(page, '.price-form')).toContain('Je moet minstens 2 prijzen hebben.');
    expect(await valueOf('Kassa code prefix')).toBe('012');
    expect(await valueOf('Prijs Cannabis 1')).toBe('9,00');
    expect(await pathname(page)).toBe('/prices/new');
    await reviewScreenshot(page, join(SCREEN_DIR, 'price-form-errors.png'), { fullPage: true });
    await screenshotModes(page, 'price-form-new', '.price-form');
  });

  it('edits a combination and refuses a register code another combination has', async () => {
    // A retry of this test starts from a fresh register code: the first attempt's stays stored.
    attempt += 1;
    const code = String(48001 + 100 * (attempt - 1));
    const newPrefix = String(901 + attempt - 1);
    const created = await apiCall<Price>(world.server.baseUrl, token, '/v1/prices', 'POST', {
      internal_product_id: code,
      shop_group_id: maastricht.id,
      cannabis: [
        { quantity: 1, price: 10 },
        { quantity: 5, price: 45 },
      ],
    });
    await open(page, world.server.baseUrl, '/prices');
    await rowOf(code);
    await page.click(`a[href="/prices/edit/${created.id}"]`);
    await page.waitForSelector('.price-form');
    expect(await textOf(page, 'h1')).toBe('Prijs Bewerken');
    expect(await textOf(page, '.price-form button[type="submit"]')).toBe('Opslaan');
    expect(await valueOf('Kassa code prefix')).toBe(code.slice(0, 3));
    expect(await valueOf('Kassa code')).toBe('01');
    expect(await valueOf('Label Cannabis 2')).toBe('5g');
    await screenshotModes(page, 'price-form-edit', '.price-form');

    // 10001 is taken in Maastricht.
    await setNumber('Kassa code prefix', '100');
    await page.click('.price-form button[type="submit"]');
    await waitForText(
      page,
      '.price-form-message',
      'Prijs bestaat al. Wanneer je toch op wil slaan, kies dan een andere kassa code prefix.',
    );
    expect(dialogs).toEqual([]);
    expect(await pathname(page)).toBe(`/prices/edit/${created.id}`);

    await setNumber('Kassa code prefix', newPrefix);
    await setNumber('Prijs Cannabis 1', '9.75');
    await page.click('.price-form button[type="submit"]');
    await page.waitForFunction(() => window.location.pathname === '/prices');
    const stored = await apiCall<Price>(world.server.baseUrl, token, `/v1/prices/${created.id}`);
    expect(stored.internal_product_id).toBe(`${newPrefix}01`);
    expect(stored.cannabis[0]).toMatchObject({ label: '1g', price: 9.75 });
  });

  it("deletes an unused combination after 'Weet je zeker dat je deze wilt wissen?'", async () => {
    // A retry creates a combination of its own: the first attempt's may still be there.
    deleteAttempt += 1;
    const code = `4850${deleteAttempt}`;
    const created = await apiCall<Price>(world.server.baseUrl, token, '/v1/prices', 'POST', {
      internal_product_id: code,
      shop_group_id: maastricht.id,
      edible: [
        { quantity: 1, price: 3 },
        { quantity: 2, price: 5.5 },
      ],
    });
    await open(page, world.server.baseUrl, '/prices');
    expect((await rowOf(code)).Model).toBe('Oud');
    // The list may still be filtering as the search is typed: click until the question is open.
    await page.waitForFunction(
      (label) => {
        if (document.querySelector('dialog[open]')) return true;
        document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
        return false;
      },
      { polling: 500 },
      `Wis ${code}`,
    );
    await waitForText(page, 'dialog[open]', 'Weet je zeker dat je deze wilt wissen?');
    await clickText(page, 'dialog[open] button', 'doorgaan');
    await page.waitForFunction(
      (wanted) =>
        ![...document.querySelectorAll('.price-code')].some((c) => c.textContent === wanted),
      {},
      code,
    );
    expect(dialogs).toEqual([]);
    expect(await pricesByCode(code)).toEqual([]);
    expect(created.id).toEqual(expect.any(String));
  });
});
