/**
 * Screen health: every board reports over its socket (or a small POST while the socket is down)
 * on connect and every heartbeat; the last report per board is one row in `board_reports`,
 * written by one upsert, so every process reads the same. Staff read a shop's boards judged by
 * `judgeBoard` (`src/domain/screen-health.ts`) against the shop's current feed version.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BoardReportBody, BoardStatus } from '../../src/domain/contract';
import { BoardReportBody as BoardReportSchema } from '../../src/domain/contract';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  judgeBoard,
  type HealthThresholds,
} from '../../src/domain/screen-health';
import type { Database, Executor } from '../db/client';
import { boardDevices, boardReports, screens, shops } from '../db/schema';
import { AppError } from '../errors';

const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, strict: false });
addFormats(ajv);
const checkReport = ajv.compile<BoardReportBody>(BoardReportSchema);

/** A report as the socket carries it: `{"type":"health", ...report}`; null when it is not one. */
export function parseSocketReport(text: string): BoardReportBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, ...report } = value as Record<string, unknown>;
  if (type !== 'health') return null;
  return checkReport(report) ? report : null;
}

function dateOrNull(text: string | null): Date | null {
  if (text === null) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Stores a board's report in one statement. Only a board of an existing shop is kept: a screen
 * board's id must be a screen of that shop. Answers whether it was kept.
 */
export async function storeBoardReport(
  db: Database,
  report: BoardReportBody,
  now: Date = new Date(),
): Promise<boolean> {
  const owner =
    report.kind === 'screen'
      ? sql`select ${report.board_id}::uuid as screen_id from "screens" where "id" = ${report.board_id} and "shop_id" = ${report.shop_id}`
      : sql`select null::uuid as screen_id from "shops" where "id" = ${report.shop_id}
          and not exists (select 1 from "screens" where "id" = ${report.board_id})`;
  const kept = await rowsOf<{ shop_id: string }>(
    db,
    sql`insert into "board_reports" ("shop_id", "board_id", "kind", "screen_id", "version",
        "feed_etag", "feed_modified_at", "last_render_at", "render_errors", "uptime_s",
        "heap_bytes", "stage_width", "stage_height", "page_url", "reported_at")
      select ${report.shop_id}, ${report.board_id}, ${report.kind}, owner.screen_id,
        ${report.version}, ${report.feed_etag}, ${dateOrNull(report.feed_modified_at)?.toISOString() ?? null}::timestamptz,
        ${dateOrNull(report.last_render_at)?.toISOString() ?? null}::timestamptz, ${report.render_errors},
        ${report.uptime_s}, ${report.heap_bytes}, ${report.stage_width}, ${report.stage_height},
        ${report.page_url}, ${now.toISOString()}::timestamptz
      from (${owner}) as owner
      on conflict ("shop_id", "board_id") do update set
        "kind" = excluded."kind", "screen_id" = excluded."screen_id",
        "version" = excluded."version", "feed_etag" = excluded."feed_etag",
        "feed_modified_at" = excluded."feed_modified_at",
        "last_render_at" = excluded."last_render_at", "render_errors" = excluded."render_errors",
        "uptime_s" = excluded."uptime_s", "heap_bytes" = excluded."heap_bytes",
        "stage_width" = excluded."stage_width", "stage_height" = excluded."stage_height",
        "page_url" = excluded."page_url", "reported_at" = excluded."reported_at"
      returning "shop_id"`,
  );
  return kept.length > 0;
}

/**
 * Every board of a shop: each device that reported and each screen that did; a multi-screen
 * shop's screens are listed even before they report (a silent screen is offline).
 */
export async function listShopBoards(
  db: Database,
  shopId: string,
  currentFeedAt: string | null,
  now: number,
  thresholds: HealthThresholds = DEFAULT_HEALTH_THRESHOLDS,
): Promise<BoardStatus[]> {
  const [[shop], screenRows, reports, devices] = await Promise.all([
    db.select({ multiscreen: shops.isUsingMultiscreen }).from(shops).where(eq(shops.id, shopId)),
    db
      .select({ id: screens.id, name: screens.name })
      .from(screens)
      .where(eq(screens.shopId, shopId))
      .orderBy(asc(screens.name)),
    db.select().from(boardReports).where(eq(boardReports.shopId, shopId)),
    db
      .select({ id: boardDevices.id, name: boardDevices.name })
      .from(boardDevices)
      .where(eq(boardDevices.shopId, shopId)),
  ]);
  const byBoard = new Map(reports.map((report) => [report.boardId, report]));
  const names = new Map(devices.map((device) => [device.id, device.name]));
  const current = currentFeedAt === null ? null : Date.parse(currentFeedAt);
  const iso = (date: Date | null) => date?.toISOString() ?? null;

  function status(
    boardId: string,
    kind: 'screen' | 'device',
    name: string,
    screenId: string | null,
  ): BoardStatus {
    const report = byBoard.get(boardId);
    const state = judgeBoard(
      report
        ? {
            reportedAt: report.reportedAt.getTime(),
            feedModifiedAt: report.feedModifiedAt?.getTime() ?? null,
            renderErrors: report.renderErrors,
          }
        : null,
      current,
      now,
      thresholds,
    );
    return {
      board_id: boardId,
      kind,
      name,
      screen_id: screenId,
      state,
      reported_at: iso(report?.reportedAt ?? null),
      version: report?.version ?? null,
      feed_etag: report?.feedEtag ?? null,
      feed_modified_at: iso(report?.feedModifiedAt ?? null),
      current_feed_modified_at: currentFeedAt,
      last_render_at: iso(report?.lastRenderAt ?? null),
      render_errors: report?.renderErrors ?? 0,
      uptime_s: report?.uptimeS ?? null,
      heap_bytes: report?.heapBytes ?? null,
      stage_width: report?.stageWidth ?? null,
      stage_height: report?.stageHeight ?? null,
      page_url: report?.pageUrl ?? null,
    };
  }

  const boards = screenRows
    .filter((screen) => shop?.multiscreen || byBoard.has(screen.id))
    .map((screen) => status(screen.id, 'screen', screen.name, screen.id));
  const deviceReports = reports
    .filter((report) => report.kind === 'device')
    .sort((a, b) => a.boardId.localeCompare(b.boardId));
  for (const report of deviceReports) {
    boards.push(status(report.boardId, 'device', names.get(report.boardId) ?? '', null));
  }
  return boards;
}

/** The board `boardId` of the shop as staff address it; 404 when the shop has no such board. */
export async function findShopBoard(
  db: Executor,
  shopId: string,
  boardId: string,
): Promise<{ kind: 'screen' | 'device'; name: string }> {
  const [screen] = await db
    .select({ name: screens.name })
    .from(screens)
    .where(and(eq(screens.id, boardId), eq(screens.shopId, shopId)));
  if (screen) return { kind: 'screen', name: screen.name };
  const [report] = await db
    .select({ kind: boardReports.kind })
    .from(boardReports)
    .where(and(eq(boardReports.shopId, shopId), eq(boardReports.boardId, boardId)));
  if (!report || report.kind !== 'device') throw new AppError('BOARD_NOT_FOUND');
  const [device] = await db
    .select({ name: boardDevices.name })
    .from(boardDevices)
    .where(and(eq(boardDevices.id, boardId), eq(boardDevices.shopId, shopId)));
  return { kind: 'device', name: device?.name ?? '' };
}

/** Names a shop-level board (inside the writer's transaction). */
export async function renameDeviceBoard(
  tx: Executor,
  shopId: string,
  boardId: string,
  name: string,
): Promise<void> {
  const board = await findShopBoard(tx, shopId, boardId);
  if (board.kind === 'screen') throw new AppError('BOARD_IS_SCREEN');
  await tx
    .insert(boardDevices)
    .values({ id: boardId, shopId, name })
    .onConflictDoUpdate({
      target: boardDevices.id,
      set: { name },
      where: eq(boardDevices.shopId, shopId),
    });
}
