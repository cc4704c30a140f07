import { describe, expect, it } from 'vitest';
import { formatPriceOrDash, formatYesNo } from './display';

describe('formatPriceOrDash', () => {
  it('shows prices with two decimals and a comma', () => {
    expect(formatPriceOrDash(12.5)).toBe('12,50');
    expect(formatPriceOrDash('7')).toBe('7,00');
    expect(formatPriceOrDash(0)).toBe('0,00');
  });

  it('shows a dash for missing or broken values', () => {
    expect(formatPriceOrDash(null)).toBe('-');
    expect(formatPriceOrDash(undefined)).toBe('-');
    expect(formatPriceOrDash('abc')).toBe('-');
    expect(formatPriceOrDash('')).toBe('-');
  });
});

describe('formatYesNo', () => {
  it('says ja or nee', () => {
    expect(formatYesNo(true)).toBe('ja');
    expect(formatYesNo(false)).toBe('nee');
    expect(formatYesNo(null)).toBe('nee');
  });
});
