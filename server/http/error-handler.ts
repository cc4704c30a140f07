import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, answerCode, type ValidationIssue } from '../errors';
import {
  type Locale,
  type Message,
  type MessageKey,
  msg,
  plainText,
  render,
  requestLocale,
} from '../i18n';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Turns Ajv's issues into `{loc, msg, ctx}` as the back office's forms expect. */
export function toValidationIssues(
  issues: AjvIssue[],
  context: string | undefined,
): ValidationIssue[] {
  return issues.map((issue) => {
    const loc: (string | number)[] = [CONTEXT_NAMES[context ?? 'body'] ?? context ?? 'body'];
    for (const part of (issue.instancePath ?? '').split('/').filter(Boolean)) {
      loc.push(/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~'));
    }
    const params = issue.params ?? {};
    const missing = params.missingProperty ?? params.additionalProperty;
    if (typeof missing === 'string') loc.push(missing);
    return { loc, msg: issue.message ?? 'is not valid', ctx: { ...params } };
  });
}

// PostgreSQL error classes that mean "the request was wrong", not "the server broke".
const DATABASE_CLIENT_ERRORS: Record<
  string,
  { status: number; message: MessageKey; code: string }
> = {
  '23505': { status: 409, message: 'errors.db.exists', code: 'exists' },
  '23503': { status: 409, message: 'errors.db.foreignKey', code: 'in_use' },
  '23514': { status: 400, message: 'errors.db.check', code: 'bad_request' },
  '23502': { status: 400, message: 'errors.db.notNull', code: 'bad_request' },
  '22P02': { status: 400, message: 'errors.db.badForm', code: 'bad_request' },
  '22003': { status: 400, message: 'errors.db.numberRange', code: 'bad_request' },
  '22001': { status: 400, message: 'errors.db.textTooLong', code: 'bad_request' },
  '22007': { status: 400, message: 'errors.db.dateForm', code: 'bad_request' },
  '22008': { status: 400, message: 'errors.db.dateRange', code: 'bad_request' },
  '54000': { status: 400, message: 'errors.db.tooLarge', code: 'bad_request' },
  // A NUL character (or bytes that are no text) in a value: PostgreSQL text cannot hold it.
  '22021': { status: 400, message: 'errors.db.badCharacter', code: 'bad_request' },
  '22P05': { status: 400, message: 'errors.db.badCharacter', code: 'bad_request' },
};

function databaseCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Schema issues as catalogue texts, so they read in the request's language. */
function issueText(issue: AjvIssue): Message {
  const params = issue.params ?? {};
  const text = (value: unknown) => String(value);
  switch (issue.keyword) {
    case 'required':
      return msg('validation.required', { property: text(params.missingProperty) });
    case 'additionalProperties':
      return msg('validation.additional', { property: text(params.additionalProperty) });
    case 'type':
      return msg('validation.type', { type: text(params.type) });
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return msg(`validation.${issue.keyword}`, { limit: text(params.limit) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return msg('validation.minimum', {
        comparison: text(params.comparison),
        limit: text(params.limit),
      });
    case 'multipleOf':
      return msg('validation.multipleOf', { decimals: text(params.decimals) });
    case 'format':
      return msg('validation.format', { format: text(params.format) });
    case 'pattern':
      return msg('validation.pattern', { pattern: text(params.pattern) });
    case 'enum':
      return msg('validation.enum');
    default:
      return msg('validation.other');
  }
}

/** The schema checker's own English where the catalogue's would differ from it. */
function issueMessage(issue: AjvIssue, locale: Locale | null): string {
  if (locale === 'nl') return render(issueText(issue), locale);
  return issue.message ?? render(issueText(issue), locale);
}

/**
 * The one error handler: `{detail, code}` bodies, 400 with `validation_errors`, never a stack
 * or SQL. The detail is Dutch or English by the request's `Accept-Language`.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request.headers['accept-language']);
  if (error instanceof AppError) {
    const detail = error.text ? render(error.text, locale) : plainText(error.message, locale);
    const body: Record<string, unknown> = {
      ...error.extra,
      detail,
      code: answerCode(error.code),
    };
    if (error.validationErrors) {
      body.validation_errors = error.validationErrors.map((issue) =>
        issue.msg === error.message
          ? { ...issue, msg: detail }
          : { ...issue, msg: plainText(issue.msg, locale) },
      );
    }
    return reply.status(error.status).send(body);
  }
  if (error.validation) {
    const ajvIssues = error.validation as AjvIssue[];
    const issues = toValidationIssues(ajvIssues, error.validationContext).map((issue, index) => {
      const ajvIssue = ajvIssues[index];
      return ajvIssue ? { ...issue, msg: issueMessage(ajvIssue, locale) } : issue;
    });
    const first = issues[0];
    const where = first ? first.loc.join('.') : 'request';
    return reply.status(400).send({
      detail: render(
        msg('validation.failed', {
          where,
          problem: first?.msg ?? render(msg('validation.other'), locale),
        }),
        locale,
      ),
      code: 'validation_failed',
      validation_errors: issues,
    });
  }
  const code = databaseCode(error);
  const mapped = code ? DATABASE_CLIENT_ERRORS[code] : undefined;
  if (mapped) {
    request.log.info({ code }, 'database refused the request');
    return reply
      .status(mapped.status)
      .send({ detail: render(msg(mapped.message), locale), code: mapped.code });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send({ detail: clientMessage(error, locale), code: clientCode(status) });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send({ detail: render(msg('errors.internal'), locale), code: 'internal' });
}

/**
 * The router's own refusals (an id beyond `maxParamLength`, a malformed address): Fastify
 * would answer them in its own shape, repeating the whole address back.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = requestLocale(request.headers['accept-language']);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({
    detail: render(msg(tooLong ? 'errors.addressTooLong' : 'errors.badAddress'), locale),
    code: tooLong ? 'uri_too_long' : 'bad_request',
  });
}

function clientCode(status: number): string {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  return 'bad_request';
}

function clientMessage(error: FastifyError, locale: Locale | null): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return render(msg('errors.http.invalidJson'), locale);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return render(msg('errors.unsupportedMediaType'), locale);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return render(msg('errors.http.bodyTooLarge'), locale);
    default:
      // Fastify's own 4xx messages are plain sentences without internals.
      return error.message.split('\n')[0] ?? render(msg('errors.badRequest'), locale);
  }
}
