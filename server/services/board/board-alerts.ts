/**
 * Alerts about dark boards. A board of a shop that is open by its opening hours and has been
 * offline or failing for longer than the shop's `board_alert_minutes` (2–240, 10 by default) is
 * reported once: by mail to the staff who asked for it ("Meldingen over schermen") and as the
 * webhook event `board.offline`; once it is online again, `board.online` and a recovery mail
 * follow. Nothing is reported while the shop is closed: a board that went dark at closing time
 * counts from the moment the shop opens again.
 *
 * Each board's state as last reported is a row of `board_alerts`. A message goes out only from
 * the process whose statement moved that row from 'up' to 'down' or back (an upsert with a
 * condition, which PostgreSQL's row lock makes one process's alone), and only when the board's
 * report is still the one the detector judged; the webhook event and the mail
 * (`board-alert-mails.ts`, tried again while the SMTP server refuses) are queued in that same
 * transaction. A restart or a second process therefore never sends a change twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BoardAlertSettings } from '../../../src/domain/contract';
import { openingState, openSince, type OpeningHours } from '../../../src/domain/clock';
import { judgeBoard, type HealthThresholds } from '../../../src/domain/screen-health';
import type { Principal } from '../../auth/principal';
import { canManageShop } from '../../auth/principal';
import { assertCanUseShop } from '../../auth/tenancy';
import type { BoardAlertConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError, notFound } from '../../errors';
import { queueAlertMails, sendDueAlertMails, type AlertMailDeps } from './board-alert-mails';
import { IS_SCREEN_ROW, UNPAIRED } from './board-health';
import type { Mailer } from '../mailer';
import { EventSet, enqueueEvents } from '../webhooks/webhook-events';

/** The bounds of a shop's alert setting, in minutes. */
export const BOARD_ALERT_MINUTES = { min: 2, max: 240, default: 10 } as const;

// ---------------------------------------------------------------------------------------------
// Settings and who asked for the messages

/** The shop's setting and the caller's own subscription; 404 for a shop not theirs. */
export async function readBoardAlertSettings(
  db: Database,
  principal: Principal,
  shopId: string,
): Promise<BoardAlertSettings> {
  assertCanUseShop(principal, shopId);
  const [row] = await rowsOf<{ minutes: number; email: string | null }>(
    db,
    sql`select s."board_alert_minutes" as "minutes", b."email" from "shops" s
      left join "board_alert_subscriptions" b
        on b."shop_id" = s."id" and b."user_id" = ${principal.userId}
      where s."id" = ${shopId}`,
  );
  if (!row) throw notFound('Shop');
  return {
    shop_id: shopId,
    minutes: row.minutes,
    may_change_minutes: canManageShop(principal, shopId),
    subscribed: row.email !== null,
    email: row.email ?? principal.email,
  };
}

/** Sets after how many minutes a dark board is reported: the shop's admins and superusers. */
export async function setBoardAlertMinutes(
  tx: Executor,
  principal: Principal,
  shopId: string,
  minutes: number,
): Promise<void> {
  assertCanUseShop(principal, shopId);
  if (!canManageShop(principal, shopId)) throw new AppError('BOARD_ALERT_MINUTES');
  // Written without touching `modified_at`: the boards' lists do not change.
  const rows = await rowsOf(
    tx,
    sql`update "shops" set "board_alert_minutes" = ${minutes} where "id" = ${shopId} returning "id"`,
  );
  if (!rows.length) throw notFound('Shop');
}

/** "Meldingen over schermen" on, at `email`: any staff member of the shop for themselves. */
export async function subscribeToBoardAlerts(
  db: Database,
  principal: Principal,
  shopId: string,
  email: string,
): Promise<void> {
  assertCanUseShop(principal, shopId);
  const rows = await rowsOf(
    db,
    sql`insert into "board_alert_subscriptions" ("user_id", "shop_id", "email")
      select ${principal.userId}, "id", ${email.trim()} from "shops" where "id" = ${shopId}
      on conflict ("user_id", "shop_id") do update set "email" = excluded."email"
      returning "shop_id"`,
  );
  if (!rows.length) throw notFound('Shop');
}

