import type { ShopFeed } from '../domain';

/**
 * Keeps a board's price list current and the board alive: loads it on start (showing the last
 * good list from storage first), refetches on `invalidate_shop_cache` pushes, reconnects a
 * closed socket with backoff, polls the cache status (every 20 s while the socket is down, every
 * 60 s as a safety net while it is up), revalidates with the ETag, and never drops a working
 * list because a refresh failed. Everything that touches the platform is injected.
 */

export const POLL_WHILE_DOWN_MS = 20_000;
export const POLL_WHILE_UP_MS = 60_000;
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
const PUSH_MESSAGE = 'invalidate_shop_cache';

/** The part of a WebSocket the source uses. */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  close(): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FeedSourceOptions {
  /** Origin of the API, '' for the page's own. */
  apiBase: string;
  shopId: string;
  /** The `is_horeca` query of the feed: true horeca only, false cannabis only, absent both. */
  isHoreca?: boolean | undefined;
  /** One screen of a multi-screen shop. */
  screenId?: string | undefined;
  fetch: typeof fetch;
  openSocket: (url: string) => SocketLike;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  timers: Timers;
  onFeed: (feed: ShopFeed, origin: 'network' | 'storage') => void;
  /** A refresh failed; the board keeps its list and shows this as a flash message. */
  onError: (message: string) => void;
  /**
   * The server answered the list (200 or 304): whatever `onError` reported is over. A board that
   * comes back after an outage usually gets a 304, which brings no new list.
   */
  onReachable?: () => void;
}

export interface FeedSource {
  /** Fetches now; a request already running is followed by one more. */
  refresh(): Promise<void>;
  stop(): void;
  /** For tests and diagnostics. */
  status(): { socketUp: boolean; fetches: number; etag: string | null; reconnectDelay: number };
}

function feedPath(options: FeedSourceOptions): string {
  const query = new URLSearchParams();
  if (options.isHoreca !== undefined) query.set('is_horeca', String(options.isHoreca));
  if (options.screenId) query.set('screen_id', options.screenId);
  const search = query.toString();
  return `/v1/shops/${options.shopId}${search ? `?${search}` : ''}`;
}

function socketUrl(apiBase: string, shopId: string): string {
  const base = apiBase || globalThis.location?.origin || 'http://localhost';
  const url = new URL(`/v1/ws?shopId=${encodeURIComponent(shopId)}&connectionType=shop`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function isShopFeed(value: unknown): value is ShopFeed {
  return typeof value === 'object' && value !== null && Array.isArray((value as ShopFeed).prices);
}

export function startFeedSource(options: FeedSourceOptions): FeedSource {
  const { timers } = options;
  const path = feedPath(options);
  const url = `${options.apiBase}${path}`;
  const storageKey = `pricelist-board:${path}`;
  let stopped = false;
  let etag: string | null = null;
  let modifiedAt: string | null = null;
  let fetches = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let socket: SocketLike | null = null;
  let socketUp = false;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: unknown = null;
  let everOpen = false;
  let pollTimer: unknown = null;

  function accept(feed: ShopFeed, origin: 'network' | 'storage') {
    modifiedAt = feed.modified_at;
    options.onFeed(feed, origin);
  }

  async function fetchOnce(): Promise<void> {
    fetches++;
    let response: Response;
    try {
      response = await options.fetch(url, { headers: etag ? { 'If-None-Match': etag } : {} });
    } catch (error) {
      options.onError(
        error instanceof Error && error.message
          ? `${url} failed: ${error.message}`
          : `${url} failed with status 0`,
      );
      return;
    }
    if (stopped) return;
    if (response.status === 304) {
      options.onReachable?.();
      return;
    }
    if (!response.ok) {
      options.onError(
        `${url} returned with HTTP status ${response.status}: ${response.statusText}`,
      );
      return;
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      options.onError(`${url} returned a list that could not be read`);
      return;
    }
    if (stopped || !isShopFeed(body)) return;
    etag = response.headers.get('etag');
    options.onReachable?.();
    accept(body, 'network');
    try {
      options.storage?.setItem(storageKey, JSON.stringify(body));
    } catch {
      // A full storage only costs the offline copy.
    }
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await fetchOnce();
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  async function checkCacheStatus() {
    try {
      const response = await options.fetch(
        `${options.apiBase}/v1/shops/cache-status/${options.shopId}`,
      );
      if (!response.ok) return;
      const status = (await response.json()) as { modified_at?: string };
      options.onReachable?.();
      if (status.modified_at && status.modified_at !== modifiedAt) await refresh();
    } catch {
      // The next poll tries again; the board keeps its list meanwhile.
    }
  }

  function schedulePoll() {
    if (pollTimer !== null) timers.clearTimeout(pollTimer);
    pollTimer = timers.setTimeout(
      () => {
        pollTimer = null;
        if (stopped) return;
        void checkCacheStatus().finally(() => !stopped && schedulePoll());
      },
      socketUp ? POLL_WHILE_UP_MS : POLL_WHILE_DOWN_MS,
    );
  }

  function connect() {
    if (stopped) return;
    let current: SocketLike;
    try {
      current = options.openSocket(socketUrl(options.apiBase, options.shopId));
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      socketUp = true;
      reconnectDelay = RECONNECT_MIN_MS;
      schedulePoll();
      // Pushes sent while the socket was down are lost: look once after a reconnect.
      if (everOpen) void refresh();
      everOpen = true;
    };
    current.onmessage = (event) => {
      const text = String(event.data).replace(/^"|"$/g, '');
      if (text === PUSH_MESSAGE) void refresh();
    };
    current.onerror = () => current.close();
    current.onclose = () => {
      if (socket !== current) return;
      const dropped = socketUp;
      socket = null;
      socketUp = false;
      // A connection that drops may have lost a push, or the server may be gone: look now,
      // which either picks up the change or puts the failure on the board at once.
      if (dropped) void refresh();
      schedulePoll();
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (stopped || reconnectTimer !== null) return;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  const stored = options.storage?.getItem(storageKey);
  if (stored) {
    try {
      const feed: unknown = JSON.parse(stored);
      if (isShopFeed(feed)) accept(feed, 'storage');
    } catch {
      // A damaged copy is ignored; the network answers shortly.
    }
  }
  void refresh();
  connect();
  schedulePoll();

  return {
    refresh,
    stop() {
      stopped = true;
      if (pollTimer !== null) timers.clearTimeout(pollTimer);
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      const open = socket;
      socket = null;
      open?.close();
    },
    status: () => ({ socketUp, fetches, etag, reconnectDelay }),
  };
}
