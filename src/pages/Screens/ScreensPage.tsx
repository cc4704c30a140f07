import { useState } from 'react';
import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Screen } from '../../api/types';
import { ActionsMenu } from '../../components/table/ActionsMenu';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { DeleteMenuItem } from '../../components/table/DeleteMenuItem';
import { HelpButton } from '../../components/ui/HelpButton';
import { PlusIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { InlineCheckboxCell, InlineSelectCell } from '../../components/table/InlineSelectCell';
import { BoardLanguageSettings } from '../../components/board-language/BoardLanguageSettings';
import { Page } from '../../components/layout/Page';
import { withSaveToast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { MANAGE_PAGE_SIZE_CHOICES } from '../../stores/tableSettings';
import { ScreenAddModal } from './ScreenAddModal';
import { ScreenHealthPanel } from '../../components/ScreenHealth/ScreenHealthPanel';
import { orientationOptions, screenBody } from './screenRules';
import './ScreensPage.css';

const SCREEN_LIMIT = 999;

/** The active shop's screens: name, orientation and extra configuration edit in place. */
export function ScreensPage(): ReactElement {
  const t = useT();
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
      header: t('screens.name'),
      sortable: true,
      hideable: false,
      searchValue: (row) => row.name,
      cell: (row) => (
        <InlineEditCell
          value={row.name}
          label={t('screens.nameOf', { name: row.name })}
          validate={(draft) => (draft.trim() ? null : t('screens.nameRequired'))}
          onSave={(next) => save(row, { name: next.trim() })}
        />
      ),
    },
    {
      id: 'orientation',
      header: t('screens.orientation'),
      sortable: true,
      searchValue: (row) => row.orientation,
      cell: (row) => (
        <InlineSelectCell
          value={row.orientation}
          options={orientationOptions(t)}
          label={t('screens.orientationOf', { name: row.name })}
          onSave={(orientation) => save(row, { orientation })}
        />
      ),
    },
    {
      id: 'big_screen_enable',
      header: t('screens.bigScreen'),
      sortValue: (row) => row.extra_config.big_screen_enable,
      sortable: true,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.extra_config.big_screen_enable}
          label={t('screens.bigScreenFor', { name: row.name })}
          onSave={(value) => save(row, { extra_config: { big_screen_enable: value } })}
        />
      ),
    },
    {
      id: 'use_truncated_prices',
      header: t('screens.truncated'),
      sortValue: (row) => row.extra_config.use_truncated_prices,
      sortable: true,
      cell: (row) => (
        <InlineCheckboxCell
          checked={row.extra_config.use_truncated_prices}
          label={t('screens.truncatedOn', { name: row.name })}
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
        <ActionsMenu label={t('screens.actionsFor', { name: row.name })}>
          <DeleteMenuItem collection="/v1/screens" id={row.id} />
        </ActionsMenu>
      ),
    },
  ];

  return (
    <Page
      title={t('screens.title')}
      actions={<HelpButton title={t('screens.helpTitle')}>{t('screens.help')}</HelpButton>}
    >
      {shop === null ? (
        <p className="form-message" role="alert">
          {t('screens.noShop')}
        </p>
      ) : (
        <>
          {!shop.isUsingMultiscreen && (
            <p className="form-message form-message-info" role="status">
              {t('screens.notMultiscreen', { shop: shop.name })}
            </p>
          )}
          <DataTable
            table={table}
            title={t('screens.tableTitle', { shop: shop.name })}
            columns={columns}
            rows={list.items}
            rowKey={(row) => row.id}
            isLoading={list.isLoading}
            error={list.error}
            emptyText={t('screens.empty')}
            pageSizeChoices={MANAGE_PAGE_SIZE_CHOICES}
            toolbar={
              <button type="button" className="button button-small" onClick={() => setAdding(true)}>
                <PlusIcon />
                {t('screens.add')}
              </button>
            }
          />
          <BoardLanguageSettings shopId={shop.id} />
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
