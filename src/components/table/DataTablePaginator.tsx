import type { ReactElement } from 'react';
import { ALL_ROWS } from '../../stores/tableSettings';
import { pageCount } from './dataTableModel';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '../ui/Icons';
import { Select } from '../forms/Select';
import { useT } from '../../i18n';

interface DataTablePaginatorProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  pageSizeChoices: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Labels the size select (ids must be unique on the page). */
  idPrefix: string;
}

/** First/previous/next/last page, where we are, and rows per page. */
export function DataTablePaginator({
  pageIndex,
  pageSize,
  total,
  pageSizeChoices,
  onPageIndexChange,
  onPageSizeChange,
  idPrefix,
}: DataTablePaginatorProps): ReactElement {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const page = Math.min(pageIndex, pages - 1);
  const first = total === 0 ? 0 : pageSize === ALL_ROWS ? 1 : page * pageSize + 1;
  const last = pageSize === ALL_ROWS ? total : Math.min(total, (page + 1) * pageSize);
  const choices = pageSizeChoices.includes(pageSize)
    ? pageSizeChoices
    : [...pageSizeChoices, pageSize].sort((a, b) => a - b);
  const sizeId = `${idPrefix}-page-size`;

  return (
    <div className="data-table-paginator">
      <div className="data-table-page-size">
        <label htmlFor={sizeId}>{t('components.table.rowsPerPage')}</label>
        <Select
          id={sizeId}
          className="data-table-page-size-select"
          options={choices.map((size) => ({
            value: String(size),
            label: size === ALL_ROWS ? t('components.table.all') : String(size),
          }))}
          value={String(pageSize)}
          onChange={(value) => onPageSizeChange(Number(value))}
        />
      </div>
      <span className="data-table-range" aria-live="polite">
        {t('components.table.range', { first, last, total })}
      </span>
      <div className="data-table-pages">
        <button
          type="button"
          className="icon-button"
          onClick={() => onPageIndexChange(0)}
          disabled={page <= 0}
          aria-label={t('components.table.firstPage')}
          title={t('components.table.firstPage')}
        >
          <FirstPageIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => onPageIndexChange(page - 1)}
          disabled={page <= 0}
          aria-label={t('components.table.previousPage')}
          title={t('components.table.previousPage')}
        >
          <ChevronLeftIcon />
        </button>
        <span className="data-table-page-number">
          {t('components.table.page', { page: page + 1, pages })}
        </span>
        <button
          type="button"
          className="icon-button"
          onClick={() => onPageIndexChange(page + 1)}
          disabled={page >= pages - 1}
          aria-label={t('components.table.nextPage')}
          title={t('components.table.nextPage')}
        >
          <ChevronRightIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => onPageIndexChange(pages - 1)}
          disabled={page >= pages - 1}
          aria-label={t('components.table.lastPage')}
          title={t('components.table.lastPage')}
        >
          <LastPageIcon />
        </button>
      </div>
    </div>
  );
}
