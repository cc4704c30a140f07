import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The encodings the server sends besides the plain bytes, in order of preference. */
export type ContentCoding = 'br' | 'gzip';
export type Encoding = ContentCoding | 'identity';

/** JSON answers shorter than this go as they are: compression would save a packet at most. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli quality of answers compressed per request: most of the gain of 11 at a fraction of its cost. */
const DYNAMIC_BROTLI_QUALITY = 4;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send for an `Accept-Encoding` header: br when accepted, else gzip, else the
 * plain bytes. A coding with q=0 is refused; `*` stands for every coding not named.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const quality = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const accepted = (coding: ContentCoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}

/** Compresses bytes for storing (once per version): the smallest answer, slower to make. */
export function compressStored(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Compresses one answer as it is sent. */
function compressDynamic(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A validator per encoding: the plain tag with `-br` or `-gz` inside its quotes. */
export function encodedEtag(etag: string, encoding: Encoding): string {
  if (encoding === 'identity') return etag;
  const suffix = encoding === 'br' ? '-br' : '-gz';
  return etag.endsWith('"') ? `${etag.slice(0, -1)}${suffix}"` : `${etag}${suffix}`;
}

/** Adds Accept-Encoding to the answer's Vary header, once. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current?.toString();
  if (!value) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', `${value}, Accept-Encoding`);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type')?.toString().toLowerCase() ?? '';
  return /^application\/([\w.+-]+\+)?json\b/.test(type);
}

/** What was decided for a request's answer, so the ETag and the body agree. */
const decisions = new WeakMap<FastifyRequest, Encoding>();

/**
 * Whether an answer is compressed by negotiation, and how: JSON of at least 1 KB with status 200
 * to 299 (not 204), not encoded already, not a WebSocket upgrade. Null when it is not a candidate
 * at all (it then does not vary with Accept-Encoding). Decided once per request.
 */
export function answerEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Encoding | null {
  const known = decisions.get(request);
  if (known) return known;
  if (reply.statusCode < 200 || reply.statusCode >= 300 || reply.statusCode === 204) return null;
  if (reply.hasHeader('content-encoding')) return null;
  if (request.headers.upgrade) return null;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES || !isJson(reply)) return null;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  decisions.set(request, encoding);
  return encoding;
}

/**
 * JSON answers over 1 KB go compressed when the client accepts it (br before gzip), with
 * `Vary: Accept-Encoding`. Registered after the ETag hook, which tags each encoding apart
 * (`answerEncoding`). Answers that set their own Content-Encoding (the board feed, stored
 * compressed) and streams (the built app's files, precompressed) are left as they are.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const encoding = answerEncoding(request, reply, payload);
    if (!encoding) return payload;
    varyOnEncoding(reply);
    if (encoding === 'identity' || reply.statusCode === 304) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = await compressDynamic(Buffer.from(payload), encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
