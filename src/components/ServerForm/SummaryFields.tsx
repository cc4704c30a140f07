import type { ReactElement } from 'react';
import type { FormFieldSchema } from '../../api/types';
import { labelTextOf, summaryRowsOf } from './serverFormModel';

/** A read-only table of what was entered, labels down the side. */
export function SummaryField({ schema }: { schema: FormFieldSchema }): ReactElement {
  return (
    <section className="server-form-summary">
      {schema.title && <h3 className="server-form-summary-title">{schema.title}</h3>}
      <table>
        <tbody>
          {summaryRowsOf(schema).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A read-only text, such as the warning of a summary step. */
export function NoticeField({ schema }: { schema: FormFieldSchema }): ReactElement {
  return (
    <div className="form-message server-form-notice" role="note">
      {schema.title && <strong>{schema.title}: </strong>}
      {labelTextOf(schema)}
    </div>
  );
}
