import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { caller, expectStatus, uniqueName } from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * `POST /v1/products/with-price` with `existing_product_id` (put a catalogue product on the
 * menu): another group's product is not found and its name is not told; a burst of the same
 * answer puts the product on the menu once.
 */
describe.each(testDatabases())('putting an existing product on the menu on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let a: Tenant;
  let b: Tenant;
  let shopA: string;
  let drinksA: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    a = await createTenant(api, `Bestaand A ${kind}`, [`Bestaand A1 ${kind}`]);
    b = await createTenant(api, `Bestaand B ${kind}`, [`Bestaand B1 ${kind}`]);
    shopA = a.shopIds[0] as string;
    drinksA = (
      await expectStatus<{ id: string }>(
        call(a.admin.auth, 'POST', '/v1/categories', {
          name: 'Dranken',
          shop_id: shopA,
          cannabis: false,
        }),
        201,
      )
    ).id;
  });
  afterAll(() => api?.close());

  const body = (changes: Record<string, unknown>) => ({
    name: uniqueName('Spa'),
    shop_group_id: a.groupId,
    shop_id: shopA,
    category_id: drinksA,
    register_prefix: '500',
    prices: [{ quantity: 1, price: 3 }],
    ...changes,
  });
  const create = (payload: object) =>
    call(a.employee.auth, 'POST', '/v1/products/with-price', payload);

  it("neither finds nor names another group's product", async () => {
    const name = uniqueName('Geheim');
    const theirs = await expectStatus<{ id: string }>(
      call(b.admin.auth, 'POST', '/v1/products', { name, shop_group_id: b.groupId }),
      201,
    );
    const probe = await create(body({ existing_product_id: theirs.id }));
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toContain(name);
    // Its name typed into the other group: refused without telling the product.
    const named = await create(body({ name, shop_group_id: b.groupId }));
    expect(named.statusCode).not.toBe(201);
    expect(named.json()).not.toHaveProperty('existing_product');
    expect(named.body).not.toContain(theirs.id);
  });

  it('puts the product on the menu once, however often the offer is answered', async () => {
    const spa = await expectStatus<{ id: string }>(
      call(a.admin.auth, 'POST', '/v1/products', {
        name: uniqueName('Spa rood'),
        shop_group_id: a.groupId,
      }),
      201,
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => create(body({ existing_product_id: spa.id }))),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
    const feed = await expectStatus<{ prices: { product_id: string | null }[] }>(
      api.app.inject({ url: `/v1/shops/${shopA}` }),
      200,
    );
    expect(feed.prices.filter((row) => row.product_id === spa.id)).toHaveLength(1);
  });
});
