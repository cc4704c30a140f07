import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { ShopFeed } from '../../domain';
import { CUSTOMER_HANDLED_STATUSES } from './customerErrors';

export interface ShopFeedState {
  feed: ShopFeed | null;
  error: unknown;
  isLoading: boolean;
  /** Loads the price list again (after a refused order whose item changed). */
  reload: () => void;
}

/** The shop's public price list (`GET /v1/shops/{id}`), loaded without a login. */
export function useShopFeed(shopId: string): ShopFeedState {
  const [state, setState] = useState<{ key: string; feed: ShopFeed | null; error: unknown }>({
    key: '',
    feed: null,
    error: null,
  });
  const [round, setRound] = useState(0);
  const key = `${shopId}#${round}`;

  useEffect(() => {
    let cancelled = false;
    api
      .request<ShopFeed>(`/v1/shops/${encodeURIComponent(shopId)}`, {
        auth: false,
        handled: CUSTOMER_HANDLED_STATUSES,
      })
      .then(
        (feed) => {
          if (!cancelled) setState({ key, feed, error: null });
        },
        (error: unknown) => {
          if (!cancelled) setState((current) => ({ key, feed: current.feed, error }));
        },
      );
    return () => {
      cancelled = true;
    };
  }, [shopId, key]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return {
    feed: state.feed?.id === shopId ? state.feed : null,
    error: state.error,
    isLoading: state.key !== key,
    reload,
  };
}
