import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_SIZES_PER_PICTURE } from '../../server/images/resize-service';
import { testDatabases } from '../support/api';
import { noisePicture, resizePath, solidPicture } from '../support/images';
import { startLayoutWorld, type LayoutWorld } from '../support/layout';
import { publishedPicture } from '../support/pictures';

const BUCKET = 'pricelist-images';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** When the answer was complete (performance.now()). */
  doneAt: number;
}

/**
 * The public resize service flooded with new sizes on loopback. Each client is its own loopback
 * address (127.0.0.x), so the per-address share is what is measured; a board page's request
 * carries the page as Referer, as a browser's `<img>` does.
 */
describe.each(testDatabases())("'GET /img/*': a flood of new picture sizes on %s", (kind) => {
  let w: LayoutWorld;
  let baseUrl: string;
  let port: number;
  let large: string;

  beforeAll(async () => {
    // The minute's allowance is not what is tested here: the share of the drawing line is.
    w = await startLayoutWorld(kind, 'Rvl', { imageEnv: { IMAGE_DRAWS_PER_MINUTE: '10000' } });
    baseUrl = await w.api.app.listen({ port: 0, host: '0.0.0.0' });
    port = Number(new URL(baseUrl).port);
    // Random pixels: every drawing of it takes a while (decoding, resizing, encoding).
    large = await publishedPicture(w, w.a.employee.auth, '', await noisePicture(1400, 1000));
  }, 120_000);
  afterAll(() => w?.api.close());

  const sizePath = (key: string, width: number, height: number) =>
    resizePath({ bucket: BUCKET, key, edits: { resize: { width, height, fit: 'fill' } } });

  /** A GET from the loopback address `from`, optionally as a board page of the server. */
  function get(path: string, from: string, board = false): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = board
        ? { referer: `http://127.0.0.1:${port}/pricelist/${'0'.repeat(8)}/landscape` }
        : {};
      const outgoing = request(
        { host: '127.0.0.1', port, path, localAddress: from, headers, timeout: 20_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
              doneAt: performance.now(),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${path} took too long`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('queues at most four new sizes of one address and refuses the rest with 429; a board and another address are drawn next', async () => {
    const flood = Array.from({ length: 20 }, (_, i) =>
      get(sizePath(large, 2000 + i, 1400), '127.0.0.5'),
    );
    // The refusals come at once; meanwhile the first drawing runs and four wait.
    const refusedFirst = await Promise.race([
      Promise.any(flood.map((p) => p.then((a) => (a.status === 429 ? a : Promise.reject())))),
      Promise.all(flood).then(() => null),
    ]);
    expect(refusedFirst, 'a 429 before any drawing finished').not.toBeNull();
    const board = get(sizePath(large, 640, 360), '127.0.0.6', true);
    const other = get(sizePath(large, 641, 361), '127.0.0.7');
    const attack = await Promise.all(flood);
    const [boardAnswer, otherAnswer] = await Promise.all([board, other]);

    const drawn = attack.filter((a) => a.status === 200);
    const refused = attack.filter((a) => a.status === 429);
    // At most one running and four waiting (a place is taken while the source is read, so the
    // first may still hold one when the others arrive); the rest refused at once.
    expect(drawn.length).toBeGreaterThanOrEqual(4);
    expect(drawn.length).toBeLessThanOrEqual(5);
    expect(refused).toHaveLength(20 - drawn.length);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(answer.body.toString())).toEqual({
        code: 'too_many_waiting_draws',
        detail: expect.stringMatching(
          /^Vanaf dit adres wachten al 4 afbeeldingsformaten op hun beurt\. Probeer het opnieuw na \d+ s\.$/,
        ) as string,
      });
    }
    expect(boardAnswer.status).toBe(200);
    expect(otherAnswer.status).toBe(200);
    // The board's size went ahead of every size of the flood still waiting, and the other
    // address took its turn before the flood's next ones.
    const later = (answer: Answer) => drawn.filter((a) => a.doneAt > answer.doneAt).length;
    expect(later(boardAnswer)).toBeGreaterThanOrEqual(drawn.length - 1);
    expect(later(otherAnswer)).toBeGreaterThanOrEqual(drawn.length - 2);
    // Once the line is empty the address may ask again.
    expect((await get(sizePath(large, 2000, 1400), '127.0.0.5')).status).toBe(200);
  });

  it('equal requests arriving together share one drawing and one place', async () => {
    const same = await Promise.all(
      Array.from({ length: 12 }, () => get(sizePath(large, 1800, 1300), '127.0.0.8')),
    );
    expect(same.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(new Set(same.map((a) => a.headers.etag)).size).toBe(1);
  });

  it(`keeps a size a board asked for when ${CACHED_SIZES_PER_PICTURE + 1} tiny sizes follow`, async () => {
    const picture = await publishedPicture(w, w.a.employee.auth, '', await solidPicture(60, 40));
    // The picture's own sizes: `image-cache/{first 32 hex of sha256 of its key}/`.
    const dir = createHash('sha256').update(picture).digest('hex').slice(0, 32);
    const cacheFiles = () => readdirSync(join(w.api.config.dataDir, 'image-cache', dir));
    const tagOf = (answer: Answer) => String(answer.headers.etag).slice(1, -1);
    const boardSize = await get(sizePath(picture, 120, 80), '127.0.0.9', true);
    const plainSize = await get(sizePath(picture, 121, 80), '127.0.0.9');
    expect([boardSize.status, plainSize.status]).toEqual([200, 200]);
    // Tiny sizes from another address, four at a time (its share).
    for (let width = 1; width <= CACHED_SIZES_PER_PICTURE + 1; width += 4) {
      const batch = await Promise.all(
        [0, 1, 2, 3].map((i) => get(sizePath(picture, width + i, 1), '127.0.0.10')),
      );
      expect(batch.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    }
    const files = cacheFiles();
    expect(files.filter((file) => !file.endsWith('.board'))).toHaveLength(CACHED_SIZES_PER_PICTURE);
    expect(files.some((file) => file.startsWith(`${tagOf(boardSize)}.`))).toBe(true);
    // A size only another client asked for went first, as before.
    expect(files.some((file) => file.startsWith(`${tagOf(plainSize)}.`))).toBe(false);
    // The board's size still comes from the disk: equal bytes, and no place in the line needed.
    const again = await get(sizePath(picture, 120, 80), '127.0.0.9', true);
    expect(again.status).toBe(200);
    expect(again.body.equals(boardSize.body)).toBe(true);
  });
});
