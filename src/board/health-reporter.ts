/**
 * A board's heartbeat: what it shows and how it is doing, sent over its socket on connect, after
 * each new list and every heartbeat (60 s unless the server's answer names another period), or
 * as a small POST while the socket is down. The first is answered with the board's secret,
 * which every later report carries (`secret` on the socket, `X-Board-Secret` on the POST).
 * Everything that touches the platform is injected.
 */
import { BOARD_HEARTBEAT_MS } from '../domain/screen-health';
import { isBoardSecret, type BoardIdentity, type BoardSecretStore } from './board-identity';

/** What a report says, as the server's `BoardReportBody` has it. */
export interface BoardReport {
  shop_id: string;
  board_id: string;
  kind: 'screen' | 'device';
  version: string;
  feed_etag: string | null;
  feed_modified_at: string | null;
  last_render_at: string | null;
  render_errors: number;
  uptime_s: number;
  heap_bytes: number | null;
  stage_width: number;
  stage_height: number;
  page_url: string;
}

/** The board's state at the moment of a report. */
export interface BoardVitals {
  feedEtag: string | null;
  feedModifiedAt: string | null;
  /** When the last render completed, ms since the epoch; null before the first. */
  lastRenderAt: number | null;
  /** Render errors since the board started. */
  renderErrors: number;
  stage: { width: number; height: number };
}

export interface HealthReporterOptions {
  shopId: string;
  identity: BoardIdentity;
  version: string;
  vitals: () => BoardVitals;
  /** Sends over the socket; false while it is down. */
  send: (text: string) => boolean;
  /** The board's secret, sent with every report once the server has given it. */
  secret: BoardSecretStore;
  /** The fallback while the socket is down; answers the new secret when the server gives one. */
  post: (report: BoardReport, secret: string | null) => Promise<string | null>;
  timers: {
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  };
  now: () => number;
  startedAt: number;
  heapBytes: () => number | null;
  pageUrl: () => string;
}

/** Page addresses longer than this are cut (the server takes 500 characters). */
const MAX_URL = 500;

export class HealthReporter {
  private timer: unknown = null;
  private heartbeatMs = BOARD_HEARTBEAT_MS;
  private reportedErrors = 0;
  private stopped = false;
  /**
   * A first report (one without a secret) is on its way and unanswered. Only one goes at a
   * time: the server answers the first with the board's secret and refuses a second one without
   * it (a 401 on the POST), so a report asked for meanwhile waits for the answer.
   */
  private firstUnanswered = false;
  /** A report was asked for while the first was unanswered: it goes once the secret is in. */
  private heldBack = false;
  /** Reports sent so far, by way: for tests and diagnostics. */
  readonly sent = { socket: 0, post: 0 };

  constructor(private readonly options: HealthReporterOptions) {}

  /** Reports now and then every heartbeat. */
  start(): void {
    this.reportNow();
  }

  /** The report as it would go now; render errors are those since the last report sent. */
  report(): BoardReport {
    const o = this.options;
    const vitals = o.vitals();
    return {
      shop_id: o.shopId,
      board_id: o.identity.boardId,
      kind: o.identity.kind,
      version: o.version.slice(0, 64),
      feed_etag: vitals.feedEtag?.slice(0, 200) ?? null,
      feed_modified_at: vitals.feedModifiedAt,
      last_render_at:
        vitals.lastRenderAt === null ? null : new Date(vitals.lastRenderAt).toISOString(),
      render_errors: Math.max(0, vitals.renderErrors - this.reportedErrors),
      uptime_s: Math.max(0, Math.floor((o.now() - o.startedAt) / 1000)),
      heap_bytes: o.heapBytes(),
      stage_width: vitals.stage.width,
      stage_height: vitals.stage.height,
      page_url: o.pageUrl().slice(0, MAX_URL),
    };
  }

  /** Sends a report now (socket, else POST) and starts the next heartbeat's wait. */
  reportNow(): void {
    if (this.stopped) return;
    const report = this.report();
    const errorsTotal = this.reportedErrors + report.render_errors;
    const secret = this.options.secret.get();
    if (secret === null && this.firstUnanswered) {
      this.heldBack = true;
      this.schedule();
      return;
    }
    const message =
      secret === null ? { type: 'health', ...report } : { type: 'health', secret, ...report };
    if (this.options.send(JSON.stringify(message))) {
      this.sent.socket += 1;
      if (secret === null) this.firstUnanswered = true;
      this.reportedErrors = errorsTotal;
    } else {
      this.sent.post += 1;
      if (secret === null) this.firstUnanswered = true;
      void this.options.post(report, secret).then(
        (issued) => {
          this.reportedErrors = Math.max(this.reportedErrors, errorsTotal);
          if (issued !== null) this.acceptSecret(issued);
          if (secret === null) this.firstAnswered();
        },
        () => {
          if (secret === null) this.firstAnswered();
        },
      );
    }
    this.schedule();
  }

  /**
   * The server answered the first report (on the socket: `health_ok` or `health_refused`): a
   * report held back meanwhile goes now, with the secret when the answer brought one.
   */
  firstAnswered(): void {
    if (!this.firstUnanswered) return;
    this.firstUnanswered = false;
    if (!this.heldBack) return;
    this.heldBack = false;
    this.reportNow();
  }

  /** The board's secret now (null before the server gave one): its pictures carry it too. */
  currentSecret(): string | null {
    return this.options.secret.get();
  }

  /** The secret the server answered a first report with (on the socket or to a POST). */
  acceptSecret(secret: string): void {
    this.options.secret.set(secret);
  }

  /** The server's answer to a report may name another heartbeat period. */
  setHeartbeat(ms: number): void {
    if (!Number.isFinite(ms) || ms < 1000 || ms === this.heartbeatMs) return;
    this.heartbeatMs = ms;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      // A first report still unanswered a heartbeat later was lost (its socket closed).
      this.firstUnanswered = false;
      this.heldBack = false;
      this.reportNow();
    }, this.heartbeatMs);
  }
}

/** A message of the board's server on its socket, or null for anything else. */
export type BoardServerMessage =
  | { type: 'health_ok'; heartbeatMs: number; secret: string | null }
  | { type: 'reload' }
  | { type: 'identify'; name: string }
  | { type: 'screenshot_request' }
  | { type: 'unpaired' }
  | { type: 'health_refused'; reason: string };

export function parseBoardServerMessage(text: string): BoardServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'reload') return { type: 'reload' };
  if (message.type === 'screenshot_request') return { type: 'screenshot_request' };
  if (message.type === 'unpaired') return { type: 'unpaired' };
  if (message.type === 'health_refused' && typeof message.reason === 'string')
    return { type: 'health_refused', reason: message.reason.slice(0, 20) };
  if (message.type === 'identify' && typeof message.name === 'string')
    return { type: 'identify', name: message.name.slice(0, 100) };
  if (message.type === 'health_ok' && typeof message.heartbeat_ms === 'number')
    return {
      type: 'health_ok',
      heartbeatMs: message.heartbeat_ms,
      secret: isBoardSecret(message.secret) ? message.secret : null,
    };
  return null;
}
