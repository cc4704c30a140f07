import { defineServerMessages } from '../define';

/** Texts of the messages about dark boards ("Meldingen over schermen"). */
export const boardAlertMessages = defineServerMessages({
  'errors.boardAlertMinutes': {
    nl: 'Alleen beheerders van de winkel stellen in na hoeveel minuten een scherm gemeld wordt.',
    en: "Only the shop's admins set after how many minutes a screen is reported.",
  },
  'boardAlerts.subject.offline': {
    nl: 'Scherm {screen} van {shop} is offline',
    en: 'Screen {screen} of {shop} is offline',
  },
  'boardAlerts.subject.failing': {
    nl: 'Scherm {screen} van {shop} geeft fouten',
    en: 'Screen {screen} of {shop} shows errors',
  },
  'boardAlerts.subject.online': {
    nl: 'Scherm {screen} van {shop} is weer online',
    en: 'Screen {screen} of {shop} is back online',
  },
  'boardAlerts.body.offline': {
    nl: 'Het scherm {screen} van {shop} is offline sinds {since}, terwijl de winkel open is.',
    en: 'The screen {screen} of {shop} has been offline since {since}, while the shop is open.',
  },
  'boardAlerts.body.failing': {
    nl: 'Het scherm {screen} van {shop} geeft sinds {since} fouten bij het tekenen, terwijl de winkel open is.',
    en: 'The screen {screen} of {shop} has shown drawing errors since {since}, while the shop is open.',
  },
  'boardAlerts.body.online': {
    nl: 'Het scherm {screen} van {shop} is weer online ({since}).',
    en: 'The screen {screen} of {shop} is back online ({since}).',
  },
  'boardAlerts.body.link': {
    nl: 'Alle schermen: {link}',
    en: 'All screens: {link}',
  },
  'boardAlerts.body.why': {
    nl: 'U krijgt dit bericht omdat u "Meldingen over schermen" aanzette voor {shop}. Uitzetten kan onder "Schermen status" in de beheeromgeving.',
    en: 'You get this message because you turned on "Screen alerts" for {shop}. Turn it off under "Screen status" in the back office.',
  },
  'boardAlerts.unnamed': {
    nl: 'zonder naam ({id})',
    en: 'without a name ({id})',
  },
});
