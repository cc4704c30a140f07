/**
 * On which board a category's rows stand when the shop's own board (the cannabis list) leaves
 * them out by the board's rule (board.md: edibles, sold per piece, and one fixed category are
 * hidden in the normal list): the categories page says so beside the category, so a category
 * never vanishes from the screen without a word. Worked out with the board's own rule
 * (`selectBoardItems`) on the shop's list, as the board gets it.
 */
import type { LayoutTheme } from '../../../renderer/layout';
import { selectBoardItems } from '../../../renderer/layout/select';
import type { ShopFeed, ShopPriceItem } from '../../domain';

/**
 * `hospitality`: on the hospitality list (`/extra`, `/horeca`) but not on the cannabis list;
 * `none`: on neither.
 */
export type CategoryBoardNote = 'hospitality' | 'none';

/**
 * The note of every category of `feed` with active rows that the cannabis list leaves out
 * entirely (edibles and snacks sold per piece, the fixed hidden category, a coffeeshop's horeca
 * products). A category the cannabis list shows has no note, and neither has any category of a
 * shop whose cannabis list shows nothing (a café: its board is the hospitality list).
 */
export function categoryBoardNotes(
  feed: ShopFeed,
  list: LayoutTheme['list'],
): Map<string, CategoryBoardNote> {
  const notes = new Map<string, CategoryBoardNote>();
  const active = (feed.prices ?? []).filter((item) => item.active === true);
  if (selectBoardItems(active, { variant: 'normal' }, list).items.length === 0) return notes;
  const byCategory = new Map<string, ShopPriceItem[]>();
  for (const item of active) {
    if (!item.category_id) continue;
    const rows = byCategory.get(item.category_id) ?? [];
    rows.push(item);
    byCategory.set(item.category_id, rows);
  }
  for (const [categoryId, rows] of byCategory) {
    if (selectBoardItems(rows, { variant: 'normal' }, list).items.length > 0) continue;
    const hospitality = selectBoardItems(rows, { variant: 'extra' }, list).items.length > 0;
    notes.set(categoryId, hospitality ? 'hospitality' : 'none');
  }
  return notes;
}
