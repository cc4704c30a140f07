import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { HelpButton } from '../../components/ui/HelpButton';
import { Page } from '../../components/layout/Page';
import { Switch } from '../../components/forms/Switch';
import { GRAMS_PER_JOINT, MAX_GRAMS_PER_ORDER } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { useSession } from '../../stores/session';
import { OrderTable } from './OrderTable';
import type { OrderListSpec } from './OrderTable';
import './OrdersPage.css';

/** Spec section 9: both tables newest first, pending 10 rows, completed 5. */
const PENDING: OrderListSpec = {
  list: 'pending',
  topic: 'pending_orders',
  tableName: 'orders-pending',
  pageSize: 10,
  title: 'orders.pending.title',
  emptyText: 'orders.pending.empty',
  showCompleted: false,
};

const HANDLED: OrderListSpec = {
  list: 'complete',
  topic: 'completed_orders',
  tableName: 'orders-completed',
  pageSize: 5,
  title: 'orders.handled.title',
  emptyText: 'orders.handled.empty',
  showCompleted: true,
};

/** The orders of the active shop: pending above, handled (complete or cancelled) below. */
export function OrdersPage(): ReactElement {
  const t = useT();
  const { shop } = useActiveShop();
  const help = t('orders.help', {
    maxGrams: MAX_GRAMS_PER_ORDER,
    jointGrams: GRAMS_PER_JOINT.toLocaleString('nl-NL'),
  });
  const orderSound = useSession((state) => state.orderSound);
  const setOrderSound = useSession((state) => state.setOrderSound);
  return (
    <Page
      title={t('orders.title')}
      width="wide"
      actions={
        <>
          {shop && <span className="muted orders-shop-name">{shop.name}</span>}
          <Link className="button button-secondary" to="/tables">
            {t('tables.link')}
          </Link>
          <Switch
            checked={orderSound}
            onChange={setOrderSound}
            label={t('orders.sound')}
            className="orders-sound"
          />
          <HelpButton title={t('orders.helpTitle')}>{help}</HelpButton>
        </>
      }
    >
      {shop ? (
        <div className="orders-page">
          <OrderTable key={`${shop.id}-pending`} shopId={shop.id} spec={PENDING} />
          <OrderTable key={`${shop.id}-handled`} shopId={shop.id} spec={HANDLED} />
        </div>
      ) : (
        <p className="card muted">{t('orders.noShop')}</p>
      )}
    </Page>
  );
}
