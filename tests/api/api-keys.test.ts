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
});
