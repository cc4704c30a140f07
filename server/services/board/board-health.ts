/**
 * Screen health: every board reports over its socket (or a small POST while the socket is down)
 * on connect and every heartbeat; the last report per board is one row in `board_reports`,
 * written by one upsert, so every process reads the same. Staff read a shop's boards judged by
 * `judgeBoard` (`src/domain/screen-health.ts`) against the shop's current feed version.
 */
import { createHash, randomBytes } from 'node:crypto';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { BoardPage, BoardReportBody, BoardStatus } from '../../../src/domain/contract';
import { BoardReportBody as BoardReportSchema } from '../../../src/domain/contract';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  isUnhealthy,
  judgeBoard,
  type HealthThresholds,
} from '../../../src/domain/screen-health';
import type { Database, Executor } from '../../db/client';
import { boardDevices, boardReports, screens, shops } from '../../db/schema';
import { AppError } from '../../errors';
import { rowsOf } from '../../db/rows';
import type { ViewerList } from './board-viewers';

const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, strict: false });
addFormats(ajv);
const checkReport = ajv.compile<BoardReportBody>(BoardReportSchema);

/** A report as the socket carries it (`{"type":"health", secret?, ...report}`), or null. */
export function parseSocketReport(
  text: string,
): { report: BoardReportBody; secret: string | null } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, secret, ...report } = value as Record<string, unknown>;
  if (type !== 'health') return null;
  if (secret !== undefined && !isBoardSecret(secret)) return null;
  return checkReport(report) ? { report, secret: secret ?? null } : null;
}

/** A report's time as a date; null for none or one that is not a time. */
export function dateOrNull(text: string | null): Date | null {
  if (text === null) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Most device (shop-level) boards one shop keeps; a new one beyond it is refused. */
export const MAX_DEVICE_BOARDS = 50;
/** A device board that has not reported for this long is forgotten (and its secret with it). */
export const BOARD_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A board secret as the server hands them out: 32 random bytes, base64url. */
export function isBoardSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

/** What the server keeps of a secret: its SHA-256, hex. */
export function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new random board secret (32 bytes, base64url) and its hash. */
export function newBoardSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOf(secret) };
}

/**
 * The `secret_hash` of an unpaired board (migration 0022): no secret hashes to it, so its stick
 * is refused; an unpaired shop-level board is no longer listed.
 */
export const UNPAIRED = 'unpaired';

/**
 * The SQL condition of a stored board that is a screen (alias `r` of `board_reports`): a screen
 * board, or a shop-level board staff paired or adopted. Other rows are address boards of before.
 */
export const IS_SCREEN_ROW = sql`(r."kind" = 'screen' or r."paired_at" is not null or r."adopted_at" is not null)`;

/**
 * The `secret_hash` of a board a stick is moving to (migration 0028, `services/board/board-moves.ts`),
 * until the stick trades its old secret (kept as `moved_from_hash`) for a new one.
 */
export const MOVING = 'moving';

/**
 * What became of a report: kept (with the board's new secret when one was issued; `viewer`
 * when it came from a browser that is no screen, which keeps no row), refused because it did
 * not carry the board's secret (or carried the secret of a stick staff moved since: `moved`,
 * and it fetches its new board), refused because the shop has its most device boards, or not
 * a board of an existing shop at all.
 */
export type ReportOutcome =
  | { kept: true; secret: string | null; viewer?: true }
  | { kept: false; reason: 'secret' | 'moved' | 'full' | 'unknown' };

/**
 * Stores a board's report. A board that reported before is overwritten only by a report that
 * carries its secret (one indexed update, the heartbeat's path); a screen's first report (or
 * the first after staff reset its secret, or adopted it) is answered with a new random secret,
 * of which only the SHA-256 is kept. A screen board's id must be a screen of that shop. A
 * shop-level board without a row is a viewer (`board-viewers.ts`): answered without a secret,
 * noted in `viewers` (this process's bounded list), and never stored.
 */
