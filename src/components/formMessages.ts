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
