import { defineMessages } from '../define';

/** The frame around every page: header, navigation, language switch. */
export const shellMessages = defineMessages({
  'shell.brand': { nl: 'Pricelist', en: 'Pricelist' },
  'shell.mainMenu': { nl: 'Hoofdmenu', en: 'Main menu' },
  'shell.nav.products': { nl: 'Producten', en: 'Products' },
  'shell.nav.categories': { nl: 'Categorieën', en: 'Categories' },
  'shell.nav.screens': { nl: 'Schermen', en: 'Screens' },
  'shell.nav.orders': { nl: 'Orders', en: 'Orders' },
  'shell.nav.pictures': { nl: "Foto's", en: 'Pictures' },
  'shell.nav.shows': { nl: 'Shows', en: 'Shows' },
  'shell.nav.admin': { nl: 'Admin', en: 'Admin' },
  'shell.nav.kinds': { nl: 'Soorten', en: 'Kinds' },
  'shell.nav.horeca': { nl: 'Horeca', en: 'Horeca' },
  'shell.nav.history': { nl: 'Geschiedenis', en: 'History' },
  'shell.nav.quickEditor': { nl: 'Snelle editor', en: 'Quick editor' },
  'shell.pendingOpen': { nl: 'open', en: 'open' },
  'shell.lightMode': { nl: 'Lichte modus', en: 'Light mode' },
  'shell.darkMode': { nl: 'Donkere modus', en: 'Dark mode' },
  'shell.login': { nl: 'Inloggen', en: 'Log in' },
  'shell.logout': { nl: 'Uitloggen', en: 'Log out' },
  'shell.shop': { nl: 'Shop', en: 'Shop' },
  'shell.languageNotSaved': {
    nl: 'De taal is niet opgeslagen; ze geldt alleen in deze browser.',
    en: 'The language was not saved; it applies in this browser only.',
  },
});
