import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
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

interface Kind {
  id: string;
  name: string;
  c: boolean;
  h: boolean;
  i: boolean;
  s: boolean;
  shop_group_id: string | null;
  modified_at: string;
  strains: { id: string; name: string }[];
  tags: { id: string; name: string; amount: number }[];
  flavors: { id: string; name: string; icon: string; color: string }[];
  [field: string]: unknown;
}

interface KindPage {
  items: Kind[];
  total: number;
  cursor: number | null;
}

describe.each(testDatabases())('kinds on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Wiet A', ['Wiet A1']);
    b = await createTenant(api, 'Groep Wiet B', ['Wiet B1']);
    await recordPublishedPictures(api, a.groupId, ['amnesia-2-1.png']);
  });
  afterAll(() => api?.close());

  const create = (auth: string, body: object) => call(auth, 'POST', '/v1/kinds/', body);

  it('creates a kind: kind_type sets exactly one badge, derived fields start empty', async () => {
    const created = await expectStatus<Kind>(
      create(a.employee.auth, {
        name: ' Amnesia Haze ',
        kind_type: 'Sativa',
        c: true,
        description_nl: 'Fris en citrus',
        description_en: 'Fresh and citrus',
        flags: ['🇳🇱'],
        icons: ['💪', '🔥'],
        image_2: 'amnesia-2-1.png',
        shop_group_id: a.groupId,
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Amnesia Haze',
      c: false,
      h: false,
      i: false,
      s: true,
      flags: ['🇳🇱'],
      icons: ['💪', '🔥'],
      description_en: 'Fresh and citrus',
      short_description_nl: '',
      image_1: null,
      image_2: 'amnesia-2-1.png',
      images_amount: 1,
      shop_group_id: a.groupId,
      strains: [],
      tags: [],
      flavors: [],
      strains_amount: 0,
      tags_amount: 0,
      flavors_amount: 0,
    });
    const cbd = await expectStatus<Kind>(
      create(admin, { name: uniqueName('Cbd'), kind_type: 'cbd' }),
      201,
    );
    expect([cbd.c, cbd.h, cbd.i, cbd.s]).toEqual([true, false, false, false]);
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.entityType, 'kind')));
    expect(audit.map((entry) => entry.action)).toEqual(['Added']);
  });

  it('answers 400 for a bad kind type, too many or too long badges and wrong types', async () => {
    const cases: [object, (string | number)[]][] = [
      [{ name: 'X', kind_type: 'ruderalis' }, ['body', 'kind_type']],
      [{ name: 'X', flags: Array.from({ length: 11 }, () => '🔥') }, ['body', 'flags']],
      [{ name: 'X', icons: ['x'.repeat(17)] }, ['body', 'icons', 0]],
      [{ name: 'X', icons: [''] }, ['body', 'icons', 0]],
      [{ name: 'X', i: 'yes' }, ['body', 'i']],
      [{ name: '' }, ['body', 'name']],
      [{ kind_type: 'indica' }, ['body', 'name']],
    ];
    for (const [body, loc] of cases) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validation_errors[0].loc, JSON.stringify(body)).toEqual(loc);
    }
    const ten = await create(admin, { name: uniqueName('Tien'), flags: Array(10).fill('🇳🇱') });
    expect(ten.statusCode).toBe(201);
  });

  it('keeps names unique per group, ignoring case', async () => {
    const name = uniqueName('White Widow');
    await expectStatus(create(a.admin.auth, { name, shop_group_id: a.groupId }), 201);
    const twice = await create(a.employee.auth, {
      name: name.toLowerCase(),
      shop_group_id: a.groupId,
    });
    expect(twice.statusCode).toBe(409);
    await expectStatus(create(b.admin.auth, { name, shop_group_id: b.groupId }), 201);
    await expectStatus(create(admin, { name }), 201);
    expect((await create(admin, { name: name.toUpperCase() })).statusCode).toBe(409);
  });

  it("keeps other groups' kinds hidden and global kinds read-only for staff", async () => {
    const ownId = await createItem(api, a.admin.auth, 'kinds', {
      name: uniqueName('Eigen'),
      shop_group_id: a.groupId,
    });
    const globalId = await createItem(api, admin, 'kinds', { name: uniqueName('Globaal') });
    expect((await call(b.employee.auth, 'GET', `/v1/kinds/${ownId}`)).statusCode).toBe(404);
    expect((await call(b.employee.auth, 'GET', `/v1/kinds/${globalId}`)).statusCode).toBe(200);
    const put = await call(b.admin.auth, 'PUT', `/v1/kinds/${ownId}`, { name: 'Gestolen' });
    expect(put.statusCode).toBe(404);
    expect((await call(b.admin.auth, 'DELETE', `/v1/kinds/${ownId}`)).statusCode).toBe(404);
    const putGlobal = await call(a.admin.auth, 'PUT', `/v1/kinds/${globalId}`, { name: 'Mijn' });
    expect(putGlobal.statusCode).toBe(403);
    expect((await call(a.admin.auth, 'DELETE', `/v1/kinds/${globalId}`)).statusCode).toBe(403);
    expect((await create(a.admin.auth, { name: 'Nieuw globaal' })).statusCode).toBe(403);
    const foreign = await create(a.admin.auth, { name: 'Daar', shop_group_id: b.groupId });
    expect(foreign.statusCode).toBe(404);
    const all = await expectStatus<Kind[]>(call(b.employee.auth, 'GET', '/v1/kinds/all'), 200);
    expect(all.some((k) => k.id === ownId)).toBe(false);
    expect(all.some((k) => k.id === globalId)).toBe(true);
    const unknown = await call(admin, 'GET', `/v1/kinds/${UNKNOWN_ID}`);
    expect(unknown.json()).toEqual({ detail: 'Kind not found', code: 'not_found' });
  });

  it('lists {items, total, cursor} with Content-Range, a group filter and sorting', async () => {
    const prefix = uniqueName('Pagina');
    for (const [suffix, group] of [
      ['a', a.groupId],
      ['B', null],
      ['c', a.groupId],
      ['d', b.groupId],
    ] as const) {
      await createItem(api, admin, 'kinds', {
        name: `${prefix} ${suffix}`,
        kind_type: suffix === 'c' ? 'indica' : 'hybrid',
        shop_group_id: group,
      });
    }
    const filter = `filter=name:${encodeURIComponent(prefix)}`;
    const letters = (page: KindPage) => page.items.map((k) => k.name.slice(-1));

    const first = await call(
      a.employee.auth,
      'GET',
      `/v1/kinds?shop_group_id=${a.groupId}&${filter}&limit=2&sort=name`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-range']).toBe('kinds 0-1/3');
    expect(first.json()).toMatchObject({ total: 3, cursor: 2 });
    expect(letters(first.json())).toEqual(['a', 'B']);
    const second = await expectStatus<KindPage>(
      call(
        a.employee.auth,
        'GET',
        `/v1/kinds?shop_group_id=${a.groupId}&${filter}&skip=2&limit=2&sort=name`,
      ),
      200,
    );
    expect(second).toMatchObject({ total: 3, cursor: null });
    expect(letters(second)).toEqual(['c']);

    const latest = await call(
      a.employee.auth,
      'GET',
      `/v1/kinds?shop_group_id=${a.groupId}&limit=10&sort=-modified_at`,
    );
    const latestNames = letters(latest.json()).slice(0, 2);
    expect(latestNames).toEqual(['c', 'B']);
    const staff = await expectStatus<KindPage>(
      call(b.employee.auth, 'GET', `/v1/kinds?limit=999&${filter}&sort=-name`),
      200,
    );
    expect(letters(staff)).toEqual(['d', 'B']);
    const everything = await expectStatus<KindPage>(
      call(admin, 'GET', `/v1/kinds?limit=999&${filter}&filter=h:true`),
      200,
    );
    expect(letters(everything)).toEqual(['a', 'B', 'd']);
    const foreign = await call(a.employee.auth, 'GET', `/v1/kinds?shop_group_id=${b.groupId}`);
    expect(foreign.statusCode).toBe(404);
    const badSort = await call(admin, 'GET', '/v1/kinds?sort=strains_amount');
    expect(badSort.statusCode).toBe(400);
    const empty = await call(admin, 'GET', `/v1/kinds?filter=name:${uniqueName('Geen')}`);
    expect(empty.json()).toEqual({ items: [], total: 0, cursor: null });
    expect(empty.headers['content-range']).toBe('kinds */0');
  });

  it('shows strains by name, tags by amount and flavors by name, in lists and by id', async () => {
    const kindId = await createItem(api, a.admin.auth, 'kinds', {
      name: uniqueName('Relaties'),
      shop_group_id: a.groupId,
    });
    const strainIds = [];
    for (const name of ['Skunk', 'Haze']) {
      const id = await createItem(api, admin, 'strains', { name: uniqueName(name) });
      strainIds.push(id);
      await expectStatus(
        call(a.employee.auth, 'POST', '/v1/kinds-to-strains', { kind_id: kindId, strain_id: id }),
        201,
      );
    }
    for (const [name, amount] of [
      ['Happy', 40],
      ['Creative', 90],
      ['Sleepy', 10],
    ] as const) {
      const id = await createItem(api, admin, 'tags', { name: uniqueName(name) });
      await call(a.employee.auth, 'POST', '/v1/kinds-to-tags', {
        kind_id: kindId,
        tag_id: id,
        amount,
      });
    }
    for (const [name, color] of [
      ['Pine', '00aa00'],
      ['Citrus', 'ffcc00'],
    ] as const) {
      const id = await createItem(api, admin, 'flavors', {
        name: uniqueName(name),
        color,
        icon: name,
      });
      await call(a.employee.auth, 'POST', '/v1/kinds-to-flavors', {
        kind_id: kindId,
        flavor_id: id,
      });
    }
    const view = await expectStatus<Kind>(call(a.employee.auth, 'GET', `/v1/kinds/${kindId}`), 200);
    expect(view.strains.map((s) => s.name.split(' ')[0])).toEqual(['Haze', 'Skunk']);
    expect(view.strains.map((s) => s.id)).toEqual([strainIds[1], strainIds[0]]);
    expect(view.tags.map((t) => t.amount)).toEqual([90, 40, 10]);
    expect(view.tags[0]?.name).toMatch(/^Creative /);
    expect(view.flavors.map((f) => [f.name.split(' ')[0], f.color, f.icon])).toEqual([
      ['Citrus', 'FFCC00', 'Citrus'],
      ['Pine', '00AA00', 'Pine'],
    ]);
    expect(view).toMatchObject({ strains_amount: 2, tags_amount: 3, flavors_amount: 2 });
    const page = await expectStatus<KindPage>(
      call(a.employee.auth, 'GET', `/v1/kinds?filter=id:${kindId}`),
      200,
    );
    expect(page.items).toEqual([view]);
    const all = await expectStatus<Kind[]>(call(a.employee.auth, 'GET', '/v1/kinds/all'), 200);
    expect(all.find((k) => k.id === kindId)).toEqual(view);
    // Sorted by name: kinds made by earlier tests of this suite come before and after it.
    const at = (prefix: string) => all.findIndex((k) => k.name.startsWith(prefix));
    expect(at('Amnesia Haze')).toBeLessThan(at('Relaties'));
    expect(at('Relaties')).toBeLessThan(at('White Widow'));
  });

  it('takes the full kind back on PUT, ignoring derived fields', async () => {
    const created = await expectStatus<Kind>(
      create(a.admin.auth, {
        name: uniqueName('Volledig'),
        kind_type: 'indica',
        shop_group_id: a.groupId,
      }),
      201,
    );
    const updated = await expectStatus<Kind>(
      call(a.employee.auth, 'PUT', `/v1/kinds/${created.id}`, {
        ...created,
        description_nl: 'Nieuw',
        h: true,
        flags: ['🇺🇸'],
        strains: [{ id: UNKNOWN_ID, name: 'Nep' }],
        strains_amount: 7,
        images_amount: 5,
      }),
      200,
    );
    expect(updated).toMatchObject({
      description_nl: 'Nieuw',
      h: true,
      i: true,
      flags: ['🇺🇸'],
      strains: [],
      strains_amount: 0,
      images_amount: 0,
    });
    expect(Date.parse(updated.modified_at)).toBeGreaterThan(Date.parse(created.modified_at));
    const clash = await expectStatus<Kind>(
      create(a.admin.auth, { name: uniqueName('Bezet'), shop_group_id: a.groupId }),
      201,
    );
    const renamed = await call(a.admin.auth, 'PUT', `/v1/kinds/${created.id}`, {
      name: clash.name,
    });
    expect(renamed.statusCode).toBe(409);
    const bad = await call(a.admin.auth, 'PUT', `/v1/kinds/${created.id}`, {
      name: 'X',
      flags: 'nl',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/v1/kinds/${UNKNOWN_ID}`, { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('finds by name within a shop', async () => {
    const name = uniqueName('Zoek');
    const id = await createItem(api, a.admin.auth, 'kinds', { name, shop_group_id: a.groupId });
    const url = `/v1/kinds/name/${encodeURIComponent(name.toLowerCase())}`;
    const found = await call(a.employee.auth, 'GET', `${url}?shop_id=${a.shopIds[0]}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id, name, strains: [] });
    expect((await call(admin, 'GET', `${url}?shop_id=${b.shopIds[0]}`)).statusCode).toBe(404);
    expect((await call(b.employee.auth, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses to delete a listed kind, shows its prices, and reloads boards on PUT', async () => {
    const shopId = a.shopIds[0] as string;
    const id = await createItem(api, a.admin.auth, 'kinds', {
      name: uniqueName('Op de kaart'),
      shop_group_id: a.groupId,
    });
    const { priceId } = await linkToShop(api, shopId, { kindId: id });
    const withPrices = await expectStatus<Kind & { prices: Record<string, unknown>[] }>(
      call(a.employee.auth, 'GET', `/v1/kinds/${id}?shop_id=${shopId}`),
      200,
    );
    expect(withPrices.prices).toEqual([
      expect.objectContaining({ id: priceId, active: true, new: false, one: 10 }),
    ]);
    const otherShop = await call(a.employee.auth, 'GET', `/v1/kinds/${id}?shop_id=${b.shopIds[0]}`);
    expect(otherShop.statusCode).toBe(404);
    const deletable = await expectStatus(
      call(a.employee.auth, 'GET', `/v1/kinds/is-deletable/${id}`),
      200,
    );
    expect(deletable).toEqual({
      is_deletable: false,
      reason: expect.stringMatching(/price list of 1 shop/),
    });
    const refused = await call(a.admin.auth, 'DELETE', `/v1/kinds/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(deletable.reason);
    await expectBoardReload(api, { touched: shopId, untouched: b.shopIds[0] as string }, () =>
      expectStatus(
        call(a.employee.auth, 'PUT', `/v1/kinds/${id}`, { name: uniqueName('Hernoemd') }),
        200,
      ),
    );
  });

  it('deletes an unlisted kind with its relations', async () => {
    const id = await createItem(api, a.admin.auth, 'kinds', {
      name: uniqueName('Weg'),
      shop_group_id: a.groupId,
    });
    const strain = await createItem(api, admin, 'strains', { name: uniqueName('Kush') });
    const relation = await expectStatus<{ id: string }>(
      call(a.admin.auth, 'POST', '/v1/kinds-to-strains', { kind_id: id, strain_id: strain }),
      201,
    );
    expect(
      await expectStatus(call(a.admin.auth, 'GET', `/v1/kinds/is-deletable/${id}`), 200),
    ).toEqual({
      is_deletable: true,
    });
    await expectStatus(call(a.employee.auth, 'DELETE', `/v1/kinds/${id}`), 204);
    expect((await call(admin, 'GET', `/v1/kinds/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/v1/kinds-to-strains/${relation.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/v1/kinds/${id}`)).statusCode).toBe(404);
    expect(
      await expectStatus(call(admin, 'GET', `/v1/strains/is-deletable/${strain}`), 200),
    ).toEqual({ is_deletable: true });
  });
});
