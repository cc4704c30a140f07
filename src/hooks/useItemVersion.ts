import { useState } from 'react';
import { api } from '../api/client';
import { isStaleVersion } from '../api/errors';

/** What a form knows after its save was refused because someone else saved first. */
export interface StaleState<T> {
  /** The item as stored now, once reloaded; null until then. */
  current: T | null;
}

export interface ItemVersion<T> {
  /** The version to send with the next save (If-Match). */
  version: string;
  stale: StaleState<T> | null;
  /** True (and the notice shows) when `error` is a refused save on an older version. */
  catchStale: (error: unknown) => boolean;
  /**
   * Reads the item again: the next save goes on its new version, while the form keeps what the
   * user typed (the page shows `stale.current` beside it).
   */
  reload: () => Promise<void>;
  /** A save went through: its answer's version is the one to send next; the notice goes. */
  accept: (version: string) => void;
}

/**
 * Optimistic concurrency in a form: the item's version as read, a save refused with 409
 * `stale_version`, and reloading the item without losing the user's typed values.
 */
export function useItemVersion<T extends { modified_at: string }>(
  path: string,
  initial: string,
): ItemVersion<T> {
  const [version, setVersion] = useState(initial);
  const [stale, setStale] = useState<StaleState<T> | null>(null);
  return {
    version,
    stale,
    catchStale: (error) => {
      if (!isStaleVersion(error)) return false;
      setStale({ current: null });
      return true;
    },
    reload: async () => {
      const fresh = await api.request<T>(path);
      setVersion(fresh.modified_at);
      setStale({ current: fresh });
    },
    accept: (next) => {
      setVersion(next);
      setStale(null);
    },
  };
}
