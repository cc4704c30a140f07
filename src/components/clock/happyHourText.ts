import { dayRuns, formatPriceShort, formatPriceLabelText, shortTime } from '../../domain';
import type { HappyHour } from '../../domain/contract';
import { t as translate, type MessageKey, type Translate } from '../../i18n';

/** "ma–vr", "za, zo", "elke dag": the days of a happy hour in the current language. */
export function happyHourDays(days: readonly number[], t: Translate = translate): string {
  if (new Set(days).size === 7) return t('clock.happyHour.everyDay');
  const day = (n: number) => t(`clock.dayShort.${n}` as MessageKey);
  return dayRuns(days)
    .map(([start, end]) =>
      start === end ? day(start) : `${day(start)}${end === start + 1 ? ', ' : '–'}${day(end)}`,
    )
    .join(', ');
}

/** What a happy hour gives: "−20 %" or "1g 9,00 · 5g 40,00". */
export function happyHourOffer(
  hour: Pick<HappyHour, 'prices' | 'percent'>,
  t: Translate = translate,
): string {
  if (hour.percent !== null) return t('clock.happyHour.percentOff', { percent: hour.percent });
  return (hour.prices ?? [])
    .map((p) => `${formatPriceLabelText(p.label)} ${formatPriceShort(p.price)}`)
    .join(' · ');
}

/** "ma–vr 17:00–19:00 −20 %". */
export function happyHourSummary(
  hour: Pick<HappyHour, 'days' | 'from' | 'to' | 'prices' | 'percent'>,
  t: Translate = translate,
): string {
  return `${happyHourDays(hour.days, t)} ${shortTime(hour.from)}–${shortTime(hour.to)} ${happyHourOffer(hour, t)}`;
}

/** The products list's marker: "Happy hour 17:00–19:00 −20 %" (a row's own, else its category's). */
export function happyHourMarker(
  hours: readonly Pick<HappyHour, 'days' | 'from' | 'to' | 'prices' | 'percent'>[],
  t: Translate = translate,
): string | null {
  const [first] = hours;
  if (!first) return null;
  const more = hours.length > 1 ? ` ${t('clock.happyHour.more', { count: hours.length - 1 })}` : '';
  return `${t('clock.happyHour.title')} ${shortTime(first.from)}–${shortTime(first.to)} ${happyHourOffer(first, t)}${more}`;
}

/**
 * The marker of each row from a shop's happy hours: its own, else its category's (the row's own
 * beats its category's, as on the board).
 */
export function happyHourMarkers(
  hours: readonly HappyHour[],
  t: Translate = translate,
): (linkId: string, categoryId: string) => string | null {
  const byOwner = new Map<string, HappyHour[]>();
  for (const hour of hours) {
    const owner = hour.link_id ?? hour.category_id ?? '';
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), hour]);
  }
  return (linkId, categoryId) =>
    happyHourMarker(byOwner.get(linkId) ?? byOwner.get(categoryId) ?? [], t);
}
