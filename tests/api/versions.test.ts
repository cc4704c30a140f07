import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Item {
  id: string;
  modified_at: string;
}

/**
 * Optimistic concurrency: every editable item's GET carries its version (`modified_at`); a save
 * that sends the version it read as If-Match is refused with 409 once someone else saved in
 * between, so the last save no longer wins silently. A client that sends no If-Match is not
 * checked (the predecessor's clients).
 */
describe.each(testDatabases())('saving on an older version on %s', (kind) => {
  let api: TestApi;
  let first: string;
  let second: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
    first = await api.adminAuth();
    second = await api.login(api.adminUsername, api.adminPassword);
  });
  afterAll(() => api?.close());

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    auth: string,
    payload?: object,
    version?: string,
  ) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: auth, ...(version && { 'if-match': `"${version}"` }) },
      payload,
    });

  async function firstOf(list: string): Promise<Item & Record<string, unknown>> {
    const answer = await call('GET', list, first);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<(Item & Record<string, unknown>)[]>()[0] as Item & Record<string, unknown>;
  }

  const cases: {
    what: string;
    list: () => string;
    url: (item: Item) => string;
    body: (item: Record<string, unknown>, n: number) => object;
  }[] = [
    {
      what: 'kind',
      list: () => '/v1/kinds/all',
      url: (item) => `/v1/kinds/${item.id}`,
      body: (item, n) => ({ name: `${String(item.name)} ${n}` }),
    },
    {
      what: 'horeca product',
      list: () => '/v1/products?limit=1',
      url: (item) => `/v1/products/${item.id}`,
      body: (item, n) => ({ name: `${String(item.name)} ${n}` }),
    },
    {
      what: 'category',
      list: () => `/v1/categories?filter=shop_id:${shopId}&limit=1`,
      url: (item) => `/v1/categories/${item.id}`,
      body: (item, n) => ({ name: `${String(item.name)} ${n}` }),
    },
    {
      what: 'screen',
      list: () => '/v1/screens?limit=1',
      url: (item) => `/v1/screens/${item.id}`,
      body: (item, n) => ({ name: `${String(item.name)} ${n}` }),
    },
    {
      what: 'price combination',
      list: () => '/v1/prices?filter=model:New&limit=1',
      url: (item) => `/v1/prices/${item.id}`,
      body: (item, n) => ({
        internal_product_id: item.internal_product_id,
        shop_group_id: item.shop_group_id,
        cannabis: (item.cannabis as { quantity: number; price: number }[]).map((entry, i) => ({
          quantity: entry.quantity,
          price: i === 0 ? entry.price + n / 4 : entry.price,
        })),
      }),
    },
    {
      what: 'price-link row',
      list: () => `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`,
      url: (item) => `/v1/shops-to-prices/availability/${item.id}`,
      body: (_item, n) => ({ active: n % 2 === 0 }),
    },
  ];

  it.each(cases)('refuses a stale save of a $what with 409, and takes a current one', async (c) => {
    const read = await firstOf(c.list());
    const byFirst = await call('PUT', c.url(read), first, c.body(read, 1), read.modified_at);
    expect(byFirst.statusCode, byFirst.body).toBe(200);
    // The second client still holds the version it read before the first one saved.
    const stale = await call('PUT', c.url(read), second, c.body(read, 2), read.modified_at);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'Dit item is intussen door iemand anders gewijzigd.',
      code: 'stale_version',
    });
    // After reloading, its save goes through.
    const reloaded = (
      await call('GET', c.url(read).replace('/availability', ''), second)
    ).json<Item>();
    expect(reloaded.modified_at).not.toBe(read.modified_at);
    const current = await call('PUT', c.url(read), second, c.body(read, 2), reloaded.modified_at);
    expect(current.statusCode, current.body).toBe(200);
    // Without If-Match nothing is checked.
    const unchecked = await call('PUT', c.url(read), first, c.body(read, 3));
    expect(unchecked.statusCode, unchecked.body).toBe(200);
  });

  it('lets only one of two saves on the same version through when they race', async () => {
    const read = await firstOf('/v1/kinds/all');
    const answers = await Promise.all(
      [first, second].map((auth, n) =>
        call('PUT', `/v1/kinds/${read.id}`, auth, { name: `Race ${n}` }, read.modified_at),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
