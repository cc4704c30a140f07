/**
 * Attacks on "Meldingen over schermen" (`/v1/shops/{shopId}/board-alerts…`), replayed on
 * loopback: without a login nothing answers; another group's staff find no such shop (404,
 * whatever the body) and leave nothing behind; bodies are typed and bounded (fields beyond them
 * are dropped); only the shop's admins set the minutes; a staff member can ask only for
 * themselves, once per shop, however often they send it; answers stay small.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

describe.each(testDatabases())('screen alert settings under attack on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;
  let a: Tenant;
  let b: Tenant;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    a = await createTenant(api, `Meldaanval A ${kind}`, [`Meldaanval A shop ${kind}`]);
    b = await createTenant(api, `Meldaanval B ${kind}`, [`Meldaanval B shop ${kind}`]);
    shopId = a.shopIds[0] as string;
  }, 120_000);
  afterAll(() => api?.close());

  const subscriptions = async () =>
    (
      await rowsOf<{ n: number }>(
        api.database.db,
        sql`select count(*)::int as n from "board_alert_subscriptions"`,
      )
    )[0]?.n ?? 0;
  const minutesOf = async (id: string) =>
    (
      await rowsOf<{ m: number }>(
        api.database.db,
        sql`select "board_alert_minutes" as m from "shops" where "id" = ${id}`,
      )
    )[0]?.m;

  async function send(
    method: string,
    path: string,
    auth: string | null,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(auth && { authorization: auth }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text };
  }

  const routes = (id: string) =>
    [
      ['GET', `/v1/shops/${id}/board-alerts`, undefined],
      ['PUT', `/v1/shops/${id}/board-alerts`, { minutes: 5 }],
      ['PUT', `/v1/shops/${id}/board-alerts/subscription`, { email: 'x@spy.example' }],
      ['DELETE', `/v1/shops/${id}/board-alerts/subscription`, undefined],
    ] as const;

  it('answers nothing without a login', async () => {
    for (const [method, path, body] of routes(shopId)) {
      const answer = await send(method, path, null, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.text.length).toBeLessThan(300);
    }
    expect(await subscriptions()).toBe(0);
  });

  it("checks the shop first: another group's staff and unknown shops get 404 and change nothing", async () => {
    for (const auth of [b.employee.auth, b.admin.auth]) {
      for (const [method, path, body] of [...routes(shopId), ...routes(randomUUID())]) {
        const answer = await send(method, path, auth, body);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.text).not.toContain('x@spy.example');
        expect(answer.text.length).toBeLessThan(300);
      }
    }
    expect(await subscriptions()).toBe(0);
    expect(await minutesOf(shopId)).toBe(10);
  });

  it('takes only exact, bounded bodies', async () => {
    const path = `/v1/shops/${shopId}/board-alerts/subscription`;
    const bad: unknown[] = [
      { email: `${'a'.repeat(10_000)}@example.com` },
      { email: 'not an address' },
      { email: ['x@example.com'] },
      {},
      '{"email":',
    ];
    for (const body of bad) {
      const answer = await send('PUT', path, a.employee.auth, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.text.length).toBeLessThan(2000);
    }
    const huge = await send('PUT', path, a.employee.auth, {
      email: 'x@example.com',
      padding: 'p'.repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    for (const minutes of [0, 1, 241, 1e9, -5, 2.5, '10', null]) {
      const answer = await send('PUT', `/v1/shops/${shopId}/board-alerts`, a.admin.auth, {
        minutes,
      });
      expect(answer.status, String(minutes)).toBe(400);
    }
    expect(await subscriptions()).toBe(0);
    expect(await minutesOf(shopId)).toBe(10);
    // A field naming someone else is dropped: the caller asks for themselves only.
    const other = await send('PUT', path, a.employee.auth, {
      email: 'x@example.com',
      user_id: a.admin.id,
    });
    expect(other.status).toBe(200);
    const [row] = await rowsOf<{ user_id: string }>(
      api.database.db,
      sql`select "user_id" from "board_alert_subscriptions"`,
    );
    expect(row?.user_id).toBe(a.employee.id);
    expect((await send('DELETE', path, a.employee.auth)).status).toBe(200);
  });

  it("lets only the shop's admins set the minutes, and staff ask only for themselves, once", async () => {
    const refused = await send('PUT', `/v1/shops/${shopId}/board-alerts`, a.employee.auth, {
      minutes: 2,
    });
    expect(refused.status).toBe(403);
    expect(await minutesOf(shopId)).toBe(10);
    const allowed = await send('PUT', `/v1/shops/${shopId}/board-alerts`, a.admin.auth, {
      minutes: 240,
    });
    expect(allowed.status).toBe(200);
    expect(await minutesOf(shopId)).toBe(240);

    const path = `/v1/shops/${shopId}/board-alerts/subscription`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send('PUT', path, a.employee.auth, { email: `balie${i}@example.com` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await subscriptions()).toBe(1);
    // The answer speaks of the caller only.
    const mine = await send('GET', `/v1/shops/${shopId}/board-alerts`, a.admin.auth);
    expect(JSON.parse(mine.text)).toMatchObject({ subscribed: false });
    expect(mine.text).not.toContain('balie');
    const off = await send('DELETE', path, a.employee.auth);
    expect(off.status).toBe(200);
    expect(await subscriptions()).toBe(0);
  });
});
