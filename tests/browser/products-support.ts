/**
 * Helpers of the products and price-link browser tests: logging in through the login page,
 * calling the API as a user, and reading the products table.
 */
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { ServerProcess } from '../support/server-process';
import { logInWithToken } from '../support/session';

export const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screens');

/** The demo staff user's password, passed to the server as DEMO_STAFF_PASSWORD. */
export const STAFF_PASSWORD = 'staff-products-2024';
export const STAFF_USERNAME = 'maastricht.staff';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Logs in with a stored token (as the login form would store it; the form is tested in
 * login.test.ts); the app then opens the cannabis products.
 */
export async function logIn(
  page: Page,
  server: ServerProcess,
  username = server.adminUsername,
  password = server.adminPassword,
): Promise<void> {
  await logInWithToken(page, server.baseUrl, username, password);
  await page.waitForFunction(() => window.location.pathname === '/products/cannabis');
}

/** The API as one user: JSON in, JSON out. */
export interface ApiAs {
  get<T>(path: string): Promise<T>;
  send<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export async function apiAs(
  server: ServerProcess,
  username = server.adminUsername,
  password = server.adminPassword,
): Promise<ApiAs> {
  const answer = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: auth });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return (await response.json()) as T;
    },
    async send<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: body === undefined ? auth : { ...auth, 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}

/** The text of the first element matching `selector`, once it exists. */
export async function textOf(page: Page, selector: string): Promise<string> {
  const element = await page.waitForSelector(selector);
  return (await element?.evaluate((node) => node.textContent ?? '')) ?? '';
}

/** The header texts of the products table. */
export async function tableHeaders(page: Page): Promise<string[]> {
  // The selection boxes' column has no header text of its own.
  return page.$$eval('.data-table-grid thead th:not(.data-table-select-cell)', (cells) =>
    cells.map((cell) => cell.textContent?.trim() ?? ''),
  );
}

/** The cell texts of the table's body rows. */
export async function tableRows(page: Page): Promise<string[][]> {
  return page.$$eval('.data-table-grid tbody tr', (rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td:not(.data-table-select-cell)')].map(
        (cell) => cell.textContent?.trim() ?? '',
      ),
    ),
  );
}

/** Shows every row of a products table, whatever its stored page size. */
export async function showAllRows(page: Page, table: 'products-cannabis' | 'products-horeca') {
  await page.evaluate((name) => {
    localStorage.setItem(`table-settings:${name}`, JSON.stringify({ pageSize: 100 }));
  }, table);
}

/** Waits until `check` holds, polling every 100 ms (API state after a UI action). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** Turns dark mode on through the header's toggle (the page reloads). */
export async function useDarkMode(page: Page): Promise<void> {
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('button[aria-label="Donkere modus"]'),
  ]);
}
