import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kinds, kindsToStrains, strains } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { caller, createItem, expectStatus, uniqueName } from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';

interface Schema {
  title: string;
  type: string;
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  additionalProperties: boolean;
}

interface NotComplete {
  type: string;
  title: string;
  status: number;
  detail: string;
  form: Schema;
  hasNext: boolean;
  meta: { hasNext: boolean };
}

interface Invalid {
  type: string;
  title: string;
  status: number;
  detail: string;
  validation_errors: { loc: (string | number)[]; msg: string; ctx: Record<string, unknown> }[];
}

describe.each(testDatabases())('create kind and product forms on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;
  let haze: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Form A', ['Form A1']);
    b = await createTenant(api, 'Groep Form B', ['Form B1']);
    haze = await createItem(api, admin, 'strains', { name: uniqueName('Haze') });
  });
  afterAll(() => api?.close());

  const post = (auth: string, key: string, steps: unknown[], query = '') =>
    api.app.inject({
      method: 'POST',
      url: `/v1/forms/${key}${query}`,
      headers: { authorization: auth },
      payload: steps as object,
    });

  const kindStep = (overrides: Record<string, unknown> = {}) => ({
    kind_name: uniqueName('Amnesia'),
    kind_type: 'sativa',
    kind_description_nl: 'Fris',
    kind_description_en: 'Fresh',
    strain_choice: [haze],
    create_new_strains: [],
    new_strain_from_name: false,
    use_shop_group: a.groupId,
    gebruiken: true,
    ...overrides,
  });

  it('lists the form keys to logged-in users only', async () => {
    const keys = await expectStatus<string[]>(call(a.employee.auth, 'GET', '/v1/forms'), 200);
    expect(keys).toEqual(
      expect.arrayContaining([
        'create_kind_form',
        'create_product_form',
        'create_categorie_form',
        'create_strain_form',
        'create_tag_form',
      ]),
    );
    expect((await api.app.inject({ url: '/v1/forms' })).statusCode).toBe(401);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/v1/forms/create_kind_form',
      payload: [],
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown form', async () => {
    const response = await post(a.employee.auth, 'create_unicorn_form', []);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Form not found', code: 'form_not_found' });
  });

  it('answers 510 with the first step of the kind form as JSON Schema', async () => {
    const body = await expectStatus<NotComplete>(
      post(a.employee.auth, 'create_kind_form', []),
      510,
    );
    expect(body).toMatchObject({
      type: 'FormNotCompleteError',
      title: 'Form not complete',
      status: 510,
      hasNext: true,
      meta: { hasNext: true },
    });
    const { form } = body;
    expect(form.title).toBe('Nieuwe wiet');
    expect(form.additionalProperties).toBe(false);
    expect(form.required).toEqual(['kind_name', 'kind_type', 'use_shop_group']);
    expect(Object.keys(form.properties)).toEqual([
      'kind_name',
      'kind_type',
      'kind_description_nl',
      'kind_description_en',
      'strain_choice',
      'create_new_strains',
      'new_strain_from_name',
      'use_shop_group',
      'gebruiken',
    ]);
    expect(form.properties.kind_name).toMatchObject({
      type: 'string',
      minLength: 1,
      title: 'Naam',
    });
    expect(form.properties.kind_type).toMatchObject({
      enum: ['indica', 'sativa', 'CBD', 'hybrid'],
      options: { indica: 'Indica', CBD: 'CBD' },
    });
    expect(form.properties.kind_description_nl).toMatchObject({ format: 'long', default: '' });
    const strainChoice = form.properties.strain_choice as {
      items: { enum: string[] };
      options: Record<string, string>;
    };
    expect(form.properties.strain_choice).toMatchObject({
      type: 'array',
      maxItems: 3,
      uniqueItems: true,
    });
    expect(strainChoice.items.enum).toContain(haze);
    expect(strainChoice.options[haze]).toMatch(/^Haze /);
    expect(form.properties.create_new_strains).toMatchObject({ maxItems: 3, uniqueItems: true });
    // Staff may not add strains, so the form does not offer one by default (superusers: true).
    expect(form.properties.new_strain_from_name).toMatchObject({ type: 'boolean', default: false });
    expect(form.properties.gebruiken).toMatchObject({ type: 'boolean', default: true });
    // Staff choose among their own groups; Global is for superusers.
    expect(form.properties.use_shop_group).toMatchObject({
      enum: [a.groupId],
      default: a.groupId,
    });
    const asAdmin = await expectStatus<NotComplete>(post(admin, 'create_kind_form', []), 510);
    expect(asAdmin.form.properties.use_shop_group?.enum).toEqual(
      expect.arrayContaining(['global', a.groupId, b.groupId]),
    );
  });

  it('answers 400 with validation_errors for each field and the root rules', async () => {
    const taken = uniqueName('Bestaand');
    await createItem(api, a.admin.auth, 'kinds', { name: taken, shop_group_id: a.groupId });
    const existingStrain = uniqueName('Kush');
    await createItem(api, admin, 'strains', { name: existingStrain });
    const cases: [Record<string, unknown>, (string | number)[], RegExp][] = [
      [{ extra: 1 }, ['extra'], /hoort niet bij/],
      [{ kind_name: '  ' }, ['kind_name'], /verplicht/],
      [{ kind_name: undefined }, ['kind_name'], /verplicht/],
      [{ kind_name: 12 }, ['kind_name'], /tekst/],
      [{ kind_type: 'ruderalis' }, ['kind_type'], /opties/],
      [{ strain_choice: [haze, haze] }, ['strain_choice', 1], /één keer/],
      [{ strain_choice: ['6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10'] }, ['strain_choice', 0], /opties/],
      [{ create_new_strains: ['Nova', 'nova'] }, ['create_new_strains', 1], /één keer/],
      [{ create_new_strains: ['a', 'b', 'c', 'd'] }, ['create_new_strains'], /maximaal 3/],
      [{ gebruiken: 'ja' }, ['gebruiken'], /ja of nee/],
      [{ use_shop_group: undefined }, ['use_shop_group'], /verplicht/],
      [{ kind_name: taken.toUpperCase() }, ['kind_name'], /^Deze kind bestaat al\.$/],
      [{ create_new_strains: [existingStrain] }, ['create_new_strains', 0], /bestaat al/],
      [{ strain_choice: [] }, ['__root__'], /minstens één strain/],
      [
        { create_new_strains: [uniqueName('N1'), uniqueName('N2')], new_strain_from_name: true },
        ['__root__'],
        /maximaal 3 strains; dit zijn er 4/,
      ],
    ];
    for (const [overrides, loc, msg] of cases) {
      const response = await post(a.employee.auth, 'create_kind_form', [kindStep(overrides)]);
      const label = JSON.stringify(overrides);
      expect(response.statusCode, label).toBe(400);
      const body = response.json<Invalid>();
      expect(body, label).toMatchObject({
        type: 'FormValidationError',
        title: 'Form not valid',
        status: 400,
      });
      expect(body.validation_errors[0]?.loc, label).toEqual(loc);
      expect(body.validation_errors[0]?.msg, label).toMatch(msg);
    }
    const several = await post(a.employee.auth, 'create_kind_form', [
      kindStep({ kind_name: '', kind_type: 'x' }),
    ]);
    expect(several.json<Invalid>().validation_errors.map((e) => e.loc)).toEqual([
      ['kind_name'],
      ['kind_type'],
    ]);
    const notAnObject = await post(a.employee.auth, 'create_kind_form', ['kind']);
    expect(notAnObject.json<Invalid>().validation_errors[0]?.loc).toEqual(['__root__']);
    const notAnArray = await call(a.employee.auth, 'POST', '/v1/forms/create_kind_form', {});
    expect(notAnArray.statusCode).toBe(400);
  });

  it('lets only a superuser add new strains through the kind form (strains are global)', async () => {
    const fields = await expectStatus<NotComplete>(
      post(a.employee.auth, 'create_kind_form', []),
      510,
    );
    expect(fields.form.properties.new_strain_from_name).toMatchObject({ default: false });
    for (const overrides of [
      { create_new_strains: [uniqueName('Verboden')] },
      { new_strain_from_name: true },
    ]) {
      const response = await post(a.employee.auth, 'create_kind_form', [kindStep(overrides)]);
      expect(response.statusCode).toBe(400);
      const error = response.json<Invalid>().validation_errors[0];
      expect(error?.loc).toEqual([Object.keys(overrides)[0]]);
      expect(error?.msg).toMatch(/Alleen een superuser maakt nieuwe strains aan/);
    }
    const strainForm = await post(a.employee.auth, 'create_strain_form', [
      { strain_name: uniqueName('Verboden') },
    ]);
    expect(strainForm.statusCode).toBe(403);
    const tagForm = await post(a.employee.auth, 'create_tag_form', [
      { tag_name: uniqueName('Verboden') },
    ]);
    expect(tagForm.statusCode).toBe(403);
    const count = await api.database.db
      .select({ name: strains.name })
      .from(strains)
      .where(sql`${strains.name} like 'Verboden%'`);
    expect(count).toEqual([]);
    // With existing strains only, staff still create kinds.
    await expectStatus(post(a.employee.auth, 'create_kind_form', [kindStep(), {}]), 201);
  });

  it('shows a read-only summary with the warning, then creates the kind with its strains', async () => {
    const name = uniqueName('Lemon Haze');
    const newStrain = uniqueName('Nieuwe');
    const step = kindStep({
      kind_name: name,
      kind_type: 'hybrid',
      create_new_strains: [newStrain],
      new_strain_from_name: true,
    });
    const summary = await expectStatus<NotComplete>(post(admin, 'create_kind_form', [step]), 510);
    expect(summary.hasNext).toBe(false);
    expect(summary.meta).toEqual({ hasNext: false });
    expect(summary.form.title).toBe('Samenvatting');
    expect(summary.form.required).toEqual([]);
    const data = (summary.form.properties.summary?.uniforms as { data: Record<string, unknown> })
      .data as { labels: string[]; columns: string[][] };
    expect(summary.form.properties.summary).toMatchObject({ format: 'summary', readOnly: true });
    expect(data.labels).toContain('Strains');
    expect(data.columns[0]).toEqual(expect.arrayContaining([name, 'Hybrid', 'Groep Form A']));
    expect(summary.form.properties.warning).toMatchObject({ format: 'label', readOnly: true });
    expect(String(summary.form.properties.warning?.const)).toMatch(/nog niet bewerkt.*Terug/);

    const created = await expectStatus<{
      form_key: string;
      kind_id: string;
      gebruiken: boolean;
      created: {
        kind: { id: string; name: string; h: boolean; s: boolean; shop_group_id: string };
        strains: { id: string; name: string; new: boolean }[];
      };
    }>(post(admin, 'create_kind_form', [step, {}]), 201);
    expect(created.form_key).toBe('create_kind_form');
    expect(created.gebruiken).toBe(true);
    expect(created.kind_id).toBe(created.created.kind.id);
    expect(created.created.kind).toMatchObject({
      name,
      h: true,
      s: false,
      shop_group_id: a.groupId,
    });
    const linked = created.created.strains.map((s) => [s.name, s.new]);
    expect(linked).toHaveLength(3);
    expect(linked).toEqual(
      expect.arrayContaining([
        [name, true],
        [newStrain, true],
        [expect.stringMatching(/^Haze /), false],
      ]),
    );

    const db = api.database.db;
    const rootId = (await call(admin, 'GET', '/v1/users/me')).json<{ id: string }>().id;
    const [row] = await db.select().from(kinds).where(eq(kinds.id, created.kind_id));
    expect(row).toMatchObject({ descriptionNl: 'Fris', descriptionEn: 'Fresh', h: true });
    const links = await db
      .select({ name: strains.name })
      .from(kindsToStrains)
      .innerJoin(strains, eq(strains.id, kindsToStrains.strainId))
      .where(eq(kindsToStrains.kindId, created.kind_id));
    expect(links).toHaveLength(3);
    const added = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'Added'), eq(auditLog.userId, rootId)));
    expect(added.map((entry) => entry.entityId)).toEqual(
      expect.arrayContaining([
        created.kind_id,
        ...created.created.strains.filter((s) => s.new).map((s) => s.id),
      ]),
    );

    // The same answers again: the name is taken now.
    const again = await post(admin, 'create_kind_form', [step, {}]);
    expect(again.statusCode).toBe(400);
    expect(again.json<Invalid>().validation_errors[0]?.msg).toBe('Deze kind bestaat al.');
  });

  it('refuses a changed read-only field and more steps than the form has', async () => {
    const step = kindStep();
    const edited = await post(a.employee.auth, 'create_kind_form', [step, { warning: 'weg' }]);
    expect(edited.json<Invalid>().validation_errors[0]?.loc).toEqual(['warning']);
    const extra = await post(a.employee.auth, 'create_kind_form', [step, {}, {}]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json<Invalid>().validation_errors[0]?.loc).toEqual(['__root__']);
  });

  it('keeps other groups and Global out of reach of staff (404/403), superusers anywhere', async () => {
    const foreign = await post(a.employee.auth, 'create_kind_form', [
      kindStep({ use_shop_group: b.groupId }),
    ]);
    expect(foreign.statusCode).toBe(404);
    const global = await post(a.employee.auth, 'create_kind_form', [
      kindStep({ use_shop_group: 'global' }),
    ]);
    expect(global.statusCode).toBe(403);
    const otherShop = await post(
      a.employee.auth,
      'create_kind_form',
      [],
      `?shop_id=${b.shopIds[0]}`,
    );
    expect(otherShop.statusCode).toBe(404);
    const ownShop = await post(a.employee.auth, 'create_kind_form', [], `?shop_id=${a.shopIds[0]}`);
    expect(ownShop.statusCode).toBe(510);
    const globalKind = await expectStatus<{ created: { kind: { shop_group_id: null } } }>(
      post(admin, 'create_kind_form', [kindStep({ use_shop_group: 'global' }), {}]),
      201,
    );
    expect(globalKind.created.kind.shop_group_id).toBeNull();
  });

  it('creates a horeca product in two steps', async () => {
    const first = await expectStatus<NotComplete>(
      post(a.admin.auth, 'create_product_form', []),
      510,
    );
    expect(first.form.title).toBe('Nieuw horeca product');
    expect(first.form.properties.product_type).toMatchObject({
      enum: ['C', 'H', 'I', 'S', null],
      default: null,
    });
    const name = uniqueName('Cola');
    const step = {
      product_name: name,
      product_type: 'C',
      product_description_nl: 'Koud',
      use_shop_group: a.groupId,
    };
    const bad = await post(a.admin.auth, 'create_product_form', [{ ...step, product_type: 'X' }]);
    expect(bad.json<Invalid>().validation_errors[0]?.loc).toEqual(['product_type']);
    const summary = await expectStatus<NotComplete>(
      post(a.admin.auth, 'create_product_form', [step]),
      510,
    );
    expect(summary.hasNext).toBe(false);
    const created = await expectStatus<{ product_id: string; gebruiken: boolean }>(
      post(a.admin.auth, 'create_product_form', [step, {}]),
      201,
    );
    expect(created.gebruiken).toBe(true);
    const product = await expectStatus<{
      name: string;
      product_type: string;
      description_nl: string;
    }>(call(a.admin.auth, 'GET', `/v1/products/${created.product_id}`), 200);
    expect(product).toMatchObject({ name, product_type: 'C', description_nl: 'Koud' });
    const twice = await post(a.admin.auth, 'create_product_form', [
      { ...step, product_name: name.toLowerCase() },
    ]);
    expect(twice.json<Invalid>().validation_errors[0]).toMatchObject({
      loc: ['product_name'],
      msg: 'Dit product bestaat al.',
    });
  });
});
