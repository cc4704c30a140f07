import { randomBytes } from 'node:crypto';
import type { TestApi } from './api';

export interface StaffUser {
  id: string;
  username: string;
  password: string;
  auth: string;
}

export interface Tenant {
  groupId: string;
  shopIds: string[];
  employee: StaffUser;
  admin: StaffUser;
}

async function call<T>(
  api: TestApi,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await api.app.inject({
    method,
    url,
    headers: { authorization: await api.adminAuth() },
    ...(payload !== undefined && { payload: payload as object }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/**
 * A shop group with shops and two staff users (an employee and a group admin), made through
 * the API as the superuser.
 */
export async function createTenant(
  api: TestApi,
  name: string,
  shopNames: string[],
): Promise<Tenant> {
  const shops = [];
  for (const shopName of shopNames) {
    shops.push(
      await call<{ id: string }>(api, 'POST', '/v1/shops', { name: shopName, empty: true }),
    );
  }
  const group = await call<{ id: string }>(api, 'POST', '/v1/shop-groups', {
    name,
    shop_ids: shops.map((s) => s.id),
  });
  const roles = await call<{ id: string; name: string }[]>(api, 'GET', '/v1/roles');
  const roleId = (roleName: string) => roles.find((r) => r.name === roleName)?.id;
  const makeUser = async (suffix: string, roleName: string) => {
    const username = `${name.toLowerCase().replace(/\W+/g, '-')}.${suffix}`;
    const password = randomBytes(10).toString('base64url');
    const user = await call<{ id: string }>(api, 'POST', '/v1/users', {
      username,
      email: `${username}@example.com`,
      password,
      roles: [roleId(roleName)],
      shop_groups: [group.id],
    });
    return { id: user.id, username, password, auth: await api.login(username, password) };
  };
  return {
    groupId: group.id,
    shopIds: shops.map((s) => s.id),
    employee: await makeUser('employee', 'employee'),
    admin: await makeUser('admin', 'admin'),
  };
}
