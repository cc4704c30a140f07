import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { QrCode } from './QrCode';
import { orderPageUrl } from './tableLinks';
import { useShopTables } from './useShopTables';
import './TablesPage.css';

/**
 * The printable sheet of the active shop's tables (`/tables/print`): one card per table with
 * the shop's name, the table's name and its QR code, six to an A4 page. Printing leaves out
 * the back office around it.
 */
export function TablesPrintPage(): ReactElement {
  const t = useT();
  const { shop } = useActiveShop();
  const list = useShopTables(shop?.id ?? null);

  const shopName = shop?.name;
  useEffect(() => {
    if (!shopName) return;
    const before = document.title;
    document.title = t('tables.printTitle', { shop: shopName });
    return () => {
      document.title = before;
    };
  }, [shopName, t]);

  return (
    <div className="tables-print">
      <div className="tables-print-bar">
        <h1 className="tables-print-heading">
          {shopName ? t('tables.printTitle', { shop: shopName }) : t('tables.title')}
        </h1>
        <Link className="button button-secondary" to="/tables">
          {t('tables.back')}
        </Link>
        <p className="muted">{t('tables.printHint')}</p>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('tables.printNow')}
        </button>
      </div>
      {!shop && <p className="card muted">{t('tables.noShop')}</p>}
      {shop && list.isLoading && (
        <p className="muted" role="status">
          {t('tables.loading')}
        </p>
      )}
      {shop && !list.isLoading && !list.error && !list.items.length && (
        <p className="card muted">{t('tables.empty')}</p>
      )}
      {shop && list.items.length > 0 && (
        <div className="tables-sheet" data-testid="print-sheet">
          {list.items.map((table) => {
            const url = orderPageUrl(window.location.origin, shop.id, table.id);
            return (
              <section key={table.id} className="tables-print-card" data-testid="print-card">
                <p className="tables-print-shop">{shop.name}</p>
                <h2 className="tables-print-table">{table.name}</h2>
                <QrCode
                  text={url}
                  label={t('tables.qrOf', { table: table.name })}
                  className="tables-print-qr"
                />
                <p className="tables-print-scan">{t('tables.card.scan')}</p>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
