/**
 * The fleet's figures as the database holds them, read when `GET /metrics` is asked: three
 * aggregate statements whatever the number of boards and shops (never one per board).
 *
 * Counted are the screens staff put on the wall: every screen of a multi-screen shop, every
 * board a stick was paired to (`board_reports.paired_at`) and not unpaired since, and every
 * address board staff adopted (`adopted_at`). Viewers keep no row and are never counted. Each is
 * judged as the fleet (`services/board/fleet.ts`) judges it, in the same order: failing with
 * render errors, starting within the grace after its pairing or adoption, offline without a
 * report for `offlineAfterMs`, outdated on an older app version than the server serves, online
 * otherwise. Opening hours are left out: a closed shop's dark screens count as offline.
 */
import { sql } from 'drizzle-orm';
import {
  BOARD_STATES,
  STARTING_GRACE_MS,
  type BoardState,
  type HealthThresholds,
} from '../../../src/domain/screen-health';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { UNPAIRED } from '../board/board-health';
import { olderVersionSql } from '../board/fleet';

/** Shops given series of their own, at most (the ones with screens, by id); totals cover all. */
export const MAX_METRIC_SHOPS = 5000;

export type StateCounts = Record<BoardState, number>;

export interface FleetFigures {
  /** Screens per state of each shop with screens (the first {@link MAX_METRIC_SHOPS} by id). */
  perShop: Map<string, StateCounts>;
  /** Screens per state over every shop. */
  total: StateCounts;
  /** Shops with screens, and those left without series of their own by the cap. */
  shops: number;
  shopsLeftOut: number;
  /** Pairing codes waiting for staff to type them, not expired. */
  pairingsWaiting: number;
  /** Alert mails waiting to go out, and of them those tried at least once already. */
  alertMailsQueued: number;
  alertMailsRetrying: number;
  /** Webhook deliveries waiting for their first or next try. */
  webhooksPending: number;
}

export const noScreens = (): StateCounts => ({
  online: 0,
  starting: 0,
  offline: 0,
  outdated: 0,
  failing: 0,
});

/** Reads the figures at `now` (ms) with the thresholds of the app's screen health. */
export async function readFleetFigures(
  db: Database,
  now: number,
  thresholds: HealthThresholds,
  servedVersion: string | null = null,
  maxShops = MAX_METRIC_SHOPS,
): Promise<FleetFigures> {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const offline = at(now - thresholds.offlineAfterMs);
  const judged = sql`with wall as (
      select s."shop_id", s."id" as "board_id" from "screens" s
        join "shops" h on h."id" = s."shop_id" and h."is_using_multiscreen"
      union
      select r."shop_id", r."board_id" from "board_reports" r
        where (r."paired_at" is not null or r."adopted_at" is not null)
          and (r."secret_hash" is null or r."secret_hash" <> ${UNPAIRED})
    ), b as (
      select w."shop_id", r."board_id" as "r_board", r."version" as "r_version",
        r."reported_at" as "r_reported_at", r."render_errors" as "r_errors",
        r."feed_modified_at" as "r_feed_at", r."last_render_at" as "r_render_at",
        greatest(r."paired_at", r."adopted_at") as "r_since"
      from wall w
      left join "board_reports" r on r."shop_id" = w."shop_id" and r."board_id" = w."board_id"
    ), judged as (
      select b."shop_id",
        case
          when b."r_errors" > 0 and b."r_version" <> '' and b."r_reported_at" >= ${offline}
            then 'failing'
          when b."r_since" > ${at(now - STARTING_GRACE_MS)}
            and ((b."r_render_at" is null and b."r_feed_at" is null)
              or b."r_reported_at" < b."r_since") then 'starting'
          when b."r_board" is null or b."r_version" = '' or b."r_reported_at" < ${offline}
            then 'offline'
          when ${olderVersionSql(servedVersion)} then 'outdated'
          else 'online'
        end as "state"
      from b
    )`;
  const [perShopRows, totalRows, [other]] = await Promise.all([
    rowsOf<{ shop_id: string; state: BoardState; screens: number }>(
      db,
      sql`${judged}, shown as (
          select distinct "shop_id" from judged order by "shop_id" limit ${maxShops}
        )
        select j."shop_id", j."state", count(*)::int as "screens"
        from judged j join shown using ("shop_id") group by j."shop_id", j."state"`,
    ),
    rowsOf<{ state: BoardState; screens: number; shops: number }>(
      db,
      sql`${judged} select "state", count(*)::int as "screens",
          (select count(distinct "shop_id") from judged)::int as "shops"
        from judged group by "state"`,
    ),
    rowsOf<{ pairings: number; queued: number; retrying: number; webhooks: number }>(
      db,
      sql`select
          (select count(*) from "board_pairings"
            where "paired_at" is null and "expires_at" >= ${at(now)})::int as "pairings",
          (select count(*) from "board_alerts" where "mail" is not null)::int as "queued",
          (select count(*) from "board_alerts"
            where "mail" is not null and "mail_attempts" > 0)::int as "retrying",
          (select count(*) from "webhook_deliveries" where "status" = 'pending')::int as "webhooks"`,
    ),
  ]);
  const perShop = new Map<string, StateCounts>();
  for (const row of perShopRows) {
    const counts = perShop.get(row.shop_id) ?? noScreens();
    counts[row.state] = row.screens;
    perShop.set(row.shop_id, counts);
  }
  const total = noScreens();
  let shops = 0;
  for (const row of totalRows) {
    if (BOARD_STATES.includes(row.state)) total[row.state] = row.screens;
    shops = row.shops;
  }
  return {
    perShop,
    total,
    shops,
    shopsLeftOut: Math.max(0, shops - perShop.size),
    pairingsWaiting: other?.pairings ?? 0,
    alertMailsQueued: other?.queued ?? 0,
    alertMailsRetrying: other?.retrying ?? 0,
    webhooksPending: other?.webhooks ?? 0,
  };
}
