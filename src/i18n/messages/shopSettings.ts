import { defineMessages } from '../define';

/** The settings page of one shop. */
export const shopSettingsMessages = defineMessages({
  'shopSettings.title': { nl: 'Shop instellingen', en: 'Shop settings' },
  'shopSettings.nav': { nl: 'Shop instellingen', en: 'Shop settings' },
  'shopSettings.loading': { nl: 'Shop laden…', en: 'Loading the shop…' },
  'shopSettings.loadFailed': {
    nl: 'De shop kon niet geladen worden.',
    en: 'The shop could not be loaded.',
  },
  'shopSettings.unknown': {
    nl: 'Deze shop bestaat niet of hoort niet bij jouw shop groepen.',
    en: 'This shop does not exist or is not in your shop groups.',
  },
  'shopSettings.board': { nl: 'Borden en bestellen', en: 'Boards and ordering' },
  'shopSettings.defaultList': { nl: 'Kaart op de schermen', en: 'Menu on the boards' },
  'shopSettings.defaultListFor': {
    nl: 'Kaart op de schermen van {name}',
    en: 'Menu on the boards of {name}',
  },
  'shopSettings.list.cannabis': { nl: 'Cannabiskaart', en: 'Cannabis menu' },
  'shopSettings.list.horeca': { nl: 'Horecakaart', en: 'Drinks menu' },
  'shopSettings.multiscreenText': {
    nl: 'Prijslijst verdelen over de schermen van de shop',
    en: "Spread the price list over the shop's screens",
  },
  'shopSettings.truncatedText': {
    nl: "Hele euro's kort schrijven (12,00 wordt 12,-)",
    en: 'Write whole euros short (12,00 becomes 12,-)',
  },
  'shopSettings.allShops': {
    nl: 'Alle shops en shop groepen op de admin pagina',
    en: 'All shops and shop groups on the admin page',
  },
  'shopSettings.open': { nl: 'Shop instellingen', en: 'Shop settings' },
  'shopSettings.openOf': { nl: 'Instellingen van {name}', en: 'Settings of {name}' },
  'shopSettings.startText': {
    nl: 'Openingstijden, taal van de borden en meer staan op de pagina Shop instellingen.',
    en: 'Opening hours, the language of the boards and more are on the Shop settings page.',
  },
});
