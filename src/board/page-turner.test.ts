import { describe, expect, it } from 'vitest';
import { PageTurner, type PageTimers } from './page-turner';

/** A fake clock: timers run when the test advances time. */
class FakeTimers implements PageTimers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; run: () => void }>();
  setTimeout(run: () => void, ms: number): number {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, run });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  get count(): number {
    return this.pending.size;
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at);
      const first = due[0];
      if (!first) break;
      this.pending.delete(first[0]);
      this.now = first[1].at;
      first[1].run();
    }
    this.now = end;
  }
}

function turner() {
  const timers = new FakeTimers();
  const turns: number[] = [];
  const pages = new PageTurner(timers, (page) => turns.push(page));
  return { timers, turns, pages };
}

describe('page turns', () => {
  it('runs no timer for a board with one page', () => {
    const { timers, turns, pages } = turner();
    pages.update(1, 12);
    timers.advance(60_000);
    expect(turns).toEqual([]);
    expect(timers.count).toBe(0);
  });

  it('turns every N seconds, one draw per turn, and wraps around', () => {
    const { timers, turns, pages } = turner();
    pages.update(3, 12);
    timers.advance(11_999);
    expect(turns).toEqual([]);
    timers.advance(1);
    expect(turns).toEqual([1]);
    timers.advance(24_000);
    expect(turns).toEqual([1, 2, 0]);
  });

  it('shows a chosen page at once and turns on from it a full page time later', () => {
    const { timers, turns, pages } = turner();
    pages.update(3, 12);
    timers.advance(6_000);
    pages.show(2);
    expect(turns).toEqual([2]);
    expect(pages.page).toBe(2);
    timers.advance(11_999);
    expect(turns).toEqual([2]);
    timers.advance(1);
    expect(turns).toEqual([2, 0]);
    pages.show(-1);
    expect(pages.page).toBe(2);
  });

  it('keeps the page shown when a new layout (a price change) has as many pages', () => {
    const { timers, turns, pages } = turner();
    pages.update(2, 10);
    timers.advance(10_000);
    expect(pages.page).toBe(1);
    pages.update(2, 10);
    expect(pages.page).toBe(1);
    expect(turns).toEqual([1]);
    expect(timers.count).toBe(1);
  });

  it('goes back to one page and stops the clock when the menu shrinks', () => {
    const { timers, turns, pages } = turner();
    pages.update(2, 12);
    timers.advance(12_000);
    pages.update(1, 12);
    expect(pages.page).toBe(0);
    expect(timers.count).toBe(0);
    timers.advance(60_000);
    expect(turns).toEqual([1]);
  });
});
