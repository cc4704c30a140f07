import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch, strongEtag } from './etag';

/** A public JSON answer whose bytes, tag and headers are made once and sent as they are. */
interface PreparedAnswer {
  etag: string;
  /** The body as text: node writes the head and a text body in one system call. */
  text: string;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

/** Keyed by the body: a new body (a new version) is prepared anew, an old one is collected. */
const prepared = new WeakMap<Buffer, PreparedAnswer>();

function prepare(body: Buffer, answerHeaders: Readonly<Record<string, string>>): PreparedAnswer {
  const etag = strongEtag(body);
  const common = {
    ...answerHeaders,
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag',
    'cache-control': 'no-cache',
    etag,
  };
  return {
    etag,
    text: body.toString('utf8'),
    ok: {
      ...common,
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    },
    notModified: { ...common, 'content-length': 0 },
  };
}

/**
 * Sends `body` (JSON, small, public to any site) with exactly the headers the generic hooks
 * would give it: the security headers, `Access-Control-Allow-Origin: *`, a strong ETag of the
 * bytes and `no-cache`, and 304 to a matching `If-None-Match`. Made once per body instead of per
 * request, because boards poll such answers all day (`GET /v1/shops/cache-status/{id}`); the
 * reply is written directly, so the `onSend` hooks do not redo that work for every poll.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  answerHeaders: Readonly<Record<string, string>>,
): void {
  let answer = prepared.get(body);
  if (!answer) {
    answer = prepare(body, answerHeaders);
    prepared.set(body, answer);
  }
  const notModified = matchesIfNoneMatch(request.headers['if-none-match'], answer.etag);
  reply.hijack();
  if (notModified) {
    reply.raw.writeHead(304, answer.notModified);
    reply.raw.end();
  } else {
    reply.raw.writeHead(200, answer.ok);
    reply.raw.end(answer.text);
  }
}
