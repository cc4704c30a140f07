import type { ReactElement } from 'react';
import type { FormCreated } from '../../api/types';
import { Flash } from '../feedback/Flash';
import { FormModal } from '../modals/FormModal';
import { Spinner } from '../ui/Spinner';
import { ServerFormErrors, ServerFormFields } from './ServerFormFields';
import { submitLabelOf } from './serverFormModel';
import { useServerForm } from './useServerForm';
import './ServerForm.css';
import { useT } from '../../i18n';

interface ServerFormModalProps {
  formKey: string;
  /** The dialog's title until the form's own title has loaded. */
  title: string;
  shopId?: string | null;
  /** Called after the form created its records; the caller closes the dialog. */
  onCreated: (body: FormCreated) => void;
  onClose: () => void;
}

/**
 * A short server-driven form (one or a few steps) in a dialog: Enter or 'Verder' sends it.
 * Render it only while open, so each opening starts afresh.
 */
export function ServerFormModal({
  formKey,
  title,
  shopId,
  onCreated,
  onClose,
}: ServerFormModalProps): ReactElement {
  const t = useT();
  const form = useServerForm(formKey, { shopId, onCreated });
  const { schema, state, busy } = form;
  return (
    <FormModal
      title={schema?.title ?? title}
      submitLabel={submitLabelOf(form.hasNext)}
      size="small"
      onClose={onClose}
      onSubmit={() => void form.submit()}
      busy={busy}
      submitDisabled={!schema || state.created !== null}
      message={form.loadError}
      className="server-form-dialog"
    >
      <ServerFormErrors errors={state.errors} />
      {schema ? (
        <ServerFormFields
          schema={schema}
          values={form.values}
          errors={state.errors}
          onChange={form.change}
          autoFocusFirst
        />
      ) : (
        !form.loadError && <Spinner label={t('components.formLoading')} />
      )}
      {state.index > 0 && (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={form.back}
        >
          {t('common.back')}
        </button>
      )}
      <Flash message={form.flash.message} />
    </FormModal>
  );
}
