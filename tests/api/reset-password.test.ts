import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

// A pass-through spy on Node's scrypt: every password hash and check goes through it, so the
// count shows whether a request cost a hash.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scryptCalls = () => vi.mocked(crypto.scrypt).mock.calls.length;

const LIMITS = { perAddress: 3, windowMs: 60_000 };

function reset(api: TestApi, token: string, newPassword: string, address = '10.3.0.1') {
  return api.app.inject({
    method: 'POST',
    url: '/v1/reset-password',
    payload: { token, new_password: newPassword },
    remoteAddress: address,
  });
}

async function issue(api: TestApi, userId: string): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: `/v1/users/${userId}/reset-token`,
    headers: { authorization: await api.adminAuth() },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ token: string }>().token;
}

describe.each(testDatabases())('password reset hardening on %s', (kind) => {
  let api: TestApi;
  let tenant: Tenant;

  beforeAll(async () => {
    api = await startTestApi(kind, { config: { resetLimits: LIMITS } });
    tenant = await createTenant(api, 'Reset Groep', ['Reset Winkel']);
  });
  afterAll(() => api?.close());

  it('checks the token before hashing: an unknown token costs no hash', async () => {
    const before = scryptCalls();
    for (let i = 0; i < 5; i++) {
      const response = await reset(api, `bogus-token-${i}`, 'een-sterk-wachtwoord', `10.3.1.${i}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Invalid or expired reset token');
    }
    expect(scryptCalls() - before).toBe(0);
    // A real token still hashes the new password once.
    const token = await issue(api, tenant.employee.id);
    const beforeReal = scryptCalls();
    expect((await reset(api, token, 'een-sterk-wachtwoord', '10.3.1.9')).statusCode).toBe(200);
    expect(scryptCalls() - beforeReal).toBe(1);
    tenant.employee.password = 'een-sterk-wachtwoord';
  });

  it('refuses an address after repeated failed resets with 429 and Retry-After', async () => {
    const address = '10.3.2.1';
    for (let i = 0; i < LIMITS.perAddress; i++) {
      expect((await reset(api, `guess-${i}`, 'een-sterk-wachtwoord', address)).statusCode).toBe(
        400,
      );
    }
    const token = await issue(api, tenant.admin.id);
    const refused = await reset(api, token, 'nog-een-wachtwoord', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Too many failed password resets. Try again in 1 minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The token was not used up; from another address it works.
    expect((await reset(api, token, 'nog-een-wachtwoord', '10.3.2.2')).statusCode).toBe(200);
    tenant.admin.password = 'nog-een-wachtwoord';
  });

  it('invalidates older outstanding tokens when a new one is issued', async () => {
    const first = await issue(api, tenant.employee.id);
    const second = await issue(api, tenant.employee.id);
    const old = await reset(api, first, 'oude-link-wachtwoord', '10.3.3.1');
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toBe('Invalid or expired reset token');
    expect((await reset(api, second, 'nieuwe-link-wachtwoord', '10.3.3.2')).statusCode).toBe(200);
    expect(await api.login(tenant.employee.username, 'nieuwe-link-wachtwoord')).toMatch(/^Bearer /);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('failed password resets counted through Redis', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    // Two processes of one installation: the same signing secret and Redis.
    first = await startTestApi('postgres', { config: { resetLimits: LIMITS, redisUrl } });
    second = await startTestApi('postgres', {
      config: { resetLimits: LIMITS, redisUrl, secretKey: first.config.secretKey },
    });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failures made through one process in the other', async () => {
    const address = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < LIMITS.perAddress; i++) {
      const api = i % 2 === 0 ? first : second;
      expect((await reset(api, `guess-${i}`, 'een-sterk-wachtwoord', address)).statusCode).toBe(
        400,
      );
    }
    expect((await reset(first, 'guess-x', 'een-sterk-wachtwoord', address)).statusCode).toBe(429);
    expect((await reset(second, 'guess-y', 'een-sterk-wachtwoord', address)).statusCode).toBe(429);
  });
});
