import { useState } from 'react';
import type { ReactElement } from 'react';
import { updateErrorText } from '../../api/errors';
import { useList } from '../../api/hooks';
import { apiDelete, apiPatch } from '../../api/mutations';
import type { PushTopic } from '../../api/push';
import type { Order } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { DataTable } from '../../components/table/DataTable';
import type { DataTableColumn } from '../../components/table/dataTableModel';
import { toast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { formatDateTime, formatPriceLong } from '../../domain';
import { usePush } from '../../hooks/usePush';
import { useT } from '../../i18n';
import type { MessageKey, Translate } from '../../i18n';
import {
  ORDER_STATUS_KEYS,
  ORDER_STATUS_TONES,
  STATUS_OF_ACTION,
  actionIsNoop,
  isOrderStatus,
  orderActions,
  orderLinePriceText,
  orderLineText,
  orderTableName,
  unknownStatusText,
} from './orderRows';
import type { OrderAction } from './orderRows';

/** The two order lists of a shop: their API path segment, push topic and table settings. */
export interface OrderListSpec {
  /** `pending` or `complete` (complete and cancelled orders). */
  list: 'pending' | 'complete';
  topic: PushTopic;
  /** The table's settings name; starts with `orders`, so a shop switch clears it. */
  tableName: string;
  pageSize: number;
  title: MessageKey;
  emptyText: MessageKey;
  /** Show when and by whom the order was handled. */
  showCompleted: boolean;
}

const ACTION_LABELS: Record<OrderAction, MessageKey> = {
  complete: 'orders.action.complete',
  cancel: 'orders.action.cancel',
  delete: 'orders.action.delete',
};

const ACTION_NAMES: Record<OrderAction, MessageKey> = {
  complete: 'orders.action.complete.name',
  cancel: 'orders.action.cancel.name',
  delete: 'orders.action.delete.name',
};

const ACTION_CLASSES: Record<OrderAction, string> = {
  complete: 'button button-small',
  cancel: 'button button-small button-secondary',
  delete: 'button button-small button-danger',
};

function actionAccessibleName(action: OrderAction, order: Order, t: Translate): string {
  return t(ACTION_NAMES[action], { number: order.customer_order_id });
}

const CONFIRMATIONS: Record<
  OrderAction,
  { title: MessageKey; message: MessageKey; yes: MessageKey; tone: 'default' | 'danger' }
> = {
  complete: {
    title: 'orders.confirm.complete.title',
    message: 'orders.confirm.complete',
    yes: 'orders.confirm.complete.yes',
    tone: 'default',
  },
  cancel: {
    title: 'orders.confirm.cancel.title',
    message: 'orders.confirm.cancel',
    yes: 'orders.confirm.cancel.yes',
    tone: 'danger',
  },
  delete: {
    title: 'orders.confirm.delete.title',
    message: 'orders.confirm.delete',
    yes: 'orders.confirm.delete.yes',
    tone: 'danger',
  },
};

/**
 * The question before an action, one pattern for all: the order in the title, answers that say
 * what they do ('Ja, compleet' / 'Terug'), so 'annuleren' never means "do not". The dialog
 * focuses the confirming answer: Enter confirms, Escape goes back.
 */
function confirmationOf(action: OrderAction, order: Order, t: Translate) {
  const texts = CONFIRMATIONS[action];
  return {
    title: t(texts.title, { number: order.customer_order_id }),
    message: t(texts.message),
    confirmLabel: t(texts.yes),
    cancelLabel: t('orders.confirm.back'),
    tone: texts.tone,
  };
}

function LinesCell({ order }: { order: Order }): ReactElement {
  return (
    <div className="order-lines-cell">
      <ul className="order-lines">
        {order.order_info.map((line, index) => (
          <li key={`${index}-${line.description}`}>
            <span>{orderLineText(line)}</span>
            <span className="order-line-price">{orderLinePriceText(line)}</span>
          </li>
        ))}
      </ul>
      {order.notes && <p className="order-notes">{order.notes}</p>}
    </div>
  );
}

/**
 * One order table of a shop: newest first, refreshed on the list's push message (or every 5 s
 * while the push connection is down), with the actions of each order's status behind a
 * confirmation.
 */
export function OrderTable({ shopId, spec }: { shopId: string; spec: OrderListSpec }) {
  const table = useTableState(spec.tableName, {
    pageSize: spec.pageSize,
    sortBy: [{ id: 'created_at', desc: true }],
  });
  const list = useList<Order>(
    `/v1/orders/shop/${shopId}/${spec.list}`,
    table.listQuery(),
    table.listOptions,
  );
  const { mutate } = list;
  usePush(spec.topic, () => void mutate());

  const t = useT();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [actionError, setActionError] = useState<string | null>(null);

  function setRowBusy(id: string, on: boolean): void {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function handleAction(order: Order, action: OrderAction): Promise<void> {
    if (!(await confirm(confirmationOf(action, order, t)))) return;
    setActionError(null);
    setRowBusy(order.id, true);
    const number = order.customer_order_id;
    try {
      if (action === 'delete') {
        await apiDelete(`/v1/orders/${order.id}`);
        toast('success', t('orders.deleted', { number }));
      } else {
        const status = STATUS_OF_ACTION[action];
        await apiPatch<Order>(`/v1/orders/${order.id}`, { status, from_status: order.status });
        const name = t(ORDER_STATUS_KEYS[status]).toLowerCase();
        toast('success', t('orders.statusChanged', { number, status: name }));
      }
    } catch (error) {
      setActionError(updateErrorText(error));
      // Someone else may have handled it meanwhile: show the list as it is now.
      void mutate();
    } finally {
      setRowBusy(order.id, false);
    }
  }

  const columns: DataTableColumn<Order>[] = [
    {
      id: 'customer_order_id',
      header: t('orders.column.number'),
      sortable: true,
      className: 'order-number-cell',
      cell: (order) => order.customer_order_id,
    },
    { id: 'table_name', header: t('orders.column.table'), cell: (order) => orderTableName(order) },
    {
      id: 'created_at',
      header: t('orders.column.time'),
      sortable: true,
      className: 'order-time-cell',
      cell: (order) => formatDateTime(order.created_at),
    },
    {
      id: 'order_info',
      header: t('orders.column.lines'),
      hideable: false,
      cell: (order) => <LinesCell order={order} />,
    },
    {
      id: 'total',
      header: t('orders.column.total'),
      sortable: true,
      className: 'data-table-number',
      cell: (order) => formatPriceLong(order.total),
    },
    {
      id: 'status',
      header: t('orders.column.status'),
      sortable: true,
      cell: (order) =>
        isOrderStatus(order.status) ? (
          <Badge tone={ORDER_STATUS_TONES[order.status]}>
            {t(ORDER_STATUS_KEYS[order.status])}
          </Badge>
        ) : (
          <Badge tone="yellow">{unknownStatusText(order.status, t)}</Badge>
        ),
    },
  ];
  if (spec.showCompleted) {
    columns.push({
      id: 'completed_at',
      header: t('orders.column.handled'),
      sortable: true,
      className: 'order-time-cell',
      cell: (order) => (
        <>
          {formatDateTime(order.completed_at)}
          {order.completed_by_name && (
            <span className="order-completed-by muted">{order.completed_by_name}</span>
          )}
        </>
      ),
    });
  }
  columns.push({
    id: 'actions',
    header: '',
    hideable: false,
    className: 'data-table-actions-cell',
    // A status this back office does not know flags its own row and offers no action; the
    // other orders stay workable (the spec's error for it is the flag, not the whole page).
    cell: (order) => (
      <div className="order-actions">
        {(isOrderStatus(order.status) ? orderActions(order.status) : []).map((action) => (
          <button
            key={action}
            type="button"
            className={ACTION_CLASSES[action]}
            disabled={busy.has(order.id) || actionIsNoop(action, order.status)}
            aria-label={actionAccessibleName(action, order, t)}
            title={actionAccessibleName(action, order, t)}
            data-action={action}
            onClick={() => void handleAction(order, action)}
          >
            {t(ACTION_LABELS[action])}
          </button>
        ))}
      </div>
    ),
  });

  return (
    <DataTable
      table={table}
      title={t(spec.title)}
      columns={columns}
      rows={list.items}
      total={list.total}
      rowKey={(order) => order.id}
      rowClassName={(order) =>
        `order-row order-row-${isOrderStatus(order.status) ? order.status : 'unknown'}`
      }
      isLoading={list.isLoading}
      error={list.error}
      errorText={actionError}
      emptyText={t(spec.emptyText)}
      searchable={false}
    />
  );
}
