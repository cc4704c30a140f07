import { useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Screen } from '../../api/types';
import { ActionsMenu } from '../../components/ActionsMenu';
import { DataTable } from '../../components/DataTable';
import type { DataTableColumn } from '../../components/dataTableModel';
import { DeleteMenuItem } from '../../components/DeleteMenuItem';
import { HelpButton } from '../../components/HelpButton';
import { PlusIcon } from '../../components/Icons';
import { InlineEditCell } from '../../components/InlineEditCell';
import { InlineCheckboxCell, InlineSelectCell } from '../../components/InlineSelectCell';
import { Page } from '../../components/Page';
import { withSaveToast } from '../../components/toast';
import { useTableState } from '../../components/useTableState';
import { useActiveShop } from '../../hooks/useActiveShop';
import { MANAGE_PAGE_SIZE_CHOICES } from '../../stores/tableSettings';
import { ScreenAddModal } from './ScreenAddModal';
import { ScreenHealthPanel } from '../../components/ScreenHealth/ScreenHealthPanel';
import { ORIENTATION_OPTIONS, SCREEN_NAME_REQUIRED, screenBody } from './screenRules';
import './ScreensPage.css';

const SCREEN_LIMIT = 999;

const HELP = `De schermen van de actieve shop. Een shop met multiscreen toont zijn prijslijst verdeeld over deze schermen; per categorie kies je onder Categorieën op welk scherm en in welke kolom ze staat.

Klik op een naam om die te bewerken: Enter slaat op, Escape annuleert.

Groot scherm (big_screen_enable) toont grotere letters, voor een scherm dat van verder weg gelezen wordt. Afgekapte prijzen (use_truncated_prices) laten nullen achter de komma weg: 12,00 wordt 12 en 12,50 wordt 12,5.

Een scherm wissen haalt ook de plaatsingen van categorieën op dat scherm weg.`;

/** The active shop's screens: name, orientation and extra configuration edit in place. */
export function ScreensPage(): ReactElement {
  const { shop } = useActiveShop();
  const table = useTableState('screens', { sortBy: [{ id: 'name', desc: false }] });
  const list = useList<Screen>(
    '/v1/screens',
    {
      skip: 0,
      limit: SCREEN_LIMIT,
      sort: [{ field: 'name', order: 'ASC' }],
      filter: [{ field: 'shop_id', value: shop?.id ?? '' }],
    },
    { ...table.listOptions, enabled: shop !== null },
  );
  const [adding, setAdding] = useState(false);

  async function save(screen: Screen, changes: Parameters<typeof screenBody>[1]): Promise<void> {
    await withSaveToast('Edited', () =>
      apiUpdate<Screen>(`/v1/screens/${screen.id}`, screenBody(screen, changes)),
    );
    await list.mutate();
  }

  const columns: DataTableColumn<Screen>[] = [
    {
      id: 'name',
      header: 'Naam',
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={`Naam van scherm ${row.name}`}
          validate={(draft) => (draft.trim() ? null : SCREEN_NAME_REQUIRED)}
          onSave={(next) => save(row, { name: next.trim() })}
        />
      ),
    },
    {
      id: 'orientation',
      header: 'Oriëntatie',
      sortable: true,
      searchValue: (row) => row.orientation,
      cell: (row) => (
        <InlineSelectCell
          value={row.orientation}
          options={ORIENTATION_OPTIONS}
          label={`Oriëntatie van ${row.name}`}
          onSave={(orientation) => save(row, { orientation })}
        />
      ),
    },
    {
      id: 'big_screen_enable',
      header: 'Groot scherm',
      sortValue: (row) => row.extra_config.big_screen_enable,
      sortable: true,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.extra_config.big_screen_enable}
          label={`Groot scherm voor ${row.name}`}
          onSave={(value) => save(row, { extra_config: { big_screen_enable: value } })}
        />
      ),
    },
    {
      id: 'use_truncated_prices',
      header: 'Afgekapte prijzen',
      sortValue: (row) => row.extra_config.use_truncated_prices,
      sortable: true,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.extra_config.use_truncated_prices}
          label={`Afgekapte prijzen op ${row.name}`}
          onSave={(value) => save(row, { extra_config: { use_truncated_prices: value } })}
        />
      ),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (row) => (
        <ActionsMenu label={`Acties voor ${row.name}`}>
          <DeleteMenuItem collection="/v1/screens" id={row.id} />
        </ActionsMenu>
      ),
    },
  ];

  return (
    <Page title="Schermen" actions={<HelpButton title="Help: schermen">{HELP}</HelpButton>}>
      {shop === null ? (
        <p className="form-message" role="alert">
          Er is geen shop gekozen: je account hoort bij geen enkele shop.
        </p>
      ) : (
        <>
          {!shop.isUsingMultiscreen && (
            <p className="form-message form-message-info" role="status">
              {shop.name} gebruikt geen multiscreen: de schermen hieronder worden pas gebruikt als
              multiscreen voor deze shop aan staat.
            </p>
          )}
          <DataTable
            table={table}
            title={`Schermen van ${shop.name}`}
            columns={columns}
            rows={list.items}
            rowKey={(row) => row.id}
            isLoading={list.isLoading}
            error={list.error}
            emptyText="Deze shop heeft nog geen schermen."
            pageSizeChoices={MANAGE_PAGE_SIZE_CHOICES}
            toolbar={
              <button type="button" className="button button-small" onClick={() => setAdding(true)}>
                <PlusIcon />
                Scherm toevoegen
              </button>
            }
          />
          {shop.isUsingMultiscreen && <ScreenHealthPanel shopId={shop.id} />}
          {adding && (
            <ScreenAddModal
              shopId={shop.id}
              shopName={shop.name}
              onClose={() => setAdding(false)}
            />
          )}
        </>
      )}
    </Page>
  );
}
