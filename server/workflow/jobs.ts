import { WORKFLOW_STEPS, type WorkflowResume, type WorkflowView } from '../../src/domain/contract';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ContentJobStatus, WorkflowStatus } from '../../src/domain';
import type { Principal } from '../auth/principal';
import { assertCanWriteGroupItem, canReadGroupItem } from '../auth/tenancy';
import type { Executor } from '../db/client';
import { type ContentState, contentJobs, kinds } from '../db/schema';
import { AppError, notFound } from '../errors';
import { getVisibleItem } from '../services/catalogue/catalogue-items';
import { KIND } from '../services/catalogue/kinds';
import { type KindTexts, settleReview } from './texts';

/**
 * The content workflow's records: one row of `content_jobs` per workflow, holding its step,
 * statuses, generated state and the lease of the process running its current step.
 */

/** The steps in order; `last_step_index` counts the steps done. */
export { WORKFLOW_STEPS };
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];

export type JobRow = typeof contentJobs.$inferSelect;

/** Statuses a runner may claim; the rest wait for a person or are final. */
const CLAIMABLE: WorkflowStatus[] = ['created', 'running', 'resumed'];
/** Statuses of a workflow that has not ended. */
const UNFINISHED: WorkflowStatus[] = [...CLAIMABLE, 'suspended', 'waiting', 'awaiting_callback'];

export type { WorkflowView } from '../../src/domain/contract';

const NO_TEXTS: KindTexts = {
  description_nl: '',
  description_en: '',
  short_description_nl: '',
  short_description_en: '',
};

