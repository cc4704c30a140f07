import { describe, expect, it } from 'vitest';
import { PRICE_RULE_MESSAGES } from '../../domain';
import {
  priceModalLines,
  priceStateChanged,
  setDiscount,
  settingsForPrices,
  suggestedDiscount,
  toggleLabel,
} from './priceModalState';
import type { PriceModalState } from './priceModalState';
import { entry } from './testRows';

const entries = [entry('0.5g', 6.5), entry('1g', 12.5), entry('2.5g', 30)];
const none: PriceModalState = { deactivated: [], actions: [] };

describe('switching labels off', () => {
  it('allows switching off while at least two prices stay on', () => {
    const next = toggleLabel(entries, none, '0.5g', false);
    expect(next).toEqual({ deactivated: ['0.5g'], actions: [] });
    expect(toggleLabel(entries, next as PriceModalState, '1g', false)).toBeNull();
  });

  it('locks the last two prices on, with the rule of the tooltip', () => {
    const lines = priceModalLines(entries, { deactivated: ['0.5g'], actions: [] });
    expect(lines.map((line) => [line.label, line.enabled, line.lockedOn])).toEqual([
      ['0.5g', false, false],
      ['1g', true, true],
      ['2.5g', true, true],
    ]);
    expect(PRICE_RULE_MESSAGES.tooFewPrices).toBe('Je moet minstens 2 prijzen hebben.');
  });

  it('counts labels that are off in the combination as off', () => {
    const withInactive = [entry('1g', 10), entry('2.5g', 24), entry('5g', 45, false)];
    expect(toggleLabel(withInactive, none, '1g', false)).toBeNull();
    expect(toggleLabel(withInactive, none, '5g', true)).toBeNull();
    expect(priceModalLines(withInactive, none)[2]).toMatchObject({
      inactiveInCombination: true,
      enabled: false,
      discountable: false,
    });
  });

  it('drops the discount of a label switched off and switches it on again', () => {
    const discounted = { deactivated: [], actions: [{ label: '0.5g', price: 6 }] };
    const off = toggleLabel(entries, discounted, '0.5g', false);
    expect(off).toEqual({ deactivated: ['0.5g'], actions: [] });
    expect(toggleLabel(entries, off as PriceModalState, '0.5g', true)).toEqual(none);
  });
});

describe('discounts', () => {
  it('sets the action label when applied and removes it when unticked', () => {
    const applied = setDiscount(entries, none, '1g', 11);
    expect(applied).toEqual({ deactivated: [], actions: [{ label: '1g', price: 11 }] });
    expect(setDiscount(entries, applied as PriceModalState, '1g', 10.75)?.actions).toEqual([
      { label: '1g', price: 10.75 },
    ]);
    expect(setDiscount(entries, applied as PriceModalState, '1g', null)).toEqual(none);
  });

  it('refuses a discount that is not lower than the price', () => {
    expect(setDiscount(entries, none, '1g', 12.5)).toBeNull();
    expect(setDiscount(entries, none, '1g', 13)).toBeNull();
    expect(setDiscount(entries, none, '1g', -1)).toBeNull();
    expect(setDiscount(entries, none, '1g', 11.111)).toBeNull();
  });

  it('refuses a discount on a label that is off', () => {
    expect(setDiscount(entries, { deactivated: ['0.5g'], actions: [] }, '0.5g', 5)).toBeNull();
  });

  it('proposes one step of 0.25 below the price', () => {
    expect(suggestedDiscount(12.5)).toBe(12.25);
    expect(suggestedDiscount(2.6)).toBe(2.5);
    expect(suggestedDiscount(0.1)).toBe(0);
    expect(setDiscount(entries, none, '0.5g', suggestedDiscount(6.5))).not.toBeNull();
  });

  it('tells whether anything changed, whatever the order', () => {
    const a = { deactivated: ['1g', '0.5g'], actions: [{ label: '2.5g', price: 28 }] };
    const b = { deactivated: ['0.5g', '1g'], actions: [{ label: '2.5g', price: 28 }] };
    expect(priceStateChanged(a, b)).toBe(false);
    expect(priceStateChanged(a, { ...b, actions: [{ label: '2.5g', price: 27 }] })).toBe(true);
    expect(priceStateChanged(none, { deactivated: ['1g'], actions: [] })).toBe(true);
  });
});

describe('the switches and discounts typed, after the prices changed', () => {
  const typed: PriceModalState = {
    deactivated: ['0.5g'],
    actions: [
      { label: '1g', price: 11 },
      { label: '2.5g', price: 28 },
    ],
  };

  it('keeps what still applies to the new prices', () => {
    const after = [entry('0.5g', 7), entry('1g', 12.5), entry('2.5g', 27)];
    expect(settingsForPrices(after, typed)).toEqual({
      deactivated: ['0.5g'],
      // 28 is no longer lower than 27: that discount goes.
      actions: [{ label: '1g', price: 11 }],
    });
  });

  it('drops labels the new prices no longer have', () => {
    const after = [entry('1g', 12.5), entry('2.5g', 30), entry('5g', 55)];
    expect(settingsForPrices(after, typed)).toEqual({ deactivated: [], actions: typed.actions });
  });

  it('switches every label on again when fewer than two would stay on', () => {
    const after = [entry('0.5g', 6.5), entry('1g', 12.5)];
    expect(settingsForPrices(after, typed)).toEqual({
      deactivated: [],
      actions: [{ label: '1g', price: 11 }],
    });
  });
});
