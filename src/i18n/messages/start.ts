import { defineMessages } from '../define';

/** The start page: who is signed in, their shop groups and the active shop. */
export const startMessages = defineMessages({
  'start.loading': { nl: 'Laden…', en: 'Loading…' },
  'start.none': { nl: '-', en: '-' },
  'start.account.title': { nl: 'Account', en: 'Account' },
  'start.account.name': { nl: 'Naam', en: 'Name' },
  'start.account.username': { nl: 'Gebruikersnaam', en: 'Username' },
  'start.account.email': { nl: 'E-mail', en: 'E-mail' },
  'start.account.roles': { nl: 'Rollen', en: 'Roles' },
  'start.superuser': { nl: 'superuser', en: 'superuser' },
  'start.activeShop.title': { nl: 'Actieve shop', en: 'Active shop' },
  'start.multiscreen': { nl: 'multiscreen', en: 'multiscreen' },
  'start.groups.title': { nl: 'Shop groepen', en: 'Shop groups' },
  'start.groups.active': { nl: 'actief', en: 'active' },
});
