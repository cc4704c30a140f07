import { defineServerMessages } from '../define';

/** Happy hours: refusals of the API and of the menu file's "Happy hour" column. */
export const happyHourMessages = defineServerMessages({
  'happyHour.problem.bad_time': {
    nl: 'Een tijd van de happy hour is ongeldig; gebruik uu:mm, bijvoorbeeld 17:00.',
    en: 'A time of the happy hour is not valid; use hh:mm, for example 17:00.',
  },
  'happyHour.problem.empty_interval': {
    nl: 'Een happy hour moet een begin- en eindtijd hebben die verschillen.',
    en: 'A happy hour needs a start and an end time that differ.',
  },
  'happyHour.problem.no_days': {
    nl: 'Kies minstens één dag voor de happy hour.',
    en: 'Choose at least one day for the happy hour.',
  },
  'happyHour.problem.bad_day': {
    nl: 'Een dag is 1 (maandag) tot en met 7 (zondag).',
    en: 'A day is 1 (Monday) to 7 (Sunday).',
  },
  'happyHour.problem.duplicate_day': {
    nl: 'Elke dag mag maar één keer in de happy hour staan.',
    en: 'Each day may be given only once in the happy hour.',
  },
  'happyHour.problem.price_or_percent': {
    nl: 'Een happy hour heeft óf eigen prijzen óf een percentage korting.',
    en: 'A happy hour has either its own prices or a percentage off.',
  },
  'happyHour.problem.bad_percent': {
    nl: 'De korting van een happy hour is een heel getal van 1 tot en met 90 %.',
    en: 'The discount of a happy hour is a whole number from 1 to 90%.',
  },
  'happyHour.problem.no_prices': {
    nl: 'Geef de happy-hourprijs van minstens één prijs (hooguit 20).',
    en: 'Give the happy-hour price of at least one price (at most 20).',
  },
  'happyHour.problem.bad_price': {
    nl: 'Een happy-hourprijs is 0 tot 1.000.000 met hooguit 2 decimalen, bij een prijs van de regel.',
    en: 'A happy-hour price is 0 to 1,000,000 with at most 2 decimals, for a price of the row.',
  },
  'happyHour.problem.duplicate_label': {
    nl: 'Elke prijs mag maar één happy-hourprijs hebben.',
    en: 'Each price may have only one happy-hour price.',
  },
  'happyHour.overlap': {
    nl: 'Deze happy hour overlapt met een andere happy hour van {name} ({rule}). Kies andere dagen of tijden.',
    en: 'This happy hour overlaps another happy hour of {name} ({rule}). Choose other days or times.',
  },
  'happyHour.tooMany': {
    nl: '{name} heeft al {max} happy hours; meer kan niet.',
    en: '{name} already has {max} happy hours; no more are possible.',
  },
  'happyHour.unknownLabel': {
    nl: '{name} heeft geen prijs {label}.',
    en: '{name} has no price {label}.',
  },
  'happyHour.cell.form': {
    nl: 'Happy hour ‘{part}’ is niet te lezen; schrijf bijvoorbeeld ‘ma-vr 17:00-19:00 -20%’ of ‘za 16:00-18:00 4,50’.',
    en: 'Happy hour ‘{part}’ cannot be read; write for example ‘ma-vr 17:00-19:00 -20%’ or ‘za 16:00-18:00 4,50’.',
  },
  'happyHour.cell.days': {
    nl: 'Happy hour ‘{part}’: dagen zijn ma, di, wo, do, vr, za, zo, bijvoorbeeld ‘ma-vr’ of ‘za,zo’.',
    en: 'Happy hour ‘{part}’: days are ma, di, wo, do, vr, za, zo (Monday to Sunday), e.g. ‘ma-vr’ or ‘za,zo’.',
  },
  'happyHour.cell.needs_label': {
    nl: 'Happy hour ‘{part}’: deze regel heeft meer prijzen; zet de prijs erbij, bijvoorbeeld ‘1g 9,00’.',
    en: 'Happy hour ‘{part}’: this row has several prices; name the price, e.g. ‘1g 9,00’.',
  },
  'happyHour.cell.rule': {
    nl: 'Happy hour ‘{part}’: {problem}',
    en: 'Happy hour ‘{part}’: {problem}',
  },
});
