/** How the back office shows moments: nl-NL, in the viewer's local time. */

const ZONE_DESIGNATOR = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads an API timestamp. The API sends ISO-8601 in UTC; a timestamp without a zone (as older
 * data has) is UTC too, so it is shifted by the local offset when shown rather than taken as
 * local time. `null` for anything that is not a moment.
 */
export function parseApiDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    const withZone = /T\d/.test(text) && !ZONE_DESIGNATOR.test(text) ? `${text}Z` : text;
    date = new Date(withZone);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  return new Intl.DateTimeFormat('nl-NL', timeZone ? { ...options, timeZone } : options);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * `19-07-2024, 11:19`: date and time in nl-NL; '-' for a missing or unreadable value.
 *
 * @param timeZone - an IANA zone to use instead of the viewer's (tests pin one).
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  timeZone?: string,
): string {
  const date = parseApiDate(value);
  return date ? formatter(DATE_TIME, timeZone).format(date) : '-';
}

/** `19-07-2024`: the date alone in nl-NL; '-' for a missing or unreadable value. */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone?: string,
): string {
  const date = parseApiDate(value);
  return date ? formatter(DATE, timeZone).format(date) : '-';
}
