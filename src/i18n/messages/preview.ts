import { defineMessages } from '../define';

/** The preview of a show: the board at its real size, scaled down. */
export const previewMessages = defineMessages({
  'preview.title': { nl: 'Voorbeeld', en: 'Preview' },
  'preview.show': { nl: 'Show', en: 'Show' },
  'preview.titleOfShop': { nl: '{shop} – {show}', en: '{shop} – {show}' },
  'preview.titleOfShow': { nl: 'Voorbeeld – {show}', en: 'Preview – {show}' },
  'preview.notAShow': {
    nl: 'Dit is geen adres van een show. Kies een show in het menu.',
    en: 'This is not the address of a show. Choose a show in the menu.',
  },
  'preview.toShows': { nl: 'Naar de shows', en: 'To the shows' },
  'preview.open': { nl: 'Show openen', en: 'Open show' },
  'preview.shows': { nl: 'Shows', en: 'Shows' },
});
