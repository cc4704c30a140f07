import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Failed logins counted per account and per client address over a window. While either count
 * is at its limit, logins for that account or from that address are refused with 429, even
 * with the right password, so a password cannot be guessed at speed. A successful login clears
 * the account's count. With `REDIS_URL` the counts live in Redis and every server process sees
 * them; otherwise each process counts its own.
 */

/** Limits of the login throttle. */
export interface LoginThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

/** Counts that expire a window after their first failure. */
export interface FailureCounts {
  /** The count under `key` and the milliseconds until it expires (0 when there is none). */
  read(key: string): Promise<{ count: number; expiresInMs: number }>;
  /** Adds one failure; the window starts at the first. */
  add(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counts of one process, forgetting the oldest entries beyond `maxKeys`. */
export class MemoryFailureCounts implements FailureCounts {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async read(key: string) {
    const entry = this.live(key);
    return entry
      ? { count: entry.count, expiresInMs: entry.expiresAt - this.now() }
      : { count: 0, expiresInMs: 0 };
  }

  async add(key: string, windowMs: number) {
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.entries.set(key, { count: 1, expiresAt: this.now() + windowMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break;
      this.entries.delete(oldest);
    }
  }

  async clear(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}

/** Counts in Redis, shared by every process of one installation (`namespace`). */
export class RedisFailureCounts implements FailureCounts {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly namespace: string,
    /** What is counted: login failures unless told otherwise (password resets, ...). */
    private readonly purpose = 'login-failures',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    // ioredis retries on its own; an error event without a listener would end the process.
    this.redis.on('error', () => {});
  }

  private key(key: string) {
    return `pricelist:${this.namespace}:${this.purpose}:${key}`;
  }

  async read(key: string) {
    const [count, ttl] = await this.redis
      .multi()
      .get(this.key(key))
      .pttl(this.key(key))
      .exec()
      .then((results) => (results ?? []).map(([, value]) => value));
    const n = Number(count ?? 0);
    return { count: Number.isFinite(n) ? n : 0, expiresInMs: Math.max(0, Number(ttl ?? 0)) };
  }

  async add(key: string, windowMs: number) {
    await this.redis.multi().incr(this.key(key)).pexpire(this.key(key), windowMs, 'NX').exec();
  }

  async clear(key: string) {
    await this.redis.del(this.key(key));
  }

  async close() {
    this.redis.disconnect();
  }
}

/** Keys never hold a user name or address in the clear. */
export function digest(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/** The throttle the login route asks before and tells after checking a password. */
export class LoginThrottle {
  constructor(
    private readonly counts: FailureCounts,
    private readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private keys(username: string, address: string) {
    return {
      account: digest('account', username.trim().toLowerCase()),
      address: digest('address', address),
    };
  }

  /**
   * Milliseconds until a login for this account from this address may be tried; 0: now. When
   * the counts cannot be read (Redis away), logins are not held up: `onError` hears why.
   */
  async waitMs(
    username: string,
    address: string,
    onError: (error: unknown) => void = () => {},
  ): Promise<number> {
    const { account, address: from } = this.keys(username, address);
    let byAccount: { count: number; expiresInMs: number };
    let byAddress: { count: number; expiresInMs: number };
    try {
      [byAccount, byAddress] = await Promise.all([
        this.counts.read(account),
        this.counts.read(from),
      ]);
    } catch (error) {
      onError(error);
      return 0;
    }
    let wait = 0;
    if (byAccount.count >= this.limits.perAccount) wait = byAccount.expiresInMs;
    if (byAddress.count >= this.limits.perAddress) wait = Math.max(wait, byAddress.expiresInMs);
    return wait;
  }

  async failed(username: string, address: string, onError: (error: unknown) => void = () => {}) {
    const { account, address: from } = this.keys(username, address);
    await Promise.all([
      this.counts.add(account, this.limits.windowMs),
      this.counts.add(from, this.limits.windowMs),
    ]).catch(onError);
  }

  async succeeded(username: string, onError: (error: unknown) => void = () => {}) {
    await this.counts.clear(this.keys(username, '').account).catch(onError);
  }

  close(): Promise<void> {
    return this.counts.close();
  }
}

/**
 * Failure counts for `purpose`: in Redis when `redisUrl` is set (namespaced by the signing
 * secret's digest, which every process of one installation shares), else this process's own.
 */
export function createFailureCounts(
  redisUrl: string | undefined,
  secretKey: string,
  purpose: string,
): FailureCounts {
  if (!redisUrl) return new MemoryFailureCounts();
  const namespace = createHash('sha256').update(`login:${secretKey}`).digest('hex').slice(0, 16);
  return new RedisFailureCounts(redisUrl, namespace, purpose);
}

/**
 * The throttle of a server: Redis counts when `redisUrl` is set (namespaced by the signing
 * secret's digest, which every process of one installation shares), else this process's own.
 */
export function createLoginThrottle(
  redisUrl: string | undefined,
  secretKey: string,
  limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS,
): LoginThrottle {
  return new LoginThrottle(createFailureCounts(redisUrl, secretKey, 'login-failures'), limits);
}
