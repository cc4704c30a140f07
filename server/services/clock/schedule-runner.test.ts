import { describe, expect, it } from 'vitest';
import { wakeDelay } from './schedule-runner';

/** The runner sleeps until the next due change, never longer than its safety check. */
describe('wake delay', () => {
  const now = new Date('2026-03-29T00:59:00Z');
  it('sleeps until a change due within the safety interval', () => {
    expect(wakeDelay(new Date('2026-03-29T00:59:20Z'), now, 60_000)).toBe(20_000);
  });
  it('wakes at once for a change already due', () => {
    expect(wakeDelay(new Date('2026-03-29T00:58:00Z'), now, 60_000)).toBe(0);
    expect(wakeDelay(now, now, 60_000)).toBe(0);
  });
  it('checks again after the safety interval when nothing is due sooner', () => {
    // 03:00 in Amsterdam that night is 01:00 UTC: an hour of the clock skipped, not slept.
    expect(wakeDelay(new Date('2026-03-29T01:00:00Z'), now, 60_000)).toBe(60_000);
    expect(wakeDelay(null, now, 60_000)).toBe(60_000);
  });
});
