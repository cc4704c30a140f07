/**
 * Kind badges and the legend that explains them. Both readings of the spec are kept as theme
 * options: badge letters c, i, s, h (first reading, the default) or i, s, c, h; a legend of
 * New, Strong, CBD, Indica, Sativa, Hybrid (first reading, the default) or one without Strong.
 */
import type { ShopPriceItem } from '../../src/domain';
import type { LayoutTheme } from './input';
import type { LegendEntry, TextRun } from './output';

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

/** What the legend calls icons the board shows; an unknown icon is still listed. */
export const ICON_NAMES: Readonly<Record<string, string>> = {
  '💪': 'Strong',
  '🔥': 'Hot',
  '⭐': 'Top',
  '🌱': 'Organic',
};

/** One segmenter for every legend: making one costs far more than using it. */
let segmenter: Intl.Segmenter | null = null;

function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter('nl', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment).filter((g) => g.trim());
}

/**
 * The legend of the rows a board (or one page of it) shows: exactly the symbols drawn there.
 * The star when a new row shows it, every icon drawn (the theme's Strong symbol as Strong, in
 * either reading, since a drawn icon must be explained), and every kind letter on a badge; in
 * the theme's order (New, Strong, other icons, then the kinds in badge order).
 */
export function shownLegend(
  theme: Pick<LayoutTheme, 'readings' | 'symbols'>,
  runs: readonly TextRun[],
): LegendEntry[] {
  const stars = runs.some((run) => run.role === 'star');
  const icons = new Set(runs.filter((r) => r.role === 'icons').flatMap((r) => graphemes(r.text)));
  const letters = new Set(
    runs.filter((run) => run.role === 'badge').flatMap((run) => Array.from(run.text)),
  );
  const entries: LegendEntry[] = [];
  if (stars) entries.push({ id: 'new', symbol: theme.symbols.new, label: 'New' });
  if (icons.delete(theme.symbols.strong)) {
    entries.push({ id: 'strong', symbol: theme.symbols.strong, label: 'Strong' });
  }
  for (const icon of icons) {
    entries.push({ id: 'icon', symbol: icon, label: ICON_NAMES[icon] ?? 'Special' });
  }
  for (const letter of BADGE_ORDERS[theme.readings.badgeOrder]) {
    if (letters.has(letter))
      entries.push({ id: letter, symbol: letter, label: KIND_NAMES[letter] });
  }
  return entries;
}
