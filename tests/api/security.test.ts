import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { startTestApi, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

const LIMITS = { perAccount: 3, perAddress: 6, windowMs: 60_000, baseDelayMs: 500 };

function login(
  api: Pick<TestApi, 'app'>,
  username: string,
  password: string,
  address = '10.0.0.1',
) {
  return api.app.inject({
    method: 'POST',
    url: '/v1/login/access-token',
    payload: { username, password },
    remoteAddress: address,
  });
}

describe('login throttling (one process)', () => {
  let api: TestApi;
  let tenant: Tenant;

  beforeAll(async () => {
    api = await startTestApi('postgres', { config: { loginLimits: LIMITS } });
    tenant = await createTenant(api, 'Throttle Group', ['Throttle Shop']);
  });
  afterAll(() => api?.close());

  it('refuses an account after repeated failures, even with the right password', async () => {
    const { username, password } = tenant.employee;
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await login(api, username, 'wrong-password')).statusCode).toBe(400);
    }
    const refused = await login(api, username, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Too many failed logins. Try again in 1 minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same account from another address is refused too: the count is per account.
    expect((await login(api, username, password, '10.0.0.2')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(api, tenant.admin.username, tenant.admin.password)).statusCode).toBe(200);
  });

  it('counts failures per account, whether the username or the e-mail is typed', async () => {
    const other = await createTenant(api, 'Throttle Mail', ['Throttle Mail Shop']);
    const { username, password } = other.employee;
    const email = `${username}@example.com`;
    for (let i = 0; i < LIMITS.perAccount; i++) {
      const typed = i % 2 === 0 ? username : email.toUpperCase();
      expect((await login(api, typed, 'wrong-password', `10.0.5.${i}`)).statusCode).toBe(400);
    }
    // A stranger's address is refused for the account, by either name.
    expect((await login(api, email, password, '10.0.5.99')).statusCode).toBe(429);
    expect((await login(api, username, password, '10.0.5.99')).statusCode).toBe(429);
  });

  it('lets an address that logged in before back in after a growing delay, not a lockout', async () => {
    const other = await createTenant(api, 'Throttle Home', ['Throttle Home Shop']);
    const { username, password } = other.admin;
    const home = '10.0.6.1';
    expect((await login(api, username, password, home)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await login(api, username, 'wrong-password', `10.0.7.${i}`)).statusCode).toBe(400);
    }
    const slowed = await login(api, username, password, home);
    expect(slowed.statusCode).toBe(429);
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(1);
    expect((await login(api, username, password, '10.0.7.50')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 50));
    expect((await login(api, username, password, home)).statusCode).toBe(200);
  });

  it('refuses an address after repeated failures across accounts', async () => {
    const address = '10.0.0.9';
    for (let i = 0; i < LIMITS.perAddress; i++) {
      const response = await login(api, `nobody-${i}@example.test`, 'wrong-password', address);
      expect(response.statusCode).toBe(400);
    }
    const refused = await login(api, tenant.admin.username, tenant.admin.password, address);
    expect(refused.statusCode).toBe(429);
    // From elsewhere the account logs in.
    const elsewhere = await login(api, tenant.admin.username, tenant.admin.password, '10.0.0.10');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const { username, password } = tenant.admin;
    const address = '10.0.1.1';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMITS.perAccount - 1; i++) {
        expect((await login(api, username, 'wrong-password', `10.0.2.${round}`)).statusCode).toBe(
          400,
        );
      }
      expect((await login(api, username, password, address)).statusCode).toBe(200);
    }
  });
});

describe('security headers and CORS', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('postgres', {
      config: { corsOrigins: ['https://kassa.example'] },
    });
  });
  afterAll(() => api?.close());

  it('sends a content security policy and the other headers on every answer', async () => {
    for (const url of ['/v1/health', '/v1/users/me', '/v1/nothing-here', '/img/x']) {
      const response = await api.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).not.toContain('unsafe-eval');
      expect(policy, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers cross-origin calls from configured origins only', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/v1/users/me',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('https://kassa.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kassa.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i);

    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const simple = await api.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { origin: 'https://kassa.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://kassa.example');
    expect(String(simple.headers['access-control-expose-headers'])).toMatch(/content-range/i);
    const foreign = await api.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets any site read the public board data, and nothing else', async () => {
    const shop = (
      await api.app.inject({
        method: 'POST',
        url: '/v1/shops',
        headers: { authorization: await api.adminAuth() },
        payload: { name: 'Openbaar bord' },
      })
    ).json() as { id: string };
    const origin = { origin: 'https://any-board.example' };
    for (const url of [
      `/v1/shops/${shop?.id}`,
      `/v1/shops/cache-status/${shop?.id}`,
      `/v1/screens?filter=shop_id:${shop?.id}`,
    ]) {
      const response = await api.app.inject({ url, headers: origin });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
    const privateAnswer = await api.app.inject({
      url: '/v1/users/me',
      headers: { ...origin, authorization: await api.adminAuth() },
    });
    expect(privateAnswer.headers['access-control-allow-origin']).toBeUndefined();
    const screens = await api.app.inject({
      url: '/v1/screens',
      headers: { ...origin, authorization: await api.adminAuth() },
    });
    expect(screens.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('login throttling shared through Redis', () => {
  let first: TestApi;
  let second: { app: App };
  let tenant: Tenant;

  beforeAll(async () => {
    // Two processes of one installation: the same database, signing secret and Redis.
    first = await startTestApi('postgres', { config: { loginLimits: LIMITS, redisUrl } });
    second = { app: await buildApp({ config: first.config, database: first.database }) };
    await second.app.ready();
    tenant = await createTenant(first, 'Shared Throttle', ['Shared Shop']);
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it('counts failures made through one process in the other', async () => {
    const { username } = tenant.employee;
    for (let i = 0; i < LIMITS.perAccount; i++) {
      const api = i % 2 === 0 ? first : second;
      expect((await login(api, username, 'wrong-password', '10.1.0.1')).statusCode).toBe(400);
    }
    expect((await login(first, username, tenant.employee.password)).statusCode).toBe(429);
    expect((await login(second, username, 'anything')).statusCode).toBe(429);
  });
});
