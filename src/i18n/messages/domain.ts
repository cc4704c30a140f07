import { CATEGORY_ICONS, CATEGORY_ICON_NAMES, type CategoryIcon } from '../../domain/constants';
import { defineMessages, type MessageEntry } from '../define';

/**
 * Texts for what the shared rules (`src/domain`) decide: yes/no, order statuses, price rule
 * refusals, order refusals, the price model, the board themes' and category icons' names. The rules keep their Dutch texts for the server;
 * the browser shows these by the rule's code (see `domainTexts.ts`).
 */
/** The category icons' names, from the domain's one list of them. */
const ICON_MESSAGES = Object.fromEntries(
  CATEGORY_ICONS.map((icon) => [`domain.categoryIcon.${icon}`, CATEGORY_ICON_NAMES[icon]]),
) as Record<`domain.categoryIcon.${CategoryIcon}`, MessageEntry>;

export const domainMessages = defineMessages({
  ...ICON_MESSAGES,
  'domain.yes': { nl: 'ja', en: 'yes' },
  'domain.no': { nl: 'nee', en: 'no' },
  'domain.orderStatus.pending': { nl: 'Open', en: 'Open' },
  'domain.orderStatus.complete': { nl: 'Compleet', en: 'Complete' },
  'domain.orderStatus.cancelled': { nl: 'Geannuleerd', en: 'Cancelled' },
  'domain.priceModel.New': { nl: 'Nieuw', en: 'New' },
  'domain.priceModel.Old': { nl: 'Oud', en: 'Old' },
  'domain.priceRule.tooFewPrices': {
    nl: 'Je moet minstens 2 prijzen hebben.',
    en: 'You need at least 2 prices.',
  },
  'domain.priceRule.noPrice': { nl: 'Geef minstens één prijs.', en: 'Give at least one price.' },
  'domain.priceRule.registerPrefix': {
    nl: 'De kassa code prefix is 3 cijfers.',
    en: 'The register code prefix is 3 digits.',
  },
  'domain.priceRule.registerCode': {
    nl: 'De kassa code begint met een prefix van 3 cijfers en bevat geen spaties (hooguit 32 tekens).',
    en: 'The register code starts with a 3-digit prefix and has no spaces (at most 32 characters).',
  },
  'domain.priceRule.quantity': {
    nl: 'Een hoeveelheid is groter dan 0 en heeft hooguit 2 decimalen.',
    en: 'A quantity is greater than 0 and has at most 2 decimals.',
  },
  'domain.priceRule.price': {
    nl: 'Een prijs is 0 of meer en heeft hooguit 2 decimalen.',
    en: 'A price is 0 or more and has at most 2 decimals.',
  },
  'domain.priceRule.priceTooHigh': {
    nl: 'Een prijs is hoogstens 1.000.000.',
    en: 'A price is at most 1,000,000.',
  },
  'domain.priceRule.quantityTooHigh': {
    nl: 'Een hoeveelheid is hoogstens 100.000.',
    en: 'A quantity is at most 100,000.',
  },
  'domain.priceRule.duplicateQuantity': {
    nl: 'Elke hoeveelheid mag maar één keer in een lijst staan.',
    en: 'Each quantity may appear only once in a list.',
  },
  'domain.priceRule.quantityNeeded': {
    nl: 'Geef een hoeveelheid: alleen stuksprijzen (horeca) hebben een vrij label.',
    en: 'Give a quantity: only piece prices (horeca) have a free label.',
  },
  'domain.priceRule.labelEmpty': {
    nl: 'Een prijslabel mag niet leeg zijn.',
    en: 'A price label may not be empty.',
  },
  'domain.priceRule.labelTooLong': {
    nl: 'Een prijslabel is hoogstens 20 tekens.',
    en: 'A price label is at most 20 characters.',
  },
  'domain.priceRule.duplicateLabel': {
    nl: 'Elk prijslabel mag maar één keer in een prijs combi staan.',
    en: 'Each price label may appear only once in a price combination.',
  },
  'domain.priceRule.labelEnglish': {
    nl: 'Een Engels prijslabel hoort bij een vrij prijslabel en is zelf ook vrije tekst.',
    en: 'An English price label belongs to a free price label and is free text itself.',
  },
  'domain.priceRule.unknownLabel': {
    nl: 'Dit prijslabel hoort niet bij de prijs combi.',
    en: 'This price label does not belong to the price combination.',
  },
  'domain.priceRule.actionLabel': {
    nl: 'Een actieprijs hoort bij een ingeschakeld prijslabel van de prijs combi.',
    en: 'A discount price belongs to a price label of the combination that is switched on.',
  },
  'domain.priceRule.actionNotLower': {
    nl: 'De actieprijs moet lager zijn dan de normale prijs.',
    en: 'The discount price must be lower than the normal price.',
  },
  'domain.priceRule.duplicateAction': {
    nl: 'Per prijslabel kan er maar één actieprijs zijn.',
    en: 'Each price label can have only one discount price.',
  },
  'domain.priceRule.inUse': {
    nl: 'Deze prijs combi / kassa code heeft nog actieve producten op de kaart. Wis die eerst.',
    en: 'This price combination / register code still has active products on the menu. Delete those first.',
  },
  'domain.priceRule.exists': {
    nl: 'Prijs bestaat al. Wanneer je toch op wil slaan, kies dan een andere kassa code prefix.',
    en: 'This price already exists. To save it anyway, choose another register code prefix.',
  },
  'domain.order.maxGrams': {
    nl: 'Je mag maximaal {max} gram per bestelling bestellen.',
    en: 'You may order at most {max} grams per order.',
  },
  'domain.order.notOnShopWifi': {
    nl: 'Bestellen kan alleen via de wifi van de shop.',
    en: "Ordering only works on the shop's wifi.",
  },
  'domain.order.oneItemPerLine': {
    nl: 'Elke regel bestelt een soort of een horeca product, niet allebei of geen van beide.',
    en: 'Each line orders a kind or a horeca product, not both and not neither.',
  },
  'domain.order.noLines': {
    nl: 'Een bestelling heeft minstens één regel.',
    en: 'An order has at least one line.',
  },
  'domain.order.tableOfOtherShop': {
    nl: 'Deze tafel hoort niet bij deze shop.',
    en: 'This table does not belong to this shop.',
  },
  'domain.order.itemNotAvailable': {
    nl: '{name} is niet beschikbaar.',
    en: '{name} is not available.',
  },
  'domain.boardTheme.default': { nl: 'Standaard', en: 'Default' },
  'domain.boardTheme.light': { nl: 'Licht', en: 'Light' },
  'domain.boardTheme.mississippi': { nl: 'Mississippi', en: 'Mississippi' },
  'domain.boardTheme.head-shop': { nl: 'Head Shop', en: 'Head Shop' },
  'domain.boardTheme.de-steeg': { nl: 'De Steeg', en: 'De Steeg' },
  'domain.boardTheme.slot-1': { nl: 'Haven', en: 'Harbour' },
  'domain.boardTheme.slot-2': { nl: 'Gloed', en: 'Ember' },
  'domain.boardTheme.slot-3': { nl: 'Polder', en: 'Polder' },
});
