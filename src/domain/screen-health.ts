/**
 * Screen health: how a board's last report is judged. Pure: the clock is passed in.
 *
 * - offline: no report for `offlineAfterMs` (3 minutes), or never reported;
 * - failing: the last report counted render errors;
 * - outdated: it shows an older feed than the shop's current one, and the current one is older
 *   than `outdatedAfterMs` (2 minutes) — a board needs a moment to fetch a change;
 * - online otherwise.
 */

import { openingState, type OpeningHours } from './clock';

export const BOARD_STATES = ['online', 'offline', 'outdated', 'failing'] as const;
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

/** What the judging needs of a board's last report (times in ms since the epoch). */
export interface JudgedReport {
  reportedAt: number;
  /** The version (`modified_at`) of the feed the board shows; null before its first list. */
  feedModifiedAt: number | null;
  renderErrors: number;
}

/**
 * The state of one board. `currentFeedAt` is the shop's cache status (`modified_at` of its
 * current feed, which is also when it became current), null when unknown.
 */
export function judgeBoard(
  report: JudgedReport | null,
  currentFeedAt: number | null,
  now: number,
  thresholds: HealthThresholds = DEFAULT_HEALTH_THRESHOLDS,
): BoardState {
  if (!report || now - report.reportedAt > thresholds.offlineAfterMs) return 'offline';
  if (report.renderErrors > 0) return 'failing';
  if (
    currentFeedAt !== null &&
    (report.feedModifiedAt === null || report.feedModifiedAt < currentFeedAt) &&
    now - currentFeedAt > thresholds.outdatedAfterMs
  ) {
    return 'outdated';
  }
  return 'online';
}

/** Whether a board in this state needs someone to look at it. */
export function isUnhealthy(state: BoardState): boolean {
  return state !== 'online';
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
