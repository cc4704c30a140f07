import { useEffect, useMemo } from 'react';
import { createDebouncer } from './debounce';
import type { Debouncer } from './debounce';

const windowTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * Runs the last task given to `call` once `ms` passed without another call:
 * `search.call(() => table.setFilter('search', text))`. A pending task is dropped when the
 * component unmounts. (Tasks close over the render that made them, so they use fresh values.)
 */
export function useDebouncer(ms: number): Debouncer<[task: () => void]> {
  const debouncer = useMemo(
    () => createDebouncer((task: () => void) => task(), ms, windowTimers),
    [ms],
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return debouncer;
}
