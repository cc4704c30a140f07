import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import { logInWithToken } from '../support/session';
import type { ServerProcess } from '../support/server-process';
import { reviewScreenshot } from '../support/review-screens';

const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screens');

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let shops: Record<string, string>;
let headShopScreens: { id: string; name: string; orientation: string }[];

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  browser = await launchBrowser();

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
  const answer = await fetch(`${server.baseUrl}/v1/shops?limit=999`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await answer.json()) as { id: string; name: string }[];
  shops = Object.fromEntries(list.map((shop) => [shop.name, shop.id]));
  const screens = await fetch(
    `${server.baseUrl}/v1/screens?limit=999&filter=shop_id:${shops['Head Shop'] ?? ''}`,
  );
  headShopScreens = (await screens.json()) as typeof headShopScreens;
  expect(headShopScreens.map((screen) => screen.name).sort()).toEqual([
    'Mobiel',
    'Scherm links',
    'Scherm rechts',
  ]);
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

async function logIn(): Promise<void> {
  await logInWithToken(page, server.baseUrl, server.adminUsername, server.adminPassword);
  await page.waitForSelector('.app-header-username');
}

async function openShows(): Promise<void> {
  await page.click('nav a[href="/shows"]');
  await page.waitForSelector('[data-testid="show"]');
}

async function showLinks() {
  return page.$$eval('[data-testid="show"]', (items) =>
    items.map((item) => ({
      name: item.querySelector('h2')?.textContent,
      start: item.querySelector('[data-testid="show-start"]')?.getAttribute('href'),
      preview: item.querySelector('[data-testid="show-preview"]')?.getAttribute('href'),
      screensButton: item.querySelector('button[aria-expanded]') !== null,
    })),
  );
}

async function switchShop(name: string): Promise<void> {
  const id = shops[name] ?? '';
  // The switch reloads the page; the change is dispatched after the evaluation has returned.
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.$eval(
      '#header-shop-switcher',
      (select, value) => {
        setTimeout(() => {
          (select as HTMLSelectElement).value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }, 0);
      },
      id,
    ),
  ]);
  await page.waitForSelector('.app-header-username');
}

async function frameState() {
  await page.waitForSelector('iframe.preview-frame');
  return page.evaluate(() => {
    const frame = document.querySelector('iframe.preview-frame') as HTMLIFrameElement;
    const stage = document.querySelector('[data-testid="preview-stage"]') as HTMLElement;
    const box = frame.getBoundingClientRect();
    return {
      src: frame.getAttribute('src'),
      width: Number(frame.width),
      height: Number(frame.height),
      transform: getComputedStyle(frame).transform,
      shown: [Math.round(box.width), Math.round(box.height)],
      stage: [stage.offsetWidth, stage.offsetHeight],
    };
  });
}

/**
 * Waits (up to 15 s) until the embedded board has drawn its first complete frame, for a
 * screenshot (not an assertion): the board's own signal instead of a fixed 2.5 s.
 */
