import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OUTPUT_PIXELS, MAX_OUTPUT_SIDE } from '../../server/images/resize-bounds';
import { CACHED_SIZES_PER_PICTURE } from '../../server/images/resize-service';
import { testDatabases } from '../support/api';
import { resizePath, solidPicture } from '../support/images';
import { startLayoutWorld, type LayoutWorld } from '../support/layout';
import { publishedPicture, uploadPicture } from '../support/pictures';

const BUCKET = 'pricelist-images';
const RED = { r: 200, g: 30, b: 40 };

/** The request a board sends for a picture at a size (fit and background as given). */
function resizeRequest(key: string, resize: Record<string, unknown>, bucket = BUCKET) {
  return { bucket, key, edits: { resize } };
}

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

describe.each(testDatabases())('the resize service on %s', (kind) => {
  let w: LayoutWorld;
  let wide: string;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Rsz');
    // 300 x 100, red: contained in a square it gets white bands above and below.
    wide = await publishedPicture(
      w,
      w.a.employee.auth,
      '',
      await solidPicture(300, 100, 'png', RED),
    );
  });
  afterAll(() => w?.api.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    w.api.app.inject({ method: 'GET', url: path, headers });

  it('draws the picture at the requested size, contained on white by default', async () => {
    const response = await get(resizePath(resizeRequest(wide, { width: 100, height: 100 })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const picture = response.rawPayload;
    expect(await sharp(picture).metadata()).toMatchObject({
      format: 'png',
      width: 100,
      height: 100,
    });
    expect(await pixel(picture, 50, 5)).toEqual({ r: 255, g: 255, b: 255 });
    expect(await pixel(picture, 50, 50)).toEqual(RED);

    const covered = await get(
      resizePath(resizeRequest(wide, { width: 100, height: 100, fit: 'cover' }), 'base64url'),
    );
    expect(await sharp(covered.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 });
    expect(await pixel(covered.rawPayload, 50, 5)).toEqual(RED);

    const black = { r: 0, g: 0, b: 0, alpha: 1 };
    const padded = await get(
      resizePath(resizeRequest(wide, { width: 60, height: 60, fit: 'contain', background: black })),
    );
    expect(await pixel(padded.rawPayload, 30, 2)).toEqual({ r: 0, g: 0, b: 0 });

    const byWidth = await get(resizePath(resizeRequest(wide, { width: 150 })));
    expect(await sharp(byWidth.rawPayload).metadata()).toMatchObject({ width: 150, height: 50 });
    const original = await get(resizePath({ bucket: BUCKET, key: wide }));
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 300, height: 100 });
  });

  it('answers in the source’s format, GIF as PNG', async () => {
    for (const [format, contentType] of [
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/png'],
    ] as const) {
      const name = await publishedPicture(
        w,
        w.a.employee.auth,
        '',
        await solidPicture(20, 10, format),
      );
      const response = await get(resizePath(resizeRequest(name, { width: 32, height: 32 })));
      expect(response.statusCode, format).toBe(200);
      expect(response.headers['content-type'], format).toBe(contentType);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 32, height: 32 });
    }
  });

  it('answers 400 to sizes out of bounds and requests that are not base64 JSON objects', async () => {
    const bad: [string, string][] = [
      ['width 0', resizePath(resizeRequest(wide, { width: 0, height: 10 }))],
      ['width 4097', resizePath(resizeRequest(wide, { width: 4097, height: 10 }))],
      ['height 5000', resizePath(resizeRequest(wide, { width: 10, height: 5000 }))],
      ['a fraction', resizePath(resizeRequest(wide, { width: 10.5, height: 10 }))],
      ['a string', resizePath(resizeRequest(wide, { width: '10', height: 10 }))],
      ['unknown fit', resizePath(resizeRequest(wide, { width: 10, height: 10, fit: 'stretch' }))],
      [
        'background',
        resizePath(resizeRequest(wide, { width: 10, background: { r: 300, g: 0, b: 0 } })),
      ],
      ['no key', resizePath({ bucket: BUCKET })],
      ['an array', resizePath([BUCKET, wide])],
      ['a string', resizePath('hello')],
      ['null', resizePath(null)],
      ['not base64', '/img/!!!$$$'],
      ['base64 of text', `/img/${Buffer.from('geen json').toString('base64')}`],
      ['empty', '/img/'],
    ];
    for (const [what, path] of bad) {
      const response = await get(path);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json().detail, what).toMatch(/^The picture request is not valid/);
    }
    const largest = await get(resizePath(resizeRequest(wide, { width: 4096, height: 1 })));
    expect(largest.statusCode).toBe(200);
  });

  it('never draws more than 4096 a side or a 4K frame of pixels, whatever the fit', async () => {
    // A 20 x 1 picture asked for as 1 x 4096 "outside" was drawn 81,920 x 4,096.
    const thin = await publishedPicture(w, w.a.employee.auth, '', await solidPicture(20, 1));
    const cases: [string, string, Record<string, unknown>][] = [
      ['wide, outside', wide, { width: 1, height: 4096, fit: 'outside' }],
      ['20 x 1, outside', thin, { width: 1, height: 4096, fit: 'outside' }],
      ['20 x 1, height only', thin, { height: 4096 }],
      ['20 x 1, inside', thin, { width: 4096, height: 4096, fit: 'inside' }],
      ['a 4096 box', wide, { width: 4096, height: 4096, fit: 'cover' }],
    ];
    for (const [what, key, resize] of cases) {
      const response = await get(resizePath(resizeRequest(key, resize)));
      expect(response.statusCode, what).toBe(200);
      const { width = 0, height = 0 } = await sharp(response.rawPayload).metadata();
      expect(Math.max(width, height), what).toBeLessThanOrEqual(MAX_OUTPUT_SIDE);
      expect(width * height, what).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    }
    // Clamped with its proportions: the wide picture (3 : 1) at 4096 wide.
    const clamped = await get(
      resizePath(resizeRequest(wide, { width: 1, height: 4096, fit: 'outside' })),
    );
    expect(await sharp(clamped.rawPayload).metadata()).toMatchObject({ width: 4096, height: 1365 });
  });

  it('answers 404 for another bucket, an unknown key, a temporary upload or a path outside', async () => {
    const upload = await uploadPicture(w, w.a.employee.auth, await solidPicture(10, 10));
    for (const [what, request] of [
      ['bucket', resizeRequest(wide, { width: 10 }, 'other-bucket')],
      ['key', resizeRequest(`${'0'.repeat(32)}-10x10.png`, { width: 10 })],
      ['upload', resizeRequest(upload.key, { width: 10 })],
      ['outside', resizeRequest('../secret-key', { width: 10 })],
      ['absolute', resizeRequest('/etc/passwd', { width: 10 })],
    ] as const) {
      const response = await get(resizePath(request));
      expect(response.statusCode, what).toBe(404);
    }
  });

  it('keeps each drawn size on disk: served again without drawing, with long-lived headers', async () => {
    const name = await publishedPicture(w, w.a.employee.auth, '', await solidPicture(50, 50));
    const path = resizePath(resizeRequest(name, { width: 24, height: 24 }));
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const cacheRoot = join(w.api.config.dataDir, 'image-cache');
    const cached = readdirSync(cacheRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => file.includes(etag.slice(1, -1)));
    expect(cached).toHaveLength(1);
    // A marker in the cache file: the next answer shows whether sharp ran again.
    const marker = await solidPicture(3, 3, 'png', { r: 0, g: 0, b: 255 });
    writeFileSync(cached[0] as string, marker);
    const second = await get(path);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(etag);

    const notModified = await get(path, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // Another size is another entry; deleting the picture drops them all.
    const other = await get(resizePath(resizeRequest(name, { width: 12, height: 12 })));
    expect(other.headers.etag).not.toBe(etag);
    await w.ok(w.a.employee.auth, 'DELETE', `/v1/images/${name}`);
    expect((await get(path)).statusCode).toBe(404);
  });

  it(`keeps at most ${CACHED_SIZES_PER_PICTURE} sizes of one picture on disk, dropping the oldest`, async () => {
    const name = await publishedPicture(w, w.a.employee.auth, '', await solidPicture(40, 40));
    const sizeOf = (width: number) => resizePath(resizeRequest(name, { width, height: 10 }));
    const etags: string[] = [];
    for (let width = 1; width <= CACHED_SIZES_PER_PICTURE + 8; width += 1) {
      const answer = await get(sizeOf(width));
      expect(answer.statusCode).toBe(200);
      etags.push((answer.headers.etag as string).slice(1, -1));
    }
    const cacheRoot = join(w.api.config.dataDir, 'image-cache');
    const files = readdirSync(cacheRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .filter((file) => etags.some((etag) => file.startsWith(`${etag}.`)));
    expect(files).toHaveLength(CACHED_SIZES_PER_PICTURE);
    const kept = (etag: string) => files.some((file) => file.startsWith(`${etag}.`));
    expect(etags.slice(-CACHED_SIZES_PER_PICTURE).every(kept)).toBe(true);
    // A dropped size is drawn again when asked for.
    const again = await get(sizeOf(1));
    expect(again.statusCode).toBe(200);
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ width: 1, height: 10 });
  });
});

