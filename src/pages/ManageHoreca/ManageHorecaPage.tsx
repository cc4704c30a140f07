import { useT } from '../../i18n';
import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Product, ProductInput } from '../../api/types';
import { DataTable } from '../../components/table/DataTable';
import { HelpButton } from '../../components/ui/HelpButton';
import { PlusIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { Select } from '../../components/forms/Select';
import { GLOBAL_SHOP_GROUP, NO_SHOP_GROUP } from '../../components/forms/shopGroupOptions';
import { withSaveToast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useActiveShop } from '../../hooks/useActiveShop';
import { usePermissions } from '../../hooks/usePermissions';
import { useSession } from '../../stores/session';
import { horecaColumns } from './horecaColumns';
import {
  GROUP_FILTER,
  TYPE_FILTER,
  typeFilterOptions,
  groupFilterOptions,
  productBody,
} from './horecaRules';
import { ProductAddModal } from './ProductAddModal';
import './ManageHorecaPage.css';

/** The horeca products of the active shop's group and the global ones. */
export function ManageHorecaPage(): ReactElement {
  const { shopGroupId } = useActiveShop();
  const { isSuperuser } = usePermissions();
  const groups = useSession((state) => state.profile?.shop_groups);
  const table = useTableState('horeca-products', {
    pageSize: 10,
    sortBy: [{ id: 'name', desc: false }],
    hiddenColumns: ['short_description_en', 'description_en'],
  });
  const list = useList<Product>(
    '/v1/products',
    table.listQuery({
      searchField: 'name',
      ...(shopGroupId && { params: { shop_group_id: shopGroupId } }),
    }),
    table.listOptions,
  );
  const t = useT();
  const [adding, setAdding] = useState(false);

  const groupNames = useMemo(
    () => new Map((groups ?? []).map((group) => [group.id, group.name])),
    [groups],
  );
  const filterGroups = (groups ?? []).filter((group) =>
    shopGroupId ? group.id === shopGroupId : true,
  );

  async function save(product: Product, changes: Partial<ProductInput>): Promise<void> {
    await withSaveToast('Edited', () =>
      apiUpdate<Product>(`/v1/products/${product.id}`, productBody(product, changes)),
    );
    await list.mutate();
  }

  const filters = (
    <>
      <Select
        className="horeca-filter"
        aria-label={t('manageHoreca.filterType')}
        options={typeFilterOptions()}
        value={table.settings.filterBy[TYPE_FILTER] ?? ''}
        onChange={(value) => table.setFilter(TYPE_FILTER, value)}
      />
      <Select
        className="horeca-filter"
        aria-label={t('manageHoreca.filterGroup')}
        options={groupFilterOptions(filterGroups)}
        value={table.settings.filterBy[GROUP_FILTER] ?? ''}
        onChange={(value) => table.setFilter(GROUP_FILTER, value)}
      />
      <button type="button" className="button button-small" onClick={() => setAdding(true)}>
        <PlusIcon />
        {t('manageHoreca.add')}
      </button>
    </>
  );

  return (
    <Page
      title={t('manageHoreca.title')}
      width="wide"
      actions={
        <HelpButton title={t('manageHoreca.help.title')}>{t('manageHoreca.help.text')}</HelpButton>
      }
    >
      <DataTable
        table={table}
        title={t('manageHoreca.title')}
        columns={horecaColumns({ t, save, isSuperuser, groupNames })}
        rows={list.items}
        total={list.total}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={t('manageHoreca.empty')}
        toolbar={filters}
      />
      {adding && (
        <ProductAddModal
          initialShopGroup={isSuperuser ? GLOBAL_SHOP_GROUP : (shopGroupId ?? NO_SHOP_GROUP)}
          allowGlobal={isSuperuser}
          onClose={() => setAdding(false)}
        />
      )}
    </Page>
  );
}
