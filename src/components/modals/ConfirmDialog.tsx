import type { ReactElement } from 'react';
import { DEFAULT_CONFIRM } from './confirmQueue';
import type { ConfirmOptions } from './confirmQueue';
import { Modal } from './Modal';

interface ConfirmDialogProps extends Partial<ConfirmOptions> {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Bevestig actie' with 'annuleren' and 'doorgaan' (texts overridable, e.g. with
 * `LEAVE_PAGE_CONFIRM`). Focus starts on 'doorgaan', so Enter proceeds and Escape cancels.
 * Most pages ask through `useConfirm()` instead of rendering it.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = DEFAULT_CONFIRM.title,
  message = DEFAULT_CONFIRM.message,
  confirmLabel = DEFAULT_CONFIRM.confirmLabel,
  cancelLabel = DEFAULT_CONFIRM.cancelLabel,
  tone = DEFAULT_CONFIRM.tone,
}: ConfirmDialogProps): ReactElement {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="small"
      closeOnBackdrop={false}
      className="confirm-dialog"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'button button-danger' : 'button'}
            onClick={onConfirm}
            data-autofocus
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="confirm-dialog-message">{message}</p>
    </Modal>
  );
}
