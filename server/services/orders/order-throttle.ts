import { randomBytes } from 'node:crypto';
import { createFailureCounts, digest, type FailureCounts } from '../../auth/login-throttle';

/**
 * How many orders may be placed within a window, counted per table, per device and per shop
 * rather than per client address: the customers of a shop share its Wi-Fi address, so 20
 * tables ordering within a minute must all get through, while one table or one device cannot
 * flood the kitchen and the shop as a whole has a higher ceiling. A device is the random
 * `pricelist_device` cookie the order route sets (a client that drops it is still held by its
 * table and its shop). These counts hold only orders that passed every check: a refused attempt
 * (unknown shop or table, address not allowed, bad lines) goes to its own count per client
 * address, which only ever holds back that address. With `REDIS_URL` the counts are shared by
 * every server process.
 */

export interface OrderLimits {
  perTable: number;
  perDevice: number;
  perShop: number;
  windowMs: number;
  /** Refused orders one client address may send within the window (30 unless told). */
  refusedPerAddress?: number;
}

export const DEFAULT_REFUSED_PER_ADDRESS = 30;

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  perTable: 10,
  perDevice: 10,
  perShop: 120,
  windowMs: 60_000,
  refusedPerAddress: DEFAULT_REFUSED_PER_ADDRESS,
};

/** The cookie naming a customer's device; random, it says nothing about the customer. */
export const DEVICE_COOKIE = 'pricelist_device';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id of a `Cookie` header, or undefined when it has none (or a malformed one). */
export function deviceOfCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === DEVICE_COOKIE && DEVICE_PATTERN.test(value)) return value;
  }
  return undefined;
}

export function newDeviceId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The `Set-Cookie` value remembering a device for a year, never sent to other sites; `secure`
 * (the request came over HTTPS, directly or through a trusted proxy) keeps it off plain HTTP.
 */
export function deviceCookie(id: string, secure: boolean): string {
  const cookie = `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}

export interface OrderSource {
  shopId: string;
  tableId: string | null | undefined;
  deviceId: string;
}

export class OrderThrottle {
  constructor(
    private readonly counts: FailureCounts,
    private readonly limits: OrderLimits = DEFAULT_ORDER_LIMITS,
  ) {}

  private keys(source: OrderSource): Array<[string, number]> {
    const keys: Array<[string, number]> = [
      [digest('shop', source.shopId), this.limits.perShop],
      [digest('device', `${source.shopId} ${source.deviceId}`), this.limits.perDevice],
    ];
    if (source.tableId) {
      keys.push([digest('table', `${source.shopId} ${source.tableId}`), this.limits.perTable]);
    }
    return keys;
  }

  private refusedKey(address: string): string {
    return digest('refused', address);
  }

  /**
   * Counts an order that passed every check: 0 when it may be placed, otherwise the
   * milliseconds until the fullest of its counts (table, device or shop) starts a new window;
   * an order held back is not counted. When the counts cannot be read (Redis away), orders are
   * not held up: `onError` hears why.
   */
  async take(source: OrderSource, onError: (error: unknown) => void = () => {}): Promise<number> {
    const keys = this.keys(source);
    try {
      // Added first, then compared: two processes taking the last place cannot both get it.
      const counts = await Promise.all(
        keys.map(([key]) => this.counts.add(key, this.limits.windowMs)),
      );
      const full = keys.filter(([, limit], i) => (counts[i] ?? 0) > limit);
      if (full.length === 0) return 0;
      await Promise.all(keys.map(([key]) => this.counts.remove(key)));
      const windows = await Promise.all(full.map(([key]) => this.counts.read(key)));
      return Math.max(1, ...windows.map((w) => w.expiresInMs));
    } catch (error) {
      onError(error);
      return 0;
    }
  }

  /** Gives back what `take` counted, for an order whose write failed. */
  async release(source: OrderSource, onError: (error: unknown) => void = () => {}): Promise<void> {
    await Promise.all(this.keys(source).map(([key]) => this.counts.remove(key))).catch(onError);
  }

  /** Counts a refused order of a client address. */
  async refused(address: string, onError: (error: unknown) => void = () => {}): Promise<void> {
    await this.counts.add(this.refusedKey(address), this.limits.windowMs).then(() => {}, onError);
  }

  /**
   * 0 while the address may still try, otherwise the milliseconds until its refused orders
   * start a new window. Other addresses are never held back by it.
   */
  async refusedWaitMs(address: string, onError: (error: unknown) => void = () => {}) {
    try {
      const { count, expiresInMs } = await this.counts.read(this.refusedKey(address));
      const limit = this.limits.refusedPerAddress ?? DEFAULT_REFUSED_PER_ADDRESS;
      return count >= limit ? Math.max(1, expiresInMs) : 0;
    } catch (error) {
      onError(error);
      return 0;
    }
  }

  close(): Promise<void> {
    return this.counts.close();
  }
}

export function createOrderThrottle(
  redisUrl: string | undefined,
  secretKey: string,
  limits: OrderLimits = DEFAULT_ORDER_LIMITS,
): OrderThrottle {
  return new OrderThrottle(createFailureCounts(redisUrl, secretKey, 'order-counts'), limits);
}
