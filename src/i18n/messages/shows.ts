import { defineMessages } from '../define';

/** The shows page: starting a board show of the active shop, and its shows. */
export const showsMessages = defineMessages({
  'shows.title': { nl: 'Shows', en: 'Shows' },
  'shows.helpTitle': { nl: 'Help: shows', en: 'Help: shows' },
  'shows.help': {
    nl: `Start hier een show voor een scherm in de shop. Open de show op de computer van het scherm en zet de browser op volledig scherm (F11).

Met Voorbeeld zie je eerst hoe de show eruitziet, op driekwart van de ware grootte.

Gebruikt de shop meerdere schermen, open dan bij een show de lijst van schermen en start de show van één scherm. Mobiele schermen staan er niet bij.`,
    en: `Start a show for a screen in the shop here. Open the show on the screen's computer and switch the browser to full screen (F11).

Preview first shows what the show looks like, at three quarters of its real size.

If the shop uses several screens, open the list of screens of a show and start the show of one screen. Mobile screens are not listed.`,
  },
  'shows.noShop': {
    nl: 'Kies eerst een shop om zijn shows te starten.',
    en: 'Choose a shop first to start its shows.',
  },
  'shows.start': { nl: 'Start', en: 'Start' },
  'shows.preview': { nl: 'Voorbeeld', en: 'Preview' },
  'shows.screens': { nl: 'Schermen', en: 'Screens' },
  'shows.screensCount': { nl: 'Schermen ({count})', en: 'Screens ({count})' },
  'shows.screensLoading': { nl: 'Schermen laden…', en: 'Loading screens…' },
  'shows.screensFor': { nl: 'Schermen voor {name}', en: 'Screens for {name}' },
  'shows.noScreens': {
    nl: 'Deze shop heeft geen schermen (behalve mobiele).',
    en: 'This shop has no screens (other than mobile ones).',
  },
  'shows.fit.one': {
    nl: '1 product past niet op het scherm',
    en: '1 product does not fit on the screen',
  },
  'shows.fit.other': {
    nl: '{count} producten passen niet op het scherm',
    en: '{count} products do not fit on the screen',
  },
  'shows.fitPages': {
    nl: "{note}; het scherm wisselt tussen pagina's.",
    en: '{note}; the screen switches between pages.',
  },
  'shows.show.standard': { nl: 'Standaard', en: 'Standard' },
  'shows.show.standard.description': {
    nl: 'De prijslijst liggend, in twee kolommen.',
    en: 'The price list in landscape, in two columns.',
  },
  'shows.show.portrait': { nl: 'Staand', en: 'Portrait' },
  'shows.show.portrait.description': {
    nl: 'De prijslijst voor een staand scherm.',
    en: 'The price list for a portrait screen.',
  },
  'shows.show.lightPortrait': { nl: 'Licht staand', en: 'Light portrait' },
  'shows.show.lightPortrait.description': {
    nl: 'Staand, met het lichte thema.',
    en: 'Portrait, with the light theme.',
  },
  'shows.show.extraPortrait': { nl: 'Extra staand (horeca)', en: 'Extra portrait (horeca)' },
  'shows.show.extraPortrait.description': {
    nl: 'Staand, met de horecakaart, edibles en pre-rolled joints erbij.',
    en: 'Portrait, with the horeca menu, edibles and pre-rolled joints added.',
  },
  'shows.show.lightExtraPortrait': { nl: 'Licht extra staand', en: 'Light extra portrait' },
  'shows.show.lightExtraPortrait.description': {
    nl: 'Staand met de horecakaart, in het lichte thema.',
    en: 'Portrait with the horeca menu, in the light theme.',
  },
  'shows.show.horeca': { nl: 'Horeca', en: 'Horeca' },
  'shows.show.horeca.description': {
    nl: 'Alleen de horecakaart, schermvullend.',
    en: 'Only the horeca menu, full screen.',
  },
  'shows.show.cannabis': { nl: 'Cannabis', en: 'Cannabis' },
  'shows.show.cannabis.description': {
    nl: 'Alleen de cannabiskaart, schermvullend.',
    en: 'Only the cannabis menu, full screen.',
  },
  'shows.show.landscape': { nl: 'Liggend', en: 'Landscape' },
  'shows.show.landscape.description': {
    nl: 'De prijslijst voor een liggend scherm.',
    en: 'The price list for a landscape screen.',
  },
});
