/** Confirmations waiting for an answer, without React: one is asked at a time, in order. */

/** What a confirmation dialog says. */
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` colours the confirm button red (deletes). */
  tone: 'default' | 'danger';
}

/** The spec's texts: 'Bevestig actie' with 'annuleren' and 'doorgaan'. */
export const DEFAULT_CONFIRM: ConfirmOptions = {
  title: 'Bevestig actie',
  message: '',
  confirmLabel: 'doorgaan',
  cancelLabel: 'annuleren',
  tone: 'default',
};

/** The leave-page variant. */
export const LEAVE_PAGE_CONFIRM: ConfirmOptions = {
  ...DEFAULT_CONFIRM,
  title: 'Pagina verlaten?',
  message: 'Pagina verlaten zonder wijzigingen op te slaan?',
};

/**
 * Cancelling an order: 'annuleren' on the default dialog would mean "do not cancel", so this
 * one names its answers after what they do.
 */
export const CANCEL_ORDER_CONFIRM: Omit<ConfirmOptions, 'message'> = {
  title: 'Bestelling annuleren?',
  confirmLabel: 'Ja, annuleren',
  cancelLabel: 'Terug',
  tone: 'danger',
};

/** Messages of the spec's confirmations. */
export const CONFIRM_MESSAGES = {
  delete: 'Weet je zeker dat je deze wilt wissen?',
  deleteProduct: 'Weet je zeker dat je de product wil wissen?',
  completeOrder: 'Weet je zeker dat je de order handmatig op compleet wil zetten?',
  cancelOrder: 'Weet je zeker dat je de order wil annuleren?',
} as const;

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
