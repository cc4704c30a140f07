/**
 * The one push client of the browser, for boards and the back office alike. The server sends
 * `invalidate_{topic}_cache` on `/v1/ws?shopId=&connectionType=` after each write concerning the
 * shop. While the socket is down the client polls instead (`poll.whileDownMs`; boards also poll
 * now and then while it is up, `poll.whileUpMs`), and reopens the socket as its reconnect policy
 * says (a fixed period by default, a backoff for boards). Platform parts (socket, timers) are
 * injected. The orders topics are for staff: their socket's first message carries the access
 * token (never the URL, which ends up in access logs), and the server closes a socket whose
 * token it refuses.
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
  send?(data: string): void;
  close(): void;
}

export interface PushTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How long to wait before reopening the socket, by attempt (1 for the first retry). */
export type ReconnectPolicy = (attempt: number) => number;

/** The same wait every time. */
export function fixedReconnect(ms: number): ReconnectPolicy {
  return () => ms;
}

/** A doubling wait from `minMs` up to `maxMs`. */
export function backoffReconnect(minMs: number, maxMs: number): ReconnectPolicy {
  return (attempt) => Math.min(minMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

/** What the connection learnt when the socket went up or down. */
export interface ConnectionChange {
  up: boolean;
  /** Up again after having been up before: pushes sent meanwhile are lost. */
  reconnected: boolean;
  /** Down after having been up (not a failed attempt). */
  dropped: boolean;
}

export interface PushOptions {
  shopId: string;
  topic: PushTopic;
  /** The page's origin, e.g. `http://127.0.0.1:8080`; the socket uses ws or wss to match. */
  origin: string;
  openSocket: (url: string) => PushSocket;
  timers: PushTimers;
  /** A push (`'socket'`) or a poll (`'poll'`) says: look now. */
  onInvalidate: (via: 'socket' | 'poll') => unknown;
  /** Polling: while the socket is down (default 5 s), and while it is up (default never). */
  poll?: { whileDownMs?: number; whileUpMs?: number };
  /** When to reopen a closed socket; by default once per down-poll period. */
  reconnect?: ReconnectPolicy;
  /** The socket went up or down. */
  onConnectionChange?: (change: ConnectionChange) => void;
  /** The access token, read when a socket opens; the orders topics need one. */
  token?: () => string | null;
  /** Any other text the server sends on this socket (a board's health answers and commands). */
  onMessage?: (text: string) => void;
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
  /** Sends a text on the open socket; false while it is down. */
  send(text: string): boolean;
  /** For tests and diagnostics. */
  status(): { connected: boolean; polling: boolean; attempts: number; reconnectDelay: number };
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
  const whileDownMs = options.poll?.whileDownMs ?? PUSH_FALLBACK_POLL_MS;
  const whileUpMs = options.poll?.whileUpMs;
  const reconnect = options.reconnect ?? fixedReconnect(whileDownMs);
  const message = invalidationMessage(options.topic);
  let closed = false;
  let socket: PushSocket | null = null;
  let connected = false;
  let everUp = false;
  let attempts = 0;
  let pollTimer: unknown = null;
  let reconnectTimer: unknown = null;

  /** (Re)arms the poll for the socket's state; a poll in flight re-arms when it is done. */
  function schedulePoll(): void {
    if (pollTimer !== null) timers.clearTimeout(pollTimer);
    pollTimer = null;
    const ms = connected ? whileUpMs : whileDownMs;
    if (closed || ms === undefined) return;
    pollTimer = timers.setTimeout(() => {
      pollTimer = null;
      if (closed) return;
      const done = options.onInvalidate('poll');
      // A poll that does its work asynchronously re-arms when that work is done.
      if (done instanceof Promise) {
        void done.finally(() => {
          if (pollTimer === null) schedulePoll();
        });
      } else schedulePoll();
    }, ms);
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer !== null) return;
    attempts += 1;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      open();
    }, reconnect(attempts));
  }

  function open(): void {
    if (closed) return;
    let current: PushSocket;
    try {
      current = options.openSocket(pushUrl(options.origin, options.shopId, options.topic));
    } catch {
      scheduleReconnect();
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
        current.send?.(authMessage(token));
      }
      connected = true;
      attempts = 0;
      schedulePoll();
      options.onConnectionChange?.({ up: true, reconnected: everUp, dropped: false });
      everUp = true;
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const text = String(event.data).replace(/^"|"$/g, '');
      if (text === message) void options.onInvalidate('socket');
      else options.onMessage?.(String(event.data));
    };
    current.onerror = () => current.close();
    current.onclose = () => {
      if (socket !== current) return;
      const dropped = connected;
      socket = null;
      connected = false;
      schedulePoll();
      scheduleReconnect();
      options.onConnectionChange?.({ up: false, reconnected: false, dropped });
    };
  }

  open();
  schedulePoll();

  return {
    close(): void {
      closed = true;
      if (pollTimer !== null) timers.clearTimeout(pollTimer);
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      pollTimer = null;
      reconnectTimer = null;
      const current = socket;
      socket = null;
      connected = false;
      current?.close();
    },
    send(text: string): boolean {
      if (!connected || !socket?.send) return false;
      try {
        socket.send(text);
        return true;
      } catch {
        return false;
      }
    },
    status: () => ({
      connected,
      polling: pollTimer !== null,
      attempts,
      reconnectDelay: reconnect(attempts + 1),
    }),
  };
}
