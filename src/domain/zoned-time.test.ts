import { describe, expect, it } from 'vitest';
import { instantToZoned, isTimeZone, zonedToInstant } from './zoned-time';

const AMS = 'Europe/Amsterdam';
const at = (date: string, time: string) => zonedToInstant({ date, time }, AMS);
const iso = (result: ReturnType<typeof zonedToInstant>) =>
  result.ok ? result.at.toISOString() : result.reason;

describe('moments on the shop clock', () => {
  it('turns winter and summer times into instants', () => {
    expect(iso(at('2026-01-15', '09:00'))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(at('2026-07-01', '09:00'))).toBe('2026-07-01T07:00:00.000Z');
    expect(iso(at('2026-07-01', '09:00:30'))).toBe('2026-07-01T07:00:30.000Z');
  });

  it('refuses 02:30 on the last Sunday of March 2026: the clock skips it', () => {
    expect(iso(at('2026-03-29', '02:00'))).toBe('skipped');
    expect(iso(at('2026-03-29', '02:30'))).toBe('skipped');
    expect(iso(at('2026-03-29', '02:59:59'))).toBe('skipped');
    // Either side of the jump.
    expect(iso(at('2026-03-29', '01:59'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(at('2026-03-29', '03:00'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the two 02:30s on the last Sunday of October 2026', () => {
    expect(iso(at('2026-10-25', '02:30'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(at('2026-10-25', '03:00'))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(at('2026-10-25', '01:59'))).toBe('2026-10-24T23:59:00.000Z');
  });

  it('refuses dates and times that are not', () => {
    expect(iso(at('2026-02-30', '10:00'))).toBe('invalid');
    expect(iso(at('2026-13-01', '10:00'))).toBe('invalid');
    expect(iso(at('2026-03-01', '24:00'))).toBe('invalid');
    expect(iso(at('2026-03-01', '9:00'))).toBe('invalid');
    expect(iso(at('1-3-2026', '09:00'))).toBe('invalid');
  });

  it('shows instants on the shop clock, across both changes', () => {
    expect(instantToZoned(new Date('2026-03-29T00:59:00Z'), AMS)).toEqual({
      date: '2026-03-29',
      time: '01:59',
    });
    expect(instantToZoned(new Date('2026-03-29T01:00:00Z'), AMS)).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
    expect(instantToZoned(new Date('2026-10-25T01:30:00Z'), AMS)).toEqual({
      date: '2026-10-25',
      time: '02:30',
    });
    expect(instantToZoned(new Date('2026-10-25T01:30:15Z'), AMS)).toEqual({
      date: '2026-10-25',
      time: '02:30:15',
    });
  });

  it('round-trips every quarter hour of the weeks around both changes', () => {
    const mismatches: string[] = [];
    for (const start of [Date.UTC(2026, 2, 25), Date.UTC(2026, 9, 21)]) {
      for (let ms = start; ms < start + 7 * 86_400_000; ms += 15 * 60_000) {
        const local = instantToZoned(new Date(ms), AMS);
        const back = zonedToInstant(local, AMS);
        // Only the repeated hour of October maps back to its first occurrence, an hour earlier.
        if (!back.ok || back.at.getTime() !== ms)
          mismatches.push(`${local.date} ${local.time} ${back.ok ? ms - back.at.getTime() : ''}`);
      }
    }
    expect(mismatches).toEqual([
      '2026-10-25 02:00 3600000',
      '2026-10-25 02:15 3600000',
      '2026-10-25 02:30 3600000',
      '2026-10-25 02:45 3600000',
    ]);
  });

  it('knows time zones', () => {
    expect(isTimeZone(AMS)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
