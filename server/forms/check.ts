import Ajv, { type ErrorObject } from 'ajv';
import type { ValidationIssue } from '../errors';
import {
  FIELD_MESSAGES as M,
  type FieldSpec,
  type FormValue,
  type FormValues,
  type StepFields,
  issue,
  stepSchema,
} from './fields';

/**
 * Checks a step's input against its fields with Ajv, on the very JSON Schema the back office
 * renders (`stepSchema`): types, lengths, patterns, choices, list limits, no unknown fields.
 * Ajv's findings become messages in Dutch, one per field, in the order the fields are shown.
 * What JSON Schema cannot say is done here after it: texts come back trimmed, absent fields
 * take their default, and list items count as the same when they differ only by case or spaces.
 */

const ajv = new Ajv({ allErrors: true, strict: false });
// The keywords and formats the back office reads (option labels, widgets) mean nothing to a check.
ajv.addVocabulary(['options', 'uniforms']);
for (const format of ['long', 'hidden', 'color', 'summary', 'label']) ajv.addFormat(format, true);

type Located = { at: number; issue: ValidationIssue };

/** The Dutch message and context for one Ajv finding at a field (or an item of it). */
function messageFor(field: FieldSpec, error: ErrorObject, isItem: boolean): [string, object] {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      if (isItem || field.type === 'text') return [M.text, { error: 'type' }];
      if (field.type === 'boolean') return [M.boolean, { error: 'type' }];
      if (field.type === 'choice') return [M.choice, { error: 'enum' }];
      return [M.list, { error: 'type', expected: 'array' }];
    case 'enum':
      return [M.choice, { error: 'enum' }];
    case 'const':
      return [M.readOnly, { error: 'const' }];
    case 'maxLength': {
      const limit = Number(params.limit);
      return [M.tooLong(limit), { error: 'max_length', limit }];
    }
    case 'minLength':
      return [M.required, { error: 'missing' }];
    case 'pattern':
      if (field.type === 'text' && field.pattern) {
        return [field.pattern.message, { error: 'pattern', pattern: field.pattern.regex }];
      }
      return [M.required, { error: 'missing' }];
    case 'maxItems': {
      const limit = Number(params.limit);
      return [M.tooMany(limit), { error: 'max_items', limit }];
    }
    case 'minItems': {
      const limit = Number(params.limit);
      return [M.tooFew(limit), { error: 'min_items', limit }];
    }
    case 'uniqueItems':
      return [M.unique, { error: 'unique' }];
    default:
      return [M.choice, { error: error.keyword }];
  }
}

/** Ajv's findings as issues: the first per field, unknown fields first, then in field order. */
function issuesOf(fields: StepFields, errors: ErrorObject[]): ValidationIssue[] {
  const names = Object.keys(fields);
  const found = new Map<string, Located>();
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') {
      const name = String((error.params as { additionalProperty: string }).additionalProperty);
      if (!found.has(name)) {
        found.set(name, { at: -1, issue: issue([name], M.unknown, { error: 'extra_forbidden' }) });
      }
      continue;
    }
    const path = error.instancePath.split('/').slice(1);
    const name =
      error.keyword === 'required'
        ? String((error.params as { missingProperty: string }).missingProperty)
        : (path[0] ?? '');
    const field = fields[name];
    if (!field || found.has(name)) continue;
    if (error.keyword === 'required') {
      found.set(name, {
        at: names.indexOf(name),
        issue: issue([name], M.required, { error: 'missing' }),
      });
      continue;
    }
    // uniqueItems names two equal items (j the later one); others name the item itself, if any.
    const itemIndex =
      error.keyword === 'uniqueItems'
        ? Number((error.params as { j: number }).j)
        : path[1] === undefined
          ? undefined
          : Number(path[1]);
    const [msg, ctx] = messageFor(field, error, path[1] !== undefined);
    const loc = itemIndex === undefined ? [name] : [name, itemIndex];
    found.set(name, { at: names.indexOf(name), issue: issue(loc, msg, { ...ctx }) });
  }
  return [...found.values()].sort((a, b) => a.at - b.at).map((entry) => entry.issue);
}

/** The index of the first item equal to an earlier one, ignoring case; -1 when none. */
function firstDuplicate(items: string[]): number {
  const seen = new Set<string>();
  return items.findIndex((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/** A checked field's value: trimmed texts, defaults for absent fields; null when read-only. */
function valueOf(field: FieldSpec, raw: unknown): FormValue | undefined {
  const absent = raw === undefined || raw === null;
  switch (field.type) {
    case 'text':
      return absent ? (field.default ?? '') : (raw as string).trim();
    case 'boolean':
      return absent ? field.default : (raw as boolean);
    case 'choice':
      return absent ? (field.default ?? null) : (raw as string);
    case 'multi_choice':
      return absent ? [] : (raw as string[]);
    case 'text_list':
      return absent ? [] : (raw as string[]).map((item) => item.trim());
    case 'summary':
    case 'notice':
      return undefined;
  }
}

/** The checked values of a step, or every issue found in it. */
export function checkStepInput(
  fields: StepFields,
  input: Record<string, unknown>,
): { values: FormValues; issues: ValidationIssue[] } {
  // null means "not given" for every field but an optional choice, where it is the empty answer;
  // a summary is read-only and whatever a renderer sends back for it is ignored.
  const given = Object.fromEntries(
    Object.entries(input).filter(([name, value]) => {
      const field = fields[name];
      if (!field) return true;
      if (field.type === 'summary') return false;
      return value !== null || (field.type === 'choice' && !field.required);
    }),
  );
  const schema = stepSchema('', fields);
  // Choices come from the database, so each step's schema is new: compile it, use it, forget it.
  const validate = ajv.compile(schema);
  const valid = validate(given);
  ajv.removeSchema(schema);
  if (!valid) return { values: {}, issues: issuesOf(fields, validate.errors ?? []) };

  const values: FormValues = {};
  const issues: ValidationIssue[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = valueOf(field, given[name]);
    if (value === undefined) continue;
    if (field.type === 'text' && field.required && value === '') {
      issues.push(issue([name], M.required, { error: 'missing' }));
      continue;
    }
    if (Array.isArray(value)) {
      const duplicate = firstDuplicate(value);
      if (duplicate >= 0) {
        issues.push(issue([name, duplicate], M.unique, { error: 'unique' }));
        continue;
      }
    }
    values[name] = value;
  }
  return { values, issues };
}
