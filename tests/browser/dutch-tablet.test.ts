/**
 * The back office in Dutch on a 1024 px tablet: the header keeps "Uitloggen" whole; theme names,
 * category icons, the price model and the history speak Dutch; times are 24-hour text fields
 * whatever the browser's locale; saving the board language confirms with the toast every other
 * setting shows.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openPage, startManageWorld, waitForToast } from './manage-support';
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
  const context = await world.browser.createBrowserContext();
  page = await context.newPage();
  // An American browser: a type=time input would show '01:00 PM' here.
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'language', { get: () => 'en-US' });
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
  });
  await page.setViewport({ width: 1024, height: 768, deviceScaleFactor: 1 });
  await logIn(page, base, world.server.adminUsername, world.server.adminPassword);
  await chooseLanguage(page, 'nl');
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('a 1024 px tablet in Dutch', () => {
  it('shows "Uitloggen" whole in the header, on one line, inside the screen', async () => {
    await openPage(page, `${base}/start`);
    const logout = await page.$eval('a[href="/logout"]', (link) => {
      const box = link.getBoundingClientRect();
      const text = link.querySelector('span');
      return {
        text: link.textContent,
        left: box.left,
        right: box.right,
        innerWidth: window.innerWidth,
        pageWidth: document.documentElement.scrollWidth,
        cut: text ? text.scrollWidth > text.clientWidth + 1 : true,
        lines: text ? Math.round(text.getBoundingClientRect().height / 16) : 0,
      };
    });
    expect(logout.text).toBe('Uitloggen');
    expect(logout.left).toBeGreaterThanOrEqual(0);
    expect(logout.right).toBeLessThanOrEqual(logout.innerWidth);
    expect(logout.pageWidth).toBeLessThanOrEqual(logout.innerWidth);
    expect(logout.cut).toBe(false);
    expect(logout.lines).toBeLessThanOrEqual(1);
  });

  it('has no type=time input: times are 24-hour text, whatever the browser says', async () => {
    await openPage(page, `${base}/shops/${mississippi}/settings`);
    const card = '[data-testid="opening-hours-card"]';
    await page.waitForSelector(`${card} input[name="opening-hours-enabled"]`);
    if (!(await page.$(`${card} input.time-input`)))
      await page.$eval(`${card} input[name="opening-hours-enabled"]`, (box) =>
        (box as HTMLInputElement).click(),
      );
    await page.waitForSelector(`${card} input.time-input`);
    expect(await page.$$('input[type="time"]')).toHaveLength(0);
    const input = `${card} input.time-input`;
    await page.click(input, { clickCount: 3 });
    await page.keyboard.type('1330');
    const value = await page.$eval(input, (element) => {
      (element as HTMLInputElement).blur();
      return (element as HTMLInputElement).value;
    });
    expect(value).toBe('1330');
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value === '13:30',
      {},
      input,
    );
  });

  it('confirms a saved board language with the toast of every other setting', async () => {
    await openPage(page, `${base}/shops/${mississippi}/settings`);
    const mode = '[data-testid="board-language-mode"]';
    await page.waitForSelector(mode);
    const current = await page.$eval(mode, (select) => (select as HTMLSelectElement).value);
    await page.select(mode, current === 'en' ? 'nl' : 'en');
    await page.$eval('[data-testid="board-language-settings"] p button', (button) =>
      (button as HTMLButtonElement).click(),
    );
    await waitForToast(page, 'Gewijzigd');
  });
});
