import { defineMessages } from '../define';

/** The "new" and discount changes in the preview of a menu import. */
export const importChangesMessages = defineMessages({
  'importChanges.new': { nl: 'nieuw: {old} → {new}', en: 'new: {old} → {new}' },
  'importChanges.discount': {
    nl: 'korting {label}: {old} → {new}',
    en: 'discount {label}: {old} → {new}',
  },
  'importChanges.yes': { nl: 'ja', en: 'yes' },
  'importChanges.no': { nl: 'nee', en: 'no' },
  'importChanges.none': { nl: '–', en: '–' },
  'importChanges.happyHour': {
    nl: 'Happy hour {old} → {new}',
    en: 'Happy hour {old} → {new}',
  },
});
