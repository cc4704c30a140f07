/**
 * The back office in Dutch or English: the header's switch changes the language at once, the
 * choice is saved for the user (so it survives a reload and follows them to the next login,
 * while another user keeps their own), API calls carry it as Accept-Language, and no page
 * shows a raw catalogue key.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, logIn, startManageWorld } from './manage-support';
import type { ManageWorld } from './manage-support';
import { chooseLanguage, rawKeysOn } from './languages-support';

let world: ManageWorld;
let page: Page;

beforeAll(async () => {
  world = await startManageWorld();
  page = await world.browser.newPage();
  await page.setViewport({ width: 1366, height: 768, deviceScaleFactor: 1 });
}, 180_000);

afterAll(async () => {
  await world?.close();
});

const navText = () => page.$eval('.app-header-nav', (nav) => (nav as HTMLElement).innerText);
const lang = () => page.evaluate(() => document.documentElement.lang);

async function logOut(): Promise<void> {
  await Promise.all([
    page.waitForFunction(() => window.location.pathname === '/login'),
    page.click('a[href="/logout"]'),
  ]);
  await page.waitForSelector('#username');
}

async function me(username: string, password: string): Promise<{ language: string }> {
  const base = world.server.baseUrl;
  const login = await fetch(`${base}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await fetch(`${base}/v1/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as { language: string };
}

describe('languages of the back office', () => {
  const admin = () => ({
    username: world.server.adminUsername,
    password: world.server.adminPassword,
  });

  it('starts in Dutch and switches to English in the header, for this user', async () => {
    await logIn(page, world.server.baseUrl, admin().username, admin().password);
    expect(await lang()).toBe('nl');
    expect(await navText()).toContain('Producten');
    expect(await rawKeysOn(page)).toEqual([]);

    await chooseLanguage(page, 'en');
    expect(await navText()).toContain('Products');
    expect(await navText()).toContain('Categories');
    expect(await page.$eval('a[href="/logout"]', (a) => a.textContent)).toContain('Log out');
    expect(
      await page.$eval('[data-testid="language-en"]', (b) => b.getAttribute('aria-pressed')),
    ).toBe('true');
    // Saved for the user on the server.
    await expect
      .poll(async () => (await me(admin().username, admin().password)).language)
      .toBe('en');
  });

  it('shows a page in English and sends the language with every API call', async () => {
    const sent: (string | undefined)[] = [];
    const listen = (request: HTTPRequest) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) {
        sent.push(request.headers()['accept-language']);
      }
    };
    page.on('request', listen);
    await page.goto(`${world.server.baseUrl}/products/cannabis`, { waitUntil: 'networkidle0' });
    page.off('request', listen);
    // The table's own buttons (shared components) speak English.
    await page.waitForSelector('.data-table-actions button[aria-label="Settings"]');
    await page.waitForSelector('.data-table-actions button[aria-label="Minimise"]');
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set(['en']));
    expect(await rawKeysOn(page)).toEqual([]);
  });

  it('remembers English after a reload', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await lang()).toBe('en');
    expect(await navText()).toContain('Products');
  });

  it('gives another user their own language, and the first one English again', async () => {
    await logOut();
    // Before a login the page follows the last choice of this browser.
    expect(await page.$eval('button[type="submit"]', (b) => b.textContent)).toBe('Log in');
    await logIn(page, world.server.baseUrl, 'maastricht.staff', STAFF_PASSWORD);
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    expect(await navText()).toContain('Producten');
    expect(await rawKeysOn(page)).toEqual([]);

    await logOut();
    expect(await page.$eval('button[type="submit"]', (b) => b.textContent)).toBe('Inloggen');
    await logIn(page, world.server.baseUrl, admin().username, admin().password);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await navText()).toContain('Products');
    expect((await me('maastricht.staff', STAFF_PASSWORD)).language).toBe('nl');
  });

  it('switches back to Dutch', async () => {
    await chooseLanguage(page, 'nl');
    expect(await navText()).toContain('Producten');
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await lang()).toBe('nl');
    expect(await rawKeysOn(page)).toEqual([]);
  });
});
