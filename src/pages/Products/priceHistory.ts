/**
 * The price history picker's list, without React: the price combinations of the shop's group
 * with their prices as text, the most recently changed first, narrowed by a search text.
 */
import type { Price } from '../../api/types';
import { priceEntriesOf } from '../../domain';
import { priceEntriesText } from './productRows';

/** One choice of the picker. */
export interface PriceChoice {
  id: string;
  code: string;
  pricesText: string;
  modifiedAt: string;
}

/** Every price of a combination (its lists, or the fixed columns of the older model). */
export function entriesOfPrice(price: Price) {
  return priceEntriesOf(
    { cannabis: price.cannabis, pre_rolled_joints: price.pre_rolled_joints, edible: price.edible },
    {
      half: price.half,
      one: price.one,
      two_five: price.two_five,
      five: price.five,
      joint: price.joint,
      piece: price.piece,
    },
  );
}

/** A combination as one line: its register code and its prices. */
export function priceChoice(price: Price): PriceChoice {
  return {
    id: price.id,
    code: price.internal_product_id,
    pricesText: priceEntriesText(entriesOfPrice(price)),
    modifiedAt: price.modified_at,
  };
}

/**
 * The choices: the current combination first, then those the row had before (`earlier`, from
 * the history, newest first), then the others by last change (newest first); only those whose
 * code or prices contain `search` (ignoring case, comma or point).
 */
export function priceChoices(
  prices: readonly Price[],
  currentId: string,
  search = '',
  earlier: readonly string[] = [],
): PriceChoice[] {
  const rank = (id: string) => {
    const index = earlier.indexOf(id);
    return index === -1 ? earlier.length : index;
  };
  const needle = search.trim().toLowerCase().replace(/\./g, ',');
  return prices
    .map(priceChoice)
    .filter(
      (choice) =>
        !needle ||
        choice.id === currentId ||
        `${choice.code} ${choice.pricesText}`.toLowerCase().includes(needle),
    )
    .sort((a, b) => {
      if (a.id === currentId) return -1;
      if (b.id === currentId) return 1;
      return (
        rank(a.id) - rank(b.id) ||
        b.modifiedAt.localeCompare(a.modifiedAt) ||
        a.code.localeCompare(b.code)
      );
    });
}
