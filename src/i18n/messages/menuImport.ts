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
  'menuImport.created.one': {
    nl: '1 nieuw(e) product(en) gemaakt.',
    en: '1 new product made.',
  },
  'menuImport.created.other': {
    nl: '{count} nieuw(e) product(en) gemaakt.',
    en: '{count} new products made.',
  },
  'menuImport.newItems': {
    nl: 'Nieuwe producten (worden gemaakt)',
    en: 'New products (will be made)',
  },
  'menuImport.newKind': { nl: 'nieuw product (soort)', en: 'new product (kind)' },
  'menuImport.newProduct': { nl: 'nieuw product (horeca)', en: 'new product (hospitality)' },
  'menuImport.fromCatalogue': {
    nl: 'uit de catalogus, nieuw op de kaart',
    en: 'from the catalogue, new on the menu',
  },
  'menuImport.markedNew': { nl: 'gemarkeerd als nieuw', en: 'marked as new' },
  'menuImport.choices': {
    nl: 'Bedoel je …? (kies per regel; zonder keuze gebeurt er niets)',
    en: 'Did you mean …? (choose per line; without a choice nothing happens)',
  },
  'menuImport.choice': { nl: 'Keuze', en: 'Choice' },
  'menuImport.choiceFor': { nl: 'Keuze voor {name}', en: 'Choice for {name}' },
  'menuImport.didYouMean': { nl: 'Bedoel je {names}?', en: 'Did you mean {names}?' },
  'menuImport.leaveAlone': { nl: 'Niets doen met deze regel', en: 'Do nothing with this line' },
  'menuImport.suggestionOnMenu': {
    nl: '{name} wijzigen (op de kaart in {category})',
    en: 'Change {name} (on the menu in {category})',
  },
  'menuImport.suggestionInCatalogue': {
    nl: '{name} op de kaart zetten (uit de catalogus)',
    en: 'Put {name} on the menu (from the catalogue)',
  },
  'menuImport.asNewProduct': {
    nl: '"{name}" als nieuw product maken',
    en: 'Make "{name}" as a new product',
  },
  'menuImport.toProducts': { nl: 'Naar de producten', en: 'To the products' },
  'menuImport.summary': {
    nl: '{rows} regels gelezen: {changes} met wijzigingen, {unchanged} ongewijzigd, {created} nieuw, {choices} met een keuze, {unmatched} niet op de kaart, {errors} met fouten.',
    en: '{rows} lines read: {changes} with changes, {unchanged} unchanged, {created} new, {choices} with a choice, {unmatched} not on the menu, {errors} with errors.',
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
