/**
 * Answers of the server-driven forms (`POST /v1/forms/{formKey}`) and of the content workflow
 * (`/v1/wfo/...`), as `server/forms/engine.ts` and `server/workflow/jobs.ts` make them.
 */
import { Type, type Static } from 'typebox';
import {
  CONTENT_JOB_STATUSES,
  CONTENT_TEXT_DECISIONS,
  CONTENT_TEXT_FIELDS,
  WORKFLOW_STATUSES,
} from '../constants';
import { Id, Nullable, Timestamp, ValidationIssue } from './common';

/** A value of a form field as sent: text, a tick, a list of ids or texts, or nothing chosen. */
export const FormFieldValue = Type.Union([
  Type.String(),
  Type.Boolean(),
  Type.Array(Type.String()),
  Type.Null(),
]);
export type FormFieldValue = Static<typeof FormFieldValue>;

/** The read-only table of a summary field: `labels` down the side, one column of values. */
export const FormSummaryData = Type.Object({
  labels: Type.Array(Type.String()),
  columns: Type.Array(Type.Array(Type.String())),
});
export type FormSummaryData = Static<typeof FormSummaryData>;

/** The JSON Schema of one field of a step. */
export const FormFieldSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    type: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
    /** `long` (text area), `hidden`, `color`, `summary` (read-only table), `label` (read-only text). */
    format: Type.Optional(Type.String()),
    /** The values a choice allows (`null`: nothing chosen). */
    enum: Type.Optional(Type.Array(Nullable(Type.String()))),
    /** What the user reads for each value of a choice. */
    options: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** The items of a list: ids of a multiple choice (`enum`), or new texts. */
    items: Type.Optional(
      Type.Object({
        type: Type.Optional(Type.String()),
        enum: Type.Optional(Type.Array(Type.String())),
        minLength: Type.Optional(Type.Number()),
        maxLength: Type.Optional(Type.Number()),
      }),
    ),
    minItems: Type.Optional(Type.Number()),
    maxItems: Type.Optional(Type.Number()),
    uniqueItems: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Number()),
    maxLength: Type.Optional(Type.Number()),
    pattern: Type.Optional(Type.String()),
    default: Type.Optional(Type.Unknown()),
    const: Type.Optional(Type.Unknown()),
    readOnly: Type.Optional(Type.Boolean()),
    uniforms: Type.Optional(
      Type.Object({
        data: Type.Optional(FormSummaryData),
        disabled: Type.Optional(Type.Boolean()),
        value: Type.Optional(Type.String()),
      }),
    ),
  },
  // A field may carry any JSON Schema keyword the form engine adds.
  { additionalProperties: true },
);
export type FormFieldSchema = Static<typeof FormFieldSchema>;

