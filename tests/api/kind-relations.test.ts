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

const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

const RELATIONS = [
  { path: 'kinds-to-strains', words: 'strains', key: 'strain_id', label: 'Strain', limit: 3 },
  { path: 'kinds-to-tags', words: 'tags', key: 'tag_id', label: 'Tag', limit: 5 },
  { path: 'kinds-to-flavors', words: 'flavors', key: 'flavor_id', label: 'Flavor', limit: 5 },
] as const;

interface Relation {
  id: string;
  kind_id: string;
  amount?: number;
  [key: string]: unknown;
}

describe.each(testDatabases())('kind relations on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Relatie A', ['Relatie A1', 'Relatie A2']);
    b = await createTenant(api, 'Groep Relatie B', ['Relatie B1']);
  });
  afterAll(() => api?.close());

  const kindOfA = () =>
    createItem(api, a.admin.auth, 'kinds', { name: uniqueName('Soort'), shop_group_id: a.groupId });

  describe.each(RELATIONS)('/v1/$path', ({ path, words, key, label, limit }) => {
    const word = () => createItem(api, admin, words, { name: uniqueName(label) });
    const isTag = words === 'tags';

    it('creates, reads, finds, changes and deletes a relation', async () => {
      const kindId = await kindOfA();
      const [first, second] = [await word(), await word()];
      const created = await expectStatus<Relation>(
        call(a.employee.auth, 'POST', `/v1/${path}/`, {
          kind_id: kindId,
          [key]: first,
          ...(isTag && { amount: 60 }),
        }),
        201,
      );
      expect(created).toEqual({
        id: expect.any(String),
        kind_id: kindId,
        [key]: first,
        ...(isTag && { amount: 60 }),
      });
      expect(
        await expectStatus(call(a.employee.auth, 'GET', `/v1/${path}/${created.id}`), 200),
      ).toEqual(created);
      const found = await call(
        a.employee.auth,
        'GET',
        `/v1/${path}/get_relation_id?kind_id=${kindId}&${key}=${first}`,
      );
      expect(found.json()).toEqual({ id: created.id });
      const none = await call(
        admin,
        'GET',
        `/v1/${path}/get_relation_id?kind_id=${kindId}&${key}=${second}`,
      );
      expect(none.statusCode).toBe(404);
      const noKey = await call(admin, 'GET', `/v1/${path}/get_relation_id?kind_id=${kindId}`);
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().validation_errors[0].loc).toEqual(['query', key]);

      const changed = await expectStatus<Relation>(
        call(a.employee.auth, 'PUT', `/v1/${path}/${created.id}`, {
          kind_id: kindId,
          [key]: second,
        }),
        200,
      );
      expect(changed).toMatchObject({
        id: created.id,
        [key]: second,
        ...(isTag && { amount: 60 }),
      });
      if (isTag) {
        const amount = await expectStatus<Relation>(
          call(a.employee.auth, 'PUT', `/v1/${path}/${created.id}`, { amount: 100 }),
          200,
        );
        expect(amount).toMatchObject({ [key]: second, amount: 100 });
      }
      const moved = await call(admin, 'PUT', `/v1/${path}/${created.id}`, {
        kind_id: await kindOfA(),
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().validation_errors[0].loc).toEqual(['body', 'kind_id']);
      await expectStatus(call(a.employee.auth, 'DELETE', `/v1/${path}/${created.id}`), 204);
      expect((await call(admin, 'GET', `/v1/${path}/${created.id}`)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/v1/${path}/${created.id}`)).statusCode).toBe(404);
      expect(
        (await call(admin, 'PUT', `/v1/${path}/${created.id}`, { [key]: first })).statusCode,
      ).toBe(404);
      const audit = await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, kindId), eq(auditLog.entityType, 'kind')));
      expect(audit.filter((entry) => entry.action === 'Edited').length).toBeGreaterThanOrEqual(3);
    });

    it('answers 400, 404 and 409 for bad, unknown and duplicate relations', async () => {
      const kindId = await kindOfA();
      const id = await word();
      const body = { kind_id: kindId, [key]: id };
      const missing = await call(admin, 'POST', `/v1/${path}`, { kind_id: kindId });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().validation_errors[0].loc).toEqual(['body', key]);
      const badId = await call(admin, 'POST', `/v1/${path}`, { ...body, kind_id: 'soort' });
      expect(badId.json().validation_errors[0].loc).toEqual(['body', 'kind_id']);
      const unknownKind = await call(admin, 'POST', `/v1/${path}`, {
        ...body,
        kind_id: UNKNOWN_ID,
      });
      expect(unknownKind.statusCode).toBe(404);
      expect(unknownKind.json().detail).toBe('Kind not found');
      const unknownWord = await call(admin, 'POST', `/v1/${path}`, { ...body, [key]: UNKNOWN_ID });
      expect(unknownWord.statusCode).toBe(404);
      expect(unknownWord.json().detail).toBe(`${label} not found`);
      const created = await expectStatus<Relation>(call(admin, 'POST', `/v1/${path}`, body), 201);
      const twice = await call(a.employee.auth, 'POST', `/v1/${path}`, body);
      expect(twice.statusCode).toBe(409);
      const other = await expectStatus<Relation>(
        call(admin, 'POST', `/v1/${path}`, { kind_id: kindId, [key]: await word() }),
        201,
      );
      const onto = await call(admin, 'PUT', `/v1/${path}/${other.id}`, { [key]: id });
      expect(onto.statusCode).toBe(409);
      expect((await call(admin, 'GET', `/v1/${path}/${created.id}`)).statusCode).toBe(200);
    });

    it(`allows at most ${limit} per kind, also when added at once`, async () => {
      const kindId = await kindOfA();
      const ids = [];
      for (let n = 0; n <= limit + 1; n++) ids.push(await word());
      const answers = await Promise.all(
        ids.map((id) =>
          call(a.employee.auth, 'POST', `/v1/${path}`, { kind_id: kindId, [key]: id }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
      expect(statuses.filter((s) => s === 400)).toHaveLength(2);
      const refused = answers.find((r) => r.statusCode === 400);
      expect(refused?.json().detail).toBe(`A kind can have at most ${limit} ${words}.`);
      expect(refused?.json().validation_errors[0].loc).toEqual(['body', key]);
      const view = await expectStatus<Record<string, unknown>>(
        call(admin, 'GET', `/v1/kinds/${kindId}`),
        200,
      );
      expect(view[`${words}_amount`]).toBe(limit);
    });

    it('lists relations of visible kinds with sort, filter and Content-Range', async () => {
      const kindId = await kindOfA();
      const made = [];
      for (let n = 0; n < 2; n++) {
        made.push(
          await expectStatus<Relation>(
            call(admin, 'POST', `/v1/${path}`, {
              kind_id: kindId,
              [key]: await word(),
              amount: 10 * n,
            }),
            201,
          ),
        );
      }
      const mine = await call(
        a.employee.auth,
        'GET',
        `/v1/${path}?filter=kind_id:${kindId}&sort=id:DESC&limit=999`,
      );
      expect(mine.json()).toEqual([...made].sort((x, y) => (x.id < y.id ? 1 : -1)));
      expect(mine.headers['content-range']).toBe(`${path} 0-1/2`);
      const byWord = await call(admin, 'GET', `/v1/${path}?filter=${key}:${made[0]?.[key]}`);
      expect(byWord.json()).toEqual([made[0]]);
      const hidden = await call(b.employee.auth, 'GET', `/v1/${path}?filter=kind_id:${kindId}`);
      expect(hidden.json()).toEqual([]);
      expect(hidden.headers['content-range']).toBe(`${path} */0`);
      const unknownField = await call(admin, 'GET', `/v1/${path}?filter=name:x`);
      expect(unknownField.statusCode).toBe(400);
      if (isTag) {
        const sorted = await call(
          admin,
          'GET',
          `/v1/${path}?filter=kind_id:${kindId}&sort=-amount`,
        );
        expect(sorted.json().map((r: Relation) => r.amount)).toEqual([10, 0]);
      }
    });

    it("keeps other groups' relations hidden and global kinds read-only", async () => {
      const kindId = await kindOfA();
      const relation = await expectStatus<Relation>(
        call(admin, 'POST', `/v1/${path}`, { kind_id: kindId, [key]: await word() }),
        201,
      );
      const id = await word();
      const post = await call(b.admin.auth, 'POST', `/v1/${path}`, { kind_id: kindId, [key]: id });
      expect(post.statusCode).toBe(404);
      expect((await call(b.admin.auth, 'GET', `/v1/${path}/${relation.id}`)).statusCode).toBe(404);
      expect(
        (await call(b.admin.auth, 'PUT', `/v1/${path}/${relation.id}`, { [key]: id })).statusCode,
      ).toBe(404);
      expect((await call(b.admin.auth, 'DELETE', `/v1/${path}/${relation.id}`)).statusCode).toBe(
        404,
      );
      const found = await call(
        b.admin.auth,
        'GET',
        `/v1/${path}/get_relation_id?kind_id=${kindId}&${key}=${relation[key]}`,
      );
      expect(found.statusCode).toBe(404);
      const globalKind = await createItem(api, admin, 'kinds', { name: uniqueName('Globaal') });
      const onGlobal = await call(a.admin.auth, 'POST', `/v1/${path}`, {
        kind_id: globalKind,
        [key]: id,
      });
      expect(onGlobal.statusCode).toBe(403);
    });

    it('reloads the boards of shops listing the kind on every write', async () => {
      const kindId = await kindOfA();
      const [linked, unrelated] = a.shopIds as [string, string];
      await linkToShop(api, linked, { kindId });
      const shops = { touched: linked, untouched: unrelated };
      let relation: Relation | undefined;
      await expectBoardReload(api, shops, async () => {
        relation = await expectStatus<Relation>(
          call(a.employee.auth, 'POST', `/v1/${path}`, { kind_id: kindId, [key]: await word() }),
          201,
        );
      });
      const next = await word();
      await expectBoardReload(api, shops, () =>
        expectStatus(
          call(a.employee.auth, 'PUT', `/v1/${path}/${relation?.id}`, { [key]: next }),
          200,
        ),
      );
      await expectBoardReload(api, shops, () =>
        expectStatus(call(a.employee.auth, 'DELETE', `/v1/${path}/${relation?.id}`), 204),
      );
    });
  });

  describe('tag amounts', () => {
    it.each([-1, 101, 12.5, '50'])('refuses the amount %j', async (amount) => {
      const kindId = await kindOfA();
      const tagId = await createItem(api, admin, 'tags', { name: uniqueName('Tag') });
      const response = await call(admin, 'POST', '/v1/kinds-to-tags', {
        kind_id: kindId,
        tag_id: tagId,
        amount,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().validation_errors[0].loc).toEqual(['body', 'amount']);
    });

    it('accepts the bounds 0 and 100, and 0 when no amount is sent', async () => {
      const kindId = await kindOfA();
      for (const amount of [0, 100, undefined]) {
        const tagId = await createItem(api, admin, 'tags', { name: uniqueName('Tag') });
        const created = await expectStatus<Relation>(
          call(admin, 'POST', '/v1/kinds-to-tags', { kind_id: kindId, tag_id: tagId, amount }),
          201,
        );
        expect(created.amount).toBe(amount ?? 0);
        const bad = await call(admin, 'PUT', `/v1/kinds-to-tags/${created.id}`, { amount: 101 });
        expect(bad.statusCode).toBe(400);
      }
    });
  });
});