export function presentWorkflow(row: JobRow): WorkflowView {
  const state = row.currentState;
  const ended =
    row.lastStepIndex >= row.totalSteps ||
    !UNFINISHED.includes(row.workflowStatus as WorkflowStatus);
  return {
    process_id: row.id,
    product_id: row.kindId,
    product_name: row.productName,
    brave_mode: row.braveMode,
    last_step_index: row.lastStepIndex,
    total_steps: row.totalSteps,
    current_step: ended ? null : (WORKFLOW_STEPS[row.lastStepIndex] ?? null),
    last_status: row.workflowStatus as WorkflowStatus,
    job_status: row.jobStatus as ContentJobStatus,
    current_state: {
      description_nl: state.description_nl ?? '',
      description_en: state.description_en ?? '',
      short_description_nl: state.short_description_nl ?? '',
      short_description_en: state.short_description_en ?? '',
      flavors: state.flavors ?? [],
      effects: state.effects ?? [],
    },
    previous_texts: state.previous ?? NO_TEXTS,
    own_texts: state.own ?? [],
    decisions: state.decisions ?? {},
    overwrite: state.overwrite === true,
    ...(row.error && { error: row.error }),
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

/**
 * The workflow when the caller may see it: its kind is visible to them, or (the kind being
 * gone) they started it. Otherwise 404.
 */
export async function getVisibleJob(
  db: Executor,
  principal: Principal,
  id: string,
  lock = false,
): Promise<{ job: JobRow; kindGroupId: string | null | undefined }> {
  const query = db
    .select({ job: contentJobs, kindGroupId: kinds.shopGroupId })
    .from(contentJobs)
    .leftJoin(kinds, eq(kinds.id, contentJobs.kindId))
    .where(eq(contentJobs.id, id));
  const [found] = lock ? await query.for('update', { of: contentJobs }) : await query;
  if (!found) throw notFound('Workflow');
  const visible = found.job.kindId
    ? canReadGroupItem(principal, found.kindGroupId)
    : principal.isSuperuser || found.job.createdBy === principal.userId;
  if (!visible) throw notFound('Workflow');
  return { job: found.job, kindGroupId: found.kindGroupId };
}

export interface StartInput {
  product_id: string;
  product_name: string;
  brave_mode: boolean;
  /** Brave mode replaces a person's texts too. */
  overwrite: boolean;
}

/**
 * Starts a workflow for a kind the caller may edit. An unfinished workflow of the same kind
 * is aborted: the newest request wins.
 */
export async function startWorkflow(
  tx: Executor,
  principal: Principal,
  input: StartInput,
): Promise<JobRow> {
  const kind = await getVisibleItem(tx, KIND, principal, input.product_id, true);
  assertCanWriteGroupItem(principal, kind.shopGroupId, 'Kind');
  await tx
    .update(contentJobs)
    .set({
      workflowStatus: 'aborted',
      jobStatus: 'failed',
      error: 'Afgebroken: er is een nieuwe workflow voor deze kind gestart.',
      lockedUntil: null,
      lockedBy: null,
      modifiedAt: new Date(),
    })
    .where(and(eq(contentJobs.kindId, kind.id), inArray(contentJobs.workflowStatus, UNFINISHED)));
  const [row] = await tx
    .insert(contentJobs)
    .values({
      kindId: kind.id,
      productName: input.product_name.trim() || kind.name,
      braveMode: input.brave_mode,
      currentState: input.overwrite ? { overwrite: true } : {},
      totalSteps: WORKFLOW_STEPS.length,
      createdBy: principal.userId,
      setBy: principal.userId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Continues a workflow that waits for validation, with the effects the user settled on and
 * their decision per text (accept, edit or reject).
 */
export async function resumeWorkflow(
  tx: Executor,
  principal: Principal,
  id: string,
  review: Pick<WorkflowResume, 'effects' | 'texts'>,
): Promise<JobRow> {
  const { job, kindGroupId } = await getVisibleJob(tx, principal, id, true);
  if (job.kindId) assertCanWriteGroupItem(principal, kindGroupId ?? null, 'Workflow');
  if (job.workflowStatus !== 'suspended') throw new AppError('WORKFLOW_NOT_SUSPENDED');
  const [row] = await tx
    .update(contentJobs)
    .set({
      currentState: {
        ...job.currentState,
        ...settleReview(job.currentState, review.texts),
        effects: review.effects,
      },
      lastStepIndex: WORKFLOW_STEPS.indexOf('validate_content') + 1,
      // Whoever resumes it sets it: the texts are saved for them, with their rights.
      setBy: principal.userId,
      workflowStatus: 'resumed',
      jobStatus: 'running',
      modifiedAt: new Date(),
    })
    .where(eq(contentJobs.id, id))
    .returning();
  if (!row) throw notFound('Workflow');
  return row;
}

/** The kind's newest workflow that has not ended, when the caller may see the kind. */
export async function findUnfinishedJob(
  db: Executor,
  principal: Principal,
  kindId: string,
): Promise<JobRow | null> {
  await getVisibleItem(db, KIND, principal, kindId);
  const [row] = await db
    .select()
    .from(contentJobs)
    .where(and(eq(contentJobs.kindId, kindId), inArray(contentJobs.workflowStatus, UNFINISHED)))
    .orderBy(desc(contentJobs.createdAt), desc(contentJobs.id))
    .limit(1);
  return row && row.lastStepIndex < row.totalSteps ? row : null;
}

/**
 * Claims the next step of any workflow for `leaseMs`: the oldest claimable row whose lease is
 * free or expired, locked with SKIP LOCKED so two processes never claim the same row.
 */
export async function claimNextJob(
  tx: Executor,
  token: string,
  leaseMs: number,
): Promise<JobRow | null> {
  const claimable = and(
    inArray(contentJobs.workflowStatus, CLAIMABLE),
    or(isNull(contentJobs.lockedUntil), lt(contentJobs.lockedUntil, sql`now()`)),
  );
  const [candidate] = await tx
    .select({ id: contentJobs.id })
    .from(contentJobs)
    .where(claimable)
    .orderBy(contentJobs.modifiedAt, contentJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!candidate) return null;
  const [row] = await tx
    .update(contentJobs)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      lockedBy: token,
      attempts: sql`${contentJobs.attempts} + 1`,
      workflowStatus: 'running',
      jobStatus: 'running',
      modifiedAt: new Date(),
    })
    .where(and(eq(contentJobs.id, candidate.id), claimable))
    .returning();
  return row ?? null;
}

/** Extends the lease of a claim that is still working; false when the claim was lost. */
export async function renewLease(
  db: Executor,
  id: string,
  token: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(contentJobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(eq(contentJobs.id, id), eq(contentJobs.lockedBy, token)))
    .returning({ id: contentJobs.id });
  return rows.length > 0;
}

/** What a finished step changes on its workflow. */
export interface StepPatch {
  lastStepIndex?: number;
  workflowStatus: WorkflowStatus;
  jobStatus: ContentJobStatus;
  currentState?: Partial<ContentState>;
  error?: string | null;
  /** A step done resets the count of claims; a step given up keeps it. */
  resetAttempts?: boolean;
}

/**
 * Records a step's outcome and frees the lease, if the claim still holds it and the workflow
 * was not aborted meanwhile. False means another process or request took over: the outcome
 * must be dropped.
 */
export async function finishStep(
  tx: Executor,
  id: string,
  token: string,
  patch: StepPatch,
): Promise<boolean> {
  const rows = await tx
    .update(contentJobs)
    .set({
      ...(patch.lastStepIndex !== undefined && { lastStepIndex: patch.lastStepIndex }),
      workflowStatus: patch.workflowStatus,
      jobStatus: patch.jobStatus,
      ...(patch.currentState && { currentState: patch.currentState }),
      ...(patch.error !== undefined && { error: patch.error }),
      ...(patch.resetAttempts && { attempts: 0 }),
      lockedUntil: null,
      lockedBy: null,
      modifiedAt: new Date(),
    })
    .where(
      and(
        eq(contentJobs.id, id),
        eq(contentJobs.lockedBy, token),
        eq(contentJobs.workflowStatus, 'running'),
      ),
    )
    .returning({ id: contentJobs.id });
  return rows.length > 0;
}

/** Gives a claim back unfinished (the process is stopping): another process may take it now. */
export async function releaseLease(db: Executor, id: string, token: string): Promise<void> {
  await db
    .update(contentJobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      attempts: sql`greatest(${contentJobs.attempts} - 1, 0)`,
    })
    .where(and(eq(contentJobs.id, id), eq(contentJobs.lockedBy, token)));
}
