import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * Access tokens carry the user's token version; a password change, a reset or a deactivation
 * raises it, and every token issued before stops working at once, in every server process.
 */
describe.each(testDatabases())('token revocation on %s', (kind) => {
  let api: TestApi;
  let tenant: Tenant;
  let other: App;

  beforeAll(async () => {
    api = await startTestApi(kind);
    tenant = await createTenant(api, 'Intrek Groep', ['Intrek Winkel']);
    // A second server on the same database and secret: another process of one installation.
    other = await buildApp({ config: api.config, database: api.database });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  const me = (app: App, auth: string) =>
    app.inject({ url: '/v1/users/me', headers: { authorization: auth } });

  const adminPut = async (id: string, body: object) =>
    api.app.inject({
      method: 'PUT',
      url: `/v1/users/${id}`,
      headers: { authorization: await api.adminAuth() },
      payload: body,
    });

  it('revokes tokens issued before an admin changes the password, in every process', async () => {
    const user = tenant.employee;
    const old = await api.login(user.username, user.password);
    expect((await me(other, old)).statusCode).toBe(200);
    const changed = await adminPut(user.id, {
      username: user.username,
      email: `${user.username}@example.com`,
      password: 'nieuw-wachtwoord-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(api.app, old)).statusCode).toBe(401);
    expect((await me(other, old)).statusCode).toBe(401);
    const fresh = await api.login(user.username, 'nieuw-wachtwoord-1');
    expect((await me(other, fresh)).statusCode).toBe(200);
    // A change without a password leaves sessions alone.
    const renamed = await adminPut(user.id, {
      username: user.username,
      email: `${user.username}@example.com`,
      first_name: 'Eva',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(api.app, fresh)).statusCode).toBe(200);
    user.password = 'nieuw-wachtwoord-1';
  });

  it('revokes tokens issued before a password reset', async () => {
    const user = tenant.admin;
    const old = await api.login(user.username, user.password);
    const issued = await api.app.inject({
      method: 'POST',
      url: `/v1/users/${user.id}/reset-token`,
      headers: { authorization: await api.adminAuth() },
    });
    const reset = await api.app.inject({
      method: 'POST',
      url: '/v1/reset-password',
      payload: { token: issued.json().token, new_password: 'na-de-reset-42' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(api.app, old)).statusCode).toBe(401);
    expect((await me(other, old)).statusCode).toBe(401);
    expect((await me(api.app, await api.login(user.username, 'na-de-reset-42'))).statusCode).toBe(
      200,
    );
    user.password = 'na-de-reset-42';
  });

  it('revokes tokens on deactivation; reactivating does not bring them back', async () => {
    const user = tenant.employee;
    const old = await api.login(user.username, user.password);
    const body = { username: user.username, email: `${user.username}@example.com` };
    expect((await adminPut(user.id, { ...body, is_active: false })).statusCode).toBe(200);
    expect((await me(other, old)).statusCode).toBe(401);
    expect((await adminPut(user.id, { ...body, is_active: true })).statusCode).toBe(200);
    expect((await me(api.app, old)).statusCode).toBe(401);
    expect((await me(other, old)).statusCode).toBe(401);
    expect((await me(api.app, await api.login(user.username, user.password))).statusCode).toBe(200);
  });
});
