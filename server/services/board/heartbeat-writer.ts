/**
 * The heartbeats of known boards, written together: with thousands of boards one statement per
 * report fills the database pool (`tests/bench/fleet-5000.ts`). Reports that need more than an
 * update of a known board's row go the single way, `storeBoardReport` (`board-health.ts`).
 */
import { sql } from 'drizzle-orm';
import type { BoardReportBody } from '../../../src/domain/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dateOrNull, hashOf, storeBoardReport, type ReportOutcome } from './board-health';
import type { ViewerList } from './board-viewers';

interface QueuedReport {
  report: BoardReportBody;
  secret: string;
  done: (outcome: ReportOutcome) => void;
}

/**
 * Writes the heartbeats of known boards together: every report that carries a secret waits up
 * to `delayMs` (or until `maxBatch` wait) and all of them are one statement, guarded per row by
 * its board's secret, instead of one statement each. With 5,000 boards the reports otherwise
 * fill the database pool, and a price change or the fleet page waits behind them for seconds
 * (`tests/bench/fleet-5000.ts`). A report the statement did not keep (a first report, a wrong or
 * moved secret) goes the single way, {@link storeBoardReport}, which answers why.
 */
export class HeartbeatWriter {
  private queue: QueuedReport[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    /** Browsers that are no screen, kept in memory only (`board-viewers.ts`). */
    private readonly viewers?: ViewerList,
    private readonly delayMs = 200,
    private readonly maxBatch = 500,
  ) {}

  store(report: BoardReportBody, secret: string | null): Promise<ReportOutcome> {
    if (secret === null) return storeBoardReport(this.db, report, null, new Date(), this.viewers);
    return new Promise((resolve) => {
      this.queue.push({ report, secret, done: resolve });
      if (this.queue.length >= this.maxBatch) this.flush();
      else if (!this.timer) this.timer = setTimeout(() => this.flush(), this.delayMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    void this.write(batch);
  }

  private async write(batch: QueuedReport[]): Promise<void> {
    const at = (text: string | null) => dateOrNull(text)?.toISOString() ?? null;
    const rows = batch.map(({ report, secret }) => ({
      shop_id: report.shop_id,
      board_id: report.board_id,
      kind: report.kind,
      given: hashOf(secret),
      version: report.version,
      feed_etag: report.feed_etag,
      feed_modified_at: at(report.feed_modified_at),
      last_render_at: at(report.last_render_at),
      render_errors: report.render_errors,
      uptime_s: report.uptime_s,
      heap_bytes: report.heap_bytes,
      stage_width: report.stage_width,
      stage_height: report.stage_height,
      page_url: report.page_url,
    }));
    let kept = new Set<string>();
    try {
      const updated = await rowsOf<{ shop_id: string; board_id: string }>(
        this.db,
        sql`update "board_reports" as b set "version" = v.version, "feed_etag" = v.feed_etag,
            "feed_modified_at" = v.feed_modified_at, "last_render_at" = v.last_render_at,
            "render_errors" = v.render_errors, "uptime_s" = v.uptime_s,
            "heap_bytes" = v.heap_bytes, "stage_width" = v.stage_width,
            "stage_height" = v.stage_height, "page_url" = v.page_url,
            "reported_at" = ${new Date().toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(shop_id uuid,
            board_id uuid, kind text, given text, version text, feed_etag text,
            feed_modified_at timestamptz, last_render_at timestamptz, render_errors int,
            uptime_s int, heap_bytes bigint, stage_width int, stage_height int, page_url text)
          where b.shop_id = v.shop_id and b.board_id = v.board_id and b.kind = v.kind
            and b.secret_hash = v.given
          returning b.shop_id, b.board_id`,
      );
      kept = new Set(updated.map((row) => `${row.shop_id} ${row.board_id}`));
    } catch {
      // Each report goes the single way below.
    }
    for (const item of batch) {
      if (kept.has(`${item.report.shop_id} ${item.report.board_id}`))
        item.done({ kept: true, secret: null });
      else
        storeBoardReport(this.db, item.report, item.secret, new Date(), this.viewers).then(
          item.done,
          () => item.done({ kept: false, reason: 'unknown' }),
        );
    }
  }
}
