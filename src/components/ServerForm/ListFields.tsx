import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import type { FormFieldValue } from '../../api/types';
import type { ServerFieldProps } from './ServerField';
import { canAddItem, choiceOptionsOf, toggleChoice } from './serverFormModel';
import { useT } from '../../i18n';

const listOf = (value: FormFieldValue | undefined): string[] => (Array.isArray(value) ? value : []);

interface FieldGroupProps {
  title: string;
  required: boolean;
  description: string | undefined;
  messages: string[];
  children: ReactNode;
}

/** A labelled group of controls (a fieldset) with its hint and errors. */
function FieldGroup({
  title,
  required,
  description,
  messages,
  children,
}: FieldGroupProps): ReactElement {
  const errorId = useId();
  return (
    <fieldset
      className="field server-form-group"
      aria-invalid={messages.length > 0}
      aria-describedby={messages.length ? errorId : undefined}
    >
      <legend className="field-label">
        {title}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {children}
      {description && <p className="field-hint">{description}</p>}
      {messages.length > 0 && (
        <p id={errorId} className="field-error">
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/** Several of a list of options (ids), each at most once, no more than `maxItems`. */
export function MultiChoiceField({
  schema,
  value,
  required,
  messages,
  onChange,
}: ServerFieldProps): ReactElement {
  const t = useT();
  const chosen = listOf(value);
  const maxItems = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const full = chosen.length >= maxItems;
  return (
    <FieldGroup
      title={schema.title ?? ''}
      required={required}
      description={schema.description}
      messages={messages}
    >
      <ul className="server-form-choices">
        {choiceOptionsOf(schema).map((option) => {
          const checked = chosen.includes(option.value);
          return (
            <li key={option.value}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) =>
                    onChange(toggleChoice(chosen, option.value, event.target.checked, maxItems))
                  }
                />
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      {Number.isFinite(maxItems) && (
        <p className="field-hint" aria-live="polite">
          {t('components.form.chosenOfMax', { count: chosen.length, max: maxItems })}
        </p>
      )}
    </FieldGroup>
  );
}

/** A few new texts: rows to add and remove, no more than `maxItems`. */
export function TextListField({
  schema,
  value,
  required,
  messages,
  itemMessages,
  onChange,
}: ServerFieldProps): ReactElement {
  const t = useT();
  const rows = listOf(value);
  const title = schema.title ?? '';
  const rowErrors = rows.map((_, index) => itemMessages(index));
  const ownMessages = messages.filter((message) => !rowErrors.flat().includes(message));
  return (
    <FieldGroup
      title={title}
      required={required}
      description={schema.description}
      messages={ownMessages}
    >
      {rows.map((row, index) => {
        const errors = rowErrors[index] ?? [];
        return (
          <div key={index} className="server-form-row">
            <input
              className="input"
              autoComplete="off"
              aria-label={`${title} ${index + 1}`}
              aria-invalid={errors.length > 0}
              maxLength={schema.items?.maxLength}
              value={row}
              onChange={(event) =>
                onChange(rows.map((item, at) => (at === index ? event.target.value : item)))
              }
            />
            <button
              type="button"
              className="button button-secondary button-small"
              aria-label={t('components.form.removeItem', { title, number: index + 1 })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t('components.form.removeRow')}
            </button>
            {errors.length > 0 && <p className="field-error">{errors.join(' ')}</p>}
          </div>
        );
      })}
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!canAddItem(rows, schema)}
        onClick={() => onChange([...rows, ''])}
      >
        {t('components.form.addRow')}
      </button>
    </FieldGroup>
  );
}
