/**
 * Logging a browser page in without the login form: the token the form would get, stored where
 * the app keeps its session. The login form has tests of its own (tests/browser/login.test.ts);
 * every other browser test starts logged in this way, which spares it a page load, typing and a
 * wait for a quiet network per login.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import type { CurrentUser } from '../../src/api/types';
import { type ActiveShop, chooseActiveShop, shopsOfGroups } from '../../src/stores/activeShop';
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

/** What the seeding script needs in the page: the session and how the app stores it. */
interface SessionSeed {
  origin: string;
  /** Marks this seeding in the tab's session storage, so that it happens once. */
  flagKey: string;
  nonce: string;
  sessionKey: string;
  localeKey: string;
  locale: string;
  token: string;
  profile: CurrentUser;
  /** The user's shops by id: a shop this browser has stored stays active when it is one. */
  shops: Record<string, ActiveShop>;
  /** The shop `chooseActiveShop` picks when none of the user's is stored. */
  fallback: ActiveShop | null;
}

/**
 * Stores the session in the page's storage before the app's own scripts run, as the login
 * form's `useSession.login` does (token, profile, the active shop chosen as `chooseActiveShop`
 * does, the user's language), keeping this browser's preferences (stored shop, dark mode, order
 * sound). Runs in the next document of the server's origin only, and once: the script is
 * removed after that navigation, and a reload by the app does not store it again.
 */
function seedSession(seed: SessionSeed): void {
  if (window.location.origin !== seed.origin) return;
  if (window.sessionStorage.getItem(seed.flagKey) === seed.nonce) return;
  window.sessionStorage.setItem(seed.flagKey, seed.nonce);
  let previous: { shop?: { id?: unknown }; darkMode?: boolean; orderSound?: boolean } | undefined;
  try {
    previous = (
      JSON.parse(window.localStorage.getItem(seed.sessionKey) ?? 'null') as {
        state?: typeof previous;
      } | null
    )?.state;
  } catch {
    previous = undefined;
  }
  const storedId = typeof previous?.shop?.id === 'string' ? previous.shop.id : undefined;
  const state = {
    isLoggedIn: true,
    token: seed.token,
    profile: seed.profile,
    shop: (storedId === undefined ? undefined : seed.shops[storedId]) ?? seed.fallback,
    darkMode: previous?.darkMode ?? false,
    orderSound: previous?.orderSound ?? true,
  };
  window.localStorage.setItem(seed.sessionKey, JSON.stringify({ state, version: 0 }));
  if (seed.locale) window.localStorage.setItem(seed.localeKey, seed.locale);
}

/**
 * Logs the page in as `username` and opens `path` (the start page by default, which leads on
 * to the user's first page, as after the login form). The session is in storage before the
 * app starts, so opening `path` is the only page load: storing it from a page of the server
 * first (the health answer) cost a navigation of about 0.15 s of processor time per login.
 */
export async function logInWithToken(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  path = '/',
): Promise<TokenSession> {
  const session = await sessionFor(baseUrl, username, password);
  const { token, profile } = session;
  const seed: SessionSeed = {
    origin: new URL(baseUrl).origin,
    flagKey: 'pricelist-test-session',
    nonce: randomBytes(8).toString('hex'),
    sessionKey: SESSION_STORAGE_KEY,
    localeKey: LOCALE_STORAGE_KEY,
    locale: profile.language ?? '',
    token,
    profile,
    shops: Object.fromEntries(shopsOfGroups(profile.shop_groups).map((shop) => [shop.id, shop])),
    fallback: chooseActiveShop(profile.shop_groups, null, profile.email),
  };
  const script = await page.evaluateOnNewDocument(seedSession, seed);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  } finally {
    await page.removeScriptToEvaluateOnNewDocument(script.identifier);
  }
  return session;
}
