import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryRow } from '../../api/types';
import { entryLines, priceListChange, rowText, valueText, whoAndWhen } from './historyText';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  table: 'shops_to_prices',
  op: 'update',
  row_id: 'r1',
  label: 'Ketama',
  text: '',
  subject_id: null,
  fields: [],
  ...over,
});

describe('history in words', () => {
  it("shows the server's words of a row when it has them", () => {
    expect(rowText(row({ text: 'Ketama 1g 10,00 → 10,50' }))).toBe('Ketama 1g 10,00 → 10,50');
  });

  it('names the prices that changed, with a decimal comma', () => {
    expect(
      priceListChange(
        [
          { label: '1g', price: 10 },
          { label: '5g', price: 45 },
        ],
        [
          { label: '1g', price: 10.5 },
          { label: '5g', price: 45 },
          { label: '10g', price: 80 },
        ],
      ),
    ).toBe('1g 10,00 → 10,50 · 10g 80,00 (nieuw)');
    expect(priceListChange([{ label: '2st', price: 6 }], [])).toBe('2st 6,00 (weg)');
  });

  it('reads a moved row as its prices, not as ids', () => {
    const moved = row({
      fields: [
        { field: 'price_id', before: 'a', after: 'b' },
        {
          field: 'prices',
          before: [{ label: '1g', price: 10 }],
          after: [{ label: '1g', price: 10.5 }],
        },
      ],
    });
    expect(rowText(moved)).toBe('Ketama 1g 10,00 → 10,50');
    const entry: HistoryEntry = {
      id: 1,
      created_at: '2026-11-25T13:02:00.000Z',
      user_id: null,
      user_name: 'maastricht.staff',
      shop_ids: [],
      undo_of: null,
      undone_by: null,
      rows: [row({ table: 'prices', op: 'insert', label: 'Prijs combi 20004 (Ketama)' }), moved],
    };
    expect(entryLines(entry)).toEqual(['Ketama 1g 10,00 → 10,50']);
    expect(whoAndWhen(entry, new Date('2026-11-25T15:00:00.000Z'))).toMatch(
      /^door maastricht\.staff, \d\d:02$/,
    );
    expect(whoAndWhen(entry, new Date('2026-12-01T15:00:00.000Z'))).toMatch(
      /^door maastricht\.staff, 25 nov\.? 2026 \d\d:02$/,
    );
  });

  it('says what was added, removed or switched', () => {
    expect(rowText(row({ table: 'shop_tables', op: 'insert', label: 'Terras 9' }))).toBe(
      'Tafel ‘Terras 9’ toegevoegd',
    );
    expect(rowText(row({ table: 'orders', op: 'delete', label: 'Order 12' }))).toBe(
      'Order ‘Order 12’ verwijderd',
    );
    expect(rowText(row({ fields: [{ field: 'active', before: true, after: false }] }))).toBe(
      'Ketama beschikbaar ja → nee',
    );
    expect(valueText(2.5)).toBe('2,5');
    expect(valueText('0b5c3e1a-1111-4222-8333-944445555666')).toBe('…');
  });
});
