/**
 * One registry of coded errors. Routes and services throw `AppError`; the error handler turns
 * it into `{detail}` with the registry's status.
 */
export const ERRORS = {
  NOT_AUTHENTICATED: { status: 401, detail: 'Not authenticated' },
  INVALID_TOKEN: { status: 401, detail: 'Could not validate credentials' },
  FORBIDDEN: { status: 403, detail: 'You do not have enough permissions for this action.' },
  SUPERUSER_REQUIRED: { status: 403, detail: 'Only a superuser may do this.' },
  NOT_FOUND: { status: 404, detail: 'Not found' },
  BAD_REQUEST: { status: 400, detail: 'Bad request' },
  BAD_CREDENTIALS: { status: 400, detail: 'Incorrect username or password' },
  INACTIVE_USER: { status: 400, detail: 'Inactive user' },
  WEAK_PASSWORD: { status: 400, detail: 'The password is not acceptable.' },
  INVALID_RESET_TOKEN: { status: 400, detail: 'Invalid or expired reset token' },
  LOGGED_IN_RESET: {
    status: 400,
    detail: 'You can only access this endpoint when not logged in.',
  },
  BAD_LIST_QUERY: { status: 400, detail: 'Bad list query' },
  CONFLICT: { status: 409, detail: 'Conflict' },
  IN_USE: { status: 409, detail: 'This item is still in use.' },
  STALE_VERSION: {
    status: 409,
    detail: 'Dit item is intussen door iemand anders gewijzigd.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'The request is too large.' },
  TOO_MANY_LOGINS: { status: 429, detail: 'Too many failed logins. Try again later.' },
  TOO_MANY_RESETS: { status: 429, detail: 'Too many failed password resets. Try again later.' },
  TOO_MANY_DRAWS: {
    status: 429,
    detail: 'Too many new picture sizes asked for from this address. Try again later.',
  },
  DRAWING_BUSY: {
    status: 503,
    detail: 'The picture service is busy drawing other sizes. Try again in a moment.',
  },
  FORM_NOT_FOUND: { status: 404, detail: 'Form not found' },
  WORKFLOW_NOT_SUSPENDED: {
    status: 422,
    detail: 'The workflow is not waiting for validation, so it cannot be resumed.',
  },
  WRITES_PAUSED: {
    status: 503,
    detail: 'Changes are paused for maintenance. Please try again later.',
  },
  UNKNOWN_LANGUAGE: {
    status: 400,
    detail: "Onbekende taal: kies 'nl' (Nederlands) of 'en' (Engels).",
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'This content type is not supported here.' },
  BOARD_NOT_FOUND: { status: 404, detail: 'Dit bord is niet bekend in deze shop.' },
  BOARD_IS_SCREEN: {
    status: 400,
    detail: 'Een schermbord heet zoals zijn scherm: wijzig de naam onder Schermen.',
  },
  TOO_MANY_BOARD_REPORTS: {
    status: 429,
    detail: 'Te veel meldingen van dit bord. Probeer het later opnieuw.',
  },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  ctx: Record<string, unknown>;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly validationErrors: ValidationIssue[] | undefined;

  constructor(code: ErrorCode, detail?: string, validationErrors?: ValidationIssue[]) {
    super(detail ?? ERRORS[code].detail);
    this.code = code;
    this.status = ERRORS[code].status;
    this.validationErrors = validationErrors;
  }
}

/** Throws NOT_FOUND with a message naming the thing. */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

export function badRequest(detail: string, loc?: (string | number)[]): AppError {
  return new AppError('BAD_REQUEST', detail, loc ? [{ loc, msg: detail, ctx: {} }] : undefined);
}

export function conflict(detail: string): AppError {
  return new AppError('CONFLICT', detail);
}
