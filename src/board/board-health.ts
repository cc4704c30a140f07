/**
 * Starts a board's health reports with what the browser gives: its build version, JS heap,
 * clock, timers, page address and the public POST for when the socket is down.
 */
import { boardIdentity, boardSecretStore, isBoardSecret } from './board-identity';
import { HealthReporter, type BoardReport, type BoardVitals } from './health-reporter';

/** The app's build version (set by `vite.config.ts`). */
const APP_VERSION = String((import.meta.env as Record<string, unknown>).VITE_APP_VERSION ?? 'dev');

/** `performance.memory` where the browser has it (Chromium). */
function heapBytes(): number | null {
  const memory = (performance as { memory?: { usedJSHeapSize?: number } }).memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}

/**
 * The fallback report while the socket is down: small, public, no credentials but the board's
 * secret once it has one. Answers the secret the server gives with a first report.
 */
async function postReport(report: BoardReport, secret: string | null): Promise<string | null> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) headers['X-Board-Secret'] = secret;
  const response = await fetch('/v1/boards/report', {
    method: 'POST',
    headers,
    body: JSON.stringify(report),
    keepalive: true,
  });
  if (response.status !== 200) return null;
  const body = (await response.json()) as { secret?: unknown };
  return isBoardSecret(body.secret) ? body.secret : null;
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
  const identity = boardIdentity(options.screenId, options.storage, () =>
    crypto.getRandomValues(new Uint8Array(16)),
  );
  const reporter = new HealthReporter({
    shopId: options.shopId,
    identity,
    secret: boardSecretStore(identity.boardId, options.storage),
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

/**
 * Sends a picture of the board's canvas with its secret (`PUT /v1/boards/screenshot/…`); true
 * when the server kept it. A board without a secret yet sends none.
 */
export async function uploadBoardPicture(
  reporter: HealthReporter,
  picture: Blob,
): Promise<boolean> {
  const secret = reporter.currentSecret();
  if (secret === null) return false;
  const { shop_id: shopId, board_id: boardId } = reporter.report();
  const response = await fetch(
    `/v1/boards/screenshot/${encodeURIComponent(shopId)}/${encodeURIComponent(boardId)}`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg', 'X-Board-Secret': secret },
      body: picture,
    },
  );
  return response.status === 204;
}
