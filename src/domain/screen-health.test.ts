import { describe, expect, it } from 'vitest';
import {
  boardsToWarnAbout,
  DEFAULT_HEALTH_THRESHOLDS,
  judgeBoard,
  shopOpenCheck,
} from './screen-health';

/** A fake clock: minutes and seconds from a fixed start. */
const T0 = Date.parse('2026-03-29T00:30:00Z');
const at = (minutes: number, seconds = 0) => T0 + minutes * 60_000 + seconds * 1000;

describe('judgeBoard', () => {
  const feedAt = at(0);
  const healthy = { reportedAt: at(1), feedModifiedAt: feedAt, renderErrors: 0 };

  it('is offline without any report', () => {
    expect(judgeBoard(null, feedAt, at(1))).toBe('offline');
  });

  it('is online up to 3 minutes after its last report, offline after', () => {
    expect(judgeBoard(healthy, feedAt, at(1))).toBe('online');
    expect(judgeBoard(healthy, feedAt, at(4))).toBe('online');
    expect(judgeBoard(healthy, feedAt, at(4, 1))).toBe('offline');
  });

  it('is failing when the last report counted render errors, healthy again with the next clean one', () => {
    expect(judgeBoard({ ...healthy, renderErrors: 1 }, feedAt, at(1, 30))).toBe('failing');
    expect(judgeBoard({ ...healthy, reportedAt: at(2) }, feedAt, at(2, 1))).toBe('online');
  });

  it('is outdated only when it shows an older list than the current one for more than 2 minutes', () => {
    const newer = at(10);
    const old = { reportedAt: at(10, 30), feedModifiedAt: feedAt, renderErrors: 0 };
    expect(judgeBoard(old, newer, at(11))).toBe('online');
    expect(judgeBoard({ ...old, reportedAt: at(12) }, newer, at(12))).toBe('online');
    expect(judgeBoard({ ...old, reportedAt: at(12) }, newer, at(12, 1))).toBe('outdated');
    // Once it shows the current list it is online, however late.
    expect(judgeBoard({ ...old, reportedAt: at(13), feedModifiedAt: newer }, newer, at(13))).toBe(
      'online',
    );
    // A board without any list counts as showing an old one.
    expect(judgeBoard({ ...old, reportedAt: at(13), feedModifiedAt: null }, newer, at(13))).toBe(
      'outdated',
    );
  });

  it('puts offline before failing before outdated, and takes other thresholds', () => {
    const bad = { reportedAt: at(0), feedModifiedAt: null, renderErrors: 3 };
    expect(judgeBoard(bad, at(5), at(3))).toBe('failing');
    expect(judgeBoard(bad, at(5), at(3, 1))).toBe('offline');
    const quick = { offlineAfterMs: 4000, outdatedAfterMs: 0 };
    expect(judgeBoard(healthy, feedAt, at(1, 4), quick)).toBe('online');
    expect(judgeBoard(healthy, feedAt, at(1, 5), quick)).toBe('offline');
    expect(DEFAULT_HEALTH_THRESHOLDS).toEqual({
      offlineAfterMs: 180_000,
      outdatedAfterMs: 120_000,
    });
  });

  it('knows nothing of wall-clock changes: a daylight-saving night is just elapsed time', () => {
    // 2026-03-29 02:00 CET becomes 03:00 CEST; epoch milliseconds run on.
    const before = Date.parse('2026-03-29T00:59:00Z');
    const report = { reportedAt: before, feedModifiedAt: feedAt, renderErrors: 0 };
    expect(judgeBoard(report, feedAt, before + 2 * 60_000)).toBe('online');
  });
});

describe('boardsToWarnAbout', () => {
  const boards = [
    { name: 'a', state: 'online' as const },
    { name: 'b', state: 'offline' as const },
    { name: 'c', state: 'outdated' as const },
    { name: 'd', state: 'failing' as const },
  ];

  it('names every board that is not online while the shop is open (always, without hours)', () => {
    expect(boardsToWarnAbout(boards).map((b) => b.name)).toEqual(['b', 'c', 'd']);
    expect(boardsToWarnAbout(boards, () => true).map((b) => b.name)).toEqual(['b', 'c', 'd']);
  });

  it('warns about nothing while the shop is closed', () => {
    expect(boardsToWarnAbout(boards, () => false)).toEqual([]);
  });
});

describe('boardsToWarnAbout with the shop’s opening hours', () => {
  const boards = [
    { name: 'a', state: 'online' as const },
    { name: 'b', state: 'offline' as const },
  ];
  // Monday to Friday 10:00–18:00 in Amsterdam, closed in the weekend; closed on 2026-03-31.
  const hours = {
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((day) => (day < 5 ? [{ from: '10:00', to: '18:00' }] : [])),
    exceptions: [{ date: '2026-03-31', intervals: [] }],
  };
  const zone = 'Europe/Amsterdam';

  it('warns only while the shop is open, following a fake clock across opening and closing', () => {
    let now = Date.parse('2026-03-30T07:59:59Z'); // Monday 09:59:59 summer time
    const isOpen = shopOpenCheck(hours, zone, () => now);
    expect(boardsToWarnAbout(boards, isOpen)).toEqual([]);
    now = Date.parse('2026-03-30T08:00:00Z'); // 10:00: open
    expect(boardsToWarnAbout(boards, isOpen).map((b) => b.name)).toEqual(['b']);
    now = Date.parse('2026-03-30T15:59:59Z'); // 17:59:59: still open
    expect(boardsToWarnAbout(boards, isOpen).map((b) => b.name)).toEqual(['b']);
    now = Date.parse('2026-03-30T16:00:00Z'); // 18:00: closed
    expect(boardsToWarnAbout(boards, isOpen)).toEqual([]);
    now = Date.parse('2026-03-31T12:00:00Z'); // Tuesday 14:00, but an exception closes the day
    expect(boardsToWarnAbout(boards, isOpen)).toEqual([]);
    now = Date.parse('2026-04-04T12:00:00Z'); // Saturday: closed
    expect(boardsToWarnAbout(boards, isOpen)).toEqual([]);
  });

  it('follows the shop’s own time zone and the daylight-saving change', () => {
    // Sunday 2026-03-29 is the spring-forward day; Friday 27 March 10:00 is 09:00 UTC (winter).
    let now = Date.parse('2026-03-27T08:30:00Z');
    const isOpen = shopOpenCheck(hours, zone, () => now);
    expect(isOpen()).toBe(false);
    now = Date.parse('2026-03-27T09:00:00Z');
    expect(isOpen()).toBe(true);
    // The same hours in New York: 10:00 there is 14:00 UTC.
    const inNewYork = shopOpenCheck(hours, 'America/New_York', () => now);
    expect(inNewYork()).toBe(false);
    now = Date.parse('2026-03-27T14:00:00Z');
    expect(inNewYork()).toBe(true);
  });

  it('is always open without hours, or while they are not known yet', () => {
    const now = () => Date.parse('2026-04-04T03:00:00Z');
    expect(boardsToWarnAbout(boards, shopOpenCheck(null, zone, now))).toHaveLength(1);
    expect(boardsToWarnAbout(boards, shopOpenCheck(undefined, zone, now))).toHaveLength(1);
  });
});
