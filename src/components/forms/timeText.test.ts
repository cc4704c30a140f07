import { describe, expect, it } from 'vitest';
import { parseTimeText, timePattern } from './timeText';

describe('parseTimeText', () => {
  it.each([
    ['09:30', false, '09:30'],
    ['9:30', false, '09:30'],
    ['0930', false, '09:30'],
    ['21.45', false, '21:45'],
    ['23:59', false, '23:59'],
    ['00:00', false, '00:00'],
    ['10:00', true, '10:00:00'],
    ['10:00:15', true, '10:00:15'],
  ])('%s (seconds %s) is %s', (text, seconds, time) => {
    expect(parseTimeText(text, seconds)).toBe(time);
    expect(new RegExp(`^(?:${timePattern(seconds)})$`).test(time)).toBe(true);
  });

  it.each([
    ['', false],
    ['9', false],
    ['9:3', false],
    ['24:00', false],
    ['12:60', false],
    ['10:00:00', false],
    ['1:00 PM', false],
    ['10:00:61', true],
  ])('%s (seconds %s) is no time', (text, seconds) => {
    expect(parseTimeText(text, seconds)).toBeNull();
  });
});
