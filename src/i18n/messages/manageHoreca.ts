import { defineMessages } from '../define';

/** The horeca products of the user's groups and the global ones, and the add dialog. */
export const manageHorecaMessages = defineMessages({
  'manageHoreca.existing.offer': {
    nl: '{name} staat al in de catalogus: op de kaart zetten?',
    en: '{name} is in the catalogue already: put it on the menu?',
  },
  'manageHoreca.existing.onMenu': {
    nl: '{name} staat al op de kaart van deze shop.',
    en: "{name} is on this shop's menu already.",
  },
  'manageHoreca.existing.putOnMenu': { nl: 'Op de kaart zetten', en: 'Put on the menu' },
  'manageHoreca.title': { nl: 'Horeca producten', en: 'Horeca products' },
  'manageHoreca.help.title': { nl: 'Help: horeca producten', en: 'Help: horeca products' },
  'manageHoreca.help.text': {
    nl: `Alle horeca producten van je shop group en de globale producten (GLOBAAL), 10 per pagina.

Zoek op naam en filter op product type of groep; de filters, sortering, paginagrootte en verborgen kolommen worden in deze browser bewaard (tandwiel: kolommen tonen of verbergen, automatisch verversen).

Klik op een naam of beschrijving om die te bewerken: Enter slaat op (Shift+Enter voor een nieuwe regel in beschrijvingen), Escape annuleert.

Globale producten kan alleen een superuser wijzigen. Een product dat nog op een prijslijst staat, kan niet gewist worden.

Met 'Horeca product toevoegen' maak je een nieuw product en zet je het meteen op de kaart van de actieve shop: kies een horeca categorie en geef de prijs (één prijs is genoeg, een drankje van 3,00). De prijs combi krijgt de eerstvolgende vrije kassa code met de prefix.`,
    en: `All horeca products of your shop group and the global products (GLOBAL), 10 per page.

Search by name and filter by product type or group; the filters, sorting, page size and hidden columns are kept in this browser (gear: show or hide columns, refresh automatically).

Click a name or description to edit it: Enter saves (Shift+Enter for a new line in descriptions), Escape cancels.

Only a superuser can change global products. A product that is still on a price list cannot be deleted.

'Add horeca product' creates a new product and puts it on the menu of the active shop at once: choose a horeca category and give the price (one price is enough, a drink at 3.00). The price combination gets the next free register code with the prefix.`,
  },
  'manageHoreca.filterType': { nl: 'Filter op product type', en: 'Filter by product type' },
  'manageHoreca.filterGroup': { nl: 'Filter op groep', en: 'Filter by group' },
  'manageHoreca.add': { nl: 'Horeca product toevoegen', en: 'Add horeca product' },
  'manageHoreca.empty': {
    nl: 'Er zijn geen horeca producten die aan de filters voldoen.',
    en: 'No horeca products match the filters.',
  },
  'manageHoreca.allTypes': { nl: 'Alle types', en: 'All types' },
  'manageHoreca.noType': { nl: 'Zonder type', en: 'Without type' },
  'manageHoreca.allGroups': { nl: 'Alle groepen', en: 'All groups' },
  'manageHoreca.global': { nl: 'Globaal', en: 'Global' },
  'manageHoreca.nameRequired': { nl: 'Naam is verplicht.', en: 'A name is required.' },
  'manageHoreca.shopGroupRequired': { nl: 'Kies een shop group.', en: 'Choose a shop group.' },
  'manageHoreca.categoryRequired': { nl: 'Kies een categorie.', en: 'Choose a category.' },
  'manageHoreca.priceRequired': {
    nl: 'Vul bij elke hoeveelheid een prijs in.',
    en: 'Fill in a price for every quantity.',
  },
  'manageHoreca.globalReadOnly': {
    nl: 'Globaal product: alleen een superuser mag dit wijzigen.',
    en: 'Global product: only a superuser may change this.',
  },
  'manageHoreca.addSubmit': { nl: 'Toevoegen', en: 'Add' },
  'manageHoreca.chooseShop': {
    nl: 'Kies eerst een shop: het product komt op zijn kaart.',
    en: 'Choose a shop first: the product goes on its menu.',
  },
  'manageHoreca.field.name': { nl: 'Naam', en: 'Name' },
  'manageHoreca.field.shopGroup': { nl: 'Shopgroep', en: 'Shop group' },
  'manageHoreca.field.productType': { nl: 'Producttype', en: 'Product type' },
  'manageHoreca.field.category': { nl: 'Categorie', en: 'Category' },
  'manageHoreca.field.categoryOf': { nl: 'Categorie ({shop})', en: 'Category ({shop})' },
  'manageHoreca.field.prefix': { nl: 'Kassa code prefix', en: 'Register code prefix' },
  'manageHoreca.field.prefixHint': {
    nl: 'De kassa code wordt de eerstvolgende vrije code met deze prefix.',
    en: 'The register code becomes the next free code with this prefix.',
  },
  'manageHoreca.field.shortNl': { nl: 'Korte beschrijving (NL)', en: 'Short description (NL)' },
  'manageHoreca.field.shortEn': { nl: 'Korte beschrijving (EN)', en: 'Short description (EN)' },
  'manageHoreca.field.descriptionNl': { nl: 'Beschrijving (NL)', en: 'Description (NL)' },
  'manageHoreca.field.descriptionEn': { nl: 'Beschrijving (EN)', en: 'Description (EN)' },
  'manageHoreca.prices.legend': { nl: 'Prijzen *', en: 'Prices *' },
  'manageHoreca.prices.pieces': { nl: 'Stuks', en: 'Pieces' },
  'manageHoreca.prices.price': { nl: 'Prijs (€)', en: 'Price (€)' },
  'manageHoreca.prices.label': { nl: 'Label', en: 'Label' },
  'manageHoreca.prices.labelEn': { nl: 'Label (Engels)', en: 'Label (English)' },
  'manageHoreca.prices.labelN': { nl: 'Label {n}', en: 'Label {n}' },
  'manageHoreca.prices.labelEnN': { nl: 'Engels label {n}', en: 'English label {n}' },
  'manageHoreca.prices.remove': { nl: 'Verwijderen', en: 'Remove' },
  'manageHoreca.prices.piecesN': { nl: 'Stuks {n}', en: 'Pieces {n}' },
  'manageHoreca.prices.priceN': { nl: 'Prijs {n}', en: 'Price {n}' },
  'manageHoreca.prices.removeN': { nl: 'Verwijder prijs {n}', en: 'Remove price {n}' },
  'manageHoreca.prices.add': { nl: 'Prijs toevoegen', en: 'Add price' },
  'manageHoreca.column.name': { nl: 'Naam', en: 'Name' },
  'manageHoreca.column.type': { nl: 'Type', en: 'Type' },
  'manageHoreca.column.short_description_nl': {
    nl: 'Korte beschrijving NL',
    en: 'Short description NL',
  },
  'manageHoreca.column.short_description_en': {
    nl: 'Korte beschrijving EN',
    en: 'Short description EN',
  },
  'manageHoreca.column.description_nl': { nl: 'Beschrijving NL', en: 'Description NL' },
  'manageHoreca.column.description_en': { nl: 'Beschrijving EN', en: 'Description EN' },
  'manageHoreca.column.group': { nl: 'Groep', en: 'Group' },
  'manageHoreca.column.pictures': { nl: "Foto's", en: 'Pictures' },
  'manageHoreca.column.modified': { nl: 'Aangepast', en: 'Modified' },
  'manageHoreca.nameOf': { nl: 'Naam van {name}', en: 'Name of {name}' },
  'manageHoreca.typeOf': { nl: 'Product type van {name}', en: 'Product type of {name}' },
  'manageHoreca.fieldOf': { nl: '{field} van {name}', en: '{field} of {name}' },
  'manageHoreca.globalBadge': { nl: 'GLOBAAL', en: 'GLOBAL' },
  'manageHoreca.actionsFor': { nl: 'Acties voor {name}', en: 'Actions for {name}' },
  'manageHoreca.viewAndPictures': { nl: "Bekijken en foto's", en: 'View and pictures' },
});
