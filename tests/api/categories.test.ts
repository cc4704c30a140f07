import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_ADVANCED_OPTIONS } from '../../src/domain';
import { auditLog, categoryScreens, shopsToPrices } from '../../server/db/schema';
import { testDatabases } from '../support/api';
import {
  UNKNOWN_ID,
  expectCacheBumps,
  linkCategory,
  startLayoutWorld,
  type CategoryBody as Category,
  type LayoutWorld,
} from '../support/layout';
import { recordPublishedPictures } from '../support/pictures';

describe.each(testDatabases())('categories on %s', (kind) => {
  let w: LayoutWorld;
  let shopA: string;
  let shopA2: string;
  let screenA: string;
  let screenA2: string;
  let screenOtherShop: string;
  let mainA: string;
  let mainOtherShop: string;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Cat');
    [shopA, shopA2] = w.a.shopIds as [string, string];
    const screen = (shopId: string, name: string) =>
      w.ok<{ id: string }>(w.a.admin.auth, 'POST', '/v1/screens', { shop_id: shopId, name });
    screenA = (await screen(shopA, 'Links')).id;
    screenA2 = (await screen(shopA, 'Rechts')).id;
    screenOtherShop = (await screen(shopA2, 'Links')).id;
    const main = (shopId: string, name: string) =>
      w.ok<{ id: string }>(w.a.admin.auth, 'POST', '/v1/main-categories', {
        shop_id: shopId,
        name,
        name_en: `${name} EN`,
      });
    mainA = (await main(shopA, 'Cannabis')).id;
    mainOtherShop = (await main(shopA2, 'Cannabis')).id;
    await recordPublishedPictures(w.api, w.a.groupId, ['wiet-1-1.png']);
  });
  afterAll(() => w?.api.close());

  const create = (body: object, auth = w.a.employee.auth) =>
    w.ok<Category>(auth, 'POST', '/v1/categories', { shop_id: shopA, ...body });

  it('creates a category with every field, placements completed with defaults', async () => {
    const body = {
      name: ' Wiet ',
      name_en: 'Weed',
      main_category_id: mainA,
      color: '#376e1a',
      icon: 'cannabis',
      cannabis: true,
      image_1: 'wiet-1-1.png',
      image_2: null,
      pricelist_column: 'Right',
      pricelist_row: 2,
      order_number: 3,
      screens: [
        {
          screen_id: screenA,
          order_number: 1,
          column_number: 5,
          advanced_options: { show_images: true, color_opacity: 0.8 },
        },
        { screen_id: screenA2 },
      ],
    };
    const created = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      create(body),
    );
    expect(created).toMatchObject({
      name: 'Wiet',
      category_name: 'Wiet',
      name_en: 'Weed',
      shop_id: shopA,
      shop_name: 'Cat A-Centrum',
      main_category_id: mainA,
      main_category_name: 'Cannabis',
      main_category_name_en: 'Cannabis EN',
      color: '376E1A',
      icon: 'cannabis',
      cannabis: true,
      is_cannabis: true,
      image_1: 'wiet-1-1.png',
      image_2: null,
      pricelist_column: 'right',
      pricelist_row: 2,
      order_number: 3,
    });
    expect(created.screens).toEqual([
      {
        screen_id: screenA2,
        order_number: 0,
        column_number: 0,
        advanced_options: DEFAULT_SCREEN_ADVANCED_OPTIONS,
      },
      {
        screen_id: screenA,
        order_number: 1,
        column_number: 5,
        advanced_options: {
          ...DEFAULT_SCREEN_ADVANCED_OPTIONS,
          show_images: true,
          color_opacity: 0.8,
        },
      },
    ]);
    expect(Date.parse(created.created_at as string)).not.toBeNaN();
    expect(await w.ok(w.root, 'GET', `/v1/categories/${created.id}`)).toEqual(created);
    const audit = await w.api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject([
      { entityType: 'categorie', action: 'Added', userId: w.a.employee.id },
    ]);
  });

  it('fills defaults for a minimal category and takes is_cannabis as cannabis', async () => {
    const created = await create({ name: 'Horeca', is_cannabis: false });
    expect(created).toMatchObject({
      color: '376E1A',
      icon: '',
      name_en: '',
      cannabis: false,
      is_cannabis: false,
      main_category_id: null,
      main_category_name: null,
      main_category_name_en: null,
      image_1: null,
      image_2: null,
      pricelist_column: 'left',
      pricelist_row: null,
      order_number: 0,
      screens: [],
    });
    expect((await create({ name: 'Hasj', is_cannabis: true })).cannabis).toBe(true);
  });

  it('refuses bad input with 400 and the field location', async () => {
    const cases: [body: object, loc: (string | number)[]][] = [
      [{ name: 'X1', color: 'green' }, ['body', 'color']],
      [{ name: 'X2', color: '#12345' }, ['body', 'color']],
      [{ name: 'X3', pricelist_column: 'middle' }, ['body', 'pricelist_column']],
      [{ name: 'X4', pricelist_row: -1 }, ['body', 'pricelist_row']],
      [{ name: 'X5', pricelist_row: 1.5 }, ['body', 'pricelist_row']],
      [
        { name: 'X6', screens: [{ screen_id: screenA, column_number: 6 }] },
        ['body', 'screens', 0, 'column_number'],
      ],
      [
        { name: 'X7', screens: [{ screen_id: screenA, advanced_options: { color_opacity: 1.5 } }] },
        ['body', 'screens', 0, 'advanced_options', 'color_opacity'],
      ],
      [
        { name: 'X8', screens: [{ screen_id: screenOtherShop }] },
        ['body', 'screens', 0, 'screen_id'],
      ],
      [{ name: 'X9', screens: [{ screen_id: UNKNOWN_ID }] }, ['body', 'screens', 0, 'screen_id']],
      [
        { name: 'X10', screens: [{ screen_id: screenA }, { screen_id: screenA }] },
        ['body', 'screens', 1, 'screen_id'],
      ],
      [{ name: 'X11', main_category_id: mainOtherShop }, ['body', 'main_category_id']],
      [{ name: 'X12', main_category_id: UNKNOWN_ID }, ['body', 'main_category_id']],
      [{ name: 'X13', cannabis: 'yes' }, ['body', 'cannabis']],
      [{ name: '   ' }, ['body', 'name']],
      [{ name_en: 'No name' }, ['body', 'name']],
    ];
    for (const [body, loc] of cases) {
      const response = await w.call(w.a.employee.auth, 'POST', '/v1/categories', {
        shop_id: shopA,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validation_errors[0].loc, JSON.stringify(body)).toEqual(loc);
    }
    const list = await w.ok<Category[]>(w.root, 'GET', `/v1/categories?filter=name:X&limit=0`);
    expect(list).toEqual([]);
  });

  it('keeps names unique per shop, case-insensitively', async () => {
    await create({ name: 'Joints' });
    const clash = await w.call(w.a.employee.auth, 'POST', '/v1/categories', {
      shop_id: shopA,
      name: ' JOINTS',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/already exists/);
    await w.ok(w.a.employee.auth, 'POST', '/v1/categories', { shop_id: shopA2, name: 'joints' });
    const other = await create({ name: 'Edibles' });
    const rename = await w.call(w.a.employee.auth, 'PUT', `/v1/categories/${other.id}`, {
      name: 'joints',
    });
    expect(rename.statusCode).toBe(409);
    await w.ok(w.a.employee.auth, 'PUT', `/v1/categories/${other.id}`, { name: 'EDIBLES' });
  });

  it('answers 404 for unknown ids', async () => {
    const id = UNKNOWN_ID;
    for (const [method, url] of [
      ['GET', `/v1/categories/${id}`],
      ['PUT', `/v1/categories/${id}`],
      ['DELETE', `/v1/categories/${id}`],
      ['GET', `/v1/categories/is-deletable/${id}`],
      ['GET', `/v1/categories/name/Nergens?shop_id=${shopA}`],
    ] as const) {
      const response = await w.call(
        w.root,
        method,
        url,
        method === 'PUT' ? { name: 'X' } : undefined,
      );
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Category not found', code: 'not_found' });
    }
    const shop = await w.call(w.root, 'POST', '/v1/categories', { shop_id: UNKNOWN_ID, name: 'X' });
    expect(shop.statusCode).toBe(404);
  });

  it('takes the full category back on PUT: only the changed field changes', async () => {
    const created = await create({
      name: 'Pre-rolls',
      main_category_id: mainA,
      screens: [{ screen_id: screenA, column_number: 2 }],
    });
    const before = await w.ok<Category>(w.a.admin.auth, 'GET', `/v1/categories/${created.id}`);
    const after = await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok<Category>(w.a.admin.auth, 'PUT', `/v1/categories/${created.id}`, {
        ...before,
        name_en: 'Pre-rolled',
      }),
    );
    const { modified_at: _m1, name_en: _n1, ...restBefore } = before;
    const { modified_at: _m2, name_en, ...restAfter } = after;
    expect(name_en).toBe('Pre-rolled');
    expect(restAfter).toEqual(restBefore);
    expect(Date.parse(after.modified_at as string)).toBeGreaterThanOrEqual(
      Date.parse(before.modified_at as string),
    );

    // A screens array replaces the placements; leaving it out keeps them.
    const moved = await w.ok<Category>(w.a.admin.auth, 'PUT', `/v1/categories/${created.id}`, {
      ...after,
      screens: [{ screen_id: screenA2, column_number: 4, advanced_options: { show_chis: false } }],
    });
    expect(moved.screens).toEqual([
      {
        screen_id: screenA2,
        order_number: 0,
        column_number: 4,
        advanced_options: { ...DEFAULT_SCREEN_ADVANCED_OPTIONS, show_chis: false },
      },
    ]);
    const { screens: _s, ...withoutScreens } = moved;
    const kept = await w.ok<Category>(w.a.admin.auth, 'PUT', `/v1/categories/${created.id}`, {
      ...withoutScreens,
      pricelist_column: 'LEFT',
      main_category_id: null,
    });
    expect(kept.screens).toEqual(moved.screens);
    expect(kept).toMatchObject({
      main_category_id: null,
      main_category_name: null,
      pricelist_column: 'left',
    });
    const cleared = await w.ok<Category>(w.a.admin.auth, 'PUT', `/v1/categories/${created.id}`, {
      ...kept,
      screens: [],
    });
    expect(cleared.screens).toEqual([]);

    const move = await w.call(w.a.admin.auth, 'PUT', `/v1/categories/${created.id}`, {
      ...kept,
      shop_id: shopA2,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().validation_errors[0].loc).toEqual(['body', 'shop_id']);
  });

  it('lists with sort, filter, paging and Content-Range, within the caller’s shops', async () => {
    const b = w.b.shopIds[0] as string;
    for (const name of ['Zuid', 'Noord'])
      await w.ok(w.b.admin.auth, 'POST', '/v1/categories', { shop_id: b, name });
    const names = (list: Category[]) => list.map((c) => c.name);
    const asB = await w.call(
      w.b.employee.auth,
      'GET',
      '/v1/categories?skip=0&limit=1000&sort=name',
    );
    expect(names(asB.json())).toEqual(['Noord', 'Zuid']);
    expect(asB.headers['content-range']).toBe('categories 0-1/2');
    const desc = await w.ok<Category[]>(w.b.employee.auth, 'GET', '/v1/categories?sort=name:DESC');
    expect(names(desc)).toEqual(['Zuid', 'Noord']);

    const all = await w.call(w.root, 'GET', `/v1/categories?filter=shop_id:${shopA}&sort=-name`);
    const listA = all.json<Category[]>();
    expect(listA.every((c) => c.shop_id === shopA)).toBe(true);
    const ascending = await w.ok<Category[]>(
      w.root,
      'GET',
      `/v1/categories?filter=shop_id:${shopA}&sort=name:ASC`,
    );
    expect(names(listA)).toEqual(names(ascending).reverse());
    expect(names(ascending).slice(0, 2)).toEqual(['EDIBLES', 'Hasj']);
    expect(all.headers['content-range']).toBe(`categories 0-${listA.length - 1}/${listA.length}`);
    const wiet = listA.find((c) => c.name === 'Wiet');
    expect(wiet?.screens).toHaveLength(2);

    const page = await w.call(w.a.employee.auth, 'GET', '/v1/categories?sort=name&skip=1&limit=2');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toMatch(/^categories 1-2\/\d+$/);
    const cannabis = await w.ok<Category[]>(
      w.a.employee.auth,
      'GET',
      '/v1/categories?filter=cannabis:true&filter=pricelist_column:right',
    );
    expect(names(cannabis)).toEqual(['Wiet']);
    const leak = await w.ok<Category[]>(
      w.b.employee.auth,
      'GET',
      `/v1/categories?filter=shop_id:${shopA}`,
    );
    expect(leak).toEqual([]);
    const bad = await w.call(w.root, 'GET', '/v1/categories?filter=colour:red');
    expect(bad.statusCode).toBe(400);
    expect((await w.call(undefined, 'GET', '/v1/categories')).statusCode).toBe(401);
  });

  it('finds a category by name within a shop', async () => {
    const found = await w.ok<Category>(
      w.a.employee.auth,
      'GET',
      `/v1/categories/name/wIET?shop_id=${shopA}`,
    );
    expect(found).toMatchObject({ name: 'Wiet', shop_id: shopA });
    const anyShop = await w.ok<Category>(w.a.employee.auth, 'GET', '/v1/categories/name/Wiet');
    expect(anyShop.id).toBe(found.id);
    expect(
      (await w.call(w.a.employee.auth, 'GET', `/v1/categories/name/Wiet?shop_id=${shopA2}`))
        .statusCode,
    ).toBe(404);
    expect((await w.call(w.b.employee.auth, 'GET', '/v1/categories/name/Wiet')).statusCode).toBe(
      404,
    );
    expect(
      (await w.call(w.b.employee.auth, 'GET', `/v1/categories/name/Wiet?shop_id=${shopA}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete a category in use, then deletes it with its placements', async () => {
    const category = await create({ name: 'In gebruik', screens: [{ screen_id: screenA }] });
    const url = `/v1/categories/${category.id}`;
    expect(
      await w.ok(w.a.employee.auth, 'GET', `/v1/categories/is-deletable/${category.id}`),
    ).toEqual({ is_deletable: true });
    const link = await linkCategory(w, w.a, shopA, category.id);
    expect(
      await w.ok(w.a.employee.auth, 'GET', `/v1/categories/is-deletable/${category.id}`),
    ).toEqual({
      is_deletable: false,
      reason: 'Category is in use.',
    });
    const refused = await w.call(w.a.employee.auth, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Category is in use: 1 price list row uses it; remove them first.',
    );
    expect((await w.call(w.a.employee.auth, 'GET', url)).statusCode).toBe(200);

    const db = w.api.database.db;
    await db.delete(shopsToPrices).where(eq(shopsToPrices.id, link));
    await expectCacheBumps(w, { bumped: [shopA], unchanged: [shopA2] }, () =>
      w.ok(w.a.employee.auth, 'DELETE', url),
    );
    expect((await w.call(w.a.employee.auth, 'GET', url)).statusCode).toBe(404);
    const placements = await db
      .select()
      .from(categoryScreens)
      .where(eq(categoryScreens.categoryId, category.id));
    expect(placements).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, category.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['Added', 'Deleted']);
  });

  it("keeps group B from reading or changing group A's categories", async () => {
    const category = await create({ name: 'Alleen A' });
    const url = `/v1/categories/${category.id}`;
    const attempts: [method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', url],
      ['GET', `/v1/categories/is-deletable/${category.id}`],
      ['PUT', url, { ...category, name: 'Van B' }],
      ['DELETE', url],
    ];
    for (const [method, target, body] of attempts) {
      const response = await w.call(w.b.admin.auth, method, target, body);
      expect(response.statusCode, `${method} ${target}`).toBe(404);
      expect(response.body).not.toContain('Alleen A');
    }
    const post = await w.call(w.b.admin.auth, 'POST', '/v1/categories', {
      shop_id: shopA,
      name: 'Indringer',
    });
    expect(post.statusCode).toBe(404);
    expect(await w.ok(w.a.employee.auth, 'GET', url)).toEqual(category);
    expect((await w.call(undefined, 'GET', url)).statusCode).toBe(401);
  });
});
