import {
  backoffReconnect,
  connectPush,
  type PushConnection,
  type PushSocket,
  type PushTimers,
} from '../api/push';
import type { ShopFeed } from '../domain';
import { feedPath, feedStorageKey } from './feed-path';

/**
 * Keeps a board's price list current and the board alive: loads it on start (showing the last
 * good list from storage first), refetches on `invalidate_shop_cache` pushes, and through the
 * one push client (`src/api/push.ts`) reconnects a closed socket with backoff and polls the
 * cache status (every 20 s while the socket is down, every 60 s as a safety net while it is up);
 * revalidates with the ETag, and never drops a working list because a refresh failed.
 * Everything that touches the platform is injected.
 */

export const POLL_WHILE_DOWN_MS = 20_000;
export const POLL_WHILE_UP_MS = 60_000;
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** After the feed's `next_change_at`, so the server's content has changed when asked. */
const CHANGE_MARGIN_MS = 1_000;
/** Longest a timer is set for; a later change is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The part of a WebSocket the source uses. */
export type SocketLike = PushSocket;

export type Timers = PushTimers;

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
  /** The wall clock (ms) for the feed's `next_change_at`; `Date.now` by default. */
  now?: () => number;
  /** The socket opened (again): a board reports its health then. */
  onSocketUp?: () => void;
  /**
   * Another text on the board's socket (health answers, reload, identify), with the origin the
   * socket was opened to: a board acts only on its own server's messages.
   */
  onServerMessage?: (text: string, origin: string) => void;
}

export interface FeedSource {
  /** Fetches now; a request already running is followed by one more. */
  refresh(): Promise<void>;
  stop(): void;
  /** Sends a text on the socket; false while it is down. */
  send(text: string): boolean;
  /** The list shown: its ETag (null for the stored copy) and version. */
  shown(): { etag: string | null; modifiedAt: string | null };
  /** For tests and diagnostics. */
  status(): { socketUp: boolean; fetches: number; etag: string | null; reconnectDelay: number };
}

function isShopFeed(value: unknown): value is ShopFeed {
  return typeof value === 'object' && value !== null && Array.isArray((value as ShopFeed).prices);
}

export function startFeedSource(options: FeedSourceOptions): FeedSource {
  const { timers } = options;
  const path = feedPath(options);
  const url = `${options.apiBase}${path}`;
  const storageKey = feedStorageKey(path);
  let stopped = false;
  let etag: string | null = null;
  let modifiedAt: string | null = null;
  let shownEtag: string | null = null;
  let fetches = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let push: PushConnection | null = null;
  const changeTimer = { handle: null as unknown, target: null as string | null, wait: 0 };

  /**
   * One timer for the moment the list's content changes by the clock (`next_change_at`): the
   * server pushes then, and this refetch covers a lost push. A list that still names a moment
   * already waited for (a clock ahead of the server's) is asked again later and later.
   */
  function scheduleChange(nextChangeAt: string | null | undefined) {
    if (changeTimer.handle !== null) timers.clearTimeout(changeTimer.handle);
    changeTimer.handle = null;
    const at = nextChangeAt ? Date.parse(nextChangeAt) : NaN;
    if (stopped || Number.isNaN(at)) return;
    const now = (options.now ?? Date.now)();
    let wait = Math.max(at - now, 0) + CHANGE_MARGIN_MS;
    if (nextChangeAt === changeTimer.target) {
      changeTimer.wait = Math.min(Math.max(changeTimer.wait * 2, 5_000), POLL_WHILE_UP_MS);
      wait = Math.max(wait, changeTimer.wait);
    } else changeTimer.wait = 0;
    changeTimer.target = nextChangeAt ?? null;
    changeTimer.handle = timers.setTimeout(
      () => {
        changeTimer.handle = null;
        void refresh();
      },
      Math.min(wait, MAX_TIMER_MS),
    );
  }

  function accept(feed: ShopFeed, origin: 'network' | 'storage') {
    modifiedAt = feed.modified_at;
    if (origin === 'network') scheduleChange(feed.next_change_at);
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
      // Asked at the moment of a change that has not happened yet here: ask again later.
      if (changeTimer.handle === null && changeTimer.target) scheduleChange(changeTimer.target);
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
    shownEtag = etag;
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

  const origin = options.apiBase || globalThis.location?.origin || 'http://localhost';

  function connect() {
    push = connectPush({
      shopId: options.shopId,
      topic: 'shop',
      origin,
      onMessage: (text) => options.onServerMessage?.(text, origin),
      openSocket: options.openSocket,
      timers,
      poll: { whileDownMs: POLL_WHILE_DOWN_MS, whileUpMs: POLL_WHILE_UP_MS },
      reconnect: backoffReconnect(RECONNECT_MIN_MS, RECONNECT_MAX_MS),
      onInvalidate: (via) => (via === 'socket' ? refresh() : checkCacheStatus()),
      onConnectionChange: ({ up, reconnected, dropped }) => {
        // Pushes sent while the socket was down are lost: look once after a reconnect. A
        // connection that drops may have lost a push, or the server may be gone: look now,
        // which either picks up the change or puts the failure on the board at once.
        if ((up && reconnected) || (!up && dropped)) void refresh();
        if (up) options.onSocketUp?.();
      },
    });
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

  return {
    refresh,
    stop() {
      stopped = true;
      if (changeTimer.handle !== null) timers.clearTimeout(changeTimer.handle);
      push?.close();
    },
    send: (text) => push?.send(text) ?? false,
    shown: () => ({ etag: shownEtag, modifiedAt }),
    status: () => {
      const connection = push?.status();
      return {
        socketUp: connection?.connected ?? false,
        fetches,
        etag,
        reconnectDelay: connection?.reconnectDelay ?? RECONNECT_MIN_MS,
      };
    },
  };
}
