/**
 * The transport under every API call: auth header, JSON, ETag revalidation, Content-Range totals
 * and the 401/403 reactions. Everything that varies (fetch, token, reactions) is injected, so the
 * behaviour is testable without a browser or a server.
 */

/** Lists whose response has no usable Content-Range report this total (as the predecessor did). */
export const DEFAULT_LIST_TOTAL = 99;

/** How many GET responses the revalidation cache keeps before dropping the oldest. */
const MAX_CACHED_RESPONSES = 200;

/** A non-2xx, non-304 answer of the API. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The parsed response body: JSON when the server sent JSON, otherwise the text. */
  readonly body: unknown;
  /** The `Retry-After` of a 429, in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, body: unknown, retryAfter?: string | null) {
    super(`Request failed with ${status} ${statusText}`.trim());
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const seconds = Number(retryAfter ?? NaN);
    this.retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  /** The `detail` field of an error body, when it is text. */
  get detail(): string | undefined {
    if (typeof this.body === 'object' && this.body !== null && 'detail' in this.body) {
      const { detail } = this.body;
      if (typeof detail === 'string') return detail;
    }
    return undefined;
  }
}

/**
 * The parts of `Content-Range: <resource> <first>-<last>/<total>`. An empty page names only
 * the total (an asterisk instead of the range); its `first` and `last` are then `null`.
 */
export interface ContentRange {
  resource: string;
  first: number | null;
  last: number | null;
  total: number;
}

const CONTENT_RANGE = /^\s*(\S+)\s+(?:(\d+)-(\d+)|\*)\/(\d+)\s*$/;

/** Parses a `Content-Range` header of a list response; `undefined` when absent or malformed. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  const match = header ? CONTENT_RANGE.exec(header) : null;
  if (!match) return undefined;
  const [, resource = '', first, last, total = ''] = match;
  return {
    resource,
    first: first === undefined ? null : Number(first),
    last: last === undefined ? null : Number(last),
    total: Number(total),
  };
}

/** The list total announced by a `Content-Range` header, {@link DEFAULT_LIST_TOTAL} without one. */
export function listTotal(header: string | null | undefined): number {
  return parseContentRange(header)?.total ?? DEFAULT_LIST_TOTAL;
}

