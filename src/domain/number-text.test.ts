import { describe, expect, it } from 'vitest';
import {
  PRICE_INPUT_STEPS,
  formatDecimalInput,
  normaliseNumberText,
  parseDecimalInput,
  stepDecimalValue,
} from './number-text';

describe('normaliseNumberText', () => {
  it.each([
    ['', '0'],
    ['   ', '0'],
    ['0', '0'],
    ['007', '7'],
    ['05', '5'],
    ['00.5', '0.5'],
    ['0.25', '0.25'],
    ['000.50', '0.50'],
    ['10', '10'],
    ['100.0', '100.0'],
    ['-05', '-5'],
    ['-0.5', '-0.5'],
    [' 012 ', '12'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseNumberText(input)).toBe(expected);
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['3,00', '3.00'],
    ['3.00', '3.00'],
    ['2,5', '2.5'],
    ['03,5', '3.5'],
    ['00,5', '0.5'],
    [',5', '.5'],
    ['3,', '3.'],
    ['', '0'],
    [' 12 ', '12'],
    ['-', '-'],
    ['-0,25', '-0.25'],
    ['-05', '-5'],
  ])('reads %j as %j', (typed, expected) => {
    expect(parseDecimalInput(typed)).toBe(expected);
  });

  it.each(['3,5,', '1.000,50', '3,5.1', 'x', '3a', '1e5', '--1', '+3', '€ 3'])(
    'refuses %j',
    (typed) => {
      expect(parseDecimalInput(typed)).toBeNull();
    },
  );
});

describe('formatDecimalInput', () => {
  it.each([
    ['2.5', undefined, '2,5'],
    [2.5, undefined, '2,5'],
    ['0.50', undefined, '0,50'],
    ['3.', undefined, '3,'],
    ['-', undefined, '-'],
    [3, 2, '3,00'],
    ['9.25', 2, '9,25'],
    ['3.005', 2, '3,005'],
    [1234.5, 2, '1234,50'],
    ['', 2, ''],
    ['-', 2, '-'],
    [0, 2, '0,00'],
  ])('shows %j (decimals %j) as %j', (value, decimals, expected) => {
    expect(formatDecimalInput(value, decimals)).toBe(expected);
  });

  it('reads back what it shows', () => {
    for (const value of [0, 0.25, 2.5, 3, 12.75, 1000]) {
      expect(Number(parseDecimalInput(formatDecimalInput(value, 2)))).toBe(value);
    }
  });
});

describe('stepDecimalValue', () => {
  const { price, quantity } = PRICE_INPUT_STEPS.priceModal;
  it.each([
    [3, price, 1, 3.25],
    [3, price, -1, 2.75],
    [3.1, price, 1, 3.25],
    [3.1, price, -1, 3],
    [0.1, 0.01, 1, 0.11],
    [0.7, 0.1, 1, 0.8],
    [2.5, quantity, 1, 3],
    [2.5, quantity, -1, 2],
    [Number.NaN, price, 1, 0.25],
  ])('%j with step %j, direction %j -> %j', (value, step, direction, expected) => {
    expect(stepDecimalValue(value, step, direction as 1 | -1)).toBe(expected);
  });

  it('stays within min and max', () => {
    expect(stepDecimalValue(0, price, -1, { min: 0 })).toBe(0);
    expect(stepDecimalValue(0.1, price, -1, { min: 0 })).toBe(0);
    expect(stepDecimalValue(5, 1, 1, { max: 5 })).toBe(5);
  });
});
