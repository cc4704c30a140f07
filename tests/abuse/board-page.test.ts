import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticApp } from '../../server/static';

/**
 * Board addresses get the board's own page (board.html), everything else outside /v1 the back
 * office's (index.html). Replayed on loopback against the server's static app over a built
 * folder: bursts of odd board addresses (random ids, encoded slashes, dots, long paths, other
 * methods) always answer the same small page or a small refusal, never a file outside the
 * folder and never the board page for an address that only starts like one.
 */

const INDEX = '<!doctype html><title>back office</title>';
const BOARD = '<!doctype html><title>board</title>';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pricelist-static-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'board.html'), BOARD);
  writeFileSync(join(dir, 'favicon.svg'), ICON);
  writeFileSync(join(dir, 'favicon.svg.br'), brotliCompressSync(ICON));
  writeFileSync(join(dir, 'favicon.svg.gz'), gzipSync(ICON));
  writeFileSync(join(tmpdir(), 'pricelist-outside.txt'), 'outside');
  app = Fastify();
  await registerStaticApp(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'pricelist-outside.txt'), { force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('board page addresses', () => {
  it('answer every board address with the board page, without caching it', async () => {
    const addresses = [
      '/pricelist',
      '/pricelist/',
      '/PRICELIST/abc',
      `/pricelist/${crypto.randomUUID()}`,
      `/pricelist/${crypto.randomUUID()}/light/extra?mode=portrait`,
      `/pricelist/${crypto.randomUUID()}/portrait/${crypto.randomUUID()}?lang=en`,
      '/pricelist/..%2f..%2fpricelist-outside.txt',
      `/pricelist/${'a'.repeat(2000)}`,
    ];
    for (const url of addresses) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BOARD);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never answer a file outside the build for dotted board addresses', async () => {
    for (const url of [
      '/pricelist/%2e%2e/%2e%2e/pricelist-outside.txt',
      '/pricelist/../../pricelist-outside.txt',
      '/pricelist/%2e%2e%2f%2e%2e%2fpricelist-outside.txt',
    ]) {
      const response = await get(url);
      expect([200, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('outside');
    }
  });

  it('give addresses that only start like a board the back office page', async () => {
    for (const url of [
      '/pricelists',
      '/pricelist-x/abc',
      '/preview/pricelist/abc',
      '/x/pricelist',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('send a compressed copy only for its file, never at an address of its own', async () => {
    const icon = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(icon.headers['content-encoding']).toBe('br');
    for (const url of [
      '/favicon.svg.br',
      '/favicon.svg.gz',
      '/FAVICON.SVG.BR',
      '/favicon.svg.br?download=1',
      '/favicon.svg.br.br',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body.length, url).toBeLessThan(1024);
    }
  });

  it('answer a missing file outside the board with a 404, not a page a browser would misread', async () => {
    expect((await get('/favicon.svg')).body).toBe(ICON);
    for (const url of [
      '/favicon.ico',
      '/robots.txt',
      '/assets/index-0ld8u1ld.js',
      '/assets/index-0ld8u1ld.css?v=1',
      '/apple-touch-icon.png',
      `/${'a'.repeat(2000)}.json`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>');
      expect(response.body.length, url).toBeLessThan(1024);
    }
    // Pages of the app keep their page, dots in a segment before the last one too.
    for (const url of ['/products/cannabis', '/v.2/products', '/login?next=/a.js']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
  });

  it('keep a burst of random board addresses and other methods small and alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({
          method: i % 10 === 0 ? 'POST' : 'GET',
          url: `/pricelist/${crypto.randomUUID()}/${i % 3 ? 'landscape' : '..%2f'}/${i}`,
        }),
      ),
    );
    for (const [i, response] of answers.entries()) {
      expect(response.body.length).toBeLessThan(1024);
      if (i % 10 === 0) expect(response.statusCode).toBe(404);
      else expect(response.body).toBe(BOARD);
    }
  });
});
