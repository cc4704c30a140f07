/**
 * Starts a board's health reports with what the browser gives: its build version, JS heap,
 * clock, timers, page address and the public POST for when the socket is down.
 */
import { boardIdentity } from './board-identity';
import { HealthReporter, type BoardReport, type BoardVitals } from './health-reporter';

/** The app's build version (set by `vite.config.ts`). */
const APP_VERSION = String((import.meta.env as Record<string, unknown>).VITE_APP_VERSION ?? 'dev');

/** `performance.memory` where the browser has it (Chromium). */
function heapBytes(): number | null {
  const memory = (performance as { memory?: { usedJSHeapSize?: number } }).memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}

/** The fallback report while the socket is down: small, public, no credentials. */
async function postReport(report: BoardReport): Promise<void> {
  await fetch('/v1/boards/report', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  });
}

export interface BoardHealthOptions {
  shopId: string;
  /** The screen of a screen board; null for a shop-level board (it keeps a device id). */
  screenId: string | null;
  storage: Storage | null;
  /** What the board shows and how its rendering goes, read at each report. */
  vitals: () => BoardVitals;
  /** Sends a report over the board's socket; false while the socket is down. */
  send: (text: string) => boolean;
}

/** A running health reporter of this board page. */
export function startBoardHealth(options: BoardHealthOptions): HealthReporter {
  const startedAt = Date.now();
  const reporter = new HealthReporter({
    shopId: options.shopId,
    identity: boardIdentity(options.screenId, options.storage, () =>
      crypto.getRandomValues(new Uint8Array(16)),
    ),
    version: APP_VERSION,
    vitals: options.vitals,
    send: options.send,
    post: postReport,
    timers: {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
    },
    now: Date.now,
    startedAt,
    heapBytes,
    pageUrl: () => window.location.href,
  });
  reporter.start();
  return reporter;
}
