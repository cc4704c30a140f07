import { defineMessages } from '../define';

/** Scheduled changes: "Vanaf" in the price editor and the list of planned changes. */
export const scheduleMessages = defineMessages({
  'schedule.from': { nl: 'Vanaf', en: 'From' },
  'schedule.from.now': { nl: 'Nu', en: 'Now' },
  'schedule.from.at': { nl: 'Gekozen moment', en: 'Chosen moment' },
  'schedule.date': { nl: 'Datum', en: 'Date' },
  'schedule.time': { nl: 'Tijd', en: 'Time' },
  'schedule.timeZone': { nl: 'Tijdzone {zone}', en: 'Time zone {zone}' },
  'schedule.invalid': {
    nl: 'Geef een geldige datum en tijd.',
    en: 'Enter a valid date and time.',
  },
  'schedule.skipped': {
    nl: 'Dit tijdstip bestaat niet op die dag: de klok springt dan van 02:00 naar 03:00 (zomertijd). Kies bijvoorbeeld 03:00.',
    en: 'This time does not exist on that day: the clock jumps from 02:00 to 03:00 (summer time). Choose 03:00, for example.',
  },
  'schedule.past': {
    nl: 'Kies een moment in de toekomst.',
    en: 'Choose a moment in the future.',
  },
  'schedule.saved': { nl: 'Gepland', en: 'Scheduled' },
  'schedule.savedText': {
    nl: '{name} wijzigt op {date} om {time}.',
    en: '{name} changes on {date} at {time}.',
  },
  'schedule.title': { nl: 'Geplande wijzigingen', en: 'Scheduled changes' },
  'schedule.link': { nl: 'Gepland', en: 'Scheduled' },
  'schedule.chooseShop': { nl: 'Kies eerst een shop.', en: 'Choose a shop first.' },
  'schedule.empty': {
    nl: 'Er zijn geen geplande wijzigingen voor deze shop.',
    en: 'There are no scheduled changes for this shop.',
  },
  'schedule.col.when': { nl: 'Wanneer', en: 'When' },
  'schedule.col.product': { nl: 'Product', en: 'Product' },
  'schedule.col.change': { nl: 'Wijziging', en: 'Change' },
  'schedule.col.by': { nl: 'Door', en: 'By' },
  'schedule.col.status': { nl: 'Status', en: 'Status' },
  'schedule.col.actions': { nl: 'Acties', en: 'Actions' },
  'schedule.status.pending': { nl: 'Gepland', en: 'Scheduled' },
  'schedule.status.applied': { nl: 'Uitgevoerd', en: 'Applied' },
  'schedule.status.cancelled': { nl: 'Geannuleerd', en: 'Cancelled' },
  'schedule.status.failed': { nl: 'Mislukt', en: 'Failed' },
  'schedule.rowGone': { nl: '(prijsregel verwijderd)', en: '(row deleted)' },
  'schedule.change.prices': { nl: 'Nieuwe prijzen: {prices}', en: 'New prices: {prices}' },
  'schedule.change.pricesAll': {
    nl: 'voor alle producten met deze prijs combi',
    en: 'for every product with this price combination',
  },
  'schedule.change.pricesThis': { nl: 'alleen voor dit product', en: 'for this product only' },
  'schedule.change.show': { nl: 'Tonen op het bord', en: 'Show on the board' },
  'schedule.change.hide': { nl: 'Verbergen op het bord', en: 'Hide from the board' },
  'schedule.change.newOn': { nl: 'Markeren als nieuw', en: 'Mark as new' },
  'schedule.change.newOff': { nl: 'Niet meer als nieuw', en: 'No longer new' },
  'schedule.change.discount': { nl: 'Korting {percent}%', en: 'Discount {percent}%' },
  'schedule.change.removeDiscounts': { nl: 'Kortingen weghalen', en: 'Remove discounts' },
  'schedule.change.category': { nl: 'Naar categorie {name}', en: 'To category {name}' },
  'schedule.editMoment': { nl: 'Moment wijzigen', en: 'Change moment' },
  'schedule.saveMoment': { nl: 'Moment opslaan', en: 'Save moment' },
  'schedule.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'schedule.keep': { nl: 'Terug', en: 'Back' },
  'schedule.cancelConfirm': {
    nl: 'Deze geplande wijziging annuleren?',
    en: 'Cancel this scheduled change?',
  },
  'schedule.cancelled': { nl: 'Geplande wijziging geannuleerd', en: 'Scheduled change cancelled' },
  'schedule.moved': { nl: 'Moment gewijzigd', en: 'Moment changed' },
  'schedule.linkForm.only': {
    nl: 'Alleen beschikbaarheid, nieuw en categorie kunnen gepland worden; wijzig de rest nu of apart.',
    en: 'Only availability, new and category can be scheduled; change the rest now or separately.',
  },
  'schedule.linkForm.nothing': {
    nl: 'Er is niets gewijzigd om te plannen.',
    en: 'Nothing was changed to schedule.',
  },
  'schedule.bulk.hint': {
    nl: 'Geldt voor korting en kortingen weghalen; per geselecteerde regel wordt een wijziging gepland.',
    en: 'Applies to discount and remove discounts; one change is scheduled per selected row.',
  },
  'schedule.bulk.savedText.one': {
    nl: '{count} regel wijzigt op {date} om {time}.',
    en: '{count} row changes on {date} at {time}.',
  },
  'schedule.bulk.savedText.other': {
    nl: '{count} regels wijzigen op {date} om {time}.',
    en: '{count} rows change on {date} at {time}.',
  },
  'schedule.bulk.partial': {
    nl: '{done} van {count} regels gepland; de rest niet: {reason}',
    en: '{done} of {count} rows scheduled; the rest not: {reason}',
  },
});
