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
  'menuFile.tooManyNew': {
    nl: 'Dit bestand noemt {count} producten die niet op de kaart en niet in de catalogus staan; één import maakt er hoogstens {limit} aan. Splits het in kleinere bestanden.',
    en: 'This file names {count} products that are neither on the menu nor in the catalogue; one import makes at most {limit} of them. Split it into smaller files.',
  },
  'menuFile.choicesUnreadable': {
    nl: 'De keuzes zijn niet te lezen: geef per regel "regel:new" of "regel:id van een voorstel", gescheiden door komma\'s, elke regel één keer.',
    en: 'The choices cannot be read: give "line:new" or "line:id of a suggestion" per line, separated by commas, each line once.',
  },
  'menuFile.choiceUnknown': {
    nl: 'De keuze voor regel {line} is geen van de voorgestelde producten.',
    en: 'The choice for line {line} is none of the suggested products.',
  },
  'menuFile.choiceNotAsked': {
    nl: 'Regel {line} vraagt geen keuze: er is geen product met een naam die erop lijkt.',
    en: 'Line {line} asks for no choice: no product has a name like it.',
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
  'plain.menuFile.newNoName': {
    nl: 'Geef de naam van het product.',
    en: 'Give the name of the product.',
  },
  'plain.menuFile.newNoCategory': {
    nl: 'Geef de categorie: een nieuw product komt in een categorie van deze kaart.',
    en: 'Give the category: a new product goes into a category of this menu.',
  },
  'plain.menuFile.newUnknownCategory': {
    nl: 'De categorie "{category}" bestaat niet in deze shop; geef een categorie van deze kaart.',
    en: 'The category "{category}" does not exist in this shop; give a category of this menu.',
  },
  'plain.menuFile.newCannabisNotSold': {
    nl: 'De categorie "{category}" is voor cannabis en deze shop verkoopt geen cannabis.',
    en: 'The category "{category}" is for cannabis and this shop sells no cannabis.',
  },
  'plain.menuFile.newHorecaNotSold': {
    nl: 'De categorie "{category}" is voor horeca en deze shop verkoopt geen horeca.',
    en: 'The category "{category}" is for hospitality and this shop sells no hospitality products.',
  },
  'plain.menuFile.newTypeMismatch': {
    nl: '"{type}" past niet bij de categorie "{category}": cannabis hoort in een cannabis categorie, horeca in een horeca categorie.',
    en: '"{type}" does not fit the category "{category}": cannabis goes into a cannabis category, hospitality into a hospitality category.',
  },
  'plain.menuFile.newNoPrices': {
    nl: 'Geef minstens één prijs voor het nieuwe product.',
    en: 'Give at least one price for the new product.',
  },
  'plain.menuFile.newNoCode': {
    nl: 'Geef een kassacode of de 3 cijfers van een prefix: de categorie heeft nog geen producten.',
    en: 'Give a register code or the 3 digits of a prefix: the category has no products yet.',
  },
  'plain.menuFile.moreErrors': {
    nl: 'En nog {count} fouten die niet getoond worden.',
    en: 'And {count} more errors that are not shown.',
  },
});
