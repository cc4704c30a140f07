import { useEffect, useId, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { errorText } from '../../api/errors';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/debounce';
import { useDebouncer } from '../../hooks/useDebouncer';
import { PAGE_SIZE_CHOICES, SEARCH_FILTER } from '../../stores/tableSettings';
import { DataTablePaginator } from './DataTablePaginator';
import { DataTableSettingsPanel } from './DataTableSettingsPanel';
import { ariaSort, clampPageIndex, clientPage, visibleColumns } from './dataTableModel';
import type { DataTableColumn } from './dataTableModel';
import { MaximizeIcon, MinimizeIcon, SearchIcon, SettingsIcon, SortIcon } from '../ui/Icons';
import { Spinner } from '../ui/Spinner';
import { pageSelection, togglePage, toggleSelected, type PageSelection } from './tableSelection';
import type { TableState } from './useTableState';
import './DataTable.css';
import { t as translateNow, useT } from '../../i18n';

/** The empty text when a page gives none, in the current language. */
export function defaultEmptyText(): string {
  return translateNow('common.noResults');
}

export interface DataTableProps<T> {
  /** Settings and their setters, from `useTableState(name, defaults)`. */
  table: TableState;
  columns: readonly DataTableColumn<T>[];
  /** Server-side: the current page. Client-side (no `total`): all rows. */
  rows: readonly T[];
  rowKey: (row: T) => string;
  /**
   * The whole list's total (from `useList`): the server pages, sorts and searches. Without it
   * the table does all of that itself over `rows`.
   */
  total?: number;
  /** The heading; tables without one cannot be minimised. */
  title?: string;
  /** Buttons next to the heading (add, filters). */
  toolbar?: ReactNode;
  isLoading?: boolean;
  /** A failed load: shown in the error area; stops the loading state. */
  error?: unknown;
  /** The error area's text for a failed action, e.g. `updateErrorText(error)`. */
  errorText?: string | null;
  /** Shown when there are no rows, e.g. 'Er zijn geen producten van dit type.'. */
  emptyText?: string;
  /** Show the search box (default true). */
  searchable?: boolean;
  /** Wait this long after typing before searching (300 ms; the quick editor uses 800). */
  searchDebounceMs?: number;
  /** Default 5, 10, 25, 50, 100; manage lists pass `MANAGE_PAGE_SIZE_CHOICES`. */
  pageSizeChoices?: readonly number[];
  rowClassName?: (row: T) => string | undefined;
  /** Row selection: a box before every row and one for the shown page in the header. */
  selection?: DataTableSelection<T>;
}

/** The selected rows (by `rowKey`) and how boxes name themselves for screen readers. */
export interface DataTableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's box, e.g. 'Selecteer Amnesia'. */
  rowLabel: (row: T) => string;
  /** The accessible name of the page's box, e.g. 'Selecteer alles op deze pagina'. */
  pageLabel: string;
}

