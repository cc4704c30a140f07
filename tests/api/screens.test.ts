import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_EXTRA_CONFIG } from '../../src/domain';
import { auditLog } from '../../server/db/schema';
import { testDatabases } from '../support/api';
import {
  UNKNOWN_ID,
  expectCacheBumps,
  startLayoutWorld,
  type LayoutWorld,
} from '../support/layout';

interface Screen {
  id: string;
  name: string;
  orientation: string;
  shop_id: string;
  extra_config: { big_screen_enable: boolean; use_truncated_prices: boolean };
  created_at: string;
  modified_at: string;
}

describe.each(testDatabases())('screens on %s', (kind) => {
  let w: LayoutWorld;
  let shopA: string;
  let shopA2: string;
  let shopB: string;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Scr');
    [shopA, shopA2] = w.a.shopIds as [string, string];
    shopB = w.b.shopIds[0] as string;
  });
  afterAll(() => w?.api.close());

  const create = (body: object, shopId = shopA) =>
    w.ok<Screen>(w.a.employee.auth, 'POST', '/v1/screens', { shop_id: shopId, ...body });

  it('creates a screen: orientation in any case, extra_config completed, boards reload', async () => {
    const created = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      create({
        name: ' Scherm links ',
        orientation: 'Portrait',
        extra_config: { big_screen_enable: true },
      }),
    );
    expect(created).toMatchObject({
      name: 'Scherm links',
      orientation: 'portrait',
      shop_id: shopA,
      extra_config: { big_screen_enable: true, use_truncated_prices: false },
    });
    expect(Object.keys(created).sort()).toEqual([
      'created_at',
      'extra_config',
      'id',
      'modified_at',
      'name',
      'orientation',
      'shop_id',
    ]);
    const plain = await create({ name: 'Mobiel' });
    expect(plain).toMatchObject({
      orientation: 'landscape',
      extra_config: DEFAULT_SCREEN_EXTRA_CONFIG,
    });
    const audit = await w.api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject([
      { entityType: 'screen', action: 'Added', userId: w.a.employee.id },
    ]);
  });

  it('refuses bad input with 400, duplicates with 409', async () => {
    const cases: [body: object, loc: string[]][] = [
      [{ name: 'Vierkant', orientation: 'square' }, ['body', 'orientation']],
      [
        { name: 'Groot', extra_config: { big_screen_enable: 'yes' } },
        ['body', 'extra_config', 'big_screen_enable'],
      ],
      [{ name: '  ' }, ['body', 'name']],
      [{ orientation: 'landscape' }, ['body', 'name']],
      [{ name: 'Zonder winkel', shop_id: 'abc' }, ['body', 'shop_id']],
    ];
    for (const [body, loc] of cases) {
      const response = await w.call(w.a.employee.auth, 'POST', '/v1/screens', {
        shop_id: shopA,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validation_errors[0].loc, JSON.stringify(body)).toEqual(loc);
    }
    await create({ name: 'Hoofdscherm' });
    const clash = await w.call(w.a.employee.auth, 'POST', '/v1/screens', {
      shop_id: shopA,
      name: 'HOOFDSCHERM',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/already exists/);
    await create({ name: 'hoofdscherm' }, shopA2);
    const missingShop = await w.call(w.root, 'POST', '/v1/screens', {
      shop_id: UNKNOWN_ID,
      name: 'X',
    });
    expect(missingShop.statusCode).toBe(404);
  });

  it('lets anyone read a screen by id and the screens of one shop', async () => {
    const screen = await create({ name: 'Publiek', orientation: 'mobile' });
    const read = await w.call(undefined, 'GET', `/v1/screens/${screen.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(screen);
    expect(await w.ok(w.b.employee.auth, 'GET', `/v1/screens/${screen.id}`)).toEqual(screen);

    const list = await w.call(undefined, 'GET', `/v1/screens/?filter=shop_id:${shopA}`);
    expect(list.statusCode).toBe(200);
    const names = list.json<Screen[]>().map((s) => s.name);
    expect(names).toEqual(['Hoofdscherm', 'Mobiel', 'Publiek', 'Scherm links']);
    expect(list.headers['content-range']).toBe('screens 0-3/4');
    const portrait = await w.ok<Screen[]>(
      undefined,
      'GET',
      `/v1/screens?filter=shop_id:${shopA}&filter=orientation:portrait`,
    );
    expect(portrait.map((s) => s.name)).toEqual(['Scherm links']);

    expect((await w.call(undefined, 'GET', '/v1/screens')).statusCode).toBe(401);
    const twoShops = await w.call(
      undefined,
      'GET',
      `/v1/screens?filter=shop_id:${shopA},${shopA2}`,
    );
    expect(twoShops.statusCode).toBe(401);
    expect((await w.call(undefined, 'GET', `/v1/screens/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('lists within the caller’s shops with sort, paging and Content-Range', async () => {
    await w.ok(w.b.admin.auth, 'POST', '/v1/screens', { shop_id: shopB, name: 'B-scherm' });
    const asB = await w.call(w.b.employee.auth, 'GET', '/v1/screens');
    expect(asB.json<Screen[]>().map((s) => s.name)).toEqual(['B-scherm']);
    expect(asB.headers['content-range']).toBe('screens 0-0/1');
    const asA = await w.call(w.a.employee.auth, 'GET', '/v1/screens?sort=name:DESC&skip=1&limit=2');
    expect(asA.json<Screen[]>().map((s) => s.name)).toEqual(['Publiek', 'Mobiel']);
    expect(asA.headers['content-range']).toBe('screens 1-2/5');
    const all = await w.call(w.root, 'GET', '/v1/screens?sort=-name&limit=0');
    expect(all.headers['content-range']).toBe('screens 0-5/6');
    const bad = await w.call(w.root, 'GET', '/v1/screens?filter=orientation:square');
    expect(bad.statusCode).toBe(400);
  });

  it('takes the full screen back on PUT; extra_config keys left out keep their value', async () => {
    const screen = await create({ name: 'Bar', extra_config: { use_truncated_prices: true } });
    const url = `/v1/screens/${screen.id}`;
    const renamed = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok<Screen>(w.a.admin.auth, 'PUT', url, {
        ...screen,
        orientation: 'LANDSCAPE',
        name: 'Bar 2',
      }),
    );
    const { modified_at: _m1, name: _n1, ...before } = screen;
    const { modified_at: _m2, name, ...after } = renamed;
    expect(name).toBe('Bar 2');
    expect(after).toEqual(before);
    const config = await w.ok<Screen>(w.a.admin.auth, 'PUT', url, {
      name: 'Bar 2',
      extra_config: { big_screen_enable: true },
    });
    expect(config.extra_config).toEqual({ big_screen_enable: true, use_truncated_prices: true });
    const move = await w.call(w.a.admin.auth, 'PUT', url, { ...screen, shop_id: shopA2 });
    expect(move.statusCode).toBe(400);
    expect(move.json().validation_errors[0].loc).toEqual(['body', 'shop_id']);
    const clash = await w.call(w.a.admin.auth, 'PUT', url, { name: 'publiek' });
    expect(clash.statusCode).toBe(409);
    const same = await w.call(w.a.admin.auth, 'PUT', url, { name: 'BAR 2' });
    expect(same.statusCode).toBe(200);
    const bad = await w.call(w.a.admin.auth, 'PUT', url, { name: 'Bar', orientation: 'round' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await w.call(w.root, 'PUT', `/v1/screens/${UNKNOWN_ID}`, { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('finds a screen by name and always answers it is deletable', async () => {
    const found = await w.ok<Screen>(
      w.a.employee.auth,
      'GET',
      `/v1/screens/name/publiek?shop_id=${shopA}`,
    );
    expect(found.name).toBe('Publiek');
    expect(
      (await w.call(w.a.employee.auth, 'GET', `/v1/screens/name/Publiek?shop_id=${shopA2}`))
        .statusCode,
    ).toBe(404);
    expect((await w.call(w.b.employee.auth, 'GET', '/v1/screens/name/Publiek')).statusCode).toBe(
      404,
    );
    const deletable = await w.ok(w.a.employee.auth, 'GET', `/v1/screens/is-deletable/${found.id}`);
    expect(deletable).toEqual({ is_deletable: true });
    expect((await w.call(w.root, 'GET', `/v1/screens/is-deletable/${UNKNOWN_ID}`)).statusCode).toBe(
      404,
    );
  });

  it('deletes a screen with the placements of categories on it', async () => {
    const screen = await create({ name: 'Weg' });
    const keep = await create({ name: 'Blijft' });
    const category = await w.ok<{ id: string }>(w.a.employee.auth, 'POST', '/v1/categories', {
      shop_id: shopA,
      name: 'Op twee schermen',
      screens: [{ screen_id: screen.id }, { screen_id: keep.id, column_number: 1 }],
    });
    await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok(w.a.employee.auth, 'DELETE', `/v1/screens/${screen.id}`),
    );
    expect((await w.call(undefined, 'GET', `/v1/screens/${screen.id}`)).statusCode).toBe(404);
    const after = await w.ok<{ screens: { screen_id: string }[] }>(
      w.a.employee.auth,
      'GET',
      `/v1/categories/${category.id}`,
    );
    expect(after.screens.map((p) => p.screen_id)).toEqual([keep.id]);
    expect((await w.call(w.root, 'DELETE', `/v1/screens/${screen.id}`)).statusCode).toBe(404);
  });

  it("keeps group B from changing group A's screens", async () => {
    const screen = await create({ name: 'Alleen A' });
    const url = `/v1/screens/${screen.id}`;
    const attempts: [method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['PUT', url, { ...screen, name: 'Van B' }],
      ['DELETE', url],
      ['GET', `/v1/screens/is-deletable/${screen.id}`],
      ['GET', `/v1/screens/name/Alleen%20A?shop_id=${shopA}`],
    ];
    for (const [method, target, body] of attempts) {
      const response = await w.call(w.b.admin.auth, method, target, body);
      expect(response.statusCode, `${method} ${target}`).toBe(404);
    }
    const post = await w.call(w.b.admin.auth, 'POST', '/v1/screens', {
      shop_id: shopA,
      name: 'Indringer',
    });
    expect(post.statusCode).toBe(404);
    const listed = await w.ok<Screen[]>(w.b.admin.auth, 'GET', `/v1/screens?filter=name:Alleen`);
    expect(listed).toEqual([]);
    expect(await w.ok(undefined, 'GET', url)).toEqual(screen);
    expect((await w.call(undefined, 'PUT', url, { name: 'Anoniem' })).statusCode).toBe(401);
  });
});