export async function storeBoardReport(
  db: Database,
  report: BoardReportBody,
  secret: string | null,
  now: Date = new Date(),
  viewers?: ViewerList,
): Promise<ReportOutcome> {
  const given = secret === null ? null : hashOf(secret);
  const { secret: issued, hash: issuedHash } = newBoardSecret();
  const at = (text: string | null) => dateOrNull(text)?.toISOString() ?? null;
  const fields = sql`"version" = ${report.version}, "feed_etag" = ${report.feed_etag},
    "feed_modified_at" = ${at(report.feed_modified_at)}::timestamptz,
    "last_render_at" = ${at(report.last_render_at)}::timestamptz,
    "render_errors" = ${report.render_errors}, "uptime_s" = ${report.uptime_s},
    "heap_bytes" = ${report.heap_bytes}, "stage_width" = ${report.stage_width},
    "stage_height" = ${report.stage_height}, "page_url" = ${report.page_url},
    "reported_at" = ${now.toISOString()}::timestamptz`;
  const updated = await rowsOf<{ issued: boolean }>(
    db,
    sql`update "board_reports" set ${fields},
        "secret_hash" = coalesce("secret_hash", ${issuedHash})
      where "shop_id" = ${report.shop_id} and "board_id" = ${report.board_id}
        and "kind" = ${report.kind}
        and ("secret_hash" is null or "secret_hash" = ${given})
      returning "secret_hash" = ${issuedHash} as "issued"`,
  );
  if (updated[0]) return { kept: true, secret: updated[0].issued ? issued : null };
  // A viewer seen lately by this process costs no more than that update.
  if (report.kind === 'device' && given === null && viewers?.touch(report))
    return { kept: true, secret: null, viewer: true };

  const [existing] = await rowsOf<{ kind: string }>(
    db,
    sql`select "kind" from "board_reports"
      where "shop_id" = ${report.shop_id} and "board_id" = ${report.board_id}`,
  );
  if (given !== null && (await isMoveWaiting(db, given))) return { kept: false, reason: 'moved' };
  if (existing)
    return { kept: false, reason: existing.kind === report.kind ? 'secret' : 'unknown' };

  if (report.kind === 'screen') {
    const kept = await rowsOf(
      db,
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "screen_id", "version",
          "feed_etag", "feed_modified_at", "last_render_at", "render_errors", "uptime_s",
          "heap_bytes", "stage_width", "stage_height", "page_url", "reported_at", "secret_hash")
        select ${report.shop_id}, ${report.board_id}, 'screen', "id", ${report.version},
          ${report.feed_etag}, ${at(report.feed_modified_at)}::timestamptz,
          ${at(report.last_render_at)}::timestamptz, ${report.render_errors},
          ${report.uptime_s}, ${report.heap_bytes}, ${report.stage_width},
          ${report.stage_height}, ${report.page_url}, ${now.toISOString()}::timestamptz,
          ${issuedHash}
        from "screens" where "id" = ${report.board_id} and "shop_id" = ${report.shop_id}
        on conflict ("shop_id", "board_id") do nothing
        returning "shop_id"`,
    );
    if (kept.length > 0) return { kept: true, secret: issued };
    return { kept: false, reason: (await hasBoard(db, report)) ? 'secret' : 'unknown' };
  }

  // A viewer: a board of an existing shop (and not one of its screens' ids), kept in memory only.
  const [shop] = await rowsOf(
    db,
    sql`select 1 from "shops" where "id" = ${report.shop_id}
      and not exists (select 1 from "screens" where "id" = ${report.board_id})`,
  );
  if (!shop) return { kept: false, reason: 'unknown' };
  viewers?.see(report);
  return { kept: true, secret: null, viewer: true };
}

/** Whether a stick whose old secret hashes to `hash` was moved and has not fetched its board. */
async function isMoveWaiting(db: Executor, hash: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from "board_reports" where "moved_from_hash" = ${hash} and "secret_hash" = ${MOVING}`,
  );
  return rows.length > 0;
}

