import { defineMessages } from '../define';

/** The screens page: the active shop's screens for multiscreen. */
export const screensMessages = defineMessages({
  'screens.title': { nl: 'Schermen', en: 'Screens' },
  'screens.helpTitle': { nl: 'Help: schermen', en: 'Help: screens' },
  'screens.help': {
    nl: `De schermen van de actieve shop. Een shop met multiscreen toont zijn prijslijst verdeeld over deze schermen; per categorie kies je onder Categorieën op welk scherm en in welke kolom ze staat.

Klik op een naam om die te bewerken: Enter slaat op, Escape annuleert.

Groot scherm (big_screen_enable) toont grotere letters, voor een scherm dat van verder weg gelezen wordt. Afgekapte prijzen (use_truncated_prices) laten nullen achter de komma weg: 12,00 wordt 12 en 12,50 wordt 12,5.

Een scherm wissen haalt ook de plaatsingen van categorieën op dat scherm weg.`,
    en: `The screens of the active shop. A shop with multiscreen shows its price list spread over these screens; per category you choose under Categories on which screen and in which column it stands.

Click a name to edit it: Enter saves, Escape cancels.

Big screen (big_screen_enable) shows larger letters, for a screen that is read from further away. Truncated prices (use_truncated_prices) leave out zeros after the decimal comma: 12,00 becomes 12 and 12,50 becomes 12,5.

Deleting a screen also removes the placements of categories on that screen.`,
  },
  'screens.noShop': {
    nl: 'Er is geen shop gekozen: je account hoort bij geen enkele shop.',
    en: 'No shop is chosen: your account belongs to no shop.',
  },
  'screens.notMultiscreen': {
    nl: '{shop} gebruikt geen multiscreen: de schermen hieronder worden pas gebruikt als multiscreen voor deze shop aan staat.',
    en: '{shop} does not use multiscreen: the screens below are only used once multiscreen is on for this shop.',
  },
  'screens.tableTitle': { nl: 'Schermen van {shop}', en: 'Screens of {shop}' },
  'screens.empty': {
    nl: 'Deze shop heeft nog geen schermen.',
    en: 'This shop has no screens yet.',
  },
  'screens.add': { nl: 'Scherm toevoegen', en: 'Add screen' },
  'screens.addSubmit': { nl: 'Toevoegen', en: 'Add' },
  'screens.shop': { nl: 'Shop: {shop}', en: 'Shop: {shop}' },
  'screens.name': { nl: 'Naam', en: 'Name' },
  'screens.nameOf': { nl: 'Naam van scherm {name}', en: 'Name of screen {name}' },
  'screens.nameRequired': { nl: 'Naam is verplicht.', en: 'Name is required.' },
  'screens.orientation': { nl: 'Oriëntatie', en: 'Orientation' },
  'screens.orientationOf': { nl: 'Oriëntatie van {name}', en: 'Orientation of {name}' },
  'screens.orientation.landscape': { nl: 'Liggend', en: 'Landscape' },
  'screens.orientation.portrait': { nl: 'Staand', en: 'Portrait' },
  'screens.orientation.mobile': { nl: 'Mobiel', en: 'Mobile' },
  'screens.bigScreen': { nl: 'Groot scherm', en: 'Big screen' },
  'screens.bigScreenOption': {
    nl: 'Groot scherm (big_screen_enable)',
    en: 'Big screen (big_screen_enable)',
  },
  'screens.bigScreenFor': { nl: 'Groot scherm voor {name}', en: 'Big screen for {name}' },
  'screens.truncated': { nl: 'Afgekapte prijzen', en: 'Truncated prices' },
  'screens.truncatedOption': {
    nl: 'Afgekapte prijzen (use_truncated_prices)',
    en: 'Truncated prices (use_truncated_prices)',
  },
  'screens.truncatedOn': { nl: 'Afgekapte prijzen op {name}', en: 'Truncated prices on {name}' },
  'screens.actionsFor': { nl: 'Acties voor {name}', en: 'Actions for {name}' },
});
