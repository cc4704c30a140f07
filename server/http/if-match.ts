import type { FastifyRequest } from 'fastify';

/**
 * The single-item GETs whose answer is an item saved on a version (`services/writer/versions.ts`):
 * their ETag carries that version, so the ETag a client was given is an `If-Match` that a
 * save accepts (RFC 9110), besides the plain `"<modified_at>"`.
 */
export const VERSIONED_ITEM_ROUTES: ReadonlySet<string> = new Set([
  '/v1/kinds/:id',
  '/v1/products/:id',
  '/v1/prices/:id',
  '/v1/categories/:id',
  '/v1/main-categories/:id',
  '/v1/screens/:id',
  '/v1/shops-to-prices/:id',
]);

/**
 * The strong ETag of an item answer: `"v<version in ms>.<hash of the bytes>"`. The hash makes
 * it change with every byte of the answer (names of linked rows included), the version names
 * what the item was when it was read.
 */
export function versionedEtag(modifiedAt: string, bytesTag: string): string | undefined {
  const ms = Date.parse(modifiedAt);
  if (Number.isNaN(ms)) return undefined;
  return `"v${ms}.${bytesTag.replace(/^"|"$/g, '')}"`;
}

/** The version an `If-Match` tag names: a versioned ETag (any encoding) or a bare moment. */
export function versionOfTag(tag: string): string {
  const bare = tag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  const tagged = /^v(\d{1,16})\.[A-Za-z0-9_-]+$/.exec(bare);
  if (tagged) return new Date(Number(tagged[1])).toISOString();
  return bare;
}

/**
 * The version a client read, from `If-Match`: the ETag of the item's GET, or
 * `"<modified_at>"` (a weak `W/` prefix and quotes are accepted); undefined when the client
 * sent none.
 */
export function ifMatchVersion(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || !header.trim() || header.trim() === '*') return undefined;
  return versionOfTag(header);
}