async function hasBoard(db: Executor, report: BoardReportBody): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from "board_reports" where "shop_id" = ${report.shop_id} and "board_id" = ${report.board_id}`,
  );
  return rows.length > 0;
}

/**
 * Forgets a board's secret (staff; not history, like the reports): its next report is answered
 * with a new one. 404 when the shop has no such board; a screen that never reported has none.
 */
export async function resetBoardSecret(
  tx: Executor,
  shopId: string,
  boardId: string,
): Promise<void> {
  await findShopBoard(tx, shopId, boardId);
  await tx
    .update(boardReports)
    .set({ secretHash: null, movedFromHash: null })
    .where(and(eq(boardReports.shopId, shopId), eq(boardReports.boardId, boardId)));
}

/**
 * Every screen of a shop: each paired or adopted shop-level board and each screen board that
 * reported; a multi-screen shop's screens are listed even before they report (a silent screen
 * is offline). Viewers and address boards of before are not screens (`board-viewers.ts`).
 * Bounded: the shop's screens plus at most {@link MAX_DEVICE_BOARDS} device boards.
 */
export async function listShopBoards(
  db: Database,
  shopId: string,
  currentFeedAt: string | null,
  now: number,
  thresholds: HealthThresholds = DEFAULT_HEALTH_THRESHOLDS,
  servedVersion: string | null = null,
): Promise<BoardStatus[]> {
  const [[shop], screenRows, reports, devices] = await Promise.all([
    db.select({ multiscreen: shops.isUsingMultiscreen }).from(shops).where(eq(shops.id, shopId)),
    db
      .select({ id: screens.id, name: screens.name })
      .from(screens)
      .where(eq(screens.shopId, shopId))
      .orderBy(asc(screens.name)),
    db
      .select()
      .from(boardReports)
      .where(
        and(
          eq(boardReports.shopId, shopId),
          or(
            eq(boardReports.kind, 'screen'),
            and(
              or(isNotNull(boardReports.pairedAt), isNotNull(boardReports.adoptedAt)),
              or(isNull(boardReports.secretHash), ne(boardReports.secretHash, UNPAIRED)),
            ),
          ),
        ),
      ),
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
            lastRenderAt: report.lastRenderAt?.getTime() ?? null,
            version: report.version,
          }
        : null,
      current,
      now,
      thresholds,
      { since: sinceOf(report), servedVersion },
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
      current_version: servedVersion,
      paired: !!report?.pairedAt,
      orientation: report?.pairedAt ? (report.orientation ?? null) : null,
      view: report?.pairedAt ? (report.view ?? 'board') : null,
      theme: report?.pairedAt ? (report.theme ?? 'dark') : null,
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

/** When a board became a screen by staff's hand (paired or adopted, the later), in ms. */
function sinceOf(
  report: { pairedAt: Date | null; adoptedAt: Date | null } | undefined,
): number | null {
  const times = [report?.pairedAt, report?.adoptedAt].filter((at): at is Date => !!at);
  return times.length ? Math.max(...times.map((at) => at.getTime())) : null;
}

/** Names listed with the count of unhealthy boards (for the header's tooltip). */
const MAX_UNHEALTHY_NAMES = 10;

/**
 * One page of {@link listShopBoards} (screens by name, then device boards by id), with the
 * total and the count of boards that are not healthy, so that a header needs no whole list.
 */
export async function pageShopBoards(
  db: Database,
  shopId: string,
  currentFeedAt: string | null,
  now: number,
  thresholds: HealthThresholds,
  page: { limit: number; offset: number },
  servedVersion: string | null = null,
): Promise<BoardPage> {
  const boards = await listShopBoards(db, shopId, currentFeedAt, now, thresholds, servedVersion);
  const unhealthy = boards.filter((board) => isUnhealthy(board.state));
  return {
    items: boards.slice(page.offset, page.offset + page.limit),
    total: boards.length,
    unhealthy: unhealthy.length,
    unhealthy_names: unhealthy
      .slice(0, MAX_UNHEALTHY_NAMES)
      .map((board) => board.name || board.board_id.slice(0, 8)),
  };
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
    .select({ kind: boardReports.kind, secretHash: boardReports.secretHash })
    .from(boardReports)
    .where(and(eq(boardReports.shopId, shopId), eq(boardReports.boardId, boardId)));
  if (!report || report.kind !== 'device' || report.secretHash === UNPAIRED)
    throw new AppError('BOARD_NOT_FOUND');
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

/** Whether `secret` is the secret of that board of the shop now (not reset, not unpaired). */
export async function isSecretOfBoard(
  db: Executor,
  shopId: string,
  boardId: string,
  secret: string,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from "board_reports" where "shop_id" = ${shopId} and "board_id" = ${boardId}
      and "secret_hash" = ${hashOf(secret)}`,
  );
  return rows.length > 0;
}
