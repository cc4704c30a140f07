import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** `npm start` as a shop owner runs it: no credentials given, a fresh data directory. */
describe('starting the server without credentials or demo data', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', DEMO_DATA: '0' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('creates a superuser with a random password, prints it once and keeps it readable by the owner only', async () => {
    const file = join(server.dataDir, 'admin-password.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(server.output()).toContain(`Log in as:    beheerder / ${password}`);
    expect(server.output()).toMatch(/Back office: +http:\/\/127\.0\.0\.1:\d+\/login/);
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'beheerder', password }),
    });
    expect(login.status).toBe(200);
    expect(statSync(join(server.dataDir, 'secret-key')).mode & 0o777).toBe(0o600);
  });

  it('loads no demo data with DEMO_DATA=0, and prints no board URL', async () => {
    const password = readFileSync(join(server.dataDir, 'admin-password.txt'), 'utf8').trim();
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'beheerder', password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const shops = await fetch(`${server.baseUrl}/v1/shops`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await shops.json()).toEqual([]);
    expect(server.output()).not.toContain('Board:');
  });

  it('serves the browser app and the API from the same process', async () => {
    const page = await fetch(`${server.baseUrl}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${server.baseUrl}/v1/health`)).status).toBe(200);
  });

  it('warns in its log that PASSWORD_HASH_COST is below the default, as in this test run', () => {
    expect(process.env.PASSWORD_HASH_COST).toBe('1024');
    expect(server.output()).toContain('PASSWORD_HASH_COST is below 16384');
  });

  it('never writes a secret into its output, apart from the one generated password', () => {
    const secret = readFileSync(join(server.dataDir, 'secret-key'), 'utf8').trim();
    expect(server.output()).not.toContain(secret);
  });
});
