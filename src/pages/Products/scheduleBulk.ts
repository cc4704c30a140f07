/**
 * A bulk discount (or removal of discounts) saved "vanaf" a moment: one scheduled change per
 * selected row, each applied by the server at that moment like any other scheduled change.
 */
import { errorText } from '../../api/errors';
import { scheduleChange } from '../../api/schedule';
import { toast } from '../../components/feedback/toast';
import type { LocalMoment } from '../../domain';
import type { LinkBulkActionInput } from '../../domain/contract';
import { t, translateCount, useLocaleStore } from '../../i18n';

/** The bulk actions that can be scheduled from the products list's bulk bar. */
export type SchedulableBulkAction = Extract<
  LinkBulkActionInput,
  { type: 'discount' } | { type: 'remove_discounts' }
>;

export function isSchedulableBulkAction(
  action: LinkBulkActionInput,
): action is SchedulableBulkAction {
  return action.type === 'discount' || action.type === 'remove_discounts';
}

/** Schedules `action` for every row; null when all were saved, else the text to show. */
export async function scheduleBulk(
  ids: readonly string[],
  action: SchedulableBulkAction,
  at: LocalMoment,
): Promise<string | null> {
  const moment = { date: at.date, time: at.time };
  let done = 0;
  try {
    for (const id of ids) {
      await scheduleChange({ link_id: id, change: action, at: moment });
      done += 1;
    }
  } catch (error) {
    const reason = errorText(error);
    return done === 0 ? reason : t('schedule.bulk.partial', { done, count: ids.length, reason });
  }
  toast(
    'success',
    t('schedule.saved'),
    translateCount(
      useLocaleStore.getState().locale,
      { one: 'schedule.bulk.savedText.one', other: 'schedule.bulk.savedText.other' },
      ids.length,
      moment,
    ),
  );
  return null;
}
