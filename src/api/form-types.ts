/**
 * Shapes of the server-driven forms (`POST /v1/forms/{formKey}`) and of the content workflow
 * (`/v1/wfo/...`), as `server/forms/fields.ts`, `server/forms/engine.ts` and
 * `server/workflow/jobs.ts` send them.
 */
import type { FormFieldValue } from '../domain/contract';
export type {
  FormCreated,
  FormFieldSchema,
  FormFieldValue,
  FormNextStep,
  FormStepSchema,
  FormSummaryData,
  KindWorkflow,
  WorkflowContent,
  WorkflowDecisions,
  WorkflowResume,
  WorkflowTexts,
  WorkflowView,
} from '../domain/contract';

/** The answer to one step: its values by field name. */
export type FormStepAnswer = Record<string, FormFieldValue>;
