/**
 * Kind badges and the legend that explains them. Both readings of the spec are kept as theme
 * options: badge letters c, i, s, h (first reading, the default) or i, s, c, h; a legend of
 * New, Strong, CBD, Indica, Sativa, Hybrid (first reading, the default) or one without Strong.
 */
import type { ShopPriceItem } from '../../src/domain';
import type { LayoutTheme } from './input';
import type { LegendEntry } from './output';

/** A kind flag: CBD, Indica, Sativa, Hybrid. */
export type KindLetter = 'c' | 'i' | 's' | 'h';

/** Badge letters in the order of each reading. */
export const BADGE_ORDERS: Record<LayoutTheme['readings']['badgeOrder'], KindLetter[]> = {
  cish: ['c', 'i', 's', 'h'],
  isch: ['i', 's', 'c', 'h'],
};

/** What each letter stands for, as the legend names it. */
export const KIND_NAMES: Record<KindLetter, string> = {
  c: 'CBD',
  i: 'Indica',
  s: 'Sativa',
  h: 'Hybrid',
};

const FLAG_OF: Record<KindLetter, 'kind_c' | 'kind_i' | 'kind_s' | 'kind_h'> = {
  c: 'kind_c',
  i: 'kind_i',
  s: 'kind_s',
  h: 'kind_h',
};

/**
 * The badge letters of a row's kind, in the theme's order: 'h' for a hybrid, 'ci' for a kind
 * flagged both CBD and indica; empty for horeca products and kinds without flags.
 */
export function kindLetters(
  item: Pick<ShopPriceItem, 'kind_c' | 'kind_i' | 'kind_s' | 'kind_h'>,
  order: LayoutTheme['readings']['badgeOrder'],
): KindLetter[] {
  return BADGE_ORDERS[order].filter((letter) => item[FLAG_OF[letter]] === true);
}

/** The legend's entries in the theme's reading: New, (Strong,) then the kinds in badge order. */
export function legendEntries(theme: Pick<LayoutTheme, 'readings' | 'symbols'>): LegendEntry[] {
  const entries: LegendEntry[] = [{ id: 'new', symbol: theme.symbols.new, label: 'New' }];
  if (theme.readings.legend === 'with-strong') {
    entries.push({ id: 'strong', symbol: theme.symbols.strong, label: 'Strong' });
  }
  for (const letter of BADGE_ORDERS[theme.readings.badgeOrder]) {
    entries.push({ id: letter, symbol: letter, label: KIND_NAMES[letter] });
  }
  return entries;
}
