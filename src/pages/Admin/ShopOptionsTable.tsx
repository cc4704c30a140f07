import { useState } from 'react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Shop, ShopGroup } from '../../api/types';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { InlineCheckboxCell, InlineSelectCell } from '../../components/table/InlineSelectCell';
import { ActionsMenu, ActionsMenuItem } from '../../components/table/ActionsMenu';
import { Badge } from '../../components/ui/Badge';
import { PencilIcon, PlusIcon } from '../../components/ui/Icons';
import { shopThemeOf, type BoardThemeId } from '../../domain';
import { boardThemeOptions } from '../../i18n/domainTexts';
import { withSaveToast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useT } from '../../i18n';
import { ADMIN_LIST_LIMIT, SHOP_GROUP_LIMIT } from './adminLimits';
import { AllowedAddressesModal } from './AllowedAddressesModal';
import { SHOP_TYPE_TEXTS, ShopFormModal } from './ShopFormModal';

/** The board themes a shop may choose, by name. */
/**
 * Per shop: multiscreen, truncated prices and board theme, saved as soon as they change, and the
 * addresses it takes orders from.
 */
export function ShopOptionsTable({ allowNoGroup }: { allowNoGroup: boolean }): ReactElement {
  const t = useT();
  const navigate = useNavigate();
  const table = useTableState('admin-shops', { sortBy: [{ id: 'name', desc: false }] });
  const shops = useList<Shop>(
    '/v1/shops',
    { skip: 0, limit: ADMIN_LIST_LIMIT, sort: [{ field: 'name', order: 'ASC' }] },
    table.listOptions,
  );
  const groups = useList<ShopGroup>('/v1/shop-groups', { skip: 0, limit: SHOP_GROUP_LIMIT });
  const groupName = new Map(groups.items.map((group) => [group.id, group.name]));
  const [addressesOf, setAddressesOf] = useState<Shop | null>(null);
  /** The shop being changed, or 'new' while a shop is added. */
  const [editing, setEditing] = useState<Shop | 'new' | null>(null);

  async function setActive(shop: Shop, active: boolean): Promise<void> {
    await withSaveToast('Edited', () => apiUpdate(`/v1/shops/${shop.id}/active`, { active }));
    await shops.mutate();
  }

  async function setMultiscreen(shop: Shop, multiscreen: boolean): Promise<void> {
    // Writes to shops refetch the signed-in user too, so the header's Schermen link follows.
    await withSaveToast('Edited', () =>
      apiUpdate(
        `/v1/shops/set-multiscreen/${shop.id}?multiscreen=${String(multiscreen)}`,
        undefined,
      ),
    );
    await shops.mutate();
  }

  async function setTruncatedPrices(shop: Shop, truncated: boolean): Promise<void> {
    await withSaveToast('Edited', () =>
      apiUpdate(`/v1/shops/set-config/${shop.id}`, { use_truncated_prices: truncated }),
    );
    await shops.mutate();
  }

  async function setTheme(shop: Shop, theme: BoardThemeId): Promise<void> {
    await withSaveToast('Edited', () => apiUpdate(`/v1/shops/set-config/${shop.id}`, { theme }));
    await shops.mutate();
  }

  const columns: DataTableColumn<Shop>[] = [
    {
      id: 'name',
      header: t('admin.shops.shop'),
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => (
        <span className="admin-username">
          <strong>{row.name}</strong>
          {!row.active && <Badge>{t('admin.shops.inactive')}</Badge>}
        </span>
      ),
    },
    {
      id: 'shop_type',
      header: t('admin.shops.type'),
      sortable: true,
      sortValue: (row) => row.shop_type,
      searchValue: (row) => t(SHOP_TYPE_TEXTS[row.shop_type]),
      cell: (row) => t(SHOP_TYPE_TEXTS[row.shop_type]),
    },
    {
      id: 'groups',
      header: t('admin.shops.groups'),
      searchValue: (row) => row.shop_group_ids.map((id) => groupName.get(id) ?? '').join(' '),
      cell: (row) =>
        row.shop_group_ids.length === 0 ? (
          <span className="muted">{t('admin.none')}</span>
        ) : (
          // A group's name shows once the groups are in (never its raw id meanwhile).
          row.shop_group_ids.map((id) => groupName.get(id) ?? '…').join(', ')
        ),
    },
    {
      id: 'id',
      header: t('admin.shops.id'),
      searchValue: (row) => row.id,
      className: 'admin-id-cell',
      cell: (row) => <code className="admin-id admin-id-wrap">{row.id}</code>,
    },
    {
      id: 'is_using_multiscreen',
      header: t('admin.shops.multiscreen'),
      sortable: true,
      sortValue: (row) => row.is_using_multiscreen,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.is_using_multiscreen}
          label={t('admin.shops.multiscreenFor', { name: row.name })}
          onSave={(value) => setMultiscreen(row, value)}
        />
      ),
    },
    {
      id: 'use_truncated_prices',
      header: t('admin.shops.truncated'),
      sortable: true,
      sortValue: (row) => row.config.use_truncated_prices,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.config.use_truncated_prices}
          label={t('admin.shops.truncatedFor', { name: row.name })}
          onSave={(value) => setTruncatedPrices(row, value)}
        />
      ),
    },
    {
      id: 'theme',
      header: t('admin.shops.theme'),
      sortable: true,
      sortValue: (row) => shopThemeOf(row.config),
      cell: (row) => (
        <InlineSelectCell
          value={shopThemeOf(row.config)}
          options={boardThemeOptions(t)}
          label={t('admin.shops.themeFor', { name: row.name })}
          onSave={(value) => setTheme(row, value)}
        />
      ),
    },
    {
      id: 'allowed_ips',
      header: t('admin.shops.addresses'),
      cell: (row) => (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={t('admin.shops.editAddresses', { name: row.name })}
          onClick={() => setAddressesOf(row)}
        >
          {t('admin.edit')}
        </button>
      ),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={t('admin.actionsFor', { name: row.name })}>
          <ActionsMenuItem icon={<PencilIcon />} onSelect={() => setEditing(row)}>
            {t('admin.shops.edit')}
          </ActionsMenuItem>
          <ActionsMenuItem onSelect={() => navigate(`/shops/${row.id}/settings`)}>
            {t('shopSettings.open')}
          </ActionsMenuItem>
          <ActionsMenuItem onSelect={() => void setActive(row, !row.active)}>
            {row.active ? t('admin.shops.deactivate') : t('admin.shops.reactivate')}
          </ActionsMenuItem>
        </ActionsMenu>
      ),
    },
  ];

  return (
    <div className="admin-shops">
      <DataTable
        table={table}
        title={t('admin.shops.title')}
        columns={columns}
        rows={shops.items}
        rowKey={(row) => row.id}
        isLoading={shops.isLoading}
        error={shops.error}
        emptyText={t('admin.shops.empty')}
        toolbar={
          <button type="button" className="button button-small" onClick={() => setEditing('new')}>
            <PlusIcon />
            {t('admin.shops.add')}
          </button>
        }
      />
      {editing && (
        <ShopFormModal
          shop={editing === 'new' ? null : editing}
          groups={groups.items}
          allowNoGroup={allowNoGroup}
          onClose={() => {
            setEditing(null);
            void shops.mutate();
          }}
        />
      )}
      {addressesOf ? (
        <AllowedAddressesModal shop={addressesOf} onClose={() => setAddressesOf(null)} />
      ) : null}
    </div>
  );
}
