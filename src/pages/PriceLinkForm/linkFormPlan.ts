/** Which scheduled changes the price-link form's edits make (category, availability, new). */
import type { ScheduledChangeActionInput } from '../../domain/contract';
import type { MessageKey } from '../../i18n';
import type { PriceLinkValues } from './priceLinkFormModel';

export type LinkFormPlan =
  { ok: true; changes: ScheduledChangeActionInput[] } | { ok: false; key: MessageKey };

/** The scheduled changes the form's edits make, or why they cannot be scheduled. */
export function plannedLinkChanges(
  initial: PriceLinkValues,
  values: PriceLinkValues,
): LinkFormPlan {
  if (
    values.priceId !== initial.priceId ||
    values.itemId !== initial.itemId ||
    (values.useExistingPrice && values.sourceLinkId !== initial.sourceLinkId)
  ) {
    return { ok: false, key: 'schedule.linkForm.only' };
  }
  const changes: ScheduledChangeActionInput[] = [];
  if (values.categoryId !== initial.categoryId)
    changes.push({ type: 'category', category_id: values.categoryId });
  if (values.active !== initial.active)
    changes.push({ type: 'availability', active: values.active });
  if (values.isNew !== initial.isNew) changes.push({ type: 'new', new: values.isNew });
  return changes.length ? { ok: true, changes } : { ok: false, key: 'schedule.linkForm.nothing' };
}
