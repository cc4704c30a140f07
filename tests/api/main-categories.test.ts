import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/api';
import {
  UNKNOWN_ID,
  expectCacheBumps,
  startLayoutWorld,
  type LayoutWorld,
} from '../support/layout';

interface MainCategory {
  id: string;
  name: string;
  shop_id: string;
  [key: string]: unknown;
}

describe.each(testDatabases())('main categories on %s', (kind) => {
  let w: LayoutWorld;
  let shopA: string;
  let shopA2: string;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Main');
    [shopA, shopA2] = w.a.shopIds as [string, string];
  });
  afterAll(() => w?.api.close());

  const create = (body: object) =>
    w.ok<MainCategory>(w.a.employee.auth, 'POST', '/v1/main-categories', {
      shop_id: shopA,
      ...body,
    });

  it('creates, reads, changes and deletes a main category, reloading its boards', async () => {
    const created = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      create({ name: ' Cannabis ', name_en: 'Cannabis', icon: 'smoke', order_number: 1 }),
    );
    expect(created).toMatchObject({
      name: 'Cannabis',
      name_en: 'Cannabis',
      icon: 'smoke',
      order_number: 1,
      shop_id: shopA,
      shop_name: 'Main A-Centrum',
    });
    const url = `/v1/main-categories/${created.id}`;
    expect(await w.ok(w.a.admin.auth, 'GET', url)).toEqual(created);
    const changed = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok<MainCategory>(w.a.admin.auth, 'PUT', url, { ...created, name_en: 'Weed' }),
    );
    expect(changed).toMatchObject({ name: 'Cannabis', name_en: 'Weed', icon: 'smoke' });

    const category = await w.ok<{ id: string }>(w.a.admin.auth, 'POST', '/v1/categories', {
      shop_id: shopA,
      name: 'Wiet',
      main_category_id: created.id,
    });
    await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok(w.a.admin.auth, 'DELETE', url),
    );
    expect((await w.call(w.a.admin.auth, 'GET', url)).statusCode).toBe(404);
    const orphan = await w.ok(w.a.admin.auth, 'GET', `/v1/categories/${category.id}`);
    expect(orphan).toMatchObject({ main_category_id: null, main_category_name: null });
  });

  it('answers 400, 404 and 409 where due', async () => {
    await create({ name: 'Horeca' });
    const duplicate = await w.call(w.a.employee.auth, 'POST', '/v1/main-categories', {
      shop_id: shopA,
      name: 'HORECA',
    });
    expect(duplicate.statusCode).toBe(409);
    await w.ok(w.a.employee.auth, 'POST', '/v1/main-categories', {
      shop_id: shopA2,
      name: 'horeca',
    });
    const blank = await w.call(w.a.employee.auth, 'POST', '/v1/main-categories', {
      shop_id: shopA,
      name: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().validation_errors[0].loc).toEqual(['body', 'name']);
    const noShop = await w.call(w.a.employee.auth, 'POST', '/v1/main-categories', { name: 'X' });
    expect(noShop.json().validation_errors[0].loc).toEqual(['body', 'shop_id']);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await w.call(
        w.root,
        method,
        `/v1/main-categories/${UNKNOWN_ID}`,
        method === 'PUT' ? { name: 'X' } : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Main category not found', code: 'not_found' });
    }
  });

  it('lists per shop with the list conventions, and keeps group B out', async () => {
    await create({ name: 'Alpha', order_number: 0 });
    const response = await w.call(
      w.a.employee.auth,
      'GET',
      `/v1/main-categories?filter=shop_id:${shopA}&sort=name:ASC`,
    );
    const list = response.json<MainCategory[]>();
    expect(list.map((m) => m.name)).toEqual(['Alpha', 'Horeca']);
    expect(response.headers['content-range']).toBe('main-categories 0-1/2');
    expect(await w.ok(w.b.employee.auth, 'GET', '/v1/main-categories')).toEqual([]);

    const alpha = list[0] as MainCategory;
    const url = `/v1/main-categories/${alpha.id}`;
    for (const [method, body] of [['GET'], ['PUT', { name: 'B' }], ['DELETE']] as const) {
      expect((await w.call(w.b.admin.auth, method, url, body)).statusCode).toBe(404);
    }
    const post = await w.call(w.b.admin.auth, 'POST', '/v1/main-categories', {
      shop_id: shopA,
      name: 'B',
    });
    expect(post.statusCode).toBe(404);
    expect((await w.call(undefined, 'GET', '/v1/main-categories')).statusCode).toBe(401);
  });
});