describe.each(testDatabases())('the resize service under a flood of new sizes on %s', (kind) => {
  let w: LayoutWorld;
  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Drw', { imageEnv: { IMAGE_DRAWS_PER_MINUTE: '3' } });
  });
  afterAll(() => w?.api.close());

  const get = (path: string, remoteAddress = '127.0.0.1') =>
    w.api.app.inject({ method: 'GET', url: path, remoteAddress });

  it('draws a limited number of new sizes a minute per address; sizes on disk are always served', async () => {
    const name = await publishedPicture(w, w.a.employee.auth, '', await solidPicture(40, 40));
    const sizeOf = (width: number) => resizePath(resizeRequest(name, { width, height: 10 }));
    for (const width of [10, 11, 12]) expect((await get(sizeOf(width))).statusCode).toBe(200);

    const refused = await get(sizeOf(13));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many new picture sizes asked for from this address. Try again later.',
      code: 'too_many_draws',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['cache-control']).toBeUndefined();

    // Drawn sizes still come from the disk, and another address has its own allowance.
    for (const width of [10, 11, 12]) expect((await get(sizeOf(width))).statusCode).toBe(200);
    expect((await get(sizeOf(13), '192.0.2.7')).statusCode).toBe(200);
    expect((await get(sizeOf(13))).statusCode).toBe(200);
  });
});
