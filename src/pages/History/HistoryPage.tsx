import { useMemo, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHistory } from '../../api/history';
import { useItem, useList } from '../../api/hooks';
import { errorText } from '../../api/errors';
import type { HistoryQuery, HistoryTable, Kind, Product } from '../../api/types';
import { Page } from '../../components/layout/Page';
import { Select, type SelectOption } from '../../components/forms/Select';
import { shopsOfGroups } from '../../stores/activeShop';
import { useSession } from '../../stores/session';
import { HistoryList } from '../../components/history/HistoryList';
import { TABLE_NAMES } from '../../components/history/historyText';
import { useT } from '../../i18n';

const PAGE_SIZE = 50;

/** The start of a day (`2026-11-25`) in local time, as the API's timestamp; end: the day after. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  if (end) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** A filter of the page: a labelled select whose first choice (`all`, value '') filters nothing. */
function FilterSelect({
  label,
  all,
  value,
  onChange,
  options,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}): ReactElement {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <Select
        options={options}
        value={value}
        onChange={onChange}
        placeholder={{ value: '', label: all }}
      />
    </label>
  );
}

/**
 * "Geschiedenis": every change the user may see (staff: their shop groups' shops; superusers:
 * everything), filtered by shop, product, user, kind of change and date, with undo.
 */
export function HistoryPage(): ReactElement {
  const t = useT();
  const profile = useSession((state) => state.profile);
  const shops = shopsOfGroups(profile?.shop_groups ?? []);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const filter = (name: string) => params.get(name) ?? '';
  const query: HistoryQuery = {
    shop_id: filter('shop') || undefined,
    product_id: filter('product') || undefined,
    user_id: filter('user') || undefined,
    table: (filter('table') || undefined) as HistoryTable | undefined,
    from: dayBound(filter('from'), false),
    to: dayBound(filter('to'), true),
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  };
  const { data, error, isLoading, mutate } = useHistory(query);
  const kinds = useItem<Kind[]>('/v1/kinds/all');
  const products = useList<Product>('/v1/products', { limit: 1000 });
  const users = useMemo(() => {
    const named = new Map<string, string>();
    for (const entry of data?.entries ?? [])
      if (entry.user_id) named.set(entry.user_id, entry.user_name ?? entry.user_id);
    if (filter('user') && !named.has(filter('user'))) named.set(filter('user'), filter('user'));
    return [...named];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  function setFilter(name: string, value: string): void {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setPage(0);
  }

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Page
      title={t('history.title')}
      toolbar={
        <div className="history-filters">
          <FilterSelect
            label={t('history.shop')}
            all={t('history.allShops')}
            value={filter('shop')}
            onChange={(value) => setFilter('shop', value)}
            options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          />
          <label className="field">
            <span className="field-label">{t('history.product')}</span>
            <select
              className="select"
              value={filter('product')}
              onChange={(e) => setFilter('product', e.target.value)}
            >
              <option value="">{t('history.allProducts')}</option>
              <optgroup label={t('history.kinds')}>
                {(kinds.data ?? []).map((kind) => (
                  <option key={kind.id} value={kind.id}>
                    {kind.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('history.horeca')}>
                {products.items.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <FilterSelect
            label={t('history.table')}
            all={t('history.allTables')}
            value={filter('table')}
            onChange={(value) => setFilter('table', value)}
            options={Object.entries(TABLE_NAMES).map(([table, name]) => ({
              value: table,
              label: name,
            }))}
          />
          <FilterSelect
            label={t('history.user')}
            all={t('history.everyone')}
            value={filter('user')}
            onChange={(value) => setFilter('user', value)}
            options={users.map(([id, name]) => ({ value: id, label: name }))}
          />
          <label className="field">
            <span className="field-label">{t('history.from')}</span>
            <input
              className="input"
              type="date"
              value={filter('from')}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">{t('history.to')}</span>
            <input
              className="input"
              type="date"
              value={filter('to')}
              onChange={(e) => setFilter('to', e.target.value)}
            />
          </label>
        </div>
      }
    >
      {error && (
        <p className="form-message" role="alert">
          {errorText(error)}
        </p>
      )}
      {isLoading && !data && <p className="muted">{t('history.loading')}</p>}
      {data && <HistoryList entries={data.entries} onUndone={() => void mutate()} />}
      {data && pages > 1 && (
        <div className="history-pages">
          <button
            type="button"
            className="button button-secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t('history.newer')}
          </button>
          <span className="muted">{t('history.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('history.older')}
          </button>
        </div>
      )}
    </Page>
  );
}
