import { describe, expect, it } from 'vitest';
import { affectedRoots, isStaleKey, pathInRoots, resourceRoot } from './cache-keys';

describe('resourceRoot', () => {
  it.each([
    ['/v1/kinds', '/v1/kinds'],
    ['/v1/kinds/abc', '/v1/kinds'],
    ['/v1/kinds?skip=0&limit=10', '/v1/kinds'],
    ['/v1/shops-to-prices/availability/x', '/v1/shops-to-prices'],
    ['/v1/shops-to-prices/swap/x?move_up=true', '/v1/shops-to-prices'],
    ['/v1/shop-groups/shop-id/s1', '/v1/shop-groups'],
    ['/v1/users/me', '/v1/users'],
  ])('%s -> %s', (path, root) => {
    expect(resourceRoot(path)).toBe(root);
  });
});

describe('affectedRoots', () => {
  it('names the collection and those that embed it', () => {
    expect(affectedRoots('/v1/kinds-to-tags/r1')).toEqual(['/v1/kinds-to-tags', '/v1/kinds']);
    expect(affectedRoots('/v1/prices/p1')).toEqual([
      '/v1/prices',
      '/v1/shops-to-prices',
      '/v1/kinds',
      '/v1/products',
    ]);
    expect(affectedRoots('/v1/tables/t1')).toEqual(['/v1/tables']);
  });

  it('adds extra collections once', () => {
    expect(affectedRoots('/v1/tables', ['/v1/tables/x', '/v1/categories'])).toEqual([
      '/v1/tables',
      '/v1/categories',
    ]);
  });
});

describe('stale keys', () => {
  it('matches whole path segments only', () => {
    expect(pathInRoots('/v1/kinds/k1', ['/v1/kinds'])).toBe(true);
    expect(pathInRoots('/v1/kinds-to-tags', ['/v1/kinds'])).toBe(false);
  });

  it('recognises the hooks keys and nothing else', () => {
    expect(isStaleKey(['list', '/v1/kinds', 'skip=0', 't'], ['/v1/kinds'])).toBe(true);
    expect(isStaleKey(['item', '/v1/kinds/k1', '', 't'], ['/v1/kinds'])).toBe(true);
    expect(isStaleKey(['item', '/v1/tags/x', '', 't'], ['/v1/kinds'])).toBe(false);
    expect(isStaleKey('/v1/kinds', ['/v1/kinds'])).toBe(false);
    expect(isStaleKey(['other', '/v1/kinds', '', 't'], ['/v1/kinds'])).toBe(false);
  });
});
