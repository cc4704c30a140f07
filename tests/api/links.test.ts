import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import {
  caller,
  created,
  expectBumps,
  expectDense,
  insertCategory,
  insertKind,
  insertProduct,
  priceBody,
} from '../support/pricing';

const TOO_FEW = 'Je moet minstens 2 prijzen hebben.';
const NOT_LOWER = 'De actieprijs moet lager zijn dan de normale prijs.';

interface LinkView {
  id: string;
  order_number: number;
  [field: string]: unknown;
}

describe.each(testDatabases())('shops-to-prices on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let root: string;
  let call: ReturnType<typeof caller>;
  let shop: string;
  let secondShop: string;
  let shopB: string;
  const cat = {} as Record<'wiet' | 'hasj' | 'station' | 'b', string>;
  const kindIds: string[] = [];
  let kindB: string;
  let globalKind: string;
  let cola: string;
  const price = {} as Record<'weed' | 'other' | 'horeca' | 'legacy' | 'ofB', string>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    root = await api.adminAuth();
    a = await createTenant(api, 'Rijen A', ['RA-Centrum', 'RA-Station']);
    b = await createTenant(api, 'Rijen B', ['RB-Haven']);
    [shop, secondShop] = a.shopIds as [string, string];
    shopB = b.shopIds[0] as string;
    cat.wiet = await insertCategory(api, shop, 'Wiet');
    cat.hasj = await insertCategory(api, shop, 'Hasj');
    cat.station = await insertCategory(api, secondShop, 'Wiet');
    cat.b = await insertCategory(api, shopB, 'Wiet');
    for (const name of ['Amnesia', 'Bubba', 'Critical', 'Diesel', 'Erdbeer']) {
      kindIds.push(await insertKind(api, a.groupId, name, `${name} kort`));
    }
    kindB = await insertKind(api, b.groupId, 'Alleen B');
    globalKind = await insertKind(api, null, 'Overal');
    cola = await insertProduct(api, a.groupId, 'Cola');
    const make = (code: string, group: string | null, lists = {}, auth = root) =>
      created(api, auth, '/v1/prices', priceBody(code, group, lists)).then((p) => p.id);
    price.weed = await make('100001', a.groupId);
    price.other = await make('100002', a.groupId, {
      cannabis: [
        { quantity: 1, price: 7 },
        { quantity: 5, price: 30 },
      ],
    });
    price.horeca = await make('500001', a.groupId, {
      cannabis: [],
      edible: [
        { quantity: 1, price: 2.5 },
        { quantity: 2, price: 4.8 },
      ],
    });
    price.legacy = await created(api, root, '/v1/prices', {
      ...priceBody('500002', null, { cannabis: [] }),
      piece: 3,
    }).then((p) => p.id);
    price.ofB = await make('100001', b.groupId);
  });
  afterAll(() => api?.close());

  const body = (extra: object = {}) => ({
    shop_id: shop,
    price_id: price.weed,
    category_id: cat.wiet,
    kind_id: kindIds[0],
    ...extra,
  });
  const post = (extra: object = {}) =>
    call(a.employee.auth, 'POST', '/v1/shops-to-prices', body(extra));
  const read = async (id: string) =>
    (await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${id}`)).json<LinkView>();
  const put = (id: string, row: LinkView, change: object) =>
    call(a.employee.auth, 'PUT', `/v1/shops-to-prices/${id}`, { ...row, ...change });

  it('creates a row with defaults, its price entries and item names', async () => {
    const response = await post();
    expect(response.statusCode).toBe(201);
    const row = response.json<LinkView>();
    expect(row).toMatchObject({
      shop_id: shop,
      price_id: price.weed,
      category_id: cat.wiet,
      kind_id: kindIds[0],
      product_id: null,
      active: true,
      new: false,
      order_number: 0,
      deactivated_labels: [],
      action_labels: [],
      use_piece: false,
      internal_product_id: '100001',
      product_name: 'Amnesia',
      product_short_description_nl: 'Amnesia kort',
    });
    expect((row.json_prices as { label: string }[]).map((e) => e.label)).toEqual([
      '1g',
      '2.5g',
      '5g',
    ]);
    expect(await read(row.id)).toEqual(row);
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'kind'), eq(auditLog.entityId, kindIds[0] as string)));
    expect(audit.map((e) => [e.action, e.details.link_id])).toEqual([['Added', row.id]]);
  });

  it('creates horeca rows and rows of global items', async () => {
    const horeca = await post({
      category_id: cat.hasj,
      kind_id: null,
      product_id: cola,
      price_id: price.horeca,
      new: true,
    });
    expect(horeca.statusCode).toBe(201);
    expect(horeca.json()).toMatchObject({
      product_name: 'Cola',
      kind_id: null,
      new: true,
      order_number: 0,
    });
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.entityId, cola));
    expect(audit.map((e) => [e.entityType, e.action])).toEqual([['product', 'Added']]);
    const legacy = await post({
      category_id: cat.hasj,
      kind_id: globalKind,
      price_id: price.legacy,
      use_piece: true,
    });
    expect(legacy.statusCode).toBe(201);
    expect(legacy.json()).toMatchObject({
      use_piece: true,
      order_number: 1,
      internal_product_id: '500002',
    });
    expect(legacy.json().json_prices).toEqual([
      { label: '1st', quantity: 1, price: 3, active: true },
    ]);
  });

  const NO_SUCH_ID = '00000000-0000-4000-8000-000000000001';
  it.each([
    ['neither kind nor product', () => ({ kind_id: null }), 400, 'product-soort'],
    ['both kind and product', () => ({ product_id: cola }), 400, 'niet allebei'],
    ['a category of another shop', () => ({ category_id: cat.station }), 400, 'categorie hoort'],
    ['an unknown category', () => ({ category_id: NO_SUCH_ID }), 400, 'categorie hoort'],
    ['a price of another group', () => ({ price_id: price.ofB }), 400, 'prijs combi hoort'],
    ['an unknown price', () => ({ price_id: NO_SUCH_ID }), 400, 'prijs combi hoort'],
    ['a kind of another group', () => ({ kind_id: kindB }), 400, 'soort hoort niet'],
    [
      'a horeca product of no group it can use',
      () => ({ kind_id: null, product_id: NO_SUCH_ID }),
      400,
      'horeca product hoort',
    ],
    ["another group's shop", () => ({ shop_id: shopB, category_id: cat.b }), 404, 'Shop not found'],
  ] as const)('refuses %s', async (_name, change, status, message) => {
    const response = await post({ kind_id: kindIds[4], ...change() });
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toContain(message);
  });

  it('answers 409 for the same item at the same price in the same shop', async () => {
    const again = await post({ category_id: cat.hasj });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Deze prijsvariatie bestaat al.');
    const otherPrice = await post({ price_id: price.other });
    expect(otherPrice.statusCode).toBe(201);
    const otherShop = await post({ shop_id: secondShop, category_id: cat.station });
    expect(otherShop.statusCode).toBe(201);
  });

  it.each([
    ['an unknown label', { deactivated_labels: ['3j'] }, 'hoort niet bij de prijs combi'],
    ['all but one label off', { deactivated_labels: ['1g', '5g'] }, TOO_FEW],
    [
      'a discount on an unknown label',
      { action_labels: [{ label: '0.5g', price: 1 }] },
      'ingeschakeld',
    ],
    [
      'a discount on a switched-off label',
      { deactivated_labels: ['5g'], action_labels: [{ label: '5g', price: 40 }] },
      'ingeschakeld',
    ],
    ['an equal discount', { action_labels: [{ label: '1g', price: 10 }] }, NOT_LOWER],
    ['a higher discount', { action_labels: [{ label: '1g', price: 12 }] }, NOT_LOWER],
    ['a negative discount', { action_labels: [{ label: '1g', price: -1 }] }, 'prijs is 0'],
    ['a discount of 1e-9', { action_labels: [{ label: '1g', price: 1e-9 }] }, 'at most 2 decimals'],
    [
      'two discounts on one label',
      {
        action_labels: [
          { label: '1g', price: 9 },
          { label: '1g', price: 8 },
        ],
      },
      'maar één actieprijs',
    ],
  ])('refuses %s (400)', async (_name, labels, message) => {
    const response = await post({ kind_id: kindIds[3], ...labels });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(message);
  });

  it('stores switched-off labels and discounts that keep the rules', async () => {
    const response = await post({
      kind_id: kindIds[3],
      deactivated_labels: ['2.5g'],
      action_labels: [{ label: '5g', price: 42.5 }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      deactivated_labels: ['2.5g'],
      action_labels: [{ label: '5g', price: 42.5 }],
    });
  });

  it('replaces a row with PUT and keeps the label rules', async () => {
    const row = (await post({ kind_id: kindIds[1] })).json<LinkView>();
    const response = await put(row.id, row, {
      new: true,
      active: false,
      deactivated_labels: ['1g'],
      action_labels: [{ label: '5g', price: 40 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      new: true,
      active: false,
      deactivated_labels: ['1g'],
      action_labels: [{ label: '5g', price: 40 }],
      order_number: row.order_number,
    });
    const tooFew = await put(row.id, row, { deactivated_labels: ['1g', '2.5g'] });
    expect(tooFew.json().detail).toBe(TOO_FEW);
    const notLower = await put(row.id, row, { action_labels: [{ label: '1g', price: 11 }] });
    expect(notLower.json().detail).toBe(NOT_LOWER);
    const { active: _, ...partial } = row;
    const missing = await call(a.employee.auth, 'PUT', `/v1/shops-to-prices/${row.id}`, partial);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation_errors[0].loc).toEqual(['body', 'active']);
  });

  it('enables every label again when a row gets another price', async () => {
    const row = (
      await post({
        kind_id: kindIds[2],
        deactivated_labels: ['1g'],
        action_labels: [
          { label: '5g', price: 35 },
          { label: '2.5g', price: 20 },
        ],
      })
    ).json<LinkView>();
    const response = await put(row.id, row, { price_id: price.other });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      price_id: price.other,
      internal_product_id: '100002',
      deactivated_labels: [],
      action_labels: [],
    });
  });

  it('answers 409 when a PUT would repeat another row', async () => {
    const row = await read((await post({ kind_id: kindIds[4] })).json<LinkView>().id);
    const response = await put(row.id, row, { kind_id: kindIds[0] });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('U heeft dit product al toegevoegd aan deze shop!');
    expect((await put(row.id, row, { category_id: cat.station })).statusCode).toBe(400);
    const intoB = await put(row.id, row, { shop_id: shopB, category_id: cat.b });
    expect(intoB.statusCode).toBe(404);
  });

  it('switches availability and answers the row', async () => {
    const row = (await post({ kind_id: globalKind })).json<LinkView>();
    const response = await call(
      a.employee.auth,
      'PUT',
      `/v1/shops-to-prices/availability/${row.id}`,
      { active: false },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, active: false });
    const bad = await call(a.employee.auth, 'PUT', `/v1/shops-to-prices/availability/${row.id}`, {
      active: 'nee',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a row (204) and numbers its category again', async () => {
    const first = (
      await post({ kind_id: globalKind, category_id: cat.station, shop_id: secondShop })
    ).json<LinkView>();
    const second = (
      await post({ kind_id: kindIds[1], category_id: cat.station, shop_id: secondShop })
    ).json<LinkView>();
    expect(await expectDense(api, cat.station)).toContain(second.id);
    expect(
      (await call(a.employee.auth, 'DELETE', `/v1/shops-to-prices/${first.id}`)).statusCode,
    ).toBe(204);
    expect((await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${first.id}`)).statusCode).toBe(
      404,
    );
    expect(await expectDense(api, cat.station)).not.toContain(first.id);
    expect(
      (await call(a.employee.auth, 'DELETE', `/v1/shops-to-prices/${first.id}`)).statusCode,
    ).toBe(404);
  });

  it('lists rows with filters by price and shop and a Content-Range', async () => {
    const byPrice = await call(
      a.employee.auth,
      'GET',
      `/v1/shops-to-prices?filter=price_id:${price.other}`,
    );
    expect(byPrice.json().length).toBeGreaterThan(0);
    expect(byPrice.json().every((r: LinkView) => r.price_id === price.other)).toBe(true);
    const byShop = await call(
      a.employee.auth,
      'GET',
      `/v1/shops-to-prices?limit=1000&filter=shop_id:${shop}`,
    );
    const rows = byShop.json<LinkView[]>();
    expect(rows.every((r) => r.shop_id === shop)).toBe(true);
    expect(byShop.headers['content-range']).toBe(
      `shops-to-prices 0-${rows.length - 1}/${rows.length}`,
    );
    const wiet = rows.filter((r) => r.category_id === cat.wiet).map((r) => r.order_number);
    expect(wiet).toEqual(wiet.map((_, i) => i));
    const all = await call(a.employee.auth, 'GET', '/v1/shops-to-prices?limit=0');
    expect(all.json().length).toBeGreaterThan(rows.length);
    expect(all.json()[0]).toHaveProperty('json_prices');
    const paged = await call(
      a.employee.auth,
      'GET',
      `/v1/shops-to-prices?filter=shop_id:${shop}&skip=1&limit=2`,
    );
    expect(paged.headers['content-range']).toBe(`shops-to-prices 1-2/${rows.length}`);
  });

  it("keeps one group's rows from another group's users (404)", async () => {
    const row = await read(
      (await post({ kind_id: kindIds[2], category_id: cat.hasj })).json<LinkView>().id,
    );
    const attempts: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/v1/shops-to-prices/${row.id}`],
      ['PUT', `/v1/shops-to-prices/${row.id}`, { ...row, new: true }],
      ['PUT', `/v1/shops-to-prices/availability/${row.id}`, { active: false }],
      ['PATCH', `/v1/shops-to-prices/swap/${row.id}?move_up=true`],
      ['DELETE', `/v1/shops-to-prices/${row.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(b.admin.auth, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await read(row.id)).toEqual(row);
    const listed = await call(b.admin.auth, 'GET', `/v1/shops-to-prices?filter=shop_id:${shop}`);
    expect(listed.json()).toEqual([]);
    expect(listed.headers['content-range']).toBe('shops-to-prices */0');
    const rootList = await call(root, 'GET', `/v1/shops-to-prices?filter=id:${row.id}`);
    expect(rootList.json()).toHaveLength(1);
  });

  it('moves the cache status of the shops each write affects, and only those', async () => {
    const only = { bumped: [shop], untouched: [secondShop, shopB] };
    let row: LinkView = { id: '', order_number: 0 };
    await expectBumps(api, only, async () => {
      row = (await post({ kind_id: kindIds[0], price_id: price.horeca })).json<LinkView>();
    });
    row = await read(row.id);
    await expectBumps(api, only, () => put(row.id, row, { new: true }));
    await expectBumps(api, only, () =>
      call(a.employee.auth, 'PUT', `/v1/shops-to-prices/availability/${row.id}`, { active: false }),
    );
    await expectBumps(api, only, () =>
      call(a.employee.auth, 'PATCH', `/v1/shops-to-prices/swap/${row.id}?move_up=true`),
    );
    row = await read(row.id);
    await expectBumps(api, { bumped: [shop, secondShop], untouched: [shopB] }, () =>
      put(row.id, row, { shop_id: secondShop, category_id: cat.station }),
    );
    await expectBumps(api, { bumped: [secondShop], untouched: [shop, shopB] }, () =>
      call(a.employee.auth, 'DELETE', `/v1/shops-to-prices/${row.id}`),
    );
    await expectDense(api, cat.wiet);
    await expectDense(api, cat.station);
  });
});
