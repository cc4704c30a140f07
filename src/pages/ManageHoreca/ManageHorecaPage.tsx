import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Product, ProductInput } from '../../api/types';
import { DataTable } from '../../components/DataTable';
import { HelpButton } from '../../components/HelpButton';
import { PlusIcon } from '../../components/Icons';
import { Page } from '../../components/Page';
import { Select } from '../../components/Select';
import { GLOBAL_SHOP_GROUP, NO_SHOP_GROUP } from '../../components/shopGroupOptions';
import { withSaveToast } from '../../components/toast';
import { useTableState } from '../../components/useTableState';
import { useActiveShop } from '../../hooks/useActiveShop';
import { usePermissions } from '../../hooks/usePermissions';
import { useSession } from '../../stores/session';
import { horecaColumns } from './horecaColumns';
import {
  GROUP_FILTER,
  TYPE_FILTER,
  TYPE_FILTER_OPTIONS,
  groupFilterOptions,
  productBody,
} from './horecaRules';
import { ProductAddModal } from './ProductAddModal';
import './ManageHorecaPage.css';

const HELP = `Alle horeca producten van je shop group en de globale producten (GLOBAL), 10 per pagina.

Zoek op naam en filter op product type of groep; de filters, sortering, paginagrootte en verborgen kolommen worden in deze browser bewaard (tandwiel: kolommen tonen of verbergen, automatisch verversen).

Klik op een naam of beschrijving om die te bewerken: Enter slaat op (Shift+Enter voor een nieuwe regel in beschrijvingen), Escape annuleert.

Globale producten kan alleen een superuser wijzigen. Een product dat nog op een prijslijst staat, kan niet gewist worden.

Met 'Horeca product toevoegen' maak je een nieuw product en zet je het meteen op de kaart van de actieve shop: kies een horeca categorie en geef de prijs (één prijs is genoeg, een drankje van 3,00). De prijs combi krijgt de eerstvolgende vrije kassa code met de prefix.`;

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
        aria-label="Filter op product type"
        options={TYPE_FILTER_OPTIONS}
        value={table.settings.filterBy[TYPE_FILTER] ?? ''}
        onChange={(value) => table.setFilter(TYPE_FILTER, value)}
      />
      <Select
        className="horeca-filter"
        aria-label="Filter op groep"
        options={groupFilterOptions(filterGroups)}
        value={table.settings.filterBy[GROUP_FILTER] ?? ''}
        onChange={(value) => table.setFilter(GROUP_FILTER, value)}
      />
      <button type="button" className="button button-small" onClick={() => setAdding(true)}>
        <PlusIcon />
        Horeca product toevoegen
      </button>
    </>
  );

  return (
    <Page
      title="Horeca producten"
      width="wide"
      actions={<HelpButton title="Help: horeca producten">{HELP}</HelpButton>}
    >
      <DataTable
        table={table}
        title="Horeca producten"
        columns={horecaColumns({ save, isSuperuser, groupNames })}
        rows={list.items}
        total={list.total}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyText="Er zijn geen horeca producten die aan de filters voldoen."
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
