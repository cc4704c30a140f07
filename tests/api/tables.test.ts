import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/api';
import {
  UNKNOWN_ID,
  expectCacheBumps,
  startLayoutWorld,
  type LayoutWorld,
} from '../support/layout';

interface Table {
  id: string;
  shop_id: string;
  name: string;
  created_at: string;
}

describe.each(testDatabases())('tables on %s', (kind) => {
  let w: LayoutWorld;
  let shopA: string;
  let shopA2: string;
  let shopB: string;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Tab');
    [shopA, shopA2] = w.a.shopIds as [string, string];
    shopB = w.b.shopIds[0] as string;
  });
  afterAll(() => w?.api.close());

  const create = (name: string, shopId = shopA) =>
    w.ok<Table>(w.a.employee.auth, 'POST', '/v1/tables', { shop_id: shopId, name });
  // Tables are not on boards: no write of theirs may reload one.
  const noBump = () => ({ bumped: [], unchanged: [shopA, shopA2] });

  it('creates, reads, renames and deletes a table without reloading boards', async () => {
    const created = await expectCacheBumps(w, noBump(), () => create(' Tafel 1 '));
    expect(created).toEqual({
      id: expect.any(String),
      shop_id: shopA,
      name: 'Tafel 1',
      created_at: expect.any(String),
    });
    expect(Date.parse(created.created_at)).not.toBeNaN();
    const url = `/v1/tables/${created.id}`;
    expect(await w.ok(w.a.admin.auth, 'GET', url)).toEqual(created);
    const renamed = await expectCacheBumps(w, noBump(), () =>
      w.ok<Table>(w.a.admin.auth, 'PUT', url, { ...created, name: 'Tafel bij het raam' }),
    );
    expect(renamed).toEqual({ ...created, name: 'Tafel bij het raam' });
    await expectCacheBumps(w, noBump(), () => w.ok(w.a.admin.auth, 'DELETE', url));
    expect((await w.call(w.a.admin.auth, 'GET', url)).statusCode).toBe(404);
  });

  it('keeps names unique per shop, case-insensitively', async () => {
    const terras = await create('Terras');
    const clash = await w.call(w.a.employee.auth, 'POST', '/v1/tables', {
      shop_id: shopA,
      name: 'TERRAS',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/already exists/);
    await create('terras', shopA2);
    const bar = await create('Bar');
    const rename = await w.call(w.a.employee.auth, 'PUT', `/v1/tables/${bar.id}`, {
      name: 'terras',
    });
    expect(rename.statusCode).toBe(409);
    const same = await w.call(w.a.employee.auth, 'PUT', `/v1/tables/${terras.id}`, {
      name: 'TERRAS',
    });
    expect(same.json()).toMatchObject({ name: 'TERRAS' });
  });

  it('answers 400 for bad input and 404 for unknown ids', async () => {
    const cases: [body: object, loc: string[]][] = [
      [{ shop_id: shopA, name: '   ' }, ['body', 'name']],
      [{ shop_id: shopA }, ['body', 'name']],
      [{ shop_id: shopA, name: 42 }, ['body', 'name']],
      [{ name: 'Zonder winkel' }, ['body', 'shop_id']],
      [{ shop_id: 'abc', name: 'X' }, ['body', 'shop_id']],
    ];
    for (const [body, loc] of cases) {
      const response = await w.call(w.a.employee.auth, 'POST', '/v1/tables', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validation_errors[0].loc, JSON.stringify(body)).toEqual(loc);
    }
    const table = await create('Hoek');
    const move = await w.call(w.a.employee.auth, 'PUT', `/v1/tables/${table.id}`, {
      shop_id: shopA2,
      name: 'Hoek',
    });
    expect(move.statusCode).toBe(400);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await w.call(
        w.root,
        method,
        `/v1/tables/${UNKNOWN_ID}`,
        method === 'PUT' ? { name: 'X' } : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Table not found', code: 'not_found' });
    }
    const noShop = await w.call(w.root, 'POST', '/v1/tables', { shop_id: UNKNOWN_ID, name: 'X' });
    expect(noShop.statusCode).toBe(404);
  });

  it('lists the caller’s tables with the list conventions', async () => {
    await w.ok(w.b.admin.auth, 'POST', '/v1/tables', { shop_id: shopB, name: 'B-tafel' });
    const asB = await w.call(w.b.employee.auth, 'GET', '/v1/tables?limit=999');
    expect(asB.json<Table[]>().map((t) => t.name)).toEqual(['B-tafel']);
    expect(asB.headers['content-range']).toBe('tables 0-0/1');
    const asA = await w.call(w.a.employee.auth, 'GET', `/v1/tables?filter=shop_id:${shopA}`);
    expect(asA.json<Table[]>().map((t) => t.name)).toEqual(['Bar', 'Hoek', 'TERRAS']);
    expect(asA.headers['content-range']).toBe('tables 0-2/3');
    const sorted = await w.ok<Table[]>(
      w.a.employee.auth,
      'GET',
      `/v1/tables?filter=shop_id:${shopA}&sort=name:DESC&limit=2`,
    );
    expect(sorted.map((t) => t.name)).toEqual(['TERRAS', 'Hoek']);
    const all = await w.call(w.root, 'GET', '/v1/tables?limit=999');
    expect(all.headers['content-range']).toBe('tables 0-4/5');
    const leak = await w.ok(w.b.employee.auth, 'GET', `/v1/tables?filter=shop_id:${shopA}`);
    expect(leak).toEqual([]);
    expect((await w.call(w.root, 'GET', '/v1/tables?sort=seats')).statusCode).toBe(400);
    expect((await w.call(undefined, 'GET', '/v1/tables')).statusCode).toBe(401);
  });

  it("keeps group B from reading or changing group A's tables", async () => {
    const table = await create('Alleen A');
    const url = `/v1/tables/${table.id}`;
    for (const [method, body] of [['GET'], ['PUT', { name: 'Van B' }], ['DELETE']] as const) {
      const response = await w.call(w.b.admin.auth, method, url, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.body).not.toContain('Alleen A');
    }
    const post = await w.call(w.b.admin.auth, 'POST', '/v1/tables', {
      shop_id: shopA,
      name: 'Indringer',
    });
    expect(post.statusCode).toBe(404);
    expect(await w.ok(w.a.employee.auth, 'GET', url)).toEqual(table);
    expect((await w.call(undefined, 'GET', url)).statusCode).toBe(401);
  });
  it("answers the public check with a table's id and name only when it is a table of that shop", async () => {
    const table = await create('Tafel bij de deur');
    const check = (shopId: string, tableId: string) =>
      w.call(undefined, 'GET', `/v1/tables/check/${shopId}/${tableId}`);
    const found = await check(shopA, table.id);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ id: table.id, name: 'Tafel bij de deur' });
    // A table of another shop, of the same group or not, is as unknown as none at all.
    const bTable = await w.ok<Table>(w.b.admin.auth, 'POST', '/v1/tables', {
      shop_id: shopB,
      name: 'Tafel van B',
    });
    for (const [shopId, tableId] of [
      [shopA2, table.id],
      [shopB, table.id],
      [shopA, bTable.id],
      [shopA, UNKNOWN_ID],
      [UNKNOWN_ID, table.id],
    ] as const) {
      const answer = await check(shopId, tableId);
      expect(answer.statusCode, `${shopId} ${tableId}`).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Table not found', code: 'not_found' });
    }
    expect((await check(shopA, 'tafel-1')).statusCode).toBe(400);
    expect((await check('mississippi', table.id)).statusCode).toBe(400);
    // A deleted table is gone for its order page at once.
    await w.ok(w.a.admin.auth, 'DELETE', `/v1/tables/${table.id}`);
    expect((await check(shopA, table.id)).statusCode).toBe(404);
  });
});
