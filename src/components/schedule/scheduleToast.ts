import type { ScheduledChangeView } from '../../domain/contract';
import { t } from '../../i18n';
import { toast } from '../feedback/toast';

/** "Gepland: Ketama wijzigt op 2026-03-30 om 09:00." */
export function scheduleChangeToast(view: ScheduledChangeView): void {
  toast(
    'success',
    t('schedule.saved'),
    t('schedule.savedText', {
      name: view.product_name ?? '',
      date: view.local.date,
      time: view.local.time,
    }),
  );
}
