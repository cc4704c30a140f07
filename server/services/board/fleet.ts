/**
 * The fleet: every board of every shop a user may see (superusers: all), a page at a time. The
 * database judges each board as a shop's screen health list does (`judgeBoard`, written once
 * more as SQL below) and pages them, so a request reads only its page of boards whatever their
 * number: one query for the shops in scope, one aggregate for the count per shop and state,
 * and one for the page itself, with its names and the time of each board's latest picture. A
 * board is `closed` while its shop is closed by its opening hours (a dark screen at night is no
 * fault).
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { FleetBoard, FleetPage, FleetQuery, FleetState } from '../../../src/domain/contract';
import { openingState } from '../../../src/domain/clock';
import { STARTING_GRACE_MS, type HealthThresholds } from '../../../src/domain/screen-health';
import { shopReadScope } from '../../auth/tenancy';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { shops } from '../../db/schema';
import { notFound } from '../../errors';
import { UNPAIRED } from './board-health';

/**
 * `isOlderVersion(b."r_version", servedVersion)` as SQL: the versions' four numbers
 * (`1.2.3+202612021200`) compared as an array; false when either is unreadable.
 */
export function olderVersionSql(servedVersion: string | null): SQL {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:\+(\d+))?$/.exec(servedVersion ?? '');
  if (!match) return sql`false`;
  const served = match.slice(1).map((part) => Number(part ?? 0));
  return sql`(b."r_version" ~ '^[0-9]{1,9}[.][0-9]{1,9}[.][0-9]{1,9}([+][0-9]{1,15})?$' and
    (select array[m[1]::bigint, m[2]::bigint, m[3]::bigint, coalesce(m[4], '0')::bigint]
      from regexp_match(b."r_version", '^([0-9]+)[.]([0-9]+)[.]([0-9]+)(?:[+]([0-9]+))?$') as m)
    < ${`{${served.join(',')}}`}::bigint[])`;
}

/** The feed version (`modified_at`) each shop's boards should show, by shop id. */
export type CurrentFeeds = (shopIds: string[]) => Promise<Map<string, string | null>>;

/** What the statements need of each shop with boards: its place in the order, and its state. */
interface ShopFacts {
  id: string;
  ord: number;
  multiscreen: boolean;
  closed: boolean;
  current_at: string | null;
}

interface PageRow {
  shop_id: string;
  board_id: string;
  kind: 'screen' | 'device';
  name: string;
  screen_id: string | null;
  state: FleetState;
  reported: boolean;
  reported_at: Date | string | null;
  version: string | null;
  feed_modified_at: Date | string | null;
  orientation: 'landscape' | 'portrait' | null;
  view: string | null;
  theme: 'dark' | 'light' | null;
  paired: boolean;
  page_url: string | null;
  taken_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

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
  servedVersion: string | null = null,
): Promise<FleetPage> {
  const shopRows = await db
    .select({
      id: shops.id,
      name: shops.name,
      multiscreen: shops.isUsingMultiscreen,
      zone: shops.timeZone,
      hours: shops.openingHours,
      // Only shops that may have a board are judged (and their feed looked up).
      watched: sql<boolean>`(exists (select 1 from "board_reports" r where r."shop_id" = ${shops.id})
        or (${shops.isUsingMultiscreen} and exists (select 1 from "screens" s where s."shop_id" = ${shops.id})))`,
    })
    .from(shops)
    .where(shopReadScope(principal, shops.id))
    .orderBy(asc(shops.name), asc(shops.id));
  if (query.shop && !shopRows.some((shop) => shop.id === query.shop)) throw notFound('Shop');
  const chosen = query.shop ? shopRows.filter((shop) => shop.id === query.shop) : shopRows;
  const watched = chosen.filter((shop) => shop.watched);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;

  const feeds = watched.length ? await currentFeeds(watched.map((shop) => shop.id)) : new Map();
  const facts: ShopFacts[] = watched.map((shop, ord) => ({
    id: shop.id,
    ord,
    multiscreen: shop.multiscreen,
    closed: !openingState(shop.hours ?? null, shop.zone, now).open,
    current_at: feeds.get(shop.id) ?? null,
  }));
  const judged = judgedBoards(facts, now, thresholds, servedVersion);
  const [tally, page] = facts.length
    ? await Promise.all([
        rowsOf<{ shop_id: string; state: FleetState; boards: number }>(
          db,
          sql`${judged} select "shop_id", "state", count(*)::int as "boards" from judged
            group by "shop_id", "state"`,
        ),
        limit > 0
          ? rowsOf<PageRow>(
              db,
              sql`${judged} select j.*, p."taken_at" from judged j
                left join "board_screenshots" p
                  on p."shop_id" = j."shop_id" and p."board_id" = j."board_id"
                ${query.state ? sql`where j."state" = ${query.state}` : sql``}
                order by j."ord", j."kind_ord", j."name", j."board_id"
                limit ${limit} offset ${offset}`,
            )
          : Promise.resolve([]),
      ])
    : [[], []];

  const counts = { online: 0, starting: 0, offline: 0, outdated: 0, failing: 0, closed: 0 };
  const perShop = new Map<string, number>();
  for (const row of tally) {
    counts[row.state] += row.boards;
    perShop.set(row.shop_id, (perShop.get(row.shop_id) ?? 0) + row.boards);
  }
  const nameOf = new Map(chosen.map((shop) => [shop.id, shop.name]));
  const items = page.map((row): FleetBoard => ({
    shop_id: row.shop_id,
    shop_name: nameOf.get(row.shop_id) ?? '',
    board_id: row.board_id,
    kind: row.kind,
    name: row.name,
    screen_id: row.screen_id,
    state: row.state,
    // A paired board that has not reported yet has no report to speak of.
    reported_at: row.reported ? iso(row.reported_at) : null,
    version: row.version || null,
    feed_modified_at: iso(row.feed_modified_at),
    orientation: row.orientation,
    view: row.paired ? (row.view ?? 'board') : null,
    theme: row.paired ? (row.theme ?? 'dark') : null,
    paired: row.paired,
    page_url: row.page_url || null,
    screenshot_at: iso(row.taken_at),
    current_version: servedVersion,
  }));
  const shopsListed = chosen.map((shop) => ({
    id: shop.id,
    name: shop.name,
    boards: perShop.get(shop.id) ?? 0,
  }));
  return {
    items,
    total: query.state
      ? counts[query.state]
      : Object.values(counts).reduce((sum, count) => sum + count, 0),
    counts,
    // Only shops with boards are offered as a filter, unless it is the one chosen.
    shops: query.shop ? shopsListed : shopsListed.filter((shop) => shop.boards > 0),
  };
}

