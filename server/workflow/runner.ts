import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentConfig } from '../config';
import type { Database } from '../db/client';
import { runAsActor } from '../services/writer/actor';
import type { Writer } from '../services/writer/changes';
import { getMaintenance } from '../services/writer/maintenance';
import type { ContentGenerator } from './generator';
import { type JobRow, claimNextJob, finishStep, releaseLease, renewLease } from './jobs';
import { failureOf, runStep, workflowActor } from './steps';

/**
 * Runs workflow steps in the background. Each step is claimed with a lease in the database, so
 * with several server processes exactly one runs it; a step whose process died is taken over
 * once its lease expires, and a stopping process gives its step back at once.
 */

export interface RunnerOptions {
  db: Database;
  write: Writer;
  generator: ContentGenerator;
  config: ContentConfig;
  log: FastifyBaseLogger;
}

/** A step claimed this often without finishing (its process kept dying) is given up. */
const MAX_CLAIMS = 5;

export class WorkflowRunner {
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<void> | undefined;
  private stopped = true;
  private readonly shutdown = new AbortController();

  constructor(private readonly options: RunnerOptions) {}

  /** Starts polling for work. */
  start(): void {
    if (!this.stopped || this.shutdown.signal.aborted) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for work now (a workflow was just started or resumed). */
  wake(): void {
    if (!this.stopped && !this.busy) this.schedule(0);
  }

  /** Stops polling, aborts the running step and hands its lease back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.shutdown.abort(new Error('the server is stopping'));
    await this.busy;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.busy ??= this.drain().finally(() => {
        this.busy = undefined;
        if (!this.stopped) this.schedule(this.options.config.pollMs);
      });
    }, delay);
  }

  /** Runs claimable steps one after the other until there are none (or writes are paused). */
  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const token = randomUUID();
        // The pause is read in the claim's own transaction: a claim that starts after a pause
        // took effect sees it, so no step starts once changes are paused.
        const job = await this.options.write(async (tx) =>
          (await getMaintenance(tx)).paused
            ? null
            : claimNextJob(tx, token, this.options.config.leaseMs),
        );
        if (!job) return;
        await this.runClaimed(job, token);
      }
    } catch (error) {
      if (!this.stopped) this.options.log.error({ err: error }, 'content workflow runner failed');
    }
  }

  /** A step acts for the person who last set the workflow: the history names them. */
  private runClaimed(job: JobRow, token: string): Promise<void> {
    return runAsActor({ userId: workflowActor(job) }, () => this.runClaimedStep(job, token));
  }

  private async runClaimedStep(job: JobRow, token: string): Promise<void> {
    const { db, write, log } = this.options;
    if (job.attempts > MAX_CLAIMS) {
      await write((tx) =>
        finishStep(tx, job.id, token, {
          workflowStatus: 'failed',
          jobStatus: 'failed',
          error: 'This step was interrupted too often; start the workflow again.',
        }),
      );
      return;
    }
    const heartbeat = this.keepLease(job.id, token);
    try {
      const outcome = await runStep(
        { db, generator: this.options.generator, retryDelayMs: this.options.config.retryDelayMs },
        job,
        this.shutdown.signal,
      );
      await write(async (tx, changes) => {
        if (await finishStep(tx, job.id, token, outcome.patch)) await outcome.commit?.(tx, changes);
      });
    } catch (error) {
      if (this.shutdown.signal.aborted) {
        await releaseLease(db, job.id, token);
        return;
      }
      const failure = failureOf(error);
      if (failure.unexpected) {
        log.error({ err: error, processId: job.id }, 'content workflow step failed');
      }
      await write((tx) =>
        finishStep(tx, job.id, token, {
          workflowStatus: failure.status,
          jobStatus: 'failed',
          error: failure.message,
        }),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Renews the lease while a step runs, so a slow generator does not lose it. */
  private keepLease(id: string, token: string): NodeJS.Timeout {
    const { db, config, log } = this.options;
    const timer = setInterval(
      () => {
        renewLease(db, id, token, config.leaseMs).catch((error: unknown) =>
          log.warn({ err: error, processId: id }, 'could not renew a workflow lease'),
        );
      },
      Math.max(Math.floor(config.leaseMs / 3), 50),
    );
    timer.unref();
    return timer;
  }
}
