import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import { reviewScreenshot } from '../support/review-screens';

const SCREENSHOT_DIR = join(process.cwd(), '.tmp');

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Logging in as after `npm start`: on the embedded database (most browser files run on the
  // run's PostgreSQL server when there is one).
  server = await startServerProcess({ DEMO_DATA: '1' }, { database: 'embedded' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Every test starts in its own context: no session or preference carries over.
beforeEach(async () => {
  context = await browser.createBrowserContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

async function openLoginPage(): Promise<void> {
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#username');
}

async function loginButtonDisabled(): Promise<boolean> {
  return page.$eval('form button[type="submit"]', (button) => button.disabled);
}

async function alertText(): Promise<string> {
  const alert = await page.waitForSelector('[role="alert"]');
  return (await alert?.evaluate((element) => element.textContent ?? '')) ?? '';
}

async function logIn(username: string, password: string): Promise<void> {
  await openLoginPage();
  await page.type('#username', username);
  await page.type('#password', password);
  await page.keyboard.press('Enter');
}

/** After login the app opens the cannabis products; the header's title leads to the start page. */
async function openStartPage(): Promise<void> {
  await page.waitForFunction(() => window.location.pathname === '/products/cannabis');
  await page.click('a.app-header-brand');
  await page.waitForSelector('[data-testid="account-card"]');
}

async function pathname(): Promise<string> {
  return page.evaluate(() => window.location.pathname);
}

async function textOf(selector: string): Promise<string> {
  const element = await page.waitForSelector(selector);
  return (await element?.evaluate((node) => node.textContent ?? '')) ?? '';
}

describe('login', () => {
  it('keeps the login button disabled while the username is shorter than 8 characters', async () => {
    await openLoginPage();
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'login-page.png'));
    expect(await loginButtonDisabled()).toBe(true);

    await page.type('#username', 'abcdefg');
    await page.type('#password', 'some password');
    expect(await loginButtonDisabled()).toBe(true);

    await page.keyboard.press('Enter');
    expect(await alertText()).toBe('Formulier niet geldig: alle velden zijn verplicht');

    await page.type('#username', 'h');
    expect(await loginButtonDisabled()).toBe(false);
  });

  it("shows the server's detail text for a wrong password", async () => {
    // The page asks in its own language (Dutch by default), so the same question here.
    const answer = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'nl' },
      body: new URLSearchParams({
        username: server.adminUsername,
        password: 'not-the-password',
        grant_type: 'password',
      }),
    });
    expect(answer.status).toBe(400);
    const { detail } = (await answer.json()) as { detail: string };
    expect(detail).toEqual(expect.any(String));

    await logIn(server.adminUsername, 'not-the-password');
    expect(await alertText()).toBe(detail);
    expect(await pathname()).toBe('/login');
  });

  it('tells in Dutch how long to wait while failed logins hold an account back', async () => {
    // An account nobody has: its failures count by the typed name and lock only that name.
    const username = 'niemand.bekend';
    for (let i = 0; i < 10; i++) {
      const answer = await fetch(`${server.baseUrl}/v1/login/access-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: `fout-${i}`, grant_type: 'password' }),
      });
      expect(answer.status).toBe(400);
    }
    await logIn(username, 'nog-een-poging');
    const text = await alertText();
    expect(text).toMatch(
      /^Te veel mislukte inlogpogingen\. Probeer het over \d+ minuten? opnieuw\.$/,
    );
    expect(text).not.toContain('Unknown error');
    expect(await pathname()).toBe('/login');
  });

  it('signs the admin in and shows the user, the demo shop group and its shop', async () => {
    await logIn(server.adminUsername, server.adminPassword);
    await openStartPage();
    expect(await pathname()).toBe('/start');

    expect(await textOf('[data-testid="account-username"]')).toBe(server.adminUsername);
    expect(await textOf('.app-header-username')).toBe(server.adminUsername);
    const groups = await page.$$eval('[data-testid="shop-group"]', (items) =>
      items.map((item) => ({
        name: item.querySelector('h3')?.textContent,
        shops: [...item.querySelectorAll('[data-testid="shop"] > span:first-child')].map(
          (shop) => shop.textContent,
        ),
      })),
    );
    expect(groups).toContainEqual(
      expect.objectContaining({
        name: 'Maastricht',
        shops: expect.arrayContaining(['Mississippi']),
      }),
    );
    expect(await textOf('[data-testid="active-shop-name"]')).not.toBe('');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'start-page.png'));
  });

  it('logs out back to the login page and forgets the session', async () => {
    await logIn(server.adminUsername, server.adminPassword);
    await openStartPage();

    await page.click('a[href="/logout"]');
    await page.waitForSelector('#username');
    expect(await pathname()).toBe('/login');
    expect(await page.$('a[href="/logout"]')).toBeNull();

    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle0' });
    expect(await textOf('h1')).toBe('Inloggen vereist');
  });
});

describe('route guard and preferences', () => {
  it("shows 'Login required' with a link to the login page when logged out", async () => {
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle0' });
    expect(await textOf('h1')).toBe('Inloggen vereist');

    await page.click('main a[href="/login"]');
    await page.waitForSelector('#username');
    expect(await pathname()).toBe('/login');
  });

  it('redirects unknown paths to the products list', async () => {
    await page.goto(`${server.baseUrl}/no/such/page`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.location.pathname === '/products/cannabis');
    expect(await textOf('h1')).toBe('Inloggen vereist');
  });

  it('switches the active shop and drops the saved order-table settings', async () => {
    await logIn(server.adminUsername, server.adminPassword);
    await openStartPage();
    const before = await textOf('[data-testid="active-shop-name"]');
    const target = await page.$$eval(
      '#shop-switcher option',
      (options, current) => options.find((option) => option.textContent !== current)?.value,
      before,
    );
    expect(target).toEqual(expect.any(String));
    await page.evaluate(() => {
      localStorage.setItem('table-settings:orders-pending', '{"pageIndex":3}');
      localStorage.setItem('table-settings:kinds', '{"pageSize":10}');
    });

    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.select('#shop-switcher', target ?? ''),
    ]);
    await page.waitForSelector('[data-testid="active-shop-name"]');
    const after = await textOf('[data-testid="active-shop-name"]');
    expect(after).not.toBe(before);
    expect(await page.$eval('select#shop-switcher', (select) => select.value)).toBe(target);
    const stored = await page.evaluate(() => ({
      orders: localStorage.getItem('table-settings:orders-pending'),
      kinds: localStorage.getItem('table-settings:kinds'),
    }));
    expect(stored).toEqual({ orders: null, kinds: '{"pageSize":10}' });
  });

  it('keeps dark mode across reloads', async () => {
    await logIn(server.adminUsername, server.adminPassword);
    await openStartPage();
    expect(await page.$eval('html', (html) => html.dataset.theme)).toBe('light');

    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.click('button[aria-label="Donkere modus"]'),
    ]);
    await page.waitForSelector('[data-testid="account-card"]');
    expect(await page.$eval('html', (html) => html.dataset.theme)).toBe('dark');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'start-page-dark.png'));

    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (html) => html.dataset.theme)).toBe('dark');
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'login-page-dark.png'));
  });
});

describe('the first start of a new install', () => {
  let fresh: ServerProcess | undefined;
  afterAll(async () => {
    await fresh?.stop();
  });

  it('logs in through the form with exactly the credentials the start banner printed', async () => {
    fresh = await startServerProcess(
      { ADMIN_USERNAME: '', ADMIN_PASSWORD: '', DEMO_DATA: '1' },
      { database: 'embedded' },
    );
    const printed = /Log in as: +(\S+) \/ (\S+)/.exec(fresh.output());
    expect(printed).not.toBeNull();
    const [, username = '', password = ''] = printed ?? [];
    await page.goto(`${fresh.baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#username');
    await page.type('#username', username);
    await page.type('#password', password);
    expect(await loginButtonDisabled()).toBe(false);
    await page.click('form button[type="submit"]');
    await page.waitForFunction(() => window.location.pathname === '/products/cannabis');
    await page.click('a.app-header-brand');
    expect(await textOf('[data-testid="account-username"]')).toBe(username);
  }, 180_000);
});