/**
 * `with … judged` of the screens of the shops in `facts` (every screen of a multi-screen shop,
 * and any screen that reported; and each device board that was paired or adopted, and is not
 * unpaired; viewers and address boards of before are no screens), each with its report, its
 * state (`judgeBoard` of `src/domain/screen-health.ts` as SQL), and the keys of the fleet's
 * order.
 */
function judgedBoards(
  facts: ShopFacts[],
  now: number,
  thresholds: HealthThresholds,
  servedVersion: string | null,
): SQL {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  return sql`with f as (
      select * from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb)
        as f("id" uuid, "ord" int, "multiscreen" boolean, "closed" boolean, "current_at" timestamptz)
    ), boards as (
      select s."shop_id", s."id" as "board_id", 'screen' as "kind", 0 as "kind_ord", s."name",
        s."id" as "screen_id", f."ord", f."closed", f."current_at", r."board_id" as "r_board",
        r."version" as "r_version", r."reported_at" as "r_reported_at",
        r."render_errors" as "r_errors", r."feed_modified_at" as "r_feed_at",
        r."orientation" as "r_orientation", r."paired_at" as "r_paired_at",
        r."page_url" as "r_page_url", r."view" as "r_view", r."theme" as "r_theme",
        r."last_render_at" as "r_render_at", greatest(r."paired_at", r."adopted_at") as "r_since"
      from "screens" s join f on f."id" = s."shop_id"
      left join "board_reports" r on r."shop_id" = s."shop_id" and r."board_id" = s."id"
      where f."multiscreen" or r."board_id" is not null
      union all
      select r."shop_id", r."board_id", 'device', 1, coalesce(d."name", ''), null::uuid,
        f."ord", f."closed", f."current_at", r."board_id", r."version",
        r."reported_at", r."render_errors", r."feed_modified_at", r."orientation",
        r."paired_at", r."page_url", r."view", r."theme", r."last_render_at",
        greatest(r."paired_at", r."adopted_at")
      from "board_reports" r join f on f."id" = r."shop_id"
      left join "board_devices" d on d."id" = r."board_id" and d."shop_id" = r."shop_id"
      where r."kind" = 'device'
        and (r."paired_at" is not null or r."adopted_at" is not null)
        and (r."secret_hash" is null or r."secret_hash" <> ${UNPAIRED})
    ), judged as (
      select b."shop_id", b."board_id", b."kind", b."kind_ord", b."name", b."screen_id", b."ord",
        case
          when b."closed" then 'closed'
          when b."r_errors" > 0 and b."r_version" <> ''
            and b."r_reported_at" >= ${at(now - thresholds.offlineAfterMs)} then 'failing'
          when b."r_since" > ${at(now - STARTING_GRACE_MS)}
            and ((b."r_render_at" is null and b."r_feed_at" is null)
              or b."r_reported_at" < b."r_since") then 'starting'
          when b."r_board" is null or b."r_version" = ''
            or b."r_reported_at" < ${at(now - thresholds.offlineAfterMs)} then 'offline'
          when ${olderVersionSql(servedVersion)} then 'outdated'
          else 'online'
        end as "state",
        coalesce(b."r_version" <> '', false) as "reported", b."r_reported_at" as "reported_at",
        nullif(b."r_version", '') as "version", b."r_feed_at" as "feed_modified_at",
        b."r_orientation" as "orientation", b."r_paired_at" is not null as "paired",
        b."r_page_url" as "page_url", b."r_view" as "view", b."r_theme" as "theme"
      from boards b
    )`;
}
