/**
 * The content workflow of the detail page without React: when to keep polling, what the
 * progress line and failures say, the rules of the effects staff may edit before the
 * workflow continues, and the review of each generated text (accept, edit or reject).
 */
import type { WorkflowResume, WorkflowView } from '../../api/types';
import {
  CONTENT_LIMITS,
  CONTENT_TEXT_FIELDS,
  type ContentTextDecision,
  type ContentTextField,
  type WorkflowStatus,
} from '../../domain';
import { t } from '../../i18n';

/** The messages of this module, in the current language. */
export const MODEL_TEXTS = {
  effectEmpty: () => t('productDetail.workflow.effectEmpty'),
  effectTooLong: (max: number) => t('productDetail.workflow.effectTooLong', { max }),
  effectDuplicate: () => t('productDetail.workflow.effectDuplicate'),
  effectTooMany: (max: number) => t('productDetail.workflow.effectTooMany', { max }),
  editEmpty: (label: string) => t('productDetail.workflow.editEmpty', { label }),
  editTooLong: (label: string, max: number) =>
    t('productDetail.workflow.editTooLong', { label, max }),
  textLabel: (field: ContentTextField) => t(`productDetail.field.${field}`),
} as const;

/** The spec polls the workflow every 4 s. */
export const WORKFLOW_POLL_MS = 4000;

/** Effects the workflow accepts on resume. */
export const EFFECT_LIMITS = {
  items: CONTENT_LIMITS.listItems,
  length: CONTENT_LIMITS.listItemLength,
} as const;

/** Where a workflow is, as the page shows it. */
export type WorkflowPhase = 'running' | 'suspended' | 'completed' | 'failed';

/** Statuses after which a workflow does nothing more. */
const FAILED_STATUSES: readonly WorkflowStatus[] = [
  'failed',
  'api_unavailable',
  'inconsistent_data',
  'aborted',
];

/** The phase of a workflow: done once its last step index reaches its step count. */
export function workflowPhaseOf(view: WorkflowView): WorkflowPhase {
  if (FAILED_STATUSES.includes(view.last_status)) return 'failed';
  if (view.last_status === 'completed' || view.last_step_index >= view.total_steps) {
    return 'completed';
  }
  if (view.last_status === 'suspended') return 'suspended';
  return 'running';
}

/** Whether the page reads the workflow again: while it runs (not waiting for a person). */
export function keepsPolling(view: WorkflowView | null): boolean {
  return view === null || workflowPhaseOf(view) === 'running';
}

const WORKFLOW_STATUSES: readonly WorkflowStatus[] = [
  'created',
  'running',
  'suspended',
  'waiting',
  'awaiting_callback',
  'aborted',
  'failed',
  'api_unavailable',
  'inconsistent_data',
  'completed',
  'resumed',
];

/** The progress line: 'Stap 2 van 4: wacht op controle'. */
export function progressTextOf(view: WorkflowView): string {
  const done = Math.min(view.last_step_index, view.total_steps);
  const status = WORKFLOW_STATUSES.includes(view.last_status)
    ? t(`productDetail.workflow.status.${view.last_status}`)
    : view.last_status;
  return t('productDetail.workflow.progress', { done, total: view.total_steps, status });
}

const FAILURE_STATUSES = ['failed', 'api_unavailable', 'inconsistent_data', 'aborted'] as const;

/** What a failed workflow says, with the server's reason when it gives one. */
export function failureTextOf(view: WorkflowView): string {
  const status = (FAILURE_STATUSES as readonly string[]).includes(view.last_status)
    ? (view.last_status as (typeof FAILURE_STATUSES)[number])
    : 'failed';
  const text = t(`productDetail.workflow.failure.${status}`);
  return view.error
    ? t('productDetail.workflow.failureReason', { text, reason: view.error })
    : text;
}

/** The effects with `text` added, or why it cannot be added. */
export function addEffect(
  effects: readonly string[],
  text: string,
): { ok: true; effects: string[] } | { ok: false; message: string } {
  const effect = text.trim();
  if (!effect) return { ok: false, message: MODEL_TEXTS.effectEmpty() };
  if (effect.length > EFFECT_LIMITS.length) {
    return { ok: false, message: MODEL_TEXTS.effectTooLong(EFFECT_LIMITS.length) };
  }
  if (effects.some((item) => item.toLowerCase() === effect.toLowerCase())) {
    return { ok: false, message: MODEL_TEXTS.effectDuplicate() };
  }
  if (effects.length >= EFFECT_LIMITS.items) {
    return { ok: false, message: MODEL_TEXTS.effectTooMany(EFFECT_LIMITS.items) };
  }
  return { ok: true, effects: [...effects, effect] };
}

/** The effects without the one at `index`. */
export function removeEffect(effects: readonly string[], index: number): string[] {
  return effects.filter((_, at) => at !== index);
}

/** One generated text under review, beside the kind's text it would replace. */
export interface ReviewText {
  field: ContentTextField;
  label: string;
  /** The kind's text when the new one was generated ('' when it had none). */
  previous: string;
  generated: string;
  /** A person wrote or edited the kind's text: the workflow proposes to keep it. */
  own: boolean;
  decision: ContentTextDecision;
  /** The text to save when the decision is 'edit'; starts as the generated text. */
  edited: string;
}

const TEXT_LIMITS: Record<ContentTextField, number> = {
  short_description_nl: CONTENT_LIMITS.shortDescription,
  short_description_en: CONTENT_LIMITS.shortDescription,
  description_nl: CONTENT_LIMITS.description,
  description_en: CONTENT_LIMITS.description,
};

/** The texts of a suspended workflow with the decisions it proposes. */
export function reviewTextsOf(view: WorkflowView): ReviewText[] {
  return CONTENT_TEXT_FIELDS.map((field) => {
    const own = view.own_texts.includes(field);
    return {
      field,
      label: MODEL_TEXTS.textLabel(field),
      previous: view.previous_texts[field],
      generated: view.current_state[field],
      own,
      decision: view.decisions[field] ?? (own ? 'reject' : 'accept'),
      edited: view.current_state[field],
    };
  });
}

/** The review with one text changed. */
export function changeReviewText(
  texts: readonly ReviewText[],
  field: ContentTextField,
  change: Partial<Pick<ReviewText, 'decision' | 'edited'>>,
): ReviewText[] {
  return texts.map((text) => (text.field === field ? { ...text, ...change } : text));
}

/** Why the review cannot be sent yet (an edit left empty or too long); null when it can. */
export function reviewProblemOf(texts: readonly ReviewText[]): string | null {
  for (const text of texts) {
    if (text.decision !== 'edit') continue;
    if (!text.edited.trim()) return MODEL_TEXTS.editEmpty(text.label);
    if (text.edited.trim().length > TEXT_LIMITS[text.field]) {
      return MODEL_TEXTS.editTooLong(text.label, TEXT_LIMITS[text.field]);
    }
  }
  return null;
}

/** The resume call of a review: the effects and every text's decision. */
export function resumeOf(
  processId: string,
  effects: string[],
  texts: readonly ReviewText[],
): WorkflowResume {
  return {
    process_id: processId,
    effects,
    texts: Object.fromEntries(
      texts.map((text) => [
        text.field,
        text.decision === 'edit'
          ? { decision: 'edit', text: text.edited.trim() }
          : { decision: text.decision },
      ]),
    ),
  };
}
