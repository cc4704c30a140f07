import { defineServerMessages } from '../define';

/**
 * The texts of the error registry (`server/errors.ts`) and of the error handler. Texts the
 * older API answered in English keep that English for clients that name no language.
 */
export const errorMessages = defineServerMessages({
  'errors.notAuthenticated': { nl: 'Niet ingelogd.', en: 'Not authenticated', fallback: 'en' },
  'errors.invalidToken': {
    nl: 'De inloggegevens konden niet worden gecontroleerd.',
    en: 'Could not validate credentials',
    fallback: 'en',
  },
  'errors.forbidden': {
    nl: 'Je hebt niet genoeg rechten voor deze actie.',
    en: 'You do not have enough permissions for this action.',
  },
  'errors.superuserRequired': {
    nl: 'Alleen een superuser mag dit.',
    en: 'Only a superuser may do this.',
  },
  'errors.notFound': { nl: 'Niet gevonden.', en: 'Not found', fallback: 'en' },
  'errors.thingNotFound': { nl: '{thing} niet gevonden.', en: '{thing} not found', fallback: 'en' },
  'errors.badRequest': { nl: 'Ongeldig verzoek.', en: 'Bad request' },
  'errors.addressTooLong': {
    nl: 'Dit adres is te lang; een id is hooguit 2000 tekens.',
    en: 'This address is too long; an id has at most 2000 characters.',
  },
  'errors.badAddress': {
    nl: 'Dit adres kan niet gelezen worden.',
    en: 'This address cannot be read.',
  },
  'errors.badCredentials': {
    nl: 'Onjuiste gebruikersnaam of wachtwoord.',
    en: 'Incorrect username or password',
    fallback: 'en',
  },
  'errors.inactiveUser': {
    nl: 'Deze gebruiker is niet actief.',
    en: 'Inactive user',
    fallback: 'en',
  },
  'errors.weakPassword': {
    nl: 'Dit wachtwoord is niet toegestaan.',
    en: 'The password is not acceptable.',
  },
  'errors.invalidResetToken': {
    nl: 'De herstelcode is ongeldig of verlopen.',
    en: 'Invalid or expired reset token',
    fallback: 'en',
  },
  'errors.loggedInReset': {
    nl: 'Dit kan alleen wanneer je niet bent ingelogd.',
    en: 'You can only access this endpoint when not logged in.',
    fallback: 'en',
  },
  'errors.badListQuery': { nl: 'Ongeldige lijstopvraag.', en: 'Bad list query' },
  'errors.conflict': { nl: 'Conflict.', en: 'Conflict' },
  'errors.inUse': { nl: 'Dit item is nog in gebruik.', en: 'This item is still in use.' },
  'errors.staleVersion': {
    nl: 'Dit item is intussen door iemand anders gewijzigd.',
    en: 'Someone else changed this item in the meantime.',
  },
  'errors.payloadTooLarge': { nl: 'Het verzoek is te groot.', en: 'The request is too large.' },
  'errors.tooManyLogins': {
    nl: 'Te veel mislukte inlogpogingen. Probeer het later opnieuw.',
    en: 'Too many failed logins. Try again later.',
  },
  'errors.tooManyResets': {
    nl: 'Te veel mislukte wachtwoordherstelpogingen. Probeer het later opnieuw.',
    en: 'Too many failed password resets. Try again later.',
  },
  'errors.tooManyRefusedOrders': {
    nl: 'Vanaf dit adres zijn te veel bestellingen geweigerd. Probeer het over een minuut opnieuw.',
    en: 'Too many orders from this address were refused. Try again in a minute.',
  },
  'errors.tooManyDraws': {
    nl: 'Vanaf dit adres zijn te veel nieuwe afbeeldingsformaten gevraagd. Probeer het later opnieuw.',
    en: 'Too many new picture sizes asked for from this address. Try again later.',
    fallback: 'en',
  },
  'errors.tooManyWaitingDraws': {
    nl: 'Vanaf dit adres wachten al {share} afbeeldingsformaten op hun beurt. Probeer het opnieuw na {seconds} s.',
    en: 'This address already has {share} picture sizes waiting to be drawn. Try again after {seconds} s.',
  },
  'errors.drawingBusy': {
    nl: 'De afbeeldingsdienst maakt nu andere formaten. Probeer het zo opnieuw.',
    en: 'The picture service is busy drawing other sizes. Try again in a moment.',
  },
  'errors.formNotFound': { nl: 'Formulier niet gevonden.', en: 'Form not found', fallback: 'en' },
  'errors.workflowNotSuspended': {
    nl: 'De workflow wacht niet op een controle en kan dus niet verder.',
    en: 'The workflow is not waiting for validation, so it cannot be resumed.',
    fallback: 'en',
  },
  'errors.writesPaused': {
    nl: 'Wijzigingen zijn gepauzeerd voor onderhoud. Probeer het later opnieuw.',
    en: 'Changes are paused for maintenance. Please try again later.',
    fallback: 'en',
  },
  'errors.shopInactive': {
    nl: 'Shop {name} is niet in gebruik: heractiveer hem onder Admin om iets te wijzigen.',
    en: 'Shop {name} is not in use: reactivate it under Admin to change anything.',
  },
  'errors.unsupportedMediaType': {
    nl: 'Dit soort inhoud wordt hier niet ondersteund.',
    en: 'This content type is not supported here.',
  },
  'errors.unknownLanguage': {
    nl: "Onbekende taal: kies 'nl' (Nederlands) of 'en' (Engels).",
    en: "Unknown language: choose 'nl' (Dutch) or 'en' (English).",
  },
  'errors.boardNotFound': {
    nl: 'Dit bord is niet bekend in deze shop.',
    en: 'This board is not known in this shop.',
  },
  'errors.boardIsScreen': {
    nl: 'Een schermbord heet zoals zijn scherm: wijzig de naam onder Schermen.',
    en: 'A screen board is named after its screen: change the name under Screens.',
  },
  'errors.tooManyBoardReports': {
    nl: 'Te veel meldingen van dit bord. Probeer het later opnieuw.',
    en: 'Too many reports from this board. Try again later.',
  },
  'errors.boardSecret': {
    nl: 'Deze melding komt niet van dit bord: de sleutel van het bord ontbreekt of klopt niet. Herstel de koppeling onder Schermen status.',
    en: "This report does not come from this board: the board's key is missing or wrong. Reset the link under Screen status.",
  },
  'errors.tooManyBoards': {
    nl: 'Deze shop heeft al {max} winkelborden. Een nieuw bord komt erbij als een ander een week niets heeft gemeld.',
    en: 'This shop already has {max} shop boards. A new board is added once another has not reported for a week.',
  },
  'errors.pairingCodeUnknown': {
    nl: 'Deze code is onbekend of verlopen. Kijk op het scherm: het toont een code van 6 tekens, die 15 minuten geldig is.',
    en: 'This code is unknown or has expired. Look at the screen: it shows a 6-character code that is valid for 15 minutes.',
  },
  'errors.pairingNotFound': {
    nl: 'Deze koppelcode bestaat niet (meer). Vraag een nieuwe code aan.',
    en: 'This pairing code does not exist (any more). Ask for a new code.',
  },
  'errors.tooManyPairings': {
    nl: 'Te veel koppelcodes vanaf dit adres. Probeer het over een paar minuten opnieuw.',
    en: 'Too many pairing codes from this address. Try again in a few minutes.',
  },
  'errors.tooManyPairingAttempts': {
    nl: 'Te veel verkeerde codes. Probeer het later opnieuw.',
    en: 'Too many wrong codes. Try again later.',
  },
  'errors.pairingBusy': {
    nl: 'Er staan nu te veel schermen op koppelen te wachten. Probeer het over een paar minuten opnieuw.',
    en: 'Too many screens are waiting to be paired right now. Try again in a few minutes.',
  },
  'errors.boardNotPaired': {
    nl: 'Alleen een scherm dat met een code is gekoppeld kan verhuizen. Koppel dit scherm eerst via /scherm.',
    en: 'Only a screen paired with a code can be moved. Pair this screen through /scherm first.',
  },
  'errors.boardMoveSame': {
    nl: 'Dit scherm toont dat al. Kies een andere shop, een ander scherm of een andere stand.',
    en: 'This screen already shows that. Choose another shop, screen or orientation.',
  },
  'errors.boardViewNotSold': {
    nl: 'Deze winkel verkoopt niet wat die lijst toont. Kies een lijst van de winkel zelf.',
    en: 'This shop does not sell what that list shows. Choose one of the shop’s own lists.',
  },
  'errors.boardViewUnknown': {
    nl: 'Die lijst of show bestaat niet. Kies er een uit de keuzes van de winkel.',
    en: 'That list or show does not exist. Choose one of the shop’s choices.',
  },
  'errors.boardViewOfScreen': {
    nl: 'Een scherm van de muur toont zijn eigen deel van het bord: kies geen lijst of show erbij.',
    en: 'A screen of the wall shows its own part of the board: choose no list or show with it.',
  },
  'errors.boardMoved': {
    nl: 'Dit scherm is verhuisd: het haalt zijn nieuwe bord op met zijn oude sleutel.',
    en: 'This screen was moved: it fetches its new board with its old key.',
  },
  'errors.boardNotMoved': {
    nl: 'Voor deze sleutel staat geen verhuizing klaar.',
    en: 'No move is waiting for this key.',
  },
  'errors.metricsToken': {
    nl: 'De cijfers voor beheerders vragen het beheerderstoken (Authorization: Bearer …).',
    en: "The operators' figures need the operator token (Authorization: Bearer …).",
  },
  'errors.metricsAddress': {
    nl: 'De cijfers voor beheerders zijn niet te lezen vanaf dit adres.',
    en: "The operators' figures cannot be read from this address.",
  },
  'errors.tooManyMetricsAttempts': {
    nl: 'Te veel geweigerde vragen om de cijfers vanaf dit adres. Probeer het over een minuut opnieuw.',
    en: 'Too many refused requests for the figures from this address. Try again in a minute.',
  },
  'errors.tooManyBoardMoves': {
    nl: 'Te veel verhuisvragen vanaf dit adres. Probeer het over een minuut opnieuw.',
    en: 'Too many move requests from this address. Try again in a minute.',
  },
  'errors.screenshotInvalid': {
    nl: 'Dit is geen geldige schermafbeelding: een JPEG van hoogstens 640 pixels breed en 100 KB.',
    en: 'This is not a valid screenshot: a JPEG of at most 640 pixels wide and 100 KB.',
  },
  'errors.screenshotMissing': {
    nl: 'Van dit bord is nog geen schermafbeelding.',
    en: 'There is no screenshot of this board yet.',
  },
  'errors.tooManyScreenshots': {
    nl: 'Te veel schermafbeeldingen. Probeer het later opnieuw.',
    en: 'Too many screenshots. Try again later.',
  },
  'errors.internal': {
    nl: 'Er ging iets mis op de server.',
    en: 'Internal server error',
    fallback: 'en',
  },
  // Requests the database refuses.
  'errors.db.exists': { nl: 'Dit item bestaat al.', en: 'This item already exists.' },
  'errors.db.foreignKey': {
    nl: 'Dit item is nog in gebruik, of verwijst naar iets dat niet bestaat.',
    en: 'This item is still in use, or refers to something that does not exist.',
  },
  'errors.db.check': {
    nl: 'Een waarde valt buiten het toegestane bereik.',
    en: 'A value is outside the allowed range.',
  },
  'errors.db.notNull': {
    nl: 'Een verplichte waarde ontbreekt.',
    en: 'A required value is missing.',
  },
  'errors.db.badForm': {
    nl: 'Een waarde heeft de verkeerde vorm.',
    en: 'A value has the wrong form.',
  },
  'errors.db.numberRange': {
    nl: 'Een getal is te groot of te klein.',
    en: 'A number is out of range.',
  },
  'errors.db.textTooLong': { nl: 'Een tekst is te lang.', en: 'A text is too long.' },
  'errors.db.dateForm': {
    nl: 'Een datum heeft de verkeerde vorm.',
    en: 'A date has the wrong form.',
  },
  'errors.db.dateRange': {
    nl: 'Een datum valt buiten het toegestane bereik.',
    en: 'A date is out of range.',
  },
  'errors.db.tooLarge': { nl: 'Een waarde is te groot.', en: 'A value is too large.' },
  'errors.db.badCharacter': {
    nl: 'Een tekst bevat een teken dat niet is toegestaan.',
    en: 'A text holds a character that is not allowed.',
  },
  // Requests the web server refuses before a route runs.
  'errors.http.invalidJson': {
    nl: 'De inhoud van het verzoek is geen geldige JSON.',
    en: 'The request body is not valid JSON.',
  },
  'errors.http.bodyTooLarge': {
    nl: 'De inhoud van het verzoek is te groot.',
    en: 'The request body is too large.',
  },
});

