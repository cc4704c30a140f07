import { defineMessages } from '../define';

/** The tables page of the back office: each table's order link and QR code, and the print sheet. */
export const tablesMessages = defineMessages({
  'tables.title': { nl: 'Tafels en QR-codes', en: 'Tables and QR codes' },
  'tables.link': { nl: 'Tafels en QR-codes', en: 'Tables and QR codes' },
  'tables.intro': {
    nl: 'Elke tafel heeft een eigen bestelpagina. Klanten scannen de QR-code op hun tafel en bestellen vanaf hun telefoon; de orders verschijnen op de orderpagina.',
    en: 'Each table has its own order page. Customers scan the QR code on their table and order from their phone; the orders appear on the orders page.',
  },
  'tables.noShop': {
    nl: 'Kies eerst een shop om de tafels te zien.',
    en: 'Choose a shop first to see its tables.',
  },
  'tables.empty': {
    nl: 'Deze shop heeft nog geen tafels. Voeg er hierboven een toe.',
    en: 'This shop has no tables yet. Add one above.',
  },
  'tables.loading': { nl: 'Tafels laden…', en: 'Loading tables…' },
  'tables.loadError': {
    nl: 'De tafels konden niet worden geladen.',
    en: 'The tables could not be loaded.',
  },
  'tables.add.label': { nl: 'Nieuwe tafel', en: 'New table' },
  'tables.add.placeholder': { nl: 'Bijv. Tafel 7 of Terras 2', en: 'E.g. Table 7 or Terrace 2' },
  'tables.add.submit': { nl: 'Tafel toevoegen', en: 'Add table' },
  'tables.orderPage': { nl: 'Bestelpagina', en: 'Order page' },
  'tables.qrOf': { nl: 'QR-code van {table}', en: 'QR code of {table}' },
  'tables.copy': { nl: 'Kopieer link', en: 'Copy link' },
  'tables.copied': { nl: 'Link gekopieerd', en: 'Link copied' },
  'tables.delete': { nl: 'Wis', en: 'Delete' },
  'tables.delete.name': { nl: 'Wis {table}', en: 'Delete {table}' },
  'tables.delete.title': { nl: '{table} wissen?', en: 'Delete {table}?' },
  'tables.delete.message': {
    nl: 'De QR-code van deze tafel werkt daarna niet meer.',
    en: 'The QR code of this table stops working.',
  },
  'tables.delete.yes': { nl: 'Ja, wissen', en: 'Yes, delete' },
  'tables.delete.back': { nl: 'Terug', en: 'Back' },
  'tables.print': { nl: 'Print QR-kaarten', en: 'Print QR cards' },
  'tables.printTitle': { nl: 'QR-kaarten van {shop}', en: 'QR cards of {shop}' },
  'tables.printHint': {
    nl: 'Eén kaart per tafel, A4. Knip ze uit en zet ze op de tafels.',
    en: 'One card per table, A4. Cut them out and put them on the tables.',
  },
  'tables.printNow': { nl: 'Printen', en: 'Print' },
  'tables.back': { nl: 'Terug naar tafels', en: 'Back to tables' },
  'tables.card.scan': {
    nl: 'Scan om te bestellen',
    en: 'Scan to order',
  },
});
