import { describe, expect, it } from 'vitest';
import { MemoryFailureCounts } from '../../auth/login-throttle';
import { OrderThrottle, deviceCookie } from './order-throttle';

const LIMITS = { perTable: 2, perDevice: 3, perShop: 5, windowMs: 60_000, refusedPerAddress: 2 };

function throttle() {
  let now = 1_000_000;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  return { t: new OrderThrottle(new MemoryFailureCounts(clock.now), LIMITS), clock };
}

describe('order throttle', () => {
  it('counts a table per shop: the same table id in another shop has its own count', async () => {
    const { t } = throttle();
    const at = (shopId: string, deviceId: string) => ({ shopId, tableId: 'table-1', deviceId });
    expect(await t.take(at('shop-a', 'd1'))).toBe(0);
    expect(await t.take(at('shop-a', 'd2'))).toBe(0);
    expect(await t.take(at('shop-a', 'd3'))).toBeGreaterThan(0);
    expect(await t.take(at('shop-b', 'd4'))).toBe(0);
  });

  it('does not count an order it holds back, and gives back a released one', async () => {
    const { t, clock } = throttle();
    const source = { shopId: 'shop', tableId: null, deviceId: 'device' };
    for (let i = 0; i < 3; i++) expect(await t.take(source)).toBe(0);
    const wait = await t.take(source);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    await t.release(source);
    expect(await t.take(source)).toBe(0);
    // The held-back try and the released one took nothing from the shop: it holds three, so
    // another device fills it to five and then waits.
    expect(await t.take({ ...source, deviceId: 'other' })).toBe(0);
    expect(await t.take({ ...source, deviceId: 'other' })).toBe(0);
    expect(await t.take({ ...source, deviceId: 'other' })).toBeGreaterThan(0);
    clock.advance(60_000);
    expect(await t.take(source)).toBe(0);
  });

  it('holds back an address after its refused orders and no other, until the window ends', async () => {
    const { t, clock } = throttle();
    await t.refused('203.0.113.1');
    expect(await t.refusedWaitMs('203.0.113.1')).toBe(0);
    await t.refused('203.0.113.1');
    expect(await t.refusedWaitMs('203.0.113.1')).toBe(60_000);
    expect(await t.refusedWaitMs('203.0.113.2')).toBe(0);
    expect(await t.take({ shopId: 'shop', tableId: 'table', deviceId: 'device' })).toBe(0);
    clock.advance(60_000);
    expect(await t.refusedWaitMs('203.0.113.1')).toBe(0);
  });

  it('marks the device cookie Secure only over HTTPS', () => {
    expect(deviceCookie('abc', false)).toBe(
      'pricelist_device=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    expect(deviceCookie('abc', true)).toBe(
      'pricelist_device=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