/** The header's box: checked when the whole page is selected, mixed when part of it is. */
function PageSelectBox({
  state,
  label,
  disabled,
  onToggle,
}: {
  state: PageSelection;
  label: string;
  disabled: boolean;
  onToggle: () => void;
}): ReactElement {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="data-table-select"
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

/**
 * The table of every list page: sortable and hideable columns, paging on the server (with
 * `total`) or in the browser, a debounced search box, loading / empty / error states,
 * minimise, auto refresh, and settings kept per table in local storage.
 */
export function DataTable<T>({
  table,
  columns,
  rows,
  rowKey,
  total,
  title,
  toolbar,
  isLoading = false,
  error,
  errorText: actionError,
  emptyText,
  searchable = true,
  searchDebounceMs = SEARCH_DEBOUNCE_MS,
  pageSizeChoices = PAGE_SIZE_CHOICES,
  rowClassName,
  selection,
}: DataTableProps<T>): ReactElement {
  const t = useT();
  const id = useId();
  const { settings } = table;
  const storedSearch = settings.filterBy[SEARCH_FILTER] ?? '';
  const [search, setSearch] = useState({ table: table.name, text: storedSearch });
  // Another table in the same place (a page at two routes) shows its own search.
  if (search.table !== table.name) setSearch({ table: table.name, text: storedSearch });
  const debouncedSearch = useDebouncer(searchDebounceMs);

  const serverSide = total !== undefined;
  const shown = visibleColumns(columns, settings.hiddenColumns);
  const page = serverSide ? { rows: [...rows], total } : clientPage(rows, columns, settings);
  const failed = error !== undefined && error !== null;
  const loading = isLoading && !failed;
  const titleId = `${id}-title`;
  const columnCount = shown.length + (selection ? 1 : 0);
  const pageKeys = page.rows.map(rowKey);
  const pageState = selection ? pageSelection(selection.selected, pageKeys) : 'none';

  function handlePageToggle(): void {
    selection?.onChange(togglePage(selection.selected, pageKeys));
  }

  function handleRowToggle(key: string): void {
    selection?.onChange(toggleSelected(selection.selected, key));
  }

  // A failed load turns auto refresh off (also for lists not loaded with `table.listOptions`).
  const { stopRefresh } = table;
  useEffect(() => {
    if (failed) stopRefresh();
  }, [failed, stopRefresh]);

  // A page that no longer exists (rows were deleted, the search narrowed) moves to the last one.
  const { setPageIndex } = table;
  const lastValid = clampPageIndex(settings.pageIndex, page.total, settings.pageSize);
  const settled = !isLoading && !failed;
  useEffect(() => {
    if (settled && lastValid !== settings.pageIndex) setPageIndex(lastValid);
  }, [settled, lastValid, settings.pageIndex, setPageIndex]);

  function handleSearchChange(text: string): void {
    setSearch({ table: table.name, text });
    debouncedSearch.call(() => table.setFilter(SEARCH_FILTER, text));
  }

  let body: ReactNode;
  if (loading && page.rows.length === 0) {
    body = (
      <tr>
        <td className="data-table-message" colSpan={columnCount}>
          <Spinner />
        </td>
      </tr>
    );
  } else if (page.rows.length === 0) {
    body = (
      <tr>
        <td className="data-table-message data-table-empty" colSpan={columnCount}>
          {failed ? '' : (emptyText ?? t('common.noResults'))}
        </td>
      </tr>
    );
  } else {
    body = page.rows.map((row) => (
      <tr key={rowKey(row)} className={rowClassName?.(row)}>
        {selection && (
          <td className="data-table-select-cell">
            <input
              type="checkbox"
              className="data-table-select"
              aria-label={selection.rowLabel(row)}
              checked={selection.selected.has(rowKey(row))}
              onChange={() => handleRowToggle(rowKey(row))}
            />
          </td>
        )}
        {shown.map((column) => (
          <td key={column.id} className={column.className}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  const minimized = settings.minimized && title !== undefined;
  return (
    <section
      className={minimized ? 'data-table card data-table-minimized' : 'data-table card'}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : table.name}
    >
      <header className="data-table-header">
        {title && (
          <h2 id={titleId} className="data-table-title">
            {title}
          </h2>
        )}
        <div className="data-table-actions">
          {!minimized && toolbar}
          {!minimized && searchable && (
            <label className="data-table-search">
              <SearchIcon />
              <span className="visually-hidden">{t('components.table.search')}</span>
              <input
                type="search"
                className="input"
                placeholder={t('components.table.search')}
                value={search.text}
                onChange={(event) => handleSearchChange(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') debouncedSearch.flush();
                }}
              />
            </label>
          )}
          {!minimized && (
            <button
              type="button"
              className={settings.showSettings ? 'icon-button is-pressed' : 'icon-button'}
              onClick={() => table.update({ showSettings: !settings.showSettings })}
              aria-pressed={settings.showSettings}
              aria-controls={settings.showSettings ? `${id}-settings` : undefined}
              aria-label={t('components.table.settings')}
              title={t('components.table.settings')}
            >
              <SettingsIcon />
            </button>
          )}
          {title && (
            <button
              type="button"
              className="icon-button"
              onClick={() => table.update({ minimized: !settings.minimized })}
              aria-expanded={!minimized}
              aria-label={t(minimized ? 'components.table.maximize' : 'components.table.minimize')}
              title={t(minimized ? 'components.table.maximize' : 'components.table.minimize')}
            >
              {minimized ? <MaximizeIcon /> : <MinimizeIcon />}
            </button>
          )}
        </div>
      </header>
      {!minimized && (
        <>
          {settings.showSettings && (
            <DataTableSettingsPanel table={table} columns={columns} idPrefix={id} />
          )}
          {(failed || actionError) && (
            <div className="data-table-error" role="alert">
              {failed && (
                <p>
                  {t('components.error.loadItems')}{' '}
                  <span className="muted">({errorText(error)})</span>
                </p>
              )}
              {actionError && <p>{actionError}</p>}
            </div>
          )}
          <div className="data-table-scroll" aria-busy={loading}>
            <table className={loading ? 'data-table-grid is-loading' : 'data-table-grid'}>
              <thead>
                <tr>
                  {selection && (
                    <th scope="col" className="data-table-select-cell">
                      <PageSelectBox
                        state={pageState}
                        label={selection.pageLabel}
                        disabled={pageKeys.length === 0}
                        onToggle={handlePageToggle}
                      />
                    </th>
                  )}
                  {shown.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      className={column.className}
                      aria-sort={column.sortable ? ariaSort(settings.sortBy, column.id) : undefined}
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          className="data-table-sort"
                          onClick={() => table.toggleSort(column.id)}
                        >
                          {column.header}
                          <SortIcon direction={ariaSort(settings.sortBy, column.id)} />
                        </button>
                      ) : column.header === '' ? (
                        // A column of buttons still names itself to screen readers.
                        <span className="visually-hidden">{t('components.table.actions')}</span>
                      ) : (
                        column.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{body}</tbody>
            </table>
          </div>
          {settings.showPaginator && (
            <DataTablePaginator
              idPrefix={id}
              pageIndex={settings.pageIndex}
              pageSize={settings.pageSize}
              total={page.total}
              pageSizeChoices={pageSizeChoices}
              onPageIndexChange={table.setPageIndex}
              onPageSizeChange={table.setPageSize}
            />
          )}
        </>
      )}
    </section>
  );
}
