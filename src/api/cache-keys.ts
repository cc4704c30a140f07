/**
 * SWR cache keys of the API hooks and which of them a write makes stale. Pure: the hooks and
 * the mutation helpers use it, the tests check it.
 */

/** `[kind, path, query string, token]`: the token keeps one user's answers from the next. */
export type ApiCacheKey = readonly ['list' | 'item', string, string, string];

/** The collection a path belongs to: `/v1/shops-to-prices/availability/x` -> `/v1/shops-to-prices`. */
export function resourceRoot(path: string): string {
  const [pathname = ''] = path.split('?');
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'v1' && segments[1]) return `/v1/${segments[1]}`;
  return segments.length ? `/${segments[0]}` : '/';
}

/**
 * Collections whose answers embed data of another collection, so a write to the key also makes
 * the listed ones stale (names of kinds in links, prices in kinds, shops in groups, ...).
 */
const EMBEDDED_IN: Record<string, readonly string[]> = {
  '/v1/kinds': ['/v1/shops-to-prices'],
  '/v1/products': ['/v1/shops-to-prices'],
  '/v1/strains': ['/v1/kinds'],
  '/v1/tags': ['/v1/kinds'],
  '/v1/flavors': ['/v1/kinds'],
  '/v1/kinds-to-strains': ['/v1/kinds'],
  '/v1/kinds-to-tags': ['/v1/kinds'],
  '/v1/kinds-to-flavors': ['/v1/kinds'],
  '/v1/prices': ['/v1/shops-to-prices', '/v1/kinds', '/v1/products'],
  '/v1/shops-to-prices': ['/v1/kinds', '/v1/products', '/v1/shops'],
  '/v1/main-categories': ['/v1/categories'],
  '/v1/screens': ['/v1/categories'],
  '/v1/shops': ['/v1/shop-groups', '/v1/users', '/v1/main-categories', '/v1/categories'],
  '/v1/shop-groups': ['/v1/users', '/v1/shops'],
  // A happy hour is listed under its row, its category and its shop.
  '/v1/happy-hours': ['/v1/shops-to-prices', '/v1/categories', '/v1/shops'],
};

/** The collections a write to `path` makes stale: its own and those embedding it, plus `extra`. */
export function affectedRoots(path: string, extra: readonly string[] = []): string[] {
  const root = resourceRoot(path);
  const roots = [root, ...(EMBEDDED_IN[root] ?? []), ...extra.map(resourceRoot)];
  return [...new Set(roots)];
}

/** True when `path` lies in one of the collections `roots` (segment-wise, so `/v1/kinds` does not match `/v1/kinds-to-tags`). */
export function pathInRoots(path: string, roots: readonly string[]): boolean {
  return roots.includes(resourceRoot(path));
}

/** True for a key of the API hooks whose path lies in one of `roots`. */
export function isStaleKey(key: unknown, roots: readonly string[]): boolean {
  if (!Array.isArray(key) || key.length !== 4) return false;
  const [kind, path] = key as unknown[];
  if (kind !== 'list' && kind !== 'item') return false;
  return typeof path === 'string' && pathInRoots(path, roots);
}
