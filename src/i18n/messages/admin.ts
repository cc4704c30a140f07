import { defineMessages } from '../define';

/** The admin page: shops (superusers and group admins), shop groups and users (superusers). */
export const adminMessages = defineMessages({
  'admin.title': { nl: 'Admin', en: 'Admin' },
  'admin.helpTitle': { nl: 'Help: admin', en: 'Help: admin' },
  'admin.help': {
    nl: `Prijslijstopties: per shop verdeelt multiscreen de prijslijst over de schermen van de shop (de link Schermen verschijnt dan in de kop voor die shop), en afgekapte prijzen schrijven hele euro's kort op de schermen (12,00 wordt 12,-; 12,50 blijft). Een vinkje wordt meteen opgeslagen.

Shop groepen: de groepen waar gebruikers bij horen en de shops daarin. Shop groep toevoegen vraagt een naam en de shops, getypt als ids (gescheiden door komma's) of aangevinkt.

Gebruikers: de rollen (beheerder in rood, medewerker in blauw) en shop groepen van elke gebruiker. Toewijzingen bewerken vervangt beide; met een wachtwoordherstellink kiest een gebruiker één keer een nieuw wachtwoord.`,
    en: `Pricelist options: per shop, multiscreen spreads the price list over the shop's screens (the Screens link then appears in the header for that shop), and truncated prices write whole euros short on its boards (12,00 becomes 12,-; 12,50 stays). A tick is saved at once.

Shop groups: the groups users belong to and the shops in them. Add shop group takes a name and the shops, typed as ids (comma separated) or ticked.

Users: the roles (admin in red, employee in blue) and shop groups of each user. Edit assignments replaces both; a password reset link lets a user choose a new password once.`,
  },
  'admin.helpGroupAdmin': {
    nl: `Hier beheer je de shops van jouw shop groepen: een shop toevoegen (coffeeshop, horeca of beide, met tijdzone), de naam of het soort wijzigen, deactiveren en weer heractiveren, en per shop multiscreen, afgekapte prijzen, het thema en de bestel-adressen. Een vinkje wordt meteen opgeslagen. Shop groepen en gebruikers beheert een superuser.`,
    en: `Here you manage the shops of your shop groups: add a shop (coffeeshop, hospitality or both, with its time zone), change its name or type, deactivate and reactivate it, and per shop multiscreen, truncated prices, the theme and the order addresses. A tick is saved at once. Shop groups and users are managed by a superuser.`,
  },
  'admin.none': { nl: '-', en: '-' },
  'admin.genericError': { nl: 'Er is een fout opgetreden', en: 'An error occurred' },
  'admin.add': { nl: 'Toevoegen', en: 'Add' },
  'admin.save': { nl: 'Opslaan', en: 'Save' },
  'admin.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'admin.close': { nl: 'Sluiten', en: 'Close' },
  'admin.delete': { nl: 'Verwijderen', en: 'Delete' },
  'admin.edit': { nl: 'Bewerken', en: 'Edit' },
  'admin.actionsFor': { nl: 'Acties voor {name}', en: 'Actions for {name}' },

  'admin.shops.title': { nl: 'Prijslijstopties', en: 'Pricelist options' },
  'admin.shops.empty': { nl: 'Er zijn geen shops.', en: 'There are no shops.' },
  'admin.shops.shop': { nl: 'Shop', en: 'Shop' },
  'admin.shops.groups': { nl: 'Shop groepen', en: 'Shop groups' },
  'admin.shops.id': { nl: 'Shop id', en: 'Shop id' },
  'admin.shops.multiscreen': { nl: 'Multiscreen', en: 'Multiscreen' },
  'admin.shops.multiscreenFor': { nl: 'Multiscreen voor {name}', en: 'Multiscreen for {name}' },
  'admin.shops.truncated': { nl: 'Afgekapte prijzen', en: 'Truncated prices' },
  'admin.shops.truncatedFor': {
    nl: 'Afgekapte prijzen voor {name}',
    en: 'Truncated prices for {name}',
  },
  'admin.shops.theme': { nl: 'Schermthema', en: 'Board theme' },
  'admin.shops.themeFor': { nl: 'Schermthema voor {name}', en: 'Board theme for {name}' },
  'admin.shops.addresses': { nl: 'Bestel-adressen', en: 'Order addresses' },
  'admin.shops.editAddresses': {
    nl: 'Bestel-adressen van {name} bewerken',
    en: 'Edit order addresses of {name}',
  },

  'admin.shops.add': { nl: 'Shop toevoegen', en: 'Add shop' },
  'admin.shops.edit': { nl: 'Shop bewerken', en: 'Edit shop' },
  'admin.shops.editTitle': { nl: '{name} bewerken', en: 'Edit {name}' },
  'admin.shops.name': { nl: 'Naam', en: 'Name' },
  'admin.shops.type': { nl: 'Soort shop', en: 'Kind of shop' },
  'admin.shops.typeHint': {
    nl: 'Bepaalt welke kaart de schermen van de shop tonen.',
    en: "Decides which menu the shop's boards show.",
  },
  'admin.shops.type.cannabis': { nl: 'Coffeeshop', en: 'Coffeeshop' },
  'admin.shops.type.horeca': { nl: 'Horeca (café)', en: 'Hospitality (café)' },
  'admin.shops.type.both': { nl: 'Coffeeshop en horeca', en: 'Coffeeshop and hospitality' },
  'admin.shops.group': { nl: 'Shop groep', en: 'Shop group' },
  'admin.shops.noGroup': { nl: 'Geen shop groep', en: 'No shop group' },
  'admin.shops.timeZone': { nl: 'Tijdzone', en: 'Time zone' },
  'admin.shops.timeZoneHint': {
    nl: 'Bijvoorbeeld Europe/Amsterdam.',
    en: 'For example Europe/Amsterdam.',
  },
  'admin.shops.inactive': { nl: 'niet in gebruik', en: 'not in use' },
  'admin.shops.deactivate': { nl: 'Deactiveren', en: 'Deactivate' },
  'admin.shops.reactivate': { nl: 'Heractiveren', en: 'Reactivate' },
  'admin.role.admin': { nl: 'Beheerder', en: 'Admin' },
  'admin.role.employee': { nl: 'Medewerker', en: 'Employee' },

  'admin.addresses.title': { nl: 'Bestel-adressen van {name}', en: 'Order addresses of {name}' },
  'admin.addresses.label': { nl: 'Adressen en reeksen', en: 'Addresses and ranges' },
  'admin.addresses.hint': {
    nl: 'Eén per regel, bijv. 192.0.2.10 of 192.0.2.0/24. Leeg: bestellingen van overal.',
    en: 'One a line, e.g. 192.0.2.10 or 192.0.2.0/24. Empty: orders from anywhere.',
  },
  'admin.addresses.yours': { nl: 'Jouw adres is', en: 'Your address is' },
  'admin.addresses.addMine': { nl: 'Mijn adres toevoegen', en: 'Add my address' },

  'admin.groups.title': { nl: 'Shop groepen', en: 'Shop groups' },
  'admin.groups.empty': {
    nl: 'Er zijn nog geen shop groepen.',
    en: 'There are no shop groups yet.',
  },
  'admin.groups.add': { nl: 'Shop groep toevoegen', en: 'Add shop group' },
  'admin.groups.name': { nl: 'Naam', en: 'Name' },
  'admin.groups.nameOf': { nl: 'Naam van shop groep {name}', en: 'Name of shop group {name}' },
  'admin.groups.nameRequired': { nl: 'Naam is verplicht.', en: 'Name is required.' },
  'admin.groups.shops': { nl: 'Shops', en: 'Shops' },
  'admin.groups.shopIds': { nl: 'Shop ids', en: 'Shop ids' },
  'admin.groups.shopIdsHint': {
    nl: "Gescheiden door komma's, of vink hieronder de shops aan.",
    en: 'Comma separated, or tick the shops below.',
  },
  'admin.groups.unknownIds': { nl: 'Onbekend shop id: {ids}', en: 'Unknown shop id: {ids}' },
  'admin.groups.confirmDelete': {
    nl: 'Weet je zeker dat je deze wilt wissen?',
    en: 'Are you sure you want to delete this?',
  },

  'admin.users.title': { nl: 'Gebruikers', en: 'Users' },
  'admin.users.empty': { nl: 'Er zijn geen gebruikers.', en: 'There are no users.' },
  'admin.users.add': { nl: 'Gebruiker toevoegen', en: 'Add user' },
  'admin.users.username': { nl: 'Gebruikersnaam', en: 'Username' },
  'admin.users.name': { nl: 'Naam', en: 'Name' },
  'admin.users.email': { nl: 'E-mail', en: 'E-mail' },
  'admin.users.firstName': { nl: 'Voornaam', en: 'First name' },
  'admin.users.lastName': { nl: 'Achternaam', en: 'Last name' },
  'admin.users.password': { nl: 'Wachtwoord', en: 'Password' },
  'admin.users.roles': { nl: 'Rollen', en: 'Roles' },
  'admin.users.groups': { nl: 'Shop groepen', en: 'Shop groups' },
  'admin.users.superuser': { nl: 'superuser', en: 'superuser' },
  'admin.users.superuserOption': { nl: 'Superuser', en: 'Superuser' },
  'admin.users.inactive': { nl: 'inactief', en: 'inactive' },
  'admin.users.editAssignments': { nl: 'Toewijzingen bewerken', en: 'Edit assignments' },
  'admin.users.resetLink': { nl: 'Wachtwoordherstellink', en: 'Password reset link' },
  'admin.users.noRoles': { nl: 'Er zijn geen rollen.', en: 'There are no roles.' },
  'admin.users.noGroups': { nl: 'Er zijn geen shop groepen.', en: 'There are no shop groups.' },
  'admin.users.assignmentsOf': { nl: 'Toewijzingen van {name}', en: 'Assignments of {name}' },
  'admin.users.usernameRequired': {
    nl: 'Gebruikersnaam is verplicht.',
    en: 'Username is required.',
  },
  'admin.users.usernameSpaces': {
    nl: 'Een gebruikersnaam heeft geen spaties.',
    en: 'A username has no spaces.',
  },
  'admin.users.emailInvalid': {
    nl: 'Vul een geldig e-mailadres in.',
    en: 'Enter a valid e-mail address.',
  },
  'admin.users.passwordShort': { nl: 'Minstens {min} tekens.', en: 'At least {min} characters.' },

  'admin.reset.title': {
    nl: 'Wachtwoordherstellink voor {name}',
    en: 'Password reset link for {name}',
  },
  'admin.reset.text': {
    nl: 'Stuur deze link naar {email}. Hij werkt één keer en tot',
    en: 'Send this link to {email}. It works once and until',
  },
  'admin.reset.copy': { nl: 'Kopiëren', en: 'Copy' },
  'admin.reset.copied': { nl: 'Gekopieerd naar het klembord.', en: 'Copied to the clipboard.' },
  'admin.reset.copyFailed': {
    nl: 'Kopiëren lukte niet: selecteer de link en kopieer hem zelf.',
    en: 'Could not copy: select the link and copy it yourself.',
  },
});