export async function unsubscribeFromBoardAlerts(
  db: Database,
  principal: Principal,
  shopId: string,
): Promise<void> {
  assertCanUseShop(principal, shopId);
  await db.execute(
    sql`delete from "board_alert_subscriptions"
      where "user_id" = ${principal.userId} and "shop_id" = ${shopId}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The detector

interface ShopRow {
  id: string;
  name: string;
  time_zone: string;
  opening_hours: OpeningHours | null;
  minutes: number;
}

interface BoardRow {
  shop_id: string;
  board_id: string;
  kind: 'screen' | 'device';
  screen_id: string | null;
  version: string;
  reported_at: Date | string;
  paired_at: Date | string | null;
  render_errors: number;
  alert_state: 'up' | 'down' | null;
  unhealthy_since: Date | string | null;
  name: string | null;
}

/** One change of a board's state that this process claimed, and so must tell. */
export interface BoardChange {
  shopId: string;
  shopName: string;
  zone: string;
  boardId: string;
  kind: 'screen' | 'device';
  screenId: string | null;
  name: string;
  state: 'offline' | 'failing' | 'online';
  /** When the outage began (for `online`: the moment it ended). */
  since: number;
}

export interface BoardAlertDeps {
  db: Database;
  config: BoardAlertConfig;
  thresholds: HealthThresholds;
  /** The wall clock (ms); tests pass a fake one. */
  clock: () => number;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  /** Called after webhook deliveries were queued (wakes the sender). */
  onQueued: () => void;
  /** The address of the back office for links, when `PUBLIC_URL` is not set. */
  fallbackUrl: () => string;
  /** Told how each try of a mail ended (the operators' figures). */
  onMailTried?: AlertMailDeps['onTried'];
}

/** A board judged dark (or back), with the report time it was judged by. */
interface Candidate {
  seen: number;
  change: BoardChange;
}

/** Boards claimed by one statement (five values each, well within PostgreSQL's bounds). */
const CLAIMS_PER_STATEMENT = 500;

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/**
 * Looks at every board every `intervalMs` (a timer, never a loop), and whenever `run` is called.
 * Runs never overlap within a process; between processes the claims in the database decide.
 */
export class BoardAlertDetector {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<BoardChange[]> | undefined;
  /**
   * When the timer started: boards could not report while no server ran, so for as long as a
   * board may stay silent after that, none is reported dark (every live board reports meanwhile).
   */
  private startedAt: number | null = null;

  constructor(private readonly deps: BoardAlertDeps) {}

  start(): void {
    if (this.deps.config.intervalMs <= 0 || this.timer) return;
    this.startedAt = this.deps.clock();
    this.timer = setInterval(() => {
      void this.run().catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'board alert round failed'),
      );
    }, this.deps.config.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One look at every board: claims and tells the changes; answers those this process told. */
  run(): Promise<BoardChange[]> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<BoardChange[]> {
    const changes = await this.claimChanges();
    const { mailer } = this.deps;
    if (mailer) {
      await sendDueAlertMails({
        db: this.deps.db,
        mailer,
        clock: this.deps.clock,
        minuteMs: this.deps.config.minuteMs,
        log: this.deps.log,
        link: () => `${this.deps.config.publicUrl ?? this.deps.fallbackUrl()}/fleet`,
        onTried: this.deps.onMailTried,
      });
    }
    return changes;
  }

  /** Judges every watched board; claims the changes no process claimed yet and answers them. */
  private async claimChanges(): Promise<BoardChange[]> {
    const { db, clock, thresholds } = this.deps;
    const now = clock();
    const minuteMs = this.deps.config.minuteMs;
    // Boards of unpaired sticks, forgotten devices and boards that are no screens are not watched.
    await db.execute(sql`delete from "board_alerts" a where not exists (
        select 1 from "board_reports" r where r."shop_id" = a."shop_id" and r."board_id" = a."board_id"
          and (r."secret_hash" is null or r."secret_hash" <> ${UNPAIRED}) and ${IS_SCREEN_ROW})`);
    const shops = await rowsOf<ShopRow>(
      db,
      sql`select s."id", s."name", s."time_zone", s."opening_hours",
          s."board_alert_minutes" as "minutes"
        from "shops" s where exists (select 1 from "board_reports" r where r."shop_id" = s."id")`,
    );
    if (!shops.length) return [];
    const boards = await rowsOf<BoardRow>(
      db,
      sql`select r."shop_id", r."board_id", r."kind", r."screen_id", r."version",
          r."reported_at", r."paired_at", r."render_errors",
          a."state" as "alert_state", a."unhealthy_since",
          coalesce(sc."name", d."name") as "name"
        from "board_reports" r
        left join "board_alerts" a on a."shop_id" = r."shop_id" and a."board_id" = r."board_id"
        left join "screens" sc on sc."id" = r."screen_id"
        left join "board_devices" d on d."id" = r."board_id" and d."shop_id" = r."shop_id"
        where (r."secret_hash" is null or r."secret_hash" <> ${UNPAIRED})
          and ${IS_SCREEN_ROW}`,
    );
    const shopOf = new Map(shops.map((shop) => [shop.id, shop]));
    const outages: Candidate[] = [];
    const recoveries: Candidate[] = [];
    for (const board of boards) {
      const shop = shopOf.get(board.shop_id);
      // A stick counts from its last report or its pairing, whichever is later; a row that
      // neither reported nor was paired (a screen's, before its board came) not at all.
      const reported = board.version !== '';
      const paired = time(board.paired_at);
      if (!shop || (!reported && paired === null)) continue;
      const seen = Math.max(time(board.reported_at) ?? 0, paired ?? 0);
      const state = judgeBoard(
        {
          reportedAt: seen,
          feedModifiedAt: null,
          renderErrors: reported ? board.render_errors : 0,
        },
        null,
        now,
        thresholds,
      );
      const base = {
        shopId: shop.id,
        shopName: shop.name,
        zone: shop.time_zone,
        boardId: board.board_id,
        kind: board.kind,
        screenId: board.screen_id,
        name: board.name ?? '',
      };
      if (state === 'starting') continue;
      if (state === 'online' || state === 'outdated') {
        if (board.alert_state === 'down') {
          recoveries.push({ seen, change: { ...base, state: 'online', since: now } });
        } else if (board.unhealthy_since !== null) {
          await db.execute(sql`update "board_alerts" set "unhealthy_since" = null
            where "shop_id" = ${board.shop_id} and "board_id" = ${board.board_id} and "state" = 'up'`);
        }
        continue;
      }
      if (board.alert_state === 'down') continue;
      // Failing: from the moment the detector first saw it; offline: from the last report.
      let since = seen;
      if (state === 'failing') {
        since = time(board.unhealthy_since) ?? now;
        if (board.unhealthy_since === null) {
          await db.execute(sql`insert into "board_alerts" ("shop_id", "board_id", "unhealthy_since")
            values (${board.shop_id}, ${board.board_id}, ${new Date(now).toISOString()}::timestamptz)
            on conflict ("shop_id", "board_id") do update
              set "unhealthy_since" = coalesce("board_alerts"."unhealthy_since", excluded."unhealthy_since")`);
        }
      }
      const hours = shop.opening_hours ?? null;
      if (!openingState(hours, shop.time_zone, now).open) continue;
      const counted = Math.max(since, openSince(hours, shop.time_zone, now) ?? since);
      if (now - counted < shop.minutes * minuteMs) continue;
      const waking = this.startedAt !== null && now - this.startedAt < thresholds.offlineAfterMs;
      if (!waking) outages.push({ seen, change: { ...base, state, since } });
    }
    const changes: BoardChange[] = [];
    for (const [list, claim] of [
      [outages, this.claimOutages],
      [recoveries, this.claimRecoveries],
    ] as const) {
      for (let i = 0; i < list.length; i += CLAIMS_PER_STATEMENT) {
        const chunk = list.slice(i, i + CLAIMS_PER_STATEMENT);
        try {
          changes.push(...(await this.claimAll(chunk, claim.call(this, chunk))));
        } catch (error) {
          // Another process held the same rows (a deadlock PostgreSQL broke): next round decides.
          this.deps.log.warn({ err: error }, 'board alert claims not made');
        }
      }
    }
    return changes;
  }

  /**
   * Moves the boards to 'down' where no process did yet and each board's report is still the
   * one judged (no report since, or still failing); answers the rows this statement moved.
   */
  private claimOutages(list: Candidate[]): SQL {
    const now = new Date(this.deps.clock()).toISOString();
    const values = sql.join(
      list.map(
        ({ seen, change }) =>
          sql`(${change.shopId}::uuid, ${change.boardId}::uuid, ${new Date(change.since).toISOString()}::timestamptz,
            ${new Date(seen + 1).toISOString()}::timestamptz, ${change.state === 'failing'}::boolean)`,
      ),
      sql`, `,
    );
    return sql`with v ("shop_id", "board_id", "since", "before", "failing") as (values ${values})
      insert into "board_alerts" ("shop_id", "board_id", "state", "down_since", "changed_at")
      select v."shop_id", v."board_id", 'down', v."since", ${now}::timestamptz
      from v join "board_reports" r on r."shop_id" = v."shop_id" and r."board_id" = v."board_id"
      where case when v."failing" then r."render_errors" > 0
        else greatest(r."reported_at", r."paired_at") < v."before" end
      order by v."shop_id", v."board_id"
      on conflict ("shop_id", "board_id") do update
        set "state" = 'down', "down_since" = excluded."down_since", "changed_at" = excluded."changed_at"
        where "board_alerts"."state" = 'up'
      returning "shop_id", "board_id"`;
  }

  /** Moves the boards back to 'up' where no process did and each reports without errors. */
  private claimRecoveries(list: Candidate[]): SQL {
    const now = new Date(this.deps.clock()).toISOString();
    const values = sql.join(
      list.map(
        ({ seen, change }) =>
          sql`(${change.shopId}::uuid, ${change.boardId}::uuid, ${new Date(seen).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    return sql`with v ("shop_id", "board_id", "seen") as (values ${values})
      update "board_alerts" a set "state" = 'up', "unhealthy_since" = null,
        "changed_at" = ${now}::timestamptz
      from v, "board_reports" r
      where a."shop_id" = v."shop_id" and a."board_id" = v."board_id" and a."state" = 'down'
        and r."shop_id" = a."shop_id" and r."board_id" = a."board_id"
        and greatest(r."reported_at", r."paired_at") >= v."seen" and r."render_errors" = 0
      returning a."shop_id", a."board_id"`;
  }

  /**
   * Runs a claim and queues the webhook events (one per shop and type) and the mails of the
   * changes it made in the same transaction; answers the changes this process claimed.
   */
  private async claimAll(list: Candidate[], statement: SQL): Promise<BoardChange[]> {
    const byKey = new Map(list.map(({ change }) => [`${change.shopId} ${change.boardId}`, change]));
    const { claimed, queued } = await this.deps.db.transaction(async (tx) => {
      const rows = await rowsOf<{ shop_id: string; board_id: string }>(tx, statement);
      const made = rows
        .map((row) => byKey.get(`${row.shop_id} ${row.board_id}`))
        .filter((change): change is BoardChange => change !== undefined);
      if (!made.length) return { claimed: made, queued: 0 };
      const events = new EventSet();
      for (const change of made) {
        events.add(change.state === 'online' ? 'board.online' : 'board.offline', change.shopId, {
          board_id: change.boardId,
          kind: change.kind,
          screen_id: change.screenId,
          name: change.name,
          shop_name: change.shopName,
          state: change.state,
          [change.state === 'online' ? 'online_at' : 'since']: new Date(change.since).toISOString(),
        });
      }
      if (this.deps.mailer) await queueAlertMails(tx, made, this.deps.clock());
      return { claimed: made, queued: await enqueueEvents(tx, events) };
    });
    if (queued > 0) this.deps.onQueued();
    return claimed;
  }
}
