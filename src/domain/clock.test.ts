import { describe, expect, it } from 'vitest';
import {
  clockSeconds,
  copyDayToAll,
  endsNextDay,
  isTimeZone,
  nextWindowChange,
  openingHoursProblem,
  openingState,
  openSince,
  timeWindowsProblem,
  windowsOpen,
  zonedMoment,
  type OpeningHours,
} from './clock';

const AMS = 'Europe/Amsterdam';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const closedWeek = (): OpeningHours['weekdays'] => [[], [], [], [], [], [], []];

describe('wall-clock times in a time zone', () => {
  it('reads times of day with and without seconds', () => {
    expect(clockSeconds('00:00')).toBe(0);
    expect(clockSeconds('16:30')).toBe(16 * 3600 + 30 * 60);
    expect(clockSeconds('23:59:59')).toBe(86_399);
    for (const bad of ['24:00', '7:00', '12:60', '12:00:60', 'noon', '']) {
      expect(clockSeconds(bad)).toBeNull();
    }
  });

  it('knows time zones through Intl', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns a local time into a moment in winter and in summer', () => {
    expect(iso(zonedMoment(Date.UTC(2026, 0, 15), 10 * 3600, AMS))).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(iso(zonedMoment(Date.UTC(2026, 6, 15), 10 * 3600, AMS))).toBe(
      '2026-07-15T08:00:00.000Z',
    );
  });

  it('moves a time skipped on the spring-forward day (29 March 2026) on by the gap', () => {
    // 02:30 does not exist: the clocks go from 02:00 CET to 03:00 CEST.
    expect(iso(zonedMoment(Date.UTC(2026, 2, 29), 2.5 * 3600, AMS))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(zonedMoment(Date.UTC(2026, 2, 29), 3 * 3600, AMS))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedMoment(Date.UTC(2026, 2, 29), 1 * 3600, AMS))).toBe('2026-03-29T00:00:00.000Z');
  });

  it('takes the first of a time that happens twice on the fall-back day (25 October 2026)', () => {
    expect(iso(zonedMoment(Date.UTC(2026, 9, 25), 2.5 * 3600, AMS))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(zonedMoment(Date.UTC(2026, 9, 25), 3 * 3600, AMS))).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('time windows', () => {
  const happyHour = [{ days: [1, 2, 3, 4, 5], from: '16:00', to: '18:00' }];

  it('shows an item only inside its windows, always without windows', () => {
    // Wednesday 4 November 2026, CET (UTC+1).
    expect(windowsOpen(happyHour, AMS, at('2026-11-04T14:59:59Z'))).toBe(false);
    expect(windowsOpen(happyHour, AMS, at('2026-11-04T15:00:00Z'))).toBe(true);
    expect(windowsOpen(happyHour, AMS, at('2026-11-04T16:59:59Z'))).toBe(true);
    expect(windowsOpen(happyHour, AMS, at('2026-11-04T17:00:00Z'))).toBe(false);
    // Saturday: not one of its days.
    expect(windowsOpen(happyHour, AMS, at('2026-11-07T15:30:00Z'))).toBe(false);
    expect(windowsOpen([], AMS, at('2026-11-07T15:30:00Z'))).toBe(true);
  });

  it('names the next opening or closing of the windows', () => {
    expect(iso(nextWindowChange(happyHour, AMS, at('2026-11-04T10:00:00Z')))).toBe(
      '2026-11-04T15:00:00.000Z',
    );
    expect(iso(nextWindowChange(happyHour, AMS, at('2026-11-04T15:00:00Z')))).toBe(
      '2026-11-04T17:00:00.000Z',
    );
    // Friday evening: the next is Monday 16:00.
    expect(iso(nextWindowChange(happyHour, AMS, at('2026-11-06T18:00:00Z')))).toBe(
      '2026-11-09T15:00:00.000Z',
    );
    expect(nextWindowChange([], AMS, at('2026-11-06T18:00:00Z'))).toBeNull();
  });

  it('lets a window cross midnight, counted from its starting day', () => {
    const night = [{ days: [5], from: '22:00', to: '02:00' }];
    // Friday 23:00 and Saturday 01:30 (CET) are inside; Saturday 22:30 is not.
    expect(windowsOpen(night, AMS, at('2026-11-06T22:00:00Z'))).toBe(true);
    expect(windowsOpen(night, AMS, at('2026-11-07T00:30:00Z'))).toBe(true);
    expect(windowsOpen(night, AMS, at('2026-11-07T01:00:00Z'))).toBe(false);
    expect(windowsOpen(night, AMS, at('2026-11-07T21:30:00Z'))).toBe(false);
  });

  it('keeps wall-clock times across the DST changes of 2026', () => {
    const breakfast = [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:00' }];
    // Saturday 28 March 08:00 is 07:00Z (CET); Sunday 29 March 08:00 is 06:00Z (CEST).
    expect(iso(nextWindowChange(breakfast, AMS, at('2026-03-28T12:00:00Z')))).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(windowsOpen(breakfast, AMS, at('2026-03-29T06:30:00Z'))).toBe(true);
    expect(windowsOpen(breakfast, AMS, at('2026-03-29T07:30:00Z'))).toBe(true);
    // Sunday 25 October 08:00 is 07:00Z (CET again).
    expect(iso(nextWindowChange(breakfast, AMS, at('2026-10-24T12:00:00Z')))).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    expect(windowsOpen(breakfast, AMS, at('2026-10-25T06:30:00Z'))).toBe(false);
  });

  it('refuses windows that cannot be kept', () => {
    expect(timeWindowsProblem(happyHour)).toBeNull();
    expect(timeWindowsProblem([{ days: [], from: '10:00', to: '11:00' }])).toBe('no_days');
    expect(timeWindowsProblem([{ days: [8], from: '10:00', to: '11:00' }])).toBe('bad_day');
    expect(timeWindowsProblem([{ days: [1], from: '10:00', to: '10:00' }])).toBe('empty_interval');
    expect(timeWindowsProblem([{ days: [1], from: '25:00', to: '10:00' }])).toBe('bad_time');
  });
});

describe('opening hours', () => {
  /** Tuesday to Saturday 10:00–18:00, Friday also 20:00–02:00, Sunday and Monday closed. */
  function hours(): OpeningHours {
    const weekdays = closedWeek();
    for (const day of [1, 2, 3, 4, 5]) weekdays[day] = [{ from: '10:00', to: '18:00' }];
    weekdays[4] = [
      { from: '10:00', to: '18:00' },
      { from: '20:00', to: '02:00' },
    ];
    return { weekdays, exceptions: [] };
  }

  it('is always open without hours', () => {
    expect(openingState(null, AMS, at('2026-11-04T03:00:00Z'))).toEqual({
      open: true,
      opensAt: null,
      changesAt: null,
    });
  });

  it('is open inside its hours and says when it closes', () => {
    const state = openingState(hours(), AMS, at('2026-11-04T12:00:00Z'));
    expect(state.open).toBe(true);
    expect(state.opensAt).toBeNull();
    expect(iso(state.changesAt)).toBe('2026-11-04T17:00:00.000Z');
  });

  it('is closed outside them and says when it opens next', () => {
    // Sunday: closed until Tuesday 10:00.
    const state = openingState(hours(), AMS, at('2026-11-08T12:00:00Z'));
    expect(state.open).toBe(false);
    expect(iso(state.opensAt)).toBe('2026-11-10T09:00:00.000Z');
    expect(state.changesAt).toBe(state.opensAt);
  });

  it('stays open past midnight for an interval that crosses it', () => {
    // Saturday 01:00 (CET) is inside Friday's 20:00–02:00.
    const state = openingState(hours(), AMS, at('2026-11-07T00:00:00Z'));
    expect(state.open).toBe(true);
    expect(iso(state.changesAt)).toBe('2026-11-07T01:00:00.000Z');
  });

  it('treats touching intervals as one opening', () => {
    const weekdays = closedWeek();
    weekdays[2] = [
      { from: '10:00', to: '14:00' },
      { from: '14:00', to: '18:00' },
    ];
    const state = openingState({ weekdays, exceptions: [] }, AMS, at('2026-11-04T10:00:00Z'));
    expect(state.open).toBe(true);
    expect(iso(state.changesAt)).toBe('2026-11-04T17:00:00.000Z');
  });

  it('says when the opening that holds a moment began', () => {
    expect(openSince(null, AMS, at('2026-11-04T03:00:00Z'))).toBeNull();
    expect(iso(openSince(hours(), AMS, at('2026-11-04T12:00:00Z')))).toBe(
      '2026-11-04T09:00:00.000Z',
    );
    // Closed on Sunday; Saturday 01:00 is still Friday's evening opening.
    expect(openSince(hours(), AMS, at('2026-11-08T12:00:00Z'))).toBeNull();
    expect(iso(openSince(hours(), AMS, at('2026-11-07T00:00:00Z')))).toBe(
      '2026-11-06T19:00:00.000Z',
    );
    const weekdays = closedWeek();
    weekdays[2] = [
      { from: '10:00', to: '14:00' },
      { from: '14:00', to: '18:00' },
    ];
    expect(iso(openSince({ weekdays, exceptions: [] }, AMS, at('2026-11-04T15:00:00Z')))).toBe(
      '2026-11-04T09:00:00.000Z',
    );
  });

  it('follows exceptions per date: closed all day or other hours', () => {
    const withExceptions: OpeningHours = {
      ...hours(),
      exceptions: [
        { date: '2026-11-04', intervals: [] },
        { date: '2026-11-05', intervals: [{ from: '12:00', to: '14:00' }] },
      ],
    };
    const wednesday = openingState(withExceptions, AMS, at('2026-11-04T12:00:00Z'));
    expect(wednesday.open).toBe(false);
    expect(iso(wednesday.opensAt)).toBe('2026-11-05T11:00:00.000Z');
    const thursday = openingState(withExceptions, AMS, at('2026-11-05T11:30:00Z'));
    expect(thursday.open).toBe(true);
    expect(iso(thursday.changesAt)).toBe('2026-11-05T13:00:00.000Z');
  });

  it('finds an opening weeks away behind a long closure', () => {
    const exceptions = Array.from({ length: 21 }, (_, k) => ({
      date: new Date(Date.UTC(2026, 11, 1 + k)).toISOString().slice(0, 10),
      intervals: [],
    }));
    const state = openingState({ ...hours(), exceptions }, AMS, at('2026-12-01T12:00:00Z'));
    expect(state.open).toBe(false);
    // 22 December 2026 is a Tuesday.
    expect(iso(state.opensAt)).toBe('2026-12-22T09:00:00.000Z');
  });

  it('lasts three hours for 01:00–03:00 on the fall-back day and one on spring-forward', () => {
    const weekdays = closedWeek();
    weekdays[6] = [{ from: '01:00', to: '03:00' }];
    const week = { weekdays, exceptions: [] };
    const fallOpen = openingState(week, AMS, at('2026-10-24T23:00:00Z'));
    expect(fallOpen.open).toBe(true);
    expect(iso(fallOpen.changesAt)).toBe('2026-10-25T02:00:00.000Z');
    expect((fallOpen.changesAt ?? 0) - at('2026-10-24T23:00:00Z')).toBe(3 * 3600_000);
    const springOpen = openingState(week, AMS, at('2026-03-29T00:00:00Z'));
    expect(springOpen.open).toBe(true);
    expect((springOpen.changesAt ?? 0) - at('2026-03-29T00:00:00Z')).toBe(1 * 3600_000);
  });

  it('refuses hours that cannot be kept', () => {
    expect(openingHoursProblem(hours())).toBeNull();
    expect(openingHoursProblem({ weekdays: [[]], exceptions: [] })).toBe('bad_weekdays');
    expect(
      openingHoursProblem({ ...hours(), exceptions: [{ date: '2026-02-30', intervals: [] }] }),
    ).toBe('bad_date');
    expect(
      openingHoursProblem({
        ...hours(),
        exceptions: [
          { date: '2026-12-25', intervals: [] },
          { date: '2026-12-25', intervals: [] },
        ],
      }),
    ).toBe('duplicate_date');
  });
});

describe('opening hours editing', () => {
  it('marks an end before the start as the next day', () => {
    expect(endsNextDay({ from: '22:00', to: '02:00' })).toBe(true);
    expect(endsNextDay({ from: '10:00', to: '22:00' })).toBe(false);
    expect(endsNextDay({ from: '10:00', to: '10:00' })).toBe(false);
  });

  it("copies one day's intervals to every day, as copies", () => {
    const week = [
      [{ from: '10:00', to: '02:00' }],
      [],
      [],
      [],
      [],
      [],
      [{ from: '12:00', to: '18:00' }],
    ];
    const copied = copyDayToAll(week, 0);
    expect(copied).toHaveLength(7);
    for (const day of copied) expect(day).toEqual([{ from: '10:00', to: '02:00' }]);
    expect(copied[3]?.[0]).not.toBe(week[0]?.[0]);
    expect(copyDayToAll(week, 1).every((day) => day.length === 0)).toBe(true);
  });
});
