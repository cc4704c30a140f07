import { defineMessages } from '../define';

/** Screen health: the "Schermen status" view and the header's warning. */
export const screenHealthMessages = defineMessages({
  'screenHealth.title': { nl: 'Schermen status', en: 'Screen status' },
  'screenHealth.empty': {
    nl: 'Nog geen schermen: koppel een stick met zijn code, of kies "Dit is een scherm" bij een bord dat onder Alle schermen via zijn adres is gezien.',
    en: 'No screens yet: pair a stick by its code, or choose "This is a screen" for a board seen by its address under Screens (fleet).',
  },
  'screenHealth.loadFailed': {
    nl: 'De status van de schermen kon niet worden geladen.',
    en: 'The status of the screens could not be loaded.',
  },
  'screenHealth.column.board': { nl: 'Bord', en: 'Board' },
  'screenHealth.column.state': { nl: 'Status', en: 'State' },
  'screenHealth.column.lastSeen': { nl: 'Laatst gezien', en: 'Last seen' },
  'screenHealth.column.version': { nl: 'Versie', en: 'Version' },
  'screenHealth.column.shows': { nl: 'Toont', en: 'Shows' },
  'screenHealth.column.actions': { nl: 'Acties', en: 'Actions' },
  'screenHealth.state.online': { nl: 'Online', en: 'Online' },
  'screenHealth.state.offline': { nl: 'Offline', en: 'Offline' },
  'screenHealth.state.outdated': { nl: 'Verouderd', en: 'Outdated' },
  'screenHealth.state.failing': { nl: 'Fouten', en: 'Failing' },
  'screenHealth.state.starting': { nl: 'Bezig met starten', en: 'Starting' },
  'screenHealth.versionOlder': {
    nl: 'Versie {version}, nu {current} — herladen',
    en: 'Version {version}, now {current} — reload',
  },
  'screenHealth.kind.screen': { nl: 'Scherm', en: 'Screen' },
  'screenHealth.kind.device': { nl: 'Winkelbord', en: 'Shop board' },
  'screenHealth.unnamed': { nl: 'Bord {id}', en: 'Board {id}' },
  'screenHealth.never': { nl: 'Nooit', en: 'Never' },
  'screenHealth.shows.current': {
    nl: 'Actuele lijst van {time}',
    en: 'Current list of {time}',
  },
  'screenHealth.shows.older': {
    nl: 'Oudere lijst van {time}',
    en: 'Older list of {time}',
  },
  'screenHealth.shows.nothing': { nl: 'Nog geen lijst', en: 'No list yet' },
  'screenHealth.renderErrors': {
    nl: '{count} tekenfouten sinds de vorige melding',
    en: '{count} render errors since the previous report',
  },
  'screenHealth.details': {
    nl: 'Adres: {url} · scherm {width}×{height} · aan sinds {uptime} · geheugen {heap}',
    en: 'Address: {url} · stage {width}×{height} · up for {uptime} · memory {heap}',
  },
  'screenHealth.reload': { nl: 'Nu herladen', en: 'Reload now' },
  'screenHealth.identify': { nl: 'Identificeren', en: 'Identify' },
  'screenHealth.rename': { nl: 'Naam wijzigen', en: 'Rename' },
  'screenHealth.renamePrompt': { nl: 'Naam van dit bord', en: 'Name of this board' },
  'screenHealth.reloadSent': {
    nl: '{name} herlaadt nu.',
    en: '{name} is reloading now.',
  },
  'screenHealth.resetSecret': { nl: 'Sleutel herstellen', en: 'Reset key' },
  'screenHealth.resetSecretHelp': {
    nl: 'Het bord krijgt bij zijn volgende melding een nieuwe sleutel; meldingen met de oude tellen dan niet meer.',
    en: 'The board gets a new key with its next report; reports with the old one no longer count.',
  },
  'screenHealth.resetSecretSent': {
    nl: '{name} krijgt bij zijn volgende melding een nieuwe sleutel.',
    en: '{name} gets a new key with its next report.',
  },
  'screenHealth.page': {
    nl: 'Borden {from}–{to} van {total}',
    en: 'Boards {from}–{to} of {total}',
  },
  'screenHealth.previous': { nl: 'Vorige', en: 'Previous' },
  'screenHealth.next': { nl: 'Volgende', en: 'Next' },
  'screenHealth.identifySent': {
    nl: '{name} toont 10 seconden zijn naam.',
    en: '{name} shows its name for 10 seconds.',
  },
  'screenHealth.renamed': { nl: 'Naam opgeslagen.', en: 'Name saved.' },
  'screenHealth.actionFailed': {
    nl: 'Dat lukte niet: {detail}',
    en: 'That did not work: {detail}',
  },
  'screenHealth.warning.one': {
    nl: '1 scherm heeft aandacht nodig',
    en: '1 screen needs attention',
  },
  'screenHealth.warning.other': {
    nl: '{count} schermen hebben aandacht nodig',
    en: '{count} screens need attention',
  },
  'screenHealth.alerts.title': { nl: 'Meldingen over schermen', en: 'Screen alerts' },
  'screenHealth.alerts.help': {
    nl: 'Krijg een e-mail als een scherm van deze winkel tijdens de openingstijden langer dan {minutes} minuten offline is of fouten geeft, en weer als het terug is.',
    en: 'Get an e-mail when a screen of this shop is offline or failing for longer than {minutes} minutes during opening hours, and again when it is back.',
  },
  'screenHealth.alerts.email': { nl: 'E-mailadres', en: 'E-mail address' },
  'screenHealth.alerts.subscribe': { nl: 'Meldingen aanzetten', en: 'Turn alerts on' },
  'screenHealth.alerts.change': { nl: 'Adres opslaan', en: 'Save address' },
  'screenHealth.alerts.unsubscribe': { nl: 'Meldingen uitzetten', en: 'Turn alerts off' },
  'screenHealth.alerts.subscribed': {
    nl: 'Meldingen staan aan en gaan naar {email}.',
    en: 'Alerts are on and go to {email}.',
  },
  'screenHealth.alerts.notSubscribed': {
    nl: 'U krijgt geen meldingen over de schermen van deze winkel.',
    en: "You get no alerts about this shop's screens.",
  },
  'screenHealth.alerts.on': {
    nl: 'Meldingen gaan naar {email}',
    en: 'Alerts go to {email}',
  },
  'screenHealth.alerts.off': { nl: 'Meldingen uitgezet', en: 'Alerts turned off' },
  'screenHealth.alerts.minutes': {
    nl: 'Melden na (minuten)',
    en: 'Report after (minutes)',
  },
  'screenHealth.alerts.saveMinutes': { nl: 'Opslaan', en: 'Save' },
  'screenHealth.alerts.minutesSaved': {
    nl: 'Een donker scherm wordt na {minutes} minuten gemeld',
    en: 'A dark screen is reported after {minutes} minutes',
  },
  'screenHealth.alerts.minutesRange': {
    nl: 'Kies {min} tot {max} minuten.',
    en: 'Choose {min} to {max} minutes.',
  },
});
