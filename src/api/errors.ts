/**
 * The error catalogue of the spec (section 8) in one place: the app-wide reactions to error
 * statuses, and the texts that tables, toasts and forms show for a failed call.
 */
import { t, translate } from '../i18n';
import { ApiError } from './http';

// The texts below are the Dutch ones (the spec's); what the user sees is read through `t` in
// the current language when the error happens.

/** Alerted on any 403. */
export const FORBIDDEN_MESSAGE = translate('nl', 'components.error.forbidden');
/** Alerted on a 400 of a call to `/v1/prices`. */
export const DUPLICATE_PRICE_RELATION_MESSAGE = translate('nl', 'components.error.duplicatePrice');
/** Title of the toast of a failed save when the server answered. */
export const SAVE_ERROR_TITLE = translate('nl', 'components.error.saveTitle');
/** Title of the toast of a failed save when no answer came. */
export const SAVE_ERROR_OFFLINE_TITLE = translate('nl', 'components.error.saveOfflineTitle');
export const SAVE_ERROR_OFFLINE_TEXT = translate('nl', 'components.error.saveOfflineText');
/** Shown where a list could not be loaded. */
export const LOAD_ERROR_TEXT = translate('nl', 'components.error.loadItems');

/** What the app does about an error status, whoever made the call. */
export interface ErrorReaction {
  /** End the session first. */
  logout: boolean;
  /** Tell the user with a browser alert. */
  alert: string | null;
  /** Then go here. */
  navigate: string;
}

/**
 * The app-wide reaction to an error status: 401 ends the session and opens /login; 403 alerts
 * {@link FORBIDDEN_MESSAGE} and returns home; a 400 on a path containing `/v1/prices` alerts
 * {@link DUPLICATE_PRICE_RELATION_MESSAGE} and opens the cannabis products. `null`: the caller
 * shows the error itself.
 */
export function errorReaction(status: number, path: string): ErrorReaction | null {
  if (status === 401) return { logout: true, alert: null, navigate: '/login' };
  if (status === 403)
    return { logout: false, alert: t('components.error.forbidden'), navigate: '/' };
  if (status === 400 && path.includes('/v1/prices')) {
    return {
      logout: false,
      alert: t('components.error.duplicatePrice'),
      navigate: '/products/cannabis',
    };
  }
  return null;
}

/** The response as text: its `detail`, else the body as sent, else the status text. */
export function responseText(error: ApiError): string {
  if (error.detail) return error.detail;
  if (typeof error.body === 'string' && error.body !== '') return error.body;
  if (error.body !== undefined && error.body !== null) {
    try {
      return JSON.stringify(error.body);
    } catch {
      // Fall through to the status text.
    }
  }
  return error.statusText;
}

function statusTextOf(error: ApiError): string {
  return error.statusText || error.detail || '';
}

/**
 * The table error area's text for a failed reorder, availability toggle or delete:
 * `update resulted in error: {statusText}` for a 401, `update resulted in error {status}:
 * {statusText}` otherwise; without an answer, the error's own message.
 */
export function updateErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 401
      ? t('components.error.update', { text: statusTextOf(error) })
      : t('components.error.updateStatus', { status: error.status, text: statusTextOf(error) });
  }
  const message = error instanceof Error ? error.message : String(error);
  return t('components.error.update', { text: message });
}

/** Title and text of the toast of a failed save in the manage lists. */
export interface SaveErrorMessage {
  title: string;
  text: string;
}

/**
 * The toast of a failed save: {@link SAVE_ERROR_TITLE} with the status and response text when
 * the server answered, {@link SAVE_ERROR_OFFLINE_TITLE} with {@link SAVE_ERROR_OFFLINE_TEXT}
 * otherwise.
 */
export function saveErrorMessage(error: unknown): SaveErrorMessage {
  if (error instanceof ApiError) {
    return {
      title: t('components.error.saveTitle'),
      text: `${error.status}: ${responseText(error)}`,
    };
  }
  return {
    title: t('components.error.saveOfflineTitle'),
    text: t('components.error.saveOfflineText'),
  };
}

/** A short description of any error: the server's detail, its status, or the message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.detail ?? `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Messages of a refused form, by field and for the form as a whole. */
export interface FormErrors {
  /** Keyed by the field's path without `body`: `name`, `screens.0.screen_id`. */
  fields: Record<string, string[]>;
  /** Messages that belong to no single field. */
  root: string[];
  /** How many messages there are in all. */
  count: number;
}

interface ValidationIssueBody {
  loc?: unknown;
  msg?: unknown;
}

function issuesOf(body: unknown): ValidationIssueBody[] {
  if (typeof body !== 'object' || body === null || !('validation_errors' in body)) return [];
  const issues = body.validation_errors;
  return Array.isArray(issues) ? (issues as ValidationIssueBody[]) : [];
}

/** The `loc` of a server-driven form's issue that concerns the step as a whole. */
export const FORM_ROOT_LOC = '__root__';

/** How `loc` names a field: under `body` (request validation) or bare (server-driven forms). */
export interface FormErrorsOptions {
  /**
   * `'request'` (default): `['body', 'name']` is the field `name`, other places are root.
   * `'form'`: `['name', 1]` is the field `name.1`, `['__root__']` is root.
   */
  locs?: 'request' | 'form';
}

function fieldPathOf(loc: string[], locs: FormErrorsOptions['locs']): string {
  if (locs === 'form') return loc[0] === FORM_ROOT_LOC ? '' : loc.join('.');
  return loc[0] === 'body' ? loc.slice(1).join('.') : '';
}

/**
 * Maps a refused form (a 400 or 409, with `validation_errors` of `{loc, msg, ctx}` when the
 * server has them) to messages per field and for the form; `null` for other errors. Pass
 * `{ locs: 'form' }` for the answers of `POST /v1/forms/{formKey}`.
 */
export function formErrorsOf(
  error: unknown,
  { locs = 'request' }: FormErrorsOptions = {},
): FormErrors | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const result: FormErrors = { fields: {}, root: [], count: 0 };
  for (const issue of issuesOf(error.body)) {
    const message = typeof issue.msg === 'string' ? issue.msg : t('components.error.notValid');
    const loc = Array.isArray(issue.loc) ? issue.loc.map(String) : [];
    const path = fieldPathOf(loc, locs);
    if (path) (result.fields[path] ??= []).push(message);
    else result.root.push(message);
    result.count += 1;
  }
  if (result.count === 0) {
    result.root.push(responseText(error));
    result.count = 1;
  }
  return result;
}

/** A save refused because someone else saved the item after it was read (409 `stale_version`). */
export function isStaleVersion(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'code' in error.body &&
    error.body.code === 'stale_version'
  );
}
