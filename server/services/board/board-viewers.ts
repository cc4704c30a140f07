/**
 * Viewers: browsers that open a board address without being a screen (a laptop looking at the
 * board, a closed preview). A screen is what staff put on the wall: a paired stick, a screen of
 * a multi-screen shop, or a board address staff adopted ("Dit is een scherm"). A viewer's
 * reports are answered as any board's (so the board works as before) but cost no database
 * row: this process keeps a small list of the viewers it saw lately, per shop, for staff to
 * adopt or forget in "Alle schermen". The list is per process; with several processes behind a
 * proxy a viewer shows in the list of the process it reported to.
 *
 * Address boards stored before screens were told apart (a `device` row neither paired nor
 * adopted) are listed beside them as seen via their address, never judged or alerted on, and
 * forgotten after {@link BOARD_EXPIRY_MS} unseen ({@link sweepAddressBoards}, on a timer and on
 * every read of the list).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { BoardReportBody, SeenBoard } from '../../../src/domain/contract';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Principal } from '../../auth/principal';
import { shopReadScope } from '../../auth/tenancy';
import { shops as shopsTable } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { msg } from '../../i18n';
import { BOARD_EXPIRY_MS, IS_SCREEN_ROW, MAX_DEVICE_BOARDS, UNPAIRED } from './board-health';

/** What the list keeps of a viewer: its last report and when it came. */
export interface Viewer {
  shopId: string;
  boardId: string;
  pageUrl: string;
  stageWidth: number;
  stageHeight: number;
  version: string;
  lastSeen: number;
}

export interface ViewerLimits {
  /** Viewers kept per shop (the most recently seen). */
  perShop: number;
  /** Viewers kept in all (the most recently seen). */
  total: number;
  /** A viewer not seen for this long drops out. */
  maxAgeMs: number;
}

export const DEFAULT_VIEWER_LIMITS: ViewerLimits = {
  perShop: 20,
  total: 5000,
  maxAgeMs: 15 * 60_000,
};

/**
 * The viewers this process saw lately: at most `perShop` per shop and `total` in all, each
 * dropped `maxAgeMs` after it was last seen. Maps keep insertion order, and a viewer seen again
 * is put last, so the first one of a map is always the one seen longest ago.
 */
export class ViewerList {
  private readonly all = new Map<string, Viewer>();
  private readonly byShop = new Map<string, Map<string, Viewer>>();

  constructor(
    private readonly limits: ViewerLimits = DEFAULT_VIEWER_LIMITS,
    /** The app's clock (tests move it). */
    readonly clock: () => number = Date.now,
  ) {}

  /** How many viewers the list holds now (for tests and the bench). */
  get size(): number {
    return this.all.size;
  }

  /** Whether the board is a viewer this process saw lately (then it is seen again now). */
  touch(report: BoardReportBody): boolean {
    const now = this.clock();
    const viewer = this.all.get(keyOf(report.shop_id, report.board_id));
    if (!viewer || now - viewer.lastSeen > this.limits.maxAgeMs) return false;
    this.see(report);
    return true;
  }

  /** Notes a viewer's report, dropping the viewers seen longest ago beyond the bounds. */
  see(report: BoardReportBody): void {
    const now = this.clock();
    const key = keyOf(report.shop_id, report.board_id);
    this.remove(report.shop_id, report.board_id);
    const viewer: Viewer = {
      shopId: report.shop_id,
      boardId: report.board_id,
      pageUrl: report.page_url,
      stageWidth: report.stage_width,
      stageHeight: report.stage_height,
      version: report.version,
      lastSeen: now,
    };
    this.all.set(key, viewer);
    let shop = this.byShop.get(report.shop_id);
    if (!shop) this.byShop.set(report.shop_id, (shop = new Map()));
    shop.set(report.board_id, viewer);
    while (shop.size > this.limits.perShop) {
      const oldest = shop.keys().next().value as string;
      this.remove(report.shop_id, oldest);
    }
    this.prune(now);
    while (this.all.size > this.limits.total) {
      const oldest = this.all.values().next().value as Viewer;
      this.remove(oldest.shopId, oldest.boardId);
    }
  }

