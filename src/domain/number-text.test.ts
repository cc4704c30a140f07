import { describe, expect, it } from 'vitest';
import { normaliseNumberText } from './number-text';

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
