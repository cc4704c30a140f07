import { describe, expect, it } from 'vitest';
import {
  ApiError,
  DEFAULT_LIST_TOTAL,
  createFetcher,
  listQueryString,
  listResult,
  listTotal,
  parseContentRange,
  stripWeakPrefix,
} from './http';
import type { FetcherDependencies } from './http';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  rawBody: RequestInit['body'];
}

/** A stand-in for the platform's fetch: answers from a queue and records what was sent. */
function fakeServer(answers: (() => Response)[]) {
  const sent: SentRequest[] = [];
  const events: string[] = [];
  const deps: FetcherDependencies = {
    fetch: (url, init) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : undefined,
        rawBody: init.body,
      });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request to ${url}`);
      return Promise.resolve(next());
    },
    getToken: () => 'token-1',
    onUnauthorized: () => events.push('unauthorized'),
    onForbidden: () => events.push('forbidden'),
  };
  return { deps, sent, events };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): () => Response {
  return () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
}

const notModified = () => new Response(null, { status: 304 });

describe('Content-Range', () => {
  it.each([
    ['kinds 0-9/120', { resource: 'kinds', first: 0, last: 9, total: 120 }],
    ['shoptoprices 25-49/50', { resource: 'shoptoprices', first: 25, last: 49, total: 50 }],
    ['  users 0-0/1 ', { resource: 'users', first: 0, last: 0, total: 1 }],
    ['kinds */0', { resource: 'kinds', first: null, last: null, total: 0 }],
    ['prices */12', { resource: 'prices', first: null, last: null, total: 12 }],
  ])('parses %j', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });

  it.each([null, undefined, '', 'kinds', 'kinds 0-9', 'kinds 0-9/*', 'kinds a-b/10', '0-9/10'])(
    'rejects %j and falls back to the default total',
    (header) => {
      expect(parseContentRange(header)).toBeUndefined();
      expect(listTotal(header)).toBe(DEFAULT_LIST_TOTAL);
    },
  );

  it('reads the total of a list and defaults to 99 without the header', () => {
    expect(listTotal('prices 0-24/311')).toBe(311);
    expect(listTotal('prices */0')).toBe(0);
    expect(DEFAULT_LIST_TOTAL).toBe(99);
  });
});

describe('list answers', () => {
  it('takes a bare array with the Content-Range total, or an items envelope', () => {
    expect(listResult([1, 2], 'things 0-1/7')).toEqual({ items: [1, 2], total: 7 });
    expect(listResult([1], null)).toEqual({ items: [1], total: 99 });
    expect(listResult({ items: ['a'], total: 12, cursor: 'x' }, null)).toEqual({
      items: ['a'],
      total: 12,
    });
    expect(() => listResult({ detail: 'nope' }, null)).toThrow(/not a list/);
  });

  it('builds repeated sort and filter parameters', () => {
    const query = listQueryString({
      skip: 0,
      limit: 1000,
      sort: [
        { field: 'name', order: 'ASC' },
        { field: 'modified_at', order: 'DESC' },
      ],
      filter: [{ field: 'shop_id', value: 'abc' }],
      params: { is_horeca: false },
    });
    expect(query).toBe(
      'skip=0&limit=1000&sort=name%3AASC&sort=modified_at%3ADESC&filter=shop_id%3Aabc&is_horeca=false',
    );
  });
});

describe('ETags', () => {
  it('strips the weak-validator prefix', () => {
    expect(stripWeakPrefix('W/"abc"')).toBe('"abc"');
    expect(stripWeakPrefix('"abc"')).toBe('"abc"');
    expect(stripWeakPrefix(' W/"x" ')).toBe('"x"');
  });

  it('sends the stored ETag and answers a 304 with the cached body', async () => {
    const server = fakeServer([
      json({ name: 'first' }, 200, { ETag: 'W/"v1"' }),
      notModified,
      json({ name: 'second' }, 200, { ETag: '"v2"' }),
    ]);
    const fetcher = createFetcher(server.deps);

    expect(await fetcher.request('/v1/users/me')).toEqual({ name: 'first' });
    expect(server.sent[0]?.headers.get('If-None-Match')).toBeNull();

    expect(await fetcher.request('/v1/users/me')).toEqual({ name: 'first' });
    expect(server.sent[1]?.headers.get('If-None-Match')).toBe('"v1"');

    expect(await fetcher.request('/v1/users/me')).toEqual({ name: 'second' });
    expect(server.sent[2]?.headers.get('If-None-Match')).toBe('"v1"');
  });

  it('keeps the list total of a cached list on 304', async () => {
    const server = fakeServer([
      json([{ id: 1 }], 200, { ETag: '"l1"', 'Content-Range': 'kinds 0-0/41' }),
      notModified,
    ]);
    const fetcher = createFetcher(server.deps);
    const query = { skip: 0, limit: 1 };
    expect(await fetcher.list('/v1/kinds', query)).toEqual({ items: [{ id: 1 }], total: 41 });
    expect(await fetcher.list('/v1/kinds', query)).toEqual({ items: [{ id: 1 }], total: 41 });
    expect(server.sent[1]?.url).toBe('/v1/kinds?skip=0&limit=1');
    expect(server.sent[1]?.headers.get('If-None-Match')).toBe('"l1"');
  });

  it('does not revalidate writes, other URLs, or after the cache is cleared', async () => {
    const server = fakeServer([
      json({ a: 1 }, 200, { ETag: '"a"' }),
      json({ ok: true }),
      json({ b: 1 }, 200, { ETag: '"b"' }),
      json({ a: 2 }, 200, { ETag: '"a2"' }),
    ]);
    const fetcher = createFetcher(server.deps);
    await fetcher.request('/v1/a');
    await fetcher.request('/v1/a', { method: 'PUT', json: { x: 1 } });
    await fetcher.request('/v1/b');
    fetcher.clearCache();
    await fetcher.request('/v1/a');
    expect(server.sent.map((r) => r.headers.get('If-None-Match'))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('treats a 304 without a cached body as an error', async () => {
    const fetcher = createFetcher(fakeServer([notModified]).deps);
    await expect(fetcher.request('/v1/a')).rejects.toMatchObject({ status: 304 });
  });
});

describe('requests and errors', () => {
  it('sends the bearer token and JSON bodies', async () => {
    const server = fakeServer([json({ msg: 'ok' })]);
    await createFetcher(server.deps).request('/v1/x', { method: 'POST', json: { a: 1 } });
    const [sent] = server.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(sent?.body).toBe('{"a":1}');
  });

  it('sends the interface language as Accept-Language on every request', async () => {
    const server = fakeServer([json({ a: 1 }), json({ access_token: 't' })]);
    let language = 'nl';
    const fetcher = createFetcher({ ...server.deps, getLanguage: () => language });
    await fetcher.request('/v1/a');
    language = 'en';
    await fetcher.request('/v1/login', { method: 'POST', auth: false, form: { a: 'b' } });
    expect(server.sent.map((r) => r.headers.get('Accept-Language'))).toEqual(['nl', 'en']);
  });

  it('sends forms without a token when auth is off', async () => {
    const server = fakeServer([json({ access_token: 't' })]);
    await createFetcher(server.deps).request('/v1/login', {
      method: 'POST',
      auth: false,
      form: { username: 'a b', password: 'p&q' },
    });
    const [sent] = server.sent;
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(sent?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent?.body).toBe('username=a+b&password=p%26q');
  });

  it('sends multipart bodies as they are, leaving the boundary to the platform', async () => {
    const server = fakeServer([json({ key: 'upload/x.png' }, 201)]);
    const formData = new FormData();
    formData.append('file', new Blob(['png']), 'a.png');
    await createFetcher(server.deps).request('/v1/images/upload', { method: 'POST', formData });
    const [sent] = server.sent;
    expect(sent?.rawBody).toBe(formData);
    expect(sent?.headers.get('Content-Type')).toBeNull();
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('reports 401 and 403 and throws an ApiError carrying the detail', async () => {
    const server = fakeServer([
      json({ detail: 'Not authenticated' }, 401),
      json({ detail: 'Forbidden' }, 403),
      () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }),
    ]);
    const fetcher = createFetcher(server.deps);

    const unauthorized = await fetcher.request('/v1/a').catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(ApiError);
    expect((unauthorized as ApiError).detail).toBe('Not authenticated');
    expect(server.events).toEqual(['unauthorized']);

    await expect(fetcher.request('/v1/b')).rejects.toMatchObject({ status: 403 });
    expect(server.events).toEqual(['unauthorized', 'forbidden']);

    const failed = await fetcher.request('/v1/c').catch((e: unknown) => e);
    expect(failed).toMatchObject({ status: 500, body: 'boom', detail: undefined });
    expect(server.events).toHaveLength(2);
  });

  it('reports other failures with the path, unless the caller handles the status', async () => {
    const server = fakeServer([
      json({ detail: 'Bad' }, 400),
      json({ detail: 'Bad' }, 400),
      json({ detail: 'Forbidden' }, 403),
      json({ detail: 'Not authenticated' }, 401),
    ]);
    const failures: string[] = [];
    const fetcher = createFetcher({
      ...server.deps,
      onFailure: (error, request) =>
        failures.push(`${request.method} ${request.path} ${error.status}`),
    });

    await expect(fetcher.request('/v1/prices', { method: 'POST', json: {} })).rejects.toMatchObject(
      { status: 400 },
    );
    expect(failures).toEqual(['POST /v1/prices 400']);

    await expect(fetcher.list('/v1/prices', {}, { handled: [400] })).rejects.toMatchObject({
      status: 400,
    });
    await expect(fetcher.request('/v1/a', { handled: [403] })).rejects.toMatchObject({
      status: 403,
    });
    await expect(fetcher.request('/v1/a', { handled: [401] })).rejects.toMatchObject({
      status: 401,
    });
    expect(failures).toHaveLength(1);
    expect(server.events).toEqual(['unauthorized']);
  });
});
