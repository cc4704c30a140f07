/**
 * Hospitality categories whose rows each have one price: a drink sold per glass and a snack
 * per piece need one price column, not one per label ('1st', '2st') with blanks. Such a
 * category shows one column headed 'Prijs' ('Price' in English), even when all its rows share
 * one label: a drink's '1st' says nothing to a guest.
 */
import type { CategoryBlock } from './sort';

/** The header of the one price column of rows with differing single labels. */
export const PRICE_HEADER = 'Prijs';

/**
 * The blocks with every row's single price under one label, `header` (`PRICE_HEADER` in
 * Dutch). Only horeca products (rows with a product) are merged; cannabis rows keep their
 * quantities apart.
 */
export function singlePriceBlocks(
  blocks: readonly CategoryBlock[],
  header: string = PRICE_HEADER,
): CategoryBlock[] {
  return blocks.map((block) => {
    const single = block.items.every(
      (entry) => Boolean(entry.item.product_id) && entry.prices.length === 1,
    );
    if (!single) return block;
    return {
      ...block,
      labels: [header],
      items: block.items.map((entry) => ({
        ...entry,
        prices: entry.prices.map((price) => ({ ...price, label: header })),
      })),
    };
  });
}
