import { formatPriceShort } from '../../domain';
import type { ScheduledChangeView, ScheduledLinkStateView } from '../../domain/contract';
import type { Translate } from '../../i18n';

/** A scheduled change in words: what the row was, what it becomes, and a note (the scope). */
export interface ChangeWords {
  /** The row before the change; null when unknown (the row is gone). */
  before: string | null;
  after: string;
  note: string | null;
}

type Prices = { quantity?: number; label?: string; price: number }[];

function pricesText(lists: (Prices | undefined)[], t: Translate): string {
  const entries = lists.flatMap((list) => list ?? []);
  if (entries.length === 0) return t('schedule.state.noPrices');
  // A free label ('Fles') names the price itself; otherwise its quantity does.
  return entries
    .map((entry) => `${entry.label ?? `${entry.quantity ?? 1} ×`} ${formatPriceShort(entry.price)}`)
    .join(' · ');
}

function discountText(state: ScheduledLinkStateView, t: Translate): string {
  return t(state.discounted ? 'schedule.state.discounted' : 'schedule.state.noDiscount');
}

/**
 * A scheduled change as old → new: "1 × 10,00" → "1 × 11,00" (alleen voor dit product),
 * "Zichtbaar" → "Verborgen", "Drinks" → "Bier".
 */
export function describeScheduledChange(view: ScheduledChangeView, t: Translate): ChangeWords {
  const change = view.change;
  const state = view.before;
  switch (change.type) {
    case 'prices':
      return {
        before: state && pricesText([state.cannabis, state.pre_rolled_joints, state.edible], t),
        after: pricesText([change.cannabis, change.pre_rolled_joints, change.edible], t),
        note: t(change.for === 'all' ? 'schedule.change.pricesAll' : 'schedule.change.pricesThis'),
      };
    case 'availability':
      return {
        before: state && t(state.active ? 'schedule.state.shown' : 'schedule.state.hidden'),
        after: t(change.active ? 'schedule.state.shown' : 'schedule.state.hidden'),
        note: null,
      };
    case 'new':
      return {
        before: state && t(state.new ? 'schedule.state.new' : 'schedule.state.notNew'),
        after: t(change.new ? 'schedule.state.new' : 'schedule.state.notNew'),
        note: null,
      };
    case 'discount':
      return {
        before: state && discountText(state, t),
        after: t('schedule.change.discount', { percent: change.percent }),
        note: null,
      };
    case 'remove_discounts':
      return {
        before: state && discountText(state, t),
        after: t('schedule.state.noDiscount'),
        note: null,
      };
    case 'category':
      return {
        before: state && (state.category_name ?? ''),
        after: view.target_category_name ?? '',
        note: null,
      };
  }
}
