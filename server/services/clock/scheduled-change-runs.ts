import { and, eq, min, sql } from 'drizzle-orm';
import type { ScheduledChangeActionInput } from '../../../src/domain/contract';
import { canAccessShop, loadPrincipal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { scheduledChanges, shopsToPrices } from '../../db/schema';
import { AppError } from '../../errors';
import { ChangeSet } from '../writer/changes';
import { changesPaused } from '../writer/maintenance';
import { SCHEDULE_MESSAGES, applyAction, linkStates, type ScheduledRow } from './scheduled-changes';

/**
 * Making scheduled changes at their moment, for `ScheduleRunner`: when to look next, a lease on
 * one due change that no other process takes, and the change made as whoever last set it, with
 * its outcome recorded. Saving, editing and listing them is in `scheduled-changes.ts`.
 */

/**
 * When the runner should look next: the soonest pending change, or for one another process
 * holds, the end of its lease (it is made by then, or taken over).
 */
export async function nextDueAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({
      at: min(
        sql<Date>`greatest(${scheduledChanges.applyAt}, coalesce(${scheduledChanges.leasedUntil}, ${scheduledChanges.applyAt}))`,
      ),
    })
    .from(scheduledChanges)
    .where(eq(scheduledChanges.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Takes the lease of one due change: pending, due at `now`, and not leased by a live process,
 * unless changes are paused. One statement, with `FOR UPDATE SKIP LOCKED`, so two processes
 * never take the same one, and no change is taken once a pause has taken effect.
 */
export async function claimDueChange(
  db: Executor,
  token: string,
  now: Date,
  leaseMs: number,
): Promise<{ id: string; attempts: number } | null> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const [row] = await rowsOf<{ id: string; attempts: number }>(
    db,
    sql`
    update scheduled_changes
    set leased_until = ${until}::timestamptz, leased_by = ${token}, attempts = attempts + 1
    where id = (
      select id from scheduled_changes
      where status = 'pending' and apply_at <= ${at}::timestamptz
        and (leased_until is null or leased_until < ${at}::timestamptz)
        and not ${changesPaused()}
      order by apply_at, id
      limit 1
      for update skip locked
    )
    returning id::text as id, attempts`,
  );
  return row ? { id: row.id, attempts: Number(row.attempts) } : null;
}

/** Gives a lease back without an outcome (the process is stopping or the write failed). */
export async function releaseChangeLease(db: Executor, id: string, token: string): Promise<void> {
  await db
    .update(scheduledChanges)
    .set({ leasedUntil: null, leasedBy: null })
    .where(and(eq(scheduledChanges.id, id), eq(scheduledChanges.leasedBy, token)));
}

export type ApplyOutcome = 'applied' | 'failed' | 'skipped';

/**
 * Makes a claimed change within the writer's transaction and records how it went: the change
 * is checked again as the user who last set it (with their rights now); a row gone, a user
 * without access, or a change the rules now refuse make it `failed` with the reason.
 */
export async function applyClaimedChange(
  tx: Executor,
  changes: ChangeSet,
  id: string,
  token: string,
  now: Date,
  giveUp: boolean,
): Promise<ApplyOutcome> {
  const [row] = await tx
    .select()
    .from(scheduledChanges)
    .where(
      and(
        eq(scheduledChanges.id, id),
        eq(scheduledChanges.status, 'pending'),
        eq(scheduledChanges.leasedBy, token),
      ),
    )
    .for('update');
  if (!row) return 'skipped';
  const failure = giveUp ? SCHEDULE_MESSAGES.interrupted : await attemptChange(tx, changes, row);
  await tx
    .update(scheduledChanges)
    .set(
      failure === null
        ? { status: 'applied', appliedAt: now, leasedUntil: null, leasedBy: null }
        : { status: 'failed', failure, leasedUntil: null, leasedBy: null },
    )
    .where(eq(scheduledChanges.id, id));
  return failure === null ? 'applied' : 'failed';
}

/** Who a scheduled change acts for: whoever last set it (older rows: who created it). */
export function actingUserOf(row: Pick<ScheduledRow, 'setBy' | 'createdBy'>): string | null {
  return row.setBy ?? row.createdBy;
}

/** Makes the change; null when done, else why it cannot be made (nothing of it stays). */
async function attemptChange(
  tx: Executor,
  changes: ChangeSet,
  row: ScheduledRow,
): Promise<string | null> {
  const [link] = await tx
    .select({ id: shopsToPrices.id, shopId: shopsToPrices.shopId })
    .from(shopsToPrices)
    .where(eq(shopsToPrices.id, row.linkId));
  if (!link) return SCHEDULE_MESSAGES.linkGone;
  const actor = actingUserOf(row);
  const principal = actor ? await loadPrincipal(tx, actor) : null;
  if (!principal || !canAccessShop(principal, link.shopId)) return SCHEDULE_MESSAGES.userGone;
  const made = new ChangeSet();
  const before = (await linkStates(tx, [link.id])).get(link.id) ?? null;
  try {
    await tx.transaction((attempt) =>
      applyAction(attempt, made, principal, link, row.payload as ScheduledChangeActionInput),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code === 'NOT_FOUND' ? SCHEDULE_MESSAGES.linkGone : error.message;
  }
  // Kept so that the list can still show old -> new once the change is made.
  await tx
    .update(scheduledChanges)
    .set({ before: before as Record<string, unknown> | null })
    .where(eq(scheduledChanges.id, row.id));
  changes.touchShops(made.shops);
  for (const message of made.pushes) {
    if (message.topic === 'pending_orders' || message.topic === 'completed_orders')
      changes.push(message.topic, message.shopId);
  }
  return null;
}
