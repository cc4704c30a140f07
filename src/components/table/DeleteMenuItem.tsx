import type { ReactElement } from 'react';
import { useItem } from '../../api/hooks';
import { apiDelete } from '../../api/mutations';
import type { Deletability } from '../../api/types';
import { ActionsMenuItem } from './ActionsMenu';
import { CONFIRM_MESSAGES } from '../modals/confirmQueue';
import { useConfirm } from '../modals/ConfirmProvider';
import { deleteAvailability } from './deletability';
import { TrashIcon } from '../ui/Icons';
import { withSaveToast } from '../feedback/toast';
import { useT } from '../../i18n';

interface DeleteMenuItemProps {
  /** The collection, e.g. `/v1/categories`: asks `{collection}/is-deletable/{id}`. */
  collection: string;
  id: string;
  /** The tooltip when the item is in use, instead of the server's reason. */
  inUseText?: string;
  /** Refuses without asking the server, e.g. when the user may not delete. */
  disabledReason?: string | null;
  label?: string;
}

/**
 * 'Wissen' in a row's actions menu: asks the server whether the item may go when the menu
 * opens (disabled with the reason as tooltip if not), then 'Weet je zeker dat je deze wilt
 * wissen?', then deletes with the 'Deleted' toast or the save-error toast (the lists refetch).
 */
export function DeleteMenuItem({
  collection,
  id,
  inUseText,
  disabledReason,
  label: labelProp,
}: DeleteMenuItemProps): ReactElement {
  const t = useT();
  const label = labelProp ?? t('components.delete');
  const confirm = useConfirm();
  const answer = useItem<Deletability>(disabledReason ? null : `${collection}/is-deletable/${id}`);
  const availability = disabledReason
    ? { busy: false, reason: disabledReason }
    : deleteAvailability(answer.data, answer.error !== undefined, inUseText);

  async function handleDelete(): Promise<void> {
    if (!(await confirm({ message: CONFIRM_MESSAGES.delete, tone: 'danger' }))) return;
    try {
      await withSaveToast('Deleted', () => apiDelete(`${collection}/${id}`));
    } catch {
      // The toast told the user; the lists were refetched.
    }
  }

  return (
    <ActionsMenuItem
      icon={<TrashIcon />}
      tone="danger"
      busy={availability.busy}
      disabledReason={availability.reason}
      onSelect={() => void handleDelete()}
    >
      {label}
    </ActionsMenuItem>
  );
}