  /** A viewer of the shop seen lately, or undefined. */
  get(shopId: string, boardId: string): Viewer | undefined {
    const now = this.clock();
    const viewer = this.all.get(keyOf(shopId, boardId));
    return viewer && now - viewer.lastSeen <= this.limits.maxAgeMs ? viewer : undefined;
  }

  /** The viewers of these shops seen lately, the latest first. */
  list(shopIds: ReadonlySet<string>): Viewer[] {
    this.prune(this.clock());
    const found: Viewer[] = [];
    for (const shopId of shopIds) {
      for (const viewer of this.byShop.get(shopId)?.values() ?? []) found.push(viewer);
    }
    return found.sort((a, b) => b.lastSeen - a.lastSeen);
  }

  /** Forgets a viewer; true when the list held it. */
  remove(shopId: string, boardId: string): boolean {
    const had = this.all.delete(keyOf(shopId, boardId));
    const shop = this.byShop.get(shopId);
    shop?.delete(boardId);
    if (shop && shop.size === 0) this.byShop.delete(shopId);
    return had;
  }

  /** Drops the viewers not seen for `maxAgeMs`: the oldest come first, so it stops early. */
  private prune(now: number): void {
    for (const viewer of this.all.values()) {
      if (now - viewer.lastSeen <= this.limits.maxAgeMs) return;
      this.remove(viewer.shopId, viewer.boardId);
    }
  }
}

/** How often the server forgets address boards silent for a week. */
export const ADDRESS_BOARD_SWEEP_MS = 60 * 60_000;

/**
 * The app version the built app carries (`app-version.txt`, written by `vite.config.ts` beside
 * the app): boards running an older one are `outdated`. Null without a build.
 */
export function servedAppVersion(staticDir: string): string | null {
  try {
    return readFileSync(join(staticDir, 'app-version.txt'), 'utf8').trim().slice(0, 64) || null;
  } catch {
    return null;
  }
}

const keyOf = (shopId: string, boardId: string) => `${shopId} ${boardId}`;

/** Forgets address boards of before that were not seen for {@link BOARD_EXPIRY_MS}. */
export async function sweepAddressBoards(db: Executor, now: number): Promise<number> {
  const swept = await rowsOf(
    db,
    sql`delete from "board_reports" where "kind" = 'device' and "paired_at" is null
      and "adopted_at" is null
      and "reported_at" < ${new Date(now - BOARD_EXPIRY_MS).toISOString()}::timestamptz
      returning 1`,
  );
  return swept.length;
}

/**
 * The boards seen via their address that are no screen, of the shops the user may see (or of
 * `shop`, 404 when it is not one of them): the address boards of before, then this process's
 * viewers, the latest first, at most `limit`, with the total. Week-old address boards are
 * swept first.
 */
export async function listSeenBoards(
  db: Executor,
  viewers: ViewerList,
  principal: Principal,
  shop: string | undefined,
  limit: number,
  now: number,
): Promise<{ items: SeenBoard[]; total: number }> {
  const rows = await db
    .select({ id: shopsTable.id, name: shopsTable.name })
    .from(shopsTable)
    .where(shopReadScope(principal, shopsTable.id));
  if (shop && !rows.some((row) => row.id === shop)) throw notFound('Shop');
  const shops = new Map(rows.filter((row) => !shop || row.id === shop).map((r) => [r.id, r.name]));
  if (shops.size === 0) return { items: [], total: 0 };
  await sweepAddressBoards(db, now);
  const ids = [...shops.keys()];
  const stored = await rowsOf<{
    shop_id: string;
    board_id: string;
    page_url: string;
    stage_width: number;
    stage_height: number;
    reported_at: Date | string;
  }>(
    db,
    sql`select r."shop_id", r."board_id", r."page_url", r."stage_width", r."stage_height",
        r."reported_at" from "board_reports" r
      where r."shop_id" = any(${`{${ids.join(',')}}`}::uuid[]) and not ${IS_SCREEN_ROW}
        and (r."secret_hash" is null or r."secret_hash" <> ${UNPAIRED})
      order by r."reported_at" desc, r."board_id"`,
  );
  const items: SeenBoard[] = stored.map((row) => ({
    shop_id: row.shop_id,
    shop_name: shops.get(row.shop_id) ?? '',
    board_id: row.board_id,
    page_url: row.page_url,
    stage_width: row.stage_width,
    stage_height: row.stage_height,
    last_seen_at: new Date(row.reported_at).toISOString(),
    stored: true,
  }));
  const listed = new Set(items.map((item) => keyOf(item.shop_id, item.board_id)));
  for (const viewer of viewers.list(new Set(ids))) {
    if (listed.has(keyOf(viewer.shopId, viewer.boardId))) continue;
    items.push({
      shop_id: viewer.shopId,
      shop_name: shops.get(viewer.shopId) ?? '',
      board_id: viewer.boardId,
      page_url: viewer.pageUrl,
      stage_width: viewer.stageWidth,
      stage_height: viewer.stageHeight,
      last_seen_at: new Date(viewer.lastSeen).toISOString(),
      stored: false,
    });
  }
  return { items: items.slice(0, limit), total: items.length };
}

