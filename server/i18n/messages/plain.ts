import { defineServerMessages } from '../define';

/**
 * Texts that services and shared rules (`src/domain`) give as Dutch sentences, with their
 * English. The Dutch is exactly what they say (values as `{name}`); `plainText` finds a
 * sentence here and answers it in the request's language.
 */
export const plainMessages = defineServerMessages({
  // Price combinations (src/domain/price-rules.ts, server/services/catalogue/prices.ts)
  'plain.price.tooFewPrices': {
    nl: 'Je moet minstens 2 prijzen hebben.',
    en: 'You need at least 2 prices.',
  },
  'plain.price.noPrice': { nl: 'Geef minstens één prijs.', en: 'Give at least one price.' },
  'plain.price.registerPrefix': {
    nl: 'De kassa code prefix is 3 cijfers.',
    en: 'The register code prefix is 3 digits.',
  },
  'plain.price.registerCode': {
    nl: 'De kassa code begint met een prefix van 3 cijfers en bevat geen spaties (hooguit 32 tekens).',
    en: 'The register code starts with a prefix of 3 digits and has no spaces (at most 32 characters).',
  },
  'plain.price.quantity': {
    nl: 'Een hoeveelheid is groter dan 0 en heeft hooguit 2 decimalen.',
    en: 'A quantity is greater than 0 and has at most 2 decimals.',
  },
  'plain.price.price': {
    nl: 'Een prijs is 0 of meer en heeft hooguit 2 decimalen.',
    en: 'A price is 0 or more and has at most 2 decimals.',
  },
  'plain.price.priceTooHigh': {
    nl: 'Een prijs is hoogstens 1.000.000.',
    en: 'A price is at most 1,000,000.',
  },
  'plain.price.quantityTooHigh': {
    nl: 'Een hoeveelheid is hoogstens 100.000.',
    en: 'A quantity is at most 100,000.',
  },
  'plain.price.duplicateQuantity': {
    nl: 'Elke hoeveelheid mag maar één keer in een lijst staan.',
    en: 'Each quantity may appear only once in a list.',
  },
  'plain.price.quantityNeeded': {
    nl: 'Geef een hoeveelheid: alleen stuksprijzen (horeca) hebben een vrij label.',
    en: 'Give a quantity: only piece prices (horeca) have a free label.',
  },
  'plain.price.labelEmpty': {
    nl: 'Een prijslabel mag niet leeg zijn.',
    en: 'A price label may not be empty.',
  },
  'plain.price.labelTooLong': {
    nl: 'Een prijslabel is hoogstens 20 tekens.',
    en: 'A price label is at most 20 characters.',
  },
  'plain.price.duplicateLabel': {
    nl: 'Elk prijslabel mag maar één keer in een prijs combi staan.',
    en: 'Each price label may appear only once in a price combination.',
  },
  'plain.price.labelEnglish': {
    nl: 'Een Engels prijslabel hoort bij een vrij prijslabel en is zelf ook vrije tekst.',
    en: 'An English price label belongs to a free price label and is free text itself.',
  },
  'plain.price.unknownLabel': {
    nl: 'Dit prijslabel hoort niet bij de prijs combi.',
    en: 'This price label does not belong to the price combination.',
  },
  'plain.price.actionLabel': {
    nl: 'Een actieprijs hoort bij een ingeschakeld prijslabel van de prijs combi.',
    en: 'A sale price belongs to an enabled price label of the price combination.',
  },
  'plain.price.actionNotLower': {
    nl: 'De actieprijs moet lager zijn dan de normale prijs.',
    en: 'The sale price must be lower than the normal price.',
  },
  'plain.price.duplicateAction': {
    nl: 'Per prijslabel kan er maar één actieprijs zijn.',
    en: 'There can be only one sale price per price label.',
  },
  'plain.price.inUse': {
    nl: 'Deze prijs combi / kassa code heeft nog actieve producten op de kaart. Wis die eerst.',
    en: 'This price combination / register code still has active products on the menu. Delete those first.',
  },
  'plain.price.exists': {
    nl: 'Prijs bestaat al. Wanneer je toch op wil slaan, kies dan een andere kassa code prefix.',
    en: 'Price already exists. If you still want to save, choose another register code prefix.',
  },
  'plain.price.otherGroupsShops': {
    nl: 'Deze prijs combi staat op de kaart van shops buiten die shop groep. Haal hem daar eerst weg.',
    en: 'This price combination is on the menu of shops outside that shop group. Remove it there first.',
  },
  // Menu rows: a product, kind or price combination shown in a shop (shop-links.ts)
  'plain.link.itemMissing': {
    nl: 'Het form is niet compleet ingevuld. Prijs, categorie en product-soort moeten ingevuld zijn.',
    en: 'The form is not complete. Price, category and product kind must be filled in.',
  },
  'plain.link.bothItems': {
    nl: 'Een prijsregel toont een soort of een horeca product, niet allebei.',
    en: 'A price row shows a kind or a horeca product, not both.',
  },
  'plain.link.category': {
    nl: 'Deze categorie hoort niet bij deze shop.',
    en: 'This category does not belong to this shop.',
  },
  'plain.link.categoryKind': {
    nl: 'Cannabis producten horen in een cannabis categorie, horeca producten in een horeca categorie.',
    en: 'Cannabis products belong in a cannabis category, horeca products in a horeca category.',
  },
  'plain.link.price': {
    nl: 'Deze prijs combi hoort niet bij een shop groep van deze shop.',
    en: 'This price combination does not belong to a shop group of this shop.',
  },
  'plain.link.kind': {
    nl: 'Deze soort hoort niet bij een shop groep van deze shop.',
    en: 'This kind does not belong to a shop group of this shop.',
  },
  'plain.link.product': {
    nl: 'Dit horeca product hoort niet bij een shop groep van deze shop.',
    en: 'This horeca product does not belong to a shop group of this shop.',
  },
  'plain.link.existsOnCreate': {
    nl: 'Deze prijsvariatie bestaat al.',
    en: 'This price variation already exists.',
  },
  'plain.link.existsOnEdit': {
    nl: 'U heeft dit product al toegevoegd aan deze shop!',
    en: 'You have already added this product to this shop!',
  },
  // Orders (src/domain/orders.ts, server/services/orders/, server/routes/orders.ts)
  'plain.order.maxGrams': {
    nl: 'Je mag maximaal {grams} gram per bestelling bestellen.',
    en: 'You may order at most {grams} grams per order.',
  },
  'plain.order.notOnShopWifi': {
    nl: 'Bestellen kan alleen via de wifi van de shop.',
    en: 'Ordering is only possible through the wifi of the shop.',
  },
  'plain.order.oneItemPerLine': {
    nl: 'Elke regel bestelt een soort of een horeca product, niet allebei of geen van beide.',
    en: 'Each line orders a kind or a horeca product, not both and not neither.',
  },
  'plain.order.noLines': {
    nl: 'Een bestelling heeft minstens één regel.',
    en: 'An order has at least one line.',
  },
  'plain.order.tableOfOtherShop': {
    nl: 'Deze tafel hoort niet bij deze shop.',
    en: 'This table does not belong to this shop.',
  },
  'plain.order.outsideWindows': {
    nl: '{item} is nu niet te bestellen: het staat alleen op bepaalde tijden op het menu.',
    en: '{item} cannot be ordered now: it is on the menu only at certain times.',
  },
  'plain.order.notAvailable': {
    nl: '{item} is niet beschikbaar.',
    en: '{item} is not available.',
  },
  'plain.order.unknownItem': { nl: 'Dit product', en: 'This product' },
  'plain.order.notFound': { nl: 'Bestelling niet gevonden.', en: 'Order not found.' },
  'plain.order.tooMany': {
    nl: 'Te veel bestellingen achter elkaar. Probeer het zo nog eens.',
    en: 'Too many orders in a row. Please try again shortly.',
  },
  'plain.order.changedBy': {
    nl: 'Deze order is intussen door {who} op {status} gezet. De lijst is bijgewerkt; kijk of je nog iets wilt veranderen.',
    en: 'Meanwhile {who} set this order to {status}. The list has been updated; check whether you still want to change something.',
  },
  'plain.order.changed': {
    nl: 'Deze order is intussen op {status} gezet. De lijst is bijgewerkt; kijk of je nog iets wilt veranderen.',
    en: 'Meanwhile this order was set to {status}. The list has been updated; check whether you still want to change something.',
  },
  'plain.order.statusComplete': { nl: 'Compleet', en: 'Complete' },
  'plain.order.statusCancelled': { nl: 'Geannuleerd', en: 'Cancelled' },
  // Menu import (server/services/menu-import/menu-import-plan.ts)
  'plain.import.empty': { nl: 'Het bestand is leeg.', en: 'The file is empty.' },
  'plain.import.missingColumns': {
    nl: 'De kopregel mist de kolom(men): {names}.',
    en: 'The header line lacks the column(s): {names}.',
  },
  'plain.import.columnCount': {
    nl: 'Deze regel heeft {found} kolommen; de kopregel heeft er {expected}.',
    en: 'This line has {found} columns; the header line has {expected}.',
  },
  'plain.import.noName': {
    nl: 'Product en kassacode ontbreken.',
    en: 'Product and register code are missing.',
  },
  'plain.import.ambiguous': {
    nl: 'Meerdere producten op de kaart passen bij deze regel; geef de kassacode en categorie.',
    en: 'Several products on the menu match this line; give the register code and category.',
  },
  'plain.import.twice': {
    nl: 'Dit product staat al op regel {line} van het bestand.',
    en: 'This product is already on line {line} of the file.',
  },
  'plain.import.badPrice': {
    nl: 'De prijs "{text}" bij {label} is geen bedrag.',
    en: 'The price "{text}" for {label} is not an amount.',
  },
  'plain.import.missingPrice': {
    nl: 'De prijs bij {label} ontbreekt.',
    en: 'The price for {label} is missing.',
  },
  'plain.import.foreignLabel': {
    nl: '{label} hoort niet bij de prijs combi van dit product.',
    en: '{label} does not belong to the price combination of this product.',
  },
  'plain.import.badActive': {
    nl: 'Beschikbaar is "ja" of "nee", niet "{text}".',
    en: 'Available is "ja" or "nee", not "{text}".',
  },
  'plain.import.badNew': {
    nl: 'Nieuw is "ja" of "nee", niet "{text}".',
    en: 'New is "ja" or "nee", not "{text}".',
  },
  'plain.import.badDiscount': {
    nl: 'De korting "{text}" bij {label} is geen bedrag.',
    en: 'The discount "{text}" for {label} is not an amount.',
  },
  'plain.import.badDiscounts': { nl: 'Korting: {reason}', en: 'Discount: {reason}' },
  'plain.import.newProduct': {
    nl: 'Nieuw, wordt niet aangemaakt: voeg het toe op de kaart en importeer opnieuw.',
    en: 'New, will not be created: add it to the menu and import again.',
  },
  'plain.import.notCreated': {
    nl: 'Onbekend product, wordt niet aangemaakt: {reason}',
    en: 'Unknown product, will not be created: {reason}',
  },
  'plain.csv.openQuote': {
    nl: 'Een aanhalingsteken wordt niet afgesloten.',
    en: 'A quotation mark is not closed.',
  },
  'plain.csv.afterQuote': {
    nl: 'Tekst na een afsluitend aanhalingsteken.',
    en: 'Text after a closing quotation mark.',
  },
  // Scheduled changes (server/services/clock/scheduled-changes.ts)
  'plain.schedule.invalid': {
    nl: 'Geef een geldige datum (JJJJ-MM-DD) en tijd (UU:MM).',
    en: 'Give a valid date (YYYY-MM-DD) and time (HH:MM).',
  },
  'plain.schedule.skipped': {
    nl: 'Dit tijdstip bestaat niet op die dag: de klok springt dan van 02:00 naar 03:00 (zomertijd). Kies bijvoorbeeld 03:00.',
    en: 'This time does not exist on that day: the clock jumps from 02:00 to 03:00 (summer time). Choose 03:00, for example.',
  },
  'plain.schedule.past': {
    nl: 'Kies een moment in de toekomst voor deze geplande wijziging.',
    en: 'Choose a moment in the future for this scheduled change.',
  },
  'plain.schedule.notPending': {
    nl: 'Deze geplande wijziging is al uitgevoerd, mislukt of geannuleerd; ze kan niet meer veranderd worden.',
    en: 'This scheduled change has already been carried out, has failed or was cancelled; it can no longer be changed.',
  },
  // Opening hours and time windows (server/services/clock/clock-settings.ts)
  'plain.clock.badTime': {
    nl: 'Een tijd is ongeldig; gebruik uu:mm, bijvoorbeeld 09:30.',
    en: 'A time is not valid; use hh:mm, for example 09:30.',
  },
  'plain.clock.emptyInterval': {
    nl: 'Een tijdvak moet een begin- en eindtijd hebben die verschillen.',
    en: 'A time window needs a start and an end time that differ.',
  },
  'plain.clock.badDay': {
    nl: 'Een dag is 1 (maandag) tot en met 7 (zondag).',
    en: 'A day is 1 (Monday) to 7 (Sunday).',
  },
  'plain.clock.noDays': {
    nl: 'Kies minstens één dag voor elk tijdvak.',
    en: 'Choose at least one day for each time window.',
  },
  'plain.clock.tooMany': {
    nl: 'Dat zijn te veel tijdvakken of uitzonderingen.',
    en: 'Those are too many time windows or exceptions.',
  },
  'plain.clock.badDate': {
    nl: 'Een datum is ongeldig; gebruik jjjj-mm-dd, bijvoorbeeld 2026-12-25.',
    en: 'A date is not valid; use yyyy-mm-dd, for example 2026-12-25.',
  },
  'plain.clock.duplicateDate': {
    nl: 'Elke datum mag maar één uitzondering hebben.',
    en: 'Each date may have only one exception.',
  },
  'plain.clock.badWeekdays': {
    nl: 'Openingstijden hebben precies zeven dagen, maandag tot en met zondag.',
    en: 'Opening hours have exactly seven days, Monday to Sunday.',
  },
  'plain.clock.badTimeZone': {
    nl: 'Deze tijdzone is onbekend; gebruik bijvoorbeeld Europe/Amsterdam.',
    en: 'This time zone is unknown; use Europe/Amsterdam, for example.',
  },
  // Board language (server/services/board/board-language.ts), boards
  'plain.board.alternateSeconds': {
    nl: 'De wisseltijd moet een heel aantal seconden zijn, van {min} tot en met {max}.',
    en: 'The switching time must be a whole number of seconds, from {min} to {max}.',
  },
  'plain.board.name': { nl: 'Geef het bord een naam.', en: 'Give the board a name.' },
  // History and undo (server/services/history/history-undo.ts)
  'plain.undo.alreadyUndone': {
    nl: 'Deze wijziging is al teruggedraaid.',
    en: 'This change has already been undone.',
  },
  'plain.undo.password': {
    nl: 'Deze wijziging kan niet teruggedraaid worden (een wachtwoord blijft gewijzigd).',
    en: 'This change cannot be undone (a password stays changed).',
  },
  'plain.undo.superuser': {
    nl: 'Alleen een superuser kan deze wijziging terugdraaien.',
    en: 'Only a superuser can undo this change.',
  },
  'plain.undo.inUse': {
    nl: 'Terugdraaien lukt niet: wat deze wijziging toevoegde is inmiddels in gebruik, of wat ze verwijderde hangt aan iets dat er niet meer is.',
    en: 'Undo is not possible: what this change added is now in use, or what it removed depends on something that no longer exists.',
  },
  'plain.undo.changedLater': {
    nl: 'Terugdraaien lukt niet: {item} is daarna nog gewijzigd door {who} ({when}).',
    en: 'Undo is not possible: {item} was changed afterwards by {who} ({when}).',
  },
  'plain.undo.theSystem': { nl: 'het systeem', en: 'the system' },
  // Users
  'plain.users.unknownLanguage': {
    nl: "Onbekende taal: kies 'nl' of 'en'.",
    en: "Unknown language: choose 'nl' or 'en'.",
  },
  'plain.users.shortUsername': {
    nl: 'Een gebruikersnaam heeft minstens {min} tekens: met een kortere kan niemand inloggen.',
    en: 'A username has at least {min} characters: nobody can log in with a shorter one.',
  },
});
