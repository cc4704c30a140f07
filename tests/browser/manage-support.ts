/**
 * Harness of the manage-list and admin browser tests: the real server with the demo data, one
 * browser, the superuser's API access (to check what the pages stored), and small page helpers
 * (log in, toasts, table rows, menus, screenshots in light and dark mode).
 */
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import { logInWithToken } from '../support/session';
import type { ServerProcess } from '../support/server-process';
import { reviewScreenshot } from '../support/review-screens';

/** The demo staff users' password in these tests (`DEMO_STAFF_PASSWORD`). */
export const STAFF_PASSWORD = 'staff-password-for-tests';
export const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screens');

export interface ManageWorld {
  server: ServerProcess;
  browser: Browser;
  /** Demo shop ids by name: Mississippi, Head Shop, De Steeg, Oudegracht. */
  shops: Record<string, string>;
  /** An API call as the superuser: the JSON answer, or a thrown error on a failed status. */
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/** Logs in as the server's superuser: API calls answering JSON, throwing on a failed status. */
export async function superuserApi(server: ServerProcess): Promise<ManageWorld['api']> {
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export async function startManageWorld(): Promise<ManageWorld> {
  const server = await startServerProcess({ DEMO_DATA: '1', DEMO_STAFF_PASSWORD: STAFF_PASSWORD });
  const browser = await launchBrowser();
  const api = await superuserApi(server);
  const list = await api<{ id: string; name: string }[]>('GET', '/v1/shops?limit=100');
  const shops = Object.fromEntries(list.map((shop) => [shop.name, shop.id]));
  return {
    server,
    browser,
    shops,
    api,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * Logs in with a stored token (as the login form would store it; the form is tested in
 * login.test.ts) and waits for the start page's redirect to settle.
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await logInWithToken(page, baseUrl, username, password);
  await page.waitForFunction(() => window.location.pathname !== '/login');
  await page.waitForSelector('a[href="/logout"]');
}

/** Opens a back-office page and waits until its table has rows or says it has none. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('h1');
}

/** Waits for a toast with this title and returns its text line ('' without one). */
export async function waitForToast(page: Page, title: string): Promise<string> {
  const toast = await page.waitForSelector(`.toast ::-p-text(${title})`);
  return (
    (await toast?.evaluate(
      (node) => node.closest('.toast')?.querySelector('.toast-text')?.textContent ?? '',
    )) ?? ''
  );
}

/** Closes every toast, so that the next one is seen afresh. */
export async function dismissToasts(page: Page): Promise<void> {
  await page.$$eval('.toast-close', (buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await page.waitForFunction(() => document.querySelectorAll('.toast').length === 0);
}

/** The table row (within `scope`, e.g. a table's section) whose cells contain `text`. */
export async function rowWith(
  page: Page,
  text: string,
  scope = 'body',
): Promise<ElementHandle<HTMLTableRowElement>> {
  const handle = await page.waitForFunction(
    (selector: string, needle: string) =>
      [...document.querySelectorAll<HTMLTableRowElement>(`${selector} tbody tr`)].find((row) =>
        [...row.cells].some(
          (cell) =>
            cell.textContent?.trim() === needle ||
            cell.querySelector('input')?.value === needle ||
            cell.querySelector('.inline-edit-text')?.textContent?.trim() === needle,
        ),
      ) ?? null,
    {},
    scope,
    text,
  );
  return handle as ElementHandle<HTMLTableRowElement>;
}

/** Waits until no row of the table in `scope` shows `text`. */
export async function waitForNoRow(page: Page, text: string, scope = 'body'): Promise<void> {
  await page.waitForFunction(
    (selector: string, needle: string) =>
      ![...document.querySelectorAll(`${selector} tbody tr`)].some((row) =>
        [...row.querySelectorAll('.inline-edit-text, td')].some(
          (cell) => cell.textContent?.trim() === needle,
        ),
      ),
    {},
    scope,
    text,
  );
}

/** Opens the actions menu named `label` and returns the menu. */
export async function openMenu(page: Page, label: string): Promise<ElementHandle<Element>> {
  const button = `button[aria-label="${label}"]`;
  const menuId = await page.$eval(button, (node) => node.getAttribute('popovertarget') ?? '');
  await page.click(button);
  const menu = await page.waitForSelector(`[id="${menuId}"][data-placed]`);
  if (!menu) throw new Error(`No menu for ${label}`);
  return menu;
}

/** The open dialog (modal). */
export async function openDialog(page: Page): Promise<ElementHandle<Element>> {
  const dialog = await page.waitForSelector('dialog[open]');
  if (!dialog) throw new Error('No dialog opened.');
  return dialog;
}

/** Answers the 'Bevestig actie' dialog with 'doorgaan' and returns its message. */
export async function confirmAction(page: Page): Promise<string> {
  const dialog = await page.waitForSelector('dialog.confirm-dialog[open]');
  const message =
    (await dialog?.$eval('.confirm-dialog-message', (node) => node.textContent)) ?? '';
  await dialog?.$eval('button[data-autofocus]', (button) => (button as HTMLButtonElement).click());
  await page.waitForFunction(() => !document.querySelector('dialog.confirm-dialog[open]'));
  return message;
}

/**
 * Screenshots of the page as it is, at 1366x768 and 1920x1080, in light and dark mode:
 * `<name>-1366.png`, `<name>-1366-dark.png`, ... The dark mode button reloads the page;
 * `ready` waits until it has drawn again.
 */
export async function screenshots(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
): Promise<void> {
  for (const dark of [false, true]) {
    if (dark) {
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.click('button[aria-label="Donkere modus"]'),
      ]);
      await ready();
    }
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const suffix = dark ? '-dark' : '';
      await reviewScreenshot(page, join(SCREENSHOT_DIR, `${name}-${width}${suffix}.png`));
    }
  }
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('button[aria-label="Lichte modus"]'),
  ]);
  await ready();
  await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
}
