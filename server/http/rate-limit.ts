import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Message, render, requestLocale } from '../i18n';

/**
 * A small in-memory rate limit per client: a token bucket per key (the client address by
 * default). Each process counts on its own, which is enough to stop one device from flooding a
 * public endpoint; behind a reverse proxy the server must be started with Fastify's
 * `trustProxy` so that `request.ip` is the client's address and not the proxy's.
 */

export interface RateLimitOptions {
  /** Requests a client may make in a burst (the bucket size). */
  capacity: number;
  /** The time in which an empty bucket fills up again, in milliseconds. */
  refillMs: number;
  /** The `detail` of the 429 answer, in the language of the request. */
  detail: Message;
  /** The stable `code` of the 429 answer. */
  code: string;
  /** What to count by; the client address when absent. */
  keyOf?: (request: FastifyRequest) => string;
  /** Most clients remembered; the least recently seen are forgotten first. */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Token buckets by key, refilled continuously; the clock is passed in. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly capacity: number,
    refillMs: number,
    private readonly maxKeys = 10_000,
  ) {
    if (!(capacity >= 1) || !(refillMs > 0)) throw new Error('Bad rate limit settings.');
    this.perMs = capacity / refillMs;
  }

  get size(): number {
    return this.buckets.size;
  }

  /**
   * Takes a token for the key: 0 when the request may go ahead, otherwise the milliseconds
   * until a token is available again (nothing is taken then).
   */
  take(key: string, now: number): number {
    const previous = this.buckets.get(key);
    const elapsed = previous ? Math.max(0, now - previous.updatedAt) : 0;
    const tokens = previous
      ? Math.min(this.capacity, previous.tokens + elapsed * this.perMs)
      : this.capacity;
    // Re-inserting keeps the map in least-recently-seen order for the eviction below.
    this.buckets.delete(key);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
      this.evict();
      return 0;
    }
    this.buckets.set(key, { tokens, updatedAt: now });
    return Math.ceil((1 - tokens) / this.perMs);
  }

  /** The milliseconds until the key has a token (0: it has one now); takes nothing. */
  peek(key: string, now: number): number {
    const previous = this.buckets.get(key);
    if (!previous) return 0;
    const elapsed = Math.max(0, now - previous.updatedAt);
    const tokens = Math.min(this.capacity, previous.tokens + elapsed * this.perMs);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perMs);
  }

  private evict(): void {
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) return;
      this.buckets.delete(key);
    }
  }
}

/**
 * A limit that counts only accepted work (style guide §27): per key, a bucket of accepted
 * requests and a small bucket of refused ones. A request waits while either bucket is empty;
 * once handled it takes a token from the bucket of its outcome, so a client's refused requests
 * never use up what its accepted ones need, and a client that is refused again and again stops.
 */
export class AcceptedWorkLimit {
  private readonly accepted: TokenBuckets;
  private readonly refused: TokenBuckets;

  constructor(
    accepted: { capacity: number; refillMs: number },
    refused: { capacity: number; refillMs: number },
    maxKeys = 10_000,
  ) {
    this.accepted = new TokenBuckets(accepted.capacity, accepted.refillMs, maxKeys);
    this.refused = new TokenBuckets(refused.capacity, refused.refillMs, maxKeys);
  }

  /** The milliseconds the key must wait before its next request is handled (0: go ahead). */
  wait(key: string, now: number): number {
    return Math.max(this.accepted.peek(key, now), this.refused.peek(key, now));
  }

  /** Counts a handled request in the bucket of its outcome. */
  count(key: string, accepted: boolean, now: number): void {
    (accepted ? this.accepted : this.refused).take(key, now);
  }
}

/** The `Retry-After` value (whole seconds, at least 1) for a wait in milliseconds. */
export function retryAfterSeconds(waitMs: number): string {
  return String(Math.max(1, Math.ceil(waitMs / 1000)));
}

/**
 * A preHandler that answers 429 `{detail}` with `Retry-After` (seconds) once a client has used
 * up its bucket. Each call makes its own buckets, so every route (or app) counts separately.
 */
export function rateLimit(options: RateLimitOptions) {
  const buckets = new TokenBuckets(options.capacity, options.refillMs, options.maxKeys);
  const keyOf = options.keyOf ?? ((request: FastifyRequest) => request.ip);
  return async function rateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    const waitMs = buckets.take(keyOf(request), Date.now());
    if (waitMs === 0) return;
    return reply
      .status(429)
      .header('retry-after', retryAfterSeconds(waitMs))
      .send({
        detail: render(options.detail, requestLocale(request.headers['accept-language'])),
        code: options.code,
      });
  };
}
