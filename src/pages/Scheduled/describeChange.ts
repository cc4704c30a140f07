import { formatPriceShort } from '../../domain';
import type { ScheduledChangeView } from '../../domain/contract';
import type { Translate } from '../../i18n';

/** A scheduled change in words: "Nieuwe prijzen: 1 g 11,00 · 5 g 50,00 (alleen voor dit product)". */
export function describeScheduledChange(view: ScheduledChangeView, t: Translate): string {
  const change = view.change;
  switch (change.type) {
    case 'prices': {
      const entries = [
        ...(change.cannabis ?? []),
        ...(change.pre_rolled_joints ?? []),
        ...(change.edible ?? []),
      ];
      const prices = entries
        .map((entry) => `${entry.quantity} × ${formatPriceShort(entry.price)}`)
        .join(' · ');
      const scope = t(
        change.for === 'all' ? 'schedule.change.pricesAll' : 'schedule.change.pricesThis',
      );
      return `${t('schedule.change.prices', { prices })} (${scope})`;
    }
    case 'availability':
      return t(change.active ? 'schedule.change.show' : 'schedule.change.hide');
    case 'new':
      return t(change.new ? 'schedule.change.newOn' : 'schedule.change.newOff');
    case 'discount':
      return t('schedule.change.discount', { percent: change.percent });
    case 'remove_discounts':
      return t('schedule.change.removeDiscounts');
    case 'category':
      return t('schedule.change.category', { name: view.target_category_name ?? '' });
  }
}
