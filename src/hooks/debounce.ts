/** A debouncer with injected timers, so its timing is testable without real time. */

export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Debouncer<A extends unknown[]> {
  /** Calls the function with these arguments once `ms` passed without another call. */
  call(...args: A): void;
  /** Calls a pending call now. */
  flush(): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** Search and filter inputs wait this long (the quick editor passes 800 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

export function createDebouncer<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: DebounceTimers,
): Debouncer<A> {
  let handle: unknown = null;
  let pending: A | null = null;

  function run(): void {
    handle = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  }

  return {
    call(...args: A): void {
      pending = args;
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(run, ms);
    },
    flush(): void {
      if (handle !== null) timers.clearTimeout(handle);
      run();
    },
    cancel(): void {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      pending = null;
    },
  };
}
