import { defineMessages } from '../define';

/** The quick editor: name and descriptions of every kind at a glance. */
export const quickEditorMessages = defineMessages({
  'quickEditor.title': { nl: 'Snelle editor', en: 'Quick editor' },
  'quickEditor.newKind': { nl: 'Nieuwe wiet', en: 'New weed' },
  'quickEditor.tableTitle': { nl: 'Soorten', en: 'Kinds' },
  'quickEditor.empty': {
    nl: 'Geen soorten met deze filters.',
    en: 'No kinds match these filters.',
  },
  'quickEditor.state.text_problem': { nl: 'Tekst ontbreekt', en: 'Text missing' },
  'quickEditor.state.text_complete': { nl: 'Tekst compleet', en: 'Text complete' },
  'quickEditor.state.text_and_picture_complete': {
    nl: 'Tekst en foto compleet',
    en: 'Text and picture complete',
  },
  'quickEditor.fieldOf': { nl: '{label} van {name}', en: '{label} of {name}' },
  'quickEditor.nameEmpty': { nl: 'Vul een naam in.', en: 'Fill in a name.' },
  'quickEditor.empty.text': { nl: 'leeg', en: 'empty' },
  'quickEditor.header.status': { nl: 'Status', en: 'Status' },
  'quickEditor.header.name': { nl: 'Naam', en: 'Name' },
  'quickEditor.header.type': { nl: 'Type', en: 'Type' },
  'quickEditor.header.modified': { nl: 'Aangepast', en: 'Modified' },
  'quickEditor.header.descriptionNl': { nl: 'Beschrijving NL', en: 'Description NL' },
  'quickEditor.header.descriptionEn': { nl: 'Beschrijving EN', en: 'Description EN' },
  'quickEditor.header.pictures': { nl: "Foto's", en: 'Pictures' },
  'quickEditor.manageOf': { nl: 'Beheer {name}', en: 'Manage {name}' },
  'quickEditor.manage': { nl: 'Beheren', en: 'Manage' },
  'quickEditor.filter.status': { nl: 'Status', en: 'Status' },
  'quickEditor.filter.type': { nl: 'Type', en: 'Type' },
  'quickEditor.filter.all': { nl: 'Alle', en: 'All' },
});
