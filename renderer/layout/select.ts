/**
 * Which rows a show lists. Rows are told apart by what they are, not by category names a shop
 * may choose freely: a horeca product (a row with a product), an edible (a kind sold only per
 * piece), a pre-rolled joint (a kind sold only per joint) or cannabis (any other kind).
 */
import {
  INVALID_PRICE_INPUT,
  completeScreenAdvancedOptions,
  parsePriceLabel,
  type ScreenAdvancedOptions,
  type ShopPriceItem,
} from '../../src/domain';
import type { LayoutTheme, ShowInput, ShowVariant } from './input';
import type { LayoutWarning } from './output';
import { lowestUnitPrice, rowPrices, shownLabels, type RowPrice } from './prices';

/** What a row sells, which decides the lists it belongs to. */
export type ItemClass = 'horeca' | 'edible' | 'joint' | 'cannabis';

/** A row the board shows, with everything sorting and drawing need. */
export interface BoardItem {
  item: ShopPriceItem;
  key: string;
  name: string;
  options: ScreenAdvancedOptions;
  prices: RowPrice[];
  unitPrice: number | null;
}

/** What a row sells, from the row itself and the units of the labels it shows. */
export function classifyItem(item: ShopPriceItem, labels: string[]): ItemClass {
  if (item.product_id) return 'horeca';
  const units = new Set(labels.map((label) => parsePriceLabel(label)?.unit ?? null));
  if (units.size === 1 && units.has('st')) return 'edible';
  if (units.size === 1 && units.has('j')) return 'joint';
  return 'cannabis';
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The list of a show: the cannabis list or the hospitality list. */
export function listOf(variant: ShowVariant): 'cannabis' | 'hospitality' {
  return variant === 'extra' || variant === 'horeca' ? 'hospitality' : 'cannabis';
}

/**
 * Whether a show lists a row of class `itemClass` in category `category`.
 * - The cannabis list (`normal`, `cannabis`) hides edibles and the theme's hidden category.
 * - The hospitality list (`extra`, `horeca`) lists horeca products and adds edibles and
 *   pre-rolled joints.
 * - A multi-screen screen lists every category placed on it: the feed for a screen already
 *   holds only those, so the board does not second-guess the placement.
 * - The preview category is left out of the one show the theme names. Reading chosen by the
 *   default theme: the standard show (`normal`), which runs in the shop all day; a theme may
 *   name `cannabis` instead.
 */
export function showLists(
  show: ShowInput,
  list: LayoutTheme['list'],
  itemClass: ItemClass,
  category: string,
): boolean {
  if (show.variant === list.previewExcludedIn && sameName(category, list.previewCategory)) {
    return false;
  }
  if (show.screen) return true;
  if (listOf(show.variant) === 'hospitality') return itemClass !== 'cannabis';
  const hidden = show.hiddenCategory ?? list.hiddenCategory;
  return itemClass !== 'horeca' && itemClass !== 'edible' && !sameName(category, hidden);
}

function rowName(item: ShopPriceItem): string {
  return (item.kind_name ?? item.product_name ?? '').trim();
}

/**
 * The rows a show lists, each with its checked prices: inactive rows are hidden, switched-off
 * labels left out, and a row whose price is no number is left out with a warning carrying the
 * domain's message, so one bad price never takes the board down.
 */
export function selectBoardItems(
  items: readonly ShopPriceItem[],
  show: ShowInput,
  list: LayoutTheme['list'],
): { items: BoardItem[]; warnings: LayoutWarning[] } {
  const selected: BoardItem[] = [];
  const warnings: LayoutWarning[] = [];
  for (const item of items) {
    if (item.active !== true) continue;
    const itemClass = classifyItem(item, shownLabels(item));
    if (!showLists(show, list, itemClass, item.category_name ?? '')) continue;
    const name = rowName(item);
    let prices: RowPrice[];
    try {
      prices = rowPrices(item);
    } catch (error) {
      const message = error instanceof Error ? error.message : INVALID_PRICE_INPUT;
      warnings.push({ code: 'invalid-price', key: item.id, subject: name, message });
      continue;
    }
    const options = completeScreenAdvancedOptions(item.category_screen_display_options);
    selected.push({
      item,
      key: item.id,
      name,
      options,
      prices,
      unitPrice: lowestUnitPrice(prices, options.include_joints_in_sorting),
    });
  }
  return { items: selected, warnings };
}
