/**
 * The price modal's rules, without React: which labels of a row may be switched off (at least
 * two prices stay), and which discounts are accepted (lower than the price, on an enabled
 * label). Every change is checked with the domain's `checkLinkLabels`, the rule the server
 * applies, so a change the server would refuse is never offered.
 */
import { MIN_PRICES, PRICE_INPUT_STEPS, actionsStillValid, checkLinkLabels } from '../../domain';
import type { PriceAction, PriceEntry } from '../../domain';
import type { MessageKey } from '../../i18n';

/** The modal's note (catalogue key): a changed combination switches every label on again. */
export const PRICE_CHANGE_NOTE = 'products.priceChangeNote' satisfies MessageKey;

/** What the modal edits of a row. */
export interface PriceModalState {
  deactivated: string[];
  actions: PriceAction[];
}

/** A row's prices in the modal: the entry with its switch, its discount and what is allowed. */
export interface PriceModalLine {
  label: string;
  price: number;
  /** Off in the combination itself: the row cannot switch it on. */
  inactiveInCombination: boolean;
  enabled: boolean;
  discount: number | null;
  /** Switching it off would leave fewer than two prices. */
  lockedOn: boolean;
  /** A discount can be given: enabled and the price is above 0. */
  discountable: boolean;
}

function enabledCount(entries: readonly PriceEntry[], deactivated: readonly string[]): number {
  return entries.filter((entry) => entry.active && !deactivated.includes(entry.label)).length;
}

function accepted(entries: readonly PriceEntry[], state: PriceModalState): boolean {
  return checkLinkLabels([...entries], state.deactivated, state.actions).ok;
}

/** The lines of the modal for the current state. */
export function priceModalLines(
  entries: readonly PriceEntry[],
  state: PriceModalState,
): PriceModalLine[] {
  const count = enabledCount(entries, state.deactivated);
  return entries.map((entry) => {
    const enabled = entry.active && !state.deactivated.includes(entry.label);
    return {
      label: entry.label,
      price: entry.price,
      inactiveInCombination: !entry.active,
      enabled,
      discount: state.actions.find((action) => action.label === entry.label)?.price ?? null,
      lockedOn: enabled && count <= MIN_PRICES,
      discountable: enabled && entry.price > 0,
    };
  });
}

/**
 * Switches a label on or off. Off also drops its discount. `null` when refused: fewer than
 * two prices would remain, or the label cannot be switched on.
 */
export function toggleLabel(
  entries: readonly PriceEntry[],
  state: PriceModalState,
  label: string,
  enabled: boolean,
): PriceModalState | null {
  const next: PriceModalState = enabled
    ? { ...state, deactivated: state.deactivated.filter((item) => item !== label) }
    : {
        deactivated: [...state.deactivated.filter((item) => item !== label), label],
        actions: state.actions.filter((action) => action.label !== label),
      };
  if (enabled && !entries.some((entry) => entry.label === label && entry.active)) return null;
  return accepted(entries, next) ? next : null;
}

/** The discount a tick proposes: one step below the price, never below 0. */
export function suggestedDiscount(price: number): number {
  const step = PRICE_INPUT_STEPS.priceModal.discount;
  const below = Math.ceil(price / step) * step - step;
  return Math.max(0, Math.round(below * 100) / 100);
}

/**
 * Sets (a number) or removes (`null`) the discount of a label; the action label is set when
 * a discount applies and removed when it is unticked. `null` when refused: the discount is not
 * lower than the price, is not in cents, or the label is off. The modal refuses silently.
 */
export function setDiscount(
  entries: readonly PriceEntry[],
  state: PriceModalState,
  label: string,
  discount: number | null,
): PriceModalState | null {
  const others = state.actions.filter((action) => action.label !== label);
  const next: PriceModalState = {
    ...state,
    actions: discount === null ? others : [...others, { label, price: discount }],
  };
  return accepted(entries, next) ? next : null;
}

/** True when the state differs from the row's stored labels and discounts. */
export function priceStateChanged(before: PriceModalState, after: PriceModalState): boolean {
  const labels = (list: readonly string[]) => [...list].sort().join('\n');
  const actions = (list: readonly PriceAction[]) =>
    [...list]
      .map((action) => `${action.label}=${action.price}`)
      .sort()
      .join('\n');
  return (
    labels(before.deactivated) !== labels(after.deactivated) ||
    actions(before.actions) !== actions(after.actions)
  );
}

/**
 * The row's switches and discounts as typed, for the row's new prices once they are saved: a
 * label the new prices no longer have is dropped, and so is a discount that is no longer lower
 * than its price. When that would leave fewer than two prices on, every label is on again (as
 * the server does after a price change) and only the discounts stay.
 */
export function settingsForPrices(
  entries: readonly PriceEntry[],
  state: PriceModalState,
): PriceModalState {
  const labels = new Set(entries.map((entry) => entry.label));
  const deactivated = state.deactivated.filter((label) => labels.has(label));
  const valid = actionsStillValid([...entries], state.actions);
  const next = {
    deactivated,
    actions: valid.filter((action) => !deactivated.includes(action.label)),
  };
  return accepted(entries, next) ? next : { deactivated: [], actions: valid };
}
