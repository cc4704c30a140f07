/**
 * Category blocks and their order: categories by their row on the board, rows within a category
 * by lowest unit price, then by name; and the price columns each category shows.
 */
import { comparePriceLabels, type ScreenAdvancedOptions } from '../../src/domain';
import type { BoardItem } from './select';

/** A category as the board shows it: its rows in board order and its price columns. */
export interface CategoryBlock {
  id: string;
  name: string;
  side: 'left' | 'right';
  /** `category_pricelist_row`; null rows come after numbered ones. */
  row: number | null;
  order: number;
  color: string | null;
  image: string | null;
  options: ScreenAdvancedOptions;
  items: BoardItem[];
  /** Union of the labels its rows show, ordered g, j, st, then by quantity. */
  labels: string[];
}

const names = new Intl.Collator('nl-NL', { sensitivity: 'base', numeric: true });

/**
 * Board order of two rows of one category: lowest unit price first (highest first with
 * `sort_prices_descending`; rows without a countable price last either way), then by name,
 * then by link id so that equal rows keep one order across reloads.
 */
export function compareItems(a: BoardItem, b: BoardItem, descending: boolean): number {
  if (a.unitPrice !== b.unitPrice) {
    if (a.unitPrice === null) return 1;
    if (b.unitPrice === null) return -1;
    const byPrice = a.unitPrice - b.unitPrice;
    if (byPrice !== 0) return descending ? -byPrice : byPrice;
  }
  return names.compare(a.name, b.name) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Board order of two categories of one side: `category_pricelist_row` with empty rows last,
 * then the category's order number and name, so categories on the same row stay put.
 */
export function compareBlocks(a: CategoryBlock, b: CategoryBlock): number {
  if (a.row !== b.row) {
    if (a.row === null) return 1;
    if (b.row === null) return -1;
    return a.row - b.row;
  }
  return a.order - b.order || names.compare(a.name, b.name) || (a.id < b.id ? -1 : 1);
}

/** The union of the labels of `items`, in price-column order (g, j, st, then quantity). */
export function categoryLabels(items: readonly BoardItem[]): string[] {
  const labels = new Set<string>();
  for (const item of items) for (const price of item.prices) labels.add(price.label);
  return [...labels].sort(comparePriceLabels);
}

/**
 * Groups rows into category blocks, each block's rows in board order, and the blocks of each
 * side in board order. Linear in the rows apart from the sorts.
 */
export function buildBlocks(items: readonly BoardItem[]): {
  left: CategoryBlock[];
  right: CategoryBlock[];
} {
  const byId = new Map<string, CategoryBlock>();
  for (const entry of items) {
    const { item } = entry;
    let block = byId.get(item.category_id);
    if (!block) {
      block = {
        id: item.category_id,
        name: (item.category_name ?? '').trim(),
        side: String(item.category_pricelist_column).toLowerCase() === 'right' ? 'right' : 'left',
        row: typeof item.category_pricelist_row === 'number' ? item.category_pricelist_row : null,
        order: item.category_order_number ?? 0,
        color: item.category_color ?? null,
        image: item.category_image_1 ?? null,
        options: entry.options,
        items: [],
        labels: [],
      };
      byId.set(item.category_id, block);
    }
    block.items.push(entry);
  }
  const blocks = [...byId.values()];
  for (const block of blocks) {
    const descending = block.options.sort_prices_descending;
    block.items.sort((a, b) => compareItems(a, b, descending));
    block.labels = categoryLabels(block.items);
  }
  blocks.sort(compareBlocks);
  return {
    left: blocks.filter((block) => block.side === 'left'),
    right: blocks.filter((block) => block.side === 'right'),
  };
}
