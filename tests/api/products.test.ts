import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
  cacheStatus,
  caller,
  createItem,
  expectBoardReload,
  expectStatus,
  linkToShop,
  uniqueName,
} from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';
import { recordPublishedPictures } from '../support/pictures';

const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

interface Product {
  id: string;
  name: string;
  shop_group_id: string | null;
  images_amount: number;
  modified_at: string;
  [field: string]: unknown;
}

describe.each(testDatabases())('horeca products on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Horeca A', ['Horeca A1']);
    b = await createTenant(api, 'Groep Horeca B', ['Horeca B1']);
    await recordPublishedPictures(api, a.groupId, ['cola-1-1.png', 'cola-3-1.png', 'thee.png']);
  });
  afterAll(() => api?.close());

  const create = (auth: string, body: object) => call(auth, 'POST', '/v1/products/', body);

  it('creates a product of a group with every field, and derives images_amount', async () => {
    const product = await expectStatus<Product>(
      create(a.employee.auth, {
        name: '  Cola  ',
        short_description_nl: 'Fris',
        short_description_en: 'Fizzy',
        description_nl: 'Koude cola',
        description_en: 'Cold cola',
        product_type: 'H',
        image_1: 'cola-1-1.png',
        image_3: 'cola-3-1.png',
        image_2: null,
        shop_group_id: a.groupId,
        images_amount: 99,
      }),
      201,
    );
    expect(product).toMatchObject({
      name: 'Cola',
      short_description_en: 'Fizzy',
      description_nl: 'Koude cola',
      product_type: 'H',
      image_1: 'cola-1-1.png',
      image_2: null,
      image_3: 'cola-3-1.png',
      image_6: null,
      images_amount: 2,
      shop_group_id: a.groupId,
    });
    const read = await expectStatus<Product>(
      call(a.admin.auth, 'GET', `/v1/products/${product.id}`),
      200,
    );
    expect(read).toEqual(product);
  });

  it('keeps names unique per group, ignoring case', async () => {
    await expectStatus(create(a.employee.auth, { name: 'Pepsi', shop_group_id: a.groupId }), 201);
    const twice = await create(a.admin.auth, { name: 'PEPSI', shop_group_id: a.groupId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/already exists in this shop group/);
    await expectStatus(create(b.employee.auth, { name: 'pepsi', shop_group_id: b.groupId }), 201);
    await expectStatus(create(admin, { name: 'Pepsi' }), 201);
    const global = await create(admin, { name: 'pepsi', shop_group_id: null });
    expect(global.statusCode).toBe(409);
    expect(global.json().detail).toMatch(/global product/);
  });

  it('answers 400 for bad fields', async () => {
    const cases: [object, (string | number)[]][] = [
      [{}, ['body', 'name']],
      [{ name: 'Thee', product_type: 'X' }, ['body', 'product_type']],
      [{ name: 'Thee', image_1: 12 }, ['body', 'image_1']],
      [{ name: 'Thee', shop_group_id: 'groep' }, ['body', 'shop_group_id']],
      [{ name: ' ' }, ['body', 'name']],
    ];
    for (const [body, loc] of cases) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validation_errors[0].loc.slice(0, 2)).toEqual(loc);
    }
  });

  it('keeps global products and other groups to their owners', async () => {
    const staffGlobal = await create(a.admin.auth, { name: 'Koffie', shop_group_id: null });
    expect(staffGlobal.statusCode).toBe(403);
    const staffNoGroup = await create(a.admin.auth, { name: 'Koffie' });
    expect(staffNoGroup.statusCode).toBe(403);
    const otherGroup = await create(a.admin.auth, { name: 'Koffie', shop_group_id: b.groupId });
    expect(otherGroup.statusCode).toBe(404);
    const unknownGroup = await create(admin, { name: 'Koffie', shop_group_id: UNKNOWN_ID });
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.json().detail).toBe('Shop group not found');

    const globalId = await createItem(api, admin, 'products', { name: uniqueName('Water') });
    const ownId = await createItem(api, a.employee.auth, 'products', {
      name: uniqueName('Thee'),
      shop_group_id: a.groupId,
    });
    expect((await call(b.employee.auth, 'GET', `/v1/products/${globalId}`)).statusCode).toBe(200);
    expect((await call(b.employee.auth, 'GET', `/v1/products/${ownId}`)).statusCode).toBe(404);
    const put = await call(b.admin.auth, 'PUT', `/v1/products/${ownId}`, { name: 'Gestolen' });
    expect(put.statusCode).toBe(404);
    expect((await call(b.admin.auth, 'DELETE', `/v1/products/${ownId}`)).statusCode).toBe(404);
    const putGlobal = await call(a.admin.auth, 'PUT', `/v1/products/${globalId}`, { name: 'X' });
    expect(putGlobal.statusCode).toBe(403);
    expect((await call(a.admin.auth, 'DELETE', `/v1/products/${globalId}`)).statusCode).toBe(403);
    const move = await call(a.admin.auth, 'PUT', `/v1/products/${ownId}`, {
      name: 'Thee',
      shop_group_id: b.groupId,
    });
    expect(move.statusCode).toBe(404);
    const makeGlobal = await call(a.admin.auth, 'PUT', `/v1/products/${ownId}`, {
      name: 'Thee',
      shop_group_id: null,
    });
    expect(makeGlobal.statusCode).toBe(403);
    expect((await call(admin, 'GET', `/v1/products/${UNKNOWN_ID}`)).json()).toEqual({
      detail: 'Product not found',
      code: 'not_found',
    });
  });

  it('lists a group plus global products, sorted, filtered and with Content-Range', async () => {
    const prefix = uniqueName('Lijst');
    await createItem(api, admin, 'products', { name: `${prefix} c`, product_type: 'S' });
    await createItem(api, a.admin.auth, 'products', {
      name: `${prefix} A`,
      shop_group_id: a.groupId,
    });
    await createItem(api, b.admin.auth, 'products', {
      name: `${prefix} b`,
      shop_group_id: b.groupId,
    });
    const filter = `filter=name:${encodeURIComponent(prefix)}`;
    const names = (body: Product[]) => body.map((p) => p.name.slice(-1));

    const ofA = await call(
      a.employee.auth,
      'GET',
      `/v1/products?shop_group_id=${a.groupId}&${filter}&sort=name`,
    );
    expect(names(ofA.json())).toEqual(['A', 'c']);
    expect(ofA.headers['content-range']).toBe('products 0-1/2');
    const staff = await call(b.employee.auth, 'GET', `/v1/products?${filter}&sort=-name`);
    expect(names(staff.json())).toEqual(['c', 'b']);
    const all = await call(admin, 'GET', `/v1/products?skip=0&limit=1000&sort=name&${filter}`);
    expect(names(all.json())).toEqual(['A', 'b', 'c']);
    expect(all.headers['content-range']).toBe('products 0-2/3');
    const superOfB = await call(admin, 'GET', `/v1/products?shop_group_id=${b.groupId}&${filter}`);
    expect(names(superOfB.json()).sort()).toEqual(['b', 'c']);
    const typed = await call(admin, 'GET', `/v1/products?${filter}&filter=product_type:S`);
    expect(names(typed.json())).toEqual(['c']);

    const foreign = await call(a.employee.auth, 'GET', `/v1/products?shop_group_id=${b.groupId}`);
    expect(foreign.statusCode).toBe(404);
    const badType = await call(admin, 'GET', '/v1/products?filter=product_type:X');
    expect(badType.statusCode).toBe(400);
    const badGroup = await call(admin, 'GET', '/v1/products?shop_group_id=abc');
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().validation_errors[0].loc).toEqual(['query', 'shop_group_id']);
  });

  it('updates a product in full, keeping what is not sent, and moves modified_at', async () => {
    const created = await expectStatus<Product>(
      create(a.admin.auth, {
        name: uniqueName('Ijsthee'),
        shop_group_id: a.groupId,
        image_1: 'thee.png',
        product_type: 'C',
      }),
      201,
    );
    await recordPublishedPictures(api, a.groupId, ['perzik.png', 'perzik-2.png']);
    const updated = await expectStatus<Product>(
      call(a.employee.auth, 'PUT', `/v1/products/${created.id}`, {
        ...created,
        name: 'Ijsthee Perzik',
        image_1: null,
        image_2: 'perzik.png',
        image_4: 'perzik-2.png',
        images_amount: 0,
      }),
      200,
    );
    expect(updated).toMatchObject({
      name: 'Ijsthee Perzik',
      image_1: null,
      images_amount: 2,
      product_type: 'C',
      shop_group_id: a.groupId,
    });
    expect(Date.parse(updated.modified_at)).toBeGreaterThan(Date.parse(created.modified_at));
    const partial = await expectStatus<Product>(
      call(a.employee.auth, 'PUT', `/v1/products/${created.id}`, { name: 'Ijsthee' }),
      200,
    );
    expect(partial).toMatchObject({ image_2: 'perzik.png', product_type: 'C' });
  });

  it('finds by name within a shop, and not across groups', async () => {
    const name = uniqueName('Limonade');
    const id = await createItem(api, a.admin.auth, 'products', { name, shop_group_id: a.groupId });
    const url = `/v1/products/name/${encodeURIComponent(name.toUpperCase())}`;
    const found = await call(a.employee.auth, 'GET', `${url}?shop_id=${a.shopIds[0]}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(id);
    expect((await call(admin, 'GET', `${url}?shop_id=${b.shopIds[0]}`)).statusCode).toBe(404);
    expect((await call(b.employee.auth, 'GET', url)).statusCode).toBe(404);
    expect((await call(b.employee.auth, 'GET', `${url}?shop_id=${a.shopIds[0]}`)).statusCode).toBe(
      404,
    );
  });

  it('shows a shop its price links, refuses deleting a listed product and reloads its boards', async () => {
    const shopId = a.shopIds[0] as string;
    const id = await createItem(api, a.admin.auth, 'products', {
      name: uniqueName('Tosti'),
      shop_group_id: a.groupId,
    });
    expect(
      await expectStatus(call(a.employee.auth, 'GET', `/v1/products/is-deletable/${id}`), 200),
    ).toEqual({ is_deletable: true });
    const { priceId, linkId } = await linkToShop(api, shopId, { productId: id });

    const withPrices = await expectStatus<Product & { prices: Record<string, unknown>[] }>(
      call(a.employee.auth, 'GET', `/v1/products/${id}?shop_id=${shopId}`),
      200,
    );
    expect(withPrices.prices).toHaveLength(1);
    expect(withPrices.prices[0]).toMatchObject({
      id: priceId,
      shops_to_price_id: linkId,
      internal_product_id: expect.stringMatching(/^9/),
      active: true,
      new: false,
      cannabis: [{ label: '1g', quantity: 1, price: 10, active: true }],
      one: 10,
      half: null,
    });
    const plain = await expectStatus(call(a.employee.auth, 'GET', `/v1/products/${id}`), 200);
    expect(plain).not.toHaveProperty('prices');
    const otherShop = await call(
      a.employee.auth,
      'GET',
      `/v1/products/${id}?shop_id=${b.shopIds[0]}`,
    );
    expect(otherShop.statusCode).toBe(404);

    const deletable = await expectStatus<{ is_deletable: boolean; reason: string }>(
      call(a.employee.auth, 'GET', `/v1/products/is-deletable/${id}`),
      200,
    );
    expect(deletable).toEqual({ is_deletable: false, reason: expect.stringMatching(/1 shop/) });
    const refused = await call(a.admin.auth, 'DELETE', `/v1/products/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(deletable.reason);

    await expectBoardReload(api, { touched: shopId, untouched: b.shopIds[0] as string }, () =>
      expectStatus(call(a.employee.auth, 'PUT', `/v1/products/${id}`, { name: 'Tosti Kaas' }), 200),
    );
  });

  it('deletes an unlisted product, leaving the boards alone', async () => {
    const id = await createItem(api, a.admin.auth, 'products', {
      name: uniqueName('Wafel'),
      shop_group_id: a.groupId,
    });
    const before = await cacheStatus(api, a.shopIds[0] as string);
    await expectStatus(call(a.employee.auth, 'DELETE', `/v1/products/${id}`), 204);
    expect(await cacheStatus(api, a.shopIds[0] as string)).toBe(before);
    expect((await call(a.employee.auth, 'GET', `/v1/products/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/v1/products/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/v1/products/is-deletable/${id}`)).statusCode).toBe(404);
  });
});
