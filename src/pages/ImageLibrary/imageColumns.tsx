import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { StoredImage } from '../../api/types';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { TrashIcon } from '../../components/ui/Icons';
import { StoreImage } from '../../components/pictures/StoreImage';
import { formatDateTime } from '../../domain';
import type { Translate } from '../../i18n';
import { formatDimensions, formatKilobytes, usageLabel, usagePath } from './imageLibrary';

/** Thumbnails are fetched at the spec's list size. */
const THUMBNAIL = { width: 100, height: 100 } as const;

/** The columns of the image library; `onDelete` asks and deletes. */
export function imageColumns(
  onDelete: (image: StoredImage) => void,
  t: Translate,
): DataTableColumn<StoredImage>[] {
  return [
    {
      id: 'thumbnail',
      header: t('imageLibrary.column.picture'),
      hideable: false,
      cell: (row) => (
        <StoreImage
          name={row.name}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          alt={row.name}
          loading="lazy"
          className="image-library-thumbnail"
        />
      ),
    },
    {
      id: 'name',
      header: t('imageLibrary.column.name'),
      sortable: true,
      hideable: false,
      cell: (row) => <span className="image-library-name">{row.name}</span>,
    },
    {
      id: 'dimensions',
      header: t('imageLibrary.column.dimensions'),
      sortable: true,
      sortField: 'width',
      className: 'data-table-number image-library-nowrap',
      cell: (row) => formatDimensions(row.width, row.height),
    },
    {
      id: 'bytes',
      header: t('imageLibrary.column.size'),
      sortable: true,
      className: 'data-table-number image-library-nowrap',
      cell: (row) => formatKilobytes(row.bytes),
    },
    {
      id: 'uploaded_by',
      header: t('imageLibrary.column.uploadedBy'),
      cell: (row) => row.uploaded_by ?? <span className="muted">{t('imageLibrary.none')}</span>,
    },
    {
      id: 'created_at',
      header: t('imageLibrary.column.date'),
      sortable: true,
      cell: (row) => formatDateTime(row.created_at),
    },
    {
      id: 'used_by',
      header: t('imageLibrary.column.usedBy'),
      cell: (row) =>
        row.used_by.length === 0 ? (
          <span className="muted">{t('imageLibrary.none')}</span>
        ) : (
          row.used_by.map((use, index) => (
            <Fragment key={`${use.type}:${use.id}:${use.slot}`}>
              {index > 0 && ', '}
              <Link to={usagePath(use)}>{usageLabel(use, t)}</Link>
            </Fragment>
          ))
        ),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <button
          type="button"
          className="icon-button"
          aria-label={t('imageLibrary.deleteName', { name: row.name })}
          title={t('imageLibrary.delete')}
          onClick={() => onDelete(row)}
        >
          <TrashIcon />
        </button>
      ),
    },
  ];
}
