/**
 * Row selection of a DataTable, without React: rows are selected by key; the header's box
 * selects or clears the shown page. Keys of rows that left the list are ignored by `selectedIn`.
 */

/** The state of the page's select-all box. */
export type PageSelection = 'all' | 'some' | 'none';

/** The selected ids that are still rows of the list (rows go when deleted or moved away). */
export function selectedIn(selected: ReadonlySet<string>, rowIds: readonly string[]): string[] {
  return rowIds.filter((id) => selected.has(id));
}

/** One row's box clicked. */
export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Whether all, some or none of a page's rows are selected. */
export function pageSelection(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** The page's box clicked: a fully selected page is cleared, anything else is selected whole. */
export function togglePage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (pageSelection(selected, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}
