import { navigateTo } from './navigation';
import { useLocaleStore } from '../stores/locale';
import { useSession } from '../stores/session';
import { errorReaction } from './errors';
import type { ErrorReaction } from './errors';
import { createFetcher } from './http';
import type { AccessToken, CurrentUser, ResetPasswordResult } from './types';

function applyReaction(reaction: ErrorReaction | null): void {
  if (!reaction) return;
  if (reaction.logout) {
    useSession.getState().logout();
    api.clearCache();
  }
  if (reaction.alert) window.alert(reaction.alert);
  navigateTo(reaction.navigate);
}

/**
 * The one fetcher of the browser app, with the app-wide reactions of {@link errorReaction}:
 * a 401 ends the session and opens the login page, a 403 tells the user and returns to the
 * start page, a 400 on price combinations reports a duplicate price relation.
 */
export const api = createFetcher({
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => useSession.getState().token,
  getLanguage: () => useLocaleStore.getState().locale,
  onUnauthorized: () => applyReaction(errorReaction(401, '')),
  onForbidden: () => applyReaction(errorReaction(403, '')),
  onFailure: (error, request) => applyReaction(errorReaction(error.status, request.path)),
});

/**
 * Exchanges a username (or e-mail) and password for an access token.
 *
 * @throws {ApiError} status 400 with a `detail` text when the credentials are refused.
 */
export function login(username: string, password: string): Promise<AccessToken> {
  return api.request<AccessToken>('/v1/login/access-token', {
    method: 'POST',
    auth: false,
    form: { username, password, grant_type: 'password' },
  });
}

/**
 * Reads the signed-in user with roles and shop groups.
 *
 * @param token - a token to use instead of the stored one, e.g. right after {@link login}.
 */
export function fetchMe(token?: string): Promise<CurrentUser> {
  return api.request<CurrentUser>('/v1/users/me', token === undefined ? {} : { token });
}

/**
 * Sets a new password with the token from a password-recovery e-mail.
 *
 * @throws {ApiError} status 400 with a `detail` when the token or password is refused.
 */
export function resetPassword(token: string, newPassword: string): Promise<ResetPasswordResult> {
  return api.request<ResetPasswordResult>('/v1/reset-password/', {
    method: 'POST',
    auth: false,
    json: { token, new_password: newPassword },
  });
}

/** Saves the back-office language of the signed-in user; answers the fresh profile. */
export function saveLanguage(language: CurrentUser['language']): Promise<CurrentUser> {
  return api.request<CurrentUser>('/v1/users/me/language', {
    method: 'PUT',
    json: { language },
  });
}
