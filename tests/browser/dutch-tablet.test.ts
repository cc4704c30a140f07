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

/** Every text of the page: elements' own texts and their options, titles and labels. */
function pageTexts(): Promise<string[]> {
  return page.evaluate(() => {
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
}

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

  it('names themes, icons and the price model in Dutch, and the history too', async () => {
    // A change the history shows by its field name.
    await world.api('PUT', `/v1/shops/${mississippi}/board-alerts`, { minutes: 12 });
    const english = ['Default', 'Light', 'Harbour', 'Ember', 'New', 'coffee', 'wine', 'mug'];
    const found: string[] = [];
    for (const path of [`/shops/${mississippi}/settings`, '/categories', '/prices', '/history']) {
      await openPage(page, `${base}${path}`);
      await page.waitForNetworkIdle();
      for (const text of await pageTexts()) {
        if (english.includes(text) || /board alert minutes|back office/i.test(text))
          found.push(`${path}: ${text}`);
      }
    }
    expect(found).toEqual([]);
    await openPage(page, `${base}/shops/${mississippi}/settings`);
    const themes = await page.$$eval('.shop-settings-board select option', (options) =>
      options.map((option) => option.textContent),
    );
    expect(themes).toContain('Standaard');
    expect(themes).toContain('Licht');
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
