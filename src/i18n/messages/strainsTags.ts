import { defineMessages } from '../define';

/** Strains, tags and flavors: the words kinds are linked to. */
export const strainsTagsMessages = defineMessages({
  'strainsTags.title': { nl: 'Strains, tags en smaken', en: 'Strains, tags and flavors' },
  'strainsTags.help.title': {
    nl: 'Help: strains, tags en smaken',
    en: 'Help: strains, tags and flavors',
  },
  'strainsTags.help.text': {
    nl: `Strains, tags en smaken zijn woorden die je aan soorten (wiet) koppelt: maximaal 3 strains, 5 tags en 5 smaken per soort. Ze gelden voor alle shops.

Iedereen kan een woord toevoegen; alleen een superuser kan een woord wijzigen of wissen.

Klik op een waarde om die te bewerken: Enter slaat op, Escape annuleert. Een smaak heeft ook een kleur (hex zonder '#') en een icoon (een emoji).

Een woord dat nog aan een soort gekoppeld is, kan niet gewist worden.`,
    en: `Strains, tags and flavors are words you link to kinds (weed): at most 3 strains, 5 tags and 5 flavors per kind. They apply to all shops.

Anyone can add a word; only a superuser can change or delete a word.

Click a value to edit it: Enter saves, Escape cancels. A flavor also has a colour (hex without '#') and an icon (an emoji).

A word that is still linked to a kind cannot be deleted.`,
  },
  'strainsTags.strain.title': { nl: 'Strains', en: 'Strains' },
  'strainsTags.tag.title': { nl: 'Tags', en: 'Tags' },
  'strainsTags.flavor.title': { nl: 'Smaken', en: 'Flavors' },
  'strainsTags.strain.empty': {
    nl: 'Er zijn nog geen strains.',
    en: 'There are no strains yet.',
  },
  'strainsTags.tag.empty': { nl: 'Er zijn nog geen tags.', en: 'There are no tags yet.' },
  'strainsTags.flavor.empty': { nl: 'Er zijn nog geen smaken.', en: 'There are no flavors yet.' },
  'strainsTags.strain.add': { nl: 'Strain toevoegen', en: 'Add strain' },
  'strainsTags.tag.add': { nl: 'Tag toevoegen', en: 'Add tag' },
  'strainsTags.flavor.add': { nl: 'Smaak toevoegen', en: 'Add flavor' },
  'strainsTags.strain.nameOf': { nl: 'Naam van strain {name}', en: 'Name of strain {name}' },
  'strainsTags.tag.nameOf': { nl: 'Naam van tag {name}', en: 'Name of tag {name}' },
  'strainsTags.flavor.nameOf': { nl: 'Naam van smaak {name}', en: 'Name of flavor {name}' },
  'strainsTags.header.name': { nl: 'Naam', en: 'Name' },
  'strainsTags.header.color': { nl: 'Kleur', en: 'Colour' },
  'strainsTags.header.icon': { nl: 'Icoon', en: 'Icon' },
  'strainsTags.header.modified': { nl: 'Aangepast', en: 'Modified' },
  'strainsTags.colorOf': { nl: 'Kleur van {name}', en: 'Colour of {name}' },
  'strainsTags.iconOf': { nl: 'Icoon van {name}', en: 'Icon of {name}' },
  'strainsTags.actionsFor': { nl: 'Acties voor {name}', en: 'Actions for {name}' },
  'strainsTags.addSubmit': { nl: 'Toevoegen', en: 'Add' },
  'strainsTags.iconHint': { nl: 'Een emoji, bijvoorbeeld 🍋', en: 'An emoji, for example 🍋' },
  'strainsTags.superuserOnly': {
    nl: 'Alleen een superuser mag dit wijzigen.',
    en: 'Only a superuser may change this.',
  },
  'strainsTags.nameRequired': { nl: 'Naam is verplicht.', en: 'A name is required.' },
  'strainsTags.colorInvalid': {
    nl: 'Kleur moet zes hex-tekens zijn, zoals F9D71C.',
    en: 'A colour is six hex characters, like F9D71C.',
  },
});
