import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Headers every answer carries, and which other sites may call the API. The policy allows
 * what the back office and the boards use and nothing else: scripts, styles, fonts and
 * pictures from this server (pictures also as data: and blob: URLs, for previews of uploads
 * and Pixi's textures), connections (fetch and WebSocket) to this server, Pixi's workers. No
 * inline or evaluated script, no plugins, no framing by other sites.
 */
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and Pixi set element styles; no style sheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** The headers of every answer besides the policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Sets the policy and the other headers on every answer. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}

/** The policy and the other headers every answer carries, as one record. */
export function answerHeaders(imageOrigins: readonly string[]): Readonly<Record<string, string>> {
  return { 'content-security-policy': contentSecurityPolicy(imageOrigins), ...SECURITY_HEADERS };
}

/**
 * Cross-origin calls: only from `origins` (exact matches), with the headers the back office
 * sends and reads (ETag, Content-Range). Without origins no CORS header is ever sent, so
 * browsers keep other sites out.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (!origins.length) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'If-None-Match',
      'If-Match',
      'X-Board-Secret',
    ],
    exposedHeaders: ['Content-Range', 'ETag', 'Retry-After'],
    maxAge: 600,
  });
}

/**
 * Public, credential-free board data (the feed, the cache status, a shop's screens) may be read
 * by any site, as the predecessor's board clients do: `Access-Control-Allow-Origin: *`, with
 * the ETag readable. Set by the routes that serve such data; no other answer gets it.
 */
export function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag');
}

/**
 * The public board data's addresses (`allowAnyOrigin`): the feed, the cache status, a screen
 * and a shop's screens. Only GET and HEAD are public there.
 */
const PUBLIC_READS = [/^\/v1\/shops\/(cache-status\/)?[^/?]+\/?$/, /^\/v1\/screens(\/[^/?]+)?\/?$/];

/** The request headers a browser may send with a public read from another site. */
const PUBLIC_READ_HEADERS = 'If-None-Match, Authorization, Content-Type, Accept-Language';

/**
 * Answers the CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) of the public
 * reads, for any site, as the predecessor did: 200, `Access-Control-Allow-Origin: *`, GET and
 * HEAD, and the headers board clients send (`If-None-Match`, `Authorization`). A hook, not a
 * route: it runs before the configured CORS origins' own preflight, and nothing else changes.
 */
export function answerPublicPreflights(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    const path = request.url.split('?')[0] ?? '';
    if (!PUBLIC_READS.some((pattern) => pattern.test(path))) return done();
    if (!request.headers['access-control-request-method']) return done();
    reply
      .code(200)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', PUBLIC_READ_HEADERS)
      .header('access-control-expose-headers', 'ETag')
      .header('access-control-max-age', '600')
      .header('content-length', '0')
      .send();
  });
}

/** The origin of a picture service set for the browser build, for the policy's img-src. */
export function imageServiceOrigins(env: Record<string, string | undefined>): string[] {
  const url = env.VITE_IMAGE_SERVICE_URL;
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
