import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

describe.each(testDatabases())('health and error shapes on %s', (kind) => {
  let api: TestApi;
  let auth: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    auth = await api.adminAuth();
  });
  afterAll(() => api?.close());

  it('answers health with the database checked', async () => {
    const response = await api.app.inject({ url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 with a detail for unknown API paths and ids', async () => {
    const path = await api.app.inject({ url: '/v1/does-not-exist' });
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    const shop = await api.app.inject({ url: '/v1/shops/6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10' });
    expect(shop.statusCode).toBe(404);
    expect(shop.json()).toEqual({ detail: 'Shop not found', code: 'not_found' });
  });

  it('answers 400 with validation_errors for a bad id in the path', async () => {
    const response = await api.app.inject({ url: '/v1/shops/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.validation_errors[0]).toMatchObject({
      loc: ['path', 'id'],
      ctx: { format: 'uuid' },
    });
    expect(typeof body.validation_errors[0].msg).toBe('string');
  });

  it('answers 400 with field locations for a bad body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: { authorization: auth },
      payload: { username: 'new.person', email: 'not-an-email', password: 'lange-zomer' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors[0].loc).toEqual(['body', 'email']);
    const missing = await api.app.inject({
      method: 'POST',
      url: '/v1/shop-groups',
      headers: { authorization: auth },
      payload: { shop_ids: [] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation_errors[0].loc).toEqual(['body', 'name']);
  });

  it('answers 400, not 500, for malformed JSON, wrong types and huge values', async () => {
    const cases = [
      { payload: '{"name": ', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ name: 12 }), headers: { 'content-type': 'application/json' } },
      {
        payload: JSON.stringify({ name: 'x'.repeat(5000) }),
        headers: { 'content-type': 'application/json' },
      },
      {
        payload: JSON.stringify({ name: 'Ok', shop_ids: ['nope'] }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const { payload, headers } of cases) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/shop-groups',
        headers: { authorization: auth, ...headers },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(typeof response.json().detail).toBe('string');
      expect(response.body).not.toMatch(/at .*\.ts:\d+|select |insert into/i);
    }
  });

  it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
    const big = await api.app.inject({
      method: 'POST',
      url: '/v1/shop-groups',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBeTruthy();
    const xml = await api.app.inject({
      method: 'POST',
      url: '/v1/shop-groups',
      headers: { authorization: auth, 'content-type': 'application/xml' },
      payload: '<group/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().detail).toBeTruthy();
  });

  it('answers 409 with a detail for a duplicate name, whatever its case', async () => {
    const make = (name: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/shops',
        headers: { authorization: auth },
        payload: { name },
      });
    expect((await make('Het Hoekje')).statusCode).toBe(201);
    const again = await make('het HOEKJE');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'A shop with this name already exists.',
      code: 'conflict',
    });
  });
});
