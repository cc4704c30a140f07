/**
 * The price-link form saved "vanaf" a moment: what it changes becomes scheduled changes of the
 * row (category, availability, new), one per field. Other fields cannot be scheduled.
 */
import { errorText } from '../../api/errors';
import { scheduleChange } from '../../api/schedule';
import type { LocalMoment } from '../../domain';
import { t } from '../../i18n';
import { scheduleChangeToast } from '../../components/schedule/scheduleToast';
import { plannedLinkChanges } from './linkFormPlan';
import type { PriceLinkValues } from './priceLinkFormModel';

/** Saves the form's edits as scheduled changes; null when done, else the text to show. */
export async function scheduleLinkForm(
  linkId: string,
  initial: PriceLinkValues,
  values: PriceLinkValues,
  at: LocalMoment,
): Promise<string | null> {
  const plan = plannedLinkChanges(initial, values);
  if (!plan.ok) return t(plan.key);
  try {
    for (const change of plan.changes) {
      scheduleChangeToast(
        await scheduleChange({ link_id: linkId, change, at: { date: at.date, time: at.time } }),
      );
    }
    return null;
  } catch (error) {
    return errorText(error);
  }
}