/** The JSON Schema of one step: its title, its fields in the order shown, the required ones. */
export const FormStepSchema = Type.Object(
  {
    title: Type.String(),
    type: Type.Optional(Type.String()),
    properties: Type.Record(Type.String(), FormFieldSchema),
    required: Type.Optional(Type.Array(Type.String())),
    additionalProperties: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
export type FormStepSchema = Static<typeof FormStepSchema>;

/** The 510 answer: the next step to fill in (`step` counts from 0). */
export const FormNextStep = Type.Object({
  type: Type.Literal('FormNotCompleteError'),
  title: Type.String(),
  status: Type.Literal(510),
  detail: Type.String(),
  form: FormStepSchema,
  hasNext: Type.Boolean(),
  meta: Type.Object({ hasNext: Type.Boolean() }),
  step: Type.Number(),
  total_steps: Type.Number(),
});
export type FormNextStep = Static<typeof FormNextStep>;

/**
 * A 400 of a form: a step that breaks a rule (`FormValidationError`, with the step), or a
 * request the form cannot read (only `detail`, with `validation_errors` when it names fields).
 */
export const FormInvalid = Type.Object({
  type: Type.Optional(Type.Literal('FormValidationError')),
  title: Type.Optional(Type.String()),
  status: Type.Optional(Type.Literal(400)),
  detail: Type.String(),
  validation_errors: Type.Optional(Type.Array(ValidationIssue)),
  step: Type.Optional(Type.Number()),
});

/** The 201 answer: what the form created and the ids to continue with. */
export const FormCreated = Type.Object({
  form_key: Type.String(),
  created: Type.Record(Type.String(), Type.Unknown()),
  kind_id: Type.Optional(Id),
  product_id: Type.Optional(Id),
  category_id: Type.Optional(Id),
  strain_id: Type.Optional(Id),
  tag_id: Type.Optional(Id),
  /** 'Use this product immediately' was ticked. */
  gebruiken: Type.Optional(Type.Boolean()),
});
export type FormCreated = Static<typeof FormCreated>;

/** The generated texts of a content workflow. */
export const WorkflowContent = Type.Object({
  description_nl: Type.String(),
  description_en: Type.String(),
  short_description_nl: Type.String(),
  short_description_en: Type.String(),
  flavors: Type.Array(Type.String()),
  effects: Type.Array(Type.String()),
});
export type WorkflowContent = Static<typeof WorkflowContent>;

/** A kind's four texts as they were when the workflow generated new ones. */
export const WorkflowTexts = Type.Object({
  description_nl: Type.String(),
  description_en: Type.String(),
  short_description_nl: Type.String(),
  short_description_en: Type.String(),
});
export type WorkflowTexts = Static<typeof WorkflowTexts>;

/** Per text what the workflow saves: proposed when it suspends, settled once resumed. */
const Decision = Type.Optional(Type.Enum(CONTENT_TEXT_DECISIONS));
export const WorkflowDecisions = Type.Object({
  short_description_nl: Decision,
  short_description_en: Decision,
  description_nl: Decision,
  description_en: Decision,
});
export type WorkflowDecisions = Static<typeof WorkflowDecisions>;

export const WORKFLOW_STEPS = [
  'check_kind',
  'generate_content',
  'validate_content',
  'save_content',
] as const;

/** `GET /v1/wfo/get-workflow-current-step/{id}`; `current_step` is null once it has ended. */
export const WorkflowView = Type.Object({
  process_id: Id,
  product_id: Nullable(Id),
  product_name: Type.String(),
  brave_mode: Type.Boolean(),
  /** How many steps are done. */
  last_step_index: Type.Number(),
  total_steps: Type.Number(),
  current_step: Nullable(Type.Enum(WORKFLOW_STEPS)),
  last_status: Type.Enum(WORKFLOW_STATUSES),
  job_status: Type.Enum(CONTENT_JOB_STATUSES),
  current_state: WorkflowContent,
  /** The kind's texts when the new ones were generated (all empty before that). */
  previous_texts: WorkflowTexts,
  /** Texts a person wrote or edited: never replaced unless a person chose to. */
  own_texts: Type.Array(Type.Enum(CONTENT_TEXT_FIELDS)),
  decisions: WorkflowDecisions,
  /** Brave mode was told to replace own texts as well ('overschrijven'). */
  overwrite: Type.Boolean(),
  error: Type.Optional(Type.String()),
  created_at: Timestamp,
  modified_at: Timestamp,
});
export type WorkflowView = Static<typeof WorkflowView>;

/** `GET /v1/wfo/kind-content-workflow/{kindId}`: the kind's unfinished workflow, if any. */
export const KindWorkflow = Type.Object({ workflow: Nullable(WorkflowView) });
export type KindWorkflow = Static<typeof KindWorkflow>;

/** `POST /v1/wfo/...` (201): the new workflow's id. */
export const WorkflowStarted = Type.Object({ process_id: Id });

/** `GET /v1/forms`: the keys of the forms there are. */
export const FormKeys = Type.Array(Type.String());