async function boardDrawn(): Promise<void> {
  const frame = await (await page.$('iframe.preview-frame'))?.contentFrame();
  await frame
    ?.waitForFunction(
      () => {
        const stats = window.pricelistBoard?.stats();
        return Boolean(
          stats?.fontsReady &&
          stats.renders > 0 &&
          stats.pendingImages === 0 &&
          !stats.framePending,
        );
      },
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
}

const preview = (path: string) => `/preview/${encodeURIComponent(path)}`;

describe('start-a-show menu', () => {
  it('lists the shows of the active shop with their preview links', async () => {
    await logIn();
    await openShows();
    const id = shops.Mississippi ?? '';
    const base = `/pricelist/${id}`;
    const expected: [string, string][] = [
      ['Standaard', base],
      ['Staand', `${base}/portrait`],
      ['Licht staand', `${base}/light?mode=portrait`],
      ['Extra staand (horeca)', `${base}/extra?mode=portrait`],
      ['Licht extra staand', `${base}/light/extra?mode=portrait`],
      ['Horeca', `${base}/horeca`],
      ['Cannabis', `${base}/cannabis`],
      ['Liggend', `${base}/landscape`],
    ];
    expect(await showLinks()).toEqual(
      expected.map(([name, path]) => ({
        name,
        start: path,
        preview: preview(path),
        screensButton: false,
      })),
    );
    expect(await page.$eval('nav a[href="/shows"]', (a) => a.getAttribute('aria-current'))).toBe(
      'page',
    );
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'shows.png'));
  });

  it('starts and previews a show in the language picked', async () => {
    await logIn();
    await openShows();
    const base = `/pricelist/${shops.Mississippi ?? ''}`;
    await page.select('[data-testid="board-language-pick"]', 'en');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="show-start"]')
          ?.getAttribute('href')
          ?.endsWith('lang=en') === true,
    );
    const links = await showLinks();
    expect(links[0]).toMatchObject({
      start: `${base}?lang=en`,
      preview: preview(`${base}?lang=en`),
    });
    expect(links[2]).toMatchObject({ start: `${base}/light?mode=portrait&lang=en` });
    await page.select('[data-testid="board-language-pick"]', 'stored');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="show-start"]')
          ?.getAttribute('href')
          ?.includes('lang') === false,
    );
    expect((await showLinks())[0]).toMatchObject({ start: base });
  });

  it('lists the non-mobile screens of a multiscreen shop, sorted by name', async () => {
    await logIn();
    await switchShop('Head Shop');
    await openShows();
    const id = shops['Head Shop'] ?? '';
    expect((await showLinks()).every((show) => show.screensButton)).toBe(true);

    const [portrait] = await page.$$('[data-show="portrait"] button[aria-expanded]');
    await portrait?.click();
    await page.waitForSelector('[data-show="portrait"] [data-testid="show-screen"]');
    const screens = await page.$$eval(
      '[data-show="portrait"] [data-testid="show-screen"]',
      (items) =>
        items.map((item) => ({
          name: item.querySelector('.shows-screen-name')?.textContent,
          links: [...item.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        })),
    );
    const byName = (name: string) => headShopScreens.find((screen) => screen.name === name);
    const left = `/pricelist/${id}/landscape/${byName('Scherm links')?.id ?? ''}`;
    const right = `/pricelist/${id}/portrait/${byName('Scherm rechts')?.id ?? ''}`;
    expect(screens).toEqual([
      { name: 'Scherm links', links: [left, preview(left)] },
      { name: 'Scherm rechts', links: [right, preview(right)] },
    ]);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'shows-multiscreen.png'));

    // Dark mode, and the preview of a portrait screen named after the screen.
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.click('button[aria-label="Donkere modus"]'),
    ]);
    await page.waitForSelector('[data-testid="show"]');
    await page.click('[data-show="standard"] button[aria-expanded]');
    await page.waitForSelector('[data-show="standard"] [data-testid="show-screen"]');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'shows-dark.png'));

    await page.click(`[data-show="standard"] a[href="${preview(right)}"]`);
    await page.waitForFunction(() => document.title === 'Scherm rechts');
    expect(await frameState()).toEqual({
      src: right,
      width: 1080,
      height: 1920,
      transform: 'matrix(0.75, 0, 0, 0.75, 0, 0)',
      shown: [810, 1440],
      stage: [810, 1440],
    });
    await boardDrawn();
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'preview-screen-dark.png'));
  });

  it('previews a show at 1920x1080 scaled 0.75, titled with the shop and the show', async () => {
    const path = `/pricelist/${shops.Mississippi ?? ''}`;
    await page.goto(`${server.baseUrl}${preview(path)}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.title === 'Mississippi – Standaard');
    expect(await frameState()).toEqual({
      src: path,
      width: 1920,
      height: 1080,
      transform: 'matrix(0.75, 0, 0, 0.75, 0, 0)',
      shown: [1440, 810],
      stage: [1440, 810],
    });
    expect(await page.$('.app-header')).toBeNull();
    await boardDrawn();
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'preview.png'));

    const light = `${path}/light?mode=portrait`;
    await page.goto(`${server.baseUrl}${preview(light)}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.title === 'Mississippi – Licht staand');
    expect((await frameState()).src).toBe(light);
    expect((await frameState()).height).toBe(1920);
  });

  it('refuses to preview what is no show address', async () => {
    await page.goto(`${server.baseUrl}${preview('https://example.com/pricelist')}`, {
      waitUntil: 'networkidle0',
    });
    await page.waitForSelector('.preview-message');
    expect(await page.$('iframe')).toBeNull();
  });
});
