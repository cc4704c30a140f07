import { defineMessages } from '../define';

/** The form of one price combination (`/prices/new`, `/prices/edit/{id}`). */
export const priceFormMessages = defineMessages({
  'priceForm.titleNew': { nl: 'Prijs Toevoegen', en: 'Add price' },
  'priceForm.titleEdit': { nl: 'Prijs Bewerken', en: 'Edit price' },
  'priceForm.loadError': {
    nl: 'De prijs combi kon niet geladen worden: {error}',
    en: 'The price combination could not be loaded: {error}',
  },
  'priceForm.backToList': {
    nl: "Terug naar de prijs combi's",
    en: 'Back to the price combinations',
  },
  'priceForm.shopGroup': { nl: 'Shop groep', en: 'Shop group' },
  'priceForm.prefix': { nl: 'Kassa code prefix', en: 'Register code prefix' },
  'priceForm.prefixHint': { nl: '3 cijfers', en: '3 digits' },
  'priceForm.code': { nl: 'Kassa code', en: 'Register code' },
  'priceForm.registerPreview': { nl: 'Code op de kassa', en: 'Code on the register' },
  'priceForm.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'priceForm.saving': { nl: 'Opslaan…', en: 'Saving…' },
  'priceForm.save': { nl: 'Opslaan', en: 'Save' },
  'priceForm.add': { nl: 'Toevoegen', en: 'Add' },
  'priceForm.list.cannabis': { nl: 'Cannabis', en: 'Cannabis' },
  'priceForm.list.pre_rolled_joints': { nl: 'Voorgedraaide joints', en: 'Pre-rolled joints' },
  'priceForm.list.edible': { nl: 'Edibles', en: 'Edibles' },
  'priceForm.quantity': { nl: 'Hoeveelheid', en: 'Quantity' },
  'priceForm.price': { nl: 'Prijs (€)', en: 'Price (€)' },
  'priceForm.label': { nl: 'Label', en: 'Label' },
  'priceForm.remove': { nl: 'Verwijderen', en: 'Remove' },
  'priceForm.position': { nl: '{title} {n}', en: '{title} {n}' },
  'priceForm.quantityOf': { nl: 'Hoeveelheid {position}', en: 'Quantity {position}' },
  'priceForm.priceOf': { nl: 'Prijs {position}', en: 'Price {position}' },
  'priceForm.labelOf': { nl: 'Label {position}', en: 'Label {position}' },
  'priceForm.removeOf': { nl: 'Verwijder {position}', en: 'Remove {position}' },
  'priceForm.addPriceTo': { nl: '{title}: prijs toevoegen', en: '{title}: add price' },
  'priceForm.noPrices': { nl: 'Nog geen prijzen.', en: 'No prices yet.' },
  'priceForm.addPrice': { nl: 'Prijs toevoegen', en: 'Add price' },
  'priceForm.validationErrors': {
    nl: 'Validatie fouten. Graag corrigeren.',
    en: 'Validation errors. Please correct them.',
  },
  'priceForm.shopGroupRequired': { nl: 'Kies een shop groep.', en: 'Choose a shop group.' },
  'priceForm.prefixRule': {
    nl: 'De prefix bestaat uit precies 3 cijfers.',
    en: 'The prefix consists of exactly 3 digits.',
  },
  'priceForm.otherPrefix': { nl: 'Kies een andere prefix.', en: 'Choose another prefix.' },
});
