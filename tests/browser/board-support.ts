/**
 * Shared harness of the board's browser tests and benchmark: the real server with the demo
 * data, the demo shops and screens by name (their ids are random per install), and helpers to
 * open a board and wait until it has drawn its first complete frame.
 */
import type { Browser, Page } from 'puppeteer-core';
import type { BoardLayout, DataRow } from '../../renderer/layout';
import type { BoardStats } from '../../src/board/board-controller';
import { launchBrowser } from '../support/browser';
import {
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../support/server-process';

/** A demo screen of a multi-screen shop. */
export interface DemoScreen {
  id: string;
  name: string;
  orientation: string;
}

/** The server, a browser and the demo data's ids. */
export interface BoardWorld {
  server: ServerProcess;
  browser: Browser;
  /** Superuser Authorization header. */
  auth: string;
  /** Demo shop ids by name: Mississippi, Head Shop, De Steeg, Oudegracht. */
  shops: Record<string, string>;
  /** API call as the superuser; answers the JSON body and fails on an unexpected status. */
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The non-mobile screens of a shop, sorted by name. */
  screens(shopId: string): Promise<DemoScreen[]>;
  close(): Promise<void>;
}

/**
 * Starts the server with the demo data and a browser with the pinned flags (plus `extraFlags`);
 * the server on the store `database` asks for (the project's choice unless given).
 */
export async function startBoardWorld(
  extraFlags: readonly string[] = [],
  { database }: Pick<ServerProcessOptions, 'database'> = {},
): Promise<BoardWorld> {
  const server = await startServerProcess({ DEMO_DATA: '1' }, database ? { database } : {});
  const browser = await launchBrowser(extraFlags);
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: server.adminUsername,
      password: server.adminPassword,
      grant_type: 'password',
    }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = `Bearer ${token}`;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: auth,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const list = await api<{ id: string; name: string }[]>('GET', '/v1/shops?limit=100');
  const shops = Object.fromEntries(list.map((shop) => [shop.name, shop.id]));
  const screens = async (shopId: string) => {
    // The public list of one shop's screens, as the start-a-show menu reads it.
    const response = await fetch(
      `${server.baseUrl}/v1/screens/?filter=shop_id:${shopId}&sort=name:ASC`,
    );
    const all = (await response.json()) as DemoScreen[];
    return all.filter((screen) => screen.orientation !== 'mobile');
  };
  return {
    server,
    browser,
    auth,
    shops,
    api,
    screens,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** The board's counters. */
export function boardStats(page: Page): Promise<BoardStats> {
  return page.evaluate(() => {
    const board = window.pricelistBoard;
    if (!board) throw new Error('No board on this page.');
    return board.stats();
  });
}

/** The layout the board shows now. */
export function boardRows(page: Page): Promise<BoardLayout | null> {
  return page.evaluate(() => window.pricelistBoard?.rows() ?? null);
}

/** The ids of each row's display objects, by row key. */
export function boardIdentities(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => window.pricelistBoard?.identities() ?? {});
}

/**
 * Waits until the board has fonts, a layout, no picture still loading, and a render after its
 * last data change: the first complete frame.
 */
export async function waitForBoard(page: Page, minVersion = 1, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (version: number) => {
      const board = window.pricelistBoard;
      if (!board) return false;
      const stats = board.stats();
      return (
        stats.fontsReady &&
        stats.dataVersion >= version &&
        stats.renders > 0 &&
        stats.pendingImages === 0 &&
        !stats.framePending
      );
    },
    { timeout, polling: 100 },
    minVersion,
  );
}

/** Opens a board address at the given viewport and waits for its first complete frame. */
export async function openBoard(
  page: Page,
  url: string,
  viewport: { width: number; height: number },
): Promise<void> {
  await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: 'load' });
  await waitForBoard(page);
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shop-to-price link as the API shows it, with the fields a PUT sends back. */
interface Link {
  shop_id: string;
  price_id: string;
  category_id: string;
  kind_id: string | null;
  product_id: string | null;
  active: boolean;
  new: boolean;
  deactivated_labels: string[];
  action_labels: { label: string; price: number }[];
  use_half: boolean;
  use_one: boolean;
  use_two_five: boolean;
  use_five: boolean;
  use_joint: boolean;
  use_piece: boolean;
  json_prices: { label: string; price: number; active: boolean }[];
}

/** What one price change did to the board. */
export interface PriceChange {
  /** The row (link id) that got a discount. */
  key: string;
  renders: number;
  layouts: number;
  /** Display objects made for the change. */
  created: number;
}

/**
 * Gives one row of the board that has no discount yet a discount of 0.50 on its first price,
 * through the API as the back office would, and waits until the board has drawn it (plus a
 * second in which any further render would show).
 */
export async function discountOneRow(world: BoardWorld, page: Page): Promise<PriceChange> {
  const layout = await boardRows(page);
  let target: { row: DataRow; link: Link } | null = null;
  for (const row of layout?.rows ?? []) {
    if (row.kind !== 'row' || row.prices.some((cell) => cell.discount)) continue;
    const link = await world.api<Link>('GET', `/v1/shops-to-prices/${row.key}`);
    if (link.action_labels.length === 0) {
      target = { row, link };
      break;
    }
  }
  if (!target) throw new Error('Every row of the board has a discount already.');
  const { row, link } = target;
  const entry = link.json_prices.find(
    (price) => price.active && !link.deactivated_labels.includes(price.label),
  );
  if (!entry) throw new Error(`Row ${row.key} has no price to discount.`);
  const before = await boardStats(page);
  await world.api('PUT', `/v1/shops-to-prices/${row.key}`, {
    shop_id: link.shop_id,
    price_id: link.price_id,
    category_id: link.category_id,
    kind_id: link.kind_id,
    product_id: link.product_id,
    active: link.active,
    new: link.new,
    deactivated_labels: link.deactivated_labels,
    action_labels: [{ label: entry.label, price: Math.round((entry.price - 0.5) * 100) / 100 }],
    use_half: link.use_half,
    use_one: link.use_one,
    use_two_five: link.use_two_five,
    use_five: link.use_five,
    use_joint: link.use_joint,
    use_piece: link.use_piece,
  });
  await waitForBoard(page, before.dataVersion + 1);
  await sleep(1000);
  const after = await boardStats(page);
  return {
    key: row.key,
    renders: after.renders - before.renders,
    layouts: after.layouts - before.layouts,
    created: after.created - before.created,
  };
}

/** The pairing code a stick at `/scherm` shows, once it shows one. */
export async function shownCode(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="pairing-code"]')?.textContent ?? '';
      return /^[0-9A-Z]{6}$/.test(text) ? text : false;
    },
    { timeout: 30_000, polling: 100 },
  );
  return (await handle.jsonValue()) as string;
}
