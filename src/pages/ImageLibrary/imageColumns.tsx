import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { StoredImage } from '../../api/types';
import type { DataTableColumn } from '../../components/dataTableModel';
import { TrashIcon } from '../../components/Icons';
import { StoreImage } from '../../components/StoreImage';
import { formatDateTime } from '../../domain';
import { formatDimensions, formatKilobytes, usageLabel, usagePath } from './imageLibrary';

/** Thumbnails are fetched at the spec's list size. */
const THUMBNAIL = { width: 100, height: 100 } as const;

/** The columns of the image library; `onDelete` asks and deletes. */
export function imageColumns(
  onDelete: (image: StoredImage) => void,
): DataTableColumn<StoredImage>[] {
  return [
    {
      id: 'thumbnail',
      header: 'Foto',
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
      header: 'Naam',
      sortable: true,
      hideable: false,
      cell: (row) => <span className="image-library-name">{row.name}</span>,
    },
    {
      id: 'dimensions',
      header: 'Afmetingen',
      sortable: true,
      sortField: 'width',
      className: 'data-table-number image-library-nowrap',
      cell: (row) => formatDimensions(row.width, row.height),
    },
    {
      id: 'bytes',
      header: 'Grootte',
      sortable: true,
      className: 'data-table-number image-library-nowrap',
      cell: (row) => formatKilobytes(row.bytes),
    },
    {
      id: 'uploaded_by',
      header: 'Geüpload door',
      cell: (row) => row.uploaded_by ?? <span className="muted">-</span>,
    },
    {
      id: 'created_at',
      header: 'Datum',
      sortable: true,
      cell: (row) => formatDateTime(row.created_at),
    },
    {
      id: 'used_by',
      header: 'Gebruikt door',
      cell: (row) =>
        row.used_by.length === 0 ? (
          <span className="muted">-</span>
        ) : (
          row.used_by.map((use, index) => (
            <Fragment key={`${use.type}:${use.id}:${use.slot}`}>
              {index > 0 && ', '}
              <Link to={usagePath(use)}>{usageLabel(use)}</Link>
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
          aria-label={`Wis ${row.name}`}
          title="Wissen"
          onClick={() => onDelete(row)}
        >
          <TrashIcon />
        </button>
      ),
    },
  ];
}
