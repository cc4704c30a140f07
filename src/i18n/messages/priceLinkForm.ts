import { defineMessages } from '../define';

/** The form that puts a kind or horeca product on the shop's list at a price (a price link). */
export const priceLinkFormMessages = defineMessages({
  'priceLinkForm.incomplete': {
    nl: 'Het form is niet compleet ingevuld. Prijs, categorie en product-soort moeten ingevuld zijn.',
    en: 'The form is not complete. Price, category and product kind must be filled in.',
  },
  'priceLinkForm.existsOnCreate': {
    nl: 'Deze prijsvariatie bestaat al.',
    en: 'This price variation already exists.',
  },
  'priceLinkForm.existsOnEdit': {
    nl: 'U heeft dit product al toegevoegd aan deze shop!',
    en: 'You have already added this product to this shop!',
  },
  'priceLinkForm.invalid': { nl: 'Een form veld klopt niet.', en: 'A form field is not right.' },
  'priceLinkForm.created': {
    nl: 'Het product staat op de kaart.',
    en: 'The product is on the menu.',
  },
  'priceLinkForm.saved': {
    nl: 'De wijzigingen zijn opgeslagen.',
    en: 'The changes have been saved.',
  },
  'priceLinkForm.noPrices': {
    nl: "Deze shop groep heeft nog geen prijs combi's.",
    en: 'This shop group has no price combinations yet.',
  },
  'priceLinkForm.titleNew': { nl: '{type} product toevoegen', en: 'Add {type} product' },
  'priceLinkForm.titleEdit': { nl: '{type} product bewerken', en: 'Edit {type} product' },
  'priceLinkForm.mode.cannabis': { nl: 'cannabis', en: 'cannabis' },
  'priceLinkForm.mode.horeca': { nl: 'horeca', en: 'horeca' },
  'priceLinkForm.typeTabs': { nl: 'Producttype', en: 'Product type' },
  'priceLinkForm.backToList': { nl: 'Terug naar de lijst', en: 'Back to the list' },
  'priceLinkForm.loadError': {
    nl: 'Dit product kon niet geladen worden ({error}).',
    en: 'This product could not be loaded ({error}).',
  },
  'priceLinkForm.otherMode': { nl: 'Dit is een {type} product:', en: 'This is a {type} product:' },
  'priceLinkForm.openThere': { nl: 'open het daar', en: 'open it there' },
  'priceLinkForm.chooseShop': { nl: 'Kies eerst een shop.', en: 'Choose a shop first.' },
  'priceLinkForm.unset': { nl: '— kies —', en: '— choose —' },
  'priceLinkForm.kind': { nl: 'Soort', en: 'Kind' },
  'priceLinkForm.horecaProduct': { nl: 'Horecaproduct', en: 'Horeca product' },
  'priceLinkForm.toList': { nl: 'Nu naar de lijst', en: 'To the list now' },
  'priceLinkForm.existingPrice': {
    nl: 'Prijs van bestaand product',
    en: 'Price of an existing product',
  },
  'priceLinkForm.priceCombi': { nl: 'Prijs combi', en: 'Price combination' },
  'priceLinkForm.takeOver': {
    nl: 'Prijs van een product op de lijst overnemen',
    en: 'Take the price of a product on the list',
  },
  'priceLinkForm.manageCombis': { nl: "Prijs combi's beheren", en: 'Manage price combinations' },
  'priceLinkForm.combiCode': { nl: 'Prijs combi {code}', en: 'Price combination {code}' },
  'priceLinkForm.category': { nl: 'Categorie', en: 'Category' },
  'priceLinkForm.active': { nl: 'Actief (op voorraad)', en: 'Active (in stock)' },
  'priceLinkForm.new': { nl: 'Nieuw (met het NEW label)', en: 'New (with the NEW label)' },
  'priceLinkForm.missing': {
    nl: 'Vul prijs, categorie en {item} in.',
    en: 'Fill in price, category and {item}.',
  },
  'priceLinkForm.item.kind': { nl: 'soort', en: 'kind' },
  'priceLinkForm.item.horecaProduct': { nl: 'horecaproduct', en: 'horeca product' },
  'priceLinkForm.saving': { nl: 'Opslaan…', en: 'Saving…' },
  'priceLinkForm.save': { nl: 'Opslaan', en: 'Save' },
  'priceLinkForm.add': { nl: 'Toevoegen', en: 'Add' },
});
