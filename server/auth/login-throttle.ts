import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Failed logins counted per account and per client address over a window. While the address's
 * count is at its limit, logins from it answer 429. While the account's count is at its limit,
 * addresses that never logged in to it answer 429 until the window ends, and addresses that
 * did wait a growing delay between tries (see `LoginThrottle`), so a password cannot be guessed
 * at speed and an attacker cannot lock the owner out. A successful login clears the account's
 * count. With `REDIS_URL` the counts live in Redis and every server process sees them;
 * otherwise each process counts its own.
 */

/** Limits of the login throttle. */
export interface LoginThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /** The first delay beyond the account's limit for an address that logged in before. */
  baseDelayMs?: number;
}

const DEFAULT_BASE_DELAY_MS = 1_000;

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

/** Counts that expire a window after their first failure. */
export interface FailureCounts {
  /** The count under `key` and the milliseconds until it expires (0 when there is none). */
  read(key: string): Promise<{ count: number; expiresInMs: number }>;
  /** Adds one failure and answers the new count; the window starts at the first. */
  add(key: string, windowMs: number): Promise<number>;
  /** Takes one back (an order whose write failed); nothing when the window has ended. */
  remove(key: string): Promise<void>;
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
    return entry ? entry.count : 1;
  }

  async remove(key: string) {
    const entry = this.live(key);
    if (entry) entry.count = Math.max(0, entry.count - 1);
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
    const results = await this.redis
      .multi()
      .incr(this.key(key))
      .pexpire(this.key(key), windowMs, 'NX')
      .exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async remove(key: string) {
    // Only a count that still exists: a DECR after it expired would leave -1 without a window.
    await this.redis.eval(
      "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
      1,
      this.key(key),
    );
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

/** How long an address that logged in to an account before is remembered for it. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000;

/** The growing delay after the `n`-th failure beyond the limit: base, 2x, 4x, ... capped. */
export function loginDelayMs(n: number, baseMs: number, capMs = 5 * 60_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(n - 1, 30)));
}

/**
 * The throttle the login route asks before and tells after checking a password. `account` is
 * the resolved account (`user:{id}`), so typing the username or the e-mail counts alike; an
 * unknown login counts by what was typed. Beyond the account's limit, an address that logged
 * in to the account before is not refused but slowed down: each failure makes it wait twice
 * as long (from `baseDelayMs`) before the next try, so the owner still gets in while guessing
 * stays slow. Other addresses wait for the window to end.
 */
export class LoginThrottle {
  constructor(
    private readonly counts: FailureCounts,
    private readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  private keys(account: string, address: string) {
    const id = account.trim().toLowerCase();
    return {
      account: digest('account', id),
      cooldown: digest('cooldown', id),
      known: digest('known', `${id} ${address}`),
      address: digest('address', address),
    };
  }

  /**
   * Milliseconds until a login for this account from this address may be tried; 0: now. When
   * the counts cannot be read (Redis away), logins are not held up: `onError` hears why.
   */
  async waitMs(
    account: string,
    address: string,
    onError: (error: unknown) => void = () => {},
  ): Promise<number> {
    const keys = this.keys(account, address);
    try {
      const [byAccount, byAddress, known, cooldown] = await Promise.all([
        this.counts.read(keys.account),
        this.counts.read(keys.address),
        this.counts.read(keys.known),
        this.counts.read(keys.cooldown),
      ]);
      let wait = 0;
      if (byAccount.count >= this.limits.perAccount) {
        wait = known.count > 0 ? cooldown.expiresInMs : byAccount.expiresInMs;
      }
      if (byAddress.count >= this.limits.perAddress) wait = Math.max(wait, byAddress.expiresInMs);
      return wait;
    } catch (error) {
      onError(error);
      return 0;
    }
  }

  async failed(account: string, address: string, onError: (error: unknown) => void = () => {}) {
    const keys = this.keys(account, address);
    try {
      await Promise.all([
        this.counts.add(keys.account, this.limits.windowMs),
        this.counts.add(keys.address, this.limits.windowMs),
      ]);
      const { count } = await this.counts.read(keys.account);
      const beyond = count - this.limits.perAccount + 1;
      if (beyond >= 1) {
        // A fresh cooldown, twice as long as the last one.
        await this.counts.clear(keys.cooldown);
        await this.counts.add(
          keys.cooldown,
          loginDelayMs(beyond, this.limits.baseDelayMs ?? DEFAULT_BASE_DELAY_MS),
        );
      }
    } catch (error) {
      onError(error);
    }
  }

  /** A successful login clears the account's count and remembers the address for it. */
  async succeeded(account: string, address: string, onError: (error: unknown) => void = () => {}) {
    const keys = this.keys(account, address);
    await Promise.all([
      this.counts.clear(keys.account),
      this.counts.clear(keys.cooldown),
      this.counts.clear(keys.known).then(() => this.counts.add(keys.known, KNOWN_ADDRESS_MS)),
    ]).catch(onError);
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
