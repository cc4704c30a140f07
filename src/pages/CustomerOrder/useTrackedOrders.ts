import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import type { OrderStatusCheck, PlacedOrder } from '../../api/types';
import { CUSTOMER_HANDLED_STATUSES } from './customerErrors';
import {
  ORDER_CHECK_INTERVAL_MS,
  anyOpen,
  keptAfterCheck,
  readOrderSecrets,
  readTrackedIds,
  withPlacedOrder,
  writeOrderSecrets,
  writeTrackedIds,
} from './orderTracking';
import type { TrackingStorage } from './orderTracking';

function browserStorage(): TrackingStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface TrackedOrders {
  /** The followed orders as last checked, newest first. */
  orders: OrderStatusCheck[];
  /** The last check failed; the page keeps trying. */
  checkFailed: boolean;
  /** Starts following a just placed order. */
  track: (order: PlacedOrder) => void;
  /** Stops following an order (the customer hides a handled one). */
  forget: (id: string) => void;
}

function statusOfPlaced(order: PlacedOrder): OrderStatusCheck {
  return {
    id: order.id,
    customer_order_id: order.customer_order_id,
    status: order.status,
    total: order.total,
    created_at: order.created_at,
    completed_at: order.completed_at,
    table_name: order.table_name,
  };
}

/**
 * Follows the customer's orders of a shop: their ids and secrets live in local storage (a
 * reload keeps following them), and `GET /v1/orders/check/{ids}` is asked every 5 s with the
 * secrets in `X-Order-Secret` while one is still open. Orders the server no longer knows (deleted) are dropped.
 */
export function useTrackedOrders(shopId: string): TrackedOrders {
  const [storage] = useState(browserStorage);
  const [tracked, setTracked] = useState(() => ({
    shopId,
    ids: readTrackedIds(storage, shopId),
  }));
  if (tracked.shopId !== shopId) setTracked({ shopId, ids: readTrackedIds(storage, shopId) });
  const ids = tracked.ids;
  const [orders, setOrders] = useState<OrderStatusCheck[]>([]);
  const [checkFailed, setCheckFailed] = useState(false);

  useEffect(() => {
    if (!ids.length) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => void check(), ORDER_CHECK_INTERVAL_MS);
    };
    async function check(): Promise<void> {
      try {
        const secrets = readOrderSecrets(storage, shopId);
        const proof = ids.flatMap((id) => (secrets[id] ? [secrets[id]] : [])).join(',');
        // 404: the server shows none of them (deleted, or no secret kept): stop following.
        const answer = await api
          .request<OrderStatusCheck[]>(`/v1/orders/check/${ids.join(',')}`, {
            auth: false,
            handled: CUSTOMER_HANDLED_STATUSES,
            headers: proof ? { 'X-Order-Secret': proof } : {},
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return [];
            throw error;
          });
        if (stopped) return;
        setOrders(answer);
        setCheckFailed(false);
        const kept = keptAfterCheck(ids, answer);
        if (kept.length !== ids.length) {
          // Following fewer orders restarts the checks with the new list.
          writeOrderSecrets(storage, shopId, kept);
          setTracked({ shopId, ids: writeTrackedIds(storage, shopId, kept) });
        } else if (anyOpen(answer)) {
          next();
        }
      } catch {
        if (stopped) return;
        setCheckFailed(true);
        next();
      }
    }
    void check();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ids, shopId, storage]);

  const track = useCallback(
    (order: PlacedOrder) => {
      setOrders((current) => [statusOfPlaced(order), ...current.filter((o) => o.id !== order.id)]);
      setTracked((current) => {
        const ids = writeTrackedIds(storage, shopId, withPlacedOrder(current.ids, order.id));
        writeOrderSecrets(storage, shopId, ids, { [order.id]: order.order_secret });
        return { shopId, ids };
      });
    },
    [shopId, storage],
  );

  const forget = useCallback(
    (id: string) => {
      setOrders((current) => current.filter((order) => order.id !== id));
      setTracked((current) => ({
        shopId,
        ids: writeTrackedIds(
          storage,
          shopId,
          current.ids.filter((other) => other !== id),
        ),
      }));
    },
    [shopId, storage],
  );

  const shown = orders.filter((order) => ids.includes(order.id));
  return { orders: shown, checkFailed, track, forget };
}
