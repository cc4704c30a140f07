import { describe, expect, it } from 'vitest';
import { pictureServiceOf, uploadPath } from './images';

describe('picture calls', () => {
  it('names the purpose and, when known, the shop group of an upload', () => {
    expect(uploadPath({ purpose: 'category' })).toBe('/v1/images/upload?purpose=category');
    expect(uploadPath({ purpose: 'kind', shopGroupId: null })).toBe(
      '/v1/images/upload?purpose=kind',
    );
    expect(uploadPath({ purpose: 'product', shopGroupId: 'g-1' })).toBe(
      '/v1/images/upload?purpose=product&shop_group_id=g-1',
    );
  });

  it('reads the resize service from the config answer', () => {
    expect(pictureServiceOf({ resize_url: '/img', bucket: 'pricelist-images' })).toEqual({
      baseUrl: '/img',
      bucket: 'pricelist-images',
    });
    expect(pictureServiceOf(undefined)).toBeNull();
    expect(pictureServiceOf({ resize_url: '', bucket: 'b' })).toBeNull();
  });
});
