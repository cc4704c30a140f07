import { describe, expect, it } from 'vitest';
import { requestLocale } from './define';
import { ORDER_MESSAGES, itemNotAvailable } from '../../src/domain/orders';
import { PRICE_RULE_MESSAGES } from '../../src/domain/price-rules';
import { usernameProblem } from '../../src/domain/staff';
import { CSV_MESSAGES } from '../http/csv-read';
import { CLOCK_MESSAGES } from '../services/clock/clock-settings';
import { UNDO_MESSAGES } from '../services/history/history-undo';
import { MATCH_MESSAGES } from '../services/menu-import/menu-import-match';
import { IMPORT_MESSAGES } from '../services/menu-import/menu-import-plan';
import { NEW_MESSAGES } from '../services/menu-import/menu-import-new-rules';
import { VALUE_MESSAGES } from '../services/menu-import/menu-import-values';
import { itemOutsideWindows } from '../services/orders/orders-pricing';
import { SCHEDULE_MESSAGES } from '../services/clock/scheduled-changes';
import { LINK_MESSAGES } from '../services/links/shop-links';
import { SERVER_MESSAGES, formText, msg, plainText, render } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  const entries = Object.entries(SERVER_MESSAGES);

  it('has texts', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it.each(entries)('%s has both languages with the same placeholders', (_key, entry) => {
    expect(entry.nl.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
    expect(placeholders(entry.nl)).toEqual(placeholders(entry.en));
  });

  it('renders values, nested texts and the fallback language', () => {
    const sizeNeed = msg('images.needsSize', { width: 1920, height: 326 });
    const message = msg('images.categoryNeeds', { needs: sizeNeed, width: 100, height: 50 });
    expect(render(message, 'nl')).toBe(
      'Categorie-afbeeldingen hebben minstens 1920 x 326 pixels nodig; deze is 100 x 50.',
    );
    expect(render(message, 'en')).toBe(
      'Category pictures need at least 1920 x 326 pixels; this one is 100 x 50.',
    );
    expect(render(msg('errors.staleVersion'), null)).toBe(
      'Dit item is intussen door iemand anders gewijzigd.',
    );
    expect(render(msg('errors.notAuthenticated'), null)).toBe('Not authenticated');
  });

  it('gives the English of form texts, values included', () => {
    expect(formText('Stap 1 van 2: Nieuwe categorie', 'en')).toBe('Step 1 of 2: New category');
    expect(formText('Maximaal 255 tekens.', 'en')).toBe('At most 255 characters.');
    expect(formText('Naam', 'nl')).toBe('Naam');
    expect(formText('Iets dat niemand vertaalde', 'en')).toBe('Iets dat niemand vertaalde');
  });
});

describe('Dutch sentences of services and shared rules', () => {
  // Every refusal the server sends as a Dutch sentence, values filled in as they are sent.
  const sentences = [
    ...Object.values(PRICE_RULE_MESSAGES),
    ORDER_MESSAGES.maxGrams,
    ORDER_MESSAGES.notOnShopWifi,
    ORDER_MESSAGES.oneItemPerLine,
    ORDER_MESSAGES.noLines,
    ORDER_MESSAGES.tableOfOtherShop,
    itemNotAvailable('Amnesia'),
    itemOutsideWindows('Amnesia'),
    ...Object.values(LINK_MESSAGES),
    ...Object.values(CLOCK_MESSAGES),
    ...Object.values(UNDO_MESSAGES),
    CSV_MESSAGES.unclosedQuote,
    CSV_MESSAGES.recordTooLong(4096),
    CSV_MESSAGES.unreadable,
    MATCH_MESSAGES.nameNotOnMenu("Verse jus d'orange", 'Dranken', '50001', ['Spa rood', 'Cola']),
    MATCH_MESSAGES.nameTwiceInCategory('Ketama', 'Hasj'),
    VALUE_MESSAGES.cellTooLong('Product', 255),
    SCHEDULE_MESSAGES.invalid,
    SCHEDULE_MESSAGES.skipped,
    SCHEDULE_MESSAGES.past,
    SCHEDULE_MESSAGES.notPending,
    IMPORT_MESSAGES.empty,
    IMPORT_MESSAGES.missingColumns(['Prijs', 'Kassacode']),
    IMPORT_MESSAGES.columnCount(3, 5),
    IMPORT_MESSAGES.noName,
    IMPORT_MESSAGES.ambiguous,
    IMPORT_MESSAGES.twice(4),
    IMPORT_MESSAGES.badPrice('1g', 'tien'),
    IMPORT_MESSAGES.missingPrice('1g'),
    IMPORT_MESSAGES.foreignLabel('5g'),
    IMPORT_MESSAGES.badActive('misschien'),
    IMPORT_MESSAGES.badNew('misschien'),
    IMPORT_MESSAGES.badDiscount('1g', 'tien'),
    IMPORT_MESSAGES.badDiscounts(PRICE_RULE_MESSAGES.price),
    IMPORT_MESSAGES.badValue('1g', PRICE_RULE_MESSAGES.priceTooHigh),
    IMPORT_MESSAGES.newProduct,
    IMPORT_MESSAGES.notCreated(NEW_MESSAGES.noCategory),
    NEW_MESSAGES.noName,
    NEW_MESSAGES.noCategory,
    NEW_MESSAGES.unknownCategory('Bier'),
    NEW_MESSAGES.cannabisNotSold('Wiet'),
    NEW_MESSAGES.horecaNotSold('Dranken'),
    NEW_MESSAGES.typeMismatch('horeca', 'Wiet'),
    NEW_MESSAGES.noPrices,
    NEW_MESSAGES.noCode,
    usernameProblem('jan') ?? '',
  ];

  it.each(sentences)('%s has English', (sentence) => {
    expect(typeof sentence).toBe('string');
    expect(plainText(sentence, 'nl')).toBe(sentence);
    expect(plainText(sentence, null)).toBe(sentence);
    expect(plainText(sentence, 'en')).not.toBe(sentence);
    expect(plainText(sentence, 'en')).not.toMatch(/\b(de|het|een|niet|moet|hoort|bij)\b/);
  });

  it('keeps values and translates a sentence inside a sentence', () => {
    expect(plainText(itemNotAvailable('Amnesia Haze'), 'en')).toBe(
      'Amnesia Haze is not available.',
    );
    expect(plainText(IMPORT_MESSAGES.badPrice('2.5g', 'tien'), 'en')).toBe(
      'The price "tien" for 2.5g is not an amount.',
    );
    expect(plainText(IMPORT_MESSAGES.badDiscounts(PRICE_RULE_MESSAGES.price), 'en')).toBe(
      'Discount: A price is 0 or more and has at most 2 decimals.',
    );
    expect(plainText('Een naam die niemand vertaalde.', 'en')).toBe(
      'Een naam die niemand vertaalde.',
    );
  });
});

