import type { FormStepSchema } from '../../src/domain/contract';
import type { Principal } from '../auth/principal';
import type { Executor } from '../db/client';
import { AppError, type ValidationIssue } from '../errors';
import type { ChangeSet, Writer } from '../services/writer/changes';
import { checkStepInput } from './check';
import { type FormValues, type StepFields, issue, stepSchema } from './fields';

/**
 * The form engine. A form is a list of steps (fields as data plus checks) and a `create` that
 * writes the records. The client sends every answer so far; the engine checks them step by
 * step and answers with the next step (510), the problems (400), or what it created (201).
 */

/** What forms may look at: the caller, the database and the shop of the request. */
export interface FormContext {
  db: Executor;
  principal: Principal;
  /** The `shop_id` of the request, already checked to be the caller's. */
  shopId: string | undefined;
}

export interface FormStep {
  /** The step's title, in Dutch. */
  title: string;
  /** The step's fields; they may depend on the answers of earlier steps. */
  fields(context: FormContext, state: FormValues): Promise<StepFields>;
  /**
   * Tenancy of the raw input: throws 404/403 when it names a shop or group the caller may
   * not use, before any other check.
   */
  authorize?(context: FormContext, input: Record<string, unknown>): Promise<void>;
  /** Rules beyond single fields (uniqueness, root rules); runs once the fields are valid. */
  check?(context: FormContext, values: FormValues, state: FormValues): Promise<ValidationIssue[]>;
}

/** What a completed form made: the records, plus ids the back office continues with. */
export interface FormCreated {
  created: Record<string, unknown>;
  [field: string]: unknown;
}

export interface FormDefinition {
  key: string;
  /** Other keys the form answers to. */
  aliases?: string[];
  /** The form needs `?shop_id=`. */
  needsShop?: boolean;
  steps: FormStep[];
  /** Writes the records in the writer's one transaction. */
  create(
    tx: Executor,
    changes: ChangeSet,
    context: FormContext,
    state: FormValues,
  ): Promise<FormCreated>;
}

export interface FormNotCompleteBody {
  type: 'FormNotCompleteError';
  title: 'Form not complete';
  status: 510;
  detail: string;
  form: FormStepSchema;
  hasNext: boolean;
  meta: { hasNext: boolean };
  step: number;
  total_steps: number;
}

export interface FormValidationBody {
  type: 'FormValidationError';
  title: 'Form not valid';
  status: 400;
  detail: string;
  validation_errors: ValidationIssue[];
  step: number;
}

export type FormCreatedBody = FormCreated & { form_key: string };

export type FormOutcome =
  | { status: 510; body: FormNotCompleteBody }
  | { status: 400; body: FormValidationBody }
  | { status: 201; body: FormCreatedBody };

/** The root of a form step, for rules that concern several fields. */
export const ROOT = '__root__';

function notComplete(
  form: FormDefinition,
  index: number,
  step: FormStep,
  fields: StepFields,
): FormOutcome {
  const hasNext = index < form.steps.length - 1;
  return {
    status: 510,
    body: {
      type: 'FormNotCompleteError',
      title: 'Form not complete',
      status: 510,
      detail: `Stap ${index + 1} van ${form.steps.length}: ${step.title}`,
      form: stepSchema(step.title, fields),
      hasNext,
      meta: { hasNext },
      step: index,
      total_steps: form.steps.length,
    },
  };
}

function invalid(index: number, issues: ValidationIssue[]): FormOutcome {
  const count = issues.length;
  return {
    status: 400,
    body: {
      type: 'FormValidationError',
      title: 'Form not valid',
      status: 400,
      detail: `${count} ${count === 1 ? 'fout' : 'fouten'} in stap ${index + 1}: ${issues
        .map((found) => found.msg)
        .join(' ')}`,
      validation_errors: issues,
      step: index,
    },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one answered step; its issues, or its values merged into the state. */
async function answerStep(
  context: FormContext,
  step: FormStep,
  fields: StepFields,
  input: unknown,
  state: FormValues,
): Promise<ValidationIssue[]> {
  if (!isPlainObject(input)) {
    return [issue([ROOT], 'Elke stap moet een object met velden zijn.', { error: 'type' })];
  }
  await step.authorize?.(context, input);
  const { values, issues } = checkStepInput(fields, input);
  if (issues.length) return issues;
  const ruleIssues = (await step.check?.(context, values, state)) ?? [];
  if (ruleIssues.length) return ruleIssues;
  Object.assign(state, values);
  return [];
}

/** A name clash found only while writing (another user was quicker) is a form problem. */
function asFormIssue(error: unknown): ValidationIssue | null {
  if (!(error instanceof AppError)) return null;
  if (error.code !== 'CONFLICT' && error.code !== 'BAD_REQUEST' && error.code !== 'IN_USE') {
    return null;
  }
  return issue([ROOT], error.message, { error: error.code.toLowerCase() });
}

/** Runs a form over the answers so far. */
export async function runForm(
  form: FormDefinition,
  inputs: unknown[],
  context: FormContext,
  write: Writer,
): Promise<FormOutcome> {
  const state: FormValues = {};
  for (const [index, step] of form.steps.entries()) {
    const fields = await step.fields(context, state);
    if (index >= inputs.length) return notComplete(form, index, step, fields);
    const issues = await answerStep(context, step, fields, inputs[index], state);
    if (issues.length) return invalid(index, issues);
  }
  if (inputs.length > form.steps.length) {
    const msg = `Dit formulier heeft ${form.steps.length} stappen; er zijn er ${inputs.length} gestuurd.`;
    return invalid(form.steps.length, [issue([ROOT], msg, { error: 'too_many_steps' })]);
  }
  try {
    const created = await write((tx, changes) => form.create(tx, changes, context, state));
    return { status: 201, body: { form_key: form.key, ...created } };
  } catch (error) {
    const formIssue = asFormIssue(error);
    if (!formIssue) throw error;
    return invalid(form.steps.length - 1, [formIssue]);
  }
}
