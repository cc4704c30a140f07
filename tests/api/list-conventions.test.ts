import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

const SHOP_NAMES = [
  'Amstel',
  'Bolwerk',
  'Cruquius',
  'Dampkring',
  'Eendracht',
  'Fietspad',
  'Grachtje',
];

describe.each(testDatabases())('list conventions on %s', (kind) => {
  let api: TestApi;
  let auth: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    auth = await api.adminAuth();
    for (const name of SHOP_NAMES) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/shops',
        headers: { authorization: auth },
        payload: { name },
      });
      expect(response.statusCode).toBe(201);
    }
    // Two of them use multiscreen.
    const list = await get('/v1/shops?filter=name:e');
    for (const shop of list.json().slice(0, 2)) {
      await api.app.inject({
        method: 'PUT',
        url: `/v1/shops/set-multiscreen/${shop.id}?multiscreen=true`,
        headers: { authorization: auth },
      });
    }
  });
  afterAll(() => api?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ url, headers: { authorization: auth, ...headers } });
  const names = (body: { name: string }[]) => body.map((s) => s.name);

  it('sorts by field:ASC, field:DESC and -field, case-insensitively', async () => {
    expect(names((await get('/v1/shops?sort=name:ASC')).json())).toEqual(SHOP_NAMES);
    expect(names((await get('/v1/shops?sort=name:DESC')).json())).toEqual(
      [...SHOP_NAMES].reverse(),
    );
    expect(names((await get('/v1/shops?sort=-name')).json())).toEqual([...SHOP_NAMES].reverse());
    expect(names((await get('/v1/shops?sort=name:desc')).json())).toEqual(
      [...SHOP_NAMES].reverse(),
    );
  });

  it('applies repeated sorts in order', async () => {
    const body = (await get('/v1/shops?sort=is_using_multiscreen:DESC&sort=name:ASC')).json();
    const multiscreen = body.filter(
      (s: { is_using_multiscreen: boolean }) => s.is_using_multiscreen,
    );
    expect(multiscreen).toHaveLength(2);
    expect(body.slice(0, 2)).toEqual(multiscreen);
    expect(names(body.slice(2))).toEqual(names(body.slice(2)).sort());
  });

  it('pages with skip and limit and a clamped Content-Range', async () => {
    const first = await get('/v1/shops?sort=name:ASC&skip=0&limit=3');
    expect(names(first.json())).toEqual(SHOP_NAMES.slice(0, 3));
    expect(first.headers['content-range']).toBe('shops 0-2/7');
    const last = await get('/v1/shops?sort=name:ASC&skip=5&limit=25');
    expect(names(last.json())).toEqual(SHOP_NAMES.slice(5));
    expect(last.headers['content-range']).toBe('shops 5-6/7');
    const beyond = await get('/v1/shops?skip=50&limit=10');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('shops */7');
  });

  it('applies every filter together', async () => {
    const text = await get('/v1/shops?filter=name:AM');
    expect(names(text.json()).sort()).toEqual(['Amstel', 'Dampkring']);
    const both = await get('/v1/shops?filter=name:am&filter=is_using_multiscreen:false');
    const expected = names(
      text.json().filter((s: { is_using_multiscreen: boolean }) => !s.is_using_multiscreen),
    );
    expect(names(both.json()).sort()).toEqual(expected.sort());
    expect(both.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
  });

  it('filters ids by one or more values, and treats LIKE wildcards as text', async () => {
    const all = (await get('/v1/shops?sort=name:ASC')).json();
    const ids = [all[0].id, all[3].id];
    const byId = await get(`/v1/shops?filter=id:${ids.join(',')}&sort=name`);
    expect(names(byId.json())).toEqual(['Amstel', 'Dampkring']);
    expect((await get('/v1/shops?filter=name:%25')).json()).toEqual([]);
    expect((await get('/v1/shops?filter=name:_')).json()).toEqual([]);
  });

  it.each([
    ['an unknown sort field', 'sort=price:ASC', ['query', 'sort', 0], 'unknown sort field "price"'],
    ['a bad direction', 'sort=name:UP', ['query', 'sort', 0], 'direction must be ASC or DESC'],
    [
      'an unknown filter field',
      'filter=colour:red',
      ['query', 'filter', 0],
      'unknown filter field "colour"',
    ],
    ['a filter without a colon', 'filter=amstel', ['query', 'filter', 0], 'must be field:value'],
    [
      'a bad boolean',
      'filter=is_using_multiscreen:yes',
      ['query', 'filter', 0],
      'expects true or false',
    ],
    ['a bad id', 'filter=id:42', ['query', 'filter', 0], 'expects ids'],
    ['a date filter', 'filter=created_at:2026', ['query', 'filter', 0], 'cannot be filtered'],
    [
      'the second of two filters',
      'filter=name:a&filter=bogus:1',
      ['query', 'filter', 1],
      'unknown filter field',
    ],
  ])('answers 400 for %s', async (_what, query, loc, message) => {
    const response = await get(`/v1/shops?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toContain(message);
    expect(body.validation_errors[0].loc).toEqual(loc);
  });

  it('answers 400 for negative or non-numeric paging', async () => {
    for (const query of ['skip=-1', 'limit=-5', 'limit=abc', 'skip=1e99']) {
      const response = await get(`/v1/shops?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().validation_errors[0].loc[0]).toBe('query');
    }
  });

  it('sends a strong ETag and 304 for a matching If-None-Match, also weak-prefixed', async () => {
    const first = await get('/v1/shops?sort=name');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const same = await get('/v1/shops?sort=name', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await get('/v1/shops?sort=name', { 'if-none-match': `W/${etag}` })).statusCode).toBe(
      304,
    );
    expect(
      (await get('/v1/shops?sort=name', { 'if-none-match': `"other", ${etag}` })).statusCode,
    ).toBe(304);
    expect((await get('/v1/shops?sort=name', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/v1/shops?sort=-name')).headers.etag).not.toBe(etag);
  });

  it('changes the ETag when the data changes', async () => {
    const before = await get('/v1/shops');
    await api.app.inject({
      method: 'POST',
      url: '/v1/shops',
      headers: { authorization: auth },
      payload: { name: 'Zeedijk' },
    });
    const after = await get('/v1/shops', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['content-range']).toBe('shops 0-7/8');
  });

  it('uses the same conventions on every list', async () => {
    for (const resource of ['users', 'roles', 'shop-groups', 'shops']) {
      const ok = await get(
        `/v1/${resource}?skip=0&limit=2&sort=name:ASC`.replace(
          'name',
          resource === 'users' ? 'username' : 'name',
        ),
      );
      expect(ok.statusCode, resource).toBe(200);
      expect(ok.headers['content-range'], resource).toMatch(
        new RegExp(`^${resource} (\\d+-\\d+|\\*)/\\d+$`),
      );
      expect(ok.headers.etag, resource).toBeTruthy();
      const bad = await get(`/v1/${resource}?filter=nope:1`);
      expect(bad.statusCode, resource).toBe(400);
    }
  });
});