describe('sentences written in place', () => {
  it.each([
    [
      'Deze order is intussen door Jan op Compleet gezet. De lijst is bijgewerkt; kijk of je nog iets wilt veranderen.',
      'Meanwhile Jan set this order to Complete. The list has been updated; check whether you still want to change something.',
    ],
    [
      'Deze order is intussen op Geannuleerd gezet. De lijst is bijgewerkt; kijk of je nog iets wilt veranderen.',
      'Meanwhile this order was set to Cancelled. The list has been updated; check whether you still want to change something.',
    ],
    [
      'Terugdraaien lukt niet: Critical is daarna nog gewijzigd door het systeem (25-11-2026 15:00).',
      'Undo is not possible: Critical was changed afterwards by the system (25-11-2026 15:00).',
    ],
    [
      'De wisseltijd moet een heel aantal seconden zijn, van 2 tot en met 600.',
      'The switching time must be a whole number of seconds, from 2 to 600.',
    ],
    [
      'Te veel bestellingen achter elkaar. Probeer het zo nog eens.',
      'Too many orders in a row. Please try again shortly.',
    ],
  ])('answers "%s" in English', (dutch, english) => {
    expect(plainText(dutch, 'en')).toBe(english);
  });

  it("gives Dutch requests the Dutch of the older API's English sentences", () => {
    expect(plainText('The name is required.', 'nl')).toBe('Een naam is verplicht.');
    expect(plainText('A table named "Tafel 1" already exists in this shop.', 'nl')).toBe(
      'Er is al een tafel "Tafel 1" in deze shop.',
    );
    expect(plainText('Max 10 orders', 'nl')).toBe('Maximaal 10 bestellingen');
    expect(
      plainText('Category is in use: 3 price list rows use it; remove them first.', 'nl'),
    ).toBe('De categorie is in gebruik: 3 prijsregels gebruiken haar; haal die eerst weg.');
    expect(plainText('Kind is on the price list of 1 shop; remove it there first.', 'nl')).toBe(
      'Deze soort staat op de prijslijst van 1 shop; haal hem daar eerst weg.',
    );
    expect(plainText('Max 10 orders', 'en')).toBe('Max 10 orders');
    expect(plainText('Max 10 orders', null)).toBe('Max 10 orders');
  });
});

describe('requestLocale', () => {
  it.each([
    ['en-GB,en;q=0.9,nl;q=0.8', 'en'],
    ['nl-NL,nl;q=0.9,en;q=0.8', 'nl'],
    ['de-DE,en;q=0.5,nl;q=0.8', 'nl'],
    ['de-DE,en;q=0.9,nl;q=0.8', 'en'],
    ['fr', null],
    ['', null],
    [undefined, null],
    ['EN', 'en'],
    ['nl;q=0, en', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });
});
