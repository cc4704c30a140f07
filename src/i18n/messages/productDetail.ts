import { defineMessages } from '../define';

/** The page of one kind or horeca product: texts, pictures, relations, badges, content workflow. */
export const productDetailMessages = defineMessages({
  'productDetail.help.title': { nl: 'Help: product beheren', en: 'Help: managing a product' },
  'productDetail.help.text': {
    nl: `Klik op een tekst om hem te bewerken: Enter slaat op, Escape annuleert. Bij beschrijvingen maakt Shift+Enter een nieuwe regel; ze mogen Markdown bevatten.

Met de knop naast een tekst kopieer je hem naar het klembord.

Een soort heeft hooguit 3 strains, 5 tags en 5 smaken. Tags hebben een percentage van 0 tot 100: pas het aan en verlaat het veld om op te slaan.

Badges (CBD, Hybrid, Indica, Sativa) zet je met één klik aan of uit. Vlaggen en extra iconen zijn emoji's die op de kaart naast de naam staan.

Producten met het label GLOBAAL horen bij geen shop groep; alleen een superuser kan ze wijzigen.

Met 'Genereer beschrijvingen' schrijft de content workflow de beschrijvingen van een soort. In brave mode (standaard aan) worden ze meteen opgeslagen; zonder brave mode controleer je eerst de teksten en pas je eventueel de effecten aan.

Met 'Bewerk foto's' kies je per vak een foto (PNG, JPEG, WebP of GIF): hij wordt meteen geüpload en als voorbeeld getoond. 'Opslaan' publiceert de nieuwe foto's en bewaart ze bij het product; 'Annuleren' gooit de uploads weg.`,
    en: `Click a text to edit it: Enter saves, Escape cancels. In descriptions Shift+Enter starts a new line; they may contain Markdown.

The button next to a text copies it to the clipboard.

A kind has at most 3 strains, 5 tags and 5 flavors. Tags have a percentage from 0 to 100: change it and leave the field to save.

Badges (CBD, Hybrid, Indica, Sativa) are switched on or off with one click. Flags and extra icons are emojis shown next to the name on the menu.

Products labelled GLOBAL belong to no shop group; only a superuser can change them.

'Generate descriptions' lets the content workflow write a kind's descriptions. In brave mode (on by default) they are saved at once; without brave mode you check the texts first and may adjust the effects.

With 'Edit pictures' you choose a picture per box (PNG, JPEG, WebP or GIF): it is uploaded at once and shown as a preview. 'Save' publishes the new pictures and keeps them with the product; 'Cancel' discards the uploads.`,
  },
  'productDetail.globalPictures': {
    nl: "Alleen een superuser kan foto's van een globaal product wijzigen.",
    en: 'Only a superuser can change the pictures of a global product.',
  },
  'productDetail.loadingPictures': {
    nl: 'Het product wordt nog geladen.',
    en: 'The product is still loading.',
  },
  'productDetail.back': { nl: 'Terug', en: 'Back' },
  'productDetail.manage': { nl: 'Beheer', en: 'Manage' },
  'productDetail.manageName': { nl: 'Beheer {name}', en: 'Manage {name}' },
  'productDetail.loadError': {
    nl: 'Dit product kon niet geladen worden: {error}',
    en: 'This product could not be loaded: {error}',
  },
  'productDetail.toList': { nl: 'Naar de lijst', en: 'To the list' },
  'productDetail.noGroup': { nl: 'Hoort bij geen shop groep', en: 'Belongs to no shop group' },
  'productDetail.global': { nl: 'GLOBAAL', en: 'GLOBAL' },
  'productDetail.globalNote': {
    nl: 'Dit is een globaal product: alleen een superuser kan het wijzigen.',
    en: 'This is a global product: only a superuser can change it.',
  },
  'productDetail.flags': { nl: 'Vlaggen', en: 'Flags' },
  'productDetail.flagsNoun': { nl: 'vlaggen', en: 'flags' },
  'productDetail.flagsHint': { nl: 'Plak een vlag, bijv. 🇳🇱', en: 'Paste a flag, e.g. 🇳🇱' },
  'productDetail.icons': { nl: 'Extra Icons', en: 'Extra icons' },
  'productDetail.iconsNoun': { nl: 'iconen', en: 'icons' },
  'productDetail.iconsHint': { nl: 'Plak een emoji, bijv. 🔥', en: 'Paste an emoji, e.g. 🔥' },
  'productDetail.info.title': { nl: 'Productinfo', en: 'Product info' },
  'productDetail.copied': { nl: 'Gekopieerd', en: 'Copied' },
  'productDetail.copyFailed': { nl: 'Kopiëren mislukt', en: 'Copying failed' },
  'productDetail.copyRefused': {
    nl: 'De browser staat het klembord niet toe.',
    en: 'The browser does not allow the clipboard.',
  },
  'productDetail.copyOf': { nl: 'Kopieer {label}', en: 'Copy {label}' },
  'productDetail.copy': { nl: 'Kopiëren', en: 'Copy' },
  'productDetail.field.name': { nl: 'Naam', en: 'Name' },
  'productDetail.field.short_description_nl': {
    nl: 'Korte beschrijving NL',
    en: 'Short description NL',
  },
  'productDetail.field.short_description_en': {
    nl: 'Korte beschrijving EN',
    en: 'Short description EN',
  },
  'productDetail.field.description_nl': { nl: 'Beschrijving NL', en: 'Description NL' },
  'productDetail.field.description_en': { nl: 'Beschrijving EN', en: 'Description EN' },
  'productDetail.nameEmpty': { nl: 'Vul een naam in.', en: 'Fill in a name.' },
  'productDetail.emoji.limit': { nl: 'maximaal {max} {noun}', en: '{max} {noun} max' },
  'productDetail.emoji.empty': {
    nl: 'Typ of plak eerst een emoji.',
    en: 'Type or paste an emoji first.',
  },
  'productDetail.emoji.tooLong': { nl: 'Hooguit {max} tekens.', en: 'At most {max} characters.' },
  'productDetail.emoji.duplicate': { nl: 'Staat al in de lijst.', en: 'Already in the list.' },
  'productDetail.emoji.tooMany': { nl: 'Hooguit {max}.', en: 'At most {max}.' },
  'productDetail.emoji.none': { nl: 'Nog geen {noun}.', en: 'No {noun} yet.' },
  'productDetail.remove': { nl: 'Verwijderen', en: 'Remove' },
  'productDetail.removeOf': { nl: 'Verwijder {name}', en: 'Remove {name}' },
  'productDetail.addTo': { nl: '{title}: toevoegen', en: '{title}: add' },
  'productDetail.add': { nl: 'Toevoegen', en: 'Add' },
  'productDetail.badges': { nl: 'Badges', en: 'Badges' },
  'productDetail.history': { nl: 'Geschiedenis', en: 'History' },
  'productDetail.allChanges': { nl: 'Alle {count} wijzigingen', en: 'All {count} changes' },
  'productDetail.relation.strain.title': { nl: 'Strains', en: 'Strain info' },
  'productDetail.relation.tag.title': { nl: 'Tags', en: 'Tag info' },
  'productDetail.relation.flavor.title': { nl: 'Smaken', en: 'Flavor info' },
  'productDetail.relation.strain.noun': { nl: 'Strain', en: 'Strain' },
  'productDetail.relation.tag.noun': { nl: 'Tag', en: 'Tag' },
  'productDetail.relation.flavor.noun': { nl: 'Smaak', en: 'Flavor' },
  'productDetail.relation.strain.none': { nl: 'Nog geen strains.', en: 'No strains yet.' },
  'productDetail.relation.tag.none': { nl: 'Nog geen tags.', en: 'No tags yet.' },
  'productDetail.relation.flavor.none': { nl: 'Nog geen smaken.', en: 'No flavors yet.' },
  'productDetail.relation.nth': { nl: '{noun} {n}', en: '{noun} {n}' },
  'productDetail.relation.add': { nl: '{noun} toevoegen', en: 'Add {noun}' },
  'productDetail.relation.amountOf': { nl: 'Percentage van {name}', en: 'Percentage of {name}' },
  'productDetail.workflow.title': { nl: 'Content genereren', en: 'Generate content' },
  'productDetail.workflow.intro': {
    nl: 'Schrijft de beschrijvingen (NL en EN) en korte beschrijvingen uit de gegevens van deze wiet.',
    en: "Writes the descriptions (NL and EN) and short descriptions from this weed's data.",
  },
  'productDetail.workflow.braveMode': {
    nl: 'Brave mode (lege teksten zonder controle opslaan)',
    en: 'Brave mode (save empty texts without checking)',
  },
  'productDetail.workflow.overwrite': {
    nl: 'Overschrijven (ook eigen teksten zonder controle vervangen)',
    en: 'Overwrite (also replace own texts without checking)',
  },
  'productDetail.workflow.overwriteHint': {
    nl: 'Eigen teksten worden nooit zonder vraag vervangen: u ziet eerst de oude en de nieuwe tekst naast elkaar.',
    en: 'Own texts are never replaced without asking: you first see the old and the new text side by side.',
  },
  'productDetail.workflow.start': { nl: 'Genereer beschrijvingen', en: 'Generate descriptions' },
  'productDetail.workflow.review': { nl: 'Teksten controleren', en: 'Check texts' },
  'productDetail.workflow.running': { nl: 'Bezig…', en: 'Working…' },
  'productDetail.workflow.started': { nl: 'Gestart…', en: 'Started…' },
  'productDetail.workflow.completed': {
    nl: 'Beschrijvingen gegenereerd',
    en: 'Descriptions generated',
  },
  'productDetail.workflow.progress': {
    nl: 'Stap {done} van {total}: {status}',
    en: 'Step {done} of {total}: {status}',
  },
  'productDetail.workflow.status.created': { nl: 'aangemaakt', en: 'created' },
  'productDetail.workflow.status.running': { nl: 'bezig', en: 'running' },
  'productDetail.workflow.status.suspended': { nl: 'wacht op controle', en: 'waiting for review' },
  'productDetail.workflow.status.waiting': { nl: 'wacht', en: 'waiting' },
  'productDetail.workflow.status.awaiting_callback': {
    nl: 'wacht op antwoord',
    en: 'waiting for an answer',
  },
  'productDetail.workflow.status.aborted': { nl: 'afgebroken', en: 'aborted' },
  'productDetail.workflow.status.failed': { nl: 'mislukt', en: 'failed' },
  'productDetail.workflow.status.api_unavailable': {
    nl: 'tekstdienst niet bereikbaar',
    en: 'text service unreachable',
  },
  'productDetail.workflow.status.inconsistent_data': {
    nl: 'gegevens onvolledig',
    en: 'data incomplete',
  },
  'productDetail.workflow.status.completed': { nl: 'klaar', en: 'done' },
  'productDetail.workflow.status.resumed': { nl: 'hervat', en: 'resumed' },
  'productDetail.workflow.failure.failed': {
    nl: 'Het genereren van de beschrijvingen is mislukt.',
    en: 'Generating the descriptions failed.',
  },
  'productDetail.workflow.failure.api_unavailable': {
    nl: 'De tekstdienst is niet bereikbaar. Probeer het later opnieuw.',
    en: 'The text service cannot be reached. Try again later.',
  },
  'productDetail.workflow.failure.inconsistent_data': {
    nl: 'De gegevens van deze wiet zijn niet compleet genoeg om over te schrijven.',
    en: "This weed's data is not complete enough to write about.",
  },
  'productDetail.workflow.failure.aborted': {
    nl: 'De workflow is afgebroken.',
    en: 'The workflow was aborted.',
  },
  'productDetail.workflow.failureReason': { nl: '{text} ({reason})', en: '{text} ({reason})' },
  'productDetail.workflow.effectEmpty': {
    nl: 'Typ eerst een effect.',
    en: 'Type an effect first.',
  },
  'productDetail.workflow.effectTooLong': {
    nl: 'Hooguit {max} tekens.',
    en: 'At most {max} characters.',
  },
  'productDetail.workflow.effectDuplicate': {
    nl: 'Staat al in de lijst.',
    en: 'Already in the list.',
  },
  'productDetail.workflow.effectTooMany': {
    nl: 'Hooguit {max} effecten.',
    en: 'At most {max} effects.',
  },
  'productDetail.workflow.editEmpty': {
    nl: '{label}: typ een tekst of kies een andere keuze.',
    en: '{label}: type a text or make another choice.',
  },
  'productDetail.workflow.editTooLong': {
    nl: '{label}: hooguit {max} tekens.',
    en: '{label}: at most {max} characters.',
  },
  'productDetail.review.title': {
    nl: 'Gegenereerde teksten controleren',
    en: 'Check generated texts',
  },
  'productDetail.review.intro': {
    nl: 'Kies per tekst: accepteren, bewerken of afwijzen. Afwijzen houdt de huidige tekst van de wiet.',
    en: "Choose per text: accept, edit or reject. Rejecting keeps the weed's current text.",
  },
  'productDetail.review.ownNote': { nl: 'Eigen tekst', en: 'Own text' },
  'productDetail.review.ownHint': {
    nl: 'Door iemand geschreven of bewerkt; wordt alleen vervangen als u dat kiest.',
    en: 'Written or edited by a person; replaced only if you choose so.',
  },
  'productDetail.review.previous': { nl: 'Huidige tekst', en: 'Current text' },
  'productDetail.review.generated': { nl: 'Nieuwe tekst', en: 'New text' },
  'productDetail.review.empty': { nl: '(leeg)', en: '(empty)' },
  'productDetail.review.decision.accept': { nl: 'Accepteren', en: 'Accept' },
  'productDetail.review.decision.edit': { nl: 'Bewerken', en: 'Edit' },
  'productDetail.review.decision.reject': { nl: 'Afwijzen', en: 'Reject' },
  'productDetail.review.decisionGroup': { nl: 'Keuze voor {label}', en: 'Choice for {label}' },
  'productDetail.review.editLabel': { nl: '{label} bewerken', en: 'Edit {label}' },
  'productDetail.review.flavors': { nl: 'Smaken', en: 'Flavors' },
  'productDetail.review.effects': { nl: 'Effecten', en: 'Effects' },
  'productDetail.review.effectsMax': { nl: '(max {max})', en: '(max {max})' },
  'productDetail.review.noEffects': { nl: 'Nog geen effecten.', en: 'No effects yet.' },
  'productDetail.review.removeEffect': {
    nl: 'Verwijder effect {effect}',
    en: 'Remove effect {effect}',
  },
  'productDetail.review.newEffect': { nl: 'Nieuw effect', en: 'New effect' },
  'productDetail.review.effectPlaceholder': { nl: 'Bijv. Ontspannen', en: 'E.g. Relaxed' },
  'productDetail.review.addEffect': { nl: 'Toevoegen', en: 'Add' },
  'productDetail.review.later': { nl: 'Later', en: 'Later' },
  'productDetail.review.resume': { nl: 'Doorgaan', en: 'Continue' },
  'productDetail.review.busy': { nl: 'Bezig…', en: 'Working…' },
});
