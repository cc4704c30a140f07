import { defineMessages } from '../define';

/** The list of price combinations and register codes (`/prices`). */
export const pricesMessages = defineMessages({
  'prices.title': {
    nl: "Prijs Combi's en kassa codes",
    en: 'Price combinations and register codes',
  },
  'prices.newPrice': { nl: 'Prijs', en: 'Price' },
  'prices.noGroup': {
    nl: "Je actieve shop hoort bij geen shop groep: er zijn geen prijs combi's te tonen.",
    en: 'Your active shop belongs to no shop group: there are no price combinations to show.',
  },
  'prices.tableTitle': { nl: 'Shop groep {name}', en: 'Shop group {name}' },
  'prices.empty': {
    nl: "Er zijn nog geen prijs combi's voor deze shop groep.",
    en: 'There are no price combinations for this shop group yet.',
  },
  'prices.header.code': { nl: 'Code', en: 'Code' },
  'prices.header.shopGroup': { nl: 'Shop groep', en: 'Shop group' },
  'prices.header.model': { nl: 'Model', en: 'Model' },
  'prices.header.cannabis': { nl: 'Cannabis', en: 'Cannabis' },
  'prices.header.pre_rolled_joints': { nl: 'Joints', en: 'Joints' },
  'prices.header.edible': { nl: 'Edibles', en: 'Edibles' },
  'prices.header.active': { nl: 'Actief', en: 'Active' },
  'prices.active.Ja': { nl: 'Ja', en: 'Yes' },
  'prices.active.Nee': { nl: 'Nee', en: 'No' },
  'prices.global': { nl: 'Globaal', en: 'Global' },
  'prices.editOf': { nl: 'Bewerk {code}', en: 'Edit {code}' },
  'prices.edit': { nl: 'Bewerken', en: 'Edit' },
  'prices.deleteOf': { nl: 'Wis {code}', en: 'Delete {code}' },
  'prices.delete': { nl: 'Wissen', en: 'Delete' },
});
