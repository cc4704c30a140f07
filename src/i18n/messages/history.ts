import { defineMessages } from '../define';

/** The history page: every change the user may see, with filters and undo. */
export const historyMessages = defineMessages({
  'history.title': { nl: 'Geschiedenis', en: 'History' },
  'history.shop': { nl: 'Shop', en: 'Shop' },
  'history.allShops': { nl: 'Alle shops', en: 'All shops' },
  'history.product': { nl: 'Product', en: 'Product' },
  'history.allProducts': { nl: 'Alle producten', en: 'All products' },
  'history.kinds': { nl: 'Soorten', en: 'Kinds' },
  'history.horeca': { nl: 'Horeca', en: 'Horeca' },
  'history.table': { nl: 'Soort wijziging', en: 'Kind of change' },
  'history.allTables': { nl: 'Alles', en: 'Everything' },
  'history.user': { nl: 'Gebruiker', en: 'User' },
  'history.everyone': { nl: 'Iedereen', en: 'Everyone' },
  'history.from': { nl: 'Vanaf', en: 'From' },
  'history.to': { nl: 'Tot en met', en: 'Up to and including' },
  'history.loading': { nl: 'Laden…', en: 'Loading…' },
  'history.newer': { nl: 'Nieuwer', en: 'Newer' },
  'history.older': { nl: 'Ouder', en: 'Older' },
  'history.page': { nl: '{page} / {pages}', en: '{page} / {pages}' },
});
