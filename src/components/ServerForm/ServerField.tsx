import type { ReactElement } from 'react';
import type { FormFieldSchema, FormFieldValue } from '../../api/types';
import { ColorInput } from '../forms/ColorInput';
import { Field } from '../forms/Field';
import { Select } from '../forms/Select';
import { MultiChoiceField, TextListField } from './ListFields';
import { NoticeField, SummaryField } from './SummaryFields';
import { choiceOptionsOf, fieldKindOf, isNullableChoice } from './serverFormModel';
import { useT } from '../../i18n';

/** What every field control is given. */
export interface ServerFieldProps {
  name: string;
  schema: FormFieldSchema;
  value: FormFieldValue | undefined;
  required: boolean;
  /** The messages of the field and its items. */
  messages: string[];
  /** Messages of one row of a list field. */
  itemMessages: (index: number) => string[];
  onChange: (value: FormFieldValue) => void;
  /** Takes focus when shown (the first text of a dialog). */
  autoFocus?: boolean;
}

const textOf = (value: FormFieldValue | undefined): string =>
  typeof value === 'string' ? value : '';

/** A colour is sent as '#376E1A'; the colour input works without the '#'. */
function ColorField({ schema, value, required, messages, onChange }: ServerFieldProps) {
  return (
    <Field
      label={schema.title ?? ''}
      required={required}
      error={messages}
      hint={schema.description}
    >
      {(control) => (
        <ColorInput
          {...control}
          value={textOf(value).replace(/^#/, '')}
          onChange={(hex) => onChange(`#${hex}`)}
        />
      )}
    </Field>
  );
}

function ChoiceField({ schema, value, required, messages, onChange }: ServerFieldProps) {
  const t = useT();
  const empty = isNullableChoice(schema) || value === null;
  return (
    <Field
      label={schema.title ?? ''}
      required={required}
      error={messages}
      hint={schema.description}
    >
      {(control) => (
        <Select
          {...control}
          options={choiceOptionsOf(schema)}
          {...(empty && {
            placeholder: { value: '', label: required ? t('components.form.choose') : '-' },
          })}
          value={textOf(value)}
          onChange={(chosen) => onChange(chosen === '' ? null : chosen)}
        />
      )}
    </Field>
  );
}

function BooleanField({ schema, value, messages, onChange }: ServerFieldProps) {
  return (
    <div className="field server-form-tick">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={value === true}
          aria-invalid={messages.length > 0}
          onChange={(event) => onChange(event.target.checked)}
        />
        {schema.title}
      </label>
      {schema.description && <p className="field-hint">{schema.description}</p>}
      {messages.length > 0 && <p className="field-error">{messages.join(' ')}</p>}
    </div>
  );
}

function TextField({ schema, value, required, messages, onChange, autoFocus }: ServerFieldProps) {
  const long = schema.format === 'long';
  return (
    <Field
      label={schema.title ?? ''}
      required={required}
      error={messages}
      hint={schema.description}
    >
      {(control) =>
        long ? (
          <textarea
            {...control}
            className="input"
            rows={4}
            autoFocus={autoFocus}
            maxLength={schema.maxLength}
            value={textOf(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="input"
            autoComplete="off"
            autoFocus={autoFocus}
            maxLength={schema.maxLength}
            value={textOf(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** One field of a step, shown with the control its JSON Schema asks for. */
export function ServerField(props: ServerFieldProps): ReactElement | null {
  switch (fieldKindOf(props.schema)) {
    case 'hidden':
      return null;
    case 'summary':
      return <SummaryField schema={props.schema} />;
    case 'label':
      return <NoticeField schema={props.schema} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'multi_choice':
      return <MultiChoiceField {...props} />;
    case 'text_list':
      return <TextListField {...props} />;
    case 'color':
      return <ColorField {...props} />;
    case 'text':
    case 'long':
      return <TextField {...props} />;
  }
}
