import { defineMessages } from '../define';

/** The public order page a customer opens on their phone at a table. */
export const customerOrderMessages = defineMessages({
  'customerOrder.title': { nl: 'Bestellen', en: 'Order' },
  'customerOrder.titleOf': { nl: 'Bestellen – {shop}', en: 'Order – {shop}' },
  'customerOrder.kicker': { nl: 'Bestellen aan tafel', en: 'Order at your table' },
  'customerOrder.language': { nl: 'Taal', en: 'Language' },
  'customerOrder.language.nl': { nl: 'Nederlands', en: 'Dutch' },
  'customerOrder.language.en': { nl: 'Engels', en: 'English' },
  'customerOrder.language.short.nl': { nl: 'NL', en: 'NL' },
  'customerOrder.language.short.en': { nl: 'EN', en: 'EN' },
  'customerOrder.menu.empty': {
    nl: 'Er is op dit moment niets te bestellen.',
    en: 'There is nothing to order at the moment.',
  },
  'customerOrder.menu.loading': { nl: 'De kaart wordt geladen…', en: 'Loading the menu…' },
  'customerOrder.menu.retry': { nl: 'Opnieuw proberen', en: 'Try again' },
  'customerOrder.menu.categories': { nl: 'Categorieën', en: 'Categories' },
  'customerOrder.menu.new': { nl: 'Nieuw', en: 'New' },
  'customerOrder.menu.add': {
    nl: '{label} {price}: {name} toevoegen',
    en: '{label} {price}: add {name}',
  },
  'customerOrder.placed': {
    nl: 'Bestelling {number} is geplaatst.',
    en: 'Order {number} has been placed.',
  },
  'customerOrder.dock.items.one': { nl: '{count} artikel', en: '{count} item' },
  'customerOrder.dock.items.other': { nl: '{count} artikelen', en: '{count} items' },
  'customerOrder.dock.view': { nl: 'Bekijk bestelling', en: 'View order' },
  'customerOrder.basket.title': { nl: 'Je bestelling', en: 'Your order' },
  'customerOrder.basket.empty': {
    nl: 'Je mandje is leeg. Tik op een prijs om iets toe te voegen.',
    en: 'Your basket is empty. Tap a price to add something.',
  },
  'customerOrder.basket.less': { nl: 'Eén {label} {name} minder', en: 'One {label} {name} less' },
  'customerOrder.basket.more': { nl: 'Eén {label} {name} meer', en: 'One {label} {name} more' },
  'customerOrder.basket.grams': { nl: 'Cannabis in je bestelling', en: 'Cannabis in your order' },
  'customerOrder.basket.gramsOf': {
    nl: '{grams} van {max} gram',
    en: '{grams} of {max} grams',
  },
  'customerOrder.basket.gramsMeter': { nl: 'Gram in je bestelling', en: 'Grams in your order' },
  'customerOrder.basket.maxReached': {
    nl: 'Je hebt het maximum bereikt.',
    en: 'You have reached the maximum.',
  },
  'customerOrder.basket.gramRule': {
    nl: 'Maximaal {max} gram per bestelling; een joint telt als {joint} gram.',
    en: 'At most {max} grams per order; a joint counts as {joint} grams.',
  },
  'customerOrder.basket.total': { nl: 'Totaal', en: 'Total' },
  'customerOrder.basket.notes': { nl: 'Opmerking (optioneel)', en: 'Note (optional)' },
  'customerOrder.basket.notesExample': {
    nl: 'Bijvoorbeeld: cola zonder ijs',
    en: 'For example: cola without ice',
  },
  'customerOrder.basket.sending': { nl: 'Bezig met bestellen…', en: 'Placing your order…' },
  'customerOrder.basket.send': { nl: 'Bestelling plaatsen', en: 'Place order' },
  'customerOrder.rule.maxGrams': {
    nl: 'Je mag maximaal {max} gram per bestelling bestellen.',
    en: 'You may order at most {max} grams per order.',
  },
  'customerOrder.rule.maxQuantity': {
    nl: 'Je kunt maximaal {max} keer hetzelfde bestellen.',
    en: 'You can order the same item at most {max} times.',
  },
  'customerOrder.rule.maxLines': {
    nl: 'Een bestelling heeft maximaal {max} regels.',
    en: 'An order has at most {max} lines.',
  },
  'customerOrder.rule.empty': { nl: 'Je mandje is leeg.', en: 'Your basket is empty.' },
  'customerOrder.error.offline': {
    nl: 'Geen verbinding met de server. Controleer je internet en probeer het opnieuw.',
    en: 'No connection to the server. Check your internet and try again.',
  },
  'customerOrder.error.shopNotFound': {
    nl: 'Deze shop bestaat niet (meer). Scan de code op je tafel opnieuw.',
    en: 'This shop does not exist (any more). Scan the code on your table again.',
  },
  'customerOrder.error.tableNotFound': {
    nl: 'Deze tafel bestaat niet. Scan de code op je tafel opnieuw.',
    en: 'This table does not exist. Scan the code on your table again.',
  },
  'customerOrder.error.status': {
    nl: 'Er ging iets mis ({status}). Probeer het opnieuw.',
    en: 'Something went wrong ({status}). Please try again.',
  },
  'customerOrder.tracked.title': { nl: 'Je bestellingen', en: 'Your orders' },
  'customerOrder.tracked.order': { nl: 'Bestelling {number}', en: 'Order {number}' },
  'customerOrder.tracked.hide': { nl: 'Verbergen', en: 'Hide' },
  'customerOrder.tracked.checkFailed': {
    nl: 'De status kan even niet worden bijgewerkt; we proberen het opnieuw.',
    en: 'The status cannot be updated right now; we will keep trying.',
  },
  'customerOrder.status.pending': { nl: 'In behandeling', en: 'In progress' },
  'customerOrder.status.complete': { nl: 'Compleet', en: 'Complete' },
  'customerOrder.status.cancelled': { nl: 'Geannuleerd', en: 'Cancelled' },
  'customerOrder.hint.pending': {
    nl: 'We hebben je bestelling ontvangen en maken hem klaar.',
    en: 'We have received your order and are preparing it.',
  },
  'customerOrder.hint.complete': { nl: 'Je bestelling is klaar.', en: 'Your order is ready.' },
  'customerOrder.hint.cancelled': {
    nl: 'Je bestelling is geannuleerd. Vraag het personeel gerust waarom.',
    en: 'Your order has been cancelled. Feel free to ask the staff why.',
  },
});
