import type { ValidationIssue } from '../errors';
import {
  FIELD_MESSAGES as M,
  type ChoiceField,
  type FieldSpec,
  type FormValue,
  type FormValues,
  type MultiChoiceField,
  type StepFields,
  type TextField,
  type TextListField,
  issue,
} from './fields';

/**
 * Checks a step's input against its fields: exactly what `stepSchema` describes (types,
 * lengths, patterns, choices, list limits, no unknown fields), with messages in Dutch. Texts
 * come back trimmed and absent fields take their default.
 */

type Checked = { value: FormValue } | { issues: ValidationIssue[] };

const ok = (value: FormValue): Checked => ({ value });
const fail = (name: string, msg: string, ctx: Record<string, unknown>): Checked => ({
  issues: [issue([name], msg, ctx)],
});

function checkText(name: string, field: TextField, raw: unknown): Checked {
  if (raw === undefined || raw === null) {
    if (field.required) return fail(name, M.required, { error: 'missing' });
    return ok(field.default ?? '');
  }
  if (typeof raw !== 'string') return fail(name, M.text, { error: 'type', expected: 'string' });
  if (raw.length > field.maxLength) {
    return fail(name, M.tooLong(field.maxLength), { error: 'max_length', limit: field.maxLength });
  }
  const value = raw.trim();
  if (field.required && !value) return fail(name, M.required, { error: 'missing' });
  if (field.const !== undefined && raw !== field.const) {
    return fail(name, M.readOnly, { error: 'const', expected: field.const });
  }
  if (field.pattern && !new RegExp(field.pattern.regex).test(raw)) {
    return fail(name, field.pattern.message, { error: 'pattern', pattern: field.pattern.regex });
  }
  return ok(value);
}

function checkChoice(name: string, field: ChoiceField, raw: unknown): Checked {
  if (raw === undefined || raw === null) {
    if (field.required) return fail(name, M.required, { error: 'missing' });
    return ok(field.default ?? null);
  }
  if (typeof raw !== 'string' || !field.choices.some((choice) => choice.value === raw)) {
    return fail(name, M.choice, { error: 'enum' });
  }
  return ok(raw);
}

function checkList(
  name: string,
  field: MultiChoiceField | TextListField,
  raw: unknown,
): string[] | Checked {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return fail(name, M.list, { error: 'type', expected: 'array' });
  if (raw.length > field.maxItems) {
    return fail(name, M.tooMany(field.maxItems), { error: 'max_items', limit: field.maxItems });
  }
  const minItems = field.type === 'multi_choice' ? (field.minItems ?? 0) : 0;
  if (raw.length < minItems) {
    return fail(name, M.tooFew(minItems), { error: 'min_items', limit: minItems });
  }
  const bad = raw.findIndex((item) => typeof item !== 'string');
  if (bad >= 0) return { issues: [issue([name, bad], M.text, { error: 'type' })] };
  return raw as string[];
}

function firstDuplicate(items: string[]): number {
  const seen = new Set<string>();
  return items.findIndex((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

function checkMultiChoice(name: string, field: MultiChoiceField, raw: unknown): Checked {
  const items = checkList(name, field, raw);
  if (!Array.isArray(items)) return items;
  const allowed = new Set(field.choices.map((choice) => choice.value));
  const bad = items.findIndex((item) => !allowed.has(item));
  if (bad >= 0) return { issues: [issue([name, bad], M.choice, { error: 'enum' })] };
  const duplicate = firstDuplicate(items);
  if (duplicate >= 0) return { issues: [issue([name, duplicate], M.unique, { error: 'unique' })] };
  return ok(items);
}

function checkTextList(name: string, field: TextListField, raw: unknown): Checked {
  const items = checkList(name, field, raw);
  if (!Array.isArray(items)) return items;
  const issues: ValidationIssue[] = [];
  items.forEach((item, index) => {
    if (item.length > field.itemMaxLength) {
      issues.push(issue([name, index], M.tooLong(field.itemMaxLength), { error: 'max_length' }));
    } else if (!item.trim()) {
      issues.push(issue([name, index], M.required, { error: 'missing' }));
    }
  });
  if (issues.length) return { issues };
  const trimmed = items.map((item) => item.trim());
  const duplicate = firstDuplicate(trimmed);
  if (duplicate >= 0) return { issues: [issue([name, duplicate], M.unique, { error: 'unique' })] };
  return ok(trimmed);
}

function checkField(name: string, field: FieldSpec, raw: unknown): Checked | null {
  switch (field.type) {
    case 'text':
      return checkText(name, field, raw);
    case 'boolean':
      if (raw === undefined || raw === null) return ok(field.default);
      return typeof raw === 'boolean' ? ok(raw) : fail(name, M.boolean, { error: 'type' });
    case 'choice':
      return checkChoice(name, field, raw);
    case 'multi_choice':
      return checkMultiChoice(name, field, raw);
    case 'text_list':
      return checkTextList(name, field, raw);
    case 'summary':
      // Read-only: whatever a renderer sends back is ignored.
      return null;
    case 'notice':
      if (raw === undefined || raw === field.text) return null;
      return fail(name, M.readOnly, { error: 'const' });
  }
}

/** The checked values of a step, or every issue found in it. */
export function checkStepInput(
  fields: StepFields,
  input: Record<string, unknown>,
): { values: FormValues; issues: ValidationIssue[] } {
  const values: FormValues = {};
  const issues: ValidationIssue[] = [];
  for (const key of Object.keys(input)) {
    if (!(key in fields)) issues.push(issue([key], M.unknown, { error: 'extra_forbidden' }));
  }
  for (const [name, field] of Object.entries(fields)) {
    const checked = checkField(name, field, input[name]);
    if (!checked) continue;
    if ('issues' in checked) issues.push(...checked.issues);
    else values[name] = checked.value;
  }
  return { values, issues };
}
