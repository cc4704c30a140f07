/**
 * Shared steps of the browser tests of the price and kind pages: one demo server and one
 * browser per test file, logging in through the login page, reading the API, screenshots.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import { logInWithToken } from '../support/session';
import type { ServerProcess } from '../support/server-process';
import { reviewScreenshot } from '../support/review-screens';

export const SCREEN_DIR = join(process.cwd(), '.tmp', 'screens');
export const STAFF_USERNAME = 'maastricht.staff';
export const STAFF_PASSWORD = 'staff-password-for-browser-tests';

export interface CatalogueWorld {
  server: ServerProcess;
  browser: Browser;
  close(): Promise<void>;
}

/** The demo server (with a known staff password) and Chromium. */
export async function startCatalogueWorld(): Promise<CatalogueWorld> {
  const server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Logs in through the login page and waits until the app has left it. */
export async function logIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await logInWithToken(page, baseUrl, username, password);
  await page.waitForFunction(() => window.location.pathname !== '/login');
}

/** Opens a path of the app and waits for the network to settle. */
export async function open(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle0' });
}

export async function pathname(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname + window.location.search);
}

export async function textOf(page: Page, selector: string): Promise<string> {
  const element = await page.waitForSelector(selector);
  return (await element?.evaluate((node) => node.textContent ?? '')) ?? '';
}

/** Waits until an element matching `selector` contains `text`. */
export async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    (sel, wanted) =>
      [...document.querySelectorAll(sel)].some((node) => node.textContent?.includes(wanted)),
    {},
    selector,
    text,
  );
}

/** Clicks the first button or link matching `selector` whose text contains `text`. */
export async function clickText(page: Page, selector: string, text: string): Promise<void> {
  await waitForText(page, selector, text);
  await page.evaluate(
    (sel, wanted) => {
      const target = [...document.querySelectorAll<HTMLElement>(sel)].find((node) =>
        node.textContent?.includes(wanted),
      );
      target?.click();
    },
    selector,
    text,
  );
}

/** A bearer token of the API for `username`. */
export async function apiToken(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  if (!response.ok) throw new Error(`Login of ${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls the API as the token's user and returns the parsed body. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Switches the stored dark-mode preference and reloads. */
export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => {
    const key = 'pricelist-session:v1';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{}}') as {
      state: Record<string, unknown>;
    };
    stored.state.darkMode = on;
    localStorage.setItem(key, JSON.stringify(stored));
  }, dark);
  await page.reload({ waitUntil: 'networkidle0' });
  await page.waitForFunction(
    (on) => document.documentElement.dataset.theme === (on ? 'dark' : 'light'),
    {},
    dark,
  );
}

/**
 * The page in light and dark mode, at 1920x1080 and 1366x768: waits for `ready` after each
 * reload and size, and writes the review pictures `.tmp/screens/<name>-<mode>-<width>.png`
 * when they are asked for (`tests/support/review-screens.ts`).
 */
export async function screenshotModes(page: Page, name: string, ready: string): Promise<void> {
  for (const dark of [false, true]) {
    await setDarkMode(page, dark);
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      await page.waitForSelector(ready);
      await reviewScreenshot(
        page,
        join(SCREEN_DIR, `${name}-${dark ? 'dark' : 'light'}-${viewport.width}.png`),
        { fullPage: true },
      );
    }
  }
  await setDarkMode(page, false);
  await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
}
