import { describe, expect, it } from 'vitest';
import {
  countImages,
  isTagAmount,
  kindTypeFlags,
  kindTypeLetters,
  normaliseHexColor,
} from './catalogue';

describe('kindTypeFlags', () => {
  it.each([
    ['indica', { c: false, h: false, i: true, s: false }],
    ['Sativa', { c: false, h: false, i: false, s: true }],
    ['CBD', { c: true, h: false, i: false, s: false }],
    [' hybrid ', { c: false, h: true, i: false, s: false }],
  ])('sets exactly one flag for %s', (type, flags) => {
    expect(kindTypeFlags(type)).toEqual(flags);
  });

  it('knows no other types', () => {
    expect(kindTypeFlags('ruderalis')).toBeNull();
    expect(kindTypeFlags('')).toBeNull();
  });
});

describe('countImages', () => {
  it('counts the filled slots only', () => {
    expect(countImages([null, 'a.png', undefined, '', 'b.png', null])).toBe(2);
    expect(countImages([])).toBe(0);
  });
});

describe('normaliseHexColor', () => {
  it('strips a leading # and writes capitals', () => {
    expect(normaliseHexColor('#00fff0')).toBe('00FFF0');
    expect(normaliseHexColor('376E1A')).toBe('376E1A');
  });

  it.each(['', '#12345', '1234567', 'red', '##123456', 'GGGGGG'])('refuses %j', (input) => {
    expect(normaliseHexColor(input)).toBeNull();
  });
});

describe('kindTypeLetters', () => {
  it('writes the letters of the set badges in the order C, H, I, S', () => {
    expect(kindTypeLetters({ c: false, h: false, i: true, s: false })).toBe('I');
    expect(kindTypeLetters({ c: true, h: false, i: false, s: true })).toBe('CS');
    expect(kindTypeLetters({ c: false, h: false, i: false, s: false })).toBe('');
  });
});

describe('isTagAmount', () => {
  it('takes whole percentages from 0 to 100', () => {
    expect([0, 1, 50, 100].every(isTagAmount)).toBe(true);
    expect([-1, 101, 12.5, Number.NaN].some(isTagAmount)).toBe(false);
  });
});
