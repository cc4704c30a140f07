import { defineServerMessages } from '../define';

/** Messages of services and routes beyond the registry's own. */
export const serviceMessages = defineServerMessages({
  'services.shopNothingToChange': {
    nl: 'Er is niets te wijzigen: stuur een naam, beschrijving, soort winkel of tijdzone als JSON.',
    en: 'There is nothing to change: send a name, description, shop type or time zone as JSON.',
  },
  'services.editedTextNeedsText': {
    nl: 'Een bewerkte tekst heeft een tekst nodig.',
    en: 'An edited text needs its text.',
  },
  'services.formNeedsShop': {
    nl: 'Dit formulier heeft een shop nodig: voeg ?shop_id= toe.',
    en: 'This form needs a shop: add ?shop_id=.',
  },
  'services.productExists': {
    nl: '{name} staat al in de catalogus.',
    en: '{name} is in the catalogue already.',
  },
  'services.productOnMenu': {
    nl: '{name} staat al op de kaart van deze shop.',
    en: "{name} is on this shop's menu already.",
  },
  'services.menuChanged': {
    nl: 'De kaart is gewijzigd sinds de controle van dit bestand. Controleer het bestand opnieuw.',
    en: 'The menu has changed since this file was checked. Check the file again.',
  },
  'services.newPricesNeeded': { nl: 'Geef de nieuwe prijzen.', en: 'Give the new prices.' },
  'services.globalPriceForAll': {
    nl: 'Deze prijs combi is algemeen; alleen een superuser mag hem voor iedereen wijzigen.',
    en: 'This price combination is global; only a superuser may change it for everyone.',
  },
  'services.sharedBeyondReach': {
    nl: 'Deze prijs combi staat ook op de kaart van {shops}, waar je niets mag wijzigen; wijzig hem alleen voor deze rij (for: this).',
    en: 'This price combination is also on the menu of {shops}, where you may not change anything; change it for this row only (for: this).',
  },
  'services.otherGroupShops': {
    nl: '{count} shop(s) van andere groepen',
    en: '{count} shop(s) of other groups',
  },
  'services.shopsAndOtherGroups': {
    nl: '{names} en {count} shop(s) van andere groepen',
    en: '{names} and {count} shop(s) of other groups',
  },
});
