import { describe, expect, it } from 'vitest';
import { loadImageConfig } from '../config';

describe('loadImageConfig', () => {
  it('keeps pictures in DATA_DIR/images by default, with a 10 MiB and 40 megapixel limit', () => {
    expect(loadImageConfig({})).toEqual({
      bucket: 'pricelist-images',
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 40_000_000,
      drawsPerMinute: 300,
      s3: undefined,
    });
    expect(loadImageConfig({ IMAGE_DRAWS_PER_MINUTE: '20' }).drawsPerMinute).toBe(20);
    expect(() => loadImageConfig({ IMAGE_DRAWS_PER_MINUTE: '0' })).toThrow(
      /IMAGE_DRAWS_PER_MINUTE/,
    );
    expect(loadImageConfig({ IMAGE_BUCKET: 'fotos', S3_ENDPOINT: 'http://s3' }).bucket).toBe(
      'fotos',
    );
  });

  it('uses S3 when endpoint and bucket are set, with the AWS variables as fallback', () => {
    const config = loadImageConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'menu-fotos',
      IMAGE_BUCKET: 'ignored',
      AWS_ACCESS_KEY_ID: 'aws-id',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.bucket).toBe('menu-fotos');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'menu-fotos',
      region: 'us-east-1',
      credentials: { accessKeyId: 'aws-id', secretAccessKey: 'aws-secret' },
      forcePathStyle: false,
    });
    const own = loadImageConfig({
      S3_ENDPOINT: 'http://s3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'own-id',
      S3_SECRET_ACCESS_KEY: 'own-secret',
      AWS_ACCESS_KEY_ID: 'aws-id',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      S3_REGION: 'eu-west-1',
    });
    expect(own.s3).toMatchObject({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'own-id', secretAccessKey: 'own-secret' },
      forcePathStyle: true,
    });
  });

  it('refuses limits that are not positive whole numbers', () => {
    expect(() => loadImageConfig({ IMAGE_MAX_BYTES: '10MB' })).toThrow(/IMAGE_MAX_BYTES/);
    expect(() => loadImageConfig({ IMAGE_MAX_PIXELS: '0' })).toThrow(/IMAGE_MAX_PIXELS/);
    expect(loadImageConfig({ IMAGE_MAX_BYTES: '2048' }).maxBytes).toBe(2048);
  });
});
