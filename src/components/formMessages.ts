import { ApiError } from '../api/http';

/** Error messages of the login and reset-password forms (spec sections 5 and 8). */
export const FORM_INVALID_MESSAGE = 'Form not valid: all fields are required';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';
export const MESSAGE_DURATION_MS = 3000;

/** 'Token based user profile fetch resulted in error' with the status and its text. */
export function profileErrorMessage(error: unknown): string {
  const base = 'Token based user profile fetch resulted in error';
  if (error instanceof ApiError) return `${base}: ${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? `${base}: ${error.message}` : base;
}

/** What the login page says while the server holds logins back (429), in Dutch. */
export function loginWaitMessage(seconds: number | undefined): string {
  const start = 'Te veel mislukte inlogpogingen.';
  if (seconds === undefined) return `${start} Probeer het later opnieuw.`;
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${start} Probeer het over ${s} ${s === 1 ? 'seconde' : 'seconden'} opnieuw.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${start} Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
}
