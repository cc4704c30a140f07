/** Scheduled changes of a shop's links: the list and its writes. */
import type {
  ScheduledChangeEdit,
  ScheduledChangeInput,
  ScheduledChangeView,
} from '../domain/contract';
import { useList, type ListState } from './hooks';
import { apiCreate, apiUpdate } from './mutations';

const PATH = '/v1/scheduled-changes';

/** A shop's scheduled changes, pending first (soonest first), then the rest, latest first. */
export function useScheduledChanges(shopId: string | null): ListState<ScheduledChangeView> {
  return useList<ScheduledChangeView>(shopId ? PATH : null, {
    limit: 500,
    filter: shopId ? [{ field: 'shop_id', value: shopId }] : [],
  });
}

export function scheduleChange(body: ScheduledChangeInput): Promise<ScheduledChangeView> {
  return apiCreate<ScheduledChangeView>(PATH, body, { revalidate: [PATH] });
}

export function editScheduledChange(
  id: string,
  body: ScheduledChangeEdit,
): Promise<ScheduledChangeView> {
  return apiUpdate<ScheduledChangeView>(`${PATH}/${id}`, body, { revalidate: [PATH] });
}

export function cancelScheduledChange(id: string): Promise<ScheduledChangeView> {
  return apiCreate<ScheduledChangeView>(`${PATH}/${id}/cancel`, undefined, {
    revalidate: [PATH],
  });
}
