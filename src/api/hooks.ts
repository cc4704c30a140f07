import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { useSession } from '../stores/session';
import { api } from './client';
import type { ApiError } from './http';
import type { CurrentUser } from './types';

/**
 * The signed-in user, revalidated against the server; a fresher answer replaces the stored
 * profile so new shop groups or roles show up without logging in again.
 */
export function useCurrentUser(): SWRResponse<CurrentUser, ApiError> {
  const token = useSession((state) => state.token);
  const setProfile = useSession((state) => state.setProfile);
  // The token is part of the key so one user's answer is never shown to the next.
  return useSWR<CurrentUser, ApiError, readonly [string, string] | null>(
    token ? ['/v1/users/me', token] : null,
    ([path]) => api.request<CurrentUser>(path),
    { onSuccess: setProfile, revalidateOnFocus: false },
  );
}
