/**
 * Logging a browser page in without the login form: the token the form would get, stored where
 * the app keeps its session. The login form has tests of its own (tests/browser/login.test.ts);
 * every other browser test starts logged in this way, which spares it a page load, typing and a
 * wait for a quiet network per login.
 */
import type { Page } from 'puppeteer-core';
import type { CurrentUser } from '../../src/api/types';
import { chooseActiveShop } from '../../src/stores/activeShop';
import { LOCALE_STORAGE_KEY } from '../../src/stores/locale';
import { SESSION_STORAGE_KEY } from '../../src/stores/session';

/** What the login form stores: the access token and the profile `GET /v1/users/me` answers. */
export interface TokenSession {
  token: string;
  profile: CurrentUser;
}

/** Logs in over the API as the login form does, without a browser. */
export async function sessionFor(
  baseUrl: string,
  username: string,
  password: string,
): Promise<TokenSession> {
  const answer = await fetch(`${baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  if (!answer.ok) throw new Error(`Login of ${username}: ${answer.status} ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const me = await fetch(`${baseUrl}/v1/users/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!me.ok) throw new Error(`Profile of ${username}: ${me.status} ${await me.text()}`);
  return { token, profile: (await me.json()) as CurrentUser };
}

/**
 * Stores the session in the page's storage for the server's origin, as the login form's
 * `useSession.login` does (token, profile, the active shop chosen the same way, the user's
 * language), keeping this browser's preferences (stored shop, dark mode, order sound). The
 * page is first taken off the app (to the health answer), so no running app writes over it.
 */
export async function storeSession(page: Page, baseUrl: string, session: TokenSession) {
  await page.goto(`${baseUrl}/v1/health`, { waitUntil: 'load' });
  const stored = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    SESSION_STORAGE_KEY,
  );
  const previous = (() => {
    try {
      return (JSON.parse(stored ?? 'null') as { state?: Record<string, unknown> } | null)?.state;
    } catch {
      return undefined;
    }
  })();
  const { token, profile } = session;
  const state = {
    isLoggedIn: true,
    token,
    profile,
    shop: chooseActiveShop(
      profile.shop_groups,
      (previous?.shop as Parameters<typeof chooseActiveShop>[1] | undefined) ?? null,
      profile.email,
    ),
    darkMode: previous?.darkMode ?? false,
    orderSound: previous?.orderSound ?? true,
  };
  await page.evaluate(
    (sessionKey, sessionValue, localeKey, locale) => {
      window.localStorage.setItem(sessionKey, sessionValue);
      if (locale) window.localStorage.setItem(localeKey, locale);
    },
    SESSION_STORAGE_KEY,
    JSON.stringify({ state, version: 0 }),
    LOCALE_STORAGE_KEY,
    profile.language ?? '',
  );
}

/**
 * Logs the page in as `username` and opens `path` (the start page by default, which leads on
 * to the user's first page, as after the login form).
 */
export async function logInWithToken(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  path = '/',
): Promise<TokenSession> {
  const session = await sessionFor(baseUrl, username, password);
  await storeSession(page, baseUrl, session);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  return session;
}