/** Removes the weak-validator prefix `W/` from an ETag. */
export function stripWeakPrefix(etag: string): string {
  const trimmed = etag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/** One sort key of a list call, sent as `sort=field:ASC`. */
export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** Paging, sorting and filtering of a list call. */
export interface ListQuery {
  skip?: number;
  limit?: number;
  sort?: ListSort[];
  /** Sent as repeated `filter=field:value`. */
  filter?: { field: string; value: string }[];
  /** Further named query parameters such as `shop_group_id`. */
  params?: Record<string, string | number | boolean>;
}

/** Builds the query string of a list call (without the leading `?`). */
export function listQueryString(query: ListQuery): string {
  const search = new URLSearchParams();
  if (query.skip !== undefined) search.set('skip', String(query.skip));
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  for (const { field, order } of query.sort ?? []) search.append('sort', `${field}:${order}`);
  for (const { field, value } of query.filter ?? []) search.append('filter', `${field}:${value}`);
  for (const [name, value] of Object.entries(query.params ?? {})) search.set(name, String(value));
  return search.toString();
}

/** A page of a list together with the total the server announced. */
export interface ListResult<T> {
  items: T[];
  total: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /** A body sent as `multipart/form-data` (file uploads); the platform sets the boundary. */
  formData?: FormData;
  /** A file sent as its bytes, with its own type (a menu file in whatever encoding it has). */
  bytes?: Blob;
  /** Send this token instead of the stored one (used right after login). */
  token?: string;
  /** `false` for calls that must go without a bearer token (login, password reset). */
  auth?: boolean;
  /**
   * Error statuses the caller reports itself: the app-wide reactions to them (the 403 alert,
   * the 400 on price combinations) are skipped. A 401 always ends the session.
   */
  handled?: readonly number[];
  /** Further request headers (the customer's `X-Order-Secret`). */
  headers?: Record<string, string>;
}

/** What went wrong where: passed to the app-wide error reaction. */
export interface FailedRequest {
  path: string;
  method: string;
}

export interface FetcherDependencies {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The current bearer token, `null` when logged out. */
  getToken: () => string | null;
  /** The interface's language, sent as `Accept-Language` so the server answers in it. */
  getLanguage?: () => string;
  /** Called on any 401, before the error is thrown. */
  onUnauthorized: () => void;
  /** Called on any 403, before the error is thrown. */
  onForbidden: () => void;
  /** Called on any other error status the caller does not handle, before the error is thrown. */
  onFailure?: (error: ApiError, request: FailedRequest) => void;
  /** Prefix of every path, e.g. `https://api.example.test`; empty for same-origin. */
  baseUrl?: string;
}

export interface Fetcher {
  /** Calls the API and returns the parsed body. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * GETs a list and reads its total from `Content-Range`.
   *
   * @param query - paging, sorting and filters, or a query string built by {@link listQueryString}.
   */
  list<T>(
    path: string,
    query?: ListQuery | string,
    options?: Pick<RequestOptions, 'handled'>,
  ): Promise<ListResult<T>>;
  /** Forgets every stored ETag and body. */
  clearCache(): void;
}

interface CachedResponse {
  etag: string;
  body: unknown;
  contentRange: string | null;
}

interface Answer {
  body: unknown;
  contentRange: string | null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Reads a list answer: a bare array with the total in `Content-Range`, or an envelope
 * `{items, total}` (cursor-paged lists such as kinds).
 */
export function listResult<T>(body: unknown, contentRange: string | null): ListResult<T> {
  if (Array.isArray(body)) return { items: body as T[], total: listTotal(contentRange) };
  if (typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items)) {
    const total = 'total' in body && typeof body.total === 'number' ? body.total : undefined;
    return { items: body.items as T[], total: total ?? listTotal(contentRange) };
  }
  throw new Error('A list call answered something that is not a list.');
}

/** Creates the one fetcher of the app around the injected dependencies. */
export function createFetcher(deps: FetcherDependencies): Fetcher {
  // Keyed by token and URL, so one user's cached bodies are never answered to another.
  const cache = new Map<string, CachedResponse>();

  function remember(key: string, entry: CachedResponse): void {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_CACHED_RESPONSES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  async function send(path: string, options: RequestOptions = {}): Promise<Answer> {
    const method = options.method ?? 'GET';
    const url = `${deps.baseUrl ?? ''}${path}`;
    const headers = new Headers({ Accept: 'application/json' });
    const token = options.auth === false ? null : (options.token ?? deps.getToken());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = deps.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    let body: string | FormData | Blob | undefined;
    if (options.formData) {
      body = options.formData;
    } else if (options.bytes) {
      headers.set('Content-Type', options.bytes.type || 'application/octet-stream');
      body = options.bytes;
    } else if (options.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }

    // An answer may be worded in the language asked for, so the language is part of the key.
    const cacheKey = `${token ?? ''} ${language ?? ''} ${url}`;
    const cached = method === 'GET' ? cache.get(cacheKey) : undefined;
    if (cached) headers.set('If-None-Match', cached.etag);

    const response = await deps.fetch(url, { method, headers, body });
    if (response.status === 304 && cached) {
      return { body: cached.body, contentRange: cached.contentRange };
    }
    const parsed = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(
        response.status,
        response.statusText,
        parsed,
        response.headers.get('retry-after'),
      );
      const handled = options.handled?.includes(response.status) ?? false;
      if (response.status === 401) deps.onUnauthorized();
      else if (!handled && response.status === 403) deps.onForbidden();
      else if (!handled) deps.onFailure?.(error, { path, method });
      throw error;
    }
    const contentRange = response.headers.get('content-range');
    if (method === 'GET') {
      const etag = response.headers.get('etag');
      if (etag) remember(cacheKey, { etag: stripWeakPrefix(etag), body: parsed, contentRange });
      else cache.delete(cacheKey);
    }
    return { body: parsed, contentRange };
  }

  return {
    async request<T>(path: string, options?: RequestOptions): Promise<T> {
      const { body } = await send(path, options);
      return body as T;
    },
    async list<T>(
      path: string,
      query: ListQuery | string = {},
      options: Pick<RequestOptions, 'handled'> = {},
    ): Promise<ListResult<T>> {
      const search = typeof query === 'string' ? query : listQueryString(query);
      const { body, contentRange } = await send(search ? `${path}?${search}` : path, options);
      return listResult<T>(body, contentRange);
    },
    clearCache(): void {
      cache.clear();
    },
  };
}
