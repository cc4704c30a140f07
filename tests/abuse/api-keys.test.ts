/**
 * Attacks on API keys, webhooks and the docs page's try form: made-up keys are refused without
 * keeping anything or holding back a real key, keys and signing secrets never appear in answers
 * after their creation nor in the log, a group's webhook addresses are bounded and internal
 * addresses refused, event bodies stay small whatever a write changed, and 'GET /v1/docs/try'
 * only ever sends the browser to a path of this API.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { EventSet, eventBody } from '../../server/services/webhooks/webhook-events';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

describe.each(testDatabases())('API keys and webhooks under attack on %s', (kind) => {
  let api: TestApi;
  let root: string;
  let groupId: string;
  let shopId: string;
  const log: string[] = [];

  beforeAll(async () => {
    api = await startTestApi(kind, {
      demo: true,
      logStream: { write: (line: string) => void log.push(line) },
      config: {
        integrations: {
          keyRequestsPerMinute: 30,
          webhookAllowPrivate: false,
          webhookTimeoutMs: 1000,
          webhookRetryBaseMs: 1000,
        },
      },
    });
    root = await api.adminAuth();
    shopId = api.demo?.defaultShopId as string;
    const [maastricht] = api.demo?.staffUsers ?? [];
    const groups = await api.app.inject({
      url: '/v1/shop-groups?limit=0',
      headers: { authorization: root },
    });
    groupId = groups
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === maastricht?.shopGroup)?.id as string;
  });
  afterAll(() => api?.close());

  const count = async (table: string) =>
    Number(
      (
        await rowsOf<{ n: number }>(
          api.database.db,
          sql.raw(`select count(*)::int as n from ${table}`),
        )
      )[0]?.n,
    );

  it('refuses made-up keys alike, keeps nothing, and never holds back a real key', async () => {
    const made = await api.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: root },
      payload: { shop_group_id: groupId, name: 'Echte kassa', scopes: ['menu:read'] },
    });
    const real = made.json<{ key: string }>().key;
    const before = await count('api_keys');
    const url = `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        api.app.inject({
          url,
          headers: { authorization: `Bearer plk_${randomBytes(32).toString('base64url')}` },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([401]));
    expect(Math.max(...answers.map((a) => a.body.length))).toBeLessThan(300);
    const long = await api.app.inject({
      url,
      headers: { authorization: `Bearer plk_${'x'.repeat(5000)}` },
    });
    expect(long.statusCode).toBe(401);
    expect(await count('api_keys')).toBe(before);
    const ok = await api.app.inject({ url, headers: { authorization: `Bearer ${real}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('never answers or logs a key or a signing secret after creation', async () => {
    const made = await api.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: root },
      payload: { shop_group_id: groupId, name: 'Geheim', scopes: ['menu:read', 'prices:write'] },
    });
    expect(made.headers['cache-control']).toBe('no-store');
    const key = made.json<{ key: string }>().key;
    // A refused write and a failing one with the key, which the server logs.
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${shopId}/register-codes/prices`,
      headers: { authorization: `Bearer ${key}` },
      payload: { items: [{ code: 'x'.repeat(40), for: 'all' }] },
    });
    await api.app.inject({ url: '/v1/users', headers: { authorization: `Bearer ${key}` } });
    const listed = await api.app.inject({
      url: `/v1/api-keys?shop_group_id=${groupId}`,
      headers: { authorization: root },
    });
    expect(listed.body).not.toContain(key);
    expect(log.join('\n')).not.toContain(key);
    expect(log.join('\n')).not.toContain(key.slice(10));
  });

  it('bounds the webhook addresses of a group and refuses internal ones', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost/hook',
      'ftp://example.org/hook',
      'https://user:pass@example.org/hook',
      `https://example.org/${'a'.repeat(2100)}`,
    ]) {
      const refused = await api.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { authorization: root },
        payload: { shop_group_id: groupId, url, events: ['prices.changed'] },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.body).not.toContain('whsec_');
    }
    expect(await count('webhook_endpoints')).toBe(0);
    // Public addresses (written directly: names cannot be resolved here) up to the bound.
    await api.database.db
      .execute(sql`insert into webhook_endpoints (shop_group_id, url, events, secret)
      select ${groupId}::uuid, 'https://hooks.example.org/' || n, '["prices.changed"]'::jsonb, 'whsec_' || n
      from generate_series(1, 10) n`);
    const eleventh = await api.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: root },
      payload: { shop_group_id: groupId, url: 'http://8.8.8.8/hook', events: ['prices.changed'] },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'too_many_webhooks' });
    const list = await api.app.inject({
      url: `/v1/webhooks?shop_group_id=${groupId}`,
      headers: { authorization: root },
    });
    expect(list.json<unknown[]>()).toHaveLength(10);
    expect(list.body).not.toContain('whsec_');
    await api.database.db.execute(sql`delete from webhook_endpoints`);
  });

  it('keeps an event body small whatever a write changed', () => {
    const events = new EventSet();
    for (let i = 0; i < 5000; i++) {
      events.add('prices.changed', shopId, {
        row_id: randomBytes(16).toString('hex'),
        register_code: `${20000 + i}`,
        product_name: 'x'.repeat(255),
        prices: Array.from({ length: 3 }, (_, n) => ({ label: `${n}g`, price: 10, quantity: n })),
      });
    }
    const [event] = events.list();
    const body = eventBody(event as never);
    expect(body.length).toBeLessThan(64 * 1024);
    expect(JSON.parse(body)).toMatchObject({ data: { more: 4900 } });
  });

  it("answers 'GET /v1/docs/try' only with a path of this API", async () => {
    const tries = [
      'operation=getShopsById&p.id=abc',
      'operation=getShopsById&p.id=%2F%2Fevil.example.org',
      'operation=getShopsById&p.id=..%2F..%2Fetc',
      'operation=getShopsById&p.id=..',
      'operation=getHealth',
      'operation=nothingLikeThis',
      'operation=getShopsById',
      'operation=postLoginAccessToken',
      `operation=${'x'.repeat(200)}`,
    ];
    for (const query of tries) {
      const answer = await api.app.inject({ url: `/v1/docs/try?${query}` });
      if (answer.statusCode === 200) {
        const location = /url=([^"]+)"/.exec(answer.body)?.[1] ?? '';
        expect(location, query).toMatch(/^\/v1\/[^/]/);
        expect(location, query).not.toMatch(/^\/\//);
        expect(location.split('?')[0]?.split('/')).not.toContain('..');
      } else {
        expect(answer.statusCode, query).toBe(400);
        expect(answer.body.length).toBeLessThan(600);
      }
    }
  });
});