/**
 * Staff adopt a board seen via its address as a screen: an address board of before is marked,
 * a viewer of this process gets its row (within {@link MAX_DEVICE_BOARDS}), without a secret,
 * so its next report is answered with one, as a first report is. 404 when the shop has no such
 * board seen lately; a board that is a screen already stays one.
 */
export async function adoptBoard(
  db: Executor,
  viewers: ViewerList,
  shopId: string,
  boardId: string,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  const marked = await rowsOf(
    db,
    sql`update "board_reports" set "adopted_at" = coalesce("adopted_at", ${at}::timestamptz)
      where "shop_id" = ${shopId} and "board_id" = ${boardId} and "kind" = 'device'
        and ("secret_hash" is null or "secret_hash" <> ${UNPAIRED})
      returning 1`,
  );
  if (marked.length > 0) {
    viewers.remove(shopId, boardId);
    return;
  }
  const viewer = viewers.get(shopId, boardId);
  if (!viewer) throw new AppError('BOARD_NOT_FOUND');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`boards ${shopId}`}, 0))`);
    const kept = await rowsOf(
      tx,
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "version", "page_url",
          "stage_width", "stage_height", "reported_at", "adopted_at")
        select ${shopId}, ${boardId}, 'device', ${viewer.version}, ${viewer.pageUrl},
          ${viewer.stageWidth}, ${viewer.stageHeight},
          ${new Date(viewer.lastSeen).toISOString()}::timestamptz, ${at}::timestamptz
        where not exists (select 1 from "screens" where "id" = ${boardId})
          and (select count(*) from "board_reports"
            where "shop_id" = ${shopId} and "kind" = 'device') < ${MAX_DEVICE_BOARDS}
        on conflict ("shop_id", "board_id") do nothing
        returning 1`,
    );
    if (kept.length === 0)
      throw new AppError(
        'TOO_MANY_BOARDS',
        msg('errors.tooManyBoards', { max: MAX_DEVICE_BOARDS }),
      );
  });
  viewers.remove(shopId, boardId);
}

/**
 * Staff forget a board seen via its address: a viewer drops out of the list (it comes back
 * when it reports again), an address board of before or an adopted one loses its row (and so
 * its secret, name and picture). A paired stick is unpaired instead: 404 here.
 */
export async function forgetBoard(
  db: Executor,
  viewers: ViewerList,
  shopId: string,
  boardId: string,
): Promise<void> {
  const deleted = await rowsOf(
    db,
    sql`delete from "board_reports" where "shop_id" = ${shopId} and "board_id" = ${boardId}
        and "kind" = 'device' and "paired_at" is null
      returning 1`,
  );
  if (deleted.length > 0) {
    await db.execute(
      sql`delete from "board_screenshots" where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
    );
  }
  const removed = viewers.remove(shopId, boardId);
  if (deleted.length === 0 && !removed) throw new AppError('BOARD_NOT_FOUND');
}
