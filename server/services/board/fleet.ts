/**
 * The fleet: every board of every shop a user may see (superusers: all), in one answer of a
 * few queries whatever the number of shops: the shops, their screens, their boards' last
 * reports, the names of shop-level boards and when each board's latest picture was taken. Each
 * board is judged as on a shop's screen health list, and is `closed` while its shop is closed
 * by its opening hours (a dark screen at night is no fault).
 */
import { and, asc, eq, gte, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FleetBoard, FleetPage, FleetQuery, FleetState } from '../../../src/domain/contract';
import { openingState } from '../../../src/domain/clock';
import { judgeBoard, type HealthThresholds } from '../../../src/domain/screen-health';
import { shopReadScope } from '../../auth/tenancy';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { boardDevices, boardReports, screens, shops } from '../../db/schema';
import { notFound } from '../../errors';
import { BOARD_EXPIRY_MS, UNPAIRED } from './board-health';

/** The feed version (`modified_at`) each shop's boards should show, by shop id. */
export type CurrentFeeds = (shopIds: string[]) => Promise<Map<string, string | null>>;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * One page of the fleet: boards ordered by shop name, then screens by name, then shop-level
 * boards by name and id; `counts` and `shops` cover every board the shop filter leaves, before
 * the state filter.
 */
export async function pageFleet(
  db: Database,
  principal: Principal,
  query: FleetQuery,
  now: number,
  thresholds: HealthThresholds,
  currentFeeds: CurrentFeeds,
): Promise<FleetPage> {
  const scope = shopReadScope(principal, shops.id);
  const shopRows = await db
    .select({
      id: shops.id,
      name: shops.name,
      multiscreen: shops.isUsingMultiscreen,
      zone: shops.timeZone,
      hours: shops.openingHours,
    })
    .from(shops)
    .where(scope)
    .orderBy(asc(shops.name), asc(shops.id));
  if (query.shop && !shopRows.some((shop) => shop.id === query.shop)) throw notFound('Shop');
  const chosen = query.shop ? shopRows.filter((shop) => shop.id === query.shop) : shopRows;
  const ids = chosen.map((shop) => shop.id);
  // Superusers without a shop filter: every shop, without a list of ids in the statements.
  const within = (column: Parameters<typeof shopReadScope>[1]): SQL | undefined =>
    query.shop ? eq(column, query.shop) : shopReadScope(principal, column);

  const [screenRows, reports, devices, pictures] = ids.length
    ? await Promise.all([
        db
          .select({ id: screens.id, shopId: screens.shopId, name: screens.name })
          .from(screens)
          .where(within(screens.shopId))
          .orderBy(asc(screens.name), asc(screens.id)),
        db
          .select()
          .from(boardReports)
          .where(
            and(
              within(boardReports.shopId),
              or(
                eq(boardReports.kind, 'screen'),
                and(
                  or(
                    gte(boardReports.reportedAt, new Date(now - BOARD_EXPIRY_MS)),
                    isNotNull(boardReports.pairedAt),
                  ),
                  or(isNull(boardReports.secretHash), ne(boardReports.secretHash, UNPAIRED)),
                ),
              ),
            ),
          ),
        db
          .select({ id: boardDevices.id, name: boardDevices.name })
          .from(boardDevices)
          .where(within(boardDevices.shopId)),
        rowsOf<{ shop_id: string; board_id: string; taken_at: Date | string }>(
          db,
          sql`select "shop_id", "board_id", "taken_at" from "board_screenshots"
            where ${pictureScope(principal, query.shop)}`,
        ),
      ])
    : [[], [], [], []];

  const reportOf = new Map(reports.map((report) => [`${report.shopId} ${report.boardId}`, report]));
  const names = new Map(devices.map((device) => [device.id, device.name]));
  const pictureAt = new Map(
    pictures.map((row) => [`${row.shop_id} ${row.board_id}`, new Date(row.taken_at).toISOString()]),
  );
  const withBoards = new Set(reports.map((report) => report.shopId));
  for (const shop of chosen) if (shop.multiscreen) withBoards.add(shop.id);
  const feeds = await currentFeeds([...withBoards].filter((id) => ids.includes(id)));
  const screensOf = new Map<string, typeof screenRows>();
  for (const screen of screenRows) {
    const list = screensOf.get(screen.shopId) ?? [];
    list.push(screen);
    screensOf.set(screen.shopId, list);
  }
  const devicesOf = new Map<string, typeof reports>();
  for (const report of reports) {
    if (report.kind !== 'device') continue;
    const list = devicesOf.get(report.shopId) ?? [];
    list.push(report);
    devicesOf.set(report.shopId, list);
  }

  const all: FleetBoard[] = [];
  const perShop: FleetPage['shops'] = [];
  for (const shop of chosen) {
    const current = feeds.get(shop.id) ?? null;
    const currentAt = current === null ? null : Date.parse(current);
    const closed = !openingState(shop.hours ?? null, shop.zone, now).open;
    const board = (
      boardId: string,
      kind: 'screen' | 'device',
      name: string,
      screenId: string | null,
    ): FleetBoard => {
      const key = `${shop.id} ${boardId}`;
      const report = reportOf.get(key);
      const judged = judgeBoard(
        report && report.version !== ''
          ? {
              reportedAt: report.reportedAt.getTime(),
              feedModifiedAt: report.feedModifiedAt?.getTime() ?? null,
              renderErrors: report.renderErrors,
            }
          : null,
        currentAt,
        now,
        thresholds,
      );
      const state: FleetState = closed ? 'closed' : judged;
      const paired = !!report?.pairedAt;
      return {
        shop_id: shop.id,
        shop_name: shop.name,
        board_id: boardId,
        kind,
        name,
        screen_id: screenId,
        state,
        // A paired board that has not reported yet has no report to speak of.
        reported_at: report && report.version !== '' ? iso(report.reportedAt) : null,
        version: report?.version || null,
        feed_modified_at: iso(report?.feedModifiedAt),
        orientation: report?.orientation ?? null,
        paired,
        page_url: report?.pageUrl || null,
        screenshot_at: pictureAt.get(key) ?? null,
      };
    };
    const before = all.length;
    for (const screen of screensOf.get(shop.id) ?? []) {
      if (shop.multiscreen || reportOf.has(`${shop.id} ${screen.id}`))
        all.push(board(screen.id, 'screen', screen.name, screen.id));
    }
    const shopDevices = (devicesOf.get(shop.id) ?? [])
      .map((report) => ({ report, name: names.get(report.boardId) ?? '' }))
      .sort(
        (a, b) =>
          a.name.localeCompare(b.name, 'nl') || a.report.boardId.localeCompare(b.report.boardId),
      );
    for (const { report, name } of shopDevices)
      all.push(board(report.boardId, 'device', name, null));
    perShop.push({ id: shop.id, name: shop.name, boards: all.length - before });
  }

  const counts = { online: 0, offline: 0, outdated: 0, failing: 0, closed: 0 };
  for (const item of all) counts[item.state] += 1;
  const filtered = query.state ? all.filter((item) => item.state === query.state) : all;
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  // Only shops with boards are offered as a filter, unless it is the one chosen.
  const offered = query.shop ? perShop : perShop.filter((shop) => shop.boards > 0);
  return {
    items: filtered.slice(offset, offset + limit),
    total: filtered.length,
    counts,
    shops: offered,
  };
}

/** The shops whose pictures the fleet reads, as a condition on `board_screenshots`. */
function pictureScope(principal: Principal, shop: string | undefined): SQL {
  if (shop) return sql`"shop_id" = ${shop}`;
  if (principal.isSuperuser) return sql`true`;
  if (!principal.shopIds.length) return sql`false`;
  return sql`"shop_id" in (${sql.join(
    principal.shopIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
