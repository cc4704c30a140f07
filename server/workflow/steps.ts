import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type ContentState, kinds } from '../db/schema';
import { recordEdit } from '../services/audit';
import { shopsShowingKind } from '../services/board-impact';
import type { ChangeSet } from '../services/changes';
import {
  type ContentGenerator,
  GeneratorOutputError,
  GeneratorUnavailableError,
  type KindProfile,
  toContentState,
} from './generator';
import { type JobRow, type StepPatch, WORKFLOW_STEPS } from './jobs';
import { loadKindProfile, profileProblem } from './profile';

/**
 * What each workflow step does. A step reads, computes, and returns its outcome: the patch of
 * its workflow and, for the last step, the write that goes into the same transaction.
 */

/** The kind is gone or too thin to write about. */
export class InconsistentDataError extends Error {}

export interface StepEnvironment {
  db: Executor;
  generator: ContentGenerator;
  /** First wait before retrying an unavailable generator; the second wait is twice as long. */
  retryDelayMs: number;
}

export interface StepOutcome {
  patch: StepPatch;
  /** Runs in the transaction that records the patch. */
  commit?: (tx: Executor, changes: ChangeSet) => Promise<void>;
}

const index = (step: (typeof WORKFLOW_STEPS)[number]) => WORKFLOW_STEPS.indexOf(step);

/** Generator calls that fail for want of the service are tried this often in all. */
const GENERATOR_TRIES = 3;

async function requireProfile(env: StepEnvironment, job: JobRow): Promise<KindProfile> {
  const profile = await loadKindProfile(env.db, job.kindId);
  if (!profile) throw new InconsistentDataError('De kind bestaat niet meer.');
  const problem = profileProblem(profile);
  if (problem) throw new InconsistentDataError(problem);
  return profile;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Calls the generator, retrying twice when it is unavailable. */
async function generateWithRetries(
  env: StepEnvironment,
  profile: KindProfile,
  signal: AbortSignal,
): Promise<ContentState> {
  for (let attempt = 1; ; attempt++) {
    try {
      return toContentState(await env.generator.generate(profile, signal));
    } catch (error) {
      if (!(error instanceof GeneratorUnavailableError) || attempt >= GENERATOR_TRIES) throw error;
      await sleep(env.retryDelayMs * attempt, signal);
    }
  }
}

async function checkKind(env: StepEnvironment, job: JobRow): Promise<StepOutcome> {
  await requireProfile(env, job);
  return {
    patch: {
      lastStepIndex: index('check_kind') + 1,
      workflowStatus: 'running',
      jobStatus: 'awaiting_generation',
      resetAttempts: true,
    },
  };
}

async function generateContent(
  env: StepEnvironment,
  job: JobRow,
  signal: AbortSignal,
): Promise<StepOutcome> {
  const profile = await requireProfile(env, job);
  const content = await generateWithRetries(env, profile, signal);
  // Brave mode skips the validation step; otherwise a person looks first.
  const patch: StepPatch = job.braveMode
    ? {
        lastStepIndex: index('validate_content') + 1,
        workflowStatus: 'running',
        jobStatus: 'running',
      }
    : {
        lastStepIndex: index('generate_content') + 1,
        workflowStatus: 'suspended',
        jobStatus: 'awaiting_validation',
      };
  return { patch: { ...patch, currentState: content, resetAttempts: true } };
}

/** Writes the generated texts to the kind; boards showing it reload; the edit is audited. */
function saveContent(job: JobRow): StepOutcome {
  const state = job.currentState;
  return {
    patch: {
      lastStepIndex: index('save_content') + 1,
      workflowStatus: 'completed',
      jobStatus: 'completed',
      resetAttempts: true,
    },
    commit: async (tx, changes) => {
      const kindId = job.kindId;
      const updated = kindId
        ? await tx
            .update(kinds)
            .set({
              descriptionNl: state.description_nl ?? '',
              descriptionEn: state.description_en ?? '',
              shortDescriptionNl: state.short_description_nl ?? '',
              shortDescriptionEn: state.short_description_en ?? '',
              modifiedAt: new Date(),
            })
            .where(eq(kinds.id, kindId))
            .returning({ id: kinds.id, name: kinds.name })
        : [];
      const kind = updated[0];
      if (!kind) throw new InconsistentDataError('De kind bestaat niet meer.');
      changes.touchShops(await shopsShowingKind(tx, kind.id));
      await recordEdit(tx, {
        userId: job.createdBy,
        entityType: 'kind',
        entityId: kind.id,
        action: 'Edited',
        details: {
          name: kind.name,
          content_workflow: job.id,
          fields: [
            'description_nl',
            'description_en',
            'short_description_nl',
            'short_description_en',
          ],
        },
      });
    },
  };
}

/** Runs the step the workflow is at. */
export async function runStep(
  env: StepEnvironment,
  job: JobRow,
  signal: AbortSignal,
): Promise<StepOutcome> {
  switch (WORKFLOW_STEPS[job.lastStepIndex]) {
    case 'check_kind':
      return checkKind(env, job);
    case 'generate_content':
      return generateContent(env, job, signal);
    case 'validate_content':
      // Only a person moves past validation (resume); wait for them.
      return { patch: { workflowStatus: 'suspended', jobStatus: 'awaiting_validation' } };
    case 'save_content':
      return saveContent(job);
    default:
      return { patch: { workflowStatus: 'completed', jobStatus: 'completed' } };
  }
}

/** How a failed step ends its workflow. */
export interface StepFailure {
  status: StepPatch['workflowStatus'];
  message: string;
  /** Not one of the expected failures: worth a log line. */
  unexpected: boolean;
}

/** The workflow status and message a failed step ends in. */
export function failureOf(error: unknown): StepFailure {
  if (error instanceof InconsistentDataError) {
    return { status: 'inconsistent_data', message: error.message, unexpected: false };
  }
  if (error instanceof GeneratorUnavailableError) {
    const message = `${error.message} Tried ${GENERATOR_TRIES} times.`;
    return { status: 'api_unavailable', message, unexpected: false };
  }
  if (error instanceof GeneratorOutputError) {
    return { status: 'failed', message: error.message, unexpected: false };
  }
  const message = 'The workflow failed because of an unexpected error.';
  return { status: 'failed', message, unexpected: true };
}
