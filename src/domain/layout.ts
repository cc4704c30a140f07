/**
 * Rules of a shop's board layout (categories, screens and where a category stands on a
 * screen), shared by the server's validation and the back office's forms.
 */
import {
  DEFAULT_SCREEN_ADVANCED_OPTIONS,
  DEFAULT_SCREEN_EXTRA_CONFIG,
  PRICELIST_COLUMNS,
  SCREEN_ORIENTATIONS,
  type PricelistColumn,
  type ScreenAdvancedOptions,
  type ScreenExtraConfig,
  type ScreenOrientation,
} from './constants';

/** The board grid splits into 1 to 6 columns; a placement names one, counted from 0. */
export const SCREEN_COLUMN_RANGE = { min: 0, max: 5 } as const;

/** Opacity of a category's colour on a screen; the back office edits it as 0 to 100 percent. */
export const COLOR_OPACITY_RANGE = { min: 0, max: 1 } as const;

function oneOf<T extends string>(values: readonly T[], input: string): T | null {
  const text = input.trim().toLowerCase();
  return values.find((value) => value === text) ?? null;
}

/** 'Left', 'left' or 'LEFT' -> 'left'; null when it is neither left nor right. */
export function parsePricelistColumn(input: string): PricelistColumn | null {
  return oneOf(PRICELIST_COLUMNS, input);
}

/** 'Portrait' -> 'portrait'; null when it is no known orientation. */
export function parseScreenOrientation(input: string): ScreenOrientation | null {
  return oneOf(SCREEN_ORIENTATIONS, input);
}

type BooleanOption = Exclude<keyof ScreenAdvancedOptions, 'color_opacity'>;

const BOOLEAN_OPTIONS = (
  Object.keys(DEFAULT_SCREEN_ADVANCED_OPTIONS) as (keyof ScreenAdvancedOptions)[]
).filter((key): key is BooleanOption => key !== 'color_opacity');

/**
 * The complete display options of a placement: every known key, values of the wrong type or
 * range and missing keys replaced by the defaults, unknown keys left out.
 */
export function completeScreenAdvancedOptions(input: unknown): ScreenAdvancedOptions {
  const given = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const options: ScreenAdvancedOptions = { ...DEFAULT_SCREEN_ADVANCED_OPTIONS };
  for (const key of BOOLEAN_OPTIONS) {
    const value = given[key];
    if (typeof value === 'boolean') options[key] = value;
  }
  const opacity = given.color_opacity;
  if (
    typeof opacity === 'number' &&
    opacity >= COLOR_OPACITY_RANGE.min &&
    opacity <= COLOR_OPACITY_RANGE.max
  ) {
    options.color_opacity = opacity;
  }
  return options;
}

/** The complete extra configuration of a screen: known keys over `base` (the defaults). */
export function completeScreenExtraConfig(
  input: unknown,
  base: ScreenExtraConfig = DEFAULT_SCREEN_EXTRA_CONFIG,
): ScreenExtraConfig {
  const given = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const pick = (key: keyof ScreenExtraConfig) =>
    typeof given[key] === 'boolean' ? given[key] : base[key];
  return {
    big_screen_enable: pick('big_screen_enable'),
    use_truncated_prices: pick('use_truncated_prices'),
  };
}
