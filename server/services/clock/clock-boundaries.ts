/**
 * The moments at which a shop's boards change by the clock, and the timers that push them.
 *
 * A boundary comes from any number of sources (`BOUNDARY_SOURCES`): opening hours, the time
 * windows of categories and rows, and the starts and ends of happy hours are here; another source (e.g. changes saved for a later
 * moment) adds one function to the list. The earliest boundary of all sources is the feed's
 * `next_change_at` and the moment a process pushes to its boards.
 *
 * Each process keeps one timer per shop that has a board socket on it, and at the boundary
 * drops its cached feeds of the shop and pushes `invalidate_shop_cache` to its own sockets only:
 * every board socket lives in exactly one process, so each board hears the push once, and no
 * lock between processes is needed. The database is not written at a boundary (nothing
 * changed in it), so the shop's cache status stays as it is; a board without a socket refetches
 * at the feed's `next_change_at`.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  earliest,
  nextHappyHourChange,
  nextWindowChange,
  openingState,
  windowsOpen,
  type OpeningHours,
  type TimeWindow,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { categories, happyHours, shops, shopsToPrices } from '../../db/schema';

/** What the clock of a shop needs: its zone and its hours (null: always open). */
export interface ShopClock {
  timeZone: string;
  openingHours: OpeningHours | null;
}

export async function loadShopClock(db: Executor, shopId: string): Promise<ShopClock | null> {
  const [row] = await db
    .select({ timeZone: shops.timeZone, openingHours: shops.openingHours })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row
    ? { timeZone: row.timeZone || DEFAULT_TIME_ZONE, openingHours: row.openingHours }
    : null;
}

/** One source of boundaries: the next moment after `now` at which it changes a board, or null. */
export type BoundarySource = (
  db: Executor,
  shopId: string,
  now: number,
  clock: ShopClock,
) => Promise<number | null>;

/** The shop opens or closes. */
export const openingBoundary: BoundarySource = async (_db, _shopId, now, clock) =>
  openingState(clock.openingHours, clock.timeZone, now).changesAt;

/** A category or a row of the shop comes into or goes out of its time windows. */
export const windowBoundary: BoundarySource = async (db, shopId, now, clock) => {
  const none = sql`'[]'::jsonb`;
  const [categoryRows, linkRows] = await Promise.all([
    db
      .select({ windows: categories.timeWindows })
      .from(categories)
      .where(and(eq(categories.shopId, shopId), ne(categories.timeWindows, none))),
    db
      .select({ windows: shopsToPrices.timeWindows })
      .from(shopsToPrices)
      .where(and(eq(shopsToPrices.shopId, shopId), ne(shopsToPrices.timeWindows, none))),
  ]);
  // Equal window lists have equal boundaries: each distinct list is computed once.
  const lists = new Map<string, TimeWindow[]>();
  for (const row of [...categoryRows, ...linkRows])
    lists.set(JSON.stringify(row.windows), row.windows);
  return earliest(
    ...[...lists.values()].map((windows) => nextWindowChange(windows, clock.timeZone, now)),
  );
};

/** A happy hour of a row or category of the shop starts or ends: its prices come or go. */
export const happyHourBoundary: BoundarySource = async (db, shopId, now, clock) => {
  const rows = await db
    .select({ days: happyHours.days, from: happyHours.fromTime, to: happyHours.toTime })
    .from(happyHours)
    .where(eq(happyHours.shopId, shopId));
  // Many rows share one happy hour's times: each distinct one is computed once.
  const distinct = new Map(rows.map((row) => [JSON.stringify(row), row]));
  return nextHappyHourChange([...distinct.values()], clock.timeZone, now);
};

/** Every source; a part of the product with moments of its own adds its function here. */
export const BOUNDARY_SOURCES: BoundarySource[] = [
  openingBoundary,
  windowBoundary,
  happyHourBoundary,
];

/** The next moment after `now` at which the shop's boards change, or null. */
export async function nextShopBoundary(
  db: Executor,
  shopId: string,
  now: number,
  clock?: ShopClock,
  sources: readonly BoundarySource[] = BOUNDARY_SOURCES,
): Promise<number | null> {
  const shopClock = clock ?? (await loadShopClock(db, shopId));
  if (!shopClock) return null;
  const moments = await Promise.all(sources.map((source) => source(db, shopId, now, shopClock)));
  return earliest(...moments);
}

/** Whether a row is shown (and may be ordered) at `now`: inside its own and its category's windows. */
export function shownAt(
  rowWindows: readonly TimeWindow[],
  categoryWindows: readonly TimeWindow[],
  zone: string,
  now: number,
): boolean {
  return windowsOpen(rowWindows, zone, now) && windowsOpen(categoryWindows, zone, now);
}

/** Longest a timer waits before the shop's next boundary is looked up again. */
const MAX_WAIT_MS = 6 * 3600_000;

export interface BoundaryTimersOptions {
  db: Executor;
  /** The wall clock (ms). */
  clock: () => number;
  /** Called at a shop's boundary: drop cached feeds and push to this process's boards. */
  onBoundary: (shopId: string) => void;
  /** Whether this process still has boards of the shop. */
  watched: (shopId: string) => boolean;
  sources?: readonly BoundarySource[];
  onError?: (error: unknown) => void;
}

/**
 * One timer per shop with boards on this process, set to its next boundary. `watch` after a
 * board socket joins and after a change of the shop (its hours or windows may have moved the
 * boundary); a timer whose shop has no boards left ends without a successor.
 */
export class BoundaryTimers {
  private readonly timers = new Map<string, { at: number; handle: NodeJS.Timeout }>();
  private readonly looking = new Map<string, Promise<void>>();
  private stopped = false;
  /** Pushes sent, for tests and diagnostics. */
  pushes = 0;

  constructor(private readonly options: BoundaryTimersOptions) {}

  /** Looks the shop's next boundary up and sets its timer (replacing an older one). */
  watch(shopId: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const running = this.looking.get(shopId);
    if (running) return running.then(() => this.watch(shopId));
    const work = this.lookUp(shopId).finally(() => this.looking.delete(shopId));
    this.looking.set(shopId, work);
    return work;
  }

  /** The moment a shop's timer is set for, or null. */
  scheduled(shopId: string): number | null {
    return this.timers.get(shopId)?.at ?? null;
  }

  private async lookUp(shopId: string): Promise<void> {
    const { db, clock, sources } = this.options;
    let at: number | null;
    try {
      at = await nextShopBoundary(db, shopId, clock(), undefined, sources);
    } catch (error) {
      this.options.onError?.(error);
      at = null;
    }
    if (this.stopped) return;
    this.clear(shopId);
    if (!this.options.watched(shopId)) return;
    const now = clock();
    // A few ms late rather than early: at the boundary itself the new content is due.
    const wait = at === null ? MAX_WAIT_MS : Math.min(Math.max(at - now, 0) + 5, MAX_WAIT_MS);
    const due = at !== null && at - now <= MAX_WAIT_MS;
    const handle = setTimeout(() => this.fire(shopId, due), wait);
    handle.unref();
    this.timers.set(shopId, { at: at ?? now + wait, handle });
  }

  private fire(shopId: string, due: boolean): void {
    this.timers.delete(shopId);
    if (this.stopped || !this.options.watched(shopId)) return;
    if (due) {
      this.pushes++;
      this.options.onBoundary(shopId);
    }
    void this.watch(shopId);
  }

  private clear(shopId: string): void {
    const timer = this.timers.get(shopId);
    if (timer) clearTimeout(timer.handle);
    this.timers.delete(shopId);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer.handle);
    this.timers.clear();
  }
}
