import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_ADVANCED_OPTIONS } from '../../src/domain';
import { categories, kinds, screens, shops, shopsToPrices } from '../../server/db/schema';
import { createInProcessBus } from '../../server/push/bus';
import { FeedCache } from '../../server/services/board/feed-cache';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

/** Every field board.md section 3 names for a shop price item. */
const SPEC_FIELDS = [
  'category_name',
  'category_id',
  'category_color',
  'category_pricelist_column',
  'category_pricelist_row',
  'category_screen_display_options',
  'active',
  'kind_id',
  'kind_name',
  'kind_i',
  'kind_c',
  'kind_s',
  'kind_h',
  'kind_short_description_nl',
  'product_name',
  'strains',
  'flags',
  'icons',
  'new',
  'image_1',
  'json_prices',
  'deactivated_labels',
  'action_labels',
  'piece',
  'half',
  'one',
  'two_five',
  'five',
  'joint',
];

interface Item {
  id: string;
  kind_name: string | null;
  product_name: string | null;
  category_name: string;
  active: boolean;
  json_prices: { label: string; price: number; quantity: number }[];
  [key: string]: unknown;
}

describe.each(testDatabases())('the board feed on %s', (kind) => {
  let api: TestApi;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
  });
  afterAll(() => api?.close());

  const feed = async (query = '', headers: Record<string, string> = {}) =>
    api.app.inject({ url: `/v1/shops/${shopId}${query}`, headers });

  it("serves the demo shop's whole menu publicly, with every field of a shop price item", async () => {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: shopId, name: 'Mississippi', is_using_multiscreen: false });
    // The predecessor's fields and what boards read; nothing internal such as shop_group_ids.
    expect(Object.keys(body).sort()).toEqual([
      'active',
      'board_language',
      'config',
      'default_list',
      'description',
      'id',
      'is_using_multiscreen',
      'modified_at',
      'name',
      'prices',
      'shop_group_id',
      'shop_type',
    ]);
    expect(body.shop_group_id).toEqual(expect.any(String));
    // The order page and the board's mark read what the shop sells.
    const [stored] = await api.database.db
      .select({ shopType: shops.shopType })
      .from(shops)
      .where(eq(shops.id, shopId));
    expect(body.shop_type).toBe(stored?.shopType);
    const items: Item[] = body.prices;
    const links = await api.database.db
      .select()
      .from(shopsToPrices)
      .where(eq(shopsToPrices.shopId, shopId));
    expect(items).toHaveLength(links.length);
    expect(items.length).toBeGreaterThan(50);
    for (const item of items) {
      for (const field of SPEC_FIELDS) expect(item, `${field} of ${item.id}`).toHaveProperty(field);
      expect(['Left', 'Right']).toContain(item.category_pricelist_column);
      expect(item.json_prices.length, item.kind_name ?? item.product_name ?? '').toBeGreaterThan(0);
    }
    // Inactive rows are sent with active false; the board hides them.
    expect(items.some((i) => !i.active)).toBe(true);
  });

  it('describes kinds with their badges, strains and prices', async () => {
    const items: Item[] = (await feed()).json().prices;
    const amnesia = items.find((i) => i.kind_name === 'Amnesia Haze');
    expect(amnesia).toBeDefined();
    const [row] = await api.database.db.select().from(kinds).where(eq(kinds.name, 'Amnesia Haze'));
    expect(amnesia).toMatchObject({
      kind_i: row?.i,
      kind_s: row?.s,
      kind_c: row?.c,
      kind_h: row?.h,
      product_name: null,
    });
    expect((amnesia?.strains as { name: string }[]).length).toBeGreaterThan(0);
    expect(amnesia?.action_labels).toEqual([{ label: '1g', price: 11 }]);
    expect(amnesia?.json_prices.map((p) => p.label)).toContain('1g');
    expect(amnesia?.category_screen_display_options).toEqual(DEFAULT_SCREEN_ADVANCED_OPTIONS);
  });

  it('selects the horeca or the cannabis list with is_horeca', async () => {
    const horeca: Item[] = (await feed('?is_horeca=true')).json().prices;
    const cannabis: Item[] = (await feed('?is_horeca=false')).json().prices;
    const all: Item[] = (await feed()).json().prices;
    expect(horeca.length).toBeGreaterThan(0);
    expect(horeca.every((i) => i.product_name !== null && i.kind_id === null)).toBe(true);
    expect(cannabis.every((i) => i.kind_id !== null && i.product_name === null)).toBe(true);
    expect(horeca.length + cannabis.length).toBe(all.length);
    expect((await feed('?is_horeca=perhaps')).statusCode).toBe(400);
  });

  it('shows a price combination of the older model through the columns its link enables', async () => {
    const [deSteeg] = await api.database.db.select().from(shops).where(eq(shops.name, 'De Steeg'));
    const items: Item[] = (await api.app.inject({ url: `/v1/shops/${deSteeg?.id}` })).json().prices;
    const legacy = items.find((i) => i.one !== null);
    expect(legacy).toBeDefined();
    expect(legacy?.json_prices).toEqual(
      expect.arrayContaining([
        { label: '1g', price: legacy?.one, quantity: 1 },
        { label: '1j', price: legacy?.joint, quantity: 1 },
      ]),
    );
  });

  it("gives each category a screen's display options, and only its placed categories", async () => {
    const [headShop] = await api.database.db
      .select()
      .from(shops)
      .where(eq(shops.name, 'Head Shop'));
    const [screen] = await api.database.db
      .select()
      .from(screens)
      .where(sql`${screens.shopId} = ${headShop?.id} and ${screens.orientation} = 'landscape'`);
    const all: Item[] = (await api.app.inject({ url: `/v1/shops/${headShop?.id}` })).json().prices;
    const onScreen: Item[] = (
      await api.app.inject({ url: `/v1/shops/${headShop?.id}?screen_id=${screen?.id}` })
    ).json().prices;
    expect(onScreen.length).toBeGreaterThan(0);
    expect(onScreen.length).toBeLessThanOrEqual(all.length);
    expect(
      onScreen.some(
        (i) => (i.category_screen_display_options as { show_images: boolean }).show_images,
      ),
    ).toBe(true);
  });

  it('sends a strong ETag, answers 304, and changes both after a write', async () => {
    const first = await feed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await feed('', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await feed('', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const before = (await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` })).json()
      .modified_at;
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${shopId}`,
      headers: { authorization: await api.adminAuth() },
      payload: { use_truncated_prices: true },
    });
    const after = await feed('', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().config.use_truncated_prices).toBe(true);
    expect(after.json().modified_at).not.toBe(before);
    const status = (await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` })).json();
    expect(status).toEqual({ modified_at: after.json().modified_at });
  });

  it('answers 404 for an unknown shop and 400 for a bad id', async () => {
    expect(
      (await api.app.inject({ url: '/v1/shops/6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10' })).statusCode,
    ).toBe(404);
    expect(
      (await api.app.inject({ url: '/v1/shops/cache-status/6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10' }))
        .statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: '/v1/shops/42' })).statusCode).toBe(400);
  });

  it("answers 404 for a screen that is not the shop's, and keeps nothing for it", async () => {
    const [otherScreen] = await api.database.db
      .select()
      .from(screens)
      .where(sql`${screens.shopId} <> ${shopId}`);
    expect(otherScreen).toBeDefined();
    for (const screenId of [randomUUID(), otherScreen?.id]) {
      const response = await feed(`?screen_id=${screenId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Screen not found');
    }
    const cache = new FeedCache(api.database.db, createInProcessBus());
    for (let i = 0; i < 200; i++) {
      await expect(cache.get(shopId, 'all', randomUUID())).rejects.toMatchObject({ status: 404 });
    }
    // Only the shop's own facts (its cache status and screen ids), read once for all 200.
    expect(cache.size()).toEqual({ bytes: 0, entries: 0, statuses: 1 });
    expect(cache.stats).toMatchObject({ statusReads: 1, builds: 0, unknownFromMemory: 200 });
    cache.close();
  });

  describe('the feed cache', () => {
    it('computes a shop once per version and shares concurrent requests', async () => {
      const now = 0;
      const bus = createInProcessBus();
      const cache = new FeedCache(api.database.db, bus, { now: () => now, revalidateMs: 1000 });
      const results = await Promise.all(Array.from({ length: 10 }, () => cache.get(shopId, 'all')));
      expect(new Set(results.map((r) => r.etag)).size).toBe(1);
      expect(cache.stats.builds).toBe(1);
      await cache.get(shopId, 'all');
      expect(cache.stats).toMatchObject({ builds: 1, hits: 1 });
      // A push for the shop drops it.
      await bus.publish([{ topic: 'shop', shopId }]);
      await cache.get(shopId, 'all');
      expect(cache.stats.builds).toBe(2);
      cache.close();
    });

    it('keeps the cache status in memory: one read per change, a push drops it, a lost push is caught within the revalidation time, an unknown shop keeps nothing', async () => {
      let now = 0;
      const bus = createInProcessBus();
      const cache = new FeedCache(api.database.db, bus, { now: () => now, revalidateMs: 1000 });
      const first = await Promise.all(Array.from({ length: 10 }, () => cache.cacheStatus(shopId)));
      expect(new Set(first.map((s) => s.modifiedAt)).size).toBe(1);
      expect(JSON.parse(first[0]?.body.toString() ?? '')).toEqual({
        modified_at: first[0]?.modifiedAt,
      });
      expect(cache.stats.statusReads).toBe(1);
      // A write through the app (its own bus) bumps the status in the database.
      await api.app.inject({
        method: 'PUT',
        url: `/v1/shops/set-config/${shopId}`,
        headers: { authorization: await api.adminAuth() },
        payload: { use_truncated_prices: false },
      });
      // This cache heard no push: it answers from memory until the revalidation time passes.
      expect((await cache.cacheStatus(shopId)).modifiedAt).toBe(first[0]?.modifiedAt);
      now += 1000;
      const revalidated = await cache.cacheStatus(shopId);
      expect(revalidated.modifiedAt).not.toBe(first[0]?.modifiedAt);
      expect(cache.stats.statusReads).toBe(2);
      // A push drops it at once.
      await bus.publish([{ topic: 'shop', shopId }]);
      await cache.cacheStatus(shopId);
      expect(cache.stats.statusReads).toBe(3);
      for (let i = 0; i < 50; i++) {
        await expect(cache.cacheStatus(randomUUID())).rejects.toMatchObject({ status: 404 });
      }
      expect(cache.size().statuses).toBe(1);
      cache.close();
    });

    it('remembers an unknown shop id for a short while, bounded, without a transaction per request', async () => {
      let now = 0;
      const cache = new FeedCache(api.database.db, createInProcessBus(), {
        now: () => now,
        missingTtlMs: 1000,
        maxMissing: 3,
      });
      const unknown = randomUUID();
      for (let i = 0; i < 20; i++) {
        await expect(cache.get(unknown, 'all')).rejects.toMatchObject({ status: 404 });
        await expect(cache.get(unknown, 'all', randomUUID())).rejects.toMatchObject({
          status: 404,
          message: 'Shop not found',
        });
        await expect(cache.cacheStatus(unknown)).rejects.toMatchObject({ status: 404 });
      }
      // One plain read found it missing; no feed was built for it.
      expect(cache.stats).toMatchObject({ statusReads: 1, builds: 0, unknownFromMemory: 59 });
      now = 1000;
      await expect(cache.get(unknown, 'all')).rejects.toMatchObject({ status: 404 });
      expect(cache.stats.statusReads).toBe(2);
      // At most `maxMissing` ids are remembered, the oldest go first.
      for (let i = 0; i < 10; i++) {
        await expect(cache.cacheStatus(randomUUID())).rejects.toMatchObject({ status: 404 });
      }
      expect(cache.missingShops()).toBe(3);
      // A push for a shop forgets that it was missing.
      const later = randomUUID();
      await expect(cache.cacheStatus(later)).rejects.toMatchObject({ status: 404 });
      cache.invalidate(later);
      const reads = cache.stats.statusReads;
      await expect(cache.cacheStatus(later)).rejects.toMatchObject({ status: 404 });
      expect(cache.stats.statusReads).toBe(reads + 1);
      cache.close();
    });

    it('stays within its byte bound, dropping the least recently used entry first', async () => {
      const probe = new FeedCache(api.database.db, createInProcessBus());
      const sizes = await Promise.all(
        (['all', 'horeca', 'cannabis'] as const).map(
          async (variant) => (await probe.get(shopId, variant)).body.length,
        ),
      );
      probe.close();
      const [all = 0] = sizes;
      // Room for any two of the three variants, never for all three.
      const maxBytes = sizes.reduce((a, b) => a + b, 0) - Math.min(...sizes);
      const cache = new FeedCache(api.database.db, createInProcessBus(), { maxBytes });
      await cache.get(shopId, 'all');
      await cache.get(shopId, 'horeca');
      await cache.get(shopId, 'all'); // "horeca" is now the least recently used
      await cache.get(shopId, 'cannabis');
      expect(cache.size().bytes).toBeLessThanOrEqual(maxBytes);
      expect(cache.stats).toMatchObject({ builds: 3, hits: 1, evictions: 1 });
      await cache.get(shopId, 'all');
      await cache.get(shopId, 'cannabis');
      expect(cache.stats.builds).toBe(3); // both still held
      await cache.get(shopId, 'horeca');
      expect(cache.stats.builds).toBe(4); // it had gone
      expect(cache.size().bytes).toBeLessThanOrEqual(maxBytes);
      // A push still drops everything of the shop.
      cache.invalidate(shopId);
      expect(cache.size()).toEqual({ bytes: 0, entries: 0, statuses: 0 });
      // A feed larger than the bound is served but not kept.
      const tiny = new FeedCache(api.database.db, createInProcessBus(), { maxBytes: 1000 });
      expect((await tiny.get(shopId, 'all')).body.length).toBe(all);
      expect(tiny.size()).toEqual({ bytes: 0, entries: 0, statuses: 1 });
      tiny.close();
      cache.close();
    });

    it('notices a change whose push was lost, once the entry is due for a check', async () => {
      let now = 0;
      const cache = new FeedCache(api.database.db, createInProcessBus(), {
        now: () => now,
        revalidateMs: 1000,
      });
      const first = await cache.get(shopId, 'cannabis');
      // A change committed by another process whose message never arrived.
      await api.database.db
        .update(categories)
        .set({ color: 'ABCDEF' })
        .where(eq(categories.shopId, shopId));
      await api.database.db
        .update(shops)
        .set({ modifiedAt: sql`${shops.modifiedAt} + interval '1 second'` })
        .where(eq(shops.id, shopId));
      now = 500;
      expect((await cache.get(shopId, 'cannabis')).etag).toBe(first.etag);
      now = 1500;
      const second = await cache.get(shopId, 'cannabis');
      expect(second.etag).not.toBe(first.etag);
      expect(second.body.toString()).toContain('ABCDEF');
      now = 3000;
      await cache.get(shopId, 'cannabis');
      expect(cache.stats).toMatchObject({ builds: 2, revalidations: 2 });
      cache.close();
    });
  });
});
