import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Shop, ShopLink } from '../../src/api/types';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { apiAs, eventually, logIn, textOf, type ApiAs } from './products-support';

let server: ServerProcess;
let browser: Browser;
let page: Page;
let admin: ApiAs;

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  browser = await launchBrowser();
  admin = await apiAs(server);
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The menu file of a shop, as the export button downloads it. */
async function exportedCsv(shopId: string): Promise<string> {
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: server.adminUsername,
      password: server.adminPassword,
      grant_type: 'password',
    }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await fetch(`${server.baseUrl}/v1/shops/${shopId}/menu.csv`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
}

it('imports a file with a changed price after its preview is confirmed', async () => {
  await logIn(page, server);
  await page.click('a[href="/menu-import"]');
  await page.waitForSelector('input[type="file"]');
  const label = await textOf(page, '.menu-import-file');
  const shops = await admin.get<Shop[]>('/v1/shops?limit=1000');
  const shop = shops.find((candidate) => label.includes(`van ${candidate.name}`));
  if (!shop) throw new Error(`no shop named in "${label}"`);

  // The first row with a price in the first price column gets 1,00 more, and "new" turned.
  const lines = (await exportedCsv(shop.id)).split('\r\n');
  const header = (lines[0] ?? '').split(';');
  const column = header.findIndex((cell) => /^\d/.test(cell));
  const index = lines.findIndex((line, i) => i > 0 && (line.split(';')[column] ?? '') !== '');
  const cells = (lines[index] ?? '').split(';');
  const product = cells[1] ?? '';
  const code = cells[3] ?? '';
  const old = Number((cells[column] ?? '').replace(',', '.'));
  cells[column] = (old + 1).toFixed(2).replace('.', ',');
  const newColumn = header.indexOf('Nieuw');
  const wasNew = cells[newColumn] === 'ja';
  cells[newColumn] = wasNew ? 'nee' : 'ja';
  lines[index] = cells.join(';');
  const file = join(mkdtempSync(join(tmpdir(), 'menu-import-')), 'kaart.csv');
  writeFileSync(file, lines.join('\r\n'));

  const input = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForSelector('table.menu-import-changes');
  const changes = await textOf(page, 'table.menu-import-changes tbody');
  expect(changes).toContain(product);
  expect(changes).toContain(`${header[column]}:`);
  expect(changes).toContain(wasNew ? 'nieuw: ja → nee' : 'nieuw: nee → ja');
  // Nothing changed before the confirmation.
  const rowsOf = () =>
    admin.get<ShopLink[]>(`/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`);
  const before = (await rowsOf()).find(
    (row) => row.product_name === product && row.internal_product_id === code,
  );
  expect(before?.json_prices.find((e) => e.label === header[column])?.price).toBe(old);

  const confirm = await page.waitForSelector('.menu-import-preview + p button');
  await confirm?.click();
  await page.waitForSelector('[role="status"]');
  expect(await textOf(page, '[role="status"]')).toContain('1 product(en) gewijzigd');
  const row = await eventually(
    async () => (await rowsOf()).find((candidate) => candidate.id === before?.id),
    (candidate) => candidate !== undefined,
  );
  expect(row?.json_prices.find((e) => e.label === header[column])?.price).toBe(old + 1);
  expect(row?.new).toBe(!wasNew);
});

