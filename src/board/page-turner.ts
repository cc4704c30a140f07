/**
 * Turns the pages of a board whose menu does not fit the screen at once: one page every
 * `seconds` (the theme's page time), one render per turn, and no timer at all while the board
 * has a single page, so an idle board still costs nothing. Timers are injected, so tests and
 * benchmarks run it on a fake clock.
 */

/** The timer functions the turner uses (the window's, or a fake clock's). */
export interface PageTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Keeps the page a board shows and turns it on time. */
export class PageTurner {
  private pages = 1;
  private seconds = 12;
  private current = 0;
  private timer: unknown = null;

  constructor(
    private readonly timers: PageTimers,
    /** Draws page `page`; called once per turn. */
    private readonly turn: (page: number) => void,
  ) {}

  /** The page shown now. */
  get page(): number {
    return this.current;
  }

  /**
   * A new layout with `pages` pages: the page shown stays when it still exists (a price change
   * does not send the board back to its first page), and the clock runs only with 2+ pages.
   */
  update(pages: number, seconds: number): void {
    const changed = pages !== this.pages || seconds !== this.seconds;
    this.pages = Math.max(1, pages);
    this.seconds = seconds;
    if (this.current >= this.pages) this.current = 0;
    if (this.pages < 2) {
      this.stop();
      return;
    }
    if (changed || this.timer === null) this.schedule();
  }

  /**
   * Shows page `page` now (counted round, like the clock) and gives it a full page time; a
   * board with one page shows its only page. For tests and diagnostics: what a turn would draw.
   */
  show(page: number): void {
    this.current = ((Math.trunc(page) % this.pages) + this.pages) % this.pages;
    this.turn(this.current);
    if (this.pages > 1) this.schedule();
  }

  private schedule(): void {
    this.stop();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.current = (this.current + 1) % this.pages;
      this.turn(this.current);
      if (this.pages > 1) this.schedule();
    }, this.seconds * 1000);
  }

  /** Stops turning (the board stops, or has one page again). */
  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
