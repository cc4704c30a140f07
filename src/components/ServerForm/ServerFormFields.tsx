import type { ReactElement } from 'react';
import type { FormErrors } from '../../api/errors';
import type { FormFieldValue, FormStepAnswer, FormStepSchema } from '../../api/types';
import { ServerField } from './ServerField';
import {
  errorCountText,
  fieldMessagesOf,
  firstTextFieldOf,
  isRequiredField,
  itemMessagesOf,
} from './serverFormModel';

interface ServerFormErrorsProps {
  errors: FormErrors | null;
}

/** How many problems the step has, and the problems of the step as a whole, apart. */
export function ServerFormErrors({ errors }: ServerFormErrorsProps): ReactElement | null {
  if (!errors) return null;
  return (
    <div className="form-message server-form-errors" role="alert">
      <p className="server-form-error-count">{errorCountText(errors.count)}</p>
      {errors.root.length > 0 && (
        <ul className="server-form-root-errors">
          {errors.root.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ServerFormFieldsProps {
  schema: FormStepSchema;
  values: FormStepAnswer;
  errors: FormErrors | null;
  onChange: (name: string, value: FormFieldValue) => void;
  /** The first text field takes focus (in a dialog). */
  autoFocusFirst?: boolean;
}

/** The fields of one step in the server's order, with their required marks and errors. */
export function ServerFormFields({
  schema,
  values,
  errors,
  onChange,
  autoFocusFirst = false,
}: ServerFormFieldsProps): ReactElement {
  const first = autoFocusFirst ? firstTextFieldOf(schema) : undefined;
  return (
    <div className="server-form-fields">
      {Object.entries(schema.properties).map(([name, field]) => (
        <div key={name} className="server-form-field" data-field={name}>
          <ServerField
            name={name}
            schema={field}
            value={values[name]}
            required={isRequiredField(schema, name)}
            messages={fieldMessagesOf(errors, name)}
            itemMessages={(index) => itemMessagesOf(errors, name, index)}
            onChange={(value) => onChange(name, value)}
            autoFocus={name === first}
          />
        </div>
      ))}
    </div>
  );
}
