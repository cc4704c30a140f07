import { describe, expect, it } from 'vitest';
import {
  activePriceIds,
  activeText,
  modelOf,
  priceEntriesLine,
  priceEntryTexts,
  shopGroupName,
} from './priceRows';

const ENTRIES = [
  { label: '0.5g', quantity: 0.5, price: 5, active: true },
  { label: '1g', quantity: 1, price: 9.5, active: true },
];

describe('price rows', () => {
  it('shows prices with two decimals and labels with a decimal comma, as the other lists do', () => {
    expect(priceEntryTexts(ENTRIES)).toEqual([
      { label: '0,5g', price: '5,00' },
      { label: '1g', price: '9,50' },
    ]);
    expect(priceEntriesLine(ENTRIES)).toBe('0,5g 5,00 · 1g 9,50');
    expect(priceEntriesLine([])).toBe('');
  });

  it("says 'Ja' only for combinations an active row of the shop uses", () => {
    const active = activePriceIds([
      { price_id: 'a', active: true },
      { price_id: 'b', active: false },
      { price_id: 'a', active: false },
    ]);
    expect([...active]).toEqual(['a']);
    expect(activeText('a', active)).toBe('Ja');
    expect(activeText('b', active)).toBe('Nee');
  });

  it("calls a combination with a cannabis list 'New', else 'Old'", () => {
    expect(modelOf({ cannabis: ENTRIES })).toBe('New');
    expect(modelOf({ cannabis: [] })).toBe('Old');
  });

  it('names the shop group', () => {
    const groups = [{ id: 'g1', name: 'Maastricht' }];
    expect(shopGroupName('g1', groups)).toBe('Maastricht');
    expect(shopGroupName(null, groups)).toBe('Globaal');
    expect(shopGroupName('g2', groups)).toBe('g2');
  });
});
