import { describe, expect, it } from 'vitest';
import { closedScreenText, type ClosedTexts } from './closed-text';

const texts: ClosedTexts = {
  closed: 'Gesloten',
  opensAt: (time) => `Open vanaf ${time}`,
  opensOn: (day, time) => `Open vanaf ${day} ${time}`,
};
const AMS = 'Europe/Amsterdam';

describe('the closed screen text', () => {
  it('names the weekday and time of the next opening in the shop time zone', () => {
    // Sunday 8 November 2026 13:00 in Amsterdam; opens Tuesday 10:00 (09:00Z).
    const now = Date.parse('2026-11-08T12:00:00Z');
    expect(closedScreenText('2026-11-10T09:00:00.000Z', AMS, now, 'nl-NL', texts)).toEqual({
      title: 'Gesloten',
      subtitle: 'Open vanaf dinsdag 10:00',
    });
  });

  it('gives only the time when it opens later today, and the date when it is weeks away', () => {
    const now = Date.parse('2026-11-10T07:00:00Z');
    expect(closedScreenText('2026-11-10T09:00:00.000Z', AMS, now, 'nl-NL', texts).subtitle).toBe(
      'Open vanaf 10:00',
    );
    expect(closedScreenText('2026-12-22T09:00:00.000Z', AMS, now, 'nl-NL', texts).subtitle).toBe(
      'Open vanaf 22 december 10:00',
    );
  });

  it('says only "Gesloten" when no opening is planned', () => {
    expect(closedScreenText(null, AMS, 0, 'nl-NL', texts)).toEqual({
      title: 'Gesloten',
      subtitle: '',
    });
  });
});
