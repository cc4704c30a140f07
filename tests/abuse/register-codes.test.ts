/**
 * Attacks on the price calls of registers (`PUT /v1/shops/{shopId}/register-codes/prices`) and
 * on the other writers of a shared price combination: a call names each code once and carries a
 * bounded number of prices, a caller whose rights stop at some shops (a key limited to one shop,
 * staff of one group) cannot change a combination other shops show, and a drink cannot be given
 * cannabis prices. In the demo data Coca-Cola (50003) of Mississippi, Head Shop and De Steeg
 * share one combination at 3,00.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Row {
  id: string;
  price_id: string;
  product_name: string;
  internal_product_id: string;
  json_prices: { label: string; price: number }[];
}
interface Result {
  code: string | null;
  status: number;
  row_ids: string[];
  error?: string;
  detail?: string;
}
interface FeedItem {
  product_name: string | null;
  json_prices: { label: string; price: number }[];
}

describe.each(testDatabases())(
  'register-code and shared price calls under attack on %s',
  (kind) => {
    let api: TestApi;
    let root: string;
    let groupId: string;
    let mississippi: string;
    let deSteeg: string;
    let key: string;
    let limited: string;

    beforeAll(async () => {
      api = await startTestApi(kind, { demo: true });
      root = await api.adminAuth();
      mississippi = api.demo?.defaultShopId as string;
      deSteeg = api.demo?.shops.find((s) => s.name === 'De Steeg')?.id as string;
      const groups = await api.app.inject({
        url: '/v1/shop-groups?limit=0',
        headers: { authorization: root },
      });
      groupId = groups.json<{ id: string; name: string }[]>().find((g) => g.name === 'Maastricht')
        ?.id as string;
      const make = async (shopId: string | null) => {
        const answer = await api.app.inject({
          method: 'POST',
          url: '/v1/api-keys',
          headers: { authorization: root },
          payload: {
            shop_group_id: groupId,
            shop_id: shopId,
            name: `Kassa ${shopId ?? 'groep'}`,
            scopes: ['menu:read', 'prices:write'],
          },
        });
        expect(answer.statusCode, answer.body).toBe(201);
        return answer.json<{ key: string }>().key;
      };
      key = await make(null);
      limited = await make(mississippi);
    }, 180_000);
    afterAll(() => api?.close());

    const put = (items: object[], auth = key, shop = mississippi) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/shops/${shop}/register-codes/prices`,
        headers: { authorization: `Bearer ${auth}`, 'accept-language': 'en' },
        payload: { items },
      });
    const rows = async (shop = mississippi) =>
      (
        await api.app.inject({
          url: `/v1/shops-to-prices?filter=shop_id:${shop}&limit=0`,
          headers: { authorization: root },
        })
      ).json<Row[]>();
    const row = async (name: string, shop = mississippi) =>
      (await rows(shop)).find((r) => r.product_name === name) as Row;
    /** What a shop's board shows for a product: its prices by label. */
    const boardPrices = async (shop: string, name: string) => {
      const feed = await api.app.inject({ url: `/v1/shops/${shop}` });
      const item = feed.json<{ prices: FeedItem[] }>().prices.find((p) => p.product_name === name);
      return Object.fromEntries((item?.json_prices ?? []).map((e) => [e.label, e.price]));
    };
    const priceCount = async () =>
      Number(
        (
          await rowsOf<{ n: number }>(api.database.db, sql`select count(*)::int as n from prices`)
        )[0]?.n,
      );

    it('refuses a call that names a code twice, naming it, and writes nothing', async () => {
      const before = await row('Coca-Cola');
      const answer = await put([
        { code: '50003', edible: [{ quantity: 1, price: 4 }], for: 'all' },
        { code: '50001', edible: [{ quantity: 1, price: 2.5 }], for: 'all' },
        { code: '50003', edible: [{ quantity: 1, price: 5 }], for: 'all' },
        { code: '50001', edible: [{ quantity: 1, price: 2.75 }], for: 'all' },
      ]);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ detail: string }>().detail).toContain('50003, 50001');
      expect((await row('Coca-Cola')).json_prices).toEqual(before.json_prices);
    });

    it('refuses a call beyond the prices one call may carry, whole', async () => {
      const fifty = (from: number) =>
        Array.from({ length: 50 }, (_, i) => ({ quantity: from + i + 1, price: 10 + i }));
      // 14 items of 150 prices: 2,100 in all.
      const items = Array.from({ length: 14 }, (_, i) => ({
        code: String(10001 + i),
        cannabis: fifty(0),
        pre_rolled_joints: fifty(0),
        edible: fifty(0),
        for: 'all',
      }));
      const before = await priceCount();
      const answer = await put(items);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ detail: string }>().detail).toContain('2000');
      expect(answer.json<{ detail: string }>().detail).toContain('2100');
      expect(await priceCount()).toBe(before);
    });

    it("refuses a key limited to Mississippi to reprice De Steeg's shared combination", async () => {
      const steegBefore = await boardPrices(deSteeg, 'Coca-Cola');
      expect(steegBefore['1st']).toBe(3);
      const answer = await put(
        [
          { code: '50003', for: 'all', edible: [{ quantity: 1, price: 9.99 }] },
          { code: '50007', for: 'this', edible: [{ quantity: 1, price: 4.5 }] },
        ],
        limited,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const { changed, results } = answer.json<{ changed: number; results: Result[] }>();
      expect(results[0]).toMatchObject({ code: '50003', status: 403, error: 'forbidden' });
      expect(results[0]?.detail).toContain('De Steeg');
      expect(results[0]?.detail).toContain('Head Shop');
      // The other item stands: Smoothie mango is Mississippi's alone.
      expect(results[1]?.status).toBe(200);
      expect(changed).toBe(1);
      expect(await boardPrices(deSteeg, 'Coca-Cola')).toEqual(steegBefore);
      expect((await boardPrices(mississippi, 'Coca-Cola'))['1st']).toBe(3);
      // For this row only, the key may: Mississippi's Coca-Cola gets a copy, De Steeg keeps 3,00.
      const own = await put(
        [
          {
            code: '50003',
            product_name: 'Coca-Cola',
            for: 'this',
            edible: [{ quantity: 1, price: 3.5 }],
          },
        ],
        limited,
      );
      const [result] = own.json<{ results: Result[] }>().results;
      expect(result?.status, own.body).toBe(200);
      expect((await boardPrices(mississippi, 'Coca-Cola'))['1st']).toBe(3.5);
      expect(await boardPrices(deSteeg, 'Coca-Cola')).toEqual(steegBefore);
    });

    it('refuses the same through PUT /v1/shops-to-prices/{id}/prices for all', async () => {
      const fanta = await row('Fanta');
      expect(fanta.internal_product_id).toBe('50003');
      const steegBefore = await boardPrices(deSteeg, 'Coca-Cola');
      const answer = await api.app.inject({
        method: 'PUT',
        url: `/v1/shops-to-prices/${fanta.id}/prices`,
        headers: { authorization: `Bearer ${limited}`, 'accept-language': 'en' },
        payload: { for: 'all', edible: [{ quantity: 1, price: 9.99 }] },
      });
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json<{ detail: string }>().detail).toContain('De Steeg');
      expect(await boardPrices(deSteeg, 'Coca-Cola')).toEqual(steegBefore);
      expect((await row('Fanta')).json_prices).toEqual(fanta.json_prices);
      // The key of the whole group reaches every shop showing it.
      const group = await api.app.inject({
        method: 'PUT',
        url: `/v1/shops-to-prices/${fanta.id}/prices`,
        headers: { authorization: `Bearer ${key}` },
        payload: { for: 'all', edible: [{ quantity: 1, price: 3.25 }] },
      });
      expect(group.statusCode, group.body).toBe(200);
      expect((await boardPrices(deSteeg, 'Coca-Cola'))['1st']).toBe(3.25);
    });

    it("refuses staff a change of a combination another group's shop shows", async () => {
      // Oudegracht (group Utrecht) shows Maastricht's 40001 too.
      const [space] = await rowsOf<{ price_id: string }>(
        api.database.db,
        sql`select l.price_id::text as price_id from shops_to_prices l join shops s on s.id = l.shop_id
        join prices p on p.id = l.price_id where s.name = 'Mississippi' and p.internal_product_id = '40001'`,
      );
      await api.database.db
        .execute(sql`update shops_to_prices set price_id = ${space?.price_id}::uuid
      where id = (select l.id from shops_to_prices l join shops s on s.id = l.shop_id
        where s.name = 'Oudegracht' and l.product_id is not null order by l.id limit 1)`);
      const [staff] = api.demo?.staffUsers.filter((u) => u.shopGroup === 'Maastricht') ?? [];
      const auth = await api.login(staff?.username as string, api.staffPassword);
      const price = await api.app.inject({
        url: `/v1/prices/${space?.price_id}`,
        headers: { authorization: auth },
      });
      const current = price.json<{ internal_product_id: string; shop_group_id: string }>();
      const answer = await api.app.inject({
        method: 'PUT',
        url: `/v1/prices/${space?.price_id}`,
        headers: { authorization: auth, 'accept-language': 'en' },
        payload: {
          internal_product_id: current.internal_product_id,
          shop_group_id: current.shop_group_id,
          edible: [
            { quantity: 1, price: 99 },
            { quantity: 2, price: 150 },
          ],
        },
      });
      expect(answer.statusCode, answer.body).toBe(403);
      const detail = answer.json<{ detail: string }>().detail;
      expect(detail).toContain('1 shop(s) of other groups');
      expect(detail).not.toContain('Oudegracht');
    });

    it('refuses cannabis prices for a drink, naming the code and the field', async () => {
      const koffie = await row('Koffie');
      const answer = await put([
        {
          code: '50002',
          cannabis: [
            { quantity: 1, price: 2 },
            { quantity: 2, price: 4 },
          ],
          for: 'all',
        },
        { code: '50004', pre_rolled_joints: [{ quantity: 1, price: 3 }], for: 'all' },
        { code: '50006', edible: [{ quantity: 1, price: 4.25 }], for: 'all' },
      ]);
      expect(answer.statusCode, answer.body).toBe(200);
      const { changed, results } = answer.json<{ changed: number; results: Result[] }>();
      expect(results.map((r) => r.status)).toEqual([400, 400, 200]);
      expect(results[0]?.detail).toContain('50002');
      expect(results[0]?.detail).toContain('cannabis');
      expect(results[1]?.detail).toContain('pre_rolled_joints');
      expect(changed).toBe(1);
      const after = await row('Koffie');
      expect(after.json_prices).toEqual(koffie.json_prices);
      expect(after.json_prices.some((e) => e.label.endsWith('g'))).toBe(false);
      expect((await row('Appeltaart')).json_prices.map((e) => [e.label, e.price])).toEqual([
        ['1st', 4.25],
      ]);
    });
  },
);
