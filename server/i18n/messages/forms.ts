import { defineServerMessages } from '../define';

/**
 * The server-driven forms (`server/forms`): their definitions keep the Dutch texts verbatim;
 * these entries give each its English, looked up by the Dutch text when a form is answered.
 */
export const formMessages = defineServerMessages({
  'forms.stepOf': { nl: 'Stap {step} van {total}: {title}', en: 'Step {step} of {total}: {title}' },
  'forms.errorsInStep': {
    nl: '{count} fouten in stap {step}: {messages}',
    en: '{count} errors in step {step}: {messages}',
  },
  'forms.oneErrorInStep': {
    nl: '1 fout in stap {step}: {messages}',
    en: '1 error in step {step}: {messages}',
  },
  'forms.required': { nl: 'Dit veld is verplicht.', en: 'This field is required.' },
  'forms.text': { nl: 'Vul hier tekst in.', en: 'Enter text here.' },
  'forms.boolean': { nl: 'Kies ja of nee.', en: 'Choose yes or no.' },
  'forms.list': { nl: 'Kies uit de lijst.', en: 'Choose from the list.' },
  'forms.choice': { nl: 'Kies een van de opties.', en: 'Choose one of the options.' },
  'forms.unique': {
    nl: 'Elke waarde mag maar één keer voorkomen.',
    en: 'Each value may occur only once.',
  },
  'forms.readOnly': {
    nl: 'Dit veld kan niet worden gewijzigd.',
    en: 'This field cannot be changed.',
  },
  'forms.unknown': {
    nl: 'Dit veld hoort niet bij dit formulier.',
    en: 'This field is not part of this form.',
  },
  'forms.tooLong': { nl: 'Maximaal {limit} tekens.', en: 'At most {limit} characters.' },
  'forms.tooMany': { nl: 'Kies er maximaal {limit}.', en: 'Choose at most {limit}.' },
  'forms.tooFew': { nl: 'Kies er minimaal {limit}.', en: 'Choose at least {limit}.' },
  'forms.color': { nl: 'Gebruik een kleur als #376E1A.', en: 'Use a colour like #376E1A.' },
  'forms.descriptionEn': { nl: 'Beschrijving (EN)', en: 'Description (EN)' },
  'forms.descriptionNl': { nl: 'Beschrijving (NL)', en: 'Description (NL)' },
  'forms.cannabis': { nl: 'Cannabis', en: 'Cannabis' },
  'forms.review': { nl: 'Controleer de gegevens', en: 'Check the details' },
  'forms.useNow': { nl: 'Dit product direct gebruiken', en: 'Use this product right away' },
  'forms.useNowHelp': {
    nl: 'Ga na het aanmaken meteen door naar het prijsformulier.',
    en: 'Go straight on to the price form after creating it.',
  },
  'forms.global': { nl: 'Globaal', en: 'Global' },
  'forms.globalHelp': {
    nl: 'Globaal is zichtbaar voor alle winkelgroepen.',
    en: 'Global is visible to all shop groups.',
  },
  'forms.newStrainsHelp': {
    nl: 'Strains die nog niet bestaan; ze worden samen met de wiet aangemaakt.',
    en: 'Strains that do not exist yet; they are created together with the weed.',
  },
  'forms.mainCategory': { nl: 'Hoofdcategorie', en: 'Main category' },
  'forms.icon': { nl: 'Icoon', en: 'Icon' },
  'forms.color.title': { nl: 'Kleur', en: 'Colour' },
  'forms.attention': { nl: 'Let op', en: 'Note' },
  'forms.strainOfName': {
    nl: 'Maak ook een strain met de naam van deze wiet',
    en: 'Also make a strain with the name of this weed',
  },
  'forms.nameEn': { nl: 'Naam (EN)', en: 'Name (EN)' },
  'forms.name': { nl: 'Naam', en: 'Name' },
  'forms.newProduct': { nl: 'Nieuw horeca product', en: 'New horeca product' },
  'forms.newCategory': { nl: 'Nieuwe categorie', en: 'New category' },
  'forms.newStrain': { nl: 'Nieuwe strain', en: 'New strain' },
  'forms.newTag': { nl: 'Nieuwe tag', en: 'New tag' },
  'forms.newKind': { nl: 'Nieuwe wiet', en: 'New weed' },
  'forms.productType': { nl: 'Product type', en: 'Product type' },
  'forms.summary': { nl: 'Samenvatting', en: 'Summary' },
  'forms.type': { nl: 'Type', en: 'Type' },
  'forms.shop': { nl: 'Winkel', en: 'Shop' },
  'forms.shopGroup': { nl: 'Winkelgroep', en: 'Shop group' },
});
