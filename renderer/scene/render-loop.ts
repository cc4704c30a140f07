/**
 * Render on demand: a render is asked for when something changed and happens once, on the next
 * animation frame, however many changes asked for it. Renders are counted, so tests and
 * benchmarks can tell that an idle board draws nothing.
 */

/** Longest wait of the first frame for the banner and logo. */
const FIRST_FRAME_WAIT_MS = 3000;

/** How many of the last renders' durations the loop keeps. */
const DURATIONS_KEPT = 20;

/** What the loop asks its scene. */
export interface RenderTarget {
  render(): void;
  /** Whether a frame is worth drawing (a layout exists, the scene is alive). */
  ready(): boolean;
  /** Whether pictures are still loading. */
  loadingImages(): boolean;
}

/** Coalesces render requests into one counted render per animation frame. */
export class RenderLoop {
  private count = 0;
  private failures = 0;
  private lastComplete: number | null = null;
  private first: number | null = null;
  private readonly durations: number[] = [];
  private frameRequest: number | null = null;
  private firstFrameTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly target: RenderTarget) {}

  /** Renders so far. */
  get renders(): number {
    return this.count;
  }

  /** Renders that threw (the frame is not drawn; the board keeps what it showed). */
  get errors(): number {
    return this.failures;
  }

  /** When the last render completed, in ms since the epoch; null before the first. */
  get lastCompleteAt(): number | null {
    return this.lastComplete;
  }

  /** How long each of the last renders took, in ms, the newest last. */
  get renderMs(): number[] {
    return [...this.durations];
  }

  /** When the first frame was drawn, in ms since the page's navigation started. */
  get firstFrameMs(): number | null {
    return this.first;
  }

  /** A render is asked for and has not happened yet. */
  get pending(): boolean {
    return this.frameRequest !== null || this.firstFrameTimer !== null;
  }

  /** Asks for one render on the next animation frame; requests before it coalesce. */
  request(): void {
    if (!this.target.ready() || this.frameRequest !== null) return;
    // The first frame waits for the banner and logo (a board never shows up half-drawn), but
    // not for long: a slow picture must not keep the prices off the screen.
    if (this.count === 0 && this.target.loadingImages()) {
      this.firstFrameTimer ??= setTimeout(() => this.renderNow(), FIRST_FRAME_WAIT_MS);
      return;
    }
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = null;
      this.renderNow();
    });
  }

  /** Renders one frame now, counted. */
  renderNow(): void {
    this.clearTimer();
    if (!this.target.ready()) return;
    this.count += 1;
    const started = performance.now();
    try {
      this.target.render();
    } catch (error) {
      this.failures += 1;
      console.error('Board render failed', error);
      return;
    }
    const done = performance.now();
    this.durations.push(done - started);
    if (this.durations.length > DURATIONS_KEPT) this.durations.shift();
    this.lastComplete = Date.now();
    this.first ??= done;
  }

  /** Drops a requested render. */
  stop(): void {
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = null;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.firstFrameTimer !== null) clearTimeout(this.firstFrameTimer);
    this.firstFrameTimer = null;
  }
}
