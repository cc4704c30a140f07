/**
 * How an error reaches a log line: its name, code, message and stack, never the values a query
 * was given. A failed query's error carries its SQL and every bound value (names from a file,
 * a customer's order, a password hash) in its message, its stack and its fields, and the
 * database's own error repeats values in `detail` ("Key (name)=(…) already exists"). This is
 * the logger's `err` serializer (`buildApp`), so every `log.*({ err })` goes through it.
 */

/** Characters of a query's SQL text kept in a log line (its placeholders, not its values). */
const SQL_KEPT = 300;
/** Causes followed at most. */
const DEPTH = 3;

/** Fields that can hold values of a query or a row, dropped wherever they appear. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'query',
  'internalQuery',
]);

const FAILED_QUERY = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/;

/** A failed query's message as its SQL text, shortened, without the values. */
export function safeErrorMessage(message: string): string {
  const query = FAILED_QUERY.exec(message);
  if (!query) return message.length > 2000 ? `${message.slice(0, 2000)}…` : message;
  const sql = query[1] ?? '';
  return `Failed query: ${sql.length > SQL_KEPT ? `${sql.slice(0, SQL_KEPT)}…` : sql}`;
}

/**
 * A database's own message without the values it quotes: "invalid input syntax for type
 * integer: "…"", "Key (name)=(…) already exists".
 */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/\(([^()]*)\)=\([^]*?\)(?= |$)/g, '($1)=(…)');
}

const isDatabaseError = (error: Error) => {
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/**
 * Frames a logged stack keeps: a log line stays bounded even where something raised
 * `Error.stackTraceLimit` (libraries do, for their own errors).
 */
const STACK_FRAMES = 10;

/** The stack's first frames under the safe message (the stack starts with the message itself). */
function safeStack(stack: string | undefined, header: string): string | undefined {
  if (!stack) return undefined;
  const start = stack.indexOf('\n    at ');
  if (start < 0) return header;
  const frames = stack.slice(start + 1).split('\n');
  const kept = frames.slice(0, STACK_FRAMES);
  const cut = frames.length > kept.length ? `\n    … ${frames.length - kept.length} more` : '';
  return `${header}\n${kept.join('\n')}${cut}`;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** The `err` serializer: an error without the values of any query it reports. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: safeErrorMessage(String(error)), stack: '' };
  }
  const message = isDatabaseError(error)
    ? withoutQuotedValues(error.message)
    : safeErrorMessage(error.message);
  const type = error.constructor?.name ?? error.name;
  const logged: LoggedError = {
    type,
    message,
    stack: safeStack(error.stack, `${error.name}: ${message}`) ?? '',
  };
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      logged[field] = typeof value === 'string' ? safeErrorMessage(value) : value;
    }
  }
  if (error.cause !== undefined && depth < DEPTH) {
    logged.cause = serializeError(error.cause, depth + 1);
  }
  return logged;
}
