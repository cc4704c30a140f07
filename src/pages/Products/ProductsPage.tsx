import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { updateErrorText } from '../../api/errors';
import { useItem, useList } from '../../api/hooks';
import { apiCreate, apiDelete, apiPatch, apiUpdate } from '../../api/mutations';
import type { Category, Screen, ShopLink } from '../../api/types';
import { CONFIRM_MESSAGES } from '../../components/modals/confirmQueue';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { DataTable } from '../../components/table/DataTable';
import { searchRows } from '../../components/table/dataTableModel';
import { SearchIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { Select } from '../../components/forms/Select';
import { Tabs } from '../../components/ui/Tabs';
import { toastSaved } from '../../components/feedback/toast';
import { selectedIn } from '../../components/table/tableSelection';
import { useTableState } from '../../components/table/useTableState';
import type { HappyHourList, LinkBulkActionInput } from '../../domain/contract';
import { happyHourMarkers } from '../../components/clock/happyHourText';
import { useActiveShop } from '../../hooks/useActiveShop';
import { ScheduledLink } from '../Scheduled/ScheduledLink';
import { downloadMenuCsv } from '../../api/menu-sheet';
import { usePermissions } from '../../hooks/usePermissions';
import { SEARCH_FILTER } from '../../stores/tableSettings';
import { useT } from '../../i18n';
import { BulkActionsBar } from './BulkActionsBar';
import { isSchedulableBulkAction, scheduleBulk } from './scheduleBulk';
import type { LocalMoment } from '../../domain';
import { BULK_TEXTS, bulkBody, rowSelectLabel, targetCategories } from './bulkSelection';
import { LatestProductsModal } from './LatestProductsModal';
import { PriceHistoryPicker } from './PriceHistoryPicker';
import { PriceModal } from './PriceModal';
import { productColumns } from './productColumns';
import {
  ALL_SCREENS,
  PRODUCT_MODES,
  PRODUCT_MODE_TITLES,
  deriveProductRows,
  effectiveScreenId,
  productsPath,
  withAvailability,
} from './productRows';
import type { ProductMode, ProductRow } from './productRows';
import './ProductsPage.css';

/** Shown when the shop has no rows of the tab's type (or the screen shows none). */
export const EMPTY_PRODUCTS_TEXT = 'products.empty';

/** The table setting holding the chosen screen. */
const SCREEN_FILTER = 'screen';

/** Fetch limits of the spec: 1000 for price links and categories, 999 for other lists. */
const LINK_LIMIT = 1000;

/** `/products/cannabis`. */
export function CannabisProductsPage(): ReactElement {
  return <ProductsPage key="cannabis" mode="cannabis" />;
}

/** `/products/horeca`. */
export function HorecaProductsPage(): ReactElement {
  return <ProductsPage key="horeca" mode="horeca" />;
}

/** The open dialog; a row's dialogs follow the row as the list refreshes. */
type OpenDialog = { type: 'prices' | 'history'; linkId: string } | { type: 'latest' } | null;

/**
 * The active shop's price links of one type: filter by screen (multiscreen shops), toggle
 * availability, reorder horeca rows, open the price modal and the price history picker,
 * edit and delete rows.
 */
function ProductsPage({ mode }: { mode: ProductMode }): ReactElement {
  const t = useT();
  const { shop, shopGroupId } = useActiveShop();
  const { isSuperuser, isInternalStaff } = usePermissions();
  const table = useTableState(`products-${mode}`);
  const confirm = useConfirm();
  const shopId = shop?.id ?? '';
  const multiscreen = shop?.isUsingMultiscreen === true;
  const shopFilter = [{ field: 'shop_id', value: shopId }];

  const links = useList<ShopLink>(
    shopId ? '/v1/shops-to-prices' : null,
    { limit: LINK_LIMIT, filter: shopFilter },
    table.listOptions,
  );
  const categories = useList<Category>(shopId ? '/v1/categories' : null, {
    skip: 0,
    limit: LINK_LIMIT,
    sort: [{ field: 'name', order: 'ASC' }],
    filter: shopFilter,
  });
  const happyHours = useItem<HappyHourList>(shopId ? `/v1/shops/${shopId}/happy-hours` : null);
  const screens = useList<Screen>(multiscreen ? '/v1/screens' : null, {
    limit: 999,
    filter: shopFilter,
  });

  const [searchOpen, setSearchOpen] = useState(
    () => (table.settings.filterBy[SEARCH_FILTER] ?? '') !== '',
  );
  const [actionError, setActionError] = useState<string | null>(null);
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);

  const screenId = multiscreen
    ? effectiveScreenId(table.settings.filterBy[SCREEN_FILTER], screens.items)
    : ALL_SCREENS;
  const rows = useMemo(
    () => deriveProductRows(links.items, categories.items, mode, screenId),
    [links.items, categories.items, mode, screenId],
  );

  async function handleAvailability(row: ProductRow, active: boolean): Promise<void> {
    setActionError(null);
    try {
      await links.mutate(
        async () => {
          await apiUpdate(`/v1/shops-to-prices/availability/${row.id}`, { active });
          return undefined;
        },
        {
          optimisticData: (current) =>
            current
              ? { ...current, items: withAvailability(current.items, row.id, active) }
              : { items: [], total: 0 },
          rollbackOnError: true,
          populateCache: false,
        },
      );
    } catch (error) {
      setActionError(updateErrorText(error));
    }
  }

  async function handleBulk(
    ids: string[],
    action: LinkBulkActionInput,
    at?: LocalMoment,
  ): Promise<void> {
    setActionError(null);
    setBulkBusy(true);
    try {
      if (at && isSchedulableBulkAction(action)) {
        setActionError(await scheduleBulk(ids, action, at));
        return;
      }
      await apiCreate('/v1/shops-to-prices/bulk', bulkBody(shopId, ids, action));
      await links.mutate();
    } catch (error) {
      setActionError(updateErrorText(error));
    } finally {
      setBulkBusy(false);
    }
  }

  async function handleMove(row: ProductRow, up: boolean): Promise<void> {
    setActionError(null);
    setMoving((current) => new Set(current).add(row.id));
    try {
      await apiPatch(`/v1/shops-to-prices/swap/${row.id}?move_up=${up}`);
      await links.mutate();
    } catch (error) {
      setActionError(updateErrorText(error));
    } finally {
      setMoving((current) => {
        const next = new Set(current);
        next.delete(row.id);
        return next;
      });
    }
  }

  async function handleDelete(row: ProductRow): Promise<void> {
    const confirmed = await confirm({ message: CONFIRM_MESSAGES.deleteProduct, tone: 'danger' });
    if (!confirmed) return;
    setActionError(null);
    try {
      await apiDelete(`/v1/shops-to-prices/${row.id}`);
      toastSaved('Deleted', row.link.product_name);
    } catch (error) {
      setActionError(updateErrorText(error));
    }
  }

  function handleSearchToggle(): void {
    if (searchOpen) table.setFilter(SEARCH_FILTER, '');
    setSearchOpen(!searchOpen);
  }

  const columns = productColumns({
    t,
    mode,
    linkNames: !isInternalStaff,
    moving,
    onAvailability: (row, active) => void handleAvailability(row, active),
    onMove: (row, up) => void handleMove(row, up),
    onDelete: (row) => void handleDelete(row),
    onOpenPrices: (row) => setDialog({ type: 'prices', linkId: row.id }),
    onOpenHistory: (row) => setDialog({ type: 'history', linkId: row.id }),
    happyHourOf: happyHourMarkers(happyHours.data?.items ?? [], t),
  });

  const selectedIds = selectedIn(
    selected,
    rows.map((row) => row.id),
  );
  const filteredRows = searchRows(rows, columns, table.settings.filterBy[SEARCH_FILTER] ?? '');

  const dialogLink =
    dialog && dialog.type !== 'latest'
      ? (links.items.find((link) => link.id === dialog.linkId) ?? null)
      : null;
  const title = t('products.title', { type: t(PRODUCT_MODE_TITLES[mode]) });
  const actions = (
    <>
      {mode === 'cannabis' && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setDialog({ type: 'latest' })}
        >
          {t('products.latest')}
        </button>
      )}
      <Link className="button" to={`/products/new-product/${mode}`}>
        {t('products.newPrice')}
      </Link>
      <Link className="button button-secondary" to="/prices">
        {t('products.priceCombis')}
      </Link>
      <ScheduledLink />
      <Link className="button button-secondary" to="/manage/soorten/new">
        {t('products.newKind')}
      </Link>
      {shop && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void downloadMenuCsv(shop.id)}
        >
          {t('products.exportCsv')}
        </button>
      )}
      <Link className="button button-secondary" to="/menu-import">
        {t('products.importCsv')}
      </Link>
      {isSuperuser && (
        <Link className="button button-secondary" to="/products/manage/strains-tags">
          {t('products.strainsTags')}
        </Link>
      )}
    </>
  );

  const toolbar = (
    <div className="products-toolbar">
      <Tabs
        label={t('products.typeTabs')}
        activeId={mode}
        tabs={PRODUCT_MODES.map((id) => ({
          id,
          label: t(PRODUCT_MODE_TITLES[id]),
          to: productsPath(id),
        }))}
      />
      {multiscreen && (
        <label className="products-screen-filter">
          <span>{t('products.screen')}</span>
          <Select
            value={screenId}
            onChange={(value) => table.setFilter(SCREEN_FILTER, value)}
            placeholder={{ value: ALL_SCREENS, label: t('products.allScreens') }}
            options={screens.items.map((screen) => ({ value: screen.id, label: screen.name }))}
          />
        </label>
      )}
    </div>
  );

  return (
    <Page title={title} actions={actions} toolbar={toolbar} width="wide">
      {shop === null ? (
        <p className="form-message form-message-info">{t('products.chooseShop')}</p>
      ) : (
        <div className="products-table">
          <BulkActionsBar
            selectedCount={selectedIds.length}
            filteredCount={filteredRows.length}
            categories={targetCategories(categories.items, mode)}
            busy={bulkBusy}
            onSelectFiltered={() => setSelected(new Set(filteredRows.map((row) => row.id)))}
            onClear={() => setSelected(new Set())}
            onAction={(action, at) => void handleBulk(selectedIds, action, at)}
          />
          <DataTable
            table={table}
            title={shop.name}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowClassName={(row) => (row.link.active ? undefined : 'is-unavailable')}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (row) => rowSelectLabel(t, row.link.product_name),
              pageLabel: t(BULK_TEXTS.selectPage),
            }}
            isLoading={links.isLoading || categories.isLoading}
            error={links.error ?? categories.error}
            errorText={actionError}
            emptyText={t(EMPTY_PRODUCTS_TEXT)}
            searchable={searchOpen}
            toolbar={
              <button
                type="button"
                className={searchOpen ? 'icon-button is-pressed' : 'icon-button'}
                onClick={handleSearchToggle}
                aria-pressed={searchOpen}
                aria-label={t('products.search')}
                title={t('products.search')}
              >
                <SearchIcon />
              </button>
            }
          />
        </div>
      )}
      {dialogLink && dialog?.type === 'prices' && (
        <PriceModal key={dialogLink.id} link={dialogLink} onClose={() => setDialog(null)} />
      )}
      {dialogLink && dialog?.type === 'history' && (
        <PriceHistoryPicker
          key={dialogLink.id}
          link={dialogLink}
          shopGroupId={shopGroupId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.type === 'latest' && (
        <LatestProductsModal
          shopGroupId={shopGroupId}
          linkNames={!isInternalStaff}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