/** Names of things in "… not found"; a name missing here is shown as it is. */
export const thingMessages = defineServerMessages({
  'things.Category': { nl: 'Categorie', en: 'Category', fallback: 'en' },
  'things.Kind': { nl: 'Soort', en: 'Kind', fallback: 'en' },
  'things.Product': { nl: 'Product', en: 'Product', fallback: 'en' },
  'things.Price': { nl: 'Prijs combi', en: 'Price', fallback: 'en' },
  'things.Shop': { nl: 'Shop', en: 'Shop', fallback: 'en' },
  'things.Shop group': { nl: 'Shop groep', en: 'Shop group', fallback: 'en' },
  'things.Shop to price': { nl: 'Prijsregel', en: 'Shop to price', fallback: 'en' },
  'things.Screen': { nl: 'Scherm', en: 'Screen', fallback: 'en' },
  'things.Table': { nl: 'Tafel', en: 'Table', fallback: 'en' },
  'things.Main category': { nl: 'Hoofdcategorie', en: 'Main category', fallback: 'en' },
  'things.User': { nl: 'Gebruiker', en: 'User', fallback: 'en' },
  'things.Order': { nl: 'Bestelling', en: 'Order', fallback: 'en' },
  'things.Picture': { nl: 'Afbeelding', en: 'Picture', fallback: 'en' },
  'things.Tag': { nl: 'Tag', en: 'Tag', fallback: 'en' },
  'things.Flavor': { nl: 'Smaak', en: 'Flavor', fallback: 'en' },
  'things.Strain': { nl: 'Strain', en: 'Strain', fallback: 'en' },
  'things.Change': { nl: 'Wijziging', en: 'Change', fallback: 'en' },
  'things.Workflow': { nl: 'Workflow', en: 'Workflow', fallback: 'en' },
  'things.Relation': { nl: 'Koppeling', en: 'Relation', fallback: 'en' },
  'things.Happy hour': { nl: 'Happy hour', en: 'Happy hour', fallback: 'en' },
});
