import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rowsOf } from '../../server/db/rows';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import { PUBLIC } from '../support/public-routes';

/**
 * Attacks on the routes anyone may call, replayed on loopback against the real server: bursts
 * of random ids, failed logins and resets, sockets for nothing. Each answer is small, nothing
 * an anonymous client sends is kept, and a limit counts only refused work of the address that
 * did it, never the work of others. The routes with attacks of their own (orders, screen
 * reports, the board feed, pictures) have their own files here; the first test checks that
 * every public route is named in one of them.
 */

const ABUSE_DIR = join(import.meta.dirname);

/** The fingerprint of every table's rows: equal before and after means nothing was kept. */
async function databaseRows(api: TestApi): Promise<Record<string, string>> {
  const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(api.database.db, query);
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ hash: string | null }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
      ),
    );
    snapshot[name] = row?.hash ?? '';
  }
  return snapshot;
}

describe('public routes', () => {
  it('each have their attacks replayed in a file of tests/abuse/', () => {
    const sources = readdirSync(ABUSE_DIR)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(ABUSE_DIR, name), 'utf8'));
    const missing = Object.keys(PUBLIC).filter(
      (key) => !sources.some((source) => source.includes(`'${key}`)),
    );
    expect(missing, 'public routes without an attack under tests/abuse/').toEqual([]);
  });
});

