import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Modal } from './Modal';
import { useT } from '../../i18n';

interface FormModalProps {
  title: ReactNode;
  /** Escape, 'Annuleren' and the close button call it (a backdrop click does not: typed input stays). */
  onClose: () => void;
  /** Enter in a field or the submit button. */
  onSubmit: () => void;
  /** The submit button's text, e.g. 'Toevoegen' or 'Opslaan'. */
  submitLabel: string;
  /** The cancel button's text (default 'Annuleren'; English pages pass 'Cancel'). */
  cancelLabel?: string;
  /** A save runs: the submit button waits. */
  busy?: boolean;
  /** Disables the submit button, e.g. while the form is incomplete. */
  submitDisabled?: boolean;
  /** A message about the whole form (a refused save), above the fields. */
  message?: string | null;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
  className?: string;
}

/**
 * A dialog around a form, with 'Annuleren' and a submit button in its footer. Render it only
 * while open, so each opening starts with a fresh form:
 * `{adding && <FormModal title="Scherm toevoegen" submitLabel="Toevoegen" …>…</FormModal>}`.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  busy = false,
  submitDisabled = false,
  message,
  size = 'medium',
  children,
  className,
}: FormModalProps): ReactElement {
  const t = useT();
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size={size}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button"
            disabled={busy || submitDisabled}
            aria-busy={busy || undefined}
          >
            {busy ? t('components.busy') : submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {message && (
          <p className="form-message" role="alert">
            {message}
          </p>
        )}
        {children}
      </form>
    </Modal>
  );
}
