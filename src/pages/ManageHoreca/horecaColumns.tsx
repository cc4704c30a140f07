import type { ReactElement } from 'react';
import type { Product, ProductInput } from '../../api/types';
import { ActionsMenu, ActionsMenuLink } from '../../components/ActionsMenu';
import { Badge } from '../../components/Badge';
import type { DataTableColumn } from '../../components/dataTableModel';
import { DeleteMenuItem } from '../../components/DeleteMenuItem';
import { ImageIcon } from '../../components/Icons';
import { InlineEditCell } from '../../components/InlineEditCell';
import { InlineSelectCell } from '../../components/InlineSelectCell';
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

const TEXT_COLUMNS: readonly { key: TextKey; header: string }[] = [
  { key: 'short_description_nl', header: 'Korte beschrijving NL' },
  { key: 'short_description_en', header: 'Korte beschrijving EN' },
  { key: 'description_nl', header: 'Beschrijving NL' },
  { key: 'description_en', header: 'Beschrijving EN' },
];

interface HorecaColumnsOptions {
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
  save,
  isSuperuser,
  groupNames,
}: HorecaColumnsOptions): DataTableColumn<Product>[] {
  return [
    {
      id: 'name',
      header: 'Naam',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={`Naam van ${row.name}`}
          disabled={!canEditProduct(row, isSuperuser)}
          validate={(draft) => (draft.trim() ? null : PRODUCT_NAME_REQUIRED)}
          onSave={(next) => save(row, { name: next.trim() })}
        />
      ),
    },
    {
      id: 'product_type',
      header: 'Type',
      sortable: true,
      cell: (row) => (
        <InlineSelectCell
          value={row.product_type ?? ''}
          options={PRODUCT_TYPE_OPTIONS}
          label={`Product type van ${row.name}`}
          disabled={!canEditProduct(row, isSuperuser)}
          title={canEditProduct(row, isSuperuser) ? undefined : GLOBAL_READ_ONLY}
          onSave={(type) => save(row, { product_type: productTypeOf(type) })}
        />
      ),
    },
    ...TEXT_COLUMNS.map(({ key, header }): DataTableColumn<Product> => ({
      id: key,
      header,
      sortable: true,
      className: 'horeca-text-cell',
      cell: (row) => (
        <InlineEditCell
          multiline
          value={row[key]}
          label={`${header} van ${row.name}`}
          display={<Clamped text={row[key]} />}
          disabled={!canEditProduct(row, isSuperuser)}
          onSave={(next) => save(row, { [key]: next.trim() })}
        />
      ),
    })),
    {
      id: 'shop_group_id',
      header: 'Groep',
      cell: (row) =>
        row.shop_group_id === null ? (
          <Badge tone="yellow">GLOBAL</Badge>
        ) : (
          (groupNames.get(row.shop_group_id) ?? <span className="muted">-</span>)
        ),
    },
    {
      id: 'images_amount',
      header: "Foto's",
      className: 'data-table-number',
      cell: (row) => row.images_amount,
    },
    {
      id: 'modified_at',
      header: 'Aangepast',
      sortable: true,
      cell: (row) => <span className="muted horeca-nowrap">{formatDateTime(row.modified_at)}</span>,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={`Acties voor ${row.name}`}>
          <ActionsMenuLink to={`/view/product/${row.id}`} icon={<ImageIcon />}>
            Bekijken en foto&apos;s
          </ActionsMenuLink>
          <DeleteMenuItem
            collection="/v1/products"
            id={row.id}
            disabledReason={canEditProduct(row, isSuperuser) ? null : GLOBAL_READ_ONLY}
          />
        </ActionsMenu>
      ),
    },
  ];
}
