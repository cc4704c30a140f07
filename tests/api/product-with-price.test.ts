import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { cacheStatus, caller, expectStatus, uniqueName } from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * `POST /v1/products/with-price`: a horeca product, its price combination and its row on the
 * shop's board in one call, all or nothing.
 */

interface Created {
  product: { id: string; name: string; shop_group_id: string | null };
  price: {
    id: string;
    internal_product_id: string;
    shop_group_id: string | null;
    edible: { label: string; quantity: number; price: number }[];
  };
  link: {
    id: string;
    shop_id: string;
    category_id: string;
    product_id: string | null;
    price_id: string;
    active: boolean;
    order_number: number;
    internal_product_id: string;
  };
}

interface Feed {
  prices: {
    id: string;
    product_name: string | null;
    category_id: string;
    internal_product_id: string;
    json_prices: { label: string; price: number }[];
  }[];
}

describe.each(testDatabases())('a horeca product with its price on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let a: Tenant;
  let b: Tenant;
  let shopA: string;
  let drinksA: string;
  let drinksB: string;

  async function category(auth: string, shopId: string, name: string): Promise<string> {
    const created = await expectStatus<{ id: string }>(
      call(auth, 'POST', '/v1/categories', { name, shop_id: shopId, cannabis: false }),
      201,
    );
    return created.id;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    a = await createTenant(api, 'Groep Prijs A', ['Prijs A1']);
    b = await createTenant(api, 'Groep Prijs B', ['Prijs B1']);
    shopA = a.shopIds[0] as string;
    drinksA = await category(a.admin.auth, shopA, 'Dranken');
    drinksB = await category(b.admin.auth, b.shopIds[0] as string, 'Dranken');
  });
  afterAll(() => api?.close());

  const body = (changes: Record<string, unknown> = {}) => ({
    name: uniqueName('Cola'),
    shop_group_id: a.groupId,
    product_type: null,
    short_description_nl: 'Gekoeld',
    shop_id: shopA,
    category_id: drinksA,
    register_prefix: '500',
    prices: [{ quantity: 1, price: 3 }],
    ...changes,
  });
  const create = (auth: string, payload: object) =>
    call(auth, 'POST', '/v1/products/with-price', payload);
  const feedOf = async (shopId: string) =>
    expectStatus<Feed>(api.app.inject({ url: `/v1/shops/${shopId}` }), 200);
  const productsNamed = async (name: string) =>
    (
      await expectStatus<{ name: string }[]>(
        call(a.admin.auth, 'GET', `/v1/products?filter=name:${encodeURIComponent(name)}`),
        200,
      )
    ).filter((product) => product.name === name);

  it('creates the product, a one-price combination and the link in one call', async () => {
    const before = await cacheStatus(api, shopA);
    const sent = body();
    const created = await expectStatus<Created>(create(a.employee.auth, sent), 201);
    expect(created.product).toMatchObject({ name: sent.name, shop_group_id: a.groupId });
    expect(created.price).toMatchObject({
      internal_product_id: '50001',
      shop_group_id: a.groupId,
      edible: [{ label: '1st', quantity: 1, price: 3, active: true }],
    });
    expect(created.link).toMatchObject({
      shop_id: shopA,
      category_id: drinksA,
      product_id: created.product.id,
      price_id: created.price.id,
      active: true,
      order_number: 0,
      internal_product_id: '50001',
    });
    // The board shows it at once: its cache status moved and its feed has the row.
    expect(Date.parse(await cacheStatus(api, shopA))).toBeGreaterThan(Date.parse(before));
    const row = (await feedOf(shopA)).prices.find((item) => item.id === created.link.id);
    expect(row).toMatchObject({
      product_name: sent.name,
      category_id: drinksA,
      internal_product_id: '50001',
      json_prices: [expect.objectContaining({ label: '1st', price: 3 })],
    });
  });

  it('takes the next free register code of the prefix in the group, and several piece prices', async () => {
    const created = await expectStatus<Created>(
      create(
        a.admin.auth,
        body({
          prices: [
            { quantity: 2, price: 5.5 },
            { quantity: 1, price: 3 },
          ],
        }),
      ),
      201,
    );
    expect(created.price.internal_product_id).toBe('50002');
    expect(created.price.edible.map((entry) => [entry.label, entry.price])).toEqual([
      ['1st', 3],
      ['2st', 5.5],
    ]);
    expect(created.link.order_number).toBe(1);
    // Another group counts its own codes.
    const other = await expectStatus<Created>(
      create(
        b.employee.auth,
        body({ shop_group_id: b.groupId, shop_id: b.shopIds[0], category_id: drinksB }),
      ),
      201,
    );
    expect(other.price.internal_product_id).toBe('50001');
  });

  it.each([
    ['a price of 0,001', { prices: [{ quantity: 1, price: 0.001 }] }, 'at most 2 decimals'],
    ['a quantity of 1e-9', { prices: [{ quantity: 1e-9, price: 3 }] }, 'at most 2 decimals'],
    ['no price', { prices: [] }, 'Geef minstens één prijs.'],
    ['a prefix of letters', { register_prefix: '5a0' }, 'De kassa code prefix is 3 cijfers.'],
    ['a quantity of 0', { prices: [{ quantity: 0, price: 3 }] }, 'Een hoeveelheid is groter'],
    [
      'one quantity twice',
      {
        prices: [
          { quantity: 1, price: 3 },
          { quantity: 1, price: 4 },
        ],
      },
      'Elke hoeveelheid mag maar één keer',
    ],
  ])('refuses %s with a Dutch 400 and leaves nothing behind', async (_what, changes, detail) => {
    const sent = body(changes);
    const before = (await feedOf(shopA)).prices.length;
    const answer = await create(a.employee.auth, sent);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ detail: string }>().detail).toContain(detail);
    expect(await productsNamed(sent.name)).toEqual([]);
    expect((await feedOf(shopA)).prices).toHaveLength(before);
  });

  it("refuses another shop's category, and another group's shop", async () => {
    const sent = body({ category_id: drinksB });
    const answer = await create(a.employee.auth, sent);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ detail: string }>().detail).toBe(
      'Deze categorie hoort niet bij deze shop.',
    );
    expect(await productsNamed(sent.name)).toEqual([]);

    const elsewhere = await create(
      b.employee.auth,
      body({ shop_group_id: b.groupId, shop_id: shopA, category_id: drinksA }),
    );
    expect(elsewhere.statusCode).toBe(404);
    const intoA = await create(b.employee.auth, body());
    expect([403, 404]).toContain(intoA.statusCode);
    const prices = await expectStatus<{ internal_product_id: string }[]>(
      call(a.admin.auth, 'GET', `/v1/prices?filter=shop_group_id:${a.groupId}`),
      200,
    );
    expect(prices.map((price) => price.internal_product_id).sort()).toEqual(['50001', '50002']);
  });

  it('refuses a product name the group already has (409), without a new combination', async () => {
    const name = uniqueName('Spa');
    await expectStatus(create(a.employee.auth, body({ name })), 201);
    const again = await create(a.employee.auth, body({ name }));
    expect(again.statusCode).toBe(409);
    const prices = await expectStatus<{ internal_product_id: string }[]>(
      call(a.admin.auth, 'GET', `/v1/prices?filter=shop_group_id:${a.groupId}`),
      200,
    );
    expect(prices.map((price) => price.internal_product_id).sort()).toEqual([
      '50001',
      '50002',
      '50003',
    ]);
  });

  it('names the product of the same name in a 409, and puts that one on the menu when asked', async () => {
    const name = uniqueName('Spa rood');
    // In the catalogue, not on the menu: made without a row.
    const spa = await expectStatus<{ id: string; name: string }>(
      call(a.admin.auth, 'POST', '/v1/products', { name, shop_group_id: a.groupId }),
      201,
    );
    const typed = name.replace('rood', 'Rood');
    const clash = await create(a.employee.auth, body({ name: typed }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      existing_product: { id: spa.id, name, on_menu: false },
      detail: `${name} staat al in de catalogus.`,
    });

    const put = await expectStatus<Created>(
      create(
        a.employee.auth,
        body({ name: typed, existing_product_id: spa.id, prices: [{ quantity: 1, price: 2.75 }] }),
      ),
      201,
    );
    expect(put.product).toMatchObject({ id: spa.id, name });
    expect(put.link).toMatchObject({ product_id: spa.id, shop_id: shopA, category_id: drinksA });
    expect(put.price.edible).toEqual([{ label: '1st', quantity: 1, price: 2.75, active: true }]);
    expect(await productsNamed(name)).toHaveLength(1);
    const row = (await feedOf(shopA)).prices.find((item) => item.id === put.link.id);
    expect(row).toMatchObject({
      product_name: name,
      json_prices: [expect.objectContaining({ price: 2.75 })],
    });

    // Once on the menu, the name's 409 says so, and asking again is refused.
    const known = await create(a.employee.auth, body({ name }));
    expect(known.json()).toMatchObject({ existing_product: { id: spa.id, on_menu: true } });
    const twice = await create(a.employee.auth, body({ existing_product_id: spa.id }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ detail: string }>().detail).toBe(
      `${name} staat al op de kaart van deze shop.`,
    );
  });

  it('offers a global product of the same name to a group', async () => {
    const name = uniqueName('Spa groen');
    const global = await expectStatus<{ id: string }>(
      call(await api.adminAuth(), 'POST', '/v1/products', { name, shop_group_id: null }),
      201,
    );
    const clash = await create(a.employee.auth, body({ name: name.toUpperCase() }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ existing_product: { id: global.id, on_menu: false } });
    const put = await expectStatus<Created>(
      create(a.employee.auth, body({ existing_product_id: global.id })),
      201,
    );
    expect(put.product.shop_group_id).toBeNull();
    expect(put.price.shop_group_id).toBe(a.groupId);
  });

  it("does not put another group's product on the menu", async () => {
    const theirs = await expectStatus<{ id: string }>(
      call(b.admin.auth, 'POST', '/v1/products', {
        name: uniqueName('Spa blauw'),
        shop_group_id: b.groupId,
      }),
      201,
    );
    const refused = await create(a.employee.auth, body({ existing_product_id: theirs.id }));
    expect(refused.statusCode).toBe(404);
  });
});
