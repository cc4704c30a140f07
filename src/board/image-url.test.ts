import { describe, expect, it } from 'vitest';
import { boardImageResolver, imageServiceFromEnv, imageServiceUrl } from './image-url';

const SERVICE = { baseUrl: 'https://images.example/', bucket: 'pricelist-images' };

function decode(url: string): unknown {
  const encoded = url.slice(url.lastIndexOf('/') + 1);
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

describe('imageServiceUrl (board.md section 7)', () => {
  it('sends bucket, key, size and fit, contain on white by default', () => {
    const url = imageServiceUrl(SERVICE, 'categories/wiet.jpg', { width: 64, height: 64 });
    expect(url.startsWith('https://images.example/')).toBe(true);
    expect(decode(url)).toEqual({
      bucket: 'pricelist-images',
      key: 'categories/wiet.jpg',
      edits: {
        resize: {
          width: 64,
          height: 64,
          fit: 'contain',
          background: { r: 255, g: 255, b: 255, alpha: 1 },
        },
      },
    });
  });

  it('rounds sizes to whole pixels and keeps non-ASCII keys intact', () => {
    const url = imageServiceUrl(SERVICE, 'upload/crème.png', {
      width: 1.4,
      height: 0.2,
      fit: 'cover',
    });
    expect(decode(url)).toMatchObject({
      key: 'upload/crème.png',
      edits: { resize: { width: 1, height: 1, fit: 'cover' } },
    });
  });
});

describe('boardImageResolver', () => {
  const box = { x: 0, y: 0, w: 32, h: 32, fit: 'contain' as const };
  const assets = { 'assets/logos/default.svg': '/assets/default-abc.svg' };

  it('serves theme images from the bundle', () => {
    const resolve = boardImageResolver(null, assets);
    expect(resolve({ ...box, key: 'assets/logos/default.svg' })).toBe('/assets/default-abc.svg');
    expect(resolve({ ...box, key: 'assets/logos/missing.svg' })).toBeNull();
  });

  it('serves pictures through the service at twice their size, or not at all without one', () => {
    expect(boardImageResolver(null, assets)({ ...box, key: 'kinds/a.jpg' })).toBeNull();
    const url = boardImageResolver(SERVICE, assets)({ ...box, key: 'kinds/a.jpg' });
    expect(decode(url ?? '')).toMatchObject({ edits: { resize: { width: 64, height: 64 } } });
  });

  it('reads the service from the build environment', () => {
    expect(imageServiceFromEnv({})).toBeNull();
    expect(imageServiceFromEnv({ VITE_IMAGE_SERVICE_URL: 'https://i.test' })).toBeNull();
    expect(
      imageServiceFromEnv({ VITE_IMAGE_SERVICE_URL: 'https://i.test', VITE_IMAGE_BUCKET: 'b' }),
    ).toEqual({ baseUrl: 'https://i.test', bucket: 'b' });
  });
});
