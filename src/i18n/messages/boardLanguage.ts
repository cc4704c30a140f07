import { defineMessages } from '../define';

/** Board language: the words a board writes itself, and the settings of shops and screens. */
export const boardLanguageMessages = defineMessages({
  'boardLanguage.title': { nl: 'Taal van de borden', en: 'Board language' },
  'boardLanguage.intro': {
    nl: 'Welke taal de borden van deze winkel tonen. Ontbreekt een Engelse tekst, dan staat de Nederlandse er.',
    en: "Which language this shop's boards show. Where an English text is missing, the Dutch one is shown.",
  },
  'boardLanguage.mode': { nl: 'Taal', en: 'Language' },
  'boardLanguage.mode.nl': { nl: 'Nederlands', en: 'Dutch' },
  'boardLanguage.mode.en': { nl: 'Engels', en: 'English' },
  'boardLanguage.mode.both': { nl: 'Beide, om de beurt', en: 'Both, taking turns' },
  'boardLanguage.mode.inherit': { nl: 'Zoals de winkel', en: 'As the shop' },
  'boardLanguage.seconds': { nl: 'Wisselen elke (seconden)', en: 'Switch every (seconds)' },
  'boardLanguage.secondsInherit': {
    nl: 'Leeg: zoals de winkel',
    en: 'Empty: as the shop',
  },
  'boardLanguage.secondsRange': {
    nl: 'Kies een heel aantal seconden van {min} tot en met {max}.',
    en: 'Choose a whole number of seconds from {min} to {max}.',
  },
  'boardLanguage.screens': { nl: 'Per scherm', en: 'Per screen' },
  'boardLanguage.screen': { nl: 'Scherm', en: 'Screen' },
  'boardLanguage.save': { nl: 'Opslaan', en: 'Save' },
  'boardLanguage.loadFailed': {
    nl: 'De taal van de borden kon niet geladen worden.',
    en: 'The board language could not be loaded.',
  },
  'boardLanguage.loading': { nl: 'Laden…', en: 'Loading…' },
  'boardLanguage.pick': { nl: 'Taal van het bord', en: 'Board language' },
  'boardLanguage.pick.stored': { nl: 'Zoals ingesteld', en: 'As set' },
  'boardLanguage.pick.nl': { nl: 'Nederlands', en: 'Dutch' },
  'boardLanguage.pick.en': { nl: 'Engels', en: 'English' },
  'boardLanguage.pick.both': { nl: 'Beide, om de beurt', en: 'Both, taking turns' },
});
