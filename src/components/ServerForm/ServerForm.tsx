import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { FormCreated } from '../../api/types';
import { Flash } from '../feedback/Flash';
import { Spinner } from '../ui/Spinner';
import { useLeavePageGuard } from '../forms/useLeavePageGuard';
import { ServerFormErrors, ServerFormFields } from './ServerFormFields';
import { submitLabelOf } from './serverFormModel';
import { useServerForm } from './useServerForm';
import './ServerForm.css';
import { useT } from '../../i18n';

interface ServerFormProps {
  /** The form's key, e.g. `create_kind_form`. */
  formKey: string;
  /** Sent as `?shop_id=`. */
  shopId?: string | null;
  /** Called after the form created its records. */
  onCreated?: (body: FormCreated) => void;
  /** Where 'Annuleren' goes; no cancel link without it. */
  cancelTo?: string;
}

/**
 * A server-driven form on a page: the step's fields as its JSON Schema describes them,
 * 'Terug' (answers kept), 'Volgende' and, on the last step, 'Verder'; errors at their fields,
 * their count and the step's own problems apart; 'gecreëerd' / 'Form afgehandeld' /
 * 'Probleem' flashes; leaving with unsaved answers asks 'Pagina verlaten?'.
 */
export function ServerForm({
  formKey,
  shopId,
  onCreated,
  cancelTo,
}: ServerFormProps): ReactElement {
  const t = useT();
  const form = useServerForm(formKey, { shopId, onCreated });
  const { schema, state, busy } = form;
  const done = state.created !== null;
  useLeavePageGuard(state.dirty);

  if (!schema) {
    return (
      <div className="card server-form">
        <Flash message={form.flash.message} />
        {form.loadError ? (
          <p className="form-message" role="alert">
            {t('components.form.loadFailed', { error: form.loadError })}
          </p>
        ) : (
          <Spinner label={t('components.formLoading')} />
        )}
      </div>
    );
  }

  return (
    <form
      className="card server-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <header className="server-form-header">
        <h2 className="server-form-title">{schema.title}</h2>
        {state.totalSteps > 1 && (
          <span className="muted server-form-step">
            {t('components.form.step', { step: state.index + 1, steps: state.totalSteps })}
          </span>
        )}
      </header>
      <ServerFormErrors errors={state.errors} />
      <fieldset className="server-form-body" disabled={busy || done}>
        <ServerFormFields
          schema={schema}
          values={form.values}
          errors={state.errors}
          onChange={form.change}
        />
      </fieldset>
      <Flash message={form.flash.message} />
      <footer className="server-form-footer">
        {cancelTo && (
          <Link className="button button-secondary" to={cancelTo}>
            {t('common.cancel')}
          </Link>
        )}
        {state.index > 0 && (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy || done}
            onClick={form.back}
          >
            {t('common.back')}
          </button>
        )}
        <button type="submit" className="button" disabled={busy || done}>
          {busy && <Spinner size="small" quiet label={t('components.busy')} />}
          {submitLabelOf(form.hasNext)}
        </button>
      </footer>
    </form>
  );
}
