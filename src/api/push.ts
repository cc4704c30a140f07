/**
 * Push messages of the API (`/v1/ws?shopId=&connectionType=`): the server sends
 * `invalidate_{topic}_cache` after each write concerning the shop. When the socket fails or
 * closes, the connection polls every 5 s instead and reopens the socket after each poll period
 * until it is up again. Platform parts (socket, timers) are injected. The orders topics are for
 * staff: their socket's first message carries the access token (never the URL, which ends up in
 * access logs), and the server closes a socket whose token it refuses.
 */

export const PUSH_TOPICS = ['shop', 'pending_orders', 'completed_orders'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** While the socket is down, pages refetch this often. */
export const PUSH_FALLBACK_POLL_MS = 5_000;

/** The message that tells a topic's listeners to refetch. */
export function invalidationMessage(topic: PushTopic): string {
  return `invalidate_${topic}_cache`;
}

/** The part of a WebSocket the connection uses. */
export interface PushSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}

export interface PushTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PushOptions {
  shopId: string;
  topic: PushTopic;
  /** The page's origin, e.g. `http://127.0.0.1:8080`; the socket uses ws or wss to match. */
  origin: string;
  openSocket: (url: string) => PushSocket;
  timers: PushTimers;
  /** A push (`'socket'`) or a fallback poll (`'poll'`) says: refetch now. */
  onInvalidate: (via: 'socket' | 'poll') => void;
  pollMs?: number;
  /** The access token, read when a socket opens; the orders topics need one. */
  token?: () => string | null;
}

/** Topics only a shop's staff may follow; their sockets authenticate first. */
export function isStaffTopic(topic: PushTopic): boolean {
  return topic !== 'shop';
}

/** The first message of a staff topic's socket. */
export function authMessage(token: string): string {
  return JSON.stringify({ type: 'auth', token });
}

export interface PushConnection {
  /** Closes the socket and stops polling for good. */
  close(): void;
  /** For tests and diagnostics. */
  status(): { connected: boolean; polling: boolean };
}

/** `ws://host/v1/ws?shopId=..&connectionType=..` for the page's origin. */
export function pushUrl(origin: string, shopId: string, topic: PushTopic): string {
  const url = new URL('/v1/ws', origin);
  url.searchParams.set('shopId', shopId);
  url.searchParams.set('connectionType', topic);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Opens the push connection of one shop and topic. */
export function connectPush(options: PushOptions): PushConnection {
  const { timers } = options;
  const pollMs = options.pollMs ?? PUSH_FALLBACK_POLL_MS;
  const message = invalidationMessage(options.topic);
  let closed = false;
  let socket: PushSocket | null = null;
  let connected = false;
  let pollTimer: unknown = null;

  function poll(): void {
    pollTimer = null;
    if (closed) return;
    options.onInvalidate('poll');
    // The socket is reopened once per poll period until it stays up.
    if (!socket) open();
    if (!connected) pollTimer = timers.setTimeout(poll, pollMs);
  }

  function startPolling(): void {
    if (closed || pollTimer !== null) return;
    pollTimer = timers.setTimeout(poll, pollMs);
  }

  function stopPolling(): void {
    if (pollTimer !== null) timers.clearTimeout(pollTimer);
    pollTimer = null;
  }

  function open(): void {
    let current: PushSocket;
    try {
      current = options.openSocket(pushUrl(options.origin, options.shopId, options.topic));
    } catch {
      startPolling();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      if (isStaffTopic(options.topic)) {
        const token = options.token?.();
        // Without a token the server would only close the socket: keep polling instead.
        if (!token) {
          current.close();
          return;
        }
        current.send(authMessage(token));
      }
      connected = true;
      stopPolling();
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const text = String(event.data).replace(/^"|"$/g, '');
      if (text === message) options.onInvalidate('socket');
    };
    current.onerror = () => current.close();
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      connected = false;
      startPolling();
    };
  }

  open();

  return {
    close(): void {
      closed = true;
      stopPolling();
      const current = socket;
      socket = null;
      connected = false;
      current?.close();
    },
    status: () => ({ connected, polling: pollTimer !== null }),
  };
}
