/**
 * The clock of a board that alternates its languages: it ticks every `seconds` while asked to,
 * keeps running unchanged when asked again for the same period, and stops on `null`.
 */
export class LanguageTicker {
  private timer: { handle: number; seconds: number } | null = null;

  constructor(private readonly tick: () => void) {}

  /** Ticks every `seconds` from now, or stops (null); the same period keeps the running clock. */
  every(seconds: number | null): void {
    if (this.timer?.seconds === seconds) return;
    if (this.timer) window.clearInterval(this.timer.handle);
    this.timer = null;
    if (seconds === null) return;
    this.timer = { handle: window.setInterval(this.tick, seconds * 1000), seconds };
  }
}
