/**
 * Harness of the board snapshot files (`board-snapshots-*.test.ts`, split by theme so that they
 * spread over the workers): the server and one page serving the made-up shops, the themes and
 * shows, and the pinned-picture check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SLOTS_KEY } from '../../src/board/board-data';
import type { BoardThemeId, ShopFeed } from '../../src/domain';
import {
  boardRows,
  boardStats,
  openBoard,
  startBoardWorld,
  waitForBoard,
  type BoardWorld,
} from './board-support';
import { MENU_SHAPES, shapeFeed } from '../../renderer/layout/shapes';
import { DENSE_SCREEN, DENSE_SCREEN_ID, DENSE_SHOP_ID, denseFeed } from './dense-feed';

declare module 'vitest' {
  interface Assertion {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): void;
  }
}
expect.extend({ toMatchImageSnapshot });

/**
 * Every board theme in every show and orientation, pinned pixel for pixel. Shops are found by
 * name and nothing drawn depends on the random ids of an install. The three configurable theme
 * slots are bound to Oudegracht through the device binding, as an installer would bind them.
 */
export const SNAPSHOT_DIR = join(process.cwd(), 'snapshots');

export type Orientation = 'landscape' | 'portrait';
export const STAGE: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

export interface ThemeCase {
  theme: string;
  shop: string;
  light?: boolean;
  slot?: string;
}

export const THEMES: ThemeCase[] = [
  { theme: 'default', shop: 'Oudegracht' },
  { theme: 'light', shop: 'Oudegracht', light: true },
  { theme: 'mississippi', shop: 'Mississippi' },
  { theme: 'head-shop', shop: 'Head Shop' },
  { theme: 'de-steeg', shop: 'De Steeg' },
  { theme: 'slot-1', shop: 'Oudegracht', slot: 'slot-1' },
  { theme: 'slot-2', shop: 'Oudegracht', slot: 'slot-2' },
  { theme: 'slot-3', shop: 'Oudegracht', slot: 'slot-3' },
];
export const VARIANTS = ['normal', 'extra', 'horeca', 'cannabis'] as const;
export const ORIENTATIONS: Orientation[] = ['landscape', 'portrait'];

/** The board address of a show, in the forms board.md lists. */
export function boardPath(
  shopId: string,
  light: boolean,
  variant: string,
  orientation: Orientation,
) {
  const segments = [shopId, ...(light ? ['light'] : [])];
  if (variant !== 'normal') segments.push(variant);
  if (orientation === 'landscape') return `/pricelist/${segments.join('/')}`;
  return variant === 'normal' && !light
    ? `/pricelist/${segments.join('/')}/portrait`
    : `/pricelist/${segments.join('/')}?mode=portrait`;
}

export const SNAPSHOT: MatchImageSnapshotOptions = {
  customSnapshotsDir: SNAPSHOT_DIR,
  failureThreshold: 0,
  failureThresholdType: 'pixel',
  // Anti-aliased pixels count too: the same flags and fonts give the same bytes.
  comparisonMethod: 'pixelmatch',
  customDiffConfig: { threshold: 0, includeAA: true },
};

let world: BoardWorld;
let page: Page;
let demoFeed: ShopFeed;
/** The name the dense feed is served under now: the theme follows it. */
let denseName = 'Oudegracht';

/** Categories on the dense shop's one screen: its feed holds only those, as the server's does. */
const SCREEN_CATEGORIES = new Set(['d-wiet', 'd-hasj', 'd-premium', 'd-cbd']);

/** A shop whose menu is four times the dense one: more than six columns hold, so it pages. */
const PAGED_SHOP_ID = 'paged-shop';

function pagedFeed(): ShopFeed {
  const feed = denseFeed(demoFeed, 'Oudegracht');
  const prices = [0, 1, 2, 3].flatMap((copy) =>
    feed.prices.map((item) => ({
      ...item,
      id: `${item.id}-${copy}`,
      internal_product_id: `${item.internal_product_id}-${copy}`,
      order_number: item.order_number + copy * 100,
    })),
  );
  return { ...feed, id: PAGED_SHOP_ID, prices };
}

