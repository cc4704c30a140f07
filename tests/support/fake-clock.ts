import type { ScheduleClock } from '../../server/services/clock/schedule-runner';

/**
 * A clock that moves only when told. Its timers fire during `advance` (and `flush`), and
 * `advance` waits for what they started, so a test knows the runner is done when it returns.
 */
export class FakeClock implements ScheduleClock {
  private ms: number;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; run: () => unknown }>();

  constructor(start: Date | string) {
    this.ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  setTimer(run: () => unknown, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.ms + ms, run });
    return id;
  }

  clearTimer(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** When the earliest timer fires, in ms from now; null when none is set. */
  nextTimerIn(): number | null {
    const ats = [...this.timers.values()].map((t) => t.at);
    return ats.length ? Math.min(...ats) - this.ms : null;
  }

  /** Runs the timers due now (and those they set that are due too), waiting for each. */
  async flush(): Promise<void> {
    for (let rounds = 0; rounds < 100; rounds++) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= this.ms);
      if (!due.length) return;
      for (const [id] of due) this.timers.delete(id);
      await Promise.all(due.map(([, t]) => t.run()));
    }
    throw new Error('timers keep firing');
  }

  async advance(ms: number): Promise<void> {
    this.ms += ms;
    await this.flush();
  }
}
