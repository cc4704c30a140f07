import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { answerEncoding, encodedEtag } from './compression';
import { VERSIONED_ITEM_ROUTES, versionedEtag } from './if-match';

/** True when an If-None-Match header names the tag (a weak `W/` prefix is accepted). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((part) => part.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** A strong validator of the exact response bytes. */
export function strongEtag(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** The largest item answer whose version is read for its tag. */
const ITEM_MAX_BYTES = 256 * 1024;

/**
 * The tag of an answer: for an item saved on a version, its version and its bytes (what a save's
 * `If-Match` takes back, `http/if-match.ts`), else the bytes alone.
 */
function itemEtag(route: string | undefined, payload: string | Buffer): string {
  const bytesTag = strongEtag(payload);
  if (!route || !VERSIONED_ITEM_ROUTES.has(route) || payload.length > ITEM_MAX_BYTES) {
    return bytesTag;
  }
  try {
    const item = JSON.parse(payload.toString()) as { modified_at?: unknown };
    if (typeof item.modified_at !== 'string') return bytesTag;
    return versionedEtag(item.modified_at, bytesTag) ?? bytesTag;
  } catch {
    return bytesTag;
  }
}

/** API paths: /v1, and the order lists the back office reads at /orders/shop/... */
const API_PREFIXES = ['/v1/', '/orders/'];

/**
 * Every successful API GET gets a strong ETag of its bytes, and a matching If-None-Match gets
 * 304 without a body. An answer that goes compressed (`http/compression.ts`) is another
 * representation, so its tag has the encoding's suffix.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const plain =
      reply.getHeader('etag')?.toString() ?? itemEtag(request.routeOptions.url, payload);
    const etag = encodedEtag(plain, answerEncoding(request, reply, payload) ?? 'identity');
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        request.headers.authorization ? 'private, no-cache' : 'no-cache',
      );
    }
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
