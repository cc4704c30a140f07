/**
 * HTTP as clients expect it: the ETag a GET gave is an If-Match a save accepts (RFC 9110), the
 * public reads answer a browser's CORS preflight, and the board feed's halves read as the
 * predecessor's did (unset main-category texts null, its row order, strains as linked, its
 * boolean spellings).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, kindsToStrains, strains } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface FeedRow {
  id: string;
  category_id: string;
  category_name: string;
  kind_id: string | null;
  product_id: string | null;
  main_category_name_en: string | null;
  main_category_icon: string | null;
  strains: { name: string }[];
  half: number | null;
  one: number | null;
  two_five: number | null;
  five: number | null;
  joint: number | null;
  piece: number | null;
}

const PRICE_ORDER = ['piece', 'joint', 'one', 'five', 'half', 'two_five'] as const;

/** Compares two rows' prices as the predecessor's ORDER BY did (ascending, nulls last). */
function comparePrices(a: FeedRow, b: FeedRow): number {
  for (const column of PRICE_ORDER) {
    const x = a[column];
    const y = b[column];
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x - y;
  }
  return 0;
}

describe.each(testDatabases())('HTTP as clients expect on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    admin = await api.adminAuth();
    shopId = api.demo?.defaultShopId as string;
  });
  afterAll(() => api?.close());

  const feed = async (query = '') => {
    const answer = await api.app.inject({ method: 'GET', url: `/v1/shops/${shopId}${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ prices: FeedRow[] }>().prices;
  };

  it('accepts the ETag of a GET as If-Match, and refuses it once the row moved on', async () => {
    const [row] = await feed();
    const url = `/v1/shops-to-prices/${row?.id}`;
    const read = await api.app.inject({ method: 'GET', url, headers: { authorization: admin } });
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"v\d+\.[\w-]+"$/);
    const body = read.json<{ modified_at: string }>();
    const put = (ifMatch: string, active: boolean) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/shops-to-prices/availability/${row?.id}`,
        headers: { authorization: admin, 'if-match': ifMatch },
        payload: { active },
      });
    const first = await put(etag, false);
    expect(first.statusCode, first.body).toBe(200);
    // The same tag again: the row moved on, so it is stale now.
    const again = await put(etag, true);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'stale_version' });
    // The brotli representation's tag names the same version.
    const reread = await api.app.inject({
      method: 'GET',
      url,
      headers: { authorization: admin, 'accept-encoding': 'br' },
    });
    const encoded = reread.headers.etag as string;
    expect(encoded).not.toBe(etag);
    expect((await put(encoded, true)).statusCode).toBe(200);
    // "<modified_at>" keeps working.
    const latest = await api.app.inject({ method: 'GET', url, headers: { authorization: admin } });
    const version = latest.json<{ modified_at: string }>().modified_at;
    expect(version).not.toBe(body.modified_at);
    expect((await put(`"${version}"`, false)).statusCode).toBe(200);
    // A conditional GET with the tag answers 304.
    const tag = (await api.app.inject({ method: 'GET', url, headers: { authorization: admin } }))
      .headers.etag as string;
    const cached = await api.app.inject({
      method: 'GET',
      url,
      headers: { authorization: admin, 'if-none-match': tag },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('answers the preflight of the public reads for any site', async () => {
    for (const url of [
      `/v1/shops/${shopId}`,
      `/v1/shops/cache-status/${shopId}`,
      `/v1/screens?filter=shop_id:${shopId}`,
    ]) {
      const answer = await api.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://menu.example.org',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match, authorization',
        },
      });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(String(answer.headers['access-control-allow-headers'])).toMatch(/If-None-Match/);
      expect(String(answer.headers['access-control-allow-headers'])).toMatch(/Authorization/);
      expect(String(answer.headers['access-control-allow-methods'])).toMatch(/GET/);
    }
    // A route that is not public gets no preflight of its own.
    const staff = await api.app.inject({
      method: 'OPTIONS',
      url: '/v1/users',
      headers: { origin: 'https://menu.example.org', 'access-control-request-method': 'GET' },
    });
    expect(staff.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the cache status with the headers of every answer, a strong tag and 304', async () => {
    const url = `/v1/shops/cache-status/${shopId}`;
    const health = await api.app.inject({ url: '/v1/health' });
    const first = await api.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.statusCode).toBe(200);
    const status = first.json<{ modified_at: string }>();
    expect(Object.keys(status)).toEqual(['modified_at']);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
    ]) {
      expect(first.headers[name], name).toBe(health.headers[name]);
    }
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['access-control-expose-headers']).toBe('ETag');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    const again = await api.app.inject({ url, headers: { 'if-none-match': `W/${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['access-control-allow-origin']).toBe('*');
    const head = await api.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(etag);

    // A change of the shop is a new status with a new tag; the old tag no longer matches.
    const changed = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${shopId}`,
      headers: { authorization: admin },
      payload: { use_truncated_prices: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const next = await api.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(next.json<{ modified_at: string }>().modified_at).not.toBe(status.modified_at);
    expect(next.headers.etag).not.toBe(etag);
  });

  it('answers null for unset main-category texts', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/main-categories',
      headers: { authorization: admin },
      payload: { name: 'Zonder vertaling', shop_id: shopId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await feed();
    await api.database.db
      .update(categories)
      .set({ mainCategoryId: created.json<{ id: string }>().id })
      .where(eq(categories.id, row?.category_id as string));
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops-to-prices/availability/${row?.id}`,
      headers: { authorization: admin },
      payload: { active: true },
    });
    const moved = (await feed()).filter((r) => r.category_id === row?.category_id);
    expect(moved.length).toBeGreaterThan(0);
    for (const item of moved) {
      expect(item.main_category_name_en).toBeNull();
      expect(item.main_category_icon).toBeNull();
    }
  });

  it('lists the halves in the predecessor order and strains as linked', async () => {
    const cannabis = await feed('?is_horeca=false');
    expect(cannabis.length).toBeGreaterThan(1);
    for (let i = 1; i < cannabis.length; i++) {
      const a = cannabis[i - 1] as FeedRow;
      const b = cannabis[i] as FeedRow;
      expect(a.product_id).toBeNull();
      const byName = a.category_name.localeCompare(b.category_name, 'en');
      if (a.category_name !== b.category_name) continue;
      expect(byName).toBe(0);
      expect(comparePrices(a, b), `${i}`).toBeLessThanOrEqual(0);
    }
    const names = cannabis.map((r) => r.category_name);
    const firstSeen = names.filter((name, i) => names.indexOf(name) === i);
    // Categories come as one block each, in the database's name order.
    expect(new Set(firstSeen).size).toBe(firstSeen.length);
    for (let i = 1; i < names.length; i++) {
      if (names[i] !== names[i - 1]) expect(names.indexOf(names[i] as string)).toBe(i);
    }

    const horeca = await feed('?is_horeca=true');
    for (const row of horeca) expect(row.kind_id).toBeNull();

    // Strains linked Z before A read Z before A.
    const target = cannabis.find((r) => r.kind_id) as FeedRow;
    const made = await api.database.db
      .insert(strains)
      .values([{ name: 'Zz Compat' }, { name: 'Aa Compat' }])
      .returning({ id: strains.id, name: strains.name });
    await api.database.db
      .delete(kindsToStrains)
      .where(eq(kindsToStrains.kindId, target.kind_id as string));
    for (const strain of made) {
      await api.database.db
        .insert(kindsToStrains)
        .values({ kindId: target.kind_id as string, strainId: strain.id });
    }
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops-to-prices/availability/${target.id}`,
      headers: { authorization: admin },
      payload: { active: true },
    });
    const after = (await feed()).find((r) => r.id === target.id) as FeedRow;
    expect(after.strains.map((s) => s.name)).toEqual(['Zz Compat', 'Aa Compat']);
  });

  it('takes the boolean spellings the predecessor took', async () => {
    const all = await feed('?is_horeca=false');
    for (const word of ['N', 'no', 'OFF', 'f', 'False', '0']) {
      expect((await feed(`?is_horeca=${word}`)).length, word).toBe(all.length);
    }
    const horeca = await feed('?is_horeca=true');
    for (const word of ['Yes', 'ON', 'y', 'T', 'TRUE', '1']) {
      expect((await feed(`?is_horeca=${word}`)).length, word).toBe(horeca.length);
    }
    const wrong = await api.app.inject({
      method: 'GET',
      url: `/v1/shops/${shopId}?is_horeca=maybe`,
    });
    expect(wrong.statusCode).toBe(400);
  });
});
