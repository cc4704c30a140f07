/** Confirmations waiting for an answer, without React: one is asked at a time, in order. */
import { textsOf } from '../../i18n';

/** What a confirmation dialog says. */
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` colours the confirm button red (deletes). */
  tone: 'default' | 'danger';
}

/**
 * The spec's texts: 'Bevestig actie' with 'annuleren' and 'doorgaan' (the texts are read in
 * the current language whenever the options are read or spread).
 */
export const DEFAULT_CONFIRM: ConfirmOptions = Object.defineProperties(
  { title: '', message: '', confirmLabel: '', cancelLabel: '', tone: 'default' as const },
  Object.getOwnPropertyDescriptors(
    textsOf({
      title: 'components.confirm.title',
      confirmLabel: 'components.confirm.confirm',
      cancelLabel: 'components.confirm.cancel',
    }),
  ),
);

/** The leave-page variant. */
export const LEAVE_PAGE_CONFIRM: ConfirmOptions = Object.defineProperties(
  { ...DEFAULT_CONFIRM },
  Object.getOwnPropertyDescriptors(
    textsOf({
      title: 'components.confirm.leaveTitle',
      message: 'components.confirm.leaveMessage',
      confirmLabel: 'components.confirm.confirm',
      cancelLabel: 'components.confirm.cancel',
    }),
  ),
);

/**
 * Cancelling an order: 'annuleren' on the default dialog would mean "do not cancel", so this
 * one names its answers after what they do.
 */
export const CANCEL_ORDER_CONFIRM: Omit<ConfirmOptions, 'message'> = Object.defineProperties(
  { tone: 'danger' as const, title: '', confirmLabel: '', cancelLabel: '' },
  Object.getOwnPropertyDescriptors(
    textsOf({
      title: 'components.confirm.cancelOrderTitle',
      confirmLabel: 'components.confirm.cancelOrderConfirm',
      cancelLabel: 'components.confirm.cancelOrderBack',
    }),
  ),
);

/** Messages of the spec's confirmations. */
export const CONFIRM_MESSAGES = textsOf({
  delete: 'components.confirm.delete',
  deleteProduct: 'components.confirm.deleteProduct',
  completeOrder: 'components.confirm.completeOrder',
  cancelOrder: 'components.confirm.cancelOrder',
});

/** A message alone, or any of the options over the defaults. */
export type ConfirmRequest = string | Partial<ConfirmOptions>;

export interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
}

export interface ConfirmQueue {
  /** Asks; resolves to true for 'doorgaan', false for 'annuleren' (or Escape). */
  request(request: ConfirmRequest): Promise<boolean>;
  /** The confirmation to show now, or null. The same object until it changes. */
  current(): PendingConfirm | null;
  /** Answers the current confirmation; the next one (if any) becomes current. */
  answer(confirmed: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function confirmOptions(request: ConfirmRequest): ConfirmOptions {
  return typeof request === 'string'
    ? { ...DEFAULT_CONFIRM, message: request }
    : { ...DEFAULT_CONFIRM, ...request };
}

export function createConfirmQueue(): ConfirmQueue {
  const waiting: { pending: PendingConfirm; resolve: (confirmed: boolean) => void }[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  return {
    request(request) {
      return new Promise<boolean>((resolve) => {
        waiting.push({ pending: { id: nextId++, options: confirmOptions(request) }, resolve });
        if (waiting.length === 1) notify();
      });
    },
    current: () => waiting[0]?.pending ?? null,
    answer(confirmed) {
      const head = waiting.shift();
      if (!head) return;
      head.resolve(confirmed);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