it('imports a file a Dutch Windows spreadsheet saved in Windows-1252, naming the encoding', async () => {
  await page.goto(`${server.baseUrl}/menu-import`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[type="file"]');
  const label = await textOf(page, '.menu-import-file');
  const shops = await admin.get<Shop[]>('/v1/shops?limit=1000');
  const shop = shops.find((candidate) => label.includes(`van ${candidate.name}`));
  if (!shop) throw new Error(`no shop named in "${label}"`);

  // A line whose name Windows-1252 writes differently from UTF-8: a curly apostrophe (0x92)
  // or an accent, with a price in a price column; that price gets 0,50 more.
  const lines = (await exportedCsv(shop.id)).replace(/^\uFEFF/, '').split('\r\n');
  const header = (lines[0] ?? '').split(';');
  const priced = (line: string) =>
    line
      .split(';')
      .findIndex((cell, i) => i > 3 && /^\d+,\d\d$/.test(cell) && /^\d/.test(header[i] ?? ''));
  const index = lines.findIndex(
    (line, i) => i > 0 && /[’éèëïöü]/.test(line.split(';')[1] ?? '') && priced(line) > 0,
  );
  expect(index, 'a product name with an apostrophe or accent').toBeGreaterThan(0);
  const cells = (lines[index] ?? '').split(';');
  const product = cells[1] ?? '';
  const column = priced(lines[index] ?? '');
  const old = Number((cells[column] ?? '').replace(',', '.'));
  cells[column] = (old + 0.5).toFixed(2).replace('.', ',');
  lines[index] = cells.join(';');
  const bytes = iconv.encode(lines.join('\r\n'), 'windows-1252');
  expect(bytes.toString('utf8')).not.toContain(product);
  const file = join(mkdtempSync(join(tmpdir(), 'menu-import-1252-')), 'kaart.csv');
  writeFileSync(file, bytes);

  const input = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForSelector('table.menu-import-changes');
  expect(await textOf(page, '.menu-import-encoding')).toContain('Windows-1252');
  const changes = await textOf(page, 'table.menu-import-changes tbody');
  expect(changes).toContain(product);
  expect(await page.$('table.menu-import-errors')).toBeNull();

  const confirm = await page.waitForSelector('.menu-import-preview + p button');
  await confirm?.click();
  await page.waitForSelector('[role="status"]');
  const row = await eventually(
    async () =>
      (
        await admin.get<ShopLink[]>(`/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`)
      ).find((candidate) => candidate.product_name === product),
    (candidate) =>
      candidate?.json_prices.find((e) => e.label === header[column])?.price === old + 0.5,
  );
  expect(row?.product_name).toBe(product);
});

it('keeps every register code when the file changes only prices, and says no code moves', async () => {
  await page.goto(`${server.baseUrl}/menu-import`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[type="file"]');
  const label = await textOf(page, '.menu-import-file');
  const shops = await admin.get<Shop[]>('/v1/shops?limit=1000');
  const shop = shops.find((candidate) => label.includes(`van ${candidate.name}`));
  if (!shop) throw new Error(`no shop named in "${label}"`);
  const rowsOf = (filter = '') => admin.get<ShopLink[]>(`/v1/shops-to-prices?limit=1000${filter}`);

  // Combinations used only on this shop's menu: the file covers every row using them.
  const everywhere = await rowsOf();
  const here = everywhere.filter((row) => row.shop_id === shop.id);
  const elsewhere = new Set(
    everywhere.filter((row) => row.shop_id !== shop.id).map((row) => row.price_id),
  );
  const own = here.filter((row) => !elsewhere.has(row.price_id) && row.json_prices.length);
  expect(own.length).toBeGreaterThan(1);
  const covered = new Set(own.map((row) => `${row.product_name};${row.internal_product_id}`));

  // Every price of those rows 0,10 higher, as a shop owner's spreadsheet would write it.
  const lines = (await exportedCsv(shop.id)).replace(/^\uFEFF/, '').split('\r\n');
  const header = (lines[0] ?? '').split(';');
  const edited = lines.map((line, i) => {
    const cells = line.split(';');
    if (i === 0 || !covered.has(`${cells[1] ?? ''};${cells[3] ?? ''}`)) return line;
    return cells
      .map((cell, c) =>
        /^\d/.test(header[c] ?? '') && /^\d+,\d\d$/.test(cell)
          ? (Number(cell.replace(',', '.')) + 0.1).toFixed(2).replace('.', ',')
          : cell,
      )
      .join(';');
  });
  const file = join(mkdtempSync(join(tmpdir(), 'menu-import-codes-')), 'kaart.csv');
  writeFileSync(file, edited.join('\r\n'));

  const input = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForSelector('table.menu-import-changes');
  const preview = await textOf(page, '.menu-import-preview');
  expect(preview).not.toContain('kassacode');
  const confirm = await page.waitForSelector('.menu-import-preview + p button');
  await confirm?.click();
  await page.waitForSelector('[role="status"]');
  // Every row of the shop keeps its register code and its combination.
  const after = await rowsOf(`&filter=shop_id:${shop.id}`);
  const codes = (rows: ShopLink[]) =>
    Object.fromEntries(rows.map((row) => [row.id, `${row.internal_product_id}/${row.price_id}`]));
  expect(codes(after)).toEqual(codes(here));
  const prices = (rows: ShopLink[]) =>
    Object.fromEntries(rows.map((row) => [row.id, JSON.stringify(row.json_prices)]));
  const changed = own.filter((row) => prices(after)[row.id] !== prices(here)[row.id]);
  expect(changed.length).toBe(own.length);
});

it('makes a new product from a line and changes a misspelt line only as the user chooses', async () => {
  await page.goto(`${server.baseUrl}/menu-import`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[type="file"]');
  const label = await textOf(page, '.menu-import-file');
  const shops = await admin.get<Shop[]>('/v1/shops?limit=1000');
  const shop = shops.find((candidate) => label.includes(`van ${candidate.name}`));
  if (!shop) throw new Error(`no shop named in "${label}"`);
  const rowsOf = () =>
    admin.get<ShopLink[]>(`/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`);

  const lines = (await exportedCsv(shop.id)).replace(/^\uFEFF/, '').split('\r\n');
  const header = (lines[0] ?? '').split(';');
  const names = lines.slice(1).map((line) => line.split(';')[1] ?? '');
  const priced = (cells: string[]) =>
    cells.findIndex((cell, i) => i > 3 && /^\d/.test(header[i] ?? '') && /^\d+,\d\d$/.test(cell));
  // A line whose name stands once on the menu, is long enough to misspell, and has a price.
  const index = lines.findIndex((line, i) => {
    const cells = line.split(';');
    const name = cells[1] ?? '';
    return (
      i > 1 && name.length >= 6 && names.filter((n) => n === name).length === 1 && priced(cells) > 0
    );
  });
  const cells = (lines[index] ?? '').split(';');
  const product = cells[1] ?? '';
  const code = cells[3] ?? '';
  const column = priced(cells);
  const old = Number((cells[column] ?? '').replace(',', '.'));
  const target = (await rowsOf()).find(
    (row) => row.product_name === product && row.internal_product_id === code,
  );
  if (!target) throw new Error(`no row ${product}`);
  // The misspelt line: the last letter twice, no register code, a price 1,00 higher.
  const misspelt = `${product}${product.slice(-1)}`;
  const typo = cells.map((cell, i) =>
    i === 1
      ? misspelt
      : i === 3
        ? ''
        : i === column
          ? (old + 1).toFixed(2).replace('.', ',')
          : cell,
  );
  // The new product: the first line's category, type and prices under a name nobody has.
  const first = (lines[1] ?? '').split(';');
  const fresh = first.map((cell, i) => (i === 1 ? 'Importproef Nieuw' : i === 3 ? '' : cell));
  const file = join(mkdtempSync(join(tmpdir(), 'menu-import-new-')), 'kaart.csv');
  writeFileSync(
    file,
    [...lines.filter((_, i) => i !== index), typo.join(';'), fresh.join(';')].join('\r\n'),
  );

  const input = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForSelector('table.menu-import-new-items');
  const made = await textOf(page, 'table.menu-import-new-items tbody');
  expect(made).toContain('Importproef Nieuw');
  expect(made).toContain(first[0] ?? '');
  expect(made).toContain('nieuw product');
  const choices = await textOf(page, 'table.menu-import-choices');
  expect(choices).toContain(`Bedoel je ${product}`);
  // Without a choice only the new product is made.
  const button = '.menu-import-preview + p button';
  expect(await textOf(page, button)).toContain('1 wijziging(en) toepassen');
  await page.select('table.menu-import-choices select', target.id);
  expect(await textOf(page, button)).toContain('2 wijziging(en) toepassen');

  await page.click(button);
  await page.waitForSelector('[role="status"]');
  const status = await textOf(page, '[role="status"]');
  expect(status).toContain('1 product(en) gewijzigd');
  expect(status).toContain('1 nieuw(e) product(en) gemaakt');
  const after = await eventually(rowsOf, (rows) =>
    rows.some((row) => row.product_name === 'Importproef Nieuw'),
  );
  const changed = after.find((row) => row.id === target.id);
  expect(changed?.json_prices.find((e) => e.label === header[column])?.price).toBe(old + 1);
  expect(after.some((row) => row.product_name === misspelt)).toBe(false);
});
