import { eq } from 'drizzle-orm';
import { CONTENT_TEXT_FIELDS } from '../../src/domain';
import { loadPrincipal } from '../auth/principal';
import { canReadGroupItem } from '../auth/tenancy';
import type { Executor } from '../db/client';
import { type ContentState, kinds } from '../db/schema';
import { recordEdit } from '../services/writer/audit';
import { shopsShowingKind } from '../services/writer/board-impact';
import type { ChangeSet } from '../services/writer/changes';
import {
  type ContentGenerator,
  GeneratorOutputError,
  GeneratorUnavailableError,
  type KindProfile,
  toContentState,
} from './generator';
import { type JobRow, type StepPatch, WORKFLOW_STEPS } from './jobs';
import { loadKindProfile, profileProblem } from './profile';
import {
  loadKindTexts,
  loadTextOrigins,
  proposedDecisions,
  savesUnreviewed,
  textsToSave,
} from './texts';

/**
 * What each workflow step does. A step reads, computes, and returns its outcome: the patch of
 * its workflow and, for the last step, the write that goes into the same transaction.
 */

/** The kind is gone or too thin to write about. */
export class InconsistentDataError extends Error {}

/** The person the workflow acts for may no longer edit its kind. */
export class ActorRightsError extends Error {}

export const WORKFLOW_RIGHTS_MESSAGE =
  'Wie deze workflow het laatst startte of hervatte, mag deze kind niet meer bewerken.';

/** Who a workflow acts for: whoever last started or resumed it (older rows: who started it). */
export function workflowActor(job: Pick<JobRow, 'setBy' | 'createdBy'>): string | null {
  return job.setBy ?? job.createdBy;
}

/**
 * Checks, as each step runs and again as its outcome is saved, that the person the workflow
 * acts for is still active and may still edit the kind (a superuser, or staff of the kind's
 * group: a global kind only for superusers), with their rights as they are now.
 */
export async function assertActorMayEdit(db: Executor, job: JobRow): Promise<void> {
  const actor = workflowActor(job);
  const principal = actor ? await loadPrincipal(db, actor) : null;
  if (!principal) throw new ActorRightsError(WORKFLOW_RIGHTS_MESSAGE);
  if (principal.isSuperuser || !job.kindId) return;
  const [kind] = await db
    .select({ groupId: kinds.shopGroupId })
    .from(kinds)
    .where(eq(kinds.id, job.kindId));
  if (!kind) return;
  if (kind.groupId === null || !canReadGroupItem(principal, kind.groupId)) {
    throw new ActorRightsError(WORKFLOW_RIGHTS_MESSAGE);
  }
}

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
  const origins = await loadTextOrigins(env.db, profile.id, job.id);
  if (!origins) throw new InconsistentDataError('De kind bestaat niet meer.');
  const overwrite = job.currentState.overwrite === true;
  // Brave mode skips the validation step unless it would replace a person's text; otherwise
  // a person looks first, with the kind's texts beside the new ones.
  const patch: StepPatch = savesUnreviewed(job.braveMode, origins.own, overwrite)
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
  const currentState: ContentState = {
    ...content,
    ...origins,
    decisions: proposedDecisions(origins.own, overwrite),
    overwrite,
  };
  return { patch: { ...patch, currentState, resetAttempts: true } };
}

/**
 * Writes the texts not rejected to the kind; boards showing it reload; the edit is audited. A
 * text a person changed since it was generated stays as they left it.
 */
function saveContent(job: JobRow): StepOutcome {
  return {
    patch: {
      lastStepIndex: index('save_content') + 1,
      workflowStatus: 'completed',
      jobStatus: 'completed',
      resetAttempts: true,
    },
    commit: async (tx, changes) => {
      await assertActorMayEdit(tx, job);
      const current = job.kindId ? await loadKindTexts(tx, job.kindId, true) : null;
      if (!job.kindId || !current) throw new InconsistentDataError('De kind bestaat niet meer.');
      const texts = textsToSave(job.currentState, current);
      const fields = CONTENT_TEXT_FIELDS.filter((field) => texts[field] !== undefined);
      if (fields.length === 0) return;
      const [kind] = await tx
        .update(kinds)
        .set({
          ...(texts.description_nl !== undefined && { descriptionNl: texts.description_nl }),
          ...(texts.description_en !== undefined && { descriptionEn: texts.description_en }),
          ...(texts.short_description_nl !== undefined && {
            shortDescriptionNl: texts.short_description_nl,
          }),
          ...(texts.short_description_en !== undefined && {
            shortDescriptionEn: texts.short_description_en,
          }),
          modifiedAt: new Date(),
        })
        .where(eq(kinds.id, job.kindId))
        .returning({ id: kinds.id, name: kinds.name });
      if (!kind) throw new InconsistentDataError('De kind bestaat niet meer.');
      changes.touchShops(await shopsShowingKind(tx, kind.id));
      await recordEdit(tx, {
        userId: workflowActor(job),
        entityType: 'kind',
        entityId: kind.id,
        action: 'Edited',
        details: { name: kind.name, content_workflow: job.id, fields },
      });
    },
  };
}

/** Runs the step the workflow is at, for a person who may still edit the kind. */
export async function runStep(
  env: StepEnvironment,
  job: JobRow,
  signal: AbortSignal,
): Promise<StepOutcome> {
  await assertActorMayEdit(env.db, job);
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
  if (error instanceof ActorRightsError) {
    return { status: 'failed', message: error.message, unexpected: false };
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
