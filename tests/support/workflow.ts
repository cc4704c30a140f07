/** Helpers of the content workflow suites. */

export interface WorkflowStep {
  process_id: string;
  product_id: string | null;
  last_step_index: number;
  total_steps: number;
  current_step: string | null;
  last_status: string;
  job_status: string;
  current_state: {
    description_nl: string;
    description_en: string;
    short_description_nl: string;
    short_description_en: string;
    flavors: string[];
    effects: string[];
  };
  previous_texts: Record<ContentTextField, string>;
  own_texts: ContentTextField[];
  decisions: Partial<Record<ContentTextField, 'accept' | 'edit' | 'reject'>>;
  overwrite: boolean;
  error?: string;
}

export type ContentTextField =
  'description_nl' | 'description_en' | 'short_description_nl' | 'short_description_en';

/** Statuses after which a workflow does nothing more by itself. */
export const RESTING_STATUSES = [
  'completed',
  'suspended',
  'failed',
  'aborted',
  'api_unavailable',
  'inconsistent_data',
];

/**
 * Reads the workflow (through `read`) until it rests: completed, suspended or failed. Fails
 * after `timeoutMs` with the last state seen.
 */
export async function waitForWorkflow(
  read: () => Promise<WorkflowStep>,
  timeoutMs = 15_000,
): Promise<WorkflowStep> {
  const deadline = Date.now() + timeoutMs;
  let last: WorkflowStep | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (RESTING_STATUSES.includes(last.last_status)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the workflow did not come to rest: ${JSON.stringify(last)}`);
}
