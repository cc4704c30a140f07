import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListQuery } from '../../api/http';
import { readTableSettings, writeTableSettings } from '../../stores/tableSettings';
import type { TableSettings } from '../../stores/tableSettings';
import { nextSort, refreshIntervalOf, tableListQuery } from './dataTableModel';
import type { TableQueryOptions } from './dataTableModel';

/** The settings of one table and what changes them; made by {@link useTableState}. */
export interface TableState {
  /** The table's name, e.g. `kinds` or `orders-pending` (stored as `table-settings:<name>`). */
  name: string;
  settings: TableSettings;
  /** Merges changes into the settings (and stores them). */
  update: (changes: Partial<TableSettings>) => void;
  setPageIndex: (pageIndex: number) => void;
  /** Changes the page size and returns to the first page. */
  setPageSize: (pageSize: number) => void;
  /** A header click: ascending, descending, unsorted. */
  toggleSort: (columnId: string) => void;
  /** Sets one filter (the search box is `search`) and returns to the first page. */
  setFilter: (name: string, value: string) => void;
  toggleColumn: (columnId: string) => void;
  /** Turns auto refresh off: a failed load does this. */
  stopRefresh: () => void;
  /** The auto refresh period in effect (0: none); minimised tables do not refresh. */
  refreshInterval: number;
  /** Options for `useList`/`useItem`: auto refresh, and a failed load turns it off. */
  listOptions: { refreshInterval: number; onError: () => void };
  /** The list query of a server-side table from its settings (see `tableListQuery`). */
  listQuery: (options?: TableQueryOptions) => ListQuery;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The settings of the table `name`, persisted in local storage under `table-settings:<name>`
 * (order tables use names starting with `orders`, so a shop switch clears them). `defaults`
 * apply where nothing is stored, e.g. `{ pageSize: 10, sortBy: [{ id: 'name', desc: true }] }`.
 */
export function useTableState(name: string, defaults: Partial<TableSettings> = {}): TableState {
  // `changed`: the table changed its settings since they were read. Only then are they stored,
  // so merely showing a table never overwrites what another tab or page stored meanwhile.
  const [stored, setStored] = useState(() => ({
    name,
    settings: readTableSettings(browserStorage(), name, defaults),
    changed: false,
  }));
  // One component may serve several tables (a page at two routes): a new name reads its own.
  if (stored.name !== name) {
    setStored({
      name,
      settings: readTableSettings(browserStorage(), name, defaults),
      changed: false,
    });
  }
  const settings = stored.settings;

  useEffect(() => {
    if (stored.changed) writeTableSettings(browserStorage(), stored.name, stored.settings);
  }, [stored]);

  const update = useCallback((changes: Partial<TableSettings>) => {
    setStored((current) => ({
      ...current,
      settings: { ...current.settings, ...changes },
      changed: true,
    }));
  }, []);

  const stopRefresh = useCallback(() => {
    setStored((current) =>
      current.settings.refresh
        ? { ...current, settings: { ...current.settings, refresh: false }, changed: true }
        : current,
    );
  }, []);

  return useMemo(() => {
    const refreshInterval = refreshIntervalOf(settings);
    return {
      name,
      settings,
      update,
      setPageIndex: (pageIndex) => update({ pageIndex }),
      setPageSize: (pageSize) => update({ pageSize, pageIndex: 0 }),
      toggleSort: (columnId) => update({ sortBy: nextSort(settings.sortBy, columnId) }),
      setFilter: (filterName, value) =>
        update({ filterBy: { ...settings.filterBy, [filterName]: value }, pageIndex: 0 }),
      toggleColumn: (columnId) =>
        update({
          hiddenColumns: settings.hiddenColumns.includes(columnId)
            ? settings.hiddenColumns.filter((id) => id !== columnId)
            : [...settings.hiddenColumns, columnId],
        }),
      stopRefresh,
      refreshInterval,
      listOptions: { refreshInterval, onError: stopRefresh },
      listQuery: (options) => tableListQuery(settings, options),
    } satisfies TableState;
  }, [name, settings, update, stopRefresh]);
}
