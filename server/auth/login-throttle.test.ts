import { describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryFailureCounts, loginDelayMs } from './login-throttle';

const LIMITS = { perAccount: 3, perAddress: 100, windowMs: 15 * 60_000, baseDelayMs: 1_000 };

function throttle() {
  let now = 1_000_000;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  return { throttle: new LoginThrottle(new MemoryFailureCounts(clock.now), LIMITS), clock };
}

describe('login throttle', () => {
  it('doubles the delay with each failure beyond the limit, up to five minutes', () => {
    expect([1, 2, 3, 4].map((n) => loginDelayMs(n, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(loginDelayMs(40, 1_000)).toBe(5 * 60_000);
  });

  it('slows an address that logged in before instead of refusing it; others wait the window', async () => {
    const { throttle: t, clock } = throttle();
    await t.succeeded('user:1', 'home');
    for (let i = 0; i < LIMITS.perAccount; i++) await t.failed('user:1', `attacker-${i}`);
    // Strangers wait for the window; the owner's address waits one second.
    expect(await t.waitMs('user:1', 'elsewhere')).toBeGreaterThan(14 * 60_000);
    expect(await t.waitMs('user:1', 'home')).toBe(1_000);
    clock.advance(1_000);
    expect(await t.waitMs('user:1', 'home')).toBe(0);
    await t.failed('user:1', 'attacker-x');
    expect(await t.waitMs('user:1', 'home')).toBe(2_000);
    clock.advance(2_000);
    await t.failed('user:1', 'attacker-y');
    expect(await t.waitMs('user:1', 'home')).toBe(4_000);
    clock.advance(4_000);
    await t.succeeded('user:1', 'home');
    expect(await t.waitMs('user:1', 'elsewhere')).toBe(0);
  });
});
