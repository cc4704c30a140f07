import { createHash } from 'node:crypto';
import Ajv from 'ajv';
import { Type, type Static } from 'typebox';
import { AppError, badRequest } from '../errors';
import { toValidationIssues } from '../http/error-handler';

/**
 * The resize service's request (board.md section 7): base64 (or base64url) of JSON
 * `{bucket, key, edits: {resize: {width, height, fit, background}}}`. Edits other than `resize`
 * are ignored.
 */

/** Widths and heights the service draws, in whole pixels. */
export const RESIZE_BOUNDS = { min: 1, max: 4096 } as const;

const FITS = ['contain', 'cover', 'fill', 'inside', 'outside'] as const;
export type ResizeFit = (typeof FITS)[number];

const Size = Type.Integer({ minimum: RESIZE_BOUNDS.min, maximum: RESIZE_BOUNDS.max });
const Channel = Type.Integer({ minimum: 0, maximum: 255 });

const ResizeRequestSchema = Type.Object({
  bucket: Type.String({ minLength: 1, maxLength: 255 }),
  key: Type.String({ minLength: 1, maxLength: 1024 }),
  edits: Type.Optional(
    Type.Object({
      resize: Type.Optional(
        Type.Object({
          width: Type.Optional(Type.Union([Size, Type.Null()])),
          height: Type.Optional(Type.Union([Size, Type.Null()])),
          fit: Type.Optional(Type.Enum(FITS)),
          background: Type.Optional(
            Type.Object({
              r: Channel,
              g: Channel,
              b: Channel,
              alpha: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
            }),
          ),
        }),
      ),
    }),
  ),
});

type ResizeRequestBody = Static<typeof ResizeRequestSchema>;

const checkRequest = new Ajv({ allErrors: false, strict: false }).compile<ResizeRequestBody>(
  ResizeRequestSchema,
);

/** A resize request with every default filled in: equal requests give equal pictures. */
export interface ResizeRequest {
  bucket: string;
  key: string;
  width: number | null;
  height: number | null;
  fit: ResizeFit;
  background: { r: number; g: number; b: number; alpha: number };
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

function notValid(detail: string) {
  return badRequest(`The picture request is not valid: ${detail}`, ['path', 'request']);
}

/** The JSON inside the path segment; 400 when it is not base64 of a JSON object. */
function decodeJson(encoded: string): unknown {
  if (encoded.length > 4096 || !BASE64.test(encoded)) throw notValid('it is not base64.');
  // Node's base64 decoder reads the URL-safe alphabet as well.
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notValid('it is not base64 of JSON.');
  }
}

/** Reads and checks a request; 400 naming the first problem. */
export function parseResizeRequest(encoded: string): ResizeRequest {
  const body = decodeJson(encoded);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw notValid('it must be a JSON object with bucket and key.');
  }
  if (!checkRequest(body)) {
    const issues = toValidationIssues(checkRequest.errors ?? [], 'params');
    const first = issues[0];
    const detail = first ? `${first.loc.slice(1).join('.') || 'request'} ${first.msg}.` : '';
    throw new AppError('BAD_REQUEST', `The picture request is not valid: ${detail}`, issues);
  }
  const resize = body.edits?.resize;
  return {
    bucket: body.bucket,
    key: body.key,
    width: resize?.width ?? null,
    height: resize?.height ?? null,
    fit: resize?.fit ?? 'contain',
    background: resize?.background ? { alpha: 1, ...resize.background } : WHITE,
  };
}

/** A short, stable name of the request: the cache file and the ETag. */
export function requestDigest(request: ResizeRequest): string {
  const { bucket, key, width, height, fit, background } = request;
  const canonical = JSON.stringify([bucket, key, width, height, fit, background]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 40);
}
