import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  HistoryIcon,
  PencilIcon,
  TrashIcon,
} from '../../components/ui/Icons';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/forms/Switch';
import { formatDate, formatDateTime, formatPriceLabelText, formatPriceShort } from '../../domain';
import type { Translate } from '../../i18n';
import { useT } from '../../i18n';
import { yesNoText } from '../../i18n/domainTexts';
import { itemViewPath, rowPricesText } from './productRows';
import type { ProductMode, ProductRow, RowPrice } from './productRows';

/** What the cells need from the page. */
export interface ProductColumnContext {
  t: Translate;
  mode: ProductMode;
  /** Internal staff accounts see product names without links. */
  linkNames: boolean;
  /** Rows whose move is under way show a loader instead of their arrows. */
  moving: ReadonlySet<string>;
  onAvailability: (row: ProductRow, active: boolean) => void;
  onMove: (row: ProductRow, up: boolean) => void;
  onDelete: (row: ProductRow) => void;
  onOpenPrices: (row: ProductRow) => void;
  onOpenHistory: (row: ProductRow) => void;
  /** The row's happy-hour marker ("Happy hour 17:00–19:00 −20 %"), or null. */
  happyHourOf: (linkId: string, categoryId: string) => string | null;
}

function PriceChip({ price }: { price: RowPrice }): ReactElement {
  const classes = ['product-price'];
  if (!price.enabled) classes.push('is-off');
  if (price.discount !== null && price.enabled) classes.push('has-discount');
  return (
    <span className={classes.join(' ')}>
      <span className="product-price-label">{formatPriceLabelText(price.label)}</span>
      {price.discount !== null && price.enabled ? (
        <>
          <s className="product-price-normal">{formatPriceShort(price.price)}</s>
          <span className="product-price-value">{formatPriceShort(price.discount)}</span>
        </>
      ) : (
        <span className="product-price-value">{formatPriceShort(price.price)}</span>
      )}
    </span>
  );
}

function HappyHourMark({ text }: { text: string | null }): ReactElement | null {
  return text ? <span className="product-happy-hour">{text}</span> : null;
}

function YesNo({ value }: { value: boolean }): ReactElement {
  const t = useT();
  return <span className={value ? 'yes-no is-yes' : 'yes-no'}>{yesNoText(t, value)}</span>;
}

/** The columns of the products list, in the spec's order. */
export function productColumns(context: ProductColumnContext): DataTableColumn<ProductRow>[] {
  const { t, mode, linkNames, moving } = context;
  const name = (row: ProductRow) => row.link.product_name;
  const columns: DataTableColumn<ProductRow>[] = [
    {
      id: 'category',
      header: t('products.column.category'),
      sortable: true,
      searchValue: (row) => row.categoryName,
      cell: (row) => row.categoryName,
    },
    {
      id: 'product',
      header: t('products.column.product'),
      sortable: true,
      hideable: false,
      searchValue: name,
      cell: (row) =>
        linkNames ? (
          <Link className="product-name" to={itemViewPath(mode, row.itemId)}>
            {name(row)}
          </Link>
        ) : (
          <span className="product-name">{name(row)}</span>
        ),
    },
  ];
  if (mode === 'horeca') {
    columns.push({
      id: 'order_number',
      header: t('products.column.orderNumber'),
      sortable: true,
      className: 'data-table-number',
      sortValue: (row) => row.link.order_number,
      cell: (row) => row.link.order_number,
    });
  }
  columns.push(
    {
      id: 'new',
      header: t('products.column.new'),
      sortable: true,
      sortValue: (row) => row.link.new,
      cell: (row) => <YesNo value={row.link.new} />,
    },
    {
      id: 'description',
      header: t('products.column.description'),
      searchValue: (row) => row.link.product_short_description_nl,
      cell: (row) => (
        <span className="product-description" title={row.link.product_short_description_nl}>
          {row.link.product_short_description_nl || '-'}
        </span>
      ),
    },
    {
      id: 'prices',
      header: t('products.column.prices'),
      searchValue: (row) =>
        [rowPricesText(row.prices), context.happyHourOf(row.link.id, row.link.category_id)]
          .filter(Boolean)
          .join(' '),
      cell: (row) => (
        <button
          type="button"
          className="product-prices"
          onClick={() => context.onOpenPrices(row)}
          title={t('products.editPrices')}
        >
          {/* The name is read before the prices shown, so it contains what is seen. */}
          <span className="visually-hidden">{t('products.pricesOf', { name: name(row) })}</span>
          {row.prices.length === 0 ? (
            <span className="muted">
              -<span className="visually-hidden">{t('products.noPrices')}</span>
            </span>
          ) : (
            row.prices.map((price) => <PriceChip key={price.label} price={price} />)
          )}
          <HappyHourMark text={context.happyHourOf(row.link.id, row.link.category_id)} />
        </button>
      ),
    },
    {
      id: 'code',
      header: t('products.column.code'),
      sortable: true,
      searchValue: (row) => row.link.internal_product_id,
      cell: (row) => (
        <button
          type="button"
          className="product-code"
          onClick={() => context.onOpenHistory(row)}
          // Starts with the code it shows, so speech input can name it by what is seen.
          aria-label={t('products.otherCombi', {
            code: row.link.internal_product_id,
            name: name(row),
          })}
          title={t('products.historyPicker')}
        >
          <span>{row.link.internal_product_id}</span>
          <HistoryIcon />
        </button>
      ),
    },
    {
      id: 'modified',
      header: t('products.column.modified'),
      sortable: true,
      sortValue: (row) => row.link.modified_at,
      cell: (row) => (
        <time dateTime={row.link.modified_at} title={formatDateTime(row.link.modified_at)}>
          {formatDate(row.link.modified_at)}
        </time>
      ),
    },
    {
      id: 'stock',
      header: t('products.column.stock'),
      sortable: true,
      sortValue: (row) => row.link.active,
      cell: (row) => <YesNo value={row.link.active} />,
    },
    {
      id: 'availability',
      header: t('products.column.available'),
      hideable: false,
      cell: (row) => (
        <Switch
          checked={row.link.active}
          onChange={(active) => context.onAvailability(row, active)}
          label={t('products.availableOf', { name: name(row) })}
          hideLabel
        />
      ),
    },
    {
      id: 'actions',
      header: t('products.column.actions'),
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <div className="product-actions">
          {mode === 'horeca' &&
            (moving.has(row.id) ? (
              <span className="product-move-busy">
                <Spinner size="small" quiet label={t('products.moving')} />
              </span>
            ) : (
              <>
                <button
                  type="button"
                  className="icon-button"
                  disabled={!row.canMoveUp}
                  onClick={() => context.onMove(row, true)}
                  aria-label={t('products.moveUpOf', { name: name(row) })}
                  title={t('products.moveUp')}
                >
                  <ChevronUpIcon />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={!row.canMoveDown}
                  onClick={() => context.onMove(row, false)}
                  aria-label={t('products.moveDownOf', { name: name(row) })}
                  title={t('products.moveDown')}
                >
                  <ChevronDownIcon />
                </button>
              </>
            ))}
          <Link
            className="icon-button"
            to={`/products/edit-product/${mode}/${row.id}`}
            aria-label={t('products.editOf', { name: name(row) })}
            title={t('products.edit')}
          >
            <PencilIcon />
          </Link>
          <button
            type="button"
            className="icon-button product-delete"
            onClick={() => context.onDelete(row)}
            aria-label={t('products.deleteOf', { name: name(row) })}
            title={t('products.delete')}
          >
            <TrashIcon />
          </button>
        </div>
      ),
    },
  );
  return columns;
}
