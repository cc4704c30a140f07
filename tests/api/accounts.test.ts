import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { rowsOf } from '../support/stores';

describe.each(testDatabases())('users, roles, shop groups and shops on %s', (kind) => {
  let api: TestApi;
  let auth: string;
  let roles: { id: string; name: string }[];

  beforeAll(async () => {
    api = await startTestApi(kind);
    auth = await api.adminAuth();
    roles = (await call('GET', '/v1/roles')).json();
  });
  afterAll(() => api?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: auth }, ...(payload && { payload }) });

  it('has the roles admin and employee', () => {
    expect(roles.map((r) => r.name)).toEqual(['admin', 'employee']);
  });

  it('creates shops and a shop group, and finds the groups of a shop', async () => {
    const north = (await call('POST', '/v1/shops', { name: 'Noord' })).json();
    const south = (
      await call('POST', '/v1/shops/', { name: 'Zuid', description: 'Aan de Maas' })
    ).json();
    expect(north).toMatchObject({
      name: 'Noord',
      is_using_multiscreen: false,
      config: { use_truncated_prices: false },
      shop_group_id: null,
    });
    const created = await call('POST', '/v1/shop-groups', {
      name: 'Limburg',
      shop_ids: [north.id, south.id],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      name: 'Limburg',
      shops: [
        { id: north.id, name: 'Noord' },
        { id: south.id, name: 'Zuid' },
      ],
    });
    const byShop = await call('GET', `/v1/shop-groups/shop-id/${south.id}`);
    expect(byShop.json().map((g: { id: string }) => g.id)).toEqual([group.id]);
    const shop = await api.app.inject({ url: `/v1/shops/${south.id}` });
    expect(shop.json()).toMatchObject({ shop_group_id: group.id, description: 'Aan de Maas' });
  });

  it('renames a shop group without touching its shops, and changes only the shops when only they are sent', async () => {
    const shop = (await call('POST', '/v1/shops', { name: 'Blijft' })).json();
    const other = (await call('POST', '/v1/shops', { name: 'Erbij' })).json();
    const group = (
      await call('POST', '/v1/shop-groups', { name: 'Hernoemd', shop_ids: [shop.id] })
    ).json();
    const renamed = await call('PUT', `/v1/shop-groups/${group.id}`, { name: 'Hernoemd 2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Hernoemd 2', shops: [{ id: shop.id }] });
    const moved = await call('PUT', `/v1/shop-groups/${group.id}`, { shop_ids: [other.id] });
    expect(moved.json()).toMatchObject({ name: 'Hernoemd 2', shops: [{ id: other.id }] });
    const emptied = await call('PUT', `/v1/shop-groups/${group.id}`, { shop_ids: [] });
    expect(emptied.json()).toMatchObject({ name: 'Hernoemd 2', shops: [] });
    expect((await call('PUT', `/v1/shop-groups/${group.id}`, { name: ' ' })).statusCode).toBe(400);
  });

  it('refuses a shop group with an unknown shop or a taken name', async () => {
    const unknown = await call('POST', '/v1/shop-groups', {
      name: 'Spook',
      shop_ids: ['6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validation_errors[0].loc).toEqual(['body', 'shop_ids']);
    const taken = await call('POST', '/v1/shop-groups', { name: 'LIMBURG', shop_ids: [] });
    expect(taken.statusCode).toBe(409);
  });

  it('renames a shop group, changes its shops and deletes it', async () => {
    const shop = (await call('POST', '/v1/shops', { name: 'Tijdelijk' })).json();
    const group = (
      await call('POST', '/v1/shop-groups', { name: 'Kortstondig', shop_ids: [] })
    ).json();
    const updated = await call('PUT', `/v1/shop-groups/${group.id}`, {
      name: 'Kortstondig 2',
      shop_ids: [shop.id],
    });
    expect(updated.json()).toMatchObject({ name: 'Kortstondig 2', shops: [{ id: shop.id }] });
    expect((await call('DELETE', `/v1/shop-groups/${group.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/shop-groups/${group.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/shop-groups/${group.id}`)).statusCode).toBe(404);
    // The shop itself stays.
    expect((await api.app.inject({ url: `/v1/shops/${shop.id}` })).statusCode).toBe(200);
  });

  it('creates a user with roles and shop groups, and reassigns them with PUT', async () => {
    const groups = (await call('GET', '/v1/shop-groups?limit=1000')).json();
    const limburg = groups.find((g: { name: string }) => g.name === 'Limburg');
    const employee = roles.find((r) => r.name === 'employee');
    const admin = roles.find((r) => r.name === 'admin');
    const created = await call('POST', '/v1/users', {
      username: 'sanne.de.vries',
      email: 'sanne@example.com',
      first_name: 'Sanne',
      last_name: 'de Vries',
      password: 'zonnige-dag',
      roles: [employee?.id],
      shop_groups: [limburg.id],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      first_name: 'Sanne',
      roles: [{ name: 'employee' }],
      shop_groups: [{ name: 'Limburg' }],
    });
    expect(created.body).not.toMatch(/password|scrypt/i);

    // The back office sends the full user back with ids, or objects with ids.
    const updated = await call('PUT', `/v1/users/${user.id}`, {
      ...user,
      roles: [{ id: admin?.id }, employee?.id],
      shop_groups: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().roles.map((r: { name: string }) => r.name)).toEqual([
      'admin',
      'employee',
    ]);
    expect(updated.json().shop_groups).toEqual([]);
    // The password did not change.
    expect((await api.login('sanne.de.vries', 'zonnige-dag')).startsWith('Bearer ')).toBe(true);

    const list = await call('GET', '/v1/users?filter=username:sanne');
    expect(list.json()).toHaveLength(1);
    expect(list.headers['content-range']).toBe('users 0-0/1');
    expect(list.body).not.toMatch(/password|scrypt/i);
  });

  it("hashes passwords at the server's cost, on create, on an admin change and for the superuser", async () => {
    // This run's servers hash at PASSWORD_HASH_COST (vitest.config.ts), below the default.
    const cost = api.config.passwordHashCost;
    expect(cost).toBe(1024);
    const storedHash = async (username: string) => {
      const [row] = await rowsOf<{ hash: string }>(
        api.database,
        sql`select password_hash as hash from users where username = ${username}`,
      );
      return row?.hash;
    };
    const employee = roles.find((r) => r.name === 'employee');
    const created = await call('POST', '/v1/users', {
      username: 'kees.kostprijs',
      email: 'kees.kostprijs@example.com',
      password: 'zonnige-middag',
      roles: [employee?.id],
    });
    expect(created.statusCode).toBe(201);
    const first = await storedHash('kees.kostprijs');
    expect(first).toMatch(new RegExp(`^scrypt\\$${cost}\\$8\\$1\\$`));
    const changed = await call('PUT', `/v1/users/${created.json().id}`, {
      ...created.json(),
      password: 'zonnige-avond',
    });
    expect(changed.statusCode).toBe(200);
    const second = await storedHash('kees.kostprijs');
    expect(second).toMatch(new RegExp(`^scrypt\\$${cost}\\$`));
    expect(second).not.toBe(first);
    expect((await api.login('kees.kostprijs', 'zonnige-avond')).startsWith('Bearer ')).toBe(true);
    expect(await storedHash(api.adminUsername)).toMatch(new RegExp(`^scrypt\\$${cost}\\$`));
  });

  it('refuses a username shorter than 8 characters on create and on a rename, in Dutch', async () => {
    const short = await call('POST', '/v1/users', {
      username: 'jan',
      email: 'jan@example.com',
      password: 'lange-zomer',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toMatch(/^Een gebruikersnaam heeft minstens 8 tekens/);
    expect(short.json().validation_errors[0].loc).toEqual(['body', 'username']);
    const created = await call('POST', '/v1/users', {
      username: 'jan.bakker',
      email: 'jan@example.com',
      password: 'lange-zomer',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    const renamed = await call('PUT', `/v1/users/${user.id}`, { ...user, username: 'jan' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().detail).toMatch(/minstens 8 tekens/);
    const kept = await call('PUT', `/v1/users/${user.id}`, { ...user, first_name: 'Jan' });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses duplicate users, unknown roles, and common passwords', async () => {
    const duplicate = await call('POST', '/v1/users', {
      username: 'SANNE.de.vries',
      email: 'other@example.com',
      password: 'lange-zomer',
    });
    expect(duplicate.statusCode).toBe(409);
    const unknownRole = await call('POST', '/v1/users', {
      username: 'piet.jansen',
      email: 'piet@example.com',
      password: 'lange-zomer',
      roles: ['6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10'],
    });
    expect(unknownRole.statusCode).toBe(400);
    const common = await call('POST', '/v1/users', {
      username: 'piet.jansen',
      email: 'piet@example.com',
      password: 'qwerty123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().validation_errors[0].loc).toEqual(['body', 'password']);
    const noPassword = await call('POST', '/v1/users', {
      username: 'piet.jansen',
      email: 'piet@example.com',
    });
    expect(noPassword.statusCode).toBe(400);
  });

  it('refuses passwords under 8 characters or common ones on create and on an admin change', async () => {
    const body = { username: 'kort.wachtwoord', email: 'kort@example.com' };
    for (const password of ['zeven77', 'qwertyuiop', '12345678']) {
      const refused = await call('POST', '/v1/users', { ...body, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().validation_errors[0].loc).toEqual(['body', 'password']);
    }
    const created = await call('POST', '/v1/users', { ...body, password: 'acht-tekens' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    for (const password of ['zeven77', 'Password1']) {
      const refused = await call('PUT', `/v1/users/${id}`, { ...body, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().detail).toMatch(/at least 8|most common/);
    }
    expect(
      (await call('PUT', `/v1/users/${id}`, { ...body, password: 'nieuwe-tekens' })).statusCode,
    ).toBe(200);
    expect(await api.login(body.username, 'nieuwe-tekens')).toMatch(/^Bearer /);
  });

  it('keeps a superuser from locking themselves out', async () => {
    const me = (await call('GET', '/v1/users/me')).json();
    const response = await call('PUT', `/v1/users/${me.id}`, {
      username: me.username,
      email: me.email,
      is_superuser: false,
    });
    expect(response.statusCode).toBe(403);
  });

  it('toggles multiscreen and truncated prices, bumping the cache status each time', async () => {
    const shop = (await call('POST', '/v1/shops', { name: 'Schermen' })).json();
    const before = Date.parse(shop.modified_at);
    const multi = await call('PUT', `/v1/shops/set-multiscreen/${shop.id}?multiscreen=true`);
    expect(multi.json().is_using_multiscreen).toBe(true);
    const afterMulti = Date.parse(multi.json().modified_at);
    expect(afterMulti).toBeGreaterThan(before);
    const config = await call('PUT', `/v1/shops/set-config/${shop.id}`, {
      use_truncated_prices: true,
    });
    expect(config.json().config).toEqual({ use_truncated_prices: true, theme: 'default' });
    expect(Date.parse(config.json().modified_at)).toBeGreaterThan(afterMulti);
    const off = await call('PUT', `/v1/shops/set-multiscreen/${shop.id}?multiscreen=false`);
    expect(off.json().is_using_multiscreen).toBe(false);
    const bad = await call('PUT', `/v1/shops/set-multiscreen/${shop.id}?multiscreen=maybe`);
    expect(bad.statusCode).toBe(400);
    const missing = await call('PUT', `/v1/shops/set-config/${shop.id}`, {});
    expect(missing.statusCode).toBe(400);
  });

  it('serves a shop publicly, without a login', async () => {
    const shop = (await call('POST', '/v1/shops', { name: 'Openbaar' })).json();
    const response = await api.app.inject({ url: `/v1/shops/${shop.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Openbaar');
  });
});
