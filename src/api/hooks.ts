/**
 * The API's React hooks: the only place of the app that uses SWR. Every read goes through the
 * one fetcher (`client.ts`), so the bearer token, ETag revalidation, Content-Range totals and
 * the app-wide error reactions apply to all of them.
 */
import useSWR from 'swr';
import type { KeyedMutator, SWRConfiguration, SWRResponse } from 'swr';
import { useSession } from '../stores/session';
import type { ApiCacheKey } from './cache-keys';
import { api } from './client';
import type { ApiError, ListQuery, ListResult } from './http';
import { listQueryString } from './http';
import type { CurrentUser } from './types';

/** Options of {@link useList} and {@link useItem}. */
export interface QueryOptions {
  /** Refetch every this many milliseconds; 0 or absent: never (tables pass their auto refresh). */
  refreshInterval?: number;
  /** `false` fetches nothing yet (e.g. until a form knows which id to load). Default `true`. */
  enabled?: boolean;
  /** Called when a load fails, e.g. to turn off a table's auto refresh. */
  onError?: (error: Error) => void;
  /** Error statuses the page reports itself, skipping the app-wide reaction (see `errors.ts`). */
  handled?: readonly number[];
}

/** What {@link useList} gives a page. */
export interface ListState<T> {
  /** The page of items; the previous page's while the next loads; `[]` before the first answer. */
  items: T[];
  /** The total of the whole list, from `Content-Range` (0 before the first answer). */
  total: number;
  /** True until the first answer for this query arrives. */
  isLoading: boolean;
  /** True while any request runs, refreshes included. */
  isValidating: boolean;
  error: Error | undefined;
  /** SWR's mutate of this list: `mutate()` refetches; pass data for optimistic updates. */
  mutate: KeyedMutator<ListResult<T>>;
}

/** What {@link useItem} gives a page. */
export interface ItemState<T> {
  data: T | undefined;
  isLoading: boolean;
  isValidating: boolean;
  error: Error | undefined;
  mutate: KeyedMutator<T>;
}

function swrOptions<T>(options: QueryOptions): SWRConfiguration<T, Error> {
  return {
    refreshInterval: options.refreshInterval ?? 0,
    keepPreviousData: true,
    // A failed load stays failed until something asks again: retries would repeat the 403 alert.
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    ...(options.onError && { onError: options.onError }),
  };
}

function useToken(): string | null {
  return useSession((state) => state.token);
}

/**
 * A page of a collection: `useList<Kind>('/v1/kinds', { skip: 0, limit: 10, sort: [{ field:
 * 'name', order: 'DESC' }], params: { shop_group_id } })`. Lists answering an envelope
 * (`{items, total}`, as kinds do) and bare arrays with `Content-Range` both work.
 *
 * @param path - the collection, e.g. `/v1/categories`; `null` fetches nothing.
 * @param query - skip, limit, sort, filter and extra parameters; a DataTable's
 *   `table.listQuery(...)` builds it from the table's settings.
 */
export function useList<T>(
  path: string | null,
  query: ListQuery = {},
  options: QueryOptions = {},
): ListState<T> {
  const token = useToken();
  const search = listQueryString(query);
  const key: ApiCacheKey | null =
    path && token && options.enabled !== false ? ['list', path, search, token] : null;
  const handled = options.handled;
  const swr = useSWR<ListResult<T>, Error, ApiCacheKey | null>(
    key,
    ([, listPath, listSearch]) => api.list<T>(listPath, listSearch, handled ? { handled } : {}),
    swrOptions<ListResult<T>>(options),
  );
  return {
    items: swr.data?.items ?? [],
    total: swr.data?.total ?? 0,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: swr.error,
    mutate: swr.mutate,
  };
}

/**
 * One resource: `useItem<Kind>(\`/v1/kinds/${id}\`)`, or any GET answering one object.
 *
 * @param path - with its query string if any; `null` fetches nothing.
 */
export function useItem<T>(path: string | null, options: QueryOptions = {}): ItemState<T> {
  const token = useToken();
  const key: ApiCacheKey | null =
    path && token && options.enabled !== false ? ['item', path, '', token] : null;
  const handled = options.handled;
  const swr = useSWR<T, Error, ApiCacheKey | null>(
    key,
    ([, itemPath]) => api.request<T>(itemPath, handled ? { handled } : {}),
    swrOptions<T>(options),
  );
  return {
    data: swr.data,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    error: swr.error,
    mutate: swr.mutate,
  };
}

/**
 * The signed-in user, revalidated against the server; a fresher answer replaces the stored
 * profile so new shop groups or roles show up without logging in again.
 */
export function useCurrentUser(): SWRResponse<CurrentUser, ApiError> {
  const token = useToken();
  const setProfile = useSession((state) => state.setProfile);
  return useSWR<CurrentUser, ApiError, ApiCacheKey | null>(
    token ? ['item', '/v1/users/me', '', token] : null,
    ([, path]) => api.request<CurrentUser>(path),
    { onSuccess: setProfile, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
