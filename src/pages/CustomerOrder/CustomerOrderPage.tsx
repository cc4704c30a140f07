import { useEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api/client';
import type { OrderInput, PlacedOrder } from '../../api/types';
import { formatPriceLong, sellsCannabis } from '../../domain';
import { useFlash } from '../../hooks/useFlash';
import { useT, useTCount } from '../../i18n';
import {
  addToBasket,
  basketCount,
  basketProblem,
  basketTotalCents,
  changeQuantity,
  orderLinesOf,
} from './basket';
import type { Basket, BasketChange } from './basket';
import { BasketPanel } from './BasketPanel';
import { basketOnMenu, readBasket, writeBasket } from './basketStorage';
import { buildCustomerMenu } from './customerMenu';
import type { MenuItem, MenuOffer } from './customerMenu';
import {
  CUSTOMER_HANDLED_STATUSES,
  customerErrorText,
  menuIsStale,
  menuLoadErrorText,
} from './customerErrors';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuList } from './MenuList';
import { TrackedOrders } from './TrackedOrders';
import { useShopFeed } from './useShopFeed';
import { useTableCheck } from './useTableCheck';
import { useCustomerLocale } from './useCustomerLocale';
import { useTrackedOrders } from './useTrackedOrders';
import './CustomerOrderPage.css';

/** How long a refused addition is explained (the spec's 3 s error messages). */
const NOTICE_MS = 3000;

/** The tab's session storage, or null where the browser refuses it. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The public order page of a table (`/order/{shopId}/{tableId}`), made for a phone: the shop's
 * menu with prices, a basket that keeps to the order rules, and the status of the orders placed
 * from this device.
 */
export function CustomerOrderPage(): ReactElement {
  const { shopId = '', tableId = '' } = useParams();
  // Another table's address starts afresh, with that table's own kept basket.
  return <TableOrderPage key={`${shopId}/${tableId}`} shopId={shopId} tableId={tableId} />;
}

function TableOrderPage({ shopId, tableId }: { shopId: string; tableId: string }): ReactElement {
  const locale = useCustomerLocale();
  const t = useT();
  const tCount = useTCount();
  const shop = useShopFeed(shopId);
  const tracking = useTrackedOrders(shopId);
  const categories = useMemo(
    () => buildCustomerMenu(shop.feed?.prices ?? [], locale),
    [shop.feed, locale],
  );
  const table = useTableCheck(shopId, tableId);
  // The basket and note survive a reload of the page (per shop and table, this tab only).
  const [saved] = useState(() => readBasket(sessionStore(), shopId, tableId));
  const [kept, setBasket] = useState<Basket>(saved.basket);
  const [notes, setNotes] = useState(saved.notes);
  // A kept basket follows the menu as it is now: its prices, and only what is still offered.
  const basket = useMemo(
    () => (shop.feed ? basketOnMenu(kept, categories) : kept),
    [kept, shop.feed, categories],
  );
  useEffect(() => {
    writeBasket(sessionStore(), shopId, tableId, { basket, notes });
  }, [basket, notes, shopId, tableId]);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const notice = useFlash();

  const shopName = shop.feed?.name;
  useEffect(() => {
    document.title = shopName
      ? t('customerOrder.titleOf', { shop: shopName })
      : t('customerOrder.title');
  }, [shopName, t]);

  const quantities = useMemo(
    () => new Map(basket.map((line) => [line.key, line.quantity])),
    [basket],
  );

  function apply(change: BasketChange): void {
    setBasket(change.basket);
    if (change.ok) notice.clear();
    else notice.show(change.message, 'error', NOTICE_MS);
  }

  function handleAdd(item: MenuItem, offer: MenuOffer): void {
    apply(addToBasket(basket, item, offer));
  }

  function handleQuantity(key: string, quantity: number): void {
    apply(changeQuantity(basket, key, quantity));
  }

  async function handleSend(): Promise<void> {
    const problem = basketProblem(basket);
    if (problem) {
      setSendError(problem);
      return;
    }
    setSending(true);
    setSendError(null);
    const body: OrderInput = {
      shop_id: shopId,
      table_id: tableId || null,
      lines: orderLinesOf(basket),
      ...(notes.trim() && { notes: notes.trim() }),
    };
    try {
      const placed = await api.request<PlacedOrder>('/v1/orders', {
        method: 'POST',
        auth: false,
        json: body,
        handled: CUSTOMER_HANDLED_STATUSES,
      });
      tracking.track(placed);
      setBasket([]);
      setNotes('');
      notice.show(t('customerOrder.placed', { number: placed.customer_order_id }), 'success', 5000);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      // A failed order keeps the basket and the note, so the customer can simply try again.
      setSendError(customerErrorText(error, t));
      if (menuIsStale(error)) shop.reload();
    } finally {
      setSending(false);
    }
  }

  let menu: ReactElement;
  if (shop.feed && categories.length) {
    menu = <MenuList categories={categories} quantities={quantities} onAdd={handleAdd} />;
  } else if (shop.feed) {
    menu = <p className="customer-muted">{t('customerOrder.menu.empty')}</p>;
  } else if (shop.error) {
    menu = (
      <div className="customer-error" role="alert">
        <p>{menuLoadErrorText(shop.error, t)}</p>
        <button type="button" className="button button-secondary" onClick={shop.reload}>
          {t('customerOrder.menu.retry')}
        </button>
      </div>
    );
  } else {
    menu = (
      <p className="customer-muted" role="status">
        {t('customerOrder.menu.loading')}
      </p>
    );
  }

  const count = basketCount(basket);
  // A table the shop does not have is told at once; nothing can be ordered for it.
  const tableKnown = table.state !== 'unknown';
  return (
    <div className="customer-page">
      <header className="customer-header">
        <div className="customer-header-row">
          <p className="customer-kicker">{t('customerOrder.kicker')}</p>
          <LanguageSwitch locale={locale} />
        </div>
        <h1 className="customer-title">{shopName ?? t('customerOrder.title')}</h1>
        {table.state === 'found' && (
          <p className="customer-table" data-testid="customer-table">
            {table.name}
          </p>
        )}
      </header>

      {!tableKnown && (
        <p className="customer-error" role="alert" data-testid="table-unknown">
          {t('customerOrder.error.tableNotFound')}
        </p>
      )}

      <TrackedOrders
        orders={tracking.orders}
        checkFailed={tracking.checkFailed}
        onForget={tracking.forget}
      />

      <main className="customer-menu">{menu}</main>

      {shop.feed && tableKnown && (
        <BasketPanel
          basket={basket}
          notes={notes}
          sending={sending}
          sendError={sendError}
          gramRule={sellsCannabis(shop.feed.shop_type ?? 'cannabis')}
          onQuantity={handleQuantity}
          onNotes={setNotes}
          onSend={() => void handleSend()}
        />
      )}

      <div className="customer-dock">
        {notice.message && (
          <p
            className={`customer-notice customer-notice-${notice.message.kind}`}
            role={notice.message.kind === 'error' ? 'alert' : 'status'}
            data-testid="customer-notice"
          >
            {notice.message.text}
          </p>
        )}
        {count > 0 && (
          <a className="customer-dock-bar" href="#mandje">
            <span>
              {tCount(
                { one: 'customerOrder.dock.items.one', other: 'customerOrder.dock.items.other' },
                count,
              )}{' '}
              · {formatPriceLong(basketTotalCents(basket) / 100)}
            </span>
            <strong>{t('customerOrder.dock.view')}</strong>
          </a>
        )}
      </div>
    </div>
  );
}
