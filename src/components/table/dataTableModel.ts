/**
 * What a DataTable computes, without React: columns, sorting, client-side search and paging,
 * and the list query of server-side tables. The component and `useTableState` build on it.
 */
import type { ReactNode } from 'react';
import type { ListQuery, ListSort } from '../../api/http';
import { ALL_ROWS, SEARCH_FILTER } from '../../stores/tableSettings';
import type { SortRule, TableSettings } from '../../stores/tableSettings';

/** The largest page the API serves; 'all' rows asks for this many. */
export const MAX_LIST_LIMIT = 1000;

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Unique within the table; the server sort field unless `sortField` says otherwise. */
  id: string;
  /** Header text; also names the column in the settings panel. */
  header: string;
  /** The cell's content. */
  cell: (row: T) => ReactNode;
  /** Clicking the header sorts by the column. */
  sortable?: boolean;
  /** The API's sort field when it differs from `id` (server-side tables). */
  sortField?: string;
  /** The value client-side tables sort by (default: the search text). */
  sortValue?: (row: T) => string | number | boolean | null | undefined;
  /** The text client-side search looks in; columns without it are not searched. */
  searchValue?: (row: T) => string | null | undefined;
  /** The settings panel may hide it (default true). */
  hideable?: boolean;
  /** Class of its cells and header, e.g. `data-table-number` to right-align. */
  className?: string;
}

/** The columns not hidden by the settings, in their order. */
export function visibleColumns<T>(
  columns: readonly DataTableColumn<T>[],
  hidden: readonly string[],
): DataTableColumn<T>[] {
  return columns.filter((column) => column.hideable === false || !hidden.includes(column.id));
}

/** A header click: not sorted -> ascending -> descending -> not sorted. */
export function nextSort(sortBy: readonly SortRule[], columnId: string): SortRule[] {
  const current = sortBy.find((rule) => rule.id === columnId);
  if (!current) return [{ id: columnId, desc: false }];
  if (!current.desc) return [{ id: columnId, desc: true }];
  return [];
}

/** `aria-sort` of a header. */
export function ariaSort(
  sortBy: readonly SortRule[],
  columnId: string,
): 'ascending' | 'descending' | 'none' {
  const rule = sortBy.find((candidate) => candidate.id === columnId);
  if (!rule) return 'none';
  return rule.desc ? 'descending' : 'ascending';
}

/** How many pages `total` rows make; at least 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize === ALL_ROWS || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page index moved into the pages that exist. */
export function clampPageIndex(pageIndex: number, total: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), pageCount(total, pageSize) - 1);
}

const collator = new Intl.Collator('nl-NL', { numeric: true, sensitivity: 'base' });

function sortKey<T>(column: DataTableColumn<T>, row: T): string | number | boolean | null {
  const value = column.sortValue ? column.sortValue(row) : column.searchValue?.(row);
  return value ?? null;
}

function compareValues(
  a: string | number | boolean | null,
  b: string | number | boolean | null,
): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/** The rows whose searchable columns contain `text` (case-insensitive); all when it is blank. */
export function searchRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  text: string,
): T[] {
  const needle = text.trim().toLocaleLowerCase('nl-NL');
  if (!needle) return [...rows];
  const searchable = columns.filter((column) => column.searchValue);
  return rows.filter((row) =>
    searchable.some((column) =>
      (column.searchValue?.(row) ?? '').toLocaleLowerCase('nl-NL').includes(needle),
    ),
  );
}

/** The rows sorted by the first rule whose column can sort; empty values last. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sortBy: readonly SortRule[],
): T[] {
  const rule = sortBy.find((candidate) => columns.some((column) => column.id === candidate.id));
  const column = rule && columns.find((candidate) => candidate.id === rule.id);
  if (!rule || !column) return [...rows];
  const sign = rule.desc ? -1 : 1;
  return [...rows]
    .map((row, index) => ({ row, index, key: sortKey(column, row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return compareValues(a.key, b.key) || a.index - b.index;
      return sign * compareValues(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** A client-side table's page: searched, sorted and cut by the settings, with the searched total. */
export function clientPage<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  settings: Pick<TableSettings, 'filterBy' | 'sortBy' | 'pageIndex' | 'pageSize'>,
): { rows: T[]; total: number } {
  const found = searchRows(rows, columns, settings.filterBy[SEARCH_FILTER] ?? '');
  const sorted = sortRows(found, columns, settings.sortBy);
  if (settings.pageSize === ALL_ROWS) return { rows: sorted, total: sorted.length };
  const pageIndex = clampPageIndex(settings.pageIndex, sorted.length, settings.pageSize);
  const start = pageIndex * settings.pageSize;
  return { rows: sorted.slice(start, start + settings.pageSize), total: sorted.length };
}

/** How a server-side table's settings become a list call. */
export interface TableQueryOptions {
  /** The text field the search box filters on (`filter=name:<text>`); without it, no search. */
  searchField?: string;
  /** The API's sort field per column id, where they differ. */
  sortFields?: Record<string, string>;
  /** Filters sent always, e.g. `{ field: 'shop_id', value: shopId }`. */
  filter?: { field: string; value: string }[];
  /** Further parameters, e.g. `{ shop_group_id }`. */
  params?: Record<string, string | number | boolean>;
}

/**
 * The list query of a server-side table: its page (`skip`, `limit`; 'all' asks for
 * {@link MAX_LIST_LIMIT}), its sort, the search box as a filter on `searchField`, and every
 * other non-empty `filterBy` entry as `filter=<name>:<value>`.
 */
export function tableListQuery(
  settings: Pick<TableSettings, 'filterBy' | 'sortBy' | 'pageIndex' | 'pageSize'>,
  options: TableQueryOptions = {},
): ListQuery {
  const all = settings.pageSize === ALL_ROWS;
  const sort: ListSort[] = settings.sortBy.map((rule) => ({
    field: options.sortFields?.[rule.id] ?? rule.id,
    order: rule.desc ? 'DESC' : 'ASC',
  }));
  const filter = [...(options.filter ?? [])];
  for (const [name, value] of Object.entries(settings.filterBy)) {
    const text = value.trim();
    if (!text) continue;
    if (name !== SEARCH_FILTER) filter.push({ field: name, value: text });
    else if (options.searchField) filter.push({ field: options.searchField, value: text });
  }
  return {
    skip: all ? 0 : Math.max(0, settings.pageIndex) * settings.pageSize,
    limit: all ? MAX_LIST_LIMIT : settings.pageSize,
    ...(sort.length > 0 && { sort }),
    ...(filter.length > 0 && { filter }),
    ...(options.params && { params: options.params }),
  };
}

/** The auto refresh period in effect: off while minimised or switched off. */
export function refreshIntervalOf(
  settings: Pick<TableSettings, 'refresh' | 'delay' | 'minimized'>,
): number {
  return settings.refresh && !settings.minimized ? settings.delay : 0;
}
