import { describe, expect, it } from 'vitest';
import {
  blend,
  categoryColor,
  contrastRatio,
  darken,
  legibleFill,
  lighten,
  readableOn,
  rowFill,
} from './colors';

describe('categoryColor: hex without #, as the feed stores it', () => {
  it.each([
    ['2E7D32', '#2E7D32'],
    ['#c9a227', '#C9A227'],
    [' 0288d1 ', '#0288D1'],
    ['green', null],
    ['12345', null],
    [null, null],
  ])('%j -> %j', (stored, color) => {
    expect(categoryColor(stored)).toBe(color);
  });
});

describe('darken and lighten by 25%', () => {
  it.each([
    ['#FFFFFF', darken, '#BFBFBF'],
    ['#000000', lighten, '#404040'],
    ['#2E7D32', darken, '#235E26'],
    ['#2E7D32', lighten, '#629E65'],
    ['#808080', darken, '#606060'],
  ] as const)('%s %o -> %s', (hex, shade, expected) => {
    expect(shade(hex, 0.25)).toBe(expected);
  });
});

describe('rowFill: colour at color_opacity, even rows darker, odd rows lighter', () => {
  it.each([
    ['#2E7D32', 0.35, 0, { color: '#235E26', alpha: 0.35 }],
    ['#2E7D32', 0.35, 1, { color: '#629E65', alpha: 0.35 }],
    ['#2E7D32', 0.35, 2, { color: '#235E26', alpha: 0.35 }],
    ['#0288D1', 0.5, 3, { color: lighten('#0288D1', 0.25), alpha: 0.5 }],
    ['#0288D1', 1, 4, { color: darken('#0288D1', 0.25), alpha: 1 }],
  ])('%s at %s, position %s', (base, opacity, position, fill) => {
    expect(rowFill(base, opacity, position)).toEqual(fill);
  });
});

describe('blend', () => {
  it('puts a fill at its opacity over the stage colour', () => {
    expect(blend({ color: '#FFFFFF', alpha: 0.5 }, '#000000')).toBe('#808080');
    expect(blend({ color: '#2E7D32', alpha: 1 }, '#101010')).toBe('#2E7D32');
    expect(blend({ color: '#2E7D32', alpha: 0 }, '#101010')).toBe('#101010');
  });
});

describe('readableOn: light or dark text, whichever contrasts more', () => {
  it.each([
    [{ color: '#2E7D32', alpha: 0.9 }, '#101010', 'light'],
    [{ color: '#F9A825', alpha: 0.9 }, '#101010', 'dark'],
    [{ color: '#C9A227', alpha: 0.9 }, '#101010', 'dark'],
    [{ color: '#235E26', alpha: 0.35 }, '#101010', 'light'],
    [{ color: '#629E65', alpha: 0.35 }, '#F4F1EA', 'dark'],
  ] as const)('%j over %s -> %s', (fill, background, expected) => {
    expect(readableOn(fill, background, '#F5F5F0', '#141414')).toBe(expected);
  });
});

describe('legibleFill: a colour no text reads on is darkened until light text does', () => {
  const light = '#F5F5F0';
  const dark = '#141414';
  it.each([
    ['a dark green keeps its colour', { color: '#1B5E20', alpha: 0.9 }, '#1B5E20', 'light'],
    [
      'a yellow keeps its colour, with dark text',
      { color: '#F9A825', alpha: 0.9 },
      '#F9A825',
      'dark',
    ],
    [
      'a bright blue is darkened, with light text',
      { color: '#0288D1', alpha: 0.9 },
      darken('#0288D1', 0.1),
      'light',
    ],
  ] as const)('%s', (_, fill, color, tone) => {
    const result = legibleFill(fill, '#101010', light, dark);
    expect(result.fill.color).toBe(color);
    expect(result.tone).toBe(tone);
    expect(
      contrastRatio(blend(result.fill, '#101010'), tone === 'light' ? light : dark),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
