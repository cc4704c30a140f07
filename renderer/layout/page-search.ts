/**
 * The page search of a paged board: as few pages as the smallest rows need, the largest rows
 * that still fit them, and each column filled only so far that the pages come out about as full
 * as each other. `fit.ts` asks it with a way to flow the menu at a row size (`PagedFlow`).
 */
import { legendSlot, TITLE_SLOTS, type Flow } from './flow';

/** Adds a legend to the last column of every page but the last (which has its own). */
export function pageLegends(flow: Flow, perPage: number, capacity: number, lines: number): void {
  const last = flow.sides.length - 1;
  for (let column = perPage - 1; column < last; column += perPage) {
    const used = flow.used[column] ?? 0;
    const slot = legendSlot(used, capacity, lines) ?? { index: capacity - lines, blank: false };
    if (slot.blank) flow.placements.push({ kind: 'blank', column, index: slot.index - 1 });
    flow.placements.push({ kind: 'legend', column, index: slot.index });
    flow.used[column] = slot.index + lines;
  }
}

/** The least a page of a paged board is filled, as a share of its fullest page. */
export const PAGE_BALANCE = 0.8;
/** What the fit aims at in row slots, a little above `PAGE_BALANCE` (slots are not area). */
const EVEN_TARGET = 0.9;

/** How far a paged flow fills its columns: `limit` slots, the first `shaved` one fewer. */
export interface PagedFill {
  limit: number;
  shaved?: number;
}

/** The slots column `column` is filled to under `fill` (all of `slots` without one). */
export function fillOf(fill: PagedFill | undefined, slots: number, column: number): number {
  if (!fill) return slots;
  return column < (fill.shaved ?? 0) ? fill.limit - 1 : fill.limit;
}

/**
 * A paged flow at `slots` a column, each column filled to at most `fill`; categories that fit a
 * column stay whole on their page and split only where a page ends.
 */
export type PagedFlow = (slots: number, fill?: PagedFill) => Flow;

/**
 * As few pages as the smallest rows (`high` slots a column) need; then the largest rows that
 * still fit that many pages; then each column filled only as far as those pages still hold the
 * menu, so the last page is about as full as the others (a page of one short column would
 * wait 12 s for nothing).
 */
export function fewestPages(
  unbudgeted: PagedFlow,
  perPage: number,
  low: number,
  high: number,
  legendSlots: (slots: number) => number = () => 0,
): { flow: Flow; capacity: number } {
  // A long menu of many pages tries fewer arrangements: the layout stays quick. The searches
  // for different page counts ask many of the same flows: each is flowed once.
  let spent = 0;
  const known = new Map<string, Flow>();
  const flowOf: PagedFlow = (slots, fill) => {
    const key = `${slots}:${fill?.limit ?? ''}:${fill?.shaved ?? 0}`;
    let flow = known.get(key);
    if (!flow) {
      flow = unbudgeted(slots, fill);
      spent += flow.placements.length;
      known.set(key, flow);
    }
    return flow;
  };
  const left = () => spent < FLOW_ROW_BUDGET;
  const pagesOf = (flow: Flow) => Math.ceil(flow.sides.length / perPage);
  const fewest = pagesOf(flowOf(high));
  // One page more when that many cannot come out even (a short last page); two more only when
  // they cannot come out within the balance the board promises.
  let best = evenOver(flowOf, left, perPage, fewest, low, high, legendSlots);
  const most = () => fewest + (best.score >= 2 * UNEVEN ? 2 : 1);
  for (
    let pages = fewest + 1;
    pages <= most() && best.score >= UNEVEN && fewest > 1 && left();
    pages += 1
  ) {
    const more = evenOver(flowOf, left, perPage, pages, low, high, legendSlots);
    if (Math.floor(more.score / UNEVEN) < Math.floor(best.score / UNEVEN)) best = more;
  }
  return best;
}

/** Scores of arrangements: below this the pages are even (see `evenFill`). */
const UNEVEN = 10;
/** Most rows one fit lays out while evening its pages (flows tried times rows each). */
const FLOW_ROW_BUDGET = 60_000;

/**
 * The menu over `pages` pages: the largest rows that fit them, then each column filled only so
 * far that the pages come out about as full as each other (every column to at most `limit`
 * slots, the first `shaved` columns to one slot fewer). A category that fits a page stays on
 * one page, unless only splitting it evens the pages.
 */
function evenOver(
  flowOf: PagedFlow,
  left: () => boolean,
  perPage: number,
  pages: number,
  low: number,
  high: number,
  legendSlots: (slots: number) => number,
): { flow: Flow; capacity: number; score: number } {
  const pagesOf = (flow: Flow) => Math.ceil(flow.sides.length / perPage);
  let best: { flow: Flow; capacity: number; score: number } | null = null;
  let fitting = 0;
  for (let slots = low; slots <= high && fitting < 3 && left(); slots += 1) {
    const flow = flowOf(slots);
    if (pagesOf(flow) > pages) continue;
    fitting += 1;
    const even = evenFill(flowOf, left, perPage, pages, slots, flow, legendSlots(slots));
    if (!best || even.score < best.score) best = { ...even, capacity: slots };
    if (best.score < UNEVEN) break;
  }
  return best ?? { flow: flowOf(high), capacity: high, score: UNEVEN * 2 };
}

/** The flow at `capacity` slots a column whose pages come out the most even. */
function evenFill(
  flowOf: PagedFlow,
  left: () => boolean,
  perPage: number,
  pages: number,
  capacity: number,
  flow: Flow,
  legend: number,
): { flow: Flow; score: number } {
  const pagesOf = (trial: Flow) => Math.ceil(trial.sides.length / perPage);
  const score = (trial: Flow) => {
    const fill = Array.from({ length: pagesOf(trial) }, () => 0);
    trial.used.forEach((used, column) => {
      const page = Math.floor(column / perPage);
      fill[page] = (fill[page] ?? 0) + (used ?? 0);
    });
    // Every page but the last gets its legend (and the blank above it) after the search.
    for (let page = 0; page < fill.length - 1; page += 1)
      fill[page] = (fill[page] ?? 0) + legend + 1;
    const share = Math.min(...fill) / Math.max(1, ...fill);
    const tier = share >= EVEN_TARGET ? 0 : share >= PAGE_BALANCE ? 1 : 2;
    return tier * UNEVEN + (Math.max(...fill) - Math.min(...fill)) / 1e3;
  };
  let best = { flow, score: score(flow) };
  if (pagesOf(flow) < 2) return best;
  const total = flow.used.reduce((sum, used) => sum + (used ?? 0), 0);
  const from = Math.max(TITLE_SLOTS + 2, Math.floor(total / (pages * perPage)));
  let tried = 0;
  for (let limit = from; limit <= capacity && tried < 2 && left(); limit += 1) {
    if (pagesOf(flowOf(capacity, { limit })) > pages) continue;
    tried += 1;
    const step = Math.max(1, Math.ceil((pages * perPage) / 12));
    for (let shaved = 0; shaved < pages * perPage && left(); shaved += step) {
      const trial = flowOf(capacity, { limit, shaved });
      if (pagesOf(trial) > pages) break;
      const next = score(trial);
      if (next < best.score) best = { flow: trial, score: next };
    }
    if (best.score < UNEVEN) return best;
  }
  return best;
}
