import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import './Field.css';

/** Props to spread on the control of a {@link Field}: ties it to the label and messages. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  /** The label text; a required field shows ' *' after it ('Name *'). */
  label: string;
  required?: boolean;
  /** Messages under the control, e.g. from `formErrorsOf(error).fields.name`. */
  error?: string | readonly string[] | null;
  /** A hint under the control. */
  hint?: ReactNode;
  /** The control's id when `children` is an element that sets it itself. */
  id?: string;
  /** The control: an element with the field's `id`, or a function given the props to spread. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/**
 * A labelled form control with its required mark, hint and error text:
 * `<Field label="Name" required error={errors.name}>{(p) => <input className="input" {...p} />}</Field>`.
 */
export function Field({
  label,
  required = false,
  error,
  hint,
  id,
  children,
  className,
}: FieldProps): ReactElement {
  const generated = useId();
  const controlId = id ?? generated;
  const errors =
    error === null || error === undefined ? [] : typeof error === 'string' ? [error] : error;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = errors.length ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': errors.length > 0,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {typeof children === 'function' ? children(control) : children}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
