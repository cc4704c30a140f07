import { randomBytes } from 'node:crypto';
import { createFailureCounts, digest, type FailureCounts } from '../auth/login-throttle';

/**
 * How many orders may be placed within a window, counted per table, per device and per shop
 * rather than per client address: the customers of a shop share its Wi-Fi address, so 20
 * tables ordering within a minute must all get through, while one table or one device cannot
 * flood the kitchen and the shop as a whole has a higher ceiling. A device is the random
 * `pricelist_device` cookie the order route sets (a client that drops it is still held by its
 * table and its shop). With `REDIS_URL` the counts are shared by every server process.
 */

export interface OrderLimits {
  perTable: number;
  perDevice: number;
  perShop: number;
  windowMs: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  perTable: 10,
  perDevice: 10,
  perShop: 120,
  windowMs: 60_000,
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

/** The `Set-Cookie` value remembering a device for a year, never sent to other sites. */
export function deviceCookie(id: string): string {
  return `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
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
    if (source.tableId) keys.push([digest('table', source.tableId), this.limits.perTable]);
    return keys;
  }

  /**
   * Counts an order: 0 when it may be placed, otherwise the milliseconds until the fullest of
   * its counts (table, device or shop) starts a new window; a refused order is not counted.
   * When the counts cannot be read (Redis away), orders are not held up: `onError` hears why.
   */
  async take(source: OrderSource, onError: (error: unknown) => void = () => {}): Promise<number> {
    const keys = this.keys(source);
    try {
      const counts = await Promise.all(keys.map(([key]) => this.counts.read(key)));
      let wait = 0;
      keys.forEach(([, limit], i) => {
        const { count, expiresInMs } = counts[i] ?? { count: 0, expiresInMs: 0 };
        if (count >= limit) wait = Math.max(wait, expiresInMs || 1);
      });
      if (wait > 0) return wait;
      await Promise.all(keys.map(([key]) => this.counts.add(key, this.limits.windowMs)));
      return 0;
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
