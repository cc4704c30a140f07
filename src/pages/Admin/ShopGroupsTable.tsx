import { useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiDelete, apiUpdate } from '../../api/mutations';
import type { Shop, ShopGroup } from '../../api/types';
import { ActionsMenu, ActionsMenuItem } from '../../components/table/ActionsMenu';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { PlusIcon, TrashIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { withSaveToast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useT } from '../../i18n';
import { ADMIN_LIST_LIMIT, SHOP_GROUP_LIMIT } from './adminLimits';
import { shopGroupBody } from './adminRules';
import { ShopGroupAddModal } from './ShopGroupAddModal';

/** The shop groups with their shops; 'Add Shop Group' opens the modal. */
export function ShopGroupsTable(): ReactElement {
  const table = useTableState('admin-shop-groups', { sortBy: [{ id: 'name', desc: false }] });
  const groups = useList<ShopGroup>(
    '/v1/shop-groups',
    { skip: 0, limit: SHOP_GROUP_LIMIT },
    table.listOptions,
  );
  const shops = useList<Shop>('/v1/shops', {
    skip: 0,
    limit: ADMIN_LIST_LIMIT,
    sort: [{ field: 'name', order: 'ASC' }],
  });
  const t = useT();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);

  async function rename(group: ShopGroup, name: string): Promise<void> {
    await withSaveToast('Edited', () =>
      apiUpdate(`/v1/shop-groups/${group.id}`, shopGroupBody(group, name)),
    );
    await groups.mutate();
  }

  async function remove(group: ShopGroup): Promise<void> {
    if (!(await confirm({ message: t('admin.groups.confirmDelete'), tone: 'danger' }))) return;
    try {
      await withSaveToast('Deleted', () => apiDelete(`/v1/shop-groups/${group.id}`));
    } catch {
      // The toast said why; the list was refetched.
    }
  }

  const columns: DataTableColumn<ShopGroup>[] = [
    {
      id: 'name',
      header: t('admin.groups.name'),
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={t('admin.groups.nameOf', { name: row.name })}
          validate={(draft) => (draft.trim() ? null : t('admin.groups.nameRequired'))}
          onSave={(next) => rename(row, next)}
        />
      ),
    },
    {
      id: 'shops',
      header: t('admin.groups.shops'),
      searchValue: (row) => row.shops.map((shop) => shop.name).join(' '),
      cell: (row) =>
        row.shops.length === 0 ? (
          <span className="muted">{t('admin.none')}</span>
        ) : (
          <span className="admin-badges">
            {row.shops.map((shop) => (
              <span key={shop.id} className="badge">
                {shop.name}
              </span>
            ))}
          </span>
        ),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={t('admin.actionsFor', { name: row.name })}>
          <ActionsMenuItem icon={<TrashIcon />} tone="danger" onSelect={() => void remove(row)}>
            {t('admin.delete')}
          </ActionsMenuItem>
        </ActionsMenu>
      ),
    },
  ];

  return (
    <>
      <DataTable
        table={table}
        title={t('admin.groups.title')}
        columns={columns}
        rows={groups.items}
        rowKey={(row) => row.id}
        isLoading={groups.isLoading}
        error={groups.error}
        emptyText={t('admin.groups.empty')}
        toolbar={
          <button type="button" className="button button-small" onClick={() => setAdding(true)}>
            <PlusIcon />
            {t('admin.groups.add')}
          </button>
        }
      />
      {adding && <ShopGroupAddModal shops={shops.items} onClose={() => setAdding(false)} />}
    </>
  );
}
