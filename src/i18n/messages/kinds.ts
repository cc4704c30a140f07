import { defineMessages } from '../define';

/** The kinds list (`/manage/soorten`). */
export const kindsMessages = defineMessages({
  'kinds.title': { nl: 'Soorten', en: 'Kinds' },
  'kinds.add': { nl: 'Wiet', en: 'Weed' },
  'kinds.tableTitle': { nl: 'Cannabis soorten', en: 'Cannabis kinds' },
  'kinds.empty': { nl: 'Er zijn geen soorten gevonden.', en: 'No kinds were found.' },
  'kinds.none': { nl: '-', en: '-' },
  'kinds.column.name': { nl: 'Naam', en: 'Name' },
  'kinds.column.type': { nl: 'Type', en: 'Type' },
  'kinds.column.strains': { nl: 'Strains', en: 'Strains' },
  'kinds.column.tags': { nl: 'Tags', en: 'Tags' },
  'kinds.column.description': { nl: 'Beschrijving', en: 'Description' },
  'kinds.column.group': { nl: 'Groep', en: 'Group' },
  'kinds.column.modified': { nl: 'Aangepast', en: 'Modified' },
  'kinds.global': { nl: 'GLOBAAL', en: 'GLOBAL' },
  'kinds.edit': { nl: 'Bewerken', en: 'Edit' },
  'kinds.editName': { nl: 'Bewerk {name}', en: 'Edit {name}' },
  'kinds.delete': { nl: 'Wissen', en: 'Delete' },
  'kinds.deleteName': { nl: 'Wis {name}', en: 'Delete {name}' },
  'kinds.confirmDelete': {
    nl: 'Weet je zeker dat je de product wil wissen? ({name})',
    en: 'Are you sure you want to delete the product? ({name})',
  },
});
