import { localTime } from '../domain';

/** The texts the closed screen needs, in the board's language. */
export interface ClosedTexts {
  closed: string;
  /** "Open vanaf {time}" (today). */
  opensAt: (time: string) => string;
  /** "Open vanaf {day} {time}" (another day). */
  opensOn: (day: string, time: string) => string;
}

/**
 * What a closed board says: "Gesloten" and when the shop opens, in its time zone: the time
 * alone today, the weekday within a week ("Open vanaf dinsdag 10:00"), else the date.
 */
export function closedScreenText(
  opensAt: string | null | undefined,
  zone: string,
  now: number,
  locale: string,
  texts: ClosedTexts,
): { title: string; subtitle: string } {
  const at = opensAt ? Date.parse(opensAt) : NaN;
  if (Number.isNaN(at)) return { title: texts.closed, subtitle: '' };
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const day = (moment: number) => {
    const local = localTime(moment, zone);
    return Date.UTC(local.year, local.month - 1, local.day);
  };
  const days = Math.round((day(at) - day(now)) / 86_400_000);
  if (days <= 0) return { title: texts.closed, subtitle: texts.opensAt(time) };
  const name = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    ...(days < 7 ? { weekday: 'long' } : { day: 'numeric', month: 'long' }),
  }).format(at);
  return { title: texts.closed, subtitle: texts.opensOn(name, time) };
}
