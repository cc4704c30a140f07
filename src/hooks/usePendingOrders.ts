/**
 * The counter's view of new orders, on every back-office page: how many orders of the active
 * shop are pending (kept current by the `pending_orders` push), the count in the page title,
 * and a short chime when the count grows (a preference of this browser).
 */
import { useEffect, useRef } from 'react';
import { useList } from '../api/hooks';
import type { Order } from '../api/types';
import { playOrderChime } from './orderChime';
import { useSession } from '../stores/session';
import { isNewOrder, titleWithCount } from './pendingOrders';
import { usePush } from './usePush';

/** The number of pending orders of the active shop; null until known or without a shop. */
export function usePendingOrders(): number | null {
  const shopId = useSession((state) => state.shop?.id ?? null);
  const loggedIn = useSession((state) => state.isLoggedIn);
  const list = useList<Order>(loggedIn && shopId ? `/v1/orders/shop/${shopId}/pending` : null, {
    skip: 0,
    limit: 1,
  });
  const { mutate } = list;
  usePush('pending_orders', () => void mutate());
  const count = loggedIn && shopId && !list.isLoading && !list.error ? list.total : null;

  // A shop switch starts counting afresh: its pending orders are not new.
  const previous = useRef<{ shopId: string | null; count: number | null }>({
    shopId,
    count: null,
  });
  useEffect(() => {
    const before = previous.current.shopId === shopId ? previous.current.count : null;
    if (count !== null && isNewOrder(before, count) && useSession.getState().orderSound) {
      playOrderChime();
    }
    if (count !== null || previous.current.shopId !== shopId) {
      previous.current = { shopId, count };
    }
    document.title = titleWithCount(document.title, count ?? 0);
  }, [count, shopId]);

  return count;
}
