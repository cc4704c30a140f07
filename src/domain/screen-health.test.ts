import { describe, expect, it } from 'vitest';
import {
  boardsToWarnAbout,
  DEFAULT_HEALTH_THRESHOLDS,
  isOlderVersion,
  isUnhealthy,
  judgeBoard,
  shopOpenCheck,
  STARTING_GRACE_MS,
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

  it('is outdated only when it runs an older app version than the server serves', () => {
    const newer = at(10);
    const old = { reportedAt: at(10, 30), feedModifiedAt: feedAt, renderErrors: 0 };
    // An older list is no state of its own (the list shows which list the board has).
    expect(judgeBoard({ ...old, feedModifiedAt: null }, newer, at(13))).toBe('online');
    const served = { servedVersion: '1.4.0+202612021200' };
    const running = (version: string) =>
      judgeBoard({ ...old, version }, newer, at(11), undefined, served);
    expect(running('1.4.0+202612011200')).toBe('outdated');
    expect(running('1.3.9+202612031200')).toBe('outdated');
    expect(running('1.4.0+202612021200')).toBe('online');
    expect(running('1.5.0+202601011200')).toBe('online');
    // Unreadable versions say nothing staff can act on.
    expect(running('dev')).toBe('online');
    expect(judgeBoard({ ...old, version: '1.0.0' }, newer, at(11))).toBe('online');
  });

  it('compares app versions by their numbers and build time', () => {
    expect(isOlderVersion('1.2.3+202601010000', '1.2.3+202601010001')).toBe(true);
    expect(isOlderVersion('1.2.10', '1.2.9')).toBe(false);
    expect(isOlderVersion('1.2.9', '1.2.10')).toBe(true);
    expect(isOlderVersion('1.2.9', null)).toBe(false);
    expect(isOlderVersion(null, '1.2.9')).toBe(false);
  });

  it('gives a just-paired screen 2 minutes, or until it draws, before it is offline', () => {
    const since = at(0);
    const context = { since };
    // Paired, nothing reported yet: starting, then offline after the grace.
    expect(judgeBoard(null, feedAt, at(1), undefined, context)).toBe('starting');
    expect(judgeBoard(null, feedAt, at(1, 59), undefined, context)).toBe('starting');
    expect(judgeBoard(null, feedAt, at(2), undefined, context)).toBe('offline');
    expect(STARTING_GRACE_MS).toBe(120_000);
    // Reporting but not drawn since the pairing: starting; drawn: judged as any board.
    const early = { reportedAt: at(0, 30), feedModifiedAt: null, renderErrors: 0 };
    expect(judgeBoard({ ...early, lastRenderAt: null }, feedAt, at(1), undefined, context)).toBe(
      'starting',
    );
    expect(
      judgeBoard({ ...early, lastRenderAt: at(0, 40) }, feedAt, at(1), undefined, {
        since,
        servedVersion: '2.0.0',
      }),
    ).toBe('online');
    // A report from before the pairing says nothing of the screen since.
    expect(
      judgeBoard(
        { ...early, reportedAt: at(-1), lastRenderAt: at(-1) },
        feedAt,
        at(1),
        undefined,
        context,
      ),
    ).toBe('starting');
    // Drawn before, reported since (an adopted board that draws only when its list changes).
    expect(judgeBoard({ ...early, lastRenderAt: at(-5) }, feedAt, at(1), undefined, context)).toBe(
      'online',
    );
    // Its list arrived (the frame that draws it comes just after the report).
    expect(judgeBoard({ ...early, feedModifiedAt: at(0) }, feedAt, at(1), undefined, context)).toBe(
      'online',
    );
    // Render errors are worth a look at once.
    expect(judgeBoard({ ...early, renderErrors: 2 }, feedAt, at(1), undefined, context)).toBe(
      'failing',
    );
    expect(isUnhealthy('starting')).toBe(false);
  });

  it('puts offline before failing, and takes other thresholds', () => {
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
