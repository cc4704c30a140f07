import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop, ShopLink } from '../../src/api/types';
import type { ScheduledChangeView, ShopOpeningHours, TimeWindows } from '../../src/domain/contract';
import { DEFAULT_SHOP_TIME_ZONE, instantToZoned } from '../../src/domain';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import {
  STAFF_PASSWORD,
  apiAs,
  eventually,
  logIn,
  showAllRows,
  textOf,
  type ApiAs,
} from './products-support';

/**
 * The back office's clock editors: opening hours on the start page, a category's time windows
 * on the categories page and a link's under its form are set through the page, saved, and
 * still there after a reload; an invalid entry is refused with its Dutch message. And a bulk
 * discount saved "vanaf" a moment becomes one scheduled change per selected row.
 */

let server: ServerProcess;
let browser: Browser;
let page: Page;
let admin: ApiAs;
let shop: Shop;

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  browser = await launchBrowser();
  page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1400, height: 900, deviceScaleFactor: 1 });
  admin = await apiAs(server);
  const shops = await admin.get<Shop[]>('/v1/shops?limit=100');
  const found = shops.find((candidate) => candidate.name === 'Mississippi');
  if (!found) throw new Error('No demo shop Mississippi');
  shop = found;
  await logIn(page, server);
  await page.goto(`${server.baseUrl}/start`, { waitUntil: 'networkidle0' });
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    page.select('#header-shop-switcher', shop.id),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
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

/** Clicks the button with this exact text inside `scope`. */
async function clickButton(scope: string, text: string): Promise<void> {
  const button = await page.waitForFunction(
    (selector, label) =>
      [...document.querySelectorAll<HTMLButtonElement>(`${selector} button`)].find(
        (candidate) => candidate.textContent === label && !candidate.disabled,
      ),
    {},
    scope,
    text,
  );
  await (button as ElementHandle<HTMLButtonElement>).evaluate((element) => element.click());
}

const inputValue = (selector: string) =>
  page.$eval(selector, (element) => (element as HTMLInputElement).value);

/** Waits for the message (status or alert) of an editor's save and gives its text. */
async function messageOf(scope: string, role: 'status' | 'alert'): Promise<string> {
  await page.waitForSelector(`${scope} .time-windows-actions [role="${role}"]`);
  return textOf(page, `${scope} .time-windows-actions [role="${role}"]`);
}

