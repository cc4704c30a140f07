import { describe, expect, it } from 'vitest';
import { makeFeed, makeItem } from '../../renderer/layout/test-items';
import { DEFAULT_THEME } from '../../themes';
import { shownFlags } from './shown-flags';

const NL = '\u{1F1F3}\u{1F1F1}';
const ES = '\u{1F1EA}\u{1F1F8}';
const IN = '\u{1F1EE}\u{1F1F3}';
const MA = '\u{1F1F2}\u{1F1E6}';
const US = '\u{1F1FA}\u{1F1F8}';

describe('shownFlags', () => {
  const feed = makeFeed([
    makeItem({ flags: [NL] }),
    makeItem({ flags: [NL, ES] }),
    // An inactive row is not on the board: its flag is never drawn.
    makeItem({ flags: [IN], active: false }),
    // A category with its flags switched off.
    makeItem({ flags: [US], options: { show_flags: false } }),
    // An edible (sold per piece): off the cannabis list, on the hospitality list.
    makeItem({
      flags: [MA],
      json_prices: [{ label: '1st', price: 5, quantity: 1 }],
    }),
  ]);

  it('names only the flags of the rows the show lists, each once', () => {
    expect(shownFlags(feed, { variant: 'normal' }, DEFAULT_THEME.list)).toEqual([NL, ES]);
    expect(shownFlags(feed, { variant: 'extra' }, DEFAULT_THEME.list)).toEqual([MA]);
  });

  it('names none for a list without flags', () => {
    const plain = makeFeed([makeItem(), makeItem()]);
    expect(shownFlags(plain, { variant: 'normal' }, DEFAULT_THEME.list)).toEqual([]);
  });
});
