import { describe, expect, it } from 'vitest';
import { defaultMoment, momentProblem } from './scheduleFrom';

describe('the "vanaf" field', () => {
  const now = new Date('2026-03-28T23:20:00Z'); // 00:20 on the 29th in Amsterdam
  it('offers the next whole hour on the shop clock', () => {
    expect(defaultMoment(now)).toEqual({ date: '2026-03-29', time: '01:00' });
    // An hour later the clock skips 02:00: the next whole hour is 03:00.
    expect(defaultMoment(new Date('2026-03-29T00:20:00Z'))).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
  });
  it('names what is wrong with a moment', () => {
    expect(momentProblem({ date: '2026-03-29', time: '02:30' }, now)).toBe('schedule.skipped');
    expect(momentProblem({ date: '2026-03-29', time: '00:10' }, now)).toBe('schedule.past');
    expect(momentProblem({ date: '2026-03-29', time: '00:20' }, now)).toBe('schedule.past');
    expect(momentProblem({ date: '2026-03-29', time: '00:20:01' }, now)).toBeNull();
    expect(momentProblem({ date: '', time: '10:00' }, now)).toBe('schedule.invalid');
  });
});
