import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { runAsActor } from '../writer/actor';
import type { Writer } from '../writer/changes';
import { getMaintenance } from '../writer/maintenance';
import {
  actingUserOf,
  applyClaimedChange,
  claimDueChange,
  nextDueAt,
  releaseChangeLease,
} from './scheduled-change-runs';
import { scheduledChanges } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** The clock and timers of the runner; tests pass a fake one. */
export interface ScheduleClock {
  now(): Date;
  setTimer(run: () => unknown, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export const systemClock: ScheduleClock = {
  now: () => new Date(),
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return timer;
  },
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface ScheduleRunnerOptions {
  db: Database;
  write: Writer;
  log: FastifyBaseLogger;
  clock?: ScheduleClock | undefined;
  /** How long a claimed change is this process's (default 60 s). */
  leaseMs?: number | undefined;
  /** The longest sleep: changes saved by other processes are seen this often (default 60 s). */
  safetyMs?: number | undefined;
}

/** A change claimed this often without an outcome (its process kept dying) is given up. */
const MAX_ATTEMPTS = 5;

/**
 * How long to sleep: until the next due change, at most `safetyMs` (another process may have
 * saved a sooner one), at once when one is due.
 */
export function wakeDelay(next: Date | null, now: Date, safetyMs: number): number {
  if (!next) return safetyMs;
  return Math.min(Math.max(next.getTime() - now.getTime(), 0), safetyMs);
}

/**
 * Makes scheduled changes at their moment. It sleeps until the soonest pending change (no
 * polling loop; re-armed when a change is saved or edited, and at least every `safetyMs`),
 * then takes each due change with a lease in the database, so with several processes each is
 * made once, and makes it in one write of the writer as the user who scheduled it.
 */
export class ScheduleRunner {
  readonly clock: ScheduleClock;
  private readonly leaseMs: number;
  private readonly safetyMs: number;
  private timer: unknown;
  private busy: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: ScheduleRunnerOptions) {
    this.clock = options.clock ?? systemClock;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.safetyMs = options.safetyMs ?? 60_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks again now: a change was saved, edited or cancelled. */
  wake(): void {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.arm(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clock.clearTimer(this.timer);
    await this.busy;
  }

  /** Makes every due change now and sleeps again (tests call it after moving their clock). */
  runDue(): Promise<void> {
    this.clock.clearTimer(this.timer);
    this.busy ??= this.drain().finally(() => {
      this.busy = undefined;
      if (this.again) {
        this.again = false;
        this.arm(0);
      }
    });
    return this.busy;
  }

  private arm(delay: number): void {
    if (this.stopped) return;
    this.clock.clearTimer(this.timer);
    this.timer = this.clock.setTimer(() => this.runDue(), delay);
  }

  private async drain(): Promise<void> {
    const { db, log } = this.options;
    try {
      // Each claim reads the pause itself: one set during a drain stops the changes after it.
      while (!this.stopped) {
        const token = randomUUID();
        const claimed = await claimDueChange(db, token, this.clock.now(), this.leaseMs);
        if (!claimed) break;
        await this.apply(claimed.id, token, claimed.attempts > MAX_ATTEMPTS);
      }
      if (!this.stopped) {
        // While paused, due changes wait: looked at again on resume (`wake`) or after the
        // longest sleep, not at once again and again.
        const paused = (await getMaintenance(db)).paused;
        const next = paused ? null : await nextDueAt(db);
        this.arm(wakeDelay(next, this.clock.now(), this.safetyMs));
      }
    } catch (error) {
      log.error({ err: error }, 'scheduled changes runner failed');
      this.arm(this.safetyMs);
    }
  }

  private async apply(id: string, token: string, giveUp: boolean): Promise<void> {
    const { db, write, log } = this.options;
    const [row] = await db
      .select({ createdBy: scheduledChanges.createdBy, setBy: scheduledChanges.setBy })
      .from(scheduledChanges)
      .where(eq(scheduledChanges.id, id));
    try {
      // The history names the user the change acts for: whoever last set it.
      await runAsActor({ userId: row ? actingUserOf(row) : null }, () =>
        write((tx, changes) =>
          applyClaimedChange(tx, changes, id, token, this.clock.now(), giveUp),
        ),
      );
    } catch (error) {
      log.error({ err: error, scheduledChangeId: id }, 'a scheduled change could not be made');
      await releaseChangeLease(db, id, token).catch(() => undefined);
      throw error;
    }
  }
}
