/** The history of changes (`/v1/history`) and undoing one. */
import type { HistoryPage, HistoryQuery, LinkPriceHistoryEntry } from './types';
import { useItem } from './hooks';
import { apiCreate } from './mutations';

/** The query string of a history page; empty filters are left out. */
export function historyPath(query: HistoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/v1/history${search ? `?${search}` : ''}`;
}

/** A page of the history the user may see, newest first. */
export function useHistory(query: HistoryQuery, enabled = true) {
  return useItem<HistoryPage>(enabled ? historyPath(query) : null);
}

/** The price combinations a link had (newest first); `null` fetches nothing. */
export function useLinkPriceHistory(linkId: string | null) {
  return useItem<LinkPriceHistoryEntry[]>(
    linkId ? `/v1/shops-to-prices/${linkId}/price-history` : null,
  );
}

/**
 * Undoes a change; the server records the undo as a change of its own and boards reload.
 * Every list may show what it restored, so every collection is revalidated.
 *
 * @throws {ApiError} 409 with the reason when a later change touched the same fields.
 */
export async function undoHistoryChange(id: number): Promise<void> {
  await apiCreate<unknown>(`/v1/history/${id}/undo`, undefined, {
    handled: [409],
    revalidate: [
      '/v1/history',
      '/v1/shops-to-prices',
      '/v1/prices',
      '/v1/kinds',
      '/v1/products',
      '/v1/categories',
      '/v1/screens',
    ],
  });
}
