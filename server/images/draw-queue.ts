import { AppError } from '../errors';
import { msg } from '../i18n';

/**
 * Which line a drawing waits in: `first` for sizes boards use (asked by a board page, or drawn
 * before and since dropped from the disk), `new` for any other size. Waiting `first` drawings
 * start before waiting `new` ones.
 */
export type DrawLane = 'first' | 'new';

/** Drawings one client (address) may have waiting at once, per line. */
export type DrawShares = Record<DrawLane, number>;

/** Four new sizes per address; a shop's screens behind one router ask for more board sizes. */
export const DEFAULT_DRAW_SHARES: DrawShares = { new: 4, first: 16 };

/** 429: the client already has its share of the line waiting; `retryAfterSeconds` says when to try. */
export class DrawShareTaken extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    share: number,
  ) {
    super(
      'TOO_MANY_WAITING_DRAWS',
      msg('errors.tooManyWaitingDraws', { share, seconds: retryAfterSeconds }),
    );
  }
}

/** A place in the line, taken before the source is read; run the drawing with it, or leave. */
export interface DrawTicket {
  /** Waits for a turn, then runs the drawing; the place is given up whatever happens. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives up the place without drawing (the source was missing, another limit refused). */
  leave(): void;
}

interface Waiter {
  client: string;
  lane: DrawLane;
  seq: number;
  start: () => void;
}

interface ClientState {
  waiting: Record<DrawLane, number>;
  running: number;
  /** When the client's last drawing started (a counter of starts): 0 never. */
  lastStart: number;
}

/**
 * Lets `concurrency` drawings run at once and up to `maxWaiting` wait their turn; beyond that a
 * request is refused (503) rather than queued without end. sharp runs on libuv's thread pool,
 * which password hashing (scrypt) shares: without this a burst of large resizes took every
 * pool thread and a login waited 16.9 s instead of 0.24 s.
 *
 * Each client (the caller's address) may have only its share waiting in each line (`shares`):
 * beyond that it gets a 429 with the seconds its own drawings are likely to take, so one address
 * cannot fill the line for everybody. The next drawing is taken from the `first` line before the
 * `new` one, and within a line from the client whose last drawing started longest ago (clients
 * take turns; one client's drawings run in the order they came).
 */
export class DrawQueue {
  private running = 0;
  /** Places taken, in the line or about to be (the source being read). */
  private waitingCount = 0;
  private readonly queued: Waiter[] = [];
  private readonly clients = new Map<string, ClientState>();
  private seq = 0;
  private starts = 0;
  /** Recent drawing time (ms), for the Retry-After of a refused client. */
  private averageMs = 1000;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting = 64,
    private readonly shares: DrawShares = DEFAULT_DRAW_SHARES,
  ) {}

  /** Drawings running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** What one client has running and waiting now (per line). */
  loadOf(client: string): { running: number; waiting: Record<DrawLane, number> } {
    const state = this.clients.get(client);
    return {
      running: state?.running ?? 0,
      waiting: { ...(state?.waiting ?? { first: 0, new: 0 }) },
    };
  }

  /**
   * Takes a place in `lane` for `client`, or refuses at once: 429 ({@link DrawShareTaken}) when
   * the client has its share of that line waiting, 503 `DRAWING_BUSY` when the line is full.
   */
  enter(client = '', lane: DrawLane = 'new'): DrawTicket {
    const state = this.clients.get(client);
    const share = this.shares[lane];
    if (state && state.waiting[lane] >= share) {
      const ahead = state.waiting.first + state.waiting.new + state.running;
      throw new DrawShareTaken(Math.max(1, Math.ceil((ahead * this.averageMs) / 1000)), share);
    }
    if (this.waitingCount >= this.maxWaiting) throw new AppError('DRAWING_BUSY');
    const own = state ?? { waiting: { first: 0, new: 0 }, running: 0, lastStart: 0 };
    this.clients.set(client, own);
    own.waiting[lane]++;
    this.waitingCount++;
    let phase: 'placed' | 'queued' | 'running' | 'done' = 'placed';

    const unplace = () => {
      own.waiting[lane]--;
      this.waitingCount--;
    };
    const finish = () => {
      phase = 'done';
      own.running--;
      this.running--;
      this.forgetIfIdle(client, own);
      this.pump();
    };
    return {
      leave: () => {
        if (phase !== 'placed') return;
        phase = 'done';
        unplace();
        this.forgetIfIdle(client, own);
      },
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (phase !== 'placed') throw new Error('A drawing ticket runs once.');
        phase = 'queued';
        await new Promise<void>((resolve) => {
          const start = () => {
            unplace();
            phase = 'running';
            own.running++;
            own.lastStart = ++this.starts;
            this.running++;
            resolve();
          };
          if (this.running < this.concurrency) start();
          else this.queued.push({ client, lane, seq: ++this.seq, start });
        });
        const started = performance.now();
        try {
          return await work();
        } finally {
          this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
          finish();
        }
      },
    };
  }

  async run<T>(work: () => Promise<T>, client = '', lane: DrawLane = 'new'): Promise<T> {
    return this.enter(client, lane).run(work);
  }

  /** Starts waiting drawings while slots are free: `first` before `new`, clients in turn. */
  private pump(): void {
    while (this.running < this.concurrency && this.queued.length) {
      let best = 0;
      for (let i = 1; i < this.queued.length; i++) {
        if (this.before(this.queued[i] as Waiter, this.queued[best] as Waiter)) best = i;
      }
      const [next] = this.queued.splice(best, 1);
      next?.start();
    }
  }

  private before(a: Waiter, b: Waiter): boolean {
    if (a.lane !== b.lane) return a.lane === 'first';
    const lastA = this.clients.get(a.client)?.lastStart ?? 0;
    const lastB = this.clients.get(b.client)?.lastStart ?? 0;
    if (lastA !== lastB) return lastA < lastB;
    return a.seq < b.seq;
  }

  private forgetIfIdle(client: string, state: ClientState): void {
    if (state.running || state.waiting.first || state.waiting.new) return;
    if (this.clients.get(client) === state) this.clients.delete(client);
  }
}
