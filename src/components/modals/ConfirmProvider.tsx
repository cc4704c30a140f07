import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { createConfirmQueue } from './confirmQueue';
import type { ConfirmRequest } from './confirmQueue';

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Shows the confirmations asked with {@link useConfirm}; the Layout mounts it once. */
export function ConfirmProvider({ children }: { children: ReactNode }): ReactElement {
  const [queue] = useState(createConfirmQueue);
  const pending = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  return (
    <ConfirmContext.Provider value={queue.request}>
      {children}
      {pending && (
        <ConfirmDialog
          key={pending.id}
          open
          {...pending.options}
          onConfirm={() => queue.answer(true)}
          onCancel={() => queue.answer(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * Asks for confirmation: `if (await confirm(CONFIRM_MESSAGES.delete)) ...`. Takes a message
 * ('Bevestig actie' / 'annuleren' / 'doorgaan') or options such as `LEAVE_PAGE_CONFIRM` or
 * `{ message, tone: 'danger' }`; resolves to true for 'doorgaan'.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider (the Layout has one).');
  return confirm;
}
