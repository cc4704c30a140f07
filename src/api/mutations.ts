/**
 * Writes to the API. Each helper sends through the one fetcher and then revalidates every SWR
 * key the write makes stale (see `cache-keys.ts`), whether it succeeded or not: after a refused
 * write the page shows what the server really has.
 */
import { mutate as mutateCache } from 'swr';
import { affectedRoots, isStaleKey } from './cache-keys';
import { api } from './client';
import type { RequestOptions } from './http';

/** Options of the write helpers. */
export interface MutationOptions {
  /** More collections to refetch than the written one and those embedding it. */
  revalidate?: readonly string[];
  /** Error statuses the page reports itself, skipping the app-wide reaction (see `errors.ts`). */
  handled?: readonly number[];
  /**
   * The version of the item as read (its `modified_at`), sent as If-Match: the server refuses
   * the write with 409 `stale_version` when someone else saved it in between.
   */
  version?: string | undefined;
}

/**
 * Refetches every list and item the hooks hold under the given collections (`/v1/kinds`) and
 * those embedding them; for changes the page learns of otherwise (a push message).
 */
export async function revalidate(paths: readonly string[]): Promise<void> {
  const roots = [...new Set(paths.flatMap((path) => affectedRoots(path)))];
  if (roots.length === 0) return;
  await mutateCache((key) => isStaleKey(key, roots));
}

async function write<T>(
  path: string,
  method: NonNullable<RequestOptions['method']>,
  body: unknown,
  options: MutationOptions,
): Promise<T> {
  try {
    return await api.request<T>(path, {
      method,
      ...(body !== undefined && (body instanceof Blob ? { bytes: body } : { json: body })),
      ...(options.handled && { handled: options.handled }),
      ...(options.version && { headers: { 'If-Match': `"${options.version}"` } }),
    });
  } finally {
    void mutateCache((key) => isStaleKey(key, affectedRoots(path, options.revalidate)));
  }
}

/**
 * `POST path` with a JSON body; resolves to the created resource.
 *
 * @throws {ApiError} when the server refuses (after the app-wide reaction, if any).
 */
export function apiCreate<T>(
  path: string,
  body: unknown,
  options: MutationOptions = {},
): Promise<T> {
  return write<T>(path, 'POST', body, options);
}

/** `PUT path` with a JSON body (the whole resource); resolves to the stored resource. */
export function apiUpdate<T>(
  path: string,
  body: unknown,
  options: MutationOptions = {},
): Promise<T> {
  return write<T>(path, 'PUT', body, options);
}

/** `PATCH path`, e.g. `/v1/shops-to-prices/swap/{id}?move_up=true`, with an optional body. */
export function apiPatch<T>(
  path: string,
  body?: unknown,
  options: MutationOptions = {},
): Promise<T> {
  return write<T>(path, 'PATCH', body, options);
}

/** `DELETE path`. */
export async function apiDelete(path: string, options: MutationOptions = {}): Promise<void> {
  await write<unknown>(path, 'DELETE', undefined, options);
}
