import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopBoardLanguage, ShopFeed } from '../../src/domain/contract';
import { testDatabases } from '../support/api';
import { eq, sql } from 'drizzle-orm';
import { kinds } from '../../server/db/schema';
import { bumpShopCacheStatus } from '../../server/services/writer/changes';
import {
  UNKNOWN_ID,
  expectCacheBumps,
  linkCategory,
  startLayoutWorld,
  type CategoryBody,
  type LayoutWorld,
} from '../support/layout';

describe.each(testDatabases())('board language settings on %s', (kind) => {
  let w: LayoutWorld;
  let shopA: string;
  let shopA2: string;
  let shopB: string;
  let screenId: string;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Lang');
    [shopA, shopA2] = w.a.shopIds as [string, string];
    shopB = w.b.shopIds[0] as string;
    const screen = await w.ok<{ id: string }>(w.a.employee.auth, 'POST', '/v1/screens', {
      shop_id: shopA,
      name: 'Scherm toerist',
    });
    screenId = screen.id;
  });
  afterAll(() => w?.api.close());

  const feed = (shopId: string, screen?: string) =>
    w.ok<ShopFeed>(undefined, 'GET', `/v1/shops/${shopId}${screen ? `?screen_id=${screen}` : ''}`);

  it('starts Dutch every 15 seconds, for the shop and its screens, in the feed too', async () => {
    const setting = await w.ok<ShopBoardLanguage>(
      w.a.employee.auth,
      'GET',
      `/v1/shops/${shopA}/board-language`,
    );
    expect(setting).toMatchObject({ shop_id: shopA, mode: 'nl', seconds: 15 });
    expect(setting.screens).toEqual([
      { screen_id: screenId, name: 'Scherm toerist', mode: null, seconds: null },
    ]);
    expect((await feed(shopA)).board_language).toEqual({ mode: 'nl', seconds: 15 });
    expect((await feed(shopA, screenId)).board_language).toEqual({ mode: 'nl', seconds: 15 });
  });

  it("sets the shop's language: its boards reload, other shops' do not", async () => {
    const saved = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2, shopB] }, () =>
      w.ok<ShopBoardLanguage>(w.a.employee.auth, 'PUT', `/v1/shops/${shopA}/board-language`, {
        mode: 'both',
        seconds: 20,
      }),
    );
    expect(saved).toMatchObject({ mode: 'both', seconds: 20 });
    expect((await feed(shopA)).board_language).toEqual({ mode: 'both', seconds: 20 });
    // A screen without its own choice follows the shop.
    expect((await feed(shopA, screenId)).board_language).toEqual({ mode: 'both', seconds: 20 });
    expect((await feed(shopA2)).board_language).toEqual({ mode: 'nl', seconds: 15 });
  });

  it("gives a screen its own language, and back to the shop's with 'inherit'", async () => {
    const own = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok<ShopBoardLanguage>(w.a.employee.auth, 'PUT', `/v1/screens/${screenId}/board-language`, {
        mode: 'en',
        seconds: null,
      }),
    );
    expect(own.screens[0]).toMatchObject({ mode: 'en', seconds: null });
    expect((await feed(shopA, screenId)).board_language).toEqual({ mode: 'en', seconds: 20 });
    expect((await feed(shopA)).board_language).toEqual({ mode: 'both', seconds: 20 });

    await w.ok(w.a.employee.auth, 'PUT', `/v1/screens/${screenId}/board-language`, {
      mode: 'both',
      seconds: 2,
    });
    expect((await feed(shopA, screenId)).board_language).toEqual({ mode: 'both', seconds: 2 });

    const back = await w.ok<ShopBoardLanguage>(
      w.a.employee.auth,
      'PUT',
      `/v1/screens/${screenId}/board-language`,
      { mode: 'inherit', seconds: 30 },
    );
    expect(back.screens[0]).toMatchObject({ mode: null, seconds: null });
    expect((await feed(shopA, screenId)).board_language).toEqual({ mode: 'both', seconds: 20 });
  });

  it('refuses bad input with a 400 and a Dutch message, and changes nothing', async () => {
    const bad: [string, object][] = [
      [`/v1/shops/${shopA}/board-language`, { mode: 'de', seconds: 15 }],
      [`/v1/shops/${shopA}/board-language`, { mode: 'en' }],
      [`/v1/shops/${shopA}/board-language`, { mode: 'en', seconds: 1 }],
      [`/v1/shops/${shopA}/board-language`, { mode: 'en', seconds: 601 }],
      [`/v1/shops/${shopA}/board-language`, { mode: 'en', seconds: 2.5 }],
      [`/v1/shops/${shopA}/board-language`, { mode: 'en', seconds: '15' }],
      [`/v1/screens/${screenId}/board-language`, { mode: 'fr', seconds: null }],
      [`/v1/screens/${screenId}/board-language`, { mode: 'en', seconds: 0 }],
    ];
    for (const [url, body] of bad) {
      const response = await w.call(w.a.employee.auth, 'PUT', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    const range = await w.call(w.a.employee.auth, 'PUT', `/v1/shops/${shopA}/board-language`, {
      mode: 'en',
      seconds: 1,
    });
    expect(range.json<{ detail: string }>().detail).toContain('wisseltijd');
    expect((await feed(shopA)).board_language).toEqual({ mode: 'both', seconds: 20 });
  });

  it("keeps other groups' staff out: 404 for their shops and screens", async () => {
    for (const [method, url, body] of [
      ['GET', `/v1/shops/${shopA}/board-language`, undefined],
      ['PUT', `/v1/shops/${shopA}/board-language`, { mode: 'en', seconds: 15 }],
      ['PUT', `/v1/screens/${screenId}/board-language`, { mode: 'en', seconds: null }],
      ['PUT', `/v1/shops/${UNKNOWN_ID}/board-language`, { mode: 'en', seconds: 15 }],
    ] as const) {
      const response = await w.call(w.b.employee.auth, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const anonymous = await w.call(undefined, 'GET', `/v1/shops/${shopA}/board-language`);
    expect(anonymous.statusCode).toBe(401);
    expect((await feed(shopA)).board_language).toEqual({ mode: 'both', seconds: 20 });
    expect((await feed(shopA, screenId)).board_language).toEqual({ mode: 'both', seconds: 20 });
  });

  it('serves the English texts of categories and kinds in the feed, null where unset', async () => {
    const category = await w.ok<CategoryBody>(w.a.employee.auth, 'POST', '/v1/categories', {
      name: 'Wiet voor toeristen',
      name_en: 'Weed for tourists',
      shop_id: shopA2,
    });
    const plain = await w.ok<CategoryBody>(w.a.employee.auth, 'POST', '/v1/categories', {
      name: 'Alleen Nederlands',
      shop_id: shopA2,
    });
    const englishLink = await linkCategory(w, w.a, shopA2, category.id);
    const dutchLink = await linkCategory(w, w.a, shopA2, plain.id);
    await w.api.database.db
      .update(kinds)
      .set({ shortDescriptionNl: 'Zacht', shortDescriptionEn: 'Mellow' })
      .where(eq(kinds.id, sql`(select kind_id from shops_to_prices where id = ${englishLink})`));
    await bumpShopCacheStatus(w.api.database.db, [shopA2]);
    const items = (await feed(shopA2)).prices;
    expect(items.find((item) => item.id === englishLink)).toMatchObject({
      category_name: 'Wiet voor toeristen',
      category_name_en: 'Weed for tourists',
      kind_short_description_nl: 'Zacht',
      kind_short_description_en: 'Mellow',
    });
    expect(items.find((item) => item.id === dutchLink)).toMatchObject({
      category_name: 'Alleen Nederlands',
      category_name_en: null,
      kind_short_description_en: null,
    });
  });
});
