import type { FastifyRequest } from 'fastify';

/**
 * The version a client read, from `If-Match: "<modified_at>"` (a weak `W/` prefix and quotes
 * are accepted); undefined when the client sent none.
 */
export function ifMatchVersion(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || !header.trim() || header.trim() === '*') return undefined;
  return header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}
