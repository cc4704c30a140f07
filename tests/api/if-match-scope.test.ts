import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

type Item = Record<string, unknown> & { id: string; modified_at: string };

/**
 * Scope first, then the version: every route that takes If-Match answers another shop group's
 * row exactly as it answers an id that does not exist (404), whatever version the header
 * names, so the header never tells that a row exists or takes a lock on it. For the caller's
 * own rows the version is still checked (409). In the demo data Maastricht holds Mississippi;
 * `utrecht.staff` is staff of the other group.
 */
describe.each(testDatabases())('If-Match on rows of another shop group on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let own: string;
  let foreign: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
    admin = await api.adminAuth();
    const staff = (group: string) =>
      api.demo?.staffUsers.find((u) => u.shopGroup === group)?.username as string;
    own = await api.login(staff('Maastricht'), api.staffPassword);
    foreign = await api.login(staff('Utrecht'), api.staffPassword);
    // Mississippi has no main category in the demo data: its staff make one.
    const made = await api.app.inject({
      method: 'POST',
      url: '/v1/main-categories',
      headers: { authorization: own },
      payload: { shop_id: shopId, name: 'Versie hoofdcategorie' },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Its horeca products are global: the group gets one of its own.
    const kinds = await api.app.inject({ url: '/v1/kinds/all', headers: { authorization: own } });
    const groupId = kinds.json<Item[]>().find((k) => k.shop_group_id)?.shop_group_id;
    const product = await api.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: { authorization: own },
      payload: { name: 'Versie product', shop_group_id: groupId, product_type: 'H' },
    });
    expect(product.statusCode, product.body).toBe(201);
  });
  afterAll(() => api?.close());

  const put = (url: string, auth: string, payload: object, version?: string) =>
    api.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: auth, ...(version !== undefined && { 'if-match': version }) },
      payload,
    });

  /** The first row of a list the Maastricht staff read that belongs to their group or shop. */
  async function ownRow(list: string, field: 'shop_group_id' | 'shop_id'): Promise<Item> {
    const answer = await api.app.inject({ url: list, headers: { authorization: own } });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = answer.json<Item[]>().find((item) => item[field] !== null);
    if (!row) throw new Error(`no row of the group in ${list}`);
    return row;
  }

  const linkBody = (row: Item) => ({
    shop_id: row.shop_id,
    price_id: row.price_id,
    category_id: row.category_id,
    kind_id: row.kind_id,
    product_id: row.product_id,
    active: row.active,
    new: row.new,
  });
  const links = () => `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`;

  const routes: {
    what: string;
    list: () => string;
    field: 'shop_group_id' | 'shop_id';
    url: (id: string) => string;
    body: (row: Item) => object;
  }[] = [
    {
      what: 'PUT /v1/kinds/{id}',
      list: () => '/v1/kinds/all?limit=0',
      field: 'shop_group_id',
      url: (id) => `/v1/kinds/${id}`,
      body: (row) => ({ name: row.name }),
    },
    {
      what: 'PUT /v1/products/{id}',
      list: () => '/v1/products?limit=0',
      field: 'shop_group_id',
      url: (id) => `/v1/products/${id}`,
      body: (row) => ({ name: row.name }),
    },
    {
      what: 'PUT /v1/prices/{id}',
      list: () => '/v1/prices?limit=0',
      field: 'shop_group_id',
      url: (id) => `/v1/prices/${id}`,
      body: (row) => ({
        internal_product_id: row.internal_product_id,
        shop_group_id: row.shop_group_id,
        cannabis: row.cannabis,
        pre_rolled_joints: row.pre_rolled_joints,
        edible: row.edible,
      }),
    },
    {
      what: 'PUT /v1/categories/{id}',
      list: () => `/v1/categories?filter=shop_id:${shopId}&limit=0`,
      field: 'shop_id',
      url: (id) => `/v1/categories/${id}`,
      body: (row) => ({ name: row.name }),
    },
    {
      what: 'PUT /v1/main-categories/{id}',
      list: () => `/v1/main-categories?filter=shop_id:${shopId}&limit=0`,
      field: 'shop_id',
      url: (id) => `/v1/main-categories/${id}`,
      body: (row) => ({ name: row.name }),
    },
    {
      what: 'PUT /v1/screens/{id}',
      list: () => '/v1/screens?limit=0',
      field: 'shop_id',
      url: (id) => `/v1/screens/${id}`,
      body: (row) => ({ name: row.name }),
    },
    {
      what: 'PUT /v1/shops-to-prices/{id}',
      list: links,
      field: 'shop_id',
      url: (id) => `/v1/shops-to-prices/${id}`,
      body: linkBody,
    },
    {
      what: 'PUT /v1/shops-to-prices/{id}/prices',
      list: links,
      field: 'shop_id',
      url: (id) => `/v1/shops-to-prices/${id}/prices`,
      body: () => ({ for: 'this', edible: [{ quantity: 1, price: 3 }] }),
    },
    {
      what: 'PUT /v1/shops-to-prices/availability/{id}',
      list: links,
      field: 'shop_id',
      url: (id) => `/v1/shops-to-prices/availability/${id}`,
      body: (row) => ({ active: row.active }),
    },
  ];

  it.each(routes)(
    '$what: 404 for a foreign row whatever If-Match says, as for no row',
    async (r) => {
      const row = await ownRow(r.list(), r.field);
      const body = r.body(row);
      const missing = await put(r.url(randomUUID()), foreign, body, '"x"');
      expect(missing.statusCode, missing.body).toBe(404);
      for (const version of ['"x"', `"${row.modified_at}"`, 'W/"1999-01-01T00:00:00Z"', '*']) {
        const answer = await put(r.url(row.id), foreign, body, version);
        expect(answer.statusCode, `${version}: ${answer.body}`).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'not_found' });
      }
      const plain = await put(r.url(row.id), foreign, body);
      expect(plain.statusCode).toBe(404);
      // The row's own people still get the version check.
      const stale = await put(r.url(row.id), admin, body, '"x"');
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_version' });
    },
  );

  it('leaves a foreign row unlocked: its own staff save at once while If-Match requests pour in', async () => {
    const row = await ownRow(links(), 'shop_id');
    const attempts = Array.from({ length: 20 }, () =>
      put(`/v1/shops-to-prices/availability/${row.id}`, foreign, { active: true }, '"x"'),
    );
    const save = put(`/v1/shops-to-prices/availability/${row.id}`, own, { active: row.active });
    const answers = await Promise.all(attempts);
    expect(answers.every((a) => a.statusCode === 404)).toBe(true);
    expect((await save).statusCode).toBe(200);
  });
});
