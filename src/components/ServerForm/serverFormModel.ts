/**
 * How a step of a server-driven form reads, without React: which control each field's JSON
 * Schema asks for, the values a step starts with, the answer sent for it, choice labels, list
 * limits, summaries and the messages of a refused or completed form.
 */
import type { FormErrors } from '../../api/errors';
import type {
  FormCreated,
  FormFieldSchema,
  FormFieldValue,
  FormStepAnswer,
  FormStepSchema,
} from '../../api/types';
import { t, translate } from '../../i18n';

/** The control a field is shown with. */
export type ServerFieldKind =
  | 'hidden'
  | 'text'
  | 'long'
  | 'color'
  | 'boolean'
  | 'choice'
  | 'multi_choice'
  | 'text_list'
  | 'summary'
  | 'label';

function typesOf(schema: FormFieldSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** The control of a field, from its `format`, `type`, `enum` and `items`. */
export function fieldKindOf(schema: FormFieldSchema): ServerFieldKind {
  if (schema.format === 'summary') return 'summary';
  if (schema.format === 'label') return 'label';
  if (schema.format === 'hidden') return 'hidden';
  const types = typesOf(schema);
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('array')) return schema.items?.enum ? 'multi_choice' : 'text_list';
  if (schema.enum) return 'choice';
  if (schema.format === 'long') return 'long';
  if (schema.format === 'color') return 'color';
  return 'text';
}

/** Read-only fields: shown, never sent. */
export function isReadOnlyKind(kind: ServerFieldKind): boolean {
  return kind === 'summary' || kind === 'label';
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The value a field starts with: its default (or fixed value), else empty. */
export function defaultValueOf(schema: FormFieldSchema): FormFieldValue {
  switch (fieldKindOf(schema)) {
    case 'boolean':
      return schema.default === true;
    case 'choice':
      return typeof schema.default === 'string' ? schema.default : null;
    case 'multi_choice':
    case 'text_list':
      return stringList(schema.default);
    case 'summary':
    case 'label':
      return null;
    default: {
      const given = schema.const ?? schema.default;
      return typeof given === 'string' ? given : '';
    }
  }
}

/**
 * The values a step starts with: what the user entered before (going back and forth keeps
 * answers), else each field's default.
 */
export function initialValuesOf(
  form: FormStepSchema,
  previous: FormStepAnswer | undefined,
): FormStepAnswer {
  const values: FormStepAnswer = {};
  for (const [name, schema] of Object.entries(form.properties)) {
    const kind = fieldKindOf(schema);
    if (isReadOnlyKind(kind)) continue;
    const before = previous?.[name];
    values[name] = before !== undefined && kind !== 'hidden' ? before : defaultValueOf(schema);
  }
  return values;
}

/** What is sent for a step: every editable field; blank rows of a text list are left out. */
export function stepAnswerOf(form: FormStepSchema, values: FormStepAnswer): FormStepAnswer {
  const answer: FormStepAnswer = {};
  for (const [name, schema] of Object.entries(form.properties)) {
    const kind = fieldKindOf(schema);
    if (isReadOnlyKind(kind)) continue;
    const value = values[name] ?? defaultValueOf(schema);
    answer[name] =
      kind === 'text_list' && Array.isArray(value)
        ? value.filter((item) => item.trim() !== '')
        : value;
  }
  return answer;
}

/** Whether the step marks the field as required ('*'); hidden fields carry their own value. */
export function isRequiredField(form: FormStepSchema, name: string): boolean {
  return form.required?.includes(name) ?? false;
}

/** The first field typed into (text or long text), e.g. to take focus in a dialog. */
export function firstTextFieldOf(form: FormStepSchema): string | undefined {
  return Object.entries(form.properties).find(([, schema]) => {
    const kind = fieldKindOf(schema);
    return kind === 'text' || kind === 'long';
  })?.[0];
}

/** One option of a choice. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/** The options of a choice or multiple choice, with the labels the server gives. */
export function choiceOptionsOf(schema: FormFieldSchema): ChoiceOption[] {
  const values = schema.items?.enum ?? schema.enum ?? [];
  return values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => ({ value, label: schema.options?.[value] ?? value }));
}

/** A choice that may stay empty (its `enum` holds `null`). */
export function isNullableChoice(schema: FormFieldSchema): boolean {
  return schema.enum?.includes(null) ?? false;
}

/** The list with `value` ticked or unticked; no more than `maxItems` are ticked. */
export function toggleChoice(
  list: readonly string[],
  value: string,
  on: boolean,
  maxItems = Number.POSITIVE_INFINITY,
): string[] {
  if (!on) return list.filter((item) => item !== value);
  if (list.includes(value) || list.length >= maxItems) return [...list];
  return [...list, value];
}

/** Whether another item fits in a list field. */
export function canAddItem(list: readonly string[], schema: FormFieldSchema): boolean {
  return list.length < (schema.maxItems ?? Number.POSITIVE_INFINITY);
}

/** The rows of a summary field: a label and its values. */
export function summaryRowsOf(schema: FormFieldSchema): { label: string; values: string[] }[] {
  const data = schema.uniforms?.data;
  if (!data) return [];
  return data.labels.map((label, index) => ({
    label,
    values: data.columns.map((column) => column[index] ?? ''),
  }));
}

/** The text of a read-only label (a warning). */
export function labelTextOf(schema: FormFieldSchema): string {
  const text = schema.uniforms?.value ?? schema.const ?? schema.default;
  return typeof text === 'string' ? text : '';
}

/** The messages of a field: its own and those of its items (`strain_choice.1`). */
export function fieldMessagesOf(errors: FormErrors | null, name: string): string[] {
  if (!errors) return [];
  return Object.entries(errors.fields)
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages);
}

/** The messages of one row of a list field (`create_new_strains.1`). */
export function itemMessagesOf(errors: FormErrors | null, name: string, index: number): string[] {
  return errors?.fields[`${name}.${index}`] ?? [];
}

/** The errors without those of `name` and its items (the user changed it). */
export function withoutFieldErrors(errors: FormErrors | null, name: string): FormErrors | null {
  if (!errors) return null;
  const fields = Object.fromEntries(
    Object.entries(errors.fields).filter(([path]) => path !== name && !path.startsWith(`${name}.`)),
  );
  const count =
    errors.root.length + Object.values(fields).reduce((sum, list) => sum + list.length, 0);
  return count === 0 ? null : { fields, root: errors.root, count };
}

/** The line above a refused step: how many problems it has. */
export function errorCountText(count: number): string {
  return t(count === 1 ? 'components.form.errorCount.one' : 'components.form.errorCount.other', {
    count,
  });
}

/** The flash when the server's changes are paused (503), in Dutch; shown through `t`. */
export const PAUSED_MESSAGE = translate('nl', 'components.form.paused');
/** The flash of a completed form that names no new record, in Dutch; shown through `t`. */
export const FORM_DONE_MESSAGE = translate('nl', 'components.form.done');

function nameOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('name' in record)) return null;
  return typeof record.name === 'string' ? record.name : null;
}

/** The flash of a completed form: "'Amnesia' gecreëerd", or 'Form afgehandeld'. */
export function createdMessageOf(body: Pick<FormCreated, 'created'>): string {
  for (const record of Object.values(body.created)) {
    const name = nameOf(record);
    if (name) return t('components.form.createdNamed', { name });
  }
  return t('components.form.done');
}

/** 'Volgende' while steps follow, 'Verder' on the last one. */
export function submitLabelOf(hasNext: boolean): string {
  return hasNext ? t('components.form.next') : t('components.form.continue');
}
