import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, strains, tags } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { cacheStatus, caller, expectStatus, uniqueName } from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';

interface NotComplete {
  status: number;
  hasNext: boolean;
  form: {
    title: string;
    required: string[];
    properties: Record<string, Record<string, unknown>>;
  };
}

interface Invalid {
  validation_errors: { loc: (string | number)[]; msg: string }[];
}

describe.each(testDatabases())('category, strain and tag forms, maintenance on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;
  let mainCategoryId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Cat A', ['Cat A1']);
    b = await createTenant(api, 'Groep Cat B', ['Cat B1']);
    const main = await expectStatus<{ id: string }>(
      call(admin, 'POST', '/v1/main-categories', { shop_id: a.shopIds[0], name: 'Wiet' }),
      201,
    );
    mainCategoryId = main.id;
  });
  afterAll(() => api?.close());

  const post = (auth: string, key: string, steps: unknown[], query = '') =>
    api.app.inject({
      method: 'POST',
      url: `/v1/forms/${key}${query}`,
      headers: { authorization: auth },
      payload: steps as object,
    });

  it('needs a shop of the caller for the category form', async () => {
    const missing = await post(a.employee.auth, 'create_categorie_form', []);
    expect(missing.statusCode).toBe(400);
    const foreign = await post(
      a.employee.auth,
      'create_categorie_form',
      [],
      `?shop_id=${b.shopIds[0]}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('creates a category: hidden shop, main category choices, colour, one transaction', async () => {
    const shopId = a.shopIds[0] ?? '';
    const query = `?shop_id=${shopId}`;
    const first = await expectStatus<NotComplete>(
      post(a.employee.auth, 'create_categorie_form', [], query),
      510,
    );
    expect(first.hasNext).toBe(false);
    expect(first.form.title).toBe('Nieuwe categorie');
    expect(first.form.required).toEqual(['shop_id', 'category_name']);
    expect(first.form.properties.shop_id).toMatchObject({ format: 'hidden', const: shopId });
    expect(first.form.properties.main_category_id).toMatchObject({
      enum: [mainCategoryId, null],
      options: { [mainCategoryId]: 'Wiet' },
    });
    expect(first.form.properties.color).toMatchObject({
      default: '#376E1A',
      pattern: '^#[0-9a-fA-F]{6}$',
    });
    // The icons by name: Dutch, and English for an English request; the value stays the id.
    expect(first.form.properties.icon).toMatchObject({
      options: expect.objectContaining({ coffee: 'Koffie', wine: 'Wijn', soda: 'Frisdrank' }),
    });
    const english = await api.app.inject({
      method: 'POST',
      url: `/v1/forms/create_categorie_form${query}`,
      headers: { authorization: a.employee.auth, 'accept-language': 'en' },
      payload: [],
    });
    expect(english.json<NotComplete>().form.properties.icon).toMatchObject({
      options: expect.objectContaining({ coffee: 'Coffee', wine: 'Wine', soda: 'Soda' }),
    });

    const name = uniqueName('Indoor');
    const step = {
      shop_id: shopId,
      category_name: name,
      name_en: 'Indoor',
      main_category_id: mainCategoryId,
      color: '#00ff00',
      icon: 'cannabis',
      is_cannabis: true,
    };
    const badColour = await post(
      a.employee.auth,
      'create_categorie_form',
      [{ ...step, color: 'groen' }],
      query,
    );
    expect(badColour.json<Invalid>().validation_errors[0]).toMatchObject({
      loc: ['color'],
      msg: 'Gebruik een kleur als #376E1A.',
    });
    const otherShop = await post(
      a.employee.auth,
      'create_categorie_form',
      [{ ...step, shop_id: b.shopIds[0] }],
      query,
    );
    expect(otherShop.json<Invalid>().validation_errors[0]?.loc).toEqual(['shop_id']);

    const before = await cacheStatus(api, shopId);
    const created = await expectStatus<{
      category_id: string;
      created: { category: { name: string } };
    }>(post(a.employee.auth, 'create_categorie_form', [step], query), 201);
    expect(Date.parse(await cacheStatus(api, shopId))).toBeGreaterThan(Date.parse(before));
    const [row] = await api.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, created.category_id));
    expect(row).toMatchObject({
      name,
      nameEn: 'Indoor',
      shopId,
      mainCategoryId,
      color: '00FF00',
      icon: 'cannabis',
      cannabis: true,
    });
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.category_id));
    expect(audit.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['categorie', 'Added'],
    ]);

    const twice = await post(
      a.employee.auth,
      'create_category_form',
      [{ ...step, category_name: name.toUpperCase() }],
      query,
    );
    expect(twice.json<Invalid>().validation_errors[0]).toMatchObject({
      loc: ['category_name'],
      msg: 'Deze categorie bestaat al in deze winkel.',
    });
  });

  it('creates strains and tags for a superuser only, unique ignoring case', async () => {
    for (const [key, field, table] of [
      ['create_strain_form', 'strain_name', strains],
      ['create_tag_form', 'tag_name', tags],
    ] as const) {
      // Strains and tags are global words: staff of a shop group may not add them.
      const refused = await post(a.employee.auth, key, [{ [field]: uniqueName('Woord') }]);
      expect(refused.statusCode).toBe(403);
      const first = await expectStatus<NotComplete>(post(admin, key, []), 510);
      expect(first.form.required).toEqual([field]);
      const name = uniqueName('Woord');
      const created = await expectStatus<Record<string, string>>(
        post(admin, key, [{ [field]: ` ${name} ` }]),
        201,
      );
      const id = created[field.replace('_name', '_id')] ?? '';
      const [row] = await api.database.db.select().from(table).where(eq(table.id, id));
      expect(row?.name).toBe(name);
      const twice = await post(admin, key, [{ [field]: name.toLowerCase() }]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json<Invalid>().validation_errors[0]?.msg).toMatch(
        /^Deze (strain|tag) bestaat al\.$/,
      );
    }
  });

  it('answers 503 while a superuser has paused changes', async () => {
    expect(
      (await call(a.admin.auth, 'PUT', '/v1/settings/maintenance', { paused: true })).statusCode,
    ).toBe(403);
    await expectStatus(call(admin, 'PUT', '/v1/settings/maintenance', { paused: true }), 200);
    try {
      const state = await expectStatus<{ paused: boolean }>(
        call(admin, 'GET', '/v1/settings/maintenance'),
        200,
      );
      expect(state.paused).toBe(true);
      const paused = await post(a.employee.auth, 'create_strain_form', []);
      expect(paused.statusCode).toBe(503);
      expect(paused.json<{ detail: string }>().detail).toMatch(/paused for maintenance/);
    } finally {
      await expectStatus(call(admin, 'PUT', '/v1/settings/maintenance', { paused: false }), 200);
    }
    expect((await post(a.employee.auth, 'create_strain_form', [])).statusCode).toBe(510);
  });
});
