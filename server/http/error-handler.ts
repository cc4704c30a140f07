import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ValidationIssue } from '../errors';

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
const DATABASE_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  '23505': { status: 409, detail: 'This item already exists.' },
  '23503': {
    status: 409,
    detail: 'This item is still in use, or refers to something that does not exist.',
  },
  '23514': { status: 400, detail: 'A value is outside the allowed range.' },
  '23502': { status: 400, detail: 'A required value is missing.' },
  '22P02': { status: 400, detail: 'A value has the wrong form.' },
  '22003': { status: 400, detail: 'A number is out of range.' },
  '22001': { status: 400, detail: 'A text is too long.' },
  '22007': { status: 400, detail: 'A date has the wrong form.' },
  '22008': { status: 400, detail: 'A date is out of range.' },
  '54000': { status: 400, detail: 'A value is too large.' },
  // A NUL character (or bytes that are no text) in a value: PostgreSQL text cannot hold it.
  '22021': { status: 400, detail: 'A text holds a character that is not allowed.' },
  '22P05': { status: 400, detail: 'A text holds a character that is not allowed.' },
};

function databaseCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The one error handler: `{detail}` bodies, 400 with `validation_errors`, never a stack or SQL. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { detail: error.message };
    if (error.validationErrors) body.validation_errors = error.validationErrors;
    if (error.code === 'STALE_VERSION') body.code = 'stale_version';
    return reply.status(error.status).send(body);
  }
  if (error.validation) {
    const issues = toValidationIssues(error.validation as AjvIssue[], error.validationContext);
    const first = issues[0];
    const where = first ? first.loc.join('.') : 'request';
    return reply.status(400).send({
      detail: `Validation failed: ${where} ${first?.msg ?? 'is not valid'}`,
      validation_errors: issues,
    });
  }
  const code = databaseCode(error);
  const mapped = code ? DATABASE_CLIENT_ERRORS[code] : undefined;
  if (mapped) {
    request.log.info({ code }, 'database refused the request');
    return reply.status(mapped.status).send({ detail: mapped.detail });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ detail: clientMessage(error) });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: 'Internal server error' });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      // Fastify's own 4xx messages are plain sentences without internals.
      return error.message.split('\n')[0] ?? 'Bad request';
  }
}
