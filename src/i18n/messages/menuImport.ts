import { defineMessages } from '../define';

/** Importing the menu from a spreadsheet file, with its preview. */
export const menuImportMessages = defineMessages({
  'menuImport.title': { nl: 'Kaart importeren', en: 'Import menu' },
  'menuImport.back': { nl: 'Terug naar producten', en: 'Back to products' },
  'menuImport.noShop': { nl: 'Kies eerst een shop.', en: 'Choose a shop first.' },
  'menuImport.file': {
    nl: 'CSV-bestand van de kaart van {shop}',
    en: 'CSV file of the menu of {shop}',
  },
  'menuImport.nothing': { nl: 'Niets te wijzigen', en: 'Nothing to change' },
  'menuImport.apply.one': { nl: '1 wijziging(en) toepassen', en: 'Apply 1 change' },
  'menuImport.apply.other': { nl: '{count} wijziging(en) toepassen', en: 'Apply {count} changes' },
  'menuImport.done.one': { nl: '1 product(en) gewijzigd.', en: '1 product changed.' },
  'menuImport.done.other': {
    nl: '{count} product(en) gewijzigd.',
    en: '{count} products changed.',
  },
  'menuImport.toProducts': { nl: 'Naar de producten', en: 'To the products' },
  'menuImport.summary': {
    nl: '{rows} regels gelezen: {changes} met wijzigingen, {unchanged} ongewijzigd, {unmatched} niet op de kaart, {errors} met fouten.',
    en: '{rows} lines read: {changes} with changes, {unchanged} unchanged, {unmatched} not on the menu, {errors} with errors.',
  },
  'menuImport.changes': { nl: 'Wijzigingen', en: 'Changes' },
  'menuImport.line': { nl: 'Regel', en: 'Line' },
  'menuImport.category': { nl: 'Categorie', en: 'Category' },
  'menuImport.product': { nl: 'Product', en: 'Product' },
  'menuImport.posCode': { nl: 'Kassacode', en: 'Till code' },
  'menuImport.prices': { nl: 'Prijzen', en: 'Prices' },
  'menuImport.available': { nl: 'Beschikbaar', en: 'Available' },
  'menuImport.becomesAvailable': { nl: 'wordt beschikbaar', en: 'becomes available' },
  'menuImport.becomesUnavailable': { nl: 'wordt onbeschikbaar', en: 'becomes unavailable' },
  'menuImport.unmatched': { nl: 'Niet op de kaart', en: 'Not on the menu' },
  'menuImport.whatHappens': { nl: 'Wat er gebeurt', en: 'What happens' },
  'menuImport.errors': {
    nl: 'Fouten (deze regels worden overgeslagen)',
    en: 'Errors (these lines are skipped)',
  },
  'menuImport.error': { nl: 'Fout', en: 'Error' },
  'menuImport.moreErrors': {
    nl: 'En nog {count} regels met fouten; verbeter deze eerst en controleer het bestand opnieuw.',
    en: 'And {count} more lines with errors; correct these first and check the file again.',
  },
  'menuImport.encoding': {
    nl: 'Gelezen als {encoding}.',
    en: 'Read as {encoding}.',
  },
  'menuImport.encoding.utf-8': { nl: 'UTF-8', en: 'UTF-8' },
  'menuImport.encoding.utf-8-bom': { nl: 'UTF-8 (met BOM)', en: 'UTF-8 (with BOM)' },
  'menuImport.encoding.utf-16le': { nl: 'UTF-16', en: 'UTF-16' },
  'menuImport.encoding.utf-16be': { nl: 'UTF-16', en: 'UTF-16' },
  'menuImport.encoding.windows-1252': {
    nl: 'Windows-1252 (West-Europees)',
    en: 'Windows-1252 (Western European)',
  },
});
