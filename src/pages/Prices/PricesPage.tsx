import { useT } from '../../i18n';
import { priceModelText, priceRuleText } from '../../i18n/domainTexts';
import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { updateErrorText } from '../../api/errors';
import { useList } from '../../api/hooks';
import { ApiError } from '../../api/http';
import { apiDelete } from '../../api/mutations';
import type { Price, ShopLink } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { CONFIRM_MESSAGES } from '../../components/modals/confirmQueue';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { toastSaved } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { PRICE_LISTS, PRICE_RULE_MESSAGES } from '../../domain';
import type { PriceListName } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useSession } from '../../stores/session';
import {
  PRICE_LIST_HEADERS,
  activePriceIds,
  activeText,
  modelOf,
  priceEntriesLine,
  priceEntryTexts,
  shopGroupName,
} from './priceRows';
import './PricesPage.css';

/** The spec's fetch limit of price lists. */
const PRICE_LIST_LIMIT = 1000;

function PriceEntries({ price, list }: { price: Price; list: PriceListName }): ReactElement {
  const entries = priceEntryTexts(price[list]);
  if (entries.length === 0) return <span className="muted">-</span>;
  return (
    <ul className="price-entries">
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className="price-entry-label">{entry.label}</span>
          <span className="price-entry-price">{entry.price}</span>
        </li>
      ))}
    </ul>
  );
}

/** Is the combination shown by an active link of any shop the user can see? */
async function inUseOnABoard(priceId: string): Promise<boolean> {
  const links = await api.list<ShopLink>('/v1/shops-to-prices', {
    limit: 1,
    filter: [
      { field: 'price_id', value: priceId },
      { field: 'active', value: 'true' },
    ],
  });
  return links.items.length > 0;
}

/** `/prices`: the price combinations and register codes of the active shop's group. */
export function PricesPage(): ReactElement {
  const t = useT();
  const { shop, shopGroupId } = useActiveShop();
  const groups = useSession((state) => state.profile?.shop_groups);
  const table = useTableState('prices', {
    sortBy: [{ id: 'internal_product_id', desc: false }],
  });
  const prices = useList<Price>(
    '/v1/prices',
    {
      skip: 0,
      limit: PRICE_LIST_LIMIT,
      sort: [{ field: 'internal_product_id', order: 'ASC' }],
      filter: [{ field: 'shop_group_id', value: shopGroupId ?? '' }],
    },
    { ...table.listOptions, enabled: shopGroupId !== null },
  );
  const links = useList<ShopLink>(
    '/v1/shops-to-prices',
    {
      skip: 0,
      limit: PRICE_LIST_LIMIT,
      filter: [
        { field: 'shop_id', value: shop?.id ?? '' },
        { field: 'active', value: 'true' },
      ],
    },
    { enabled: shop !== null },
  );
  const active = useMemo(() => activePriceIds(links.items), [links.items]);
  const [actionError, setActionError] = useState<string | null>(null);
  const confirm = useConfirm();

  async function handleDelete(price: Price): Promise<void> {
    setActionError(null);
    try {
      if (await inUseOnABoard(price.id)) {
        window.alert(priceRuleText(t, PRICE_RULE_MESSAGES.inUse));
        return;
      }
      if (!(await confirm({ message: CONFIRM_MESSAGES.delete, tone: 'danger' }))) return;
      await apiDelete(`/v1/prices/${price.id}`, { handled: [409] });
      toastSaved('Deleted', price.internal_product_id);
    } catch (error) {
      // The server has the last word: a row may have become active meanwhile.
      if (error instanceof ApiError && error.status === 409) {
        window.alert(error.detail ?? priceRuleText(t, PRICE_RULE_MESSAGES.inUse));
      } else {
        setActionError(updateErrorText(error));
      }
    }
  }

  const columns: DataTableColumn<Price>[] = [
    {
      id: 'internal_product_id',
      header: t('prices.header.code'),
      sortable: true,
      cell: (price) => <span className="price-code">{price.internal_product_id}</span>,
      searchValue: (price) => price.internal_product_id,
    },
    {
      id: 'shop_group',
      header: t('prices.header.shopGroup'),
      sortable: true,
      cell: (price) => shopGroupName(price.shop_group_id, groups ?? []),
      searchValue: (price) => shopGroupName(price.shop_group_id, groups ?? []),
    },
    {
      id: 'model',
      header: t('prices.header.model'),
      sortable: true,
      cell: (price) => priceModelText(t, modelOf(price)),
      sortValue: (price) => modelOf(price),
    },
    ...PRICE_LISTS.map((list): DataTableColumn<Price> => ({
      id: list,
      header: t(PRICE_LIST_HEADERS[list]),
      cell: (price) => <PriceEntries price={price} list={list} />,
      searchValue: (price) => priceEntriesLine(price[list]),
      className: 'price-list-cell',
    })),
    {
      id: 'active',
      header: t('prices.header.active'),
      sortable: true,
      cell: (price) => {
        const text = activeText(price.id, active);
        return (
          <Badge tone={text === 'Ja' ? 'green' : 'neutral'}>{t(`prices.active.${text}`)}</Badge>
        );
      },
      sortValue: (price) => activeText(price.id, active),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      className: 'data-table-actions-cell',
      cell: (price) => (
        <div className="price-row-actions">
          <Link
            className="icon-button"
            to={`/prices/edit/${price.id}`}
            aria-label={t('prices.editOf', { code: price.internal_product_id })}
            title={t('prices.edit')}
          >
            <PencilIcon />
          </Link>
          <button
            type="button"
            className="icon-button price-delete"
            onClick={() => void handleDelete(price)}
            aria-label={t('prices.deleteOf', { code: price.internal_product_id })}
            title={t('prices.delete')}
          >
            <TrashIcon />
          </button>
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('prices.title')}
      actions={
        <Link className="button" to="/prices/new">
          <PlusIcon />
          {t('prices.newPrice')}
        </Link>
      }
    >
      {shopGroupId === null ? (
        <p className="form-message form-message-info">{t('prices.noGroup')}</p>
      ) : (
        <DataTable
          table={table}
          title={t('prices.tableTitle', { name: shopGroupName(shopGroupId, groups ?? []) })}
          columns={columns}
          rows={prices.items}
          rowKey={(price) => price.id}
          isLoading={prices.isLoading}
          error={prices.error}
          errorText={actionError}
          emptyText={t('prices.empty')}
        />
      )}
    </Page>
  );
}
