import { defineMessages } from '../define';

/** The orders page of the back office: the counter's view of a shop's orders. */
export const ordersMessages = defineMessages({
  'orders.title': { nl: 'Orders', en: 'Orders' },
  'orders.pending.title': { nl: 'Openstaande orders', en: 'Open orders' },
  'orders.pending.empty': {
    nl: 'Er zijn geen openstaande orders.',
    en: 'There are no open orders.',
  },
  'orders.handled.title': {
    nl: 'Complete en geannuleerde orders',
    en: 'Complete and cancelled orders',
  },
  'orders.handled.empty': {
    nl: 'Er zijn nog geen complete of geannuleerde orders.',
    en: 'There are no complete or cancelled orders yet.',
  },
  'orders.sound': { nl: 'Geluid bij nieuwe order', en: 'Sound on new order' },
  'orders.helpTitle': { nl: 'Help: orders', en: 'Help: orders' },
  'orders.help': {
    nl: `Bovenaan staan de openstaande orders van de gekozen shop, de nieuwste eerst. Klanten bestellen aan tafel via de bestelpagina van hun tafel; nieuwe orders verschijnen hier vanzelf, zonder de pagina te verversen.

Een nieuwe order laat een kort geluid horen (uit te zetten met "Geluid bij nieuwe order"; deze browser onthoudt de keuze) en het aantal openstaande orders staat in de titel van het tabblad en bij Orders in het menu.

Zet een order op Compleet zodra hij is uitgeleverd, of Annuleer hem. De order verhuist dan naar de onderste tabel, met wanneer en door wie hij is afgehandeld. De klant ziet de nieuwe status op zijn telefoon.

Complete en geannuleerde orders kun je alsnog op Compleet zetten of annuleren, of wissen. Wissen kan niet ongedaan worden gemaakt.

Het totaal en de prijzen zijn berekend toen de order binnenkwam; latere prijswijzigingen veranderen een order niet. Per order mag een klant maximaal {maxGrams} gram bestellen (een joint telt als {jointGrams} gram).`,
    en: `At the top are the open orders of the chosen shop, newest first. Customers order at their table through the order page of that table; new orders appear here by themselves, without reloading the page.

A new order plays a short sound (switch it off with "Sound on new order"; this browser remembers the choice), and the number of open orders shows in the tab's title and next to Orders in the menu.

Mark an order Complete once it has been served, or Cancel it. The order then moves to the table below, with when and by whom it was handled. The customer sees the new status on their phone.

Complete and cancelled orders can still be marked complete, cancelled or deleted. Deleting cannot be undone.

The total and the prices were calculated when the order came in; later price changes do not change an order. A customer may order at most {maxGrams} grams per order (a joint counts as {jointGrams} grams).`,
  },
  'orders.noShop': {
    nl: 'Kies eerst een shop om zijn orders te zien.',
    en: 'Choose a shop first to see its orders.',
  },
  'orders.column.number': { nl: 'Order', en: 'Order' },
  'orders.column.table': { nl: 'Tafel', en: 'Table' },
  'orders.column.time': { nl: 'Tijd', en: 'Time' },
  'orders.column.lines': { nl: 'Bestelling', en: 'Items' },
  'orders.column.total': { nl: 'Totaal', en: 'Total' },
  'orders.column.status': { nl: 'Status', en: 'Status' },
  'orders.column.handled': { nl: 'Afgehandeld', en: 'Handled' },
  'orders.action.complete': { nl: 'Compleet', en: 'Complete' },
  'orders.action.cancel': { nl: 'Annuleer', en: 'Cancel' },
  'orders.action.delete': { nl: 'Wis', en: 'Delete' },
  // The accessible name starts with the button's visible text, then says which order.
  'orders.action.complete.name': {
    nl: 'Compleet: order {number}',
    en: 'Complete order {number}',
  },
  'orders.action.cancel.name': { nl: 'Annuleer order {number}', en: 'Cancel order {number}' },
  'orders.action.delete.name': { nl: 'Wis order {number}', en: 'Delete order {number}' },
  // The order questions share one pattern: the order in the title, the answers say what they
  // do ('Ja, …' confirms and has focus, so Enter confirms; 'Terug' leaves the order as it is).
  'orders.confirm.complete.title': {
    nl: 'Order {number} op compleet zetten?',
    en: 'Mark order {number} complete?',
  },
  'orders.confirm.complete': {
    nl: 'Weet je zeker dat je de order handmatig op compleet wil zetten?',
    en: 'Are you sure you want to mark the order complete by hand?',
  },
  'orders.confirm.complete.yes': { nl: 'Ja, compleet', en: 'Yes, complete' },
  'orders.confirm.cancel.title': { nl: 'Order {number} annuleren?', en: 'Cancel order {number}?' },
  'orders.confirm.cancel': {
    nl: 'Weet je zeker dat je de order wil annuleren?',
    en: 'Are you sure you want to cancel the order?',
  },
  'orders.confirm.cancel.yes': { nl: 'Ja, annuleren', en: 'Yes, cancel' },
  'orders.confirm.delete.title': { nl: 'Order {number} wissen?', en: 'Delete order {number}?' },
  'orders.confirm.delete': {
    nl: 'Weet je zeker dat je deze wilt wissen?',
    en: 'Are you sure you want to delete this?',
  },
  'orders.confirm.delete.yes': { nl: 'Ja, wissen', en: 'Yes, delete' },
  'orders.confirm.back': { nl: 'Terug', en: 'Back' },
  'orders.deleted': { nl: 'Order {number} gewist', en: 'Order {number} deleted' },
  'orders.statusChanged': { nl: 'Order {number}: {status}', en: 'Order {number}: {status}' },
  'orders.status.pending': { nl: 'Open', en: 'Open' },
  'orders.status.complete': { nl: 'Compleet', en: 'Complete' },
  'orders.status.cancelled': { nl: 'Geannuleerd', en: 'Cancelled' },
  'orders.status.unknown': { nl: 'Onbekende status: {status}', en: 'Unknown status: {status}' },
});