/** Shops made of menu shapes (`renderer/layout/shapes.ts`), by shop id. */
const SHAPE_SHOPS: Record<string, { shape: string; list: 'cannabis' | 'hospitality' }> = {
  'shape-offers': { shape: '8 rows all on offer', list: 'cannabis' },
  'shape-45': { shape: '45 rows', list: 'cannabis' },
  'shape-drinks': { shape: '9 drinks of one price', list: 'hospitality' },
  'shape-one-kind': { shape: '1 kind', list: 'cannabis' },
  'shape-long-name': { shape: '12 rows, one long name', list: 'cannabis' },
  'shape-long-name-room': { shape: '6 rows, one long name', list: 'hospitality' },
  'shape-dense': { shape: '60 rows', list: 'cannabis' },
  'shape-long-name-dense': { shape: '60 rows, one long name', list: 'cannabis' },
};

function shapeShopFeed(shopId: string): ShopFeed | null {
  const entry = SHAPE_SHOPS[shopId];
  const shape = entry && MENU_SHAPES.find((s) => s.name === entry.shape);
  if (!entry || !shape) return null;
  return { ...shapeFeed(shape, entry.list), id: shopId, name: 'Oudegracht' };
}

/** A café (shop type horeca) in a theme, with the demo shops' drinks: the café snapshots. */
const CAFE_SHOP_ID = 'cafe-shop';
/** The theme the café's list names now (`config.theme`); slots are bound on the device. */
let cafeTheme: BoardThemeId = 'default';

function cafeFeed(): ShopFeed {
  return {
    ...demoFeed,
    id: CAFE_SHOP_ID,
    name: 'Café De Gracht',
    shop_type: 'horeca',
    config: { use_truncated_prices: false, theme: cafeTheme },
    prices: demoFeed.prices.filter((item) => item.product_id !== null),
  };
}

