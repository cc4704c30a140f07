/**
 * The platform parts of the push client, faked for the tests of everything built on it (the
 * back office's connection and the board's feed source): a socket the test opens and closes by
 * hand, and timers that run only when the test moves the clock.
 */
import type { PushSocket, PushTimers } from './push';

export class FakeSocket implements PushSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
}

/** Lets pending promises and response bodies finish (real macrotasks; the timers are fake). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock the test moves by hand. */
export class ManualTimers implements PushTimers {
  now = 0;
  private nextId = 1;
  readonly pending = new Map<number, { at: number; callback: () => void }>();

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.pending.delete(handle as number);
  };

  /** Runs every timer due within `ms`, in order, without waiting for anything they start. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (let due = this.nextDue(until); due; due = this.nextDue(until)) {
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = until;
  }

  /** As `advance`, letting the work each timer starts finish before the next one runs. */
  async advanceSettled(ms: number): Promise<void> {
    const until = this.now + ms;
    for (let due = this.nextDue(until); due; due = this.nextDue(until)) {
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
      await settle();
    }
    this.now = until;
  }

  private nextDue(until: number) {
    return [...this.pending.entries()]
      .filter(([, timer]) => timer.at <= until)
      .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
  }
}
