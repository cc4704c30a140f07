import { defineMessages } from '../define';

/** Words used all over the interface. */
export const commonMessages = defineMessages({
  'common.save': { nl: 'Opslaan', en: 'Save' },
  'common.cancel': { nl: 'Annuleren', en: 'Cancel' },
  'common.close': { nl: 'Sluiten', en: 'Close' },
  'common.delete': { nl: 'Verwijderen', en: 'Delete' },
  'common.edit': { nl: 'Bewerken', en: 'Edit' },
  'common.back': { nl: 'Terug', en: 'Back' },
  'common.yes': { nl: 'Ja', en: 'Yes' },
  'common.no': { nl: 'Nee', en: 'No' },
  'common.loading': { nl: 'Laden…', en: 'Loading…' },
  'common.noResults': { nl: 'Geen resultaten', en: 'No results' },
  'common.language': { nl: 'Taal', en: 'Language' },
  'common.language.nl': { nl: 'Nederlands', en: 'Dutch' },
  'common.language.en': { nl: 'Engels', en: 'English' },
});
