import type { MessageKey, Translate } from '../../i18n';
import type { ReactElement } from 'react';
import type { Product, ProductInput } from '../../api/types';
import { ActionsMenu, ActionsMenuLink } from '../../components/table/ActionsMenu';
import { Badge } from '../../components/ui/Badge';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { DeleteMenuItem } from '../../components/table/DeleteMenuItem';
import { ImageIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { InlineSelectCell } from '../../components/table/InlineSelectCell';
import { formatDateTime } from '../../domain';
import {
  GLOBAL_READ_ONLY,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_TYPE_OPTIONS,
  canEditProduct,
  productTypeOf,
} from './horecaRules';

type TextKey =
  'short_description_nl' | 'short_description_en' | 'description_nl' | 'description_en';

const TEXT_COLUMNS: readonly { key: TextKey; header: MessageKey }[] = [
  { key: 'short_description_nl', header: 'manageHoreca.column.short_description_nl' },
  { key: 'short_description_en', header: 'manageHoreca.column.short_description_en' },
  { key: 'description_nl', header: 'manageHoreca.column.description_nl' },
  { key: 'description_en', header: 'manageHoreca.column.description_en' },
];

interface HorecaColumnsOptions {
  t: Translate;
  save: (product: Product, changes: Partial<ProductInput>) => Promise<void>;
  isSuperuser: boolean;
  /** Names of the shop groups by id. */
  groupNames: ReadonlyMap<string, string>;
}

function Clamped({ text }: { text: string }): ReactElement {
  return <span className="horeca-clamp">{text || '-'}</span>;
}

/** The horeca products table's columns: name, type and texts edit in place. */
export function horecaColumns({
  t,
  save,
  isSuperuser,
  groupNames,
}: HorecaColumnsOptions): DataTableColumn<Product>[] {
  return [
    {
      id: 'name',
      header: t('manageHoreca.column.name'),
      sortable: true,
      hideable: false,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={t('manageHoreca.nameOf', { name: row.name })}
          disabled={!canEditProduct(row, isSuperuser)}
          validate={(draft) => (draft.trim() ? null : PRODUCT_NAME_REQUIRED)}
          onSave={(next) => save(row, { name: next.trim() })}
        />
      ),
    },
    {
      id: 'product_type',
      header: t('manageHoreca.column.type'),
      sortable: true,
      cell: (row) => (
        <InlineSelectCell
          value={row.product_type ?? ''}
          options={PRODUCT_TYPE_OPTIONS}
          label={t('manageHoreca.typeOf', { name: row.name })}
          disabled={!canEditProduct(row, isSuperuser)}
          title={canEditProduct(row, isSuperuser) ? undefined : t(GLOBAL_READ_ONLY)}
          onSave={(type) => save(row, { product_type: productTypeOf(type) })}
        />
      ),
    },
    ...TEXT_COLUMNS.map(({ key, header: headerKey }): DataTableColumn<Product> => {
      const header = t(headerKey);
      return {
        id: key,
        header,
        sortable: true,
        className: 'horeca-text-cell',
        cell: (row) => (
          <InlineEditCell
            multiline
            value={row[key]}
            label={t('manageHoreca.fieldOf', { field: header, name: row.name })}
            display={<Clamped text={row[key]} />}
            disabled={!canEditProduct(row, isSuperuser)}
            onSave={(next) => save(row, { [key]: next.trim() })}
          />
        ),
      };
    }),
    {
      id: 'shop_group_id',
      header: t('manageHoreca.column.group'),
      cell: (row) =>
        row.shop_group_id === null ? (
          <Badge tone="yellow">{t('manageHoreca.globalBadge')}</Badge>
        ) : (
          (groupNames.get(row.shop_group_id) ?? <span className="muted">-</span>)
        ),
    },
    {
      id: 'images_amount',
      header: t('manageHoreca.column.pictures'),
      className: 'data-table-number',
      cell: (row) => row.images_amount,
    },
    {
      id: 'modified_at',
      header: t('manageHoreca.column.modified'),
      sortable: true,
      cell: (row) => <span className="muted horeca-nowrap">{formatDateTime(row.modified_at)}</span>,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={t('manageHoreca.actionsFor', { name: row.name })}>
          <ActionsMenuLink to={`/view/product/${row.id}`} icon={<ImageIcon />}>
            {t('manageHoreca.viewAndPictures')}
          </ActionsMenuLink>
          <DeleteMenuItem
            collection="/v1/products"
            id={row.id}
            disabledReason={canEditProduct(row, isSuperuser) ? null : t(GLOBAL_READ_ONLY)}
          />
        </ActionsMenu>
      ),
    },
  ];
}
