/**
 * Screen health: how a board's last report is judged. Pure: the clock is passed in.
 *
 * - starting: a screen just paired or adopted (`since`) that has not reported a drawn list
 *   since, for at most `startingGraceMs` (2 minutes): a fair chance before it needs attention;
 * - offline: no report for `offlineAfterMs` (3 minutes), or never reported;
 * - failing: the last report counted render errors;
 * - outdated: it runs an older app version than the server serves now (staff reload it);
 * - online otherwise. A board that shows an older list than the shop's is not a state of its
 *   own: the list shows which list it has.
 */

import { openingState, type OpeningHours } from './clock';

export const BOARD_STATES = ['online', 'starting', 'offline', 'outdated', 'failing'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** A board reports on connect and then this often. */
export const BOARD_HEARTBEAT_MS = 60_000;

export interface HealthThresholds {
  offlineAfterMs: number;
  outdatedAfterMs: number;
}

export const DEFAULT_HEALTH_THRESHOLDS: HealthThresholds = {
  offlineAfterMs: 3 * 60_000,
  outdatedAfterMs: 2 * 60_000,
};

/** How long a just-paired or just-adopted screen is "starting" at most, before its first list. */
export const STARTING_GRACE_MS = 2 * 60_000;

/**
 * Whether app version `board` is older than `served` (both as `vite.config.ts` writes them:
 * `1.2.3+202612021200`, the package version and when it was built). Unknown or unreadable
 * versions (`dev`) are never older: only a reason staff can act on counts.
 */
export function isOlderVersion(board: string | null, served: string | null): boolean {
  const parse = (text: string | null) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(?:\+(\d+))?$/.exec(text ?? '');
    return match ? match.slice(1).map((part) => Number(part ?? 0)) : null;
  };
  const a = parse(board);
  const b = parse(served);
  if (!a || !b) return false;
  for (let i = 0; i < 4; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return false;
}

/** What else judging a board may know: when it became a screen, and the app version served. */
export interface JudgeContext {
  /** When the board was paired or adopted (ms since the epoch); null for neither. */
  since?: number | null;
  /** The app version the server serves now; null when unknown. */
  servedVersion?: string | null;
  startingGraceMs?: number;
}

/** What the judging needs of a board's last report (times in ms since the epoch). */
export interface JudgedReport {
  reportedAt: number;
  /** When it last drew (ms); null before its first list. Undefined: not known. */
  lastRenderAt?: number | null;
  /** The app version it runs. */
  version?: string | null;
  /** The version (`modified_at`) of the feed the board shows; null before its first list. */
  feedModifiedAt: number | null;
  renderErrors: number;
}

/**
 * The state of one board. `_currentFeedAt` (the shop's cache status) no longer changes the
 * state: a board behind on its list shows which list it has.
 */
export function judgeBoard(
  report: JudgedReport | null,
  _currentFeedAt: number | null,
  now: number,
  thresholds: HealthThresholds = DEFAULT_HEALTH_THRESHOLDS,
  context: JudgeContext = {},
): BoardState {
  const since = context.since ?? null;
  // Its first report since then that shows a list: drawn (then or before, as an adopted address
  // board that draws again only when its list changes), or with the list it shows (the report
  // right after a new list may leave before the frame that draws it).
  const drewSince =
    since !== null &&
    report !== null &&
    report.reportedAt >= since &&
    (report.lastRenderAt != null || report.feedModifiedAt !== null);
  const inGrace =
    since !== null && now - since < (context.startingGraceMs ?? STARTING_GRACE_MS) && !drewSince;
  if (report && report.renderErrors > 0 && now - report.reportedAt <= thresholds.offlineAfterMs)
    return 'failing';
  if (inGrace) return 'starting';
  if (!report || now - report.reportedAt > thresholds.offlineAfterMs) return 'offline';
  if (isOlderVersion(report.version ?? null, context.servedVersion ?? null)) return 'outdated';
  return 'online';
}

/** Whether a board in this state needs someone to look at it. */
export function isUnhealthy(state: BoardState): boolean {
  return state !== 'online' && state !== 'starting';
}

/**
 * The boards the header warns about: those not online while the shop is open. `isOpen` says
 * whether the shop is open at that moment; a shop without opening hours is always open.
 */
export function boardsToWarnAbout<T extends { state: BoardState }>(
  boards: readonly T[],
  isOpen: () => boolean = () => true,
): T[] {
  if (!isOpen()) return [];
  return boards.filter((board) => isUnhealthy(board.state));
}

/**
 * The `isOpen` for {@link boardsToWarnAbout} from a shop's opening hours: asks the clock each
 * time it is called. Hours not known yet (`undefined`) or none at all (`null`) are always open.
 */
export function shopOpenCheck(
  hours: OpeningHours | null | undefined,
  zone: string,
  now: () => number = Date.now,
): () => boolean {
  if (!hours) return () => true;
  return () => openingState(hours, zone, now()).open;
}
