import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { VALIDATION_ERRORS_MESSAGE } from './createForms';

/**
 * The form-level messages of a refused save. 'Validatie fouten. Graag corrigeren.' goes once
 * no field has an error any more.
 */
export function FormMessages({
  messages,
  fieldErrorCount,
}: {
  messages: readonly string[];
  fieldErrorCount: number;
}): ReactElement | null {
  const shown = messages.filter(
    (message) => message !== VALIDATION_ERRORS_MESSAGE || fieldErrorCount > 0,
  );
  if (shown.length === 0) return null;
  return (
    <div className="form-message create-form-message" role="alert">
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** 'Use this product immediately': continue to the price-link form after creating. */
export function UseNowTick({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}): ReactElement {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      Dit product direct gebruiken (daarna een prijs koppelen)
    </label>
  );
}

/** Cancel and save, with room on the left for a tick. */
export function FormFooter({
  cancelTo,
  saving,
  lead,
}: {
  cancelTo: string;
  saving: boolean;
  lead?: ReactNode;
}): ReactElement {
  return (
    <div className="create-form-footer">
      <div className="create-form-footer-lead">{lead}</div>
      <Link className="button button-secondary" to={cancelTo}>
        Annuleren
      </Link>
      <button type="submit" className="button" disabled={saving}>
        {saving && <Spinner size="small" quiet label="Opslaan…" />}
        Opslaan
      </button>
    </div>
  );
}
