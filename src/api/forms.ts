import type { WorkflowStart } from '../domain/contract';
/**
 * The calls of the server-driven forms and of the content workflow. A form answers 510 with
 * its next step, 400 with validation errors, 201 with what it created and 503 while changes
 * are paused; the form shows all of these itself.
 */
import { api } from './client';
import type {
  FormCreated,
  FormNextStep,
  FormStepAnswer,
  KindWorkflow,
  WorkflowResume,
  WorkflowView,
} from './form-types';
import { ApiError } from './http';
import { revalidate } from './mutations';

/** A form's step to fill in next: the server's 510. */
export const FORM_NOT_COMPLETE_STATUS = 510;

/** Statuses of a form call that the form shows itself. */
export const FORM_HANDLED_STATUSES = [400, 404, 409, 503, FORM_NOT_COMPLETE_STATUS] as const;

/** What a form answered to the steps sent: the next step, or what it created. */
export type FormReply = ({ kind: 'step' } & FormNextStep) | ({ kind: 'created' } & FormCreated);

/** Collections a completed form may have added to; they are refetched afterwards. */
const FORM_COLLECTIONS = [
  '/v1/kinds',
  '/v1/products',
  '/v1/categories',
  '/v1/strains',
  '/v1/tags',
] as const;

/** `/v1/forms/{formKey}[?shop_id=]`. */
export function formPath(formKey: string, shopId?: string | null): string {
  const path = `/v1/forms/${encodeURIComponent(formKey)}`;
  return shopId ? `${path}?shop_id=${encodeURIComponent(shopId)}` : path;
}

function isNextStep(body: unknown): body is FormNextStep {
  return typeof body === 'object' && body !== null && 'form' in body && 'step' in body;
}

/**
 * Sends the answers so far (`[]` to start) and returns the next step or what was created.
 *
 * @throws {ApiError} 400 with `validation_errors` (read them with `formErrorsOf(error, { locs:
 *   'form' })`), 503 while changes are paused, 404 for an unknown form.
 */
export async function postForm(
  formKey: string,
  answers: readonly FormStepAnswer[],
  shopId?: string | null,
): Promise<FormReply> {
  try {
    const created = await api.request<FormCreated>(formPath(formKey, shopId), {
      method: 'POST',
      json: answers,
      handled: FORM_HANDLED_STATUSES,
    });
    void revalidate(FORM_COLLECTIONS);
    return { kind: 'created', ...created };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === FORM_NOT_COMPLETE_STATUS &&
      isNextStep(error.body)
    ) {
      return { kind: 'step', ...error.body };
    }
    throw error;
  }
}

/** What starts a content workflow for a kind. */
export type { WorkflowStart };

/** `POST /v1/wfo/start-content-workflow`: the id of the new workflow. */
export async function startContentWorkflow(start: WorkflowStart): Promise<string> {
  const body = await api.request<{ process_id: string }>('/v1/wfo/start-content-workflow', {
    method: 'POST',
    json: start,
    handled: [400, 404, 503],
  });
  return body.process_id;
}

/** `GET /v1/wfo/get-workflow-current-step/{id}`: where the workflow is. */
export function getWorkflowStep(processId: string): Promise<WorkflowView> {
  return api.request<WorkflowView>(
    `/v1/wfo/get-workflow-current-step/${encodeURIComponent(processId)}`,
    { handled: [404] },
  );
}

/**
 * `GET /v1/wfo/kind-content-workflow/{kindId}`: the kind's workflow that is running or waits
 * for a person, so a page opened again shows it; null when there is none.
 */
export async function getKindWorkflow(kindId: string): Promise<WorkflowView | null> {
  const body = await api.request<KindWorkflow>(
    `/v1/wfo/kind-content-workflow/${encodeURIComponent(kindId)}`,
    { handled: [404] },
  );
  return body.workflow;
}

/** What a review settles: the effects, and per text accept, edit (with its text) or reject. */
export type { WorkflowResume };

/**
 * `POST /v1/wfo/resume-content-workflow`: continues a workflow that waits for validation,
 * with the effects and the decision per text the user settled on.
 *
 * @throws {ApiError} 422 when the workflow is not waiting (any more).
 */
export function resumeContentWorkflow(resume: WorkflowResume): Promise<WorkflowView> {
  return api.request<WorkflowView>('/v1/wfo/resume-content-workflow', {
    method: 'POST',
    json: resume,
    handled: [400, 404, 422, 503],
  });
}