/** Answers the dense shop's requests; every other request goes to the server. */
function serveDense(request: HTTPRequest): void {
  const url = new URL(request.url());
  const json = (body: unknown) =>
    void request.respond({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  const shapeId = /^\/v1\/shops\/(?:cache-status\/)?(shape-[a-z0-9-]+)$/.exec(url.pathname)?.[1];
  if (shapeId && url.pathname.includes('cache-status')) {
    json({ modified_at: '2026-01-01T00:00:00.000Z' });
  } else if (shapeId && shapeShopFeed(shapeId)) {
    json(shapeShopFeed(shapeId));
  } else if (url.pathname === `/v1/shops/cache-status/${DENSE_SHOP_ID}`) {
    json({ modified_at: '2026-01-01T00:00:00.000Z' });
  } else if (url.pathname === `/v1/shops/${DENSE_SHOP_ID}`) {
    const feed = denseFeed(demoFeed, denseName);
    const screen = url.searchParams.has('screen_id');
    json(
      screen
        ? { ...feed, prices: feed.prices.filter((p) => SCREEN_CATEGORIES.has(p.category_id)) }
        : feed,
    );
  } else if (url.pathname === `/v1/shops/cache-status/${PAGED_SHOP_ID}`) {
    json({ modified_at: '2026-01-01T00:00:00.000Z' });
  } else if (url.pathname === `/v1/shops/${PAGED_SHOP_ID}`) {
    json(pagedFeed());
  } else if (url.pathname === `/v1/shops/cache-status/${CAFE_SHOP_ID}`) {
    json({ modified_at: '2026-01-01T00:00:00.000Z' });
  } else if (url.pathname === `/v1/shops/${CAFE_SHOP_ID}`) {
    json(cafeFeed());
  } else if (url.pathname === `/v1/screens/${DENSE_SCREEN_ID}`) {
    json(DENSE_SCREEN);
  } else {
    void request.continue();
  }
}

/** Starts the file's server and board page before its tests and stops them after. */
export function useSnapshotWorld(): void {
  beforeAll(async () => {
    world = await startBoardWorld();
    demoFeed = await world.api<ShopFeed>('GET', `/v1/shops/${world.shops.Mississippi}`);
    page = await world.browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', serveDense);
    // Any page of the app, so that the device binding of the slots can be stored for its origin.
    await page.goto(`${world.server.baseUrl}/pricelist/`, { waitUntil: 'load' });
  });

  afterAll(async () => {
    await world?.close();
  });
}

export async function bindSlot(slot: string | undefined, shopId: string): Promise<void> {
  await page.evaluate(
    (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    THEME_SLOTS_KEY,
    slot ? JSON.stringify({ [slot]: shopId }) : '',
  );
}

/**
 * Checks a screenshot against its pinned picture `snapshots/<name>.png`. Equal bytes pass at
 * once (the same flags and fonts give the same bytes); anything else is matched pixel for pixel
 * by jest-image-snapshot, which fails on a missing picture (a test run writes none) and keeps a
 * diff of a different one.
 */
export function expectPinned(image: Buffer, name: string): void {
  const pinned = join(SNAPSHOT_DIR, `${name}.png`);
  if (existsSync(pinned) && readFileSync(pinned).equals(image)) return;
  expect(image).toMatchImageSnapshot({ ...SNAPSHOT, customSnapshotIdentifier: name });
}

/** The page a board shows and its render count. */
function shownPage(): Promise<{ page: number; renders: number }> {
  return page.evaluate(() => ({
    page: window.pricelistBoard?.rows()?.page ?? 0,
    renders: window.pricelistBoard?.stats().renders ?? 0,
  }));
}

/** Shows page `at` of the open board and waits for its complete frame. */
async function turnTo(at: number): Promise<void> {
  const before = (await boardStats(page)).renders;
  await page.evaluate((index: number) => window.pricelistBoard?.showPage(index), at);
  await page.waitForFunction(
    (count: number) => (window.pricelistBoard?.stats().renders ?? 0) > count,
    {},
    before,
  );
  await waitForBoard(page);
}

/**
 * A picture of page `at` of the open board. A board with more pages turns them on its own clock
 * (the theme's page time); on a busy machine that time can pass between opening the board and
 * the picture. So a board that turned on is turned back (which gives the page a full page
 * time again), and the picture is taken again when the board drew anything while it was taken.
 */
async function boardShot(at = 0): Promise<Buffer> {
  for (let attempt = 1; ; attempt += 1) {
    if ((await shownPage()).page !== at) await turnTo(at);
    const before = await shownPage();
    const image = Buffer.from(await page.screenshot({ type: 'png' }));
    const after = await shownPage();
    const still = after.page === at && after.renders === before.renders;
    if (still || attempt === 3) return image;
  }
}

async function snapshot(url: string, orientation: Orientation, name: string): Promise<void> {
  await openBoard(page, url, STAGE[orientation]);
  expectPinned(await boardShot(), name);
}

/**
 * The snapshots of each of `themes`: every show and orientation, an English board, and the
 * dense shop (the three suites of each theme).
 */
export function themeSnapshots(themes: ThemeCase[]): void {
  describe.each(themes)('board theme $theme', ({ theme, shop, light, slot }) => {
    const cases = VARIANTS.flatMap((variant) =>
      ORIENTATIONS.map((orientation) => ({ variant, orientation })),
    );
    it.each(cases)('$variant $orientation', async ({ variant, orientation }) => {
      const shopId = world.shops[shop] as string;
      await bindSlot(slot, shopId);
      const path = boardPath(shopId, Boolean(light), variant, orientation);
      await snapshot(
        `${world.server.baseUrl}${path}`,
        orientation,
        `${theme}-${variant}-${orientation}`,
      );
    });
  });

  /**
   * Every theme with an English board (`?lang=en`): English category names and descriptions
   * where the menu has them, Dutch ones where not, and the board's own words in English.
   */
  describe.each(themes)('an English board in theme $theme', ({ theme, shop, light, slot }) => {
    it.each(['extra', 'normal'])('%s landscape', async (variant) => {
      const shopId = world.shops[shop] as string;
      await bindSlot(slot, shopId);
      const path = boardPath(shopId, Boolean(light), variant, 'landscape');
      const url = `${world.server.baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=en`;
      await snapshot(url, 'landscape', `${theme}-${variant}-landscape-en`);
      expect(await page.evaluate(() => window.pricelistBoard?.language())).toBe('en');
    });
  });

  /**
   * The dense shop in every theme: 3+ columns with continued categories, discounts, custom joint
   * labels, edibles, single- and two-price horeca rows, and (on its big-screen multi-screen
   * board) a category picture and row images; each on one of the stage backgrounds.
   */
  describe.each(themes)('the dense shop in theme $theme', ({ theme, shop, light, slot }) => {
    const cases = [
      { variant: 'normal', orientation: 'landscape' as const, clicks: 2 },
      { variant: 'extra', orientation: 'portrait' as const, clicks: 1 },
      ...(light ? [] : [{ variant: 'screen', orientation: 'landscape' as const, clicks: 0 }]),
    ];
    it.each(cases)('$variant $orientation', async ({ variant, orientation, clicks }) => {
      denseName = shop;
      await bindSlot(slot, DENSE_SHOP_ID);
      const path =
        variant === 'screen'
          ? `/pricelist/${DENSE_SHOP_ID}/${orientation}/${DENSE_SCREEN_ID}`
          : boardPath(DENSE_SHOP_ID, Boolean(light), variant, orientation);
      await openBoard(page, `${world.server.baseUrl}${path}`, STAGE[orientation]);
      // A click on the board cycles its background: green, then red.
      for (let click = 0; click < clicks; click += 1) {
        const before = (await boardStats(page)).renders;
        await page.click('[data-testid="board-host"]');
        await page.waitForFunction(
          (count: number) => (window.pricelistBoard?.stats().renders ?? 0) > count,
          {},
          before,
        );
        await waitForBoard(page);
      }
      expectPinned(await boardShot(), `dense-${theme}-${variant}-${orientation}`);
    });
  });
}

/**
 * A café's board in each of `themes`, landscape and portrait: its hospitality list under the
 * theme's drinks-place mark (no cannabis leaf on a drinks-only board).
 */
export function cafeSnapshots(themes: ThemeCase[]): void {
  describe.each(themes)('a café in theme $theme', ({ theme, light, slot }) => {
    it.each(ORIENTATIONS)('%s', async (orientation) => {
      cafeTheme = slot || light ? 'default' : (theme as BoardThemeId);
      await bindSlot(slot, CAFE_SHOP_ID);
      const path = boardPath(CAFE_SHOP_ID, Boolean(light), 'extra', orientation);
      await openBoard(page, `${world.server.baseUrl}${path}`, STAGE[orientation]);
      const logo = await page.evaluate(() => window.pricelistBoard?.rows()?.chrome.logo?.key);
      expect(logo).toMatch(/^assets\/logos\/[a-z0-9-]+-horeca\.svg$/);
      expectPinned(await boardShot(), `cafe-${theme}-extra-${orientation}`);
    });
  });
}

/** The two screens of Head Shop's multi-screen board. */
export function multiScreenSnapshots(): void {
  describe('a multi-screen board of Head Shop', () => {
    it.each(['Scherm links', 'Scherm rechts'])('screen %s', async (name) => {
      await bindSlot(undefined, '');
      const shopId = world.shops['Head Shop'] as string;
      const screen = (await world.screens(shopId)).find((s) => s.name === name);
      if (!screen) throw new Error(`Head Shop has no screen '${name}'.`);
      const orientation = screen.orientation as Orientation;
      const url = `${world.server.baseUrl}/pricelist/${shopId}/${orientation}/${screen.id}`;
      const file = `head-shop-screen-${name.toLowerCase().replace(/\s+/g, '-')}`;
      await snapshot(url, orientation, file);
    });

    it('screen Scherm links on a portrait glass: laid out upright, filling the screen', async () => {
      await bindSlot(undefined, '');
      const shopId = world.shops['Head Shop'] as string;
      const screen = (await world.screens(shopId)).find((s) => s.name === 'Scherm links');
      if (!screen) throw new Error("Head Shop has no screen 'Scherm links'.");
      // Its record says landscape; the address (the stick's setting) says portrait.
      expect(screen.orientation).toBe('landscape');
      const url = `${world.server.baseUrl}/pricelist/${shopId}/portrait/${screen.id}`;
      await openBoard(page, url, STAGE.portrait);
      const layout = await boardRows(page);
      expect(layout?.orientation).toBe('portrait');
      expect(layout?.stage).toEqual(STAGE.portrait);
      const canvas = await page.$eval('canvas', (node) => {
        const box = node.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height) };
      });
      expect(canvas).toEqual(STAGE.portrait);
      expectPinned(await boardShot(), 'head-shop-screen-scherm-links-portrait');
    });
  });
}

export function snowSnapshot(): void {
  /**
   * Snow over a board: the dense shop in the default theme with the snowfall's frame of 4 s after
   * it started (the flakes start from one seed, and `drawAt` draws that frame whatever ran
   * before), so the effect is pinned like the boards under it.
   */
  describe('snow', () => {
    it('falls over the dense board in the default theme', async () => {
      denseName = 'Oudegracht';
      await bindSlot(undefined, '');
      await openBoard(
        page,
        `${world.server.baseUrl}${boardPath(DENSE_SHOP_ID, false, 'normal', 'landscape')}`,
        STAGE.landscape,
      );
      // The first page under the snow, also when the board turned on while it opened.
      if ((await shownPage()).page !== 0) await turnTo(0);
      await page.evaluate(() => window.pricelistBoard?.scene()?.setSnow(true));
      await page.waitForFunction(() => Boolean(window.pricelistBoard?.scene()?.snowLayer()));
      await page.evaluate(() => {
        const layer = window.pricelistBoard?.scene()?.snowLayer();
        layer?.pause();
        layer?.drawAt(4);
      });
      // Two animation frames: the browser has composed the snow canvas over the board.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      const image = Buffer.from(await page.screenshot({ type: 'png' }));
      await page.evaluate(() => window.pricelistBoard?.scene()?.setSnow(false));
      expectPinned(image, 'dense-default-normal-landscape-snow');
    });
  });
}

export function pagedSnapshot(): void {
  /** A menu longer than the screen turns its pages: its second page, pinned like the first. */
  describe('a paged board', () => {
    it('shows its second page with the rows that run on', async () => {
      await bindSlot(undefined, '');
      await openBoard(
        page,
        `${world.server.baseUrl}${boardPath(PAGED_SHOP_ID, false, 'normal', 'landscape')}`,
        STAGE.landscape,
      );
      const first = await page.evaluate(() => window.pricelistBoard?.rows()?.fit.pages ?? 0);
      expect(first).toBeGreaterThan(1);
      await turnTo(1);
      expect(await page.evaluate(() => window.pricelistBoard?.rows()?.page)).toBe(1);
      expectPinned(await boardShot(1), 'paged-default-normal-landscape-page-2');
    });
  });
}

/** A shop of a menu shape pinned at page `pageIndex`, and what its layout shows there. */
export async function shapeSnapshot(
  shopId: string,
  variant: string,
  orientation: Orientation,
  name: string,
  pageIndex = 0,
): Promise<BoardLayoutSummary> {
  await bindSlot(undefined, '');
  await openBoard(
    page,
    `${world.server.baseUrl}${boardPath(shopId, false, variant, orientation)}`,
    STAGE[orientation],
  );
  if (pageIndex > 0) await turnTo(pageIndex);
  const summary = await page.evaluate(() => {
    const layout = window.pricelistBoard?.rows();
    return {
      pages: layout?.fit.pages ?? 0,
      page: layout?.page ?? 0,
      continued: (layout?.rows ?? []).filter((row) => row.kind === 'title' && row.continued).length,
      offers: (layout?.rows ?? []).filter((row) => row.kind === 'row' && row.offer).length,
      nameSize: layout?.fit.fonts.name ?? 0,
      headers: (layout?.rows ?? []).flatMap((row) =>
        row.kind === 'title' ? row.headers.map((cell) => cell.run.text) : [],
      ),
    };
  });
  // An empty name reads the layout only: no picture is taken or pinned.
  if (name) expectPinned(await boardShot(pageIndex), name);
  return summary;
}

export interface BoardLayoutSummary {
  pages: number;
  page: number;
  continued: number;
  offers: number;
  nameSize: number;
  headers: string[];
}
