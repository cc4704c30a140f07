import { defineServerMessages } from '../define';

/** Refusals of a menu file as a whole (`server/http/csv-read.ts`, the import routes). */
export const menuFileMessages = defineServerMessages({
  'menuFile.notText': {
    nl: 'Dit bestand is geen tekst: sla het in je spreadsheetprogramma op als CSV en probeer het opnieuw.',
    en: 'This file is not text: save it as CSV in your spreadsheet program and try again.',
  },
  'menuFile.unreadable': {
    nl: 'Dit bestand kan niet als CSV gelezen worden.',
    en: 'This file cannot be read as CSV.',
  },
  'menuFile.tooManyLines': {
    nl: 'Dit bestand heeft meer dan {limit} regels; een menubestand mag er hoogstens {limit} hebben. Splits het in kleinere bestanden.',
    en: 'This file has more than {limit} lines; a menu file may have at most {limit}. Split it into smaller files.',
  },
});

/**
 * Line errors of a menu file that the reader and the import give as Dutch sentences (see
 * `plain.ts`): `plainText` answers them in the request's language.
 */
export const menuFilePlainMessages = defineServerMessages({
  'plain.menuFile.recordTooLong': {
    nl: 'Deze regel is langer dan {limit} tekens.',
    en: 'This line is longer than {limit} characters.',
  },
  'plain.menuFile.unreadable': {
    nl: 'Deze regel kan niet gelezen worden.',
    en: 'This line cannot be read.',
  },
  'plain.menuFile.cellTooLong': {
    nl: '{column} is langer dan {limit} tekens.',
    en: '{column} is longer than {limit} characters.',
  },
  'plain.menuFile.badValue': {
    nl: 'Bij {label}: {reason}',
    en: 'For {label}: {reason}',
  },
  'plain.menuFile.nameNotOnMenu': {
    nl: '"{name}" staat niet op de kaart in {category}, en kassacode {code} hoort bij meerdere producten: {names}.',
    en: '"{name}" is not on the menu in {category}, and register code {code} belongs to several products: {names}.',
  },
  'plain.menuFile.nameTwiceInCategory': {
    nl: '"{name}" staat meer dan eens in {category}; geef de kassacode van de juiste regel.',
    en: '"{name}" is on the menu more than once in {category}; give the register code of the right line.',
  },
  'plain.menuFile.moreErrors': {
    nl: 'En nog {count} fouten die niet getoond worden.',
    en: 'And {count} more errors that are not shown.',
  },
});
