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
export function registerSecurityHeaders(app: FastifyInstance, imageOrigins: readonly string[]) {
  const policy = contentSecurityPolicy(imageOrigins);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', policy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });
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
