/**
 * The content workflow of the detail page without React: when to keep polling, what the
 * progress line and failures say, and the rules of the effects staff may edit before the
 * workflow continues.
 */
import type { WorkflowView } from '../../api/types';
import { CONTENT_LIMITS, type WorkflowStatus } from '../../domain';

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

export const WORKFLOW_STATUS_LABELS: Record<WorkflowStatus, string> = {
  created: 'aangemaakt',
  running: 'bezig',
  suspended: 'wacht op controle',
  waiting: 'wacht',
  awaiting_callback: 'wacht op antwoord',
  aborted: 'afgebroken',
  failed: 'mislukt',
  api_unavailable: 'tekstdienst niet bereikbaar',
  inconsistent_data: 'gegevens onvolledig',
  completed: 'klaar',
  resumed: 'hervat',
};

/** The progress line: 'Stap 2 van 4: wacht op controle'. */
export function progressTextOf(view: WorkflowView): string {
  const done = Math.min(view.last_step_index, view.total_steps);
  const status = WORKFLOW_STATUS_LABELS[view.last_status] ?? view.last_status;
  return `Stap ${done} van ${view.total_steps}: ${status}`;
}

const FAILURE_TEXTS: Partial<Record<WorkflowStatus, string>> = {
  failed: 'Het genereren van de beschrijvingen is mislukt.',
  api_unavailable: 'De tekstdienst is niet bereikbaar. Probeer het later opnieuw.',
  inconsistent_data: 'De gegevens van deze wiet zijn niet compleet genoeg om over te schrijven.',
  aborted: 'De workflow is afgebroken.',
};

/** What a failed workflow says, with the server's reason when it gives one. */
export function failureTextOf(view: WorkflowView): string {
  const text = FAILURE_TEXTS[view.last_status] ?? FAILURE_TEXTS.failed ?? '';
  return view.error ? `${text} (${view.error})` : text;
}

/** The effects with `text` added, or why it cannot be added. */
export function addEffect(
  effects: readonly string[],
  text: string,
): { ok: true; effects: string[] } | { ok: false; message: string } {
  const effect = text.trim();
  if (!effect) return { ok: false, message: 'Typ eerst een effect.' };
  if (effect.length > EFFECT_LIMITS.length) {
    return { ok: false, message: `Hooguit ${EFFECT_LIMITS.length} tekens.` };
  }
  if (effects.some((item) => item.toLowerCase() === effect.toLowerCase())) {
    return { ok: false, message: 'Staat al in de lijst.' };
  }
  if (effects.length >= EFFECT_LIMITS.items) {
    return { ok: false, message: `Hooguit ${EFFECT_LIMITS.items} effecten.` };
  }
  return { ok: true, effects: [...effects, effect] };
}

/** The effects without the one at `index`. */
export function removeEffect(effects: readonly string[], index: number): string[] {
  return effects.filter((_, at) => at !== index);
}
