import type { ReactElement } from 'react';
import type { OrderStatusCheck } from '../../api/types';
import { formatPriceLong } from '../../domain';
import { useT } from '../../i18n';
import { CUSTOMER_STATUS_HINTS, CUSTOMER_STATUS_TEXTS } from './orderTracking';

const TIME = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' });

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date);
}

interface TrackedOrdersProps {
  orders: readonly OrderStatusCheck[];
  checkFailed: boolean;
  onForget: (id: string) => void;
}

/** The customer's orders at this shop with their status, newest first. */
export function TrackedOrders({ orders, checkFailed, onForget }: TrackedOrdersProps) {
  const t = useT();
  if (!orders.length) return null;
  return (
    <section className="customer-orders" aria-labelledby="bestellingen-titel">
      <h2 id="bestellingen-titel" className="customer-section-title">
        {t('customerOrder.tracked.title')}
      </h2>
      <ul className="customer-order-list">
        {orders.map((order): ReactElement => (
          <li
            key={order.id}
            className={`customer-order customer-order-${order.status}`}
            data-testid="tracked-order"
            data-order-id={order.id}
          >
            <div className="customer-order-head">
              <strong>
                {t('customerOrder.tracked.order', { number: order.customer_order_id })}
              </strong>
              <span className="customer-order-status" data-testid="tracked-status">
                {t(CUSTOMER_STATUS_TEXTS[order.status])}
              </span>
            </div>
            <p className="customer-small">
              {[order.table_name, timeOf(order.created_at), formatPriceLong(order.total)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="customer-small customer-muted">
              {t(CUSTOMER_STATUS_HINTS[order.status])}
            </p>
            {order.status !== 'pending' && (
              <button
                type="button"
                className="customer-link-button"
                onClick={() => onForget(order.id)}
              >
                {t('customerOrder.tracked.hide')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {checkFailed && (
        <p className="customer-small customer-muted" role="status">
          {t('customerOrder.tracked.checkFailed')}
        </p>
      )}
    </section>
  );
}
