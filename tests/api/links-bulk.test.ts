import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { historyChanges, shopsToPrices } from '../../server/db/schema';
import { createInProcessBus, type PushMessage } from '../../server/push/bus';
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

interface LinkView {
  id: string;
  active: boolean;
  new: boolean;
  category_id: string;
  order_number: number;
  action_labels: { label: string; price: number }[];
}

/** POST /v1/shops-to-prices/bulk: one action on many rows of a shop, in one write. */
describe.each(testDatabases())('bulk actions on links on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let root: string;
  let call: ReturnType<typeof caller>;
  let shop: string;
  let secondShop: string;
  let shopB: string;
  const cat = {} as Record<'wiet' | 'hasj' | 'horeca' | 'station' | 'b', string>;
  const rows: string[] = [];
  let horecaRow: string;
  let stationRow: string;
  let rowB: string;
  const pushes: PushMessage[] = [];

  beforeAll(async () => {
    const bus = createInProcessBus();
    bus.subscribe((message) => pushes.push(message));
    api = await startTestApi(kind, { bus });
    call = caller(api);
    root = await api.adminAuth();
    a = await createTenant(api, 'Bulk A', ['BA-Centrum', 'BA-Station']);
    b = await createTenant(api, 'Bulk B', ['BB-Haven']);
    [shop, secondShop] = a.shopIds as [string, string];
    shopB = b.shopIds[0] as string;
    cat.wiet = await insertCategory(api, shop, 'Wiet');
    cat.hasj = await insertCategory(api, shop, 'Hasj');
    cat.horeca = await insertCategory(api, shop, 'Drinken', false);
    cat.station = await insertCategory(api, secondShop, 'Wiet');
    cat.b = await insertCategory(api, shopB, 'Wiet');
    const weed = await created(api, root, '/v1/prices', priceBody('100001', a.groupId));
    const cheap = await created(
      api,
      root,
      '/v1/prices',
      priceBody('100002', a.groupId, {
        cannabis: [
          { quantity: 1, price: 9.99 },
          { quantity: 2, price: 0.25 },
        ],
      }),
    );
    const drinks = await created(
      api,
      root,
      '/v1/prices',
      priceBody('500001', a.groupId, {
        cannabis: [],
        edible: [
          { quantity: 1, price: 2.5 },
          { quantity: 2, price: 4.8 },
        ],
      }),
    );
    const priceB = await created(api, root, '/v1/prices', priceBody('100001', b.groupId));
    const link = async (auth: string, body: object) =>
      (await created<LinkView>(api, auth, '/v1/shops-to-prices', body)).id;
    for (const name of ['Amnesia', 'Bubba', 'Critical', 'Diesel']) {
      const kindId = await insertKind(api, a.groupId, name);
      rows.push(
        await link(a.employee.auth, {
          shop_id: shop,
          price_id: name === 'Diesel' ? cheap.id : weed.id,
          category_id: cat.wiet,
          kind_id: kindId,
        }),
      );
    }
    horecaRow = await link(a.employee.auth, {
      shop_id: shop,
      price_id: drinks.id,
      category_id: cat.horeca,
      product_id: await insertProduct(api, a.groupId, 'Cola'),
    });
    stationRow = await link(a.employee.auth, {
      shop_id: secondShop,
      price_id: weed.id,
      category_id: cat.station,
      kind_id: await insertKind(api, a.groupId, 'Station'),
    });
    rowB = await link(b.employee.auth, {
      shop_id: shopB,
      price_id: priceB.id,
      category_id: cat.b,
      kind_id: await insertKind(api, b.groupId, 'Alleen B'),
    });
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    pushes.length = 0;
  });

  const bulk = (ids: string[], action: object, auth = a.employee.auth, shopId = shop) =>
    call(auth, 'POST', '/v1/shops-to-prices/bulk', { shop_id: shopId, ids, action });
  const read = async (id: string) =>
    (await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${id}`)).json<LinkView>();
  const allRows = () => api.database.db.select().from(shopsToPrices).orderBy(shopsToPrices.id);
  const changeCount = async () =>
    (await api.database.db.select({ n: count() }).from(historyChanges))[0]?.n ?? 0;

  it('makes rows unavailable and available in one write, one bump and one push', async () => {
    const [first, second] = rows as [string, string];
    const changesBefore = await changeCount();
    await expectBumps(api, { bumped: [shop], untouched: [secondShop, shopB] }, async () => {
      const response = await bulk([first, second], { type: 'availability', active: false });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ changed: 2 });
    });
    expect(await changeCount()).toBe(changesBefore + 1);
    expect(pushes).toEqual([{ topic: 'shop', shopId: shop }]);
    expect((await read(first)).active).toBe(false);
    expect((await read(second)).active).toBe(false);
    expect((await read(rows[2] as string)).active).toBe(true);

    // Only the rows that change count; one of them is unavailable already.
    const again = await bulk([first, rows[2] as string], { type: 'availability', active: false });
    expect(again.json()).toEqual({ changed: 1 });
    const back = await bulk(rows, { type: 'availability', active: true });
    expect(back.json()).toEqual({ changed: 3 });
    expect((await Promise.all(rows.map(read))).every((row) => row.active)).toBe(true);
  });

  it('changes nothing and pushes nothing when every row is as asked already', async () => {
    await expectBumps(api, { bumped: [], untouched: [shop] }, async () => {
      const response = await bulk(rows, { type: 'availability', active: true });
      expect(response.json()).toEqual({ changed: 0 });
    });
    expect(pushes).toEqual([]);
  });

  it('marks rows new and not new', async () => {
    const response = await bulk([rows[0] as string, horecaRow], { type: 'new', new: true });
    expect(response.json()).toEqual({ changed: 2 });
    expect((await read(horecaRow)).new).toBe(true);
    expect((await read(rows[1] as string)).new).toBe(false);
    expect((await bulk(rows, { type: 'new', new: false })).json()).toEqual({ changed: 1 });
    expect((await read(rows[0] as string)).new).toBe(false);
  });

  it('moves rows to the end of another category, keeping their order, both numbered again', async () => {
    const [first, second, third, fourth] = rows as [string, string, string, string];
    const response = await bulk([third, first], { type: 'category', category_id: cat.hasj });
    expect(response.json()).toEqual({ changed: 2 });
    expect(await expectDense(api, cat.hasj)).toEqual([first, third]);
    expect(await expectDense(api, cat.wiet)).toEqual([second, fourth]);
    const next = await bulk([second, third], { type: 'category', category_id: cat.hasj });
    expect(next.json()).toEqual({ changed: 1 });
    expect(await expectDense(api, cat.hasj)).toEqual([first, third, second]);
    await bulk([first, second, third], { type: 'category', category_id: cat.wiet });
    expect(await expectDense(api, cat.wiet)).toEqual([fourth, first, third, second]);
    expect(await expectDense(api, cat.hasj)).toEqual([]);
  });

  it('refuses a category of another shop or of the other kind, and changes nothing', async () => {
    const before = await allRows();
    for (const [ids, category] of [
      [[rows[0] as string], cat.station],
      [[rows[0] as string], cat.b],
      [[rows[0] as string, horecaRow], cat.horeca],
      [[horecaRow], cat.wiet],
    ] as const) {
      const response = await bulk([...ids], { type: 'category', category_id: category });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await allRows()).toEqual(before);
  });

  it('gives N % off every enabled price label, rounded down to 0,25, only when lower', async () => {
    const [first, , , diesel] = rows as [string, string, string, string];
    const firstView = await read(first);
    // The first row switches 5g off: it gets no discount there.
    const edit = await call(a.employee.auth, 'PUT', `/v1/shops-to-prices/${first}`, {
      ...firstView,
      deactivated_labels: ['5g'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const response = await bulk([first, diesel, horecaRow], { type: 'discount', percent: 15 });
    expect(response.json()).toEqual({ changed: 3 });
    expect((await read(first)).action_labels).toEqual([
      { label: '1g', price: 8.5 },
      { label: '2.5g', price: 20.25 },
    ]);
    // 9,99 -> 8,49 -> 8,25; 0,25 -> 0,21 -> 0.
    expect((await read(diesel)).action_labels).toEqual([
      { label: '1g', price: 8.25 },
      { label: '2g', price: 0 },
    ]);
    expect((await read(horecaRow)).action_labels).toEqual([
      { label: '1st', price: 2 },
      { label: '2st', price: 4 },
    ]);
    // The same discount again changes nothing; another percentage replaces the discounts.
    expect((await bulk([first], { type: 'discount', percent: 15 })).json()).toEqual({
      changed: 0,
    });
    await bulk([first], { type: 'discount', percent: 50 });
    expect((await read(first)).action_labels).toEqual([
      { label: '1g', price: 5 },
      { label: '2.5g', price: 12 },
    ]);
  });

  it('removes the discounts of rows', async () => {
    const response = await bulk([...rows, horecaRow], { type: 'remove_discounts' });
    expect(response.json()).toEqual({ changed: 3 });
    for (const id of [...rows, horecaRow]) expect((await read(id)).action_labels).toEqual([]);
  });

  it('refuses percentages outside 1..90, empty and oversized id lists', async () => {
    for (const percent of [0, 91, 12.5]) {
      expect((await bulk(rows, { type: 'discount', percent })).statusCode).toBe(400);
    }
    expect((await bulk([], { type: 'remove_discounts' })).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, () => rows[0] as string);
    expect((await bulk(many, { type: 'remove_discounts' })).statusCode).toBe(400);
    expect((await bulk(rows, { type: 'hide' })).statusCode).toBe(400);
  });

  it("answers 404 and changes nothing for rows of another shop or another tenant's shop", async () => {
    const before = await allRows();
    const attempts = [
      // A row of the shop's sister shop, mixed in.
      bulk([rows[0] as string, stationRow], { type: 'availability', active: false }),
      // Another tenant's row, through A's shop.
      bulk([rows[0] as string, rowB], { type: 'new', new: true }),
      // B's staff with A's rows, through A's shop and through their own.
      bulk([rows[0] as string], { type: 'availability', active: false }, b.employee.auth),
      bulk([rows[0] as string], { type: 'remove_discounts' }, b.admin.auth, shopB),
      bulk([rowB, rows[0] as string], { type: 'discount', percent: 10 }, b.admin.auth, shopB),
      // An id of nothing.
      bulk([rows[0] as string, '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10'], {
        type: 'remove_discounts',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await allRows()).toEqual(before);
    expect(pushes).toEqual([]);
  });

  it('lets a superuser act on any shop', async () => {
    const response = await bulk([stationRow], { type: 'new', new: true }, root, secondShop);
    expect(response.json()).toEqual({ changed: 1 });
    const [row] = await api.database.db
      .select()
      .from(shopsToPrices)
      .where(eq(shopsToPrices.id, stationRow));
    expect(row?.new).toBe(true);
  });
});
