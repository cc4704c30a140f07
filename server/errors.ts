import { type Message, type MessageKey, msg, render, thing } from './i18n';

/**
 * One registry of coded errors. Routes and services throw `AppError`; the error handler turns
 * it into `{detail, code}` with the registry's status, the detail in the request's language
 * (`server/i18n`) when it is a catalogue text.
 */
export const ERRORS = {
  NOT_AUTHENTICATED: { status: 401, message: 'errors.notAuthenticated' },
  INVALID_TOKEN: { status: 401, message: 'errors.invalidToken' },
  FORBIDDEN: { status: 403, message: 'errors.forbidden' },
  SUPERUSER_REQUIRED: { status: 403, message: 'errors.superuserRequired' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  BAD_REQUEST: { status: 400, message: 'errors.badRequest' },
  BAD_CREDENTIALS: { status: 400, message: 'errors.badCredentials' },
  INACTIVE_USER: { status: 400, message: 'errors.inactiveUser' },
  WEAK_PASSWORD: { status: 400, message: 'errors.weakPassword' },
  INVALID_RESET_TOKEN: { status: 400, message: 'errors.invalidResetToken' },
  LOGGED_IN_RESET: { status: 400, message: 'errors.loggedInReset' },
  BAD_LIST_QUERY: { status: 400, message: 'errors.badListQuery' },
  CONFLICT: { status: 409, message: 'errors.conflict' },
  IN_USE: { status: 409, message: 'errors.inUse' },
  STALE_VERSION: { status: 409, message: 'errors.staleVersion' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'errors.payloadTooLarge' },
  FILE_TOO_MANY_LINES: { status: 413, message: 'errors.payloadTooLarge' },
  FILE_NOT_TEXT: { status: 400, message: 'menuFile.notText' },
  FILE_UNREADABLE: { status: 400, message: 'menuFile.unreadable' },
  TOO_MANY_LOGINS: { status: 429, message: 'errors.tooManyLogins' },
  TOO_MANY_RESETS: { status: 429, message: 'errors.tooManyResets' },
  TOO_MANY_DRAWS: { status: 429, message: 'errors.tooManyDraws' },
  TOO_MANY_WAITING_DRAWS: { status: 429, message: 'errors.tooManyWaitingDraws' },
  DRAWING_BUSY: { status: 503, message: 'errors.drawingBusy' },
  FORM_NOT_FOUND: { status: 404, message: 'errors.formNotFound' },
  WORKFLOW_NOT_SUSPENDED: { status: 422, message: 'errors.workflowNotSuspended' },
  WRITES_PAUSED: { status: 503, message: 'errors.writesPaused' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'errors.unsupportedMediaType' },
  UNKNOWN_LANGUAGE: { status: 400, message: 'errors.unknownLanguage' },
  BOARD_NOT_FOUND: { status: 404, message: 'errors.boardNotFound' },
  BOARD_IS_SCREEN: { status: 400, message: 'errors.boardIsScreen' },
  TOO_MANY_BOARD_REPORTS: { status: 429, message: 'errors.tooManyBoardReports' },
  TOO_MANY_REFUSED_ORDERS: { status: 429, message: 'errors.tooManyRefusedOrders' },
  BOARD_SECRET: { status: 401, message: 'errors.boardSecret' },
  TOO_MANY_BOARDS: { status: 409, message: 'errors.tooManyBoards' },
  PAIRING_CODE_UNKNOWN: { status: 400, message: 'errors.pairingCodeUnknown' },
  PAIRING_NOT_FOUND: { status: 404, message: 'errors.pairingNotFound' },
  TOO_MANY_PAIRINGS: { status: 429, message: 'errors.tooManyPairings' },
  TOO_MANY_PAIRING_ATTEMPTS: { status: 429, message: 'errors.tooManyPairingAttempts' },
  PAIRING_BUSY: { status: 503, message: 'errors.pairingBusy' },
  BOARD_NOT_PAIRED: { status: 409, message: 'errors.boardNotPaired' },
  BOARD_MOVE_SAME: { status: 409, message: 'errors.boardMoveSame' },
  BOARD_VIEW_NOT_SOLD: { status: 400, message: 'errors.boardViewNotSold' },
  BOARD_VIEW_UNKNOWN: { status: 400, message: 'errors.boardViewUnknown' },
  BOARD_VIEW_OF_SCREEN: { status: 400, message: 'errors.boardViewOfScreen' },
  BOARD_MOVED: { status: 409, message: 'errors.boardMoved' },
  BOARD_NOT_MOVED: { status: 404, message: 'errors.boardNotMoved' },
  TOO_MANY_BOARD_MOVES: { status: 429, message: 'errors.tooManyBoardMoves' },
  SCREENSHOT_INVALID: { status: 400, message: 'errors.screenshotInvalid' },
  SCREENSHOT_MISSING: { status: 404, message: 'errors.screenshotMissing' },
  TOO_MANY_SCREENSHOTS: { status: 429, message: 'errors.tooManyScreenshots' },
  API_KEY_SCOPE: { status: 403, message: 'errors.apiKeyScope' },
  API_KEY_NOT_HERE: { status: 403, message: 'errors.apiKeyNotHere' },
  API_KEY_MAKER: { status: 403, message: 'errors.apiKeyMaker' },
  API_KEY_REVOKED: { status: 409, message: 'errors.apiKeyRevoked' },
  TOO_MANY_KEY_REQUESTS: { status: 429, message: 'errors.tooManyKeyRequests' },
  TOO_MANY_WEBHOOKS: { status: 409, message: 'errors.tooManyWebhooks' },
  TOO_MANY_API_KEYS: { status: 409, message: 'errors.tooManyApiKeys' },
  WEBHOOK_URL: { status: 400, message: 'errors.webhookUrl' },
  TOO_MANY_REDELIVERS: { status: 429, message: 'errors.tooManyRedelivers' },
  BOARD_ALERT_MINUTES: { status: 403, message: 'errors.boardAlertMinutes' },
  SHOP_INACTIVE: { status: 409, message: 'errors.shopInactive' },
  METRICS_TOKEN: { status: 401, message: 'errors.metricsToken' },
  METRICS_ADDRESS: { status: 403, message: 'errors.metricsAddress' },
  TOO_MANY_METRICS_ATTEMPTS: { status: 429, message: 'errors.tooManyMetricsAttempts' },
  UNKNOWN_REGISTER_CODE: { status: 404, message: 'registerCodes.unknownCode' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  ctx: Record<string, unknown>;
}

/** The stable machine code of an error in answers: `stale_version` for `STALE_VERSION`. */
export const answerCode = (code: ErrorCode) => code.toLowerCase();

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly validationErrors: ValidationIssue[] | undefined;
  /** The detail as a catalogue text, shown in the request's language; else `message` as is. */
  readonly text: Message | undefined;
  /** More fields of the answer's body, e.g. the existing product a 409 is about. */
  extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, detail?: string | Message, validationErrors?: ValidationIssue[]) {
    const text = detail === undefined ? msg(ERRORS[code].message) : detail;
    super(typeof text === 'string' ? text : render(text, null));
    this.code = code;
    this.status = ERRORS[code].status;
    this.validationErrors = validationErrors;
    this.text = typeof text === 'string' ? undefined : text;
  }
}

/** Throws NOT_FOUND with a message naming the thing. */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', msg('errors.thingNotFound', { thing: thing(what) }));
}

export function badRequest(detail: string | Message, loc?: (string | number)[]): AppError {
  const text = typeof detail === 'string' ? detail : render(detail, null);
  return new AppError('BAD_REQUEST', detail, loc ? [{ loc, msg: text, ctx: {} }] : undefined);
}

export function conflict(detail: string | Message): AppError {
  return new AppError('CONFLICT', detail);
}
