import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../server/db/schema';
import { createImageStorage } from '../../server/images/storage';
import { STALE_UPLOAD_MS, sweepStaleUploads } from '../../server/images/sweeper';
import { testDatabases } from '../support/api';
import { noisePicture, solidPicture } from '../support/images';
import { startLayoutWorld, type LayoutWorld } from '../support/layout';
import {
  postUpload,
  publishedPicture,
  storedLocally,
  uploadPicture,
  type UploadAnswer,
} from '../support/pictures';

interface LibraryPicture {
  name: string;
  purpose: string;
  shop_group_id: string | null;
  uploaded_by: string | null;
  used_by: { type: string; id: string; name: string; slot: string }[];
  [key: string]: unknown;
}

const UPLOAD_KEY = /^upload\/[0-9a-f]{32}-(\d+)x(\d+)\.(png|jpg|webp|gif)$/;
const NOT_A_PICTURE = 'The file is not a picture (PNG, JPEG, WebP or GIF).';

describe.each(testDatabases())('picture uploads and the image library on %s', (kind) => {
  let w: LayoutWorld;

  beforeAll(async () => {
    w = await startLayoutWorld(kind, 'Img');
  });
  afterAll(() => w?.api.close());

  const countRecords = async () =>
    (await w.api.database.db.select({ n: count() }).from(images))[0]?.n ?? -1;
  const library = (auth: string, query = '') =>
    w.ok<LibraryPicture[]>(auth, 'GET', `/v1/images/${query}`);

  it('answers 401 to anonymous calls, except the public configuration', async () => {
    const file = await solidPicture(10, 10);
    expect(
      (await postUpload(w, undefined, [{ field: 'file', filename: 'a.png', content: file }]))
        .statusCode,
    ).toBe(401);
    for (const [method, url] of [
      ['POST', '/v1/images/move'],
      ['POST', '/v1/images/delete-temp'],
      ['GET', '/v1/images/'],
      ['DELETE', `/v1/images/${'a'.repeat(32)}-10x10.png`],
    ] as const) {
      expect((await w.call(undefined, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await w.ok(undefined, 'GET', '/v1/images/config')).toEqual({
      resize_url: '/img',
      bucket: 'pricelist-images',
    });
  });

  it('stores an upload under upload/ with a name from its content, not its file name', async () => {
    const jpeg = await solidPicture(64, 48, 'jpeg');
    const response = await postUpload(
      w,
      w.a.employee.auth,
      [
        { field: 'note', content: 'ignored' },
        { field: 'file', filename: 'looks-like.png', contentType: 'image/png', content: jpeg },
      ],
      '?purpose=kind',
    );
    expect(response.statusCode, response.body).toBe(201);
    const upload = response.json<UploadAnswer>();
    expect(upload).toEqual({
      key: expect.stringMatching(UPLOAD_KEY),
      name: upload.key.slice('upload/'.length),
      width: 64,
      height: 48,
      bytes: jpeg.length,
      content_type: 'image/jpeg',
      purpose: 'kind',
    });
    expect(upload.key).toMatch(/-64x48\.jpg$/);
    expect(storedLocally(w, upload.key)).toBe(true);
    expect(storedLocally(w, upload.name)).toBe(false);
    const [record] = await w.api.database.db
      .select()
      .from(images)
      .where(eq(images.name, upload.name));
    expect(record).toMatchObject({
      status: 'temp',
      uploadedBy: w.a.employee.id,
      shopGroupId: w.a.groupId,
      purpose: 'kind',
    });
    const png = await uploadPicture(w, w.a.employee.auth, await solidPicture(5, 7));
    expect(png.key).toMatch(/^upload\/[0-9a-f]{32}-5x7\.png$/);
    expect(png.purpose).toBe('library');
  });

  it('refuses a text file renamed .png, and stores nothing', async () => {
    const before = await countRecords();
    const response = await postUpload(w, w.a.employee.auth, [
      {
        field: 'file',
        filename: 'prijzen.png',
        contentType: 'image/png',
        content: 'Wiet 10 euro\n',
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: NOT_A_PICTURE,
      validation_errors: [{ loc: ['body', 'file'] }],
    });
    // The first bytes of a PNG without the rest are not a picture either.
    const truncated = (await solidPicture(200, 200)).subarray(0, 60);
    const broken = await postUpload(w, w.a.employee.auth, [
      { field: 'file', filename: 'half.png', content: truncated },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe(NOT_A_PICTURE);
    expect(await countRecords()).toBe(before);
  });

  it('refuses a file over 10 MiB with 413, and one over 40 megapixels with 400', async () => {
    const heavy = await noisePicture(1900, 1900);
    expect(heavy.length).toBeGreaterThan(10 * 1024 * 1024);
    const tooHeavy = await postUpload(w, w.a.employee.auth, [
      { field: 'file', filename: 'zwaar.png', content: heavy },
    ]);
    expect(tooHeavy.statusCode).toBe(413);
    expect(tooHeavy.json().detail).toBe('The file is too large: pictures may have at most 10 MiB.');

    const huge = await solidPicture(7000, 6000);
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const tooBig = await postUpload(w, w.a.employee.auth, [
      { field: 'file', filename: 'groot.png', content: huge },
    ]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().detail).toBe(
      'The picture is too large: 7000 x 6000 pixels; at most 40 megapixels.',
    );
  });

  it('needs aspect ratio 5 / 2.2 and at least 1920 x 326 for category pictures, naming the rule broken', async () => {
    for (const [width, height, detail] of [
      [1920, 1080, 'aspect ratio 5 / 2.2 (e.g. 1920 x 845)'],
      [1920, 326, 'aspect ratio 5 / 2.2 (e.g. 1920 x 845)'],
      [1000, 440, 'at least 1920 x 326 pixels'],
      [2000, 1600, 'aspect ratio 5 / 2.2 (e.g. 2000 x 880)'],
      [1000, 800, 'aspect ratio 5 / 2.2 (e.g. 1000 x 440) and at least 1920 x 326 pixels'],
    ] as const) {
      const response = await postUpload(
        w,
        w.a.employee.auth,
        [{ field: 'file', filename: 'c.png', content: await solidPicture(width, height) }],
        '?purpose=category',
      );
      expect(response.statusCode, `${width} x ${height}`).toBe(400);
      expect(response.json().detail).toBe(
        `Category pictures need ${detail}; this one is ${width} x ${height}.`,
      );
    }
    const fits = await uploadPicture(
      w,
      w.a.employee.auth,
      await solidPicture(2000, 880),
      '?purpose=category',
    );
    expect(fits).toMatchObject({ width: 2000, height: 880, purpose: 'category' });
    // Within 2 %; and any shape is fine for other purposes.
    await uploadPicture(w, w.a.employee.auth, await solidPicture(1950, 870), '?purpose=category');
    await uploadPicture(w, w.a.employee.auth, await solidPicture(1920, 1080), '?purpose=product');
  });

  it('answers a clear 4xx to malformed uploads', async () => {
    const file = await solidPicture(10, 10);
    const cases: [string, Parameters<typeof postUpload>[2], string, number][] = [
      ['no file', [{ field: 'file', content: 'just text' }], '', 400],
      ['another field', [{ field: 'picture', filename: 'a.png', content: file }], '', 400],
      [
        'two files',
        [
          { field: 'file', filename: 'a.png', content: file },
          { field: 'file', filename: 'b.png', content: file },
        ],
        '',
        400,
      ],
      [
        'unknown purpose',
        [{ field: 'file', filename: 'a.png', content: file }],
        '?purpose=menu',
        400,
      ],
      [
        'bad group',
        [{ field: 'file', filename: 'a.png', content: file }],
        '?shop_group_id=abc',
        400,
      ],
      [
        "another tenant's group",
        [{ field: 'file', filename: 'a.png', content: file }],
        `?shop_group_id=${w.b.groupId}`,
        404,
      ],
    ];
    const before = await countRecords();
    for (const [what, parts, query, status] of cases) {
      const response = await postUpload(w, w.a.employee.auth, parts, query);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(typeof response.json().detail, what).toBe('string');
    }
    const json = await w.call(w.a.employee.auth, 'POST', '/v1/images/upload', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toMatch(/multipart\/form-data/);
    const unparsable = await w.api.app.inject({
      method: 'POST',
      url: '/v1/images/upload',
      headers: { authorization: w.a.employee.auth, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(unparsable.statusCode).toBeGreaterThanOrEqual(400);
    expect(unparsable.statusCode).toBeLessThan(500);
    expect(await countRecords()).toBe(before);
  });

  it('lets only the uploader publish or discard an upload, all or nothing', async () => {
    const [first, second] = [
      await uploadPicture(w, w.a.employee.auth, await solidPicture(11, 11)),
      await uploadPicture(w, w.a.employee.auth, await solidPicture(12, 12)),
    ] as [UploadAnswer, UploadAnswer];
    const own = await uploadPicture(w, w.b.employee.auth, await solidPicture(13, 13));
    const other = w.b.employee.auth;

    for (const url of ['/v1/images/move', '/v1/images/delete-temp']) {
      for (const keys of [[first.key], [own.key, first.name], [own.key, 'upload/nonsense.png']]) {
        const refused = await w.call(other, 'POST', url, { keys });
        expect(refused.statusCode, `${url} ${keys.join()}`).toBe(404);
        expect(refused.json().detail).toMatch(
          keys[keys.length - 1] === first.name ? first.name : /upload\//,
        );
      }
    }
    // Nothing moved or deleted: every upload is still temporary, where it was.
    for (const upload of [first, second, own]) {
      expect(storedLocally(w, upload.key), upload.key).toBe(true);
      expect(storedLocally(w, upload.name), upload.name).toBe(false);
    }
    // Another group's admin, and even the superuser, cannot take them either.
    const rootMove = await w.call(w.root, 'POST', '/v1/images/move', { keys: [first.key] });
    expect(rootMove.statusCode).toBe(404);

    const moved = await w.ok(
      w.a.employee.auth,
      'POST',
      '/v1/images/move',
      { keys: [first.name] },
      200,
    );
    expect(moved).toEqual({
      message: 'Moved files from temporary bucket to production bucket',
      moved: [first.name],
    });
    expect(storedLocally(w, first.name)).toBe(true);
    expect(storedLocally(w, first.key)).toBe(false);
    expect(storedLocally(w, second.key)).toBe(true);
    const again = await w.call(w.a.employee.auth, 'POST', '/v1/images/move', { keys: [first.key] });
    expect(again.statusCode).toBe(404);

    const discarded = await w.ok(w.b.employee.auth, 'POST', '/v1/images/delete-temp', {}, 200);
    expect(discarded).toEqual({
      message: 'Deleted files from temporary bucket',
      deleted: [own.key],
    });
    expect(storedLocally(w, own.key)).toBe(false);
    expect(await w.ok(w.b.employee.auth, 'POST', '/v1/images/delete-temp', {}, 200)).toEqual({
      message: 'No files to delete',
      deleted: [],
    });
    // Without a body at all: every upload of the caller, here none.
    const bodiless = await w.api.app.inject({
      method: 'POST',
      url: '/v1/images/move',
      headers: { authorization: w.b.employee.auth },
    });
    expect(bodiless.json()).toEqual({ message: 'No files to move', moved: [] });
    // The first suite's leftovers of A are still A's to discard.
    expect(storedLocally(w, second.key)).toBe(true);
  });

  it('removes temporary uploads left for more than a day, and nothing else', async () => {
    const stale = await uploadPicture(w, w.a.employee.auth, await solidPicture(14, 14));
    const fresh = await uploadPicture(w, w.a.employee.auth, await solidPicture(15, 15));
    const kept = await uploadPicture(w, w.a.employee.auth, await solidPicture(16, 16));
    await w.ok(w.a.employee.auth, 'POST', '/v1/images/move', { keys: [kept.key] }, 200);
    const { db } = w.api.database;
    const dayAndMinuteAgo = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
    for (const name of [stale.name, kept.name]) {
      await db.update(images).set({ createdAt: dayAndMinuteAgo }).where(eq(images.name, name));
    }
    const storage = createImageStorage(w.api.config.images, w.api.config.dataDir);
    const removed = await sweepStaleUploads(db, storage, w.api.app.log);
    storage.close();
    expect(removed).toEqual([stale.key]);
    expect(storedLocally(w, stale.key)).toBe(false);
    expect(storedLocally(w, fresh.key)).toBe(true);
    expect(storedLocally(w, kept.name)).toBe(true);
    const names = (await db.select({ name: images.name }).from(images)).map((row) => row.name);
    expect(names).not.toContain(stale.name);
    expect(names).toEqual(expect.arrayContaining([fresh.name, kept.name]));
    await w.ok(w.a.employee.auth, 'POST', '/v1/images/delete-temp', { keys: [fresh.key] }, 200);
  });

  it('answers 400 to move bodies that are not an object of keys', async () => {
    for (const payload of [['a'], 'keys', { keys: 'upload/a.png' }, { keys: [1] }]) {
      const response = await w.api.app.inject({
        method: 'POST',
        url: '/v1/images/move',
        headers: { authorization: w.a.employee.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notJson = await w.api.app.inject({
      method: 'POST',
      url: '/v1/images/delete-temp',
      headers: { authorization: w.a.employee.auth, 'content-type': 'application/json' },
      payload: '{"keys": [',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('lists the pictures of the caller’s groups and the global ones', async () => {
    const ofA = await publishedPicture(w, w.a.admin.auth, '?purpose=product');
    const ofB = await publishedPicture(w, w.b.employee.auth);
    const global = await publishedPicture(w, w.root);
    const unpublished = await uploadPicture(w, w.a.admin.auth, await solidPicture(9, 9));

    const seenByA = (await library(w.a.employee.auth, '?limit=0')).map((p) => p.name);
    expect(seenByA).toEqual(expect.arrayContaining([ofA, global]));
    expect(seenByA).not.toContain(ofB);
    expect(seenByA).not.toContain(unpublished.name);
    const seenByB = (await library(w.b.employee.auth, '?limit=0')).map((p) => p.name);
    expect(seenByB).toEqual(expect.arrayContaining([ofB, global]));
    expect(seenByB).not.toContain(ofA);
    const all = (await library(w.root, '?limit=0')).map((p) => p.name);
    expect(all).toEqual(expect.arrayContaining([ofA, ofB, global]));

    const filtered = await w.call(w.a.employee.auth, 'GET', '/v1/images/?filter=purpose:product');
    expect(filtered.headers['content-range']).toMatch(/^images 0-\d+\/\d+$/);
    const products = filtered.json<LibraryPicture[]>();
    expect(products.every((p) => p.purpose === 'product')).toBe(true);
    expect(products.find((p) => p.name === ofA)).toEqual({
      name: ofA,
      width: 40,
      height: 30,
      bytes: expect.any(Number),
      content_type: 'image/png',
      purpose: 'product',
      shop_group_id: w.a.groupId,
      uploaded_by: w.a.admin.username,
      created_at: expect.any(String),
      published_at: expect.any(String),
      used_by: [],
    });
    const globals = await library(w.a.employee.auth, '?filter=shop_group_id:null');
    expect(globals.map((p) => p.name)).toEqual([global]);
    const badFilter = await w.call(w.a.employee.auth, 'GET', '/v1/images/?filter=owner:me');
    expect(badFilter.statusCode).toBe(400);
  });

  it('deletes a picture nothing uses; 409 naming the users while in use', async () => {
    const name = await publishedPicture(w, w.a.employee.auth);
    const kindBody = { name: 'Lemon Haze', shop_group_id: w.a.groupId, image_3: name };
    const kindA = await w.ok<{ id: string }>(w.a.employee.auth, 'POST', '/v1/kinds', kindBody);
    await w.ok(w.a.employee.auth, 'PUT', `/v1/kinds/${kindA.id}`, kindBody, 200);

    const [listed] = (await library(w.a.employee.auth, `?filter=name:${name}`)) as [LibraryPicture];
    expect(listed.used_by).toEqual([
      { type: 'kind', id: kindA.id, name: 'Lemon Haze', slot: 'image_3' },
    ]);

    expect((await w.call(w.b.admin.auth, 'DELETE', `/v1/images/${name}`)).statusCode).toBe(404);
    const inUse = await w.call(w.a.admin.auth, 'DELETE', `/v1/images/${name}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toBe('This picture is still in use by Lemon Haze (kind).');
    expect(storedLocally(w, name)).toBe(true);

    await w.ok(
      w.a.employee.auth,
      'PUT',
      `/v1/kinds/${kindA.id}`,
      { ...kindBody, image_3: null },
      200,
    );
    await w.ok(w.a.admin.auth, 'DELETE', `/v1/images/${name}`);
    expect(storedLocally(w, name)).toBe(false);
    expect((await library(w.root, `?filter=name:${name}`)).length).toBe(0);
    expect((await w.call(w.a.admin.auth, 'DELETE', `/v1/images/${name}`)).statusCode).toBe(404);

    const global = await publishedPicture(w, w.root);
    const staff = await w.call(w.a.admin.auth, 'DELETE', `/v1/images/${global}`);
    expect(staff.statusCode).toBe(403);
    await w.ok(w.root, 'DELETE', `/v1/images/${global}`);
  });

  it('keeps picture metadata readable by sharp after the round trip', async () => {
    const name = await publishedPicture(
      w,
      w.a.employee.auth,
      '',
      await solidPicture(33, 21, 'webp'),
    );
    expect(name).toMatch(/-33x21\.webp$/);
    const stored = readFileSync(join(w.api.config.dataDir, 'images', name));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 33, height: 21 });
  });
});
