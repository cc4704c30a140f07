import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, createDebouncer } from './debounce';
import type { DebounceTimers } from './debounce';

function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const api: DebounceTimers = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  function advance(ms: number): void {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.callback();
      }
    }
  }
  return { api, advance, timers };
}

describe('createDebouncer', () => {
  it('waits 300 ms after the last call by default for search boxes', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const clock = manualClock();
    const seen: string[] = [];
    const search = createDebouncer(
      (text: string) => seen.push(text),
      SEARCH_DEBOUNCE_MS,
      clock.api,
    );

    search.call('h');
    clock.advance(200);
    search.call('ha');
    clock.advance(200);
    search.call('haz');
    clock.advance(299);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual(['haz']);
    expect(clock.timers.size).toBe(0);
  });

  it('takes another delay, e.g. the quick editor 800 ms', () => {
    const clock = manualClock();
    const seen: string[] = [];
    const search = createDebouncer((text: string) => seen.push(text), 800, clock.api);
    search.call('a');
    clock.advance(799);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual(['a']);
  });

  it('flushes and cancels a pending call', () => {
    const clock = manualClock();
    const seen: number[] = [];
    const debouncer = createDebouncer((n: number) => seen.push(n), 300, clock.api);
    debouncer.call(1);
    debouncer.flush();
    expect(seen).toEqual([1]);
    debouncer.flush();
    expect(seen).toEqual([1]);

    debouncer.call(2);
    debouncer.cancel();
    clock.advance(1000);
    expect(seen).toEqual([1]);
    expect(clock.timers.size).toBe(0);
  });
});
