/**
 * What the order tables show and offer per order, without React: line texts, status names and
 * the actions of each status (spec section 4, "Orders").
 */
import type { Order, OrderLine } from '../../api/types';
import { ORDER_STATUSES, formatPriceLong } from '../../domain';
import type { OrderStatus } from '../../domain';
import { t } from '../../i18n';
import type { MessageKey, Translate } from '../../i18n';

/** What staff may do with an order. */
export type OrderAction = 'complete' | 'cancel' | 'delete';

/** The status each status action sets. */
export const STATUS_OF_ACTION: Record<Exclude<OrderAction, 'delete'>, OrderStatus> = {
  complete: 'complete',
  cancel: 'cancelled',
};

/** Pending offers 'mark complete' and 'cancel'; complete and cancelled add delete. */
const ACTIONS_OF_STATUS: Record<OrderStatus, readonly OrderAction[]> = {
  pending: ['complete', 'cancel'],
  complete: ['complete', 'cancel', 'delete'],
  cancelled: ['complete', 'cancel', 'delete'],
};

/** True for the statuses the back office knows (pending, complete, cancelled). */
export function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * The actions offered for an order of `status`.
 *
 * @throws {Error} for a status the back office does not know (spec: an unknown status raises
 *   an error), so a new server status never shows as something it is not.
 */
export function orderActions(status: string): readonly OrderAction[] {
  if (!isOrderStatus(status)) throw new Error(`Unknown order status: ${status}`);
  return ACTIONS_OF_STATUS[status];
}

/** An action that would not change anything: marking a complete order complete again. */
export function actionIsNoop(action: OrderAction, status: OrderStatus): boolean {
  return action !== 'delete' && STATUS_OF_ACTION[action] === status;
}

/** How the back office names a status (catalogue keys; Dutch as the server's messages). */
export const ORDER_STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  pending: 'orders.status.pending',
  complete: 'orders.status.complete',
  cancelled: 'orders.status.cancelled',
};

/** What an order row shows for a status the back office does not know (the row is flagged). */
export function unknownStatusText(status: string, translate: Translate = t): string {
  return translate('orders.status.unknown', { status });
}

/** Badge colours of the statuses. */
export const ORDER_STATUS_TONES: Record<OrderStatus, 'blue' | 'green' | 'red'> = {
  pending: 'blue',
  complete: 'green',
  cancelled: 'red',
};

/** The item a line orders: the kind's or product's name as it was called when ordered. */
export function orderLineItemName(line: OrderLine): string {
  return line.kind_name ?? line.product_name ?? '';
}

/** `2 x 1g Amnesia Haze`: quantity, label and item. */
export function orderLineText(line: OrderLine): string {
  return `${line.quantity} x ${line.description} ${orderLineItemName(line)}`.trim();
}

/**
 * The price of a line: its total, with the unit price when several were ordered:
 * `€ 25,00 (2 x € 12,50)`.
 */
export function orderLinePriceText(line: OrderLine): string {
  const total = formatPriceLong(line.line_total);
  return line.quantity > 1 ? `${total} (${line.quantity} x ${formatPriceLong(line.price)})` : total;
}

/** The table an order came from; '-' for orders without one. */
export function orderTableName(order: Pick<Order, 'table_name'>): string {
  return order.table_name ?? '-';
}
