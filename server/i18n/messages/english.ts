import { defineServerMessages } from '../define';

/**
 * Texts that services give as English sentences (the older API's, which programs read), with
 * their Dutch. The English is exactly what they say (values as `{name}`); a Dutch request gets
 * the Dutch, a request naming neither language the English as before.
 */
export const englishMessages = defineServerMessages({
  'english.nameRequired': { en: 'The name is required.', nl: 'Een naam is verplicht.' },
  'english.passwordRequired': {
    en: 'A password is required.',
    nl: 'Een wachtwoord is verplicht.',
  },
  'english.commonPassword': {
    en: 'This password is one of the most common passwords; choose another.',
    nl: 'Dit wachtwoord is een van de meest gebruikte wachtwoorden; kies een ander.',
  },
  'english.ownRights': {
    en: 'You cannot take away your own superuser rights or deactivate yourself.',
    nl: 'Je kunt je eigen superuser-rechten niet afnemen en jezelf niet deactiveren.',
  },
  'english.unknownShopGroup': { en: 'Unknown shop group id.', nl: 'Onbekende shop groep.' },
  'english.unknownRole': { en: 'Unknown role id.', nl: 'Onbekende rol.' },
  'english.formNeedsShop': {
    en: 'This form needs a shop_id.',
    nl: 'Dit formulier heeft een shop_id nodig.',
  },
  'english.priceListColumn': {
    en: 'The price list column must be left or right.',
    nl: 'De kolom van de prijslijst is links (left) of rechts (right).',
  },
  'english.orientation': {
    en: 'The orientation must be landscape, portrait or mobile.',
    nl: 'De oriëntatie is landscape, portrait of mobile.',
  },
  'english.kindType': {
    en: 'The kind type must be indica, sativa, CBD or hybrid.',
    nl: 'Het type van een soort is indica, sativa, CBD of hybrid.',
  },
  'english.colourExample': {
    en: 'The colour must be six hex digits, like 376E1A.',
    nl: 'De kleur bestaat uit zes hexadecimale cijfers, zoals 376E1A.',
  },
  'english.colour': {
    en: 'The colour must be 6 hex digits.',
    nl: 'De kleur bestaat uit 6 hexadecimale cijfers.',
  },
  'english.shopSettings': {
    en: 'Only a superuser or an admin of this shop may change its settings.',
    nl: 'Alleen een superuser of een beheerder van deze shop mag de instellingen wijzigen.',
  },
  'english.globalItems': {
    en: 'Only a superuser may create global items.',
    nl: 'Alleen een superuser mag algemene items maken.',
  },
  'english.notAnAddress': {
    en: 'Not an address or CIDR range.',
    nl: 'Geen adres of CIDR-bereik.',
  },
  'english.moveUp': {
    en: 'Cannot move up further - Minimum order number achieved.',
    nl: 'Kan niet verder omhoog: dit staat al bovenaan.',
  },
  'english.categoryInUse': { en: 'Category is in use.', nl: 'De categorie is in gebruik.' },
  'english.mainCategoryOfShop': {
    en: "The main category is not a main category of the category's shop.",
    nl: 'De hoofdcategorie is geen hoofdcategorie van de shop van deze categorie.',
  },
  'english.screenTwice': {
    en: 'Screen {screen} is placed twice.',
    nl: 'Scherm {screen} staat er twee keer in.',
  },
  'english.screenOfShop': {
    en: "Screen {screen} is not a screen of the category's shop.",
    nl: 'Scherm {screen} is geen scherm van de shop van deze categorie.',
  },
  'english.tableExists': {
    en: 'A table named "{name}" already exists in this shop.',
    nl: 'Er is al een tafel "{name}" in deze shop.',
  },
  'english.screenExists': {
    en: 'A screen named "{name}" already exists in this shop.',
    nl: 'Er is al een scherm "{name}" in deze shop.',
  },
  'english.mainCategoryExists': {
    en: 'A main category named "{name}" already exists in this shop.',
    nl: 'Er is al een hoofdcategorie "{name}" in deze shop.',
  },
  'english.categoryExists': {
    en: 'A category named "{name}" already exists in this shop.',
    nl: 'Er is al een categorie "{name}" in deze shop.',
  },
  'english.noPublishedPicture': {
    en: 'There is no published picture "{name}" you may use.',
    nl: 'Er is geen gepubliceerde afbeelding "{name}" die je mag gebruiken.',
  },
  'english.ordersNoAccess': {
    en: 'You do not have access to the orders of this shop.',
    nl: 'Je hebt geen toegang tot de bestellingen van deze shop.',
  },
  'english.maxOrders': { en: 'Max {count} orders', nl: 'Maximaal {count} bestellingen' },
  'english.ordersOfOneShop': {
    en: "All ID's should belong to one shop",
    nl: "Alle ID's moeten bij één shop horen",
  },
  'english.invalidOrderId': { en: 'ID {id} is not valid', nl: 'ID {id} is ongeldig' },
  'english.unknownShops': { en: 'Unknown shop id: {ids}', nl: 'Onbekende shop: {ids}' },
  'english.categoryUsedOnce': {
    en: 'Category is in use: 1 price list row uses it; remove them first.',
    nl: 'De categorie is in gebruik: 1 prijsregel gebruikt haar; haal die eerst weg.',
  },
  'english.categoryUsed': {
    en: 'Category is in use: {count} price list rows use it; remove them first.',
    nl: 'De categorie is in gebruik: {count} prijsregels gebruiken haar; haal die eerst weg.',
  },
  'english.kindListedOnce': {
    en: 'Kind is on the price list of 1 shop; remove it there first.',
    nl: 'Deze soort staat op de prijslijst van 1 shop; haal hem daar eerst weg.',
  },
  'english.kindListed': {
    en: 'Kind is on the price list of {count} shops; remove it there first.',
    nl: 'Deze soort staat op de prijslijst van {count} shops; haal hem daar eerst weg.',
  },
  'english.productListedOnce': {
    en: 'Product is on the price list of 1 shop; remove it there first.',
    nl: 'Dit product staat op de prijslijst van 1 shop; haal het daar eerst weg.',
  },
  'english.productListed': {
    en: 'Product is on the price list of {count} shops; remove it there first.',
    nl: 'Dit product staat op de prijslijst van {count} shops; haal het daar eerst weg.',
  },
  'english.kindExistsGlobal': {
    en: 'A global kind with this name already exists.',
    nl: 'Er is al een algemene soort met deze naam.',
  },
  'english.kindExists': {
    en: 'A kind with this name already exists in this shop group.',
    nl: 'Er is al een soort met deze naam in deze shop groep.',
  },
  'english.productExistsGlobal': {
    en: 'A global product with this name already exists.',
    nl: 'Er is al een algemeen product met deze naam.',
  },
  'english.productExists': {
    en: 'A product with this name already exists in this shop group.',
    nl: 'Er is al een product met deze naam in deze shop groep.',
  },
});
