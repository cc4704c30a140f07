/**
 * A clock time as people type it, in 24 hours: '9:30', '09.30' and '0930' are '09:30'; with
 * seconds, '10:00' is '10:00:00'. Pure, for {@link TimeInput}.
 */

const TYPED = /^(\d{1,2})[:.]?(\d{2})(?:[:.]?(\d{2}))?$/;

/** The pattern of a finished time, for the input's `pattern` (and its check). */
export function timePattern(seconds: boolean): string {
  return seconds ? '([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d' : '([01]\\d|2[0-3]):[0-5]\\d';
}

/** The typed text as 'HH:MM' (or 'HH:MM:SS' with `seconds`), or null when it is no time. */
export function parseTimeText(text: string, seconds: boolean): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [, hours = '', minutes = '', secs] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(secs ?? 0) > 59) return null;
  if (secs !== undefined && !seconds) return null;
  const time = `${hours.padStart(2, '0')}:${minutes}`;
  return seconds ? `${time}:${secs ?? '00'}` : time;
}
