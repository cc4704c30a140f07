import type { FormValue, FormValues, NoticeField, SummaryField } from './fields';

/** Typed reads of checked form values, and the summary step the create forms end with. */

export function textValue(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export function optionalText(values: FormValues, name: string): string | null {
  const value = values[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function booleanValue(values: FormValues, name: string): boolean {
  return values[name] === true;
}

export function listValue(values: FormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}

/** How a value reads in a summary. */
export function displayValue(value: FormValue): string {
  if (value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '-';
  return value;
}

/** A summary of rows `[label, value]`. */
export function summaryField(rows: [string, string][]): SummaryField {
  return {
    type: 'summary',
    title: 'Controleer de gegevens',
    labels: rows.map(([label]) => label),
    columns: [rows.map(([, value]) => value)],
  };
}

/** The spec's warning on summary steps: products cannot yet be edited afterwards. */
export const NO_EDIT_WARNING: NoticeField = {
  type: 'notice',
  title: 'Let op',
  text:
    'Producten kunnen nog niet bewerkt worden. Zie je een typefout? Ga dan terug met ' +
    "'Terug' en pas het daar aan.",
};

/** The `gebruiken` field: continue to the price form after creating. */
export const USE_NOW_FIELD = {
  type: 'boolean',
  title: 'Dit product direct gebruiken',
  description: 'Ga na het aanmaken meteen door naar het prijsformulier.',
  default: true,
} as const;
