import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import {
  caller,
  categoryOrder,
  created,
  expectBumps,
  insertCategory,
  insertKind,
  priceBody,
} from '../support/pricing';

const TOO_FEW = 'Je moet minstens 2 prijzen hebben.';
const EXISTS =
  'Prijs bestaat al. Wanneer je toch op wil slaan, kies dan een andere kassa code prefix.';
const IN_USE =
  'Deze prijs combi / kassa code heeft nog actieve producten op de kaart. Wis die eerst.';

describe.each(testDatabases())('prices on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let root: string;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    root = await api.adminAuth();
    a = await createTenant(api, 'Prijzen A', ['PA-Centrum', 'PA-Station']);
    b = await createTenant(api, 'Prijzen B', ['PB-Haven']);
  });
  afterAll(() => api?.close());

  const newPrice = (code: string, groupId: string | null = a.groupId, auth = a.employee.auth) =>
    created<{ id: string }>(api, auth, '/v1/prices', priceBody(code, groupId));

  it('creates a price with generated labels, sorted entries and its model', async () => {
    const response = await call(a.employee.auth, 'POST', '/v1/prices', {
      ...priceBody('100777', a.groupId, {
        cannabis: [
          { quantity: 5, price: 45, label: 'vijf gram' },
          { quantity: 0.5, price: 6.5 },
        ],
        pre_rolled_joints: [{ quantity: 3, price: 13.5, active: false }],
        edible: [{ quantity: 1, price: 7.25, label: '' }],
      }),
      action_labels: [{ label: '1g', price: 1 }],
    });
    expect(response.statusCode).toBe(201);
    const price = response.json();
    expect(price).toMatchObject({
      internal_product_id: '100777',
      shop_group_id: a.groupId,
      model: 'New',
      cannabis: [
        { label: '0.5g', quantity: 0.5, price: 6.5, active: true },
        { label: '5g', quantity: 5, price: 45, active: true },
      ],
      pre_rolled_joints: [{ label: '3j', quantity: 3, price: 13.5, active: false }],
      edible: [{ label: '1st', quantity: 1, price: 7.25, active: true }],
      half: null,
      piece: null,
    });
    expect(price.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(price).not.toHaveProperty('action_labels');
    expect(new Date(price.created_at).toISOString()).toBe(price.created_at);
    const read = await call(a.employee.auth, 'GET', `/v1/prices/${price.id}`);
    expect(read.json()).toEqual(price);
    // The form sends the price back whole, with its generated labels and derived fields.
    const back = await call(a.employee.auth, 'PUT', `/v1/prices/${price.id}`, read.json());
    expect(back.statusCode).toBe(200);
    expect({ ...back.json(), modified_at: price.modified_at }).toEqual(price);
    // Nothing changed, so its version (modified_at) stays: an open form elsewhere may still save.
    expect(back.json().modified_at).toBe(price.modified_at);
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, price.id), eq(auditLog.entityType, 'price')))
      .orderBy(auditLog.createdAt);
    expect(audit.map((e) => [e.action, e.userId])).toEqual([
      ['Added', a.employee.id],
      ['Edited', a.employee.id],
    ]);
  });

  it("returns the legacy columns and calls a price without cannabis list 'Old'", async () => {
    const edible = await created<Record<string, unknown>>(api, root, '/v1/prices', {
      ...priceBody('400001', null, {
        cannabis: [],
        edible: [
          { quantity: 1, price: 2.5 },
          { quantity: 2, price: 4.8 },
        ],
      }),
    });
    expect(edible).toMatchObject({ model: 'Old', shop_group_id: null });
    const legacy = await created<Record<string, unknown>>(api, root, '/v1/prices', {
      ...priceBody('500999', null, { cannabis: [] }),
      piece: 2.5,
      joint: 4.25,
    });
    expect(legacy).toMatchObject({ model: 'Old', piece: 2.5, joint: 4.25, half: null, one: null });
  });

  it.each([
    ['a code without prefix', { internal_product_id: '01' }, 'prefix van 3 cijfers'],
    ['a code with a space', { internal_product_id: '100 01' }, 'prefix van 3 cijfers'],
    ['a code of 33 characters', { internal_product_id: `100${'1'.repeat(30)}` }, 'hooguit 32'],
    [
      'a zero quantity',
      {
        cannabis: [
          { quantity: 0, price: 1 },
          { quantity: 1, price: 2 },
        ],
      },
      'hoeveelheid',
    ],
    [
      'a negative price',
      {
        cannabis: [
          { quantity: 1, price: -1 },
          { quantity: 2, price: 2 },
        ],
      },
      'prijs is 0',
    ],
    [
      'a price in tenths of cents',
      { edible: [{ quantity: 1, price: 1.234 }] },
      'at most 2 decimals',
    ],
    [
      'a quantity of 1e-9',
      {
        cannabis: [
          { quantity: 1e-9, price: 1 },
          { quantity: 1, price: 2 },
        ],
      },
      'at most 2 decimals',
    ],
    ['a legacy price of 1e-9', { piece: 1e-9 }, 'at most 2 decimals'],
    [
      'a quantity twice',
      {
        cannabis: [
          { quantity: 1, price: 9 },
          { quantity: 1, price: 10 },
        ],
      },
      'maar één keer',
    ],
    ['a single price', { cannabis: [{ quantity: 1, price: 9 }] }, TOO_FEW],
    ['no prices at all', { cannabis: [] }, TOO_FEW],
  ])('refuses %s with 400', async (_name, change, message) => {
    const response = await call(a.employee.auth, 'POST', '/v1/prices', {
      ...priceBody('100500', a.groupId),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(message);
    expect(response.json().validation_errors[0].loc[0]).toBe('body');
  });

  it('takes a single piece price (a drink at 3,00), and refuses it as a single gram price', async () => {
    const drink = await call(a.employee.auth, 'POST', '/v1/prices', {
      ...priceBody('100600', a.groupId, { cannabis: [], pre_rolled_joints: [] }),
      edible: [{ quantity: 1, price: 3 }],
    });
    expect(drink.statusCode, drink.body).toBe(201);
    expect(drink.json().edible).toEqual([{ label: '1st', quantity: 1, price: 3, active: true }]);
    const joint = await call(a.employee.auth, 'POST', '/v1/prices', {
      ...priceBody('100601', a.groupId, { cannabis: [], edible: [] }),
      pre_rolled_joints: [{ quantity: 1, price: 5 }],
    });
    expect(joint.statusCode).toBe(400);
    expect(joint.json().detail).toContain(TOO_FEW);
  });

  it('refuses wrong types and unknown groups', async () => {
    const wrongType = await call(a.employee.auth, 'POST', '/v1/prices', {
      ...priceBody('100501', a.groupId),
      cannabis: [{ quantity: 1, price: '9,50' }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().validation_errors[0].loc).toEqual(['body', 'cannabis', 0, 'price']);
    const unknownGroup = await call(root, 'POST', '/v1/prices', {
      ...priceBody('100501', '00000000-0000-4000-8000-000000000000'),
    });
    expect(unknownGroup.statusCode).toBe(404);
  });

  it('keeps codes unique per shop group and among global prices (409)', async () => {
    const first = await newPrice('100100');
    const again = await call(a.employee.auth, 'POST', '/v1/prices', priceBody('100100', a.groupId));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(EXISTS);
    await newPrice('100100', b.groupId, b.employee.auth);
    await newPrice('100100', null, root);
    const globalAgain = await call(root, 'POST', '/v1/prices', priceBody('100100', null));
    expect(globalAgain.json().detail).toBe(EXISTS);
    const other = await newPrice('100101');
    const rename = await call(a.employee.auth, 'PUT', `/v1/prices/${other.id}`, {
      ...priceBody('100100', a.groupId),
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().detail).toBe(EXISTS);
    const keep = await call(a.employee.auth, 'PUT', `/v1/prices/${first.id}`, {
      ...priceBody(' 100100 ', a.groupId),
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().internal_product_id).toBe('100100');
  });

  it('lists own and global prices with filters, sorting and Content-Range', async () => {
    await newPrice('200002');
    await newPrice('200001');
    const own = await call(
      a.employee.auth,
      'GET',
      `/v1/prices?skip=0&limit=1000&sort=internal_product_id&filter=shop_group_id:${a.groupId}`,
    );
    const codes = own.json().map((p: { internal_product_id: string }) => p.internal_product_id);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['200001', '200002']));
    expect(own.headers['content-range']).toBe(`prices 0-${codes.length - 1}/${codes.length}`);
    const all = (await call(a.employee.auth, 'GET', '/v1/prices?limit=1000')).json();
    const groups = new Set(all.map((p: { shop_group_id: string | null }) => p.shop_group_id));
    expect([...groups].sort()).toEqual([a.groupId, null].sort());
    const byCode = await call(
      a.employee.auth,
      'GET',
      '/v1/prices?filter=internal_product_id:200001',
    );
    expect(
      byCode.json().map((p: { internal_product_id: string }) => p.internal_product_id),
    ).toEqual(['200001']);
    const old = (await call(root, 'GET', '/v1/prices?filter=model:Old')).json();
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((p: { model: string }) => p.model === 'Old')).toBe(true);
    const bad = await call(root, 'GET', '/v1/prices?filter=cannabis:1g');
    expect(bad.statusCode).toBe(400);
  });

  it("keeps other groups' prices invisible and global prices read-only for staff", async () => {
    const ofA = await newPrice('300300');
    const global = await newPrice('300301', null, root);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', priceBody('300300', a.groupId)],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(b.admin.auth, method, `/v1/prices/${ofA.id}`, payload);
      expect(response.statusCode, method).toBe(404);
    }
    const list = (await call(b.admin.auth, 'GET', `/v1/prices?filter=id:${ofA.id}`)).json();
    expect(list).toEqual([]);
    const intoA = await call(b.admin.auth, 'POST', '/v1/prices', priceBody('300302', a.groupId));
    expect(intoA.statusCode).toBe(404);
    const makeGlobal = await call(a.admin.auth, 'POST', '/v1/prices', priceBody('300303', null));
    expect(makeGlobal.statusCode).toBe(403);
    expect((await call(a.employee.auth, 'GET', `/v1/prices/${global.id}`)).statusCode).toBe(200);
    const changeGlobal = await call(
      a.admin.auth,
      'PUT',
      `/v1/prices/${global.id}`,
      priceBody('300301', a.groupId),
    );
    expect(changeGlobal.statusCode).toBe(403);
    expect((await call(a.admin.auth, 'DELETE', `/v1/prices/${global.id}`)).statusCode).toBe(403);
    const moveToGlobal = await call(
      a.admin.auth,
      'PUT',
      `/v1/prices/${ofA.id}`,
      priceBody('300300', null),
    );
    expect(moveToGlobal.statusCode).toBe(403);
  });

  describe('with links', () => {
    let shop: string;
    let otherShop: string;
    let category: string;
    let kinds: string[];

    beforeAll(async () => {
      [shop, otherShop] = a.shopIds as [string, string];
      category = await insertCategory(api, shop, 'Wiet');
      kinds = [];
      for (const name of ['Haze', 'Kush', 'Skunk', 'Widow']) {
        kinds.push(await insertKind(api, a.groupId, `${name} ${kind}`));
      }
    });

    const link = (priceId: string, kindId: string, extra: object = {}) =>
      created<{ id: string }>(api, a.employee.auth, '/v1/shops-to-prices', {
        shop_id: shop,
        price_id: priceId,
        category_id: category,
        kind_id: kindId,
        ...extra,
      });

    it('re-enables labels and drops discounts that no longer hold when a price changes', async () => {
      const price = await newPrice('400400');
      const row = await link(price.id, kinds[0] as string, {
        deactivated_labels: ['5g'],
        action_labels: [
          { label: '1g', price: 9 },
          { label: '2.5g', price: 20 },
        ],
      });
      await expectBumps(api, { bumped: [shop], untouched: [otherShop] }, async () => {
        const response = await call(a.employee.auth, 'PUT', `/v1/prices/${price.id}`, {
          ...priceBody('400400', a.groupId, {
            cannabis: [
              { quantity: 1, price: 8.5 },
              { quantity: 5, price: 44 },
            ],
          }),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().cannabis.map((e: { label: string }) => e.label)).toEqual([
          '1g',
          '5g',
        ]);
      });
      const after = (await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${row.id}`)).json();
      expect(after.deactivated_labels).toEqual([]);
      expect(after.action_labels).toEqual([]);
      expect(after.json_prices.map((e: { label: string }) => e.label)).toEqual(['1g', '5g']);
    });

    it('keeps discounts that are still lower after a price change', async () => {
      const price = await newPrice('400401');
      const row = await link(price.id, kinds[1] as string, {
        action_labels: [{ label: '5g', price: 40 }],
      });
      await call(a.employee.auth, 'PUT', `/v1/prices/${price.id}`, priceBody('400401', a.groupId));
      const after = (await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${row.id}`)).json();
      expect(after.action_labels).toEqual([{ label: '5g', price: 40 }]);
    });

    it('refuses to delete a price an active row shows (409)', async () => {
      const price = await newPrice('400402');
      const row = await link(price.id, kinds[2] as string);
      const response = await call(a.employee.auth, 'DELETE', `/v1/prices/${price.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: IN_USE, code: 'in_use' });
      expect((await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${row.id}`)).statusCode).toBe(
        200,
      );
    });

    it('refuses to delete a price a sold-out row still uses, and deletes it once unused', async () => {
      const price = await newPrice('400403');
      const waiting = await link(price.id, kinds[3] as string, { active: false });
      const before = await categoryOrder(api, category);
      const refused = await call(a.employee.auth, 'DELETE', `/v1/prices/${price.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: IN_USE, code: 'in_use' });
      expect(
        (await call(a.employee.auth, 'GET', `/v1/shops-to-prices/${waiting.id}`)).statusCode,
      ).toBe(200);
      expect(await categoryOrder(api, category)).toEqual(before);

      const unlinked = await call(a.employee.auth, 'DELETE', `/v1/shops-to-prices/${waiting.id}`);
      expect(unlinked.statusCode).toBe(204);
      await expectBumps(api, { bumped: [], untouched: [shop, otherShop] }, async () => {
        const response = await call(a.employee.auth, 'DELETE', `/v1/prices/${price.id}`);
        expect(response.statusCode).toBe(204);
      });
      expect((await call(a.employee.auth, 'GET', `/v1/prices/${price.id}`)).statusCode).toBe(404);
    });

    it('does not move a price to a group without the shops that show it', async () => {
      const price = await newPrice('400405', null, root);
      await link(price.id, kinds[0] as string);
      const response = await call(
        root,
        'PUT',
        `/v1/prices/${price.id}`,
        priceBody('400405', b.groupId),
      );
      expect(response.statusCode).toBe(409);
      const toA = await call(root, 'PUT', `/v1/prices/${price.id}`, priceBody('400405', a.groupId));
      expect(toA.statusCode).toBe(200);
      expect((await categoryOrder(api, category)).length).toBeGreaterThan(0);
    });

    it('creates and edits prices without touching any board that does not show them', async () => {
      let id = '';
      await expectBumps(api, { bumped: [], untouched: [shop, otherShop] }, async () => {
        id = (await newPrice('400406')).id;
        await call(a.employee.auth, 'PUT', `/v1/prices/${id}`, priceBody('400407', a.groupId));
        await call(a.employee.auth, 'DELETE', `/v1/prices/${id}`);
      });
    });
  });
});
