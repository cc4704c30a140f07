/**
 * The orders a customer's device follows: their ids are kept in local storage per shop, so a
 * reload keeps following them, newest first and at most as many as one status check may ask
 * about. Pure over an injected storage.
 */
import type { OrderStatusCheck } from '../../api/types';
import { MAX_CHECKED_ORDERS } from '../../domain';
import type { OrderStatus } from '../../domain';
import type { MessageKey } from '../../i18n';

/** The part of Web Storage the tracking uses. */
export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How often the page asks for the status of its orders while one is still open. */
export const ORDER_CHECK_INTERVAL_MS = 5_000;

const KEY_PREFIX = 'pricelist-customer-orders:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id in the API's form (a UUID): order, shop and table ids. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The local-storage key of a shop's followed orders. */
export function trackingKey(shopId: string): string {
  return `${KEY_PREFIX}${shopId}`;
}

/** The ids followed for the shop, newest first; anything unreadable is ignored. */
export function readTrackedIds(storage: TrackingStorage | null, shopId: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(trackingKey(shopId)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter((id): id is string => typeof id === 'string' && isUuid(id));
  return [...new Set(ids)].slice(0, MAX_CHECKED_ORDERS);
}

/** Stores the ids (newest first, at most {@link MAX_CHECKED_ORDERS}); none removes the key. */
export function writeTrackedIds(
  storage: TrackingStorage | null,
  shopId: string,
  ids: readonly string[],
): string[] {
  const kept = [...new Set(ids)].slice(0, MAX_CHECKED_ORDERS);
  try {
    if (kept.length) storage?.setItem(trackingKey(shopId), JSON.stringify(kept));
    else storage?.removeItem(trackingKey(shopId));
  } catch {
    // A full or blocked storage only costs following the orders after a reload.
  }
  return kept;
}

/** The ids with a just placed order first. */
export function withPlacedOrder(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, MAX_CHECKED_ORDERS);
}

/**
 * The ids still worth following after a status check: those the server still knows (a
 * deleted order is no longer answered).
 */
export function keptAfterCheck(
  ids: readonly string[],
  answer: readonly OrderStatusCheck[],
): string[] {
  const known = new Set(answer.map((order) => order.id.toLowerCase()));
  return ids.filter((id) => known.has(id.toLowerCase()));
}

/** True while any of the orders waits to be handled: the page keeps checking. */
export function anyOpen(orders: readonly Pick<OrderStatusCheck, 'status'>[]): boolean {
  return orders.some((order) => order.status === 'pending');
}

/** How the customer page names a status (catalogue keys). */
export const CUSTOMER_STATUS_TEXTS: Record<OrderStatus, MessageKey> = {
  pending: 'customerOrder.status.pending',
  complete: 'customerOrder.status.complete',
  cancelled: 'customerOrder.status.cancelled',
};

/** What the customer page says under a status (catalogue keys). */
export const CUSTOMER_STATUS_HINTS: Record<OrderStatus, MessageKey> = {
  pending: 'customerOrder.hint.pending',
  complete: 'customerOrder.hint.complete',
  cancelled: 'customerOrder.hint.cancelled',
};

const SECRETS_PREFIX = 'pricelist-customer-order-secrets:';

/**
 * The secrets of the shop's followed orders by order id: the server shows an order's status
 * only to the secret returned when it was placed (`X-Order-Secret`).
 */
export function readOrderSecrets(
  storage: TrackingStorage | null,
  shopId: string,
): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(`${SECRETS_PREFIX}${shopId}`) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => isUuid(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/** Keeps the secrets of the given orders only (and adds `added`); none removes the key. */
export function writeOrderSecrets(
  storage: TrackingStorage | null,
  shopId: string,
  ids: readonly string[],
  added: Record<string, string> = {},
): Record<string, string> {
  const all = { ...readOrderSecrets(storage, shopId), ...added };
  const kept = Object.fromEntries(ids.flatMap((id) => (all[id] ? [[id, all[id]]] : [])));
  try {
    if (Object.keys(kept).length) {
      storage?.setItem(`${SECRETS_PREFIX}${shopId}`, JSON.stringify(kept));
    } else storage?.removeItem(`${SECRETS_PREFIX}${shopId}`);
  } catch {
    // A full or blocked storage only costs following the orders after a reload.
  }
  return kept;
}
