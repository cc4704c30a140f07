import { ApiError } from '../../api/http';
import { t, translate, translateCount, useLocaleStore } from '../../i18n';

/**
 * Error messages of the login and reset-password forms (spec sections 5 and 8), in Dutch;
 * the forms show them through `t` ('auth.formInvalid', 'auth.unknownError').
 */
export const FORM_INVALID_MESSAGE = translate('nl', 'auth.formInvalid');
export const UNKNOWN_ERROR_MESSAGE = translate('nl', 'auth.unknownError');
export const MESSAGE_DURATION_MS = 3000;

/** 'Token based user profile fetch resulted in error' with the status and its text. */
export function profileErrorMessage(error: unknown): string {
  const base = t('auth.profileError');
  if (error instanceof ApiError) return `${base}: ${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? `${base}: ${error.message}` : base;
}

/** What the login page says while the server holds logins back (429). */
export function loginWaitMessage(seconds: number | undefined): string {
  const locale = useLocaleStore.getState().locale;
  if (seconds === undefined) return t('auth.wait.later');
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return translateCount(
      locale,
      { one: 'auth.wait.seconds.one', other: 'auth.wait.seconds.other' },
      s,
    );
  }
  const minutes = Math.ceil(seconds / 60);
  return translateCount(
    locale,
    { one: 'auth.wait.minutes.one', other: 'auth.wait.minutes.other' },
    minutes,
  );
}
