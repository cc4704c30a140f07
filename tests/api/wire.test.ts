import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../server/http/compression';
import { createInProcessBus } from '../../server/push/bus';
import { FeedCache } from '../../server/services/board/feed-cache';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

/** The body as sent, decoded by its Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

describe('Accept-Encoding negotiation', () => {
  it('prefers br, then gzip, and respects q=0 and *', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR;q=0, GZIP;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
  });
});

describe.each(testDatabases())('what the server sends, on %s', (kind) => {
  let api: TestApi;
  let shopId: string;
  const staticDir = mkdtempSync(join(tmpdir(), 'pricelist-wire-'));
  const script = Buffer.from(`export const menu = ${JSON.stringify('prijs '.repeat(2000))};\n`);

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Pricelist</title>');
    writeFileSync(join(staticDir, 'assets', 'app.js'), script);
    writeFileSync(join(staticDir, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(staticDir, 'assets', 'app.js.gz'), gzipSync(script));
    api = await startTestApi(kind, { demo: true, config: { staticDir } });
    shopId = api.demo?.defaultShopId as string;
  });
  afterAll(async () => {
    await api?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const feed = (headers: Record<string, string> = {}) =>
    api.app.inject({ url: `/v1/shops/${shopId}`, headers });

  it('sends the feed as br, gzip or plain bytes that are the same JSON, each with its own ETag', async () => {
    const plain = await feed();
    const br = await feed({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await feed({ 'accept-encoding': 'gzip' });
    for (const response of [plain, br, gz]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const json = plain.rawPayload.toString('utf8');
    expect(JSON.parse(json)).toMatchObject({ id: shopId, name: 'Mississippi' });
    expect(decoded(br).toString('utf8')).toBe(json);
    expect(decoded(gz).toString('utf8')).toBe(json);
    // Compressed, and much smaller: the feed is repetitive JSON.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const tags = [plain, br, gz].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(gz.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gz"`);
  });

  it('answers 304 to each encoding for its own tag only', async () => {
    const encodings = ['identity', 'br', 'gzip'];
    const tags: Record<string, string> = {};
    for (const encoding of encodings) {
      tags[encoding] = String((await feed({ 'accept-encoding': encoding })).headers.etag);
    }
    for (const encoding of encodings) {
      const tag = String(tags[encoding]);
      const same = await feed({ 'accept-encoding': encoding, 'if-none-match': tag });
      expect(same.statusCode).toBe(304);
      expect(same.rawPayload.length).toBe(0);
      expect(same.headers.etag).toBe(tags[encoding]);
      expect(same.headers.vary).toMatch(/accept-encoding/i);
      for (const other of encodings.filter((e) => e !== encoding)) {
        const mismatch = await feed({ 'accept-encoding': other, 'if-none-match': tag });
        expect(mismatch.statusCode).toBe(200);
        expect(mismatch.headers.etag).toBe(tags[other]);
      }
    }
  });

  it('compresses a version of a feed once, and counts every encoding in the cache bounds', async () => {
    const cache = new FeedCache(api.database.db, createInProcessBus());
    const entry = await cache.get(shopId, 'all');
    const plainBytes = cache.size().bytes;
    expect(plainBytes).toBe(entry.body.length);
    const [first, second] = await Promise.all([entry.encoded('br'), entry.encoded('br')]);
    expect(second).toBe(first);
    const gz = await entry.encoded('gzip');
    expect(cache.size().bytes).toBe(plainBytes + first.body.length + gz.body.length);
    await expect((await cache.get(shopId, 'all')).encoded('br')).resolves.toBe(first);
    cache.invalidate(shopId);
    expect(cache.size().bytes).toBe(0);

    // A bound that holds the plain bytes but not the compressed ones as well: the entry goes.
    const tight = new FeedCache(api.database.db, createInProcessBus(), {
      maxBytes: entry.body.length + 10,
    });
    const kept = await tight.get(shopId, 'all');
    expect(tight.size().entries).toBe(1);
    await kept.encoded('br');
    await kept.encoded('gzip');
    expect(tight.size().bytes).toBeLessThanOrEqual(entry.body.length + 10);
    tight.close();
    cache.close();
  });

  it('compresses other JSON answers over 1 KB by negotiation, with a tag per encoding', async () => {
    const auth = await api.adminAuth();
    const url = '/v1/kinds/?limit=100';
    const plain = await api.app.inject({ url, headers: { authorization: auth } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, coding, suffix] of [
      ['br, gzip', 'br', '-br"'],
      ['gzip', 'gzip', '-gz"'],
    ] as const) {
      const headers = { authorization: auth, 'accept-encoding': accept };
      const answer = await api.app.inject({ url, headers });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(answer).toString('utf8')).toBe(plain.rawPayload.toString('utf8'));
      expect(answer.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}${suffix}`);
      const again = await api.app.inject({
        url,
        headers: { ...headers, 'if-none-match': String(answer.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('sends small JSON answers and errors as they are', async () => {
    const status = await api.app.inject({
      url: `/v1/shops/cache-status/${shopId}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(status.statusCode).toBe(200);
    expect(status.rawPayload.length).toBeLessThan(1024);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(status.body)).toHaveProperty('modified_at');
    const missing = await api.app.inject({
      url: '/v1/shops/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('serves a built file precompressed when the client accepts it, with Vary', async () => {
    const br = await api.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);
    const gz = await api.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(script)).toBe(true);
    const plain = await api.app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(new Set([br, gz, plain].map((r) => r.headers.etag)).size).toBe(3);
    // A compressed copy is no address of its own: it is sent only for its file.
    for (const copy of ['/assets/app.js.br', '/assets/app.js.gz']) {
      const direct = await api.app.inject({ url: copy, headers: { 'accept-encoding': 'br' } });
      expect(direct.statusCode, copy).toBe(404);
      expect(direct.headers['content-encoding'], copy).toBeUndefined();
    }
  });
});
