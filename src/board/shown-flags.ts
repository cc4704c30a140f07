/**
 * The flags a board draws: those of the rows its show lists (active rows of the list's kind,
 * with the category's flag option on). Each flag is a small face of its own (`loadFlags`), so a
 * board fetches only these, never those of a row it leaves out.
 */
import type { LayoutTheme, ShowInput } from '../../renderer/layout';
import { selectBoardItems } from '../../renderer/layout/select';
import type { ShopFeed } from '../domain';

/** The flags (each a text of regional indicators) of the rows `show` lists from `feed`. */
export function shownFlags(feed: ShopFeed, show: ShowInput, list: LayoutTheme['list']): string[] {
  const flags = new Set<string>();
  for (const { item, options } of selectBoardItems(feed.prices ?? [], show, list).items) {
    if (!options.show_flags) continue;
    for (const flag of item.flags ?? []) flags.add(flag);
  }
  return [...flags];
}
