import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

describe.each(testDatabases())('tenancy between shop groups on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    api = await startTestApi(kind);
    a = await createTenant(api, 'Groep A', ['A-Centrum', 'A-Station']);
    b = await createTenant(api, 'Groep B', ['B-Haven']);
  });
  afterAll(() => api?.close());

  const as = (
    auth: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    api.app.inject({ method, url, headers: { authorization: auth }, ...(payload && { payload }) });

  it("lists only the caller's own shop groups and shops", async () => {
    const groups = await as(b.employee.auth, 'GET', '/v1/shop-groups');
    expect(groups.json().map((g: { id: string }) => g.id)).toEqual([b.groupId]);
    expect(groups.headers['content-range']).toBe('shop-groups 0-0/1');
    const shops = await as(b.employee.auth, 'GET', '/v1/shops');
    expect(shops.json().map((s: { id: string }) => s.id)).toEqual(b.shopIds);
    const superShops = await as(await api.adminAuth(), 'GET', '/v1/shops');
    expect(superShops.json()).toHaveLength(3);
  });

  it("reads none of another group's items by id", async () => {
    const attempts = [
      `/v1/shop-groups/${a.groupId}`,
      `/v1/shop-groups/shop-id/${a.shopIds[0]}`,
      `/v1/users/${a.employee.id}`,
    ];
    for (const url of attempts) {
      const response = await as(b.admin.auth, 'GET', url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('A-Centrum');
    }
    const filtered = await as(b.admin.auth, 'GET', `/v1/shops?filter=id:${a.shopIds.join(',')}`);
    expect(filtered.json()).toEqual([]);
  });

  it("changes none of another group's shops", async () => {
    for (const shopId of a.shopIds) {
      const multiscreen = await as(
        b.admin.auth,
        'PUT',
        `/v1/shops/set-multiscreen/${shopId}?multiscreen=true`,
      );
      expect(multiscreen.statusCode).toBe(404);
      const config = await as(b.admin.auth, 'PUT', `/v1/shops/set-config/${shopId}`, {
        use_truncated_prices: true,
      });
      expect(config.statusCode).toBe(404);
    }
    const shop = await api.app.inject({ url: `/v1/shops/${a.shopIds[0]}` });
    expect(shop.json()).toMatchObject({
      is_using_multiscreen: false,
      config: { use_truncated_prices: false },
    });
  });

  it('lets a group admin change shop settings, but not an employee', async () => {
    const shopId = b.shopIds[0] as string;
    const employee = await as(
      b.employee.auth,
      'PUT',
      `/v1/shops/set-multiscreen/${shopId}?multiscreen=true`,
    );
    expect(employee.statusCode).toBe(403);
    expect(employee.json().detail).toMatch(/superuser or an admin/);
    const admin = await as(
      b.admin.auth,
      'PUT',
      `/v1/shops/set-multiscreen/${shopId}?multiscreen=true`,
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.json().is_using_multiscreen).toBe(true);
  });

  it('keeps superuser-only calls from staff', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/v1/users'],
      [
        'POST',
        '/v1/users',
        { username: 'sneaky.user', email: 'sneaky@example.com', password: 'lange-zomer' },
      ],
      [
        'PUT',
        `/v1/users/${b.employee.id}`,
        { username: b.employee.username, email: 'x@example.com', is_superuser: true },
      ],
      ['POST', '/v1/shop-groups', { name: 'Eigen groep', shop_ids: [] }],
      [
        'PUT',
        `/v1/shop-groups/${b.groupId}`,
        { name: 'Groep B', shop_ids: [...b.shopIds, ...a.shopIds] },
      ],
      ['DELETE', `/v1/shop-groups/${a.groupId}`],
      ['POST', '/v1/shops', { name: 'Eigen winkel' }],
      ['POST', `/v1/users/${a.admin.id}/reset-token`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await as(b.admin.auth, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail, `${method} ${url}`).toBeTruthy();
    }
    const me = await as(b.employee.auth, 'GET', '/v1/users/me');
    expect(me.json().is_superuser).toBe(false);
    const groupA = await as(await api.adminAuth(), 'GET', `/v1/shop-groups/${a.groupId}`);
    expect(groupA.statusCode).toBe(200);
  });

  it('lets a user read their own account by id', async () => {
    const own = await as(b.employee.auth, 'GET', `/v1/users/${b.employee.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().username).toBe(b.employee.username);
  });
});
