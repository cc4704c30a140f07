/**
 * What one anonymous client may take of the server: connections, how long a request may take to
 * arrive, memory of the board feed cache and the picture resizer's share of the CPU. The same
 * connection limits are repeated in `deploy/nginx.conf` for installs behind nginx.
 */
export interface ServerLimits {
  /** Bytes the board feed cache keeps at most (`FEED_CACHE_MAX_BYTES`); LRU beyond. */
  feedCacheMaxBytes: number;
  /**
   * Open connections one socket address may hold (`MAX_CONNECTIONS_PER_ADDRESS`); more are
   * closed at once. Counted on the TCP connection, so behind a proxy (`TRUST_PROXY`) the proxy
   * is one address: there nginx's `limit_conn` does the per-client work.
   */
  connectionsPerAddress: number;
  /** Time to receive a request's headers (`HEADERS_TIMEOUT_SECONDS`), in ms. */
  headersTimeoutMs: number;
  /** Time to receive a whole request (`REQUEST_TIMEOUT_SECONDS`), in ms. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (`KEEP_ALIVE_TIMEOUT_SECONDS`), in ms. */
  keepAliveTimeoutMs: number;
  /** A socket without any traffic is closed after this (`CONNECTION_TIMEOUT_SECONDS`), in ms. */
  connectionTimeoutMs: number;
  /** Pictures the resize service draws at once (`RESIZE_CONCURRENCY`); the rest wait. */
  resizeConcurrency: number;
  /**
   * New picture sizes one client address may have waiting to be drawn
   * (`RESIZE_WAITING_PER_ADDRESS`); more get 429 with `Retry-After`.
   */
  resizeWaitingPerAddress: number;
  /**
   * Sizes boards use (asked by a board page, or drawn before) one address may have waiting; they
   * are drawn before new sizes (`RESIZE_BOARD_WAITING_PER_ADDRESS`).
   */
  resizeBoardWaitingPerAddress: number;
}

/**
 * 64 MiB holds several hundred feeds of a large menu (about 95 KB each). 1000 connections from
 * one address leave room for a shop full of screens and browsers behind one router (each board
 * keeps one socket), while one host can no longer hold 20,000. 10 s for headers is far beyond
 * what a board or a browser needs on a shop's line, and releases half-sent requests long before
 * file descriptors run out; 120 s for a whole request lets a 10 MB picture upload over a slow
 * line finish. One
 * resize at a time leaves the second core to logins (password hashing) and the API; four new
 * sizes waiting per address keep one client from filling the line (80 at once queued 65 drawings
 * of about a second each before a board's size), while a shop's screens behind one router may
 * have 16 of their own sizes waiting.
 */
export const DEFAULT_LIMITS: ServerLimits = {
  feedCacheMaxBytes: 64 * 1024 * 1024,
  connectionsPerAddress: 1000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 60_000,
  resizeConcurrency: 1,
  resizeWaitingPerAddress: 4,
  resizeBoardWaitingPerAddress: 16,
};

type Env = Record<string, string | undefined>;

function readPositive(name: string, env: Env, fallback: number, scale = 1): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || !Number.isSafeInteger(number * scale)) {
    throw new Error(`${name} must be a positive number, not "${value}".`);
  }
  return Math.round(number * scale);
}

/** The limits from the environment, defaults where a variable is not set. */
export function loadLimits(env: Env = process.env): ServerLimits {
  const d = DEFAULT_LIMITS;
  return {
    feedCacheMaxBytes: readPositive('FEED_CACHE_MAX_BYTES', env, d.feedCacheMaxBytes),
    connectionsPerAddress: readPositive(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env,
      d.connectionsPerAddress,
    ),
    headersTimeoutMs: readPositive('HEADERS_TIMEOUT_SECONDS', env, d.headersTimeoutMs, 1000),
    requestTimeoutMs: readPositive('REQUEST_TIMEOUT_SECONDS', env, d.requestTimeoutMs, 1000),
    keepAliveTimeoutMs: readPositive('KEEP_ALIVE_TIMEOUT_SECONDS', env, d.keepAliveTimeoutMs, 1000),
    connectionTimeoutMs: readPositive(
      'CONNECTION_TIMEOUT_SECONDS',
      env,
      d.connectionTimeoutMs,
      1000,
    ),
    resizeConcurrency: readPositive('RESIZE_CONCURRENCY', env, d.resizeConcurrency),
    resizeWaitingPerAddress: readPositive(
      'RESIZE_WAITING_PER_ADDRESS',
      env,
      d.resizeWaitingPerAddress,
    ),
    resizeBoardWaitingPerAddress: readPositive(
      'RESIZE_BOARD_WAITING_PER_ADDRESS',
      env,
      d.resizeBoardWaitingPerAddress,
    ),
  };
}
