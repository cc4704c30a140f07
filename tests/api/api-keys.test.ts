/**
 * API keys ("Koppelingen"): an admin of a shop group makes a key with scopes, the key is shown
 * once and kept as a hash, works only on routes of its scopes, never for users, roles, keys or
 * settings, is limited per key, is revoked at once in every process (two apps on one
 * database), and what it changes is in the history under its name.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { rowsOf } from '../../server/db/rows';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Key {
  id: string;
  key: string;
  key_prefix: string;
  last_used_at: string | null;
}

describe.each(testDatabases())('API keys on %s', (kind) => {
  let api: TestApi;
  let second: App;
  let root: string;
  let staff: string;
  let groupId: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      demo: true,
      config: {
        integrations: {
          keyRequestsPerMinute: 40,
          webhookAllowPrivate: false,
          webhookTimeoutMs: 5000,
          webhookRetryBaseMs: 30_000,
        },
      },
    });
    // A second process on the same database.
    second = await buildApp({ config: api.config, database: api.database });
    root = await api.adminAuth();
    shopId = api.demo?.defaultShopId as string;
    const [maastricht] = api.demo?.staffUsers ?? [];
    staff = await api.login(maastricht?.username as string, api.staffPassword);
    const groups = await api.app.inject({
      url: '/v1/shop-groups?limit=0',
      headers: { authorization: root },
    });
    groupId = groups
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === maastricht?.shopGroup)?.id as string;
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  const makeKey = async (scopes: string[], name = 'Kassa', shop?: string) => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: root },
      payload: { shop_group_id: groupId, name, scopes, ...(shop && { shop_id: shop }) },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<Key>();
  };
  const withKey = (
    app: App,
    key: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}` },
      ...(payload && { payload }),
    });

  it('shows the key once, keeps only its hash, and lists it without the key', async () => {
    const key = await makeKey(['menu:read']);
    expect(key.key).toMatch(/^plk_[\w-]{40,}$/);
    expect(key.key.startsWith(key.key_prefix)).toBe(true);
    const stored = await rowsOf<{ key_hash: string }>(
      api.database.db,
      sql`select key_hash from api_keys where id = ${key.id}::uuid`,
    );
    expect(stored[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.key);
    const list = await api.app.inject({
      url: `/v1/api-keys?shop_group_id=${groupId}`,
      headers: { authorization: root },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.key);
    expect(list.json<{ id: string }[]>().map((k) => k.id)).toContain(key.id);
    // An employee of the group may not manage keys.
    const refused = await api.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: staff },
      payload: { shop_group_id: groupId, name: 'x', scopes: ['menu:read'] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('works only on the routes of its scopes, never for users, roles, keys or settings', async () => {
    const key = await makeKey(['menu:read'], 'Webshop');
    const menu = await withKey(
      api.app,
      key.key,
      'GET',
      `/v1/shops-to-prices?filter=shop_id:${shopId}`,
    );
    expect(menu.statusCode, menu.body).toBe(200);
    const row = menu.json<{ id: string }[]>()[0] as { id: string };
    const write = await withKey(
      api.app,
      key.key,
      'PUT',
      `/v1/shops-to-prices/availability/${row.id}`,
      {
        active: false,
      },
    );
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'api_key_scope' });
    const orders = await withKey(api.app, key.key, 'GET', `/v1/orders/shop/${shopId}/pending`);
    expect(orders.statusCode).toBe(403);
    for (const url of [
      '/v1/users',
      '/v1/roles',
      `/v1/api-keys?shop_group_id=${groupId}`,
      '/v1/users/me',
    ]) {
      const answer = await withKey(api.app, key.key, 'GET', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'api_key_not_here' });
    }
    const made = await withKey(api.app, key.key, 'POST', '/v1/api-keys', {
      shop_group_id: groupId,
      name: 'more',
      scopes: ['prices:write'],
    });
    expect(made.statusCode).toBe(403);
    // Last use is noted.
    const list = await api.app.inject({
      url: `/v1/api-keys?shop_group_id=${groupId}`,
      headers: { authorization: root },
    });
    const listed = list.json<Key[]>().find((k) => k.id === key.id);
    expect(listed?.last_used_at).not.toBeNull();
  });

  it('sees only its group, or its one shop', async () => {
    const shops = await api.app.inject({
      url: '/v1/shops?limit=0',
      headers: { authorization: root },
    });
    const others = shops.json<{ id: string }[]>().filter((s) => s.id !== shopId);
    const key = await makeKey(['menu:read', 'orders:read'], 'Eén shop', shopId);
    for (const other of others) {
      const answer = await withKey(api.app, key.key, 'GET', `/v1/orders/shop/${other.id}/pending`);
      expect([403, 404]).toContain(answer.statusCode);
    }
    const own = await withKey(api.app, key.key, 'GET', `/v1/orders/shop/${shopId}/pending`);
    expect(own.statusCode).toBe(200);
  });

  it('is revoked at once in every process', async () => {
    const key = await makeKey(['menu:read'], 'Revoked');
    const url = `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`;
    expect((await withKey(second, key.key, 'GET', url)).statusCode).toBe(200);
    const revoked = await api.app.inject({
      method: 'DELETE',
      url: `/v1/api-keys/${key.id}`,
      headers: { authorization: root },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await withKey(second, key.key, 'GET', url)).statusCode).toBe(401);
    expect((await withKey(api.app, key.key, 'GET', url)).statusCode).toBe(401);
  });

  it('is limited per key, and one key does not hold back another', async () => {
    const busy = await makeKey(['menu:read'], 'Busy');
    const calm = await makeKey(['menu:read'], 'Calm');
    const url = `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await withKey(api.app, busy.key, 'GET', url)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    const limited = await withKey(api.app, busy.key, 'GET', url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'too_many_key_requests' });
    expect((await withKey(api.app, calm.key, 'GET', url)).statusCode).toBe(200);
  });

  it("records a key's changes in the history under its name", async () => {
    const key = await makeKey(['menu:read', 'prices:write'], 'Kassa De Steeg');
    const rows = await withKey(
      api.app,
      key.key,
      'GET',
      `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`,
    );
    const row = rows.json<{ id: string; active: boolean }[]>()[0] as {
      id: string;
      active: boolean;
    };
    const changed = await withKey(
      api.app,
      key.key,
      'PUT',
      `/v1/shops-to-prices/availability/${row.id}`,
      {
        active: !row.active,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const history = await api.app.inject({
      url: `/v1/history?shop_id=${shopId}&limit=5`,
      headers: { authorization: root },
    });
    const [latest] = history.json<{ entries: { user_name: string | null }[] }>().entries;
    expect(latest?.user_name).toBe('Kassa De Steeg');
    const recorded = await rowsOf<{ api_key_id: string }>(
      api.database.db,
      sql`select api_key_id::text from history_changes order by id desc limit 1`,
    );
    expect(recorded[0]?.api_key_id).toBe(key.id);
  });

  /** A new admin of the group (or of no group) who makes a key, logged in. */
  async function newAdmin(name: string, groups: string[] = [groupId]) {
    const roles = (
      await api.app.inject({ url: '/v1/roles', headers: { authorization: root } })
    ).json<{ id: string; name: string }[]>();
    const admin = roles.find((r) => r.name === 'admin')?.id;
    const made = await api.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: { authorization: root },
      payload: {
        username: name,
        email: `${name}@example.com`,
        password: 'lange-zomeravond-47',
        roles: [admin],
        shop_groups: groups,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const user = made.json<{ id: string; username: string; email: string }>();
    const auth = await api.login(name, 'lange-zomeravond-47');
    const key = await api.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: auth },
      payload: { shop_group_id: groupId, name: `Kassa van ${name}`, scopes: ['menu:read'] },
    });
    expect(key.statusCode, key.body).toBe(201);
    return { user, auth, key: key.json<Key>() };
  }

  const changeUser = (id: string, body: object) =>
    api.app.inject({
      method: 'PUT',
      url: `/v1/users/${id}`,
      headers: { authorization: root },
      payload: body,
    });

  const listed = async (id: string) =>
    (
      await api.app.inject({
        url: `/v1/api-keys?shop_group_id=${groupId}`,
        headers: { authorization: root },
      })
    )
      .json<{ id: string; made_by: { username: string } | null; maker_may_act: boolean }[]>()
      .find((k) => k.id === id);

  it('is refused the moment its maker is deactivated, leaves the group or loses the admin role', async () => {
    const url = `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`;
    const roles = (
      await api.app.inject({ url: '/v1/roles', headers: { authorization: root } })
    ).json<{ id: string; name: string }[]>();
    const adminRole = roles.find((r) => r.name === 'admin')?.id;
    const employeeRole = roles.find((r) => r.name === 'employee')?.id;
    const cases: [string, (user: { username: string; email: string }) => object][] = [
      ['deactivated', (u) => ({ ...u, is_active: false })],
      ['left', (u) => ({ ...u, shop_groups: [] })],
      ['demoted', (u) => ({ ...u, roles: [employeeRole] })],
    ];
    for (const [name, change] of cases) {
      const maker = await newAdmin(`maker.${name}`);
      expect((await withKey(second, maker.key.key, 'GET', url)).statusCode).toBe(200);
      expect(await listed(maker.key.id)).toMatchObject({
        made_by: { username: `maker.${name}` },
        maker_may_act: true,
      });
      const changed = await changeUser(
        maker.user.id,
        change({ username: maker.user.username, email: maker.user.email }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      // Refused at once, by both processes, with a clear message.
      for (const app of [api.app, second]) {
        const refused = await withKey(app, maker.key.key, 'GET', url);
        expect(refused.statusCode, name).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'api_key_maker' });
        expect(refused.json<{ detail: string }>().detail).toContain('overnemen');
      }
      expect(await listed(maker.key.id)).toMatchObject({ maker_may_act: false });
      // Given the rights back, the key works again.
      const restored = await changeUser(maker.user.id, {
        username: maker.user.username,
        email: maker.user.email,
        is_active: true,
        roles: [adminRole],
        shop_groups: [groupId],
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await withKey(api.app, maker.key.key, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('is taken over by another admin of the group, and then acts with their rights', async () => {
    const url = `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`;
    const leaving = await newAdmin('maker.leaving');
    const staying = await newAdmin('maker.staying');
    await changeUser(leaving.user.id, {
      username: leaving.user.username,
      email: leaving.user.email,
      shop_groups: [],
    });
    expect((await withKey(api.app, leaving.key.key, 'GET', url)).statusCode).toBe(403);
    const takeOver = (auth: string, id = leaving.key.id) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/api-keys/${id}/take-over`,
        headers: { authorization: auth },
      });
    // The group's employee may not; another group's admin does not see the key.
    expect((await takeOver(staff)).statusCode).toBe(403);
    const [, utrecht] = api.demo?.staffUsers ?? [];
    const otherGroup = (
      await api.app.inject({ url: '/v1/shop-groups?limit=0', headers: { authorization: root } })
    )
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === utrecht?.shopGroup)?.id as string;
    const stranger = await newAdmin('maker.stranger', [otherGroup, groupId]);
    await changeUser(stranger.user.id, {
      username: stranger.user.username,
      email: stranger.user.email,
      shop_groups: [otherGroup],
    });
    expect((await takeOver(stranger.auth)).statusCode).toBe(404);
    expect((await takeOver(staying.auth, '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10')).statusCode).toBe(
      404,
    );
    const taken = await takeOver(staying.auth);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      id: leaving.key.id,
      made_by: { id: staying.user.id, username: 'maker.staying' },
      maker_may_act: true,
    });
    expect(taken.body).not.toContain(leaving.key.key);
    expect((await withKey(second, leaving.key.key, 'GET', url)).statusCode).toBe(200);
    const audit = await rowsOf<{ user_id: string; details: { created_by: object } }>(
      api.database.db,
      sql`select user_id::text, details from audit_log
        where entity_type = 'api_key' and entity_id = ${leaving.key.id}::uuid`,
    );
    expect(audit).toEqual([
      {
        user_id: staying.user.id,
        details: { created_by: { before: leaving.user.id, after: staying.user.id } },
      },
    ]);
    // It now stops when the new maker loses the rights.
    await changeUser(staying.user.id, {
      username: staying.user.username,
      email: staying.user.email,
      is_active: false,
    });
    expect((await withKey(api.app, leaving.key.key, 'GET', url)).statusCode).toBe(403);
    // A revoked key is not taken over.
    await api.app.inject({
      method: 'DELETE',
      url: `/v1/api-keys/${leaving.key.id}`,
      headers: { authorization: root },
    });
    const late = await takeOver(root);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'api_key_revoked' });
  });
});