describe.each(testDatabases())('anonymous attacks on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;
  let tenant: Tenant;
  let shopId: string;
  let screenId: string;
  let before: Record<string, string>;

  const get = (url: string, remoteAddress = '203.0.113.7') =>
    api.app.inject({ method: 'GET', url, remoteAddress });

  beforeAll(async () => {
    api = await startTestApi(kind, {
      config: {
        loginLimits: { perAccount: 3, perAddress: 5, windowMs: 60_000, baseDelayMs: 60_000 },
        resetLimits: { perAddress: 4, windowMs: 60_000 },
      },
    });
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await api.adminAuth();
    tenant = await createTenant(api, `Open ${kind}`, [`Open shop ${kind}`]);
    shopId = tenant.shopIds[0] as string;
    const screen = await api.app.inject({
      method: 'POST',
      url: '/v1/screens',
      headers: { authorization: admin },
      payload: { name: 'Scherm 1', shop_id: shopId },
    });
    expect(screen.statusCode, screen.body).toBe(201);
    screenId = screen.json<{ id: string }>().id;
  });
  afterAll(() => api?.close());

  it("answers 'GET /v1/health', 'GET /v1/images/config', 'GET /v1/openapi.json' and 'GET /v1/docs' the same small answer to a burst, keeping nothing", async () => {
    before = await databaseRows(api);
    const bounds: Record<string, number> = {
      '/v1/health': 2_000,
      '/v1/images/config': 2_000,
      '/v1/openapi.json': 2_000_000,
      '/v1/docs': 500_000,
    };
    for (const [url, bound] of Object.entries(bounds)) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => get(url)));
      expect(new Set(answers.map((answer) => answer.statusCode)), url).toEqual(new Set([200]));
      // The same bytes for everyone (health's clock aside): made once, not per request.
      const sizes = answers.map((answer) => answer.rawPayload.length);
      expect(Math.max(...sizes), url).toBeLessThan(bound);
      if (url !== '/v1/health') expect(new Set(sizes).size, url).toBe(1);
    }
    expect(await databaseRows(api)).toEqual(before);
  });

  it("answers random ids on 'GET /v1/screens/:id', 'GET /v1/shops/cache-status/:id' and 'GET /v1/shops/last-completed-order/:shopId' with a small 404, keeping nothing", async () => {
    before = await databaseRows(api);
    const paths = [
      (id: string) => `/v1/screens/${id}`,
      (id: string) => `/v1/shops/cache-status/${id}`,
      (id: string) => `/v1/shops/last-completed-order/${id}`,
    ];
    for (const path of paths) {
      const answers = await Promise.all(Array.from({ length: 60 }, () => get(path(randomUUID()))));
      expect(new Set(answers.map((answer) => answer.statusCode)), path('…')).toEqual(
        new Set([404]),
      );
      expect(Math.max(...answers.map((answer) => answer.rawPayload.length))).toBeLessThan(500);
      const malformed = await get(path('not-an-id'));
      expect(malformed.statusCode, path('not-an-id')).toBe(400);
      expect(malformed.rawPayload.length).toBeLessThan(2_000);
      const long = await get(path('x'.repeat(5000)));
      expect(long.statusCode, path('x…')).toBe(414);
      expect(long.rawPayload.length).toBeLessThan(2_000);
    }
    // The real ones still answer.
    expect((await get(`/v1/screens/${screenId}`)).statusCode).toBe(200);
    expect((await get(`/v1/shops/cache-status/${shopId}`)).statusCode).toBe(200);
    expect(await databaseRows(api)).toEqual(before);
  });

  it("'GET /v1/tables/check/:shopId/:tableId': guessed tables get a small 404, a table of another shop is not confirmed, and nothing is kept", async () => {
    const admin = await api.adminAuth();
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/tables',
      headers: { authorization: admin },
      payload: { name: 'Tafel 1', shop_id: shopId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tableId = created.json<{ id: string }>().id;
    const other = await createTenant(api, `Other ${kind}`, [`Other shop ${kind}`]);
    const otherShop = other.shopIds[0] as string;
    before = await databaseRows(api);
    const check = (shop: string, table: string) => get(`/v1/tables/check/${shop}/${table}`);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? check(shopId, randomUUID()) : check(randomUUID(), tableId),
      ),
    );
    expect(new Set(guesses.map((answer) => answer.statusCode))).toEqual(new Set([404]));
    expect(Math.max(...guesses.map((answer) => answer.rawPayload.length))).toBeLessThan(500);
    // A real table under the address of another tenant's shop says nothing about it.
    const crossed = await check(otherShop, tableId);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('Tafel 1');
    expect((await check(shopId, 'not-an-id')).statusCode).toBe(400);
    const long = await check(shopId, 'x'.repeat(5000));
    expect(long.statusCode).toBe(414);
    expect(long.rawPayload.length).toBeLessThan(2_000);
    // The real one answers only its id and name, however often it is asked.
    const answers = await Promise.all(Array.from({ length: 30 }, () => check(shopId, tableId)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(answers[0]?.json()).toEqual({ id: tableId, name: 'Tafel 1' });
    expect(await databaseRows(api)).toEqual(before);
  });

  it("'GET /img' without a picture answers a small 400 to a burst, keeping nothing", async () => {
    before = await databaseRows(api);
    for (const url of ['/img', '/img/', `/img?${'x'.repeat(1500)}`]) {
      const answers = await Promise.all(Array.from({ length: 30 }, () => get(url)));
      expect(new Set(answers.map((answer) => answer.statusCode)), url).toEqual(new Set([400]));
      expect(Math.max(...answers.map((answer) => answer.rawPayload.length))).toBeLessThan(1_000);
    }
    expect(await databaseRows(api)).toEqual(before);
  });

  it("'POST /v1/login/access-token': failed logins hold only the address that failed, successful ones count for nothing, and nothing is kept", async () => {
    before = await databaseRows(api);
    const login = (username: string, password: string, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/login/access-token',
        payload: { username, password, grant_type: 'password' },
        remoteAddress,
      });
    // One address guesses at random accounts until it is held.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await login(`nobody-${randomUUID()}`, 'wrong', '198.51.100.1')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The shop's staff on another address are not held, however often they log in.
    for (let i = 0; i < 8; i += 1) {
      const ok = await login(tenant.employee.username, tenant.employee.password, '198.51.100.2');
      expect(ok.statusCode, ok.body).toBe(200);
    }
    // Guessing one account's password from other addresses does not lock its owner out.
    for (let i = 0; i < 4; i += 1) {
      await login(tenant.admin.username, `wrong-${i}`, `198.51.100.${10 + i}`);
    }
    const owner = await login(tenant.admin.username, tenant.admin.password, '198.51.100.3');
    expect([200, 429]).toContain(owner.statusCode);
    const afterLogins = await databaseRows(api);
    // Logins write nothing but a user's last login; random accounts leave no row at all.
    for (const [table, hash] of Object.entries(before)) {
      if (table !== 'users' && table !== 'user') expect(afterLogins[table], table).toBe(hash);
    }
  });

  it("'POST /v1/reset-password': guessed tokens hold only the guessing address, and a real reset elsewhere goes through", async () => {
    const admin = await api.adminAuth();
    const reset = (token: string, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/reset-password',
        payload: { token, new_password: 'Een nieuw wachtwoord 42!' },
        remoteAddress,
      });
    before = await databaseRows(api);
    const guesses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      guesses.push((await reset(randomUUID(), '192.0.2.1')).statusCode);
    }
    expect(guesses.slice(0, 4).every((status) => status === 400)).toBe(true);
    expect(guesses.slice(4)).toEqual([429, 429, 429]);
    expect(await databaseRows(api)).toEqual(before);
    // A far too long token is refused by its schema, not looked up.
    const long = await reset('x'.repeat(100_000), '192.0.2.9');
    expect(long.statusCode).toBe(400);
    expect(long.rawPayload.length).toBeLessThan(2_000);

    const issued = await api.app.inject({
      method: 'POST',
      url: `/v1/users/${tenant.employee.id}/reset-token`,
      headers: { authorization: admin },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const done = await reset(issued.json<{ token: string }>().token, '192.0.2.2');
    expect(done.statusCode, done.body).toBe(200);
  });

  it("'GET /v1/ws': sockets for no shop are refused before they open, and orders topics close without a staff token", async () => {
    before = await databaseRows(api);
    const wsUrl = (query: string) => `${baseUrl.replace('http', 'ws')}/v1/ws?${query}`;
    const refused = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<number>((resolve) => {
            const socket = new WebSocket(wsUrl(`shopId=${randomUUID()}&connectionType=shop`));
            socket.on('unexpected-response', (_request, response) => {
              resolve(response.statusCode ?? 0);
              socket.terminate();
            });
            socket.on('open', () => {
              resolve(101);
              socket.close();
            });
            socket.on('error', () => resolve(-1));
          }),
      ),
    );
    expect(new Set(refused)).toEqual(new Set([404]));

    const closeOf = (query: string, first: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(wsUrl(query));
        socket.on('open', () => socket.send(first));
        socket.on('close', (code) => resolve(code));
        socket.on('error', () => resolve(-1));
      });
    expect(await closeOf(`shopId=${shopId}&connectionType=pending_orders`, '{"type":"auth"}')).toBe(
      4401,
    );
    expect(
      await closeOf(
        `shopId=${shopId}&connectionType=completed_orders`,
        JSON.stringify({ type: 'auth', token: 'x'.repeat(3000) }),
      ),
    ).toBe(4401);
    // A message beyond the socket's bound closes it (1009, message too big).
    expect(await closeOf(`shopId=${shopId}&connectionType=shop`, 'x'.repeat(10_000))).toBe(1009);
    expect(await databaseRows(api)).toEqual(before);
  });
});
