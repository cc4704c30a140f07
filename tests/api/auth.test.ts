import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/** An HS256 token made by hand, so the server's verification is tested independently. */
function handMadeToken(secret: string, payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe.each(testDatabases())('auth on %s', (kind) => {
  let api: TestApi;
  let tenant: Tenant;

  beforeAll(async () => {
    api = await startTestApi(kind);
    tenant = await createTenant(api, 'Auth Group', ['Auth Shop']);
  });
  afterAll(() => api?.close());

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers });

  it('logs in with the username as a form, as the back office sends it', async () => {
    const form = new URLSearchParams({
      username: api.adminUsername,
      password: api.adminPassword,
      grant_type: 'password',
    }).toString();
    const response = await post('/v1/login/access-token', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('logs in with the e-mail address, case-insensitively', async () => {
    const response = await post('/v1/login/access-token', {
      username: 'ROOT.ADMIN@pricelist.invalid',
      password: api.adminPassword,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 400 detail', async () => {
    const wrong = await post('/v1/login/access-token', {
      username: api.adminUsername,
      password: 'nope-nope',
    });
    const unknown = await post('/v1/login/access-token', {
      username: 'nobody.at.all',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'Incorrect username or password',
      code: 'bad_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive user with 400 and revokes their existing tokens', async () => {
    const admin = await api.adminAuth();
    const me = await api.app.inject({
      url: '/v1/users/me',
      headers: { authorization: tenant.employee.auth },
    });
    expect(me.statusCode).toBe(200);
    const deactivate = await api.app.inject({
      method: 'PUT',
      url: `/v1/users/${tenant.employee.id}`,
      headers: { authorization: admin },
      payload: {
        username: tenant.employee.username,
        email: `${tenant.employee.username}@example.com`,
        is_active: false,
      },
    });
    expect(deactivate.statusCode).toBe(200);
    const after = await api.app.inject({
      url: '/v1/users/me',
      headers: { authorization: tenant.employee.auth },
    });
    expect(after.statusCode).toBe(401);
    const reset = await api.app.inject({
      method: 'POST',
      url: `/v1/users/${tenant.employee.id}/reset-token`,
      headers: { authorization: admin },
    });
    const resetAttempt = await post('/v1/reset-password/', {
      token: reset.json().token,
      new_password: 'a-fine-password',
    });
    expect(resetAttempt.statusCode).toBe(400);
    expect(resetAttempt.json().detail).toBe('Inactive user');
    const login = await post('/v1/login/access-token', {
      username: tenant.employee.username,
      password: tenant.employee.password,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().detail).toBe('Inactive user');
  });

  it('answers /users/me with the profile, roles and shop groups, never the password hash', async () => {
    const response = await api.app.inject({
      url: '/v1/users/me',
      headers: { authorization: tenant.admin.auth },
    });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      username: tenant.admin.username,
      email: `${tenant.admin.username}@example.com`,
      is_superuser: false,
      roles: [{ name: 'admin' }],
      shop_groups: [
        {
          id: tenant.groupId,
          name: 'Auth Group',
          shops: [{ id: tenant.shopIds[0], name: 'Auth Shop' }],
        },
      ],
    });
    expect(Object.keys(me).sort()).toEqual([
      'created_at',
      'email',
      'first_name',
      'id',
      'is_active',
      'is_superuser',
      'language',
      'last_name',
      'roles',
      'shop_groups',
      'username',
    ]);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('gives 401 for a missing, malformed, foreign-signed or expired token', async () => {
    const missing = await api.app.inject({ url: '/v1/users/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });

    const now = Math.floor(Date.now() / 1000);
    const bad = [
      'Bearer not-a-token',
      `Bearer ${handMadeToken('another-secret-another-secret-another', { sub: tenant.admin.id, typ: 'access', iat: now, exp: now + 600 })}`,
      `Bearer ${handMadeToken(api.config.secretKey, { sub: tenant.admin.id, typ: 'access', iat: now - 900, exp: now - 300 })}`,
      `Bearer ${handMadeToken(api.config.secretKey, { sub: '00000000-0000-4000-8000-000000000000', typ: 'access', iat: now, exp: now + 600 })}`,
    ];
    for (const authorization of bad) {
      const response = await api.app.inject({ url: '/v1/users/me', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Could not validate credentials',
        code: 'invalid_token',
      });
    }
    const good = handMadeToken(api.config.secretKey, {
      sub: tenant.admin.id,
      typ: 'access',
      iat: now,
      exp: now + 600,
    });
    const ok = await api.app.inject({
      url: '/v1/users/me',
      headers: { authorization: `Bearer ${good}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  describe('password reset', () => {
    async function issue(userId: string) {
      const response = await api.app.inject({
        method: 'POST',
        url: `/v1/users/${userId}/reset-token`,
        headers: { authorization: await api.adminAuth() },
      });
      expect(response.statusCode).toBe(201);
      return response.json().token as string;
    }

    it('resets a password once with a superuser-issued token', async () => {
      const token = await issue(tenant.admin.id);
      const first = await post('/v1/reset-password/', { token, new_password: 'gouden-koets-42' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ msg: 'Password updated successfully' });
      const again = await post('/v1/reset-password/', { token, new_password: 'another-one-42' });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe('Invalid or expired reset token');
      expect(
        (
          await post('/v1/login/access-token', {
            username: tenant.admin.username,
            password: 'gouden-koets-42',
          })
        ).statusCode,
      ).toBe(200);
    });

    it('refuses short and common passwords, keeping the token usable', async () => {
      const token = await issue(tenant.admin.id);
      const short = await post('/v1/reset-password', { token, new_password: 'abc' });
      expect(short.statusCode).toBe(400);
      expect(short.json().detail).toMatch(/at least 8 characters/);
      const seven = await post('/v1/reset-password', { token, new_password: 'zeven77' });
      expect(seven.statusCode).toBe(400);
      const common = await post('/v1/reset-password', { token, new_password: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(common.json().detail).toMatch(/most common/);
      expect(
        (await post('/v1/reset-password', { token, new_password: 'blauwe-fiets' })).statusCode,
      ).toBe(200);
    });

    it('refuses an expired token', async () => {
      const token = await issue(tenant.admin.id);
      await api.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` });
      const response = await post('/v1/reset-password', { token, new_password: 'blauwe-fiets' });
      expect(response.statusCode).toBe(400);
    });

    it('is only for logged-out users', async () => {
      const token = await issue(tenant.admin.id);
      const response = await post(
        '/v1/reset-password/',
        { token, new_password: 'rode-fiets-12' },
        { authorization: await api.adminAuth() },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('You can only access this endpoint when not logged in.');
    });

    it('lets only a superuser issue tokens', async () => {
      // The tenant's staff tokens died with the resets and the deactivation above.
      const other = await createTenant(api, 'Uitgifte Groep', ['Uitgifte Winkel']);
      const response = await api.app.inject({
        method: 'POST',
        url: `/v1/users/${tenant.admin.id}/reset-token`,
        headers: { authorization: other.admin.auth },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBeTruthy();
    });
  });
});