describe('the clock editors', () => {
  it('sets opening hours on the Shop instellingen page, keeps them after a reload, refuses an empty interval', async () => {
    const url = `/v1/shops/${shop.id}/opening-hours`;
    // Start from a shop without hours (always open); its own hours are put back at the end.
    const original = await admin.get<ShopOpeningHours>(url);
    expect((await admin.send('PUT', url, { opening_hours: null })).status).toBe(200);
    const card = '[data-testid="opening-hours-card"]';
    await page.goto(`${server.baseUrl}/shops/${shop.id}/settings`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`${card} input[name="opening-hours-enabled"]`);
    await page.$eval(`${card} input[name="opening-hours-enabled"]`, (box) =>
      (box as HTMLInputElement).click(),
    );
    // Turned on, every day starts at 10:00–22:00: Monday gets a lunch break, Sunday is closed.
    await setInput(await page.waitForSelector('input[name="day-1-0-from"]'), '09:30');
    await setInput(await page.waitForSelector('input[name="day-1-0-to"]'), '12:00');
    await clickButton(`${card} [data-testid="opening-hours-day-1"]`, 'Tijdvak toevoegen');
    await setInput(await page.waitForSelector('input[name="day-1-1-from"]'), '13:00');
    await setInput(await page.waitForSelector('input[name="day-1-1-to"]'), '17:45');
    await clickButton(`${card} [data-testid="opening-hours-day-7"]`, 'Tijdvak verwijderen');
    await page.waitForFunction(
      (selector) => !document.querySelector(`${selector} input.time-input`),
      {},
      `${card} [data-testid="opening-hours-day-7"]`,
    );
    await clickButton(`${card} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(card, 'status')).toBe('Openingstijden opgeslagen');
    const monday = [
      { from: '09:30', to: '12:00' },
      { from: '13:00', to: '17:45' },
    ];
    const ordinary = [{ from: '10:00', to: '22:00' }];
    const saved = await admin.get<ShopOpeningHours>(url);
    expect(saved.opening_hours?.weekdays).toEqual([
      monday,
      ordinary,
      ordinary,
      ordinary,
      ordinary,
      ordinary,
      [],
    ]);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="day-1-0-from"]');
    expect(
      await page.$eval(
        `${card} input[name="opening-hours-enabled"]`,
        (box) => (box as HTMLInputElement).checked,
      ),
    ).toBe(true);
    expect(await inputValue('input[name="day-1-0-from"]')).toBe('09:30');
    expect(await inputValue('input[name="day-1-0-to"]')).toBe('12:00');
    expect(await inputValue('input[name="day-1-1-to"]')).toBe('17:45');
    expect(await page.$(`${card} [data-testid="opening-hours-day-7"] input`)).toBeNull();

    // From and to the same: refused in Dutch, nothing saved.
    await setInput(await page.$('input[name="day-1-0-to"]'), '09:30');
    await clickButton(`${card} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(card, 'alert')).toBe(
      'Een tijdvak moet een begin- en eindtijd hebben die verschillen.',
    );
    expect((await admin.get<ShopOpeningHours>(url)).opening_hours?.weekdays[0]).toEqual(monday);

    // An unknown time zone: the server's Dutch message.
    await setInput(await page.$('input[name="day-1-0-to"]'), '12:00');
    await setInput(await page.$(`${card} input[name="time-zone"]`), 'Europe/Nergens');
    await clickButton(`${card} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(card, 'alert')).toBe(
      'Deze tijdzone is onbekend; gebruik bijvoorbeeld Europe/Amsterdam.',
    );
    expect((await admin.get<ShopOpeningHours>(url)).time_zone).toBe('Europe/Amsterdam');

    const reset = await admin.send('PUT', url, original);
    expect(reset.status).toBe(200);
  });

  it('sets a category time window on the categories page and keeps it after a reload', async () => {
    const panel = '.category-time-windows';
    await page.goto(`${server.baseUrl}/categories`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`${panel} select[name="time-windows-category"]`);
    const categoryId = await page.$eval(
      `${panel} select[name="time-windows-category"]`,
      (select) => (select as HTMLSelectElement).value,
    );
    const url = `/v1/categories/${categoryId}/time-windows`;
    expect((await admin.get<TimeWindows>(url)).time_windows).toEqual([]);
    await page.waitForSelector(`${panel} [data-testid="category-windows"] button:not([disabled])`);
    await clickButton(`${panel} [data-testid="category-windows"]`, 'Tijdvak toevoegen');
    await setInput(await page.waitForSelector('input[name="category-from-0"]'), '08:00');
    await setInput(await page.waitForSelector('input[name="category-to-0"]'), '11:00');
    // Not on Sunday.
    await page.$$eval(`${panel} .time-window-day input[type="checkbox"]`, (boxes) =>
      (boxes[6] as HTMLInputElement).click(),
    );
    await clickButton(`${panel} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(panel, 'status')).toBe('Tijdvakken opgeslagen');
    expect((await admin.get<TimeWindows>(url)).time_windows).toEqual([
      { days: [1, 2, 3, 4, 5, 6], from: '08:00', to: '11:00' },
    ]);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="category-from-0"]');
    expect(await inputValue('input[name="category-from-0"]')).toBe('08:00');
    expect(await inputValue('input[name="category-to-0"]')).toBe('11:00');
    const days = await page.$$eval(`${panel} .time-window-day input[type="checkbox"]`, (boxes) =>
      boxes.map((box) => (box as HTMLInputElement).checked),
    );
    expect(days).toEqual([true, true, true, true, true, true, false]);

    // A window without days: refused in Dutch, nothing saved.
    await page.$$eval(`${panel} .time-window-day input[type="checkbox"]`, (boxes) => {
      for (const box of boxes)
        if ((box as HTMLInputElement).checked) (box as HTMLInputElement).click();
    });
    await clickButton(`${panel} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(panel, 'alert')).toBe('Kies minstens één dag voor elk tijdvak.');
    expect((await admin.get<TimeWindows>(url)).time_windows).toHaveLength(1);

    expect((await admin.send('PUT', url, { time_windows: [] })).status).toBe(200);
  });

  it('sets a link’s time window under its form and keeps it after a reload', async () => {
    const links = await admin.get<ShopLink[]>(
      `/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`,
    );
    const link = links.find((candidate) => candidate.kind_id !== null);
    if (!link) throw new Error('No cannabis row');
    const url = `/v1/shops-to-prices/${link.id}/time-windows`;
    expect((await admin.get<TimeWindows>(url)).time_windows).toEqual([]);
    const panel = '.time-windows-panel';
    await page.goto(`${server.baseUrl}/products/edit-product/cannabis/${link.id}`, {
      waitUntil: 'networkidle0',
    });
    await page.waitForSelector(`${panel} [data-testid="link-windows"] button:not([disabled])`);
    await clickButton(`${panel} [data-testid="link-windows"]`, 'Tijdvak toevoegen');
    await setInput(await page.waitForSelector('input[name="link-from-0"]'), '16:30');
    await clickButton(`${panel} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(panel, 'status')).toBe('Tijdvakken opgeslagen');
    expect((await admin.get<TimeWindows>(url)).time_windows).toEqual([
      { days: [1, 2, 3, 4, 5, 6, 7], from: '16:30', to: '18:00' },
    ]);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="link-from-0"]');
    expect(await inputValue('input[name="link-from-0"]')).toBe('16:30');
    expect(await inputValue('input[name="link-to-0"]')).toBe('18:00');

    // From and to the same: refused in Dutch.
    await setInput(await page.$('input[name="link-to-0"]'), '16:30');
    await clickButton(`${panel} .time-windows-actions`, 'Opslaan');
    expect(await messageOf(panel, 'alert')).toBe(
      'Een tijdvak moet een begin- en eindtijd hebben die verschillen.',
    );
    expect((await admin.get<TimeWindows>(url)).time_windows[0]?.to).toBe('18:00');

    expect((await admin.send('PUT', url, { time_windows: [] })).status).toBe(200);
  });

  it('schedules a bulk discount "vanaf" a moment: one scheduled change per selected row', async () => {
    const links = await admin.get<ShopLink[]>(
      `/v1/shops-to-prices?filter=shop_id:${shop.id}&limit=1000`,
    );
    const kindRows = links.filter((link) => link.kind_id !== null);
    const names = kindRows.map((link) => link.product_name);
    const chosen = kindRows
      .filter((link) => names.filter((name) => name === link.product_name).length === 1)
      .slice(0, 2);
    expect(chosen).toHaveLength(2);
    const scheduled = () =>
      admin.get<ScheduledChangeView[]>(`/v1/scheduled-changes?filter=shop_id:${shop.id}`);
    const earlier = new Set((await scheduled()).map((change) => change.id));
    const readChosen = () =>
      Promise.all(chosen.map((link) => admin.get<ShopLink>(`/v1/shops-to-prices/${link.id}`)));
    const before = await readChosen();

    await showAllRows(page, 'products-cannabis');
    await page.goto(`${server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.data-table-grid tbody .product-name');
    for (const link of chosen) {
      const box = await page.waitForSelector(
        `input[type=checkbox][aria-label="Selecteer ${link.product_name}"]`,
      );
      await box?.click();
    }
    const field = '.products-bulk [data-testid="schedule-from-bulk-discount"]';
    await page.waitForSelector(field);
    await page.$eval(`${field} input[type="radio"][value="at"]`, (radio) =>
      (radio as HTMLInputElement).click(),
    );
    const tomorrow = instantToZoned(new Date(Date.now() + 86_400_000), DEFAULT_SHOP_TIME_ZONE);
    await setInput(await page.waitForSelector(`${field} input[type="date"]`), tomorrow.date);
    await setInput(await page.waitForSelector(`${field} input.time-input`), '10:00:00');
    await setInput(await page.$('.products-bulk-discount input[type="number"]'), '15');
    await clickButton('.products-bulk-discount', 'Korting geven');

    const ids = chosen.map((link) => link.id);
    const added = (list: ScheduledChangeView[]) =>
      list.filter((change) => !earlier.has(change.id) && ids.includes(change.link_id));
    const pending = added(await eventually(scheduled, (list) => added(list).length >= 2));
    expect(pending.map((change) => change.link_id).sort()).toEqual([...ids].sort());
    expect(pending.every((change) => change.status === 'pending')).toBe(true);
    for (const change of pending) {
      expect(change.change).toEqual({ type: 'discount', percent: 15 });
      expect(change.local).toEqual({ date: tomorrow.date, time: '10:00' });
    }
    // Nothing changed yet.
    expect(await readChosen()).toEqual(before);

    await page.goto(`${server.baseUrl}/scheduled`, { waitUntil: 'networkidle0' });
    for (const change of pending) {
      await page.waitForSelector(`tr[data-id="${change.id}"]`);
      const text = await textOf(page, `tr[data-id="${change.id}"]`);
      expect(text).toContain('Korting 15%');
      expect(text).toContain('Gepland');
    }
  });
});
