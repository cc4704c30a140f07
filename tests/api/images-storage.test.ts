import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImageConfig } from '../../server/config';
import { createImageStorage, type ImageStorage } from '../../server/images/storage';
import { testDatabases } from '../support/api';
import { resizePath, solidPicture } from '../support/images';
import { startLayoutWorld, type LayoutWorld } from '../support/layout';
import { uploadPicture } from '../support/pictures';
import { startTestS3, type TestS3 } from '../support/s3';

describe.each(['local', 's3'] as const)('the %s picture store', (backend) => {
  let dataDir: string;
  let s3: TestS3 | undefined;
  let storage: ImageStorage;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pricelist-store-'));
    s3 = backend === 's3' ? await startTestS3() : undefined;
    storage = createImageStorage(loadImageConfig(s3?.env ?? {}), dataDir);
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts, gets, copies, lists and deletes', async () => {
    expect(storage.backend).toBe(backend);
    const png = await solidPicture(6, 4);
    await storage.put('upload/a-6x4.png', png, 'image/png');
    await storage.put('upload/b-6x4.png', png, 'image/png');
    expect(await storage.exists('upload/a-6x4.png')).toBe(true);
    expect(await storage.get('upload/a-6x4.png')).toEqual({ bytes: png, contentType: 'image/png' });

    await storage.copy('upload/a-6x4.png', 'a-6x4.png');
    expect((await storage.get('a-6x4.png'))?.bytes.equals(png)).toBe(true);
    expect(await storage.list('upload/')).toEqual(['upload/a-6x4.png', 'upload/b-6x4.png']);
    expect(await storage.list('')).toEqual(['a-6x4.png', 'upload/a-6x4.png', 'upload/b-6x4.png']);

    await storage.delete('upload/a-6x4.png');
    await storage.delete('upload/never-there.png');
    expect(await storage.exists('upload/a-6x4.png')).toBe(false);
    expect(await storage.get('upload/a-6x4.png')).toBeNull();
    expect(await storage.list('upload/')).toEqual(['upload/b-6x4.png']);
    expect(await storage.get('missing.png')).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    const png = await solidPicture(2, 2);
    for (const key of [
      '../escape.png',
      '/etc/x.png',
      'a/../../b.png',
      '',
      'upload//x.png',
      '.hidden',
    ]) {
      await expect(storage.put(key, png, 'image/png'), key).rejects.toThrow(/Not a storable/);
    }
    expect(existsSync(join(dataDir, 'escape.png'))).toBe(false);
  });
});

describe.each(testDatabases())('pictures in an S3-compatible store on %s', (kind) => {
  let s3: TestS3;
  let w: LayoutWorld;
  let bucketView: ImageStorage;

  beforeAll(async () => {
    s3 = await startTestS3('pricelist-s3-flow');
    w = await startLayoutWorld(kind, 'S3', { imageEnv: s3.env });
    bucketView = createImageStorage(loadImageConfig(s3.env), w.api.config.dataDir);
  });
  afterAll(async () => {
    bucketView?.close();
    await w?.api.close();
    await s3?.close();
  });

  it('uploads, publishes, resizes and discards through the bucket', async () => {
    expect(await w.ok(undefined, 'GET', '/v1/images/config')).toEqual({
      resize_url: '/img',
      bucket: 'pricelist-s3-flow',
    });
    const auth = w.a.employee.auth;
    const upload = await uploadPicture(w, auth, await solidPicture(80, 40, 'jpeg'));
    expect(await bucketView.list('upload/')).toEqual([upload.key]);
    expect(existsSync(join(w.api.config.dataDir, 'images'))).toBe(false);

    await w.ok(auth, 'POST', '/v1/images/move', {}, 200);
    expect(await bucketView.list('')).toEqual([upload.name]);
    const request = {
      bucket: s3.bucket,
      key: upload.name,
      edits: { resize: { width: 40, height: 40 } },
    };
    const resized = await w.api.app.inject({ method: 'GET', url: resizePath(request) });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 40, height: 40 });

    const discarded = await uploadPicture(w, auth, await solidPicture(10, 10));
    const deleted = await w.ok(
      auth,
      'POST',
      '/v1/images/delete-temp',
      { keys: [discarded.key] },
      200,
    );
    expect(deleted).toEqual({
      message: 'Deleted files from temporary bucket',
      deleted: [discarded.key],
    });
    expect(await bucketView.list('upload/')).toEqual([]);

    await w.ok(auth, 'DELETE', `/v1/images/${upload.name}`);
    expect(await bucketView.list('')).toEqual([]);
    expect((await w.api.app.inject({ method: 'GET', url: resizePath(request) })).statusCode).toBe(
      404,
    );
  });
});
