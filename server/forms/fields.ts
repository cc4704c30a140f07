import type { FormFieldSchema, FormStepSchema } from '../../src/domain/contract';
import type { ValidationIssue } from '../errors';

/**
 * The fields of a form step, as data. Each field gives both its JSON Schema (what the back
 * office renders) and its check (what the server accepts), from the same properties, so the
 * two cannot drift apart.
 */

/** A value a form field holds once checked. */
export type FormValue = string | boolean | string[] | null;

/** The checked values of one step, or of all steps so far. */
export type FormValues = Record<string, FormValue>;

/** One option of a choice: what is sent, and what the user reads. */
export interface Choice {
  value: string;
  label: string;
}

interface FieldBase {
  /** The label, in Dutch. */
  title: string;
  description?: string;
}

/** A line of text; `long` renders as a text area, `hidden` is not shown. */
export interface TextField extends FieldBase {
  type: 'text';
  required?: boolean;
  maxLength: number;
  default?: string;
  format?: 'long' | 'hidden' | 'color';
  /** A regular expression the whole value must match, with the message when it does not. */
  pattern?: { regex: string; message: string };
  /** The only value accepted (hidden fields that carry context). */
  const?: string;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  default: boolean;
}

/** One of a list of options; without `required` it may stay empty (null). */
export interface ChoiceField extends FieldBase {
  type: 'choice';
  choices: Choice[];
  required?: boolean;
  default?: string | null;
}

/** Several of a list of options, each at most once. */
export interface MultiChoiceField extends FieldBase {
  type: 'multi_choice';
  choices: Choice[];
  minItems?: number;
  maxItems: number;
}

/** A few free texts, each at most once (case ignored). */
export interface TextListField extends FieldBase {
  type: 'text_list';
  maxItems: number;
  itemMaxLength: number;
}

/** A read-only table of what was entered: `labels` down the side, one column of values. */
export interface SummaryField extends FieldBase {
  type: 'summary';
  labels: string[];
  columns: string[][];
}

/** A read-only text, such as a warning. */
export interface NoticeField extends FieldBase {
  type: 'notice';
  text: string;
}

export type FieldSpec =
  | TextField
  | BooleanField
  | ChoiceField
  | MultiChoiceField
  | TextListField
  | SummaryField
  | NoticeField;

/** A step's fields by name, in the order they are shown. */
export type StepFields = Record<string, FieldSpec>;

/** A JSON Schema object, as sent to the back office. */
export type JsonSchema = Record<string, unknown>;

/** The form's messages, for people who fill in forms. */
export const FIELD_MESSAGES = {
  required: 'Dit veld is verplicht.',
  text: 'Vul hier tekst in.',
  boolean: 'Kies ja of nee.',
  list: 'Kies uit de lijst.',
  choice: 'Kies een van de opties.',
  unique: 'Elke waarde mag maar één keer voorkomen.',
  readOnly: 'Dit veld kan niet worden gewijzigd.',
  unknown: 'Dit veld hoort niet bij dit formulier.',
  tooLong: (limit: number) => `Maximaal ${limit} tekens.`,
  tooMany: (limit: number) => `Kies er maximaal ${limit}.`,
  tooFew: (limit: number) => `Kies er minimaal ${limit}.`,
} as const;

/** One form issue at a field (or `__root__`). */
export function issue(
  loc: (string | number)[],
  msg: string,
  ctx: Record<string, unknown> = {},
): ValidationIssue {
  return { loc, msg, ctx };
}

function optionsOf(choices: Choice[]): Record<string, string> {
  return Object.fromEntries(choices.map((choice) => [choice.value, choice.label]));
}

/** Non-blank: a required text must hold more than spaces. */
const NOT_BLANK = '\\S';

function textSchema(field: TextField): JsonSchema {
  return {
    type: 'string',
    ...(field.required && { minLength: 1 }),
    maxLength: field.maxLength,
    ...(field.pattern
      ? { pattern: field.pattern.regex }
      : field.required && { pattern: NOT_BLANK }),
    ...(field.format && { format: field.format }),
    ...(field.const !== undefined && { const: field.const }),
    ...(field.default !== undefined && { default: field.default }),
  };
}

function choiceSchema(field: ChoiceField): JsonSchema {
  const values: (string | null)[] = field.choices.map((choice) => choice.value);
  if (!field.required) values.push(null);
  return {
    type: field.required ? 'string' : ['string', 'null'],
    enum: values,
    options: optionsOf(field.choices),
    default: field.default ?? null,
  };
}

/** The JSON Schema of one field. */
export function fieldSchema(field: FieldSpec): JsonSchema {
  const base = { title: field.title, ...(field.description && { description: field.description }) };
  switch (field.type) {
    case 'text':
      return { ...base, ...textSchema(field) };
    case 'boolean':
      return { ...base, type: 'boolean', default: field.default };
    case 'choice':
      return { ...base, ...choiceSchema(field) };
    case 'multi_choice':
      return {
        ...base,
        type: 'array',
        items: { type: 'string', enum: field.choices.map((choice) => choice.value) },
        options: optionsOf(field.choices),
        ...(field.minItems && { minItems: field.minItems }),
        maxItems: field.maxItems,
        uniqueItems: true,
        default: [],
      };
    case 'text_list':
      return {
        ...base,
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength: field.itemMaxLength, pattern: NOT_BLANK },
        maxItems: field.maxItems,
        uniqueItems: true,
        default: [],
      };
    case 'summary':
      return {
        ...base,
        format: 'summary',
        readOnly: true,
        uniforms: { data: { labels: field.labels, columns: field.columns } },
      };
    case 'notice':
      return {
        ...base,
        type: 'string',
        format: 'label',
        const: field.text,
        default: field.text,
        readOnly: true,
        uniforms: { disabled: true, value: field.text },
      };
  }
}

/** Whether the field must be given (it has no default and no empty value). */
export function isRequired(field: FieldSpec): boolean {
  return (field.type === 'text' || field.type === 'choice') && field.required === true;
}

/** The JSON Schema of a step: its title, fields, required fields and no others. */
export function stepSchema(title: string, fields: StepFields): FormStepSchema {
  const entries = Object.entries(fields);
  return {
    title,
    type: 'object',
    // Field schemas are plain JSON Schema; the contract names the keywords the back office reads.
    properties: Object.fromEntries(
      entries.map(([name, field]) => [name, fieldSchema(field) as FormFieldSchema]),
    ),
    required: entries.filter(([, field]) => isRequired(field)).map(([name]) => name),
    additionalProperties: false,
  };
}
