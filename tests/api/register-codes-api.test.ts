/**
 * Prices and availability by register code, as a register sends them with an API key: many
 * codes in one call (one write, one push per shop), a result per code with the back office's
 * own rules and errors, copy-on-write stated by the caller, If-Match per code. In the demo data
 * Ketama, Marokkaanse Polm and Afghaan of Mississippi share combination 20001.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Row {
  id: string;
  product_name: string;
  internal_product_id: string;
  active: boolean;
  modified_at: string;
  kind_id: string | null;
  product_id: string | null;
  category_id: string;
  json_prices: { label: string; price: number }[];
}
interface Result {
  index: number;
  code: string | null;
  status: number;
  row_ids: string[];
  error?: string;
  detail?: string;
  register_code?: string;
  register_code_change?: { now: string; was: string; text: string } | null;
}

describe.each(testDatabases())('price and stock by register code on %s', (kind) => {
  let api: TestApi;
  let key: string;
  let readOnly: string;
  let shopId: string;
  let otherShopId: string;
  let groupId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    const root = await api.adminAuth();
    shopId = api.demo?.defaultShopId as string;
    otherShopId = api.demo?.shops.find((s) => s.name === 'Oudegracht')?.id as string;
    const [maastricht] = api.demo?.staffUsers ?? [];
    const groups = await api.app.inject({
      url: '/v1/shop-groups?limit=0',
      headers: { authorization: root },
    });
    groupId = groups
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === maastricht?.shopGroup)?.id as string;
    const make = async (scopes: string[]) => {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: { authorization: root },
        payload: { shop_group_id: groupId, name: `Kassa ${scopes.join(' ')}`, scopes },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<{ key: string }>().key;
    };
    key = await make(['menu:read', 'prices:write']);
    readOnly = await make(['menu:read']);
  }, 180_000);
  afterAll(() => api?.close());

  const put = (what: 'prices' | 'availability', items: object[], auth = key, shop = shopId) =>
    api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${shop}/register-codes/${what}`,
      headers: { authorization: `Bearer ${auth}`, 'accept-language': 'en' },
      payload: { items },
    });
  async function rows(): Promise<Map<string, Row>> {
    const answer = await api.app.inject({
      url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
      headers: { authorization: `Bearer ${key}` },
    });
    return new Map(answer.json<Row[]>().map((row) => [row.product_name, row]));
  }
  const cacheStatus = async () =>
    (await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` })).json<{
      modified_at: string;
    }>().modified_at;
  const oneGram = (row: Row) => row.json_prices.find((e) => e.label === '1g')?.price;

  it('changes many codes in one call, with a result per code and errors per code', async () => {
    const before = await rows();
    const ketama = before.get('Ketama') as Row;
    const withOneGram = [...before.values()].filter(
      (r) => r.internal_product_id !== '20001' && r.json_prices.some((e) => e.label === '1g'),
    );
    const other = withOneGram[0] as Row;
    const third = withOneGram.find(
      (r) => r.internal_product_id !== other.internal_product_id,
    ) as Row;
    const status = await cacheStatus();
    const answer = await put('prices', [
      {
        code: '20001',
        cannabis: [
          { quantity: 1, price: 11.5 },
          { quantity: 5, price: 50 },
        ],
        for: 'all',
      },
      {
        code: other.internal_product_id,
        cannabis: [
          { quantity: 1, price: 12.25 },
          { quantity: 5, price: 50 },
        ],
        for: 'all',
      },
      {
        code: '99999',
        cannabis: [
          { quantity: 1, price: 10 },
          { quantity: 5, price: 50 },
        ],
        for: 'all',
      },
      {
        code: third.internal_product_id,
        // A quantity twice breaks the price rules of this item alone (a third decimal would
        // be the schema's 400 for the whole call).
        cannabis: [
          { quantity: 1, price: 10 },
          { quantity: 1, price: 12 },
        ],
        for: 'all',
      },
      // Coca-Cola, Coca-Cola Zero, Fanta and Fuze Tea show 50003: "this" needs a product.
      { code: '50003', edible: [{ quantity: 1, price: 3.5 }], for: 'this' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const { changed, results } = answer.json<{ changed: number; results: Result[] }>();
    expect(changed).toBe(2);
    expect(results.map((r) => r.status)).toEqual([200, 200, 404, 400, 409]);
    expect(results[2]).toMatchObject({ code: '99999', error: 'unknown_register_code' });
    expect(results[2]?.detail).toContain('99999');
    expect(results[3]?.detail).toBeTruthy();
    expect(results[4]?.error).toBe('conflict');
    // Every row showing 20001 changed: Mississippi's three, Head Shop's Afghaan, De Steeg's Ketama.
    expect(results[0]?.row_ids).toHaveLength(5);
    expect(results[0]?.row_ids).toEqual(
      expect.arrayContaining(
        ['Ketama', 'Marokkaanse Polm', 'Afghaan'].map((name) => (before.get(name) as Row).id),
      ),
    );
    expect(oneGram((await rows()).get(third.product_name) as Row)).toBe(oneGram(third));
    const after = await rows();
    for (const name of ['Ketama', 'Marokkaanse Polm', 'Afghaan']) {
      expect(oneGram(after.get(name) as Row), name).toBe(11.5);
    }
    expect(oneGram(after.get(other.product_name) as Row)).toBe(12.25);
    expect((after.get('Ketama') as Row).internal_product_id).toBe(ketama.internal_product_id);
    // The boards see it at once.
    expect(await cacheStatus()).not.toBe(status);
    const feed = (await api.app.inject({ url: `/v1/shops/${shopId}` })).json<{
      prices: { kind_name: string | null; one: number | null }[];
    }>();
    expect(feed.prices.find((p) => p.kind_name === 'Ketama')?.one).toBe(11.5);
  });

  it('copies a shared combination for one row when the caller says "this"', async () => {
    const answer = await put('prices', [
      {
        code: '20001',
        product_name: 'Ketama',
        cannabis: [
          { quantity: 1, price: 10.75 },
          { quantity: 5, price: 50 },
        ],
        for: 'this',
      },
    ]);
    const [result] = answer.json<{ results: Result[] }>().results;
    expect(result?.status, answer.body).toBe(200);
    expect(result?.register_code).not.toBe('20001');
    expect(result?.register_code_change?.was).toBe('20001');
    const after = await rows();
    expect(oneGram(after.get('Ketama') as Row)).toBe(10.75);
    expect(oneGram(after.get('Afghaan') as Row)).toBe(11.5);
  });

  it('sets availability by code or by name, with If-Match per item', async () => {
    const before = await rows();
    const afghaan = before.get('Afghaan') as Row;
    const answer = await put('availability', [
      { code: '20001', active: false },
      { product_name: 'ketama', active: false },
      { product_name: 'Bestaat niet', active: false },
    ]);
    const { results } = answer.json<{ results: Result[] }>();
    expect(results.map((r) => r.status)).toEqual([200, 200, 404]);
    expect(results[0]?.row_ids.sort()).toEqual(
      [afghaan.id, (before.get('Marokkaanse Polm') as Row).id].sort(),
    );
    const after = await rows();
    expect((after.get('Afghaan') as Row).active).toBe(false);
    expect((after.get('Ketama') as Row).active).toBe(false);
    // An old version is refused for that item alone.
    const stale = await put('availability', [
      { product_name: 'Afghaan', active: true, if_match: `"${afghaan.modified_at}"` },
      { product_name: 'Ketama', active: true },
    ]);
    const staleResults = stale.json<{ results: Result[] }>().results;
    expect(staleResults.map((r) => r.status)).toEqual([409, 200]);
    expect(staleResults[0]?.error).toBe('stale_version');
    const current = (await rows()).get('Afghaan') as Row;
    const fresh = await put('availability', [
      { product_name: 'Afghaan', active: true, if_match: `"${current.modified_at}"` },
    ]);
    expect(fresh.json<{ results: Result[] }>().results[0]?.status).toBe(200);
  });

  it("refuses a key without the scope, and another group's shop as a missing one", async () => {
    const refused = await put('availability', [{ code: '20001', active: true }], readOnly);
    expect(refused.statusCode).toBe(403);
    const elsewhere = await put(
      'availability',
      [{ code: '20001', active: true }],
      key,
      otherShopId,
    );
    const missing = await put(
      'availability',
      [{ code: '20001', active: true }],
      key,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual(missing.json());
  });
  it('writes a call of 200 codes exactly: in place, and copies under new codes for one row', async () => {
    const before = await rows();
    const kind = before.get('Ketama') as Row;
    const twin = before.get('Afghaan') as Row;
    const drink = before.get('Coca-Cola') as Row;
    // 200 combinations 70001 to 70200: 1-100 for Ketama (1-20 shown by Afghaan too), the rest
    // for Coca-Cola.
    await api.database.db
      .execute(sql`insert into prices (internal_product_id, shop_group_id, edible)
      select (70000 + g)::text, ${groupId}::uuid, '[{"label":"1st","quantity":1,"price":1,"active":true}]'::jsonb
      from generate_series(1, 200) g`);
    await api.database.db.execute(sql`insert into shops_to_prices
        (shop_id, price_id, kind_id, product_id, category_id, order_number)
      select ${shopId}::uuid, p.id, l.kind_id, l.product_id, l.category_id, 1000 + n
      from (select id, internal_product_id::int - 70000 as n from prices
        where shop_group_id = ${groupId}::uuid and internal_product_id like '70___') p
      join shops_to_prices l on l.id = case
        when p.n <= 100 then ${kind.id}::uuid else ${drink.id}::uuid end
      union all
      select ${shopId}::uuid, p.id, ${twin.kind_id}::uuid, null, ${twin.category_id}::uuid, 2000 + p.n
      from (select id, internal_product_id::int - 70000 as n from prices
        where shop_group_id = ${groupId}::uuid and internal_product_id like '70___') p
      where p.n <= 20`);
    const countPrices = async () =>
      (await rowsOf<{ n: number }>(api.database.db, sql`select count(*)::int as n from prices`))[0]
        ?.n ?? 0;
    const pricesBefore = await countPrices();
    const ten = (n: number) =>
      Array.from({ length: 10 }, (_, i) => ({ quantity: i + 1, price: n + i / 100 }));
    const items = Array.from({ length: 200 }, (_, i) => {
      const n = i + 1;
      const code = String(70000 + n);
      if (n <= 20) return { code, product_name: 'Ketama', cannabis: ten(n), for: 'this' };
      if (n <= 100) return { code, cannabis: ten(n), for: 'all' };
      return { code, edible: ten(n), for: 'all' };
    });
    const answer = await put('prices', items);
    expect(answer.statusCode, answer.body).toBe(200);
    const { changed, results } = answer.json<{ changed: number; results: Result[] }>();
    expect(changed).toBe(200);
    expect(results.map((r) => r.status)).toEqual(items.map(() => 200));
    // Twenty copies, under the next free codes of the prefix: 70001 to 70099 are taken, so
    // past the shop's pattern.
    expect(await countPrices()).toBe(pricesBefore + 20);
    expect(results.slice(0, 20).map((r) => r.register_code)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(700001 + i)),
    );
    expect(results.slice(0, 20).map((r) => r.register_code_change?.was)).toEqual(
      items.slice(0, 20).map((item) => item.code),
    );
    expect(results.slice(20).every((r) => r.register_code_change === null)).toBe(true);
    expect(results.slice(20).map((r) => r.register_code)).toEqual(
      items.slice(20).map((item) => item.code),
    );
    // Every row shows exactly its new prices; Afghaan's rows keep the old ones.
    const all = (
      await api.app.inject({
        url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json<Row[]>();
    const byCode = new Map<string, Row[]>();
    for (const row of all) {
      byCode.set(row.internal_product_id, [...(byCode.get(row.internal_product_id) ?? []), row]);
    }
    for (const [i, item] of items.entries()) {
      const n = i + 1;
      const result = results[i] as Result;
      const shown = byCode.get(result.register_code as string) ?? [];
      expect(shown.map((r) => r.id).sort(), item.code).toEqual([...result.row_ids].sort());
      // A list not sent stays: the cannabis rows keep their piece price beside the grams.
      const expected =
        n <= 100
          ? [...ten(n).map((e) => [`${e.quantity}g`, e.price]), ['1st', 1]]
          : ten(n).map((e) => [`${e.quantity}st`, e.price]);
      for (const row of shown) {
        expect(
          row.json_prices.map((e) => [e.label, e.price]),
          item.code,
        ).toEqual(expected);
      }
      if (n <= 20) {
        const left = byCode.get(item.code) ?? [];
        expect(left.map((r) => r.product_name)).toEqual(['Afghaan']);
        expect(left[0]?.json_prices.map((e) => [e.label, e.price])).toEqual([['1st', 1]]);
      }
    }
  });
});
