/**
 * Shapes of the server-driven forms (`POST /v1/forms/{formKey}`) and of the content workflow
 * (`/v1/wfo/...`), as `server/forms/fields.ts`, `server/forms/engine.ts` and
 * `server/workflow/jobs.ts` send them.
 */
import type { ContentJobStatus, WorkflowStatus } from '../domain';

/** A value of a form field as sent: text, a tick, a list of ids or texts, or nothing chosen. */
export type FormFieldValue = string | boolean | string[] | null;

/** The answer to one step: its values by field name. */
export type FormStepAnswer = Record<string, FormFieldValue>;

/** The read-only table of a summary field: `labels` down the side, one column of values. */
export interface FormSummaryData {
  labels: string[];
  columns: string[][];
}

/** The JSON Schema of one field of a step. */
export interface FormFieldSchema {
  title?: string;
  description?: string;
  type?: string | string[];
  /** `long` (text area), `hidden`, `color`, `summary` (read-only table), `label` (read-only text). */
  format?: string;
  /** The values a choice allows (`null`: nothing chosen). */
  enum?: (string | null)[];
  /** What the user reads for each value of a choice. */
  options?: Record<string, string>;
  /** The items of a list: ids of a multiple choice (`enum`), or new texts. */
  items?: { type?: string; enum?: string[]; minLength?: number; maxLength?: number };
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  const?: unknown;
  readOnly?: boolean;
  uniforms?: { data?: FormSummaryData; disabled?: boolean; value?: string };
}

/** The JSON Schema of one step: its title, its fields in the order shown, the required ones. */
export interface FormStepSchema {
  title: string;
  type?: string;
  properties: Record<string, FormFieldSchema>;
  required?: string[];
}

/** The 510 answer: the next step to fill in. */
export interface FormNextStep {
  form: FormStepSchema;
  hasNext: boolean;
  /** Index of the step, from 0. */
  step: number;
  total_steps: number;
}

/** The 201 answer: what the form created and the ids to continue with. */
export interface FormCreated {
  form_key: string;
  created: Record<string, unknown>;
  kind_id?: string;
  product_id?: string;
  category_id?: string;
  strain_id?: string;
  tag_id?: string;
  /** 'Use this product immediately' was ticked. */
  gebruiken?: boolean;
}

/** The generated texts of a content workflow. */
export interface WorkflowContent {
  description_nl: string;
  description_en: string;
  short_description_nl: string;
  short_description_en: string;
  flavors: string[];
  effects: string[];
}

/** `GET /v1/wfo/get-workflow-current-step/{id}`. */
export interface WorkflowView {
  process_id: string;
  product_id: string | null;
  product_name: string;
  brave_mode: boolean;
  /** How many steps are done. */
  last_step_index: number;
  total_steps: number;
  current_step: string | null;
  last_status: WorkflowStatus;
  job_status: ContentJobStatus;
  current_state: WorkflowContent;
  error?: string;
  created_at: string;
  modified_at: string;
}
