import { defineMessages } from '../define';

/** Opening hours, closed boards and time windows. */
export const clockMessages = defineMessages({
  'clock.hours.title': { nl: 'Openingstijden', en: 'Opening hours' },
  'clock.hours.intro': {
    nl: 'Buiten de openingstijden tonen de schermen "Gesloten" en wanneer de shop weer opengaat. Zonder openingstijden is de shop altijd open.',
    en: 'Outside opening hours the screens show "Closed" and when the shop opens again. Without opening hours the shop is always open.',
  },
  'clock.hours.enable': { nl: 'Openingstijden gebruiken', en: 'Use opening hours' },
  'clock.hours.timeZone': { nl: 'Tijdzone', en: 'Time zone' },
  'clock.hours.closedDay': { nl: 'Gesloten', en: 'Closed' },
  'clock.hours.addInterval': { nl: 'Tijdvak toevoegen', en: 'Add hours' },
  'clock.hours.removeInterval': { nl: 'Tijdvak verwijderen', en: 'Remove hours' },
  'clock.hours.from': { nl: 'Van', en: 'From' },
  'clock.hours.to': { nl: 'Tot', en: 'To' },
  'clock.hours.until': { nl: 'tot', en: 'to' },
  'clock.hours.exceptions': { nl: 'Uitzonderingen', en: 'Exceptions' },
  'clock.hours.exceptionsIntro': {
    nl: 'Andere tijden op een bepaalde datum, of de hele dag gesloten.',
    en: 'Other hours on a given date, or closed all day.',
  },
  'clock.hours.addException': { nl: 'Uitzondering toevoegen', en: 'Add exception' },
  'clock.hours.removeException': { nl: 'Uitzondering verwijderen', en: 'Remove exception' },
  'clock.hours.date': { nl: 'Datum', en: 'Date' },
  'clock.hours.closedAllDay': { nl: 'Hele dag gesloten', en: 'Closed all day' },
  'clock.hours.saved': { nl: 'Openingstijden opgeslagen', en: 'Opening hours saved' },
  'clock.hours.crossesMidnight': {
    nl: 'Een eindtijd vóór de begintijd loopt door tot de volgende dag.',
    en: 'An end before the start runs on into the next day.',
  },
  'clock.hours.nextDay': { nl: '(volgende dag)', en: '(next day)' },
  'clock.hours.copyToAll': { nl: 'Kopieer naar alle dagen', en: 'Copy to all days' },
  'clock.day.1': { nl: 'Maandag', en: 'Monday' },
  'clock.day.2': { nl: 'Dinsdag', en: 'Tuesday' },
  'clock.day.3': { nl: 'Woensdag', en: 'Wednesday' },
  'clock.day.4': { nl: 'Donderdag', en: 'Thursday' },
  'clock.day.5': { nl: 'Vrijdag', en: 'Friday' },
  'clock.day.6': { nl: 'Zaterdag', en: 'Saturday' },
  'clock.day.7': { nl: 'Zondag', en: 'Sunday' },
  'clock.dayShort.1': { nl: 'ma', en: 'Mon' },
  'clock.dayShort.2': { nl: 'di', en: 'Tue' },
  'clock.dayShort.3': { nl: 'wo', en: 'Wed' },
  'clock.dayShort.4': { nl: 'do', en: 'Thu' },
  'clock.dayShort.5': { nl: 'vr', en: 'Fri' },
  'clock.dayShort.6': { nl: 'za', en: 'Sat' },
  'clock.dayShort.7': { nl: 'zo', en: 'Sun' },
  'clock.windows.title': { nl: 'Tijdvakken', en: 'Time windows' },
  'clock.windows.categoryIntro': {
    nl: 'Toon deze categorie alleen op deze dagen en tijden, bijvoorbeeld "Ontbijt" 08:00–11:00. Zonder tijdvakken altijd.',
    en: 'Show this category only on these days and times, e.g. "Breakfast" 08:00–11:00. Without time windows always.',
  },
  'clock.windows.rowIntro': {
    nl: 'Toon deze regel (en laat hem bestellen) alleen op deze dagen en tijden, bijvoorbeeld een happy hour 16:00–18:00 met een eigen prijs. Zonder tijdvakken altijd.',
    en: 'Show this row (and let it be ordered) only on these days and times, e.g. a happy hour 16:00–18:00 with its own price. Without time windows always.',
  },
  'clock.windows.always': { nl: 'Altijd zichtbaar', en: 'Always shown' },
  'clock.windows.add': { nl: 'Tijdvak toevoegen', en: 'Add time window' },
  'clock.windows.remove': { nl: 'Tijdvak verwijderen', en: 'Remove time window' },
  'clock.windows.days': { nl: 'Dagen', en: 'Days' },
  'clock.windows.saved': { nl: 'Tijdvakken opgeslagen', en: 'Time windows saved' },
  'clock.problem.bad_time': {
    nl: 'Een tijd is ongeldig; gebruik uu:mm, bijvoorbeeld 09:30.',
    en: 'A time is not valid; use hh:mm, e.g. 09:30.',
  },
  'clock.problem.empty_interval': {
    nl: 'Een tijdvak moet een begin- en eindtijd hebben die verschillen.',
    en: 'A time window needs a start and an end that differ.',
  },
  'clock.problem.bad_day': {
    nl: 'Een dag is 1 (maandag) tot en met 7 (zondag).',
    en: 'A day is 1 (Monday) to 7 (Sunday).',
  },
  'clock.problem.no_days': {
    nl: 'Kies minstens één dag voor elk tijdvak.',
    en: 'Choose at least one day for each time window.',
  },
  'clock.problem.too_many': {
    nl: 'Dat zijn te veel tijdvakken of uitzonderingen.',
    en: 'Those are too many time windows or exceptions.',
  },
  'clock.problem.bad_date': {
    nl: 'Een datum is ongeldig; gebruik jjjj-mm-dd, bijvoorbeeld 2026-12-25.',
    en: 'A date is not valid; use yyyy-mm-dd, e.g. 2026-12-25.',
  },
  'clock.problem.duplicate_date': {
    nl: 'Elke datum mag maar één uitzondering hebben.',
    en: 'Each date may have only one exception.',
  },
  'clock.problem.bad_weekdays': {
    nl: 'Openingstijden hebben precies zeven dagen, maandag tot en met zondag.',
    en: 'Opening hours have exactly seven days, Monday to Sunday.',
  },
  'clock.problem.bad_time_zone': {
    nl: 'Deze tijdzone is onbekend; gebruik bijvoorbeeld Europe/Amsterdam.',
    en: 'This time zone is unknown; use e.g. Europe/Amsterdam.',
  },
});
