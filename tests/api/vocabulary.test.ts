import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
  caller,
  createItem,
  createShop,
  expectBoardReload,
  expectStatus,
  linkToShop,
  uniqueName,
} from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';

const VOCABULARIES = [
  { resource: 'strains', label: 'Strain', relation: 'kinds-to-strains', key: 'strain_id' },
  { resource: 'tags', label: 'Tag', relation: 'kinds-to-tags', key: 'tag_id' },
  { resource: 'flavors', label: 'Flavor', relation: 'kinds-to-flavors', key: 'flavor_id' },
] as const;

const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

describe.each(testDatabases())('strains, tags and flavors on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let tenant: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    call = caller(api);
    tenant = await createTenant(api, 'Groep Woorden', ['Woordwinkel']);
  });
  afterAll(() => api?.close());

  describe.each(VOCABULARIES)('/v1/$resource', ({ resource, label, relation, key }) => {
    it('creates for a superuser only (the words are global), reads by id and refuses a name twice', async () => {
      const name = uniqueName('Haze');
      for (const auth of [tenant.employee.auth, tenant.admin.auth]) {
        const refused = await call(auth, 'POST', `/v1/${resource}/`, { name });
        expect(refused.statusCode).toBe(403);
      }
      expect(
        (
          await call(admin, 'GET', `/v1/${resource}?filter=name:${encodeURIComponent(name)}`)
        ).json(),
      ).toEqual([]);
      const created = await expectStatus(
        call(admin, 'POST', `/v1/${resource}/`, { name: `  ${name} ` }),
        201,
      );
      expect(created).toMatchObject({ id: expect.any(String), name });
      expect(Date.parse(String(created.created_at))).not.toBeNaN();
      const read = await expectStatus(call(admin, 'GET', `/v1/${resource}/${created.id}`), 200);
      expect(read).toEqual(created);
      const twice = await call(admin, 'POST', `/v1/${resource}`, { name: name.toUpperCase() });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().detail).toBe(`${label} with this name already exists.`);
    });

    it('answers 400 for a missing, empty or mistyped name and 404 for unknown ids', async () => {
      const missing = await call(admin, 'POST', `/v1/${resource}`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().validation_errors[0].loc).toEqual(['body', 'name']);
      const blank = await call(admin, 'POST', `/v1/${resource}`, { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().validation_errors[0].loc).toEqual(['body', 'name']);
      const typed = await call(admin, 'POST', `/v1/${resource}`, { name: 42 });
      expect(typed.statusCode).toBe(400);
      const unknown = await call(admin, 'GET', `/v1/${resource}/${UNKNOWN_ID}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: `${label} not found`, code: 'not_found' });
      const badId = await call(admin, 'GET', `/v1/${resource}/nope`);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().validation_errors[0].loc).toEqual(['path', 'id']);
      const put = await call(admin, 'PUT', `/v1/${resource}/${UNKNOWN_ID}`, { name: 'Iets' });
      expect(put.statusCode).toBe(404);
      const del = await call(admin, 'DELETE', `/v1/${resource}/${UNKNOWN_ID}`);
      expect(del.statusCode).toBe(404);
    });

    it('lets only a superuser rename or delete', async () => {
      const id = await createItem(api, admin, resource, { name: uniqueName('Kush') });
      const taken = await createItem(api, admin, resource, { name: uniqueName('Taken') });
      for (const auth of [tenant.employee.auth, tenant.admin.auth]) {
        expect((await call(auth, 'PUT', `/v1/${resource}/${id}`, { name: 'X' })).statusCode).toBe(
          403,
        );
        expect((await call(auth, 'DELETE', `/v1/${resource}/${id}`)).statusCode).toBe(403);
      }
      const takenName = (await call(admin, 'GET', `/v1/${resource}/${taken}`)).json().name;
      const clash = await call(admin, 'PUT', `/v1/${resource}/${id}`, {
        name: takenName.toLowerCase(),
      });
      expect(clash.statusCode).toBe(409);
      const newName = uniqueName('Renamed');
      const renamed = await expectStatus(
        call(admin, 'PUT', `/v1/${resource}/${id}`, { name: newName, id, created_at: 'x' }),
        200,
      );
      expect(renamed).toMatchObject({ id, name: newName });
      await expectStatus(call(admin, 'DELETE', `/v1/${resource}/${id}`), 204);
      expect((await call(admin, 'GET', `/v1/${resource}/${id}`)).statusCode).toBe(404);
    });

    it('finds by name, ignoring case, with or without a shop', async () => {
      const name = uniqueName('Lemon');
      const id = await createItem(api, admin, resource, { name });
      const found = await call(
        tenant.employee.auth,
        'GET',
        `/v1/${resource}/name/${encodeURIComponent(name.toLowerCase())}?shop_id=${tenant.shopIds[0]}`,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ id, name });
      const none = await call(admin, 'GET', `/v1/${resource}/name/${uniqueName('Nothing')}`);
      expect(none.statusCode).toBe(404);
    });

    it('lists with sort, filter, paging and Content-Range', async () => {
      const prefix = uniqueName('Lijst');
      for (const suffix of ['b', 'A', 'c']) {
        await createItem(api, admin, resource, { name: `${prefix} ${suffix}` });
      }
      const query = `filter=name:${encodeURIComponent(prefix)}`;
      const list = await call(tenant.employee.auth, 'GET', `/v1/${resource}?limit=999&${query}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((w: { name: string }) => w.name.slice(-1))).toEqual(['A', 'b', 'c']);
      expect(list.headers['content-range']).toBe(`${resource} 0-2/3`);
      const desc = await call(admin, 'GET', `/v1/${resource}?${query}&sort=-name&limit=2`);
      expect(desc.json().map((w: { name: string }) => w.name.slice(-1))).toEqual(['c', 'b']);
      expect(desc.headers['content-range']).toBe(`${resource} 0-1/3`);
      const bad = await call(admin, 'GET', `/v1/${resource}?sort=price:ASC`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().validation_errors[0].loc).toEqual(['query', 'sort', 0]);
    });

    it('is not deletable while a kind uses it, and renaming reloads boards showing it', async () => {
      const id = await createItem(api, admin, resource, { name: uniqueName('Gebruikt') });
      const kindId = await createItem(api, admin, 'kinds', { name: uniqueName('Soort') });
      expect(
        await expectStatus(call(admin, 'GET', `/v1/${resource}/is-deletable/${id}`), 200),
      ).toEqual({ is_deletable: true });
      await expectStatus(
        call(admin, 'POST', `/v1/${relation}`, { kind_id: kindId, [key]: id, amount: 10 }),
        201,
      );
      const deletable = await expectStatus<{ is_deletable: boolean; reason: string }>(
        call(tenant.employee.auth, 'GET', `/v1/${resource}/is-deletable/${id}`),
        200,
      );
      expect(deletable.is_deletable).toBe(false);
      expect(deletable.reason).toMatch(/used by 1 kind/);
      const refused = await call(admin, 'DELETE', `/v1/${resource}/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(deletable.reason);
      expect(
        (await call(admin, 'GET', `/v1/${resource}/is-deletable/${UNKNOWN_ID}`)).statusCode,
      ).toBe(404);

      const linked = await createShop(api);
      const unrelated = await createShop(api);
      await linkToShop(api, linked, { kindId });
      await expectBoardReload(api, { touched: linked, untouched: unrelated }, () =>
        expectStatus(
          call(admin, 'PUT', `/v1/${resource}/${id}`, { name: uniqueName('Nieuw') }),
          200,
        ),
      );
    });
  });

  describe('flavor colours and icons', () => {
    it('stores a hex colour without # and an icon, with defaults', async () => {
      const created = await expectStatus(
        call(admin, 'POST', '/v1/flavors', {
          name: uniqueName('Moon'),
          color: '#00fff0',
          icon: 'moon',
        }),
        201,
      );
      expect(created).toMatchObject({ color: '00FFF0', icon: 'moon' });
      const plain = await expectStatus(
        call(admin, 'POST', '/v1/flavors', { name: uniqueName('Earth') }),
        201,
      );
      expect(plain).toMatchObject({ color: '000000', icon: '' });
      const recoloured = await expectStatus(
        call(admin, 'PUT', `/v1/flavors/${plain.id}`, { name: plain.name, color: 'a1b2c3' }),
        200,
      );
      expect(recoloured).toMatchObject({ color: 'A1B2C3', icon: '' });
      const filtered = await call(admin, 'GET', `/v1/flavors?filter=color:A1B2C3`);
      expect(filtered.json().map((f: { id: string }) => f.id)).toEqual([plain.id]);
    });

    it.each(['red', '#12345', '1234567'])('refuses the colour %j', async (color) => {
      const response = await call(admin, 'POST', '/v1/flavors', { name: uniqueName('X'), color });
      expect(response.statusCode).toBe(400);
      expect(response.json().validation_errors[0].loc).toEqual(['body', 'color']);
    });

    it('shows no colour on strains and tags', async () => {
      const strain = await expectStatus(
        call(admin, 'POST', '/v1/strains', { name: uniqueName('Widow'), color: 'zz' }),
        201,
      );
      expect(strain).not.toHaveProperty('color');
    });
  });
});
