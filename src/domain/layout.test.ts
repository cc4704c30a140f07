import { describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_ADVANCED_OPTIONS, DEFAULT_SCREEN_EXTRA_CONFIG } from './constants';
import {
  completeScreenAdvancedOptions,
  completeScreenExtraConfig,
  parsePricelistColumn,
  parseScreenOrientation,
} from './layout';

describe('parsePricelistColumn', () => {
  it.each([
    ['left', 'left'],
    ['Left', 'left'],
    ['RIGHT', 'right'],
    ['middle', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(parsePricelistColumn(input)).toBe(expected);
  });
});

describe('parseScreenOrientation', () => {
  it.each([
    ['landscape', 'landscape'],
    ['Portrait', 'portrait'],
    ['MOBILE', 'mobile'],
    ['square', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseScreenOrientation(input)).toBe(expected);
  });
});

describe('completeScreenAdvancedOptions', () => {
  it('fills every missing key with its default', () => {
    expect(completeScreenAdvancedOptions(undefined)).toEqual(DEFAULT_SCREEN_ADVANCED_OPTIONS);
    expect(completeScreenAdvancedOptions({ show_images: true, color_opacity: 0.8 })).toEqual({
      ...DEFAULT_SCREEN_ADVANCED_OPTIONS,
      show_images: true,
      color_opacity: 0.8,
    });
  });

  it('drops unknown keys and values of the wrong type or range', () => {
    const options = completeScreenAdvancedOptions({
      show_chis: 'no',
      color_opacity: 1.5,
      screen_name: 'Links',
    });
    expect(options).toEqual(DEFAULT_SCREEN_ADVANCED_OPTIONS);
    expect(options).not.toHaveProperty('screen_name');
  });
});

describe('completeScreenExtraConfig', () => {
  it('takes known keys over the base', () => {
    expect(completeScreenExtraConfig({ big_screen_enable: true, other: 1 })).toEqual({
      ...DEFAULT_SCREEN_EXTRA_CONFIG,
      big_screen_enable: true,
    });
    const base = { big_screen_enable: true, use_truncated_prices: true };
    expect(completeScreenExtraConfig({ use_truncated_prices: false }, base)).toEqual({
      big_screen_enable: true,
      use_truncated_prices: false,
    });
    expect(completeScreenExtraConfig(null)).toEqual(DEFAULT_SCREEN_EXTRA_CONFIG);
  });
});
