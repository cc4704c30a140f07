import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import type { PublicTable } from '../../api/types';
import { CUSTOMER_HANDLED_STATUSES } from './customerErrors';
import { isUuid } from './orderTracking';

/**
 * What the page knows of its table: still asking, the shop's table (with its name), a table
 * the shop does not have, or no answer (offline: ordering stays possible, the order itself is
 * checked by the server).
 */
export type TableCheck =
  | { state: 'checking' }
  | { state: 'found'; name: string }
  | { state: 'unknown' }
  | { state: 'unanswered' };

/**
 * Checks the address's table when the page opens (`GET /v1/tables/check/{shopId}/{tableId}`),
 * so an unknown table is told at once instead of when the order is sent. An id that cannot be
 * one is unknown without asking.
 */
export function useTableCheck(shopId: string, tableId: string): TableCheck {
  const key = `${shopId}/${tableId}`;
  const possible = isUuid(shopId) && isUuid(tableId);
  const [answer, setAnswer] = useState<{ key: string; check: TableCheck } | null>(null);

  useEffect(() => {
    if (!possible) return;
    let cancelled = false;
    api
      .request<PublicTable>(
        `/v1/tables/check/${encodeURIComponent(shopId)}/${encodeURIComponent(tableId)}`,
        { auth: false, handled: CUSTOMER_HANDLED_STATUSES },
      )
      .then(
        (table) => {
          if (!cancelled) setAnswer({ key, check: { state: 'found', name: table.name } });
        },
        (error: unknown) => {
          if (cancelled) return;
          const unknown = error instanceof ApiError && [400, 404].includes(error.status);
          setAnswer({ key, check: { state: unknown ? 'unknown' : 'unanswered' } });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [key, possible, shopId, tableId]);

  if (!possible) return { state: 'unknown' };
  return answer?.key === key ? answer.check : { state: 'checking' };
}
