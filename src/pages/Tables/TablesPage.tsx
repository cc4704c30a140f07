import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { apiCreate, apiDelete } from '../../api/mutations';
import type { ShopTable } from '../../api/types';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { Page } from '../../components/layout/Page';
import { toast, toastSaveError, toastSaved } from '../../components/feedback/toast';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { QrCode } from './QrCode';
import { orderPageUrl } from './tableLinks';
import { useShopTables } from './useShopTables';
import './TablesPage.css';

/**
 * The tables of the active shop (`/tables`): each with the address of its order page and its
 * QR code, a form to add one, and the way to the printable sheet of QR cards.
 */
export function TablesPage(): ReactElement {
  const t = useT();
  const { shop } = useActiveShop();
  const list = useShopTables(shop?.id ?? null);
  const confirm = useConfirm();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);

  async function handleAdd(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!shop || !name.trim()) return;
    setAdding(true);
    try {
      await apiCreate<ShopTable>('/v1/tables', { shop_id: shop.id, name: name.trim() });
      toastSaved('Added');
      setName('');
    } catch (error) {
      toastSaveError(error);
    } finally {
      setAdding(false);
    }
  }

  async function handleDelete(table: ShopTable): Promise<void> {
    const yes = await confirm({
      title: t('tables.delete.title', { table: table.name }),
      message: t('tables.delete.message'),
      confirmLabel: t('tables.delete.yes'),
      cancelLabel: t('tables.delete.back'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await apiDelete(`/v1/tables/${table.id}`);
      toastSaved('Deleted');
    } catch (error) {
      toastSaveError(error);
    }
  }

  async function handleCopy(url: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      toast('success', t('tables.copied'));
    } catch {
      // Without clipboard rights the link is still there to select and copy.
    }
  }

  let content: ReactElement;
  if (!shop) content = <p className="card muted">{t('tables.noShop')}</p>;
  else if (list.error) {
    content = (
      <p className="card form-message" role="alert">
        {t('tables.loadError')}
      </p>
    );
  } else if (list.isLoading) {
    content = (
      <p className="muted" role="status">
        {t('tables.loading')}
      </p>
    );
  } else if (!list.items.length) content = <p className="card muted">{t('tables.empty')}</p>;
  else {
    content = (
      <ul className="tables-grid">
        {list.items.map((table) => {
          const url = orderPageUrl(window.location.origin, shop.id, table.id);
          return (
            <li key={table.id} className="card tables-card" data-testid="table-card">
              <h2 className="tables-card-name">{table.name}</h2>
              <QrCode
                text={url}
                label={t('tables.qrOf', { table: table.name })}
                className="tables-card-qr"
              />
              <a
                className="tables-card-link"
                href={url}
                target="_blank"
                rel="noreferrer"
                data-testid="table-link"
              >
                {url}
              </a>
              <div className="tables-card-actions">
                <a className="button button-small" href={url} target="_blank" rel="noreferrer">
                  {t('tables.orderPage')}
                </a>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => void handleCopy(url)}
                >
                  {t('tables.copy')}
                </button>
                <button
                  type="button"
                  className="button button-small button-danger"
                  aria-label={t('tables.delete.name', { table: table.name })}
                  onClick={() => void handleDelete(table)}
                >
                  {t('tables.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Page
      title={t('tables.title')}
      width="wide"
      actions={
        shop && (
          <>
            <span className="muted">{shop.name}</span>
            <Link className="button" to="/tables/print">
              {t('tables.print')}
            </Link>
          </>
        )
      }
    >
      <p className="tables-intro muted">{t('tables.intro')}</p>
      {shop && (
        <form className="tables-add" onSubmit={(event) => void handleAdd(event)}>
          <label className="field">
            <span>{t('tables.add.label')}</span>
            <input
              className="input"
              value={name}
              maxLength={100}
              placeholder={t('tables.add.placeholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" className="button" disabled={adding || !name.trim()}>
            {t('tables.add.submit')}
          </button>
        </form>
      )}
      {content}
    </Page>
  );
}
