import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns';
import { users } from './accounts';
import { screens, shops } from './shops';

/**
 * The last health report of each board of a shop (migration 0007): a screen board is known by
 * its screen id, a shop-level board by the device id it keeps. One row per board, overwritten
 * by every heartbeat; not business data, so not in the history. Only the board that was given
 * the secret may overwrite it; device boards are capped per shop and expire after a week.
 */
export const boardReports = pgTable(
  'board_reports',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    boardId: uuid('board_id').notNull(),
    kind: text('kind').$type<'screen' | 'device'>().notNull(),
    screenId: uuid('screen_id').references(() => screens.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    feedEtag: text('feed_etag'),
    feedModifiedAt: timestamp('feed_modified_at', { withTimezone: true }),
    lastRenderAt: timestamp('last_render_at', { withTimezone: true }),
    renderErrors: integer('render_errors').notNull().default(0),
    uptimeS: integer('uptime_s').notNull().default(0),
    heapBytes: bigint('heap_bytes', { mode: 'number' }),
    stageWidth: integer('stage_width').notNull().default(0),
    stageHeight: integer('stage_height').notNull().default(0),
    pageUrl: text('page_url').notNull().default(''),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the secret the board was given (migration 0014); null until issued. */
    secretHash: text('secret_hash'),
    /** When a stick was paired to this board by its code (migration 0022); null otherwise. */
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    /**
     * When staff adopted this address board as a screen ("Dit is een scherm", migration 0033);
     * null otherwise. A device board neither paired nor adopted is an address board of before.
     */
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
    /** The orientation staff chose when pairing; null for a board that was not paired. */
    orientation: text('orientation').$type<'landscape' | 'portrait'>(),
    /** What a paired stick shows and its theme (migration 0032, `src/domain/board-view.ts`). */
    view: text('view'),
    theme: text('theme').$type<'dark' | 'light'>(),
    /**
     * While a stick moves here (migration 0028): the SHA-256 of its old secret, which it trades
     * once for this board's new secret; the row's `secret_hash` is then `moving`.
     */
    movedFromHash: text('moved_from_hash'),
  },
  (t) => [
    primaryKey({ name: 'board_reports_pk', columns: [t.shopId, t.boardId] }),
    uniqueIndex('board_reports_moved_from')
      .on(t.movedFromHash)
      .where(sql`${t.movedFromHash} IS NOT NULL`),
    index('board_reports_shop_kind_seen').on(t.shopId, t.kind, t.reportedAt),
    check('board_reports_kind', sql`${t.kind} in ('screen', 'device')`),
    check('board_reports_screen', sql`(${t.kind} = 'screen') = (${t.screenId} IS NOT NULL)`),
  ],
);

/** The name staff gave a shop-level board (by its device id); editable, so in the history. */
export const boardDevices = pgTable(
  'board_devices',
  {
    id: uuid('id').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [index('board_devices_shop').on(t.shopId)],
);

/**
 * A code a stick at `/scherm` shows until staff pair it (migration 0022): only the SHA-256 of
 * the stick's secret is kept, which becomes the board's secret once paired. Expires after 15
 * minutes; swept when new codes are made.
 */
export const boardPairings = pgTable(
  'board_pairings',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    secretHash: text('secret_hash').notNull(),
    address: text('address').notNull(),
    /** The address's network (IPv4 /24, IPv6 /64, migration 0030): codes are bounded per network. */
    network: text('network').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    boardId: uuid('board_id'),
    kind: text('kind').$type<'screen' | 'device'>(),
    screenId: uuid('screen_id').references(() => screens.id, { onDelete: 'cascade' }),
    orientation: text('orientation').$type<'landscape' | 'portrait'>(),
    view: text('view'),
    theme: text('theme').$type<'dark' | 'light'>(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('board_pairings_code').on(t.code),
    index('board_pairings_address').on(t.address),
    index('board_pairings_network').on(t.network, t.createdAt),
  ],
);

/**
 * Staff who asked for messages about a shop's dark boards ("Meldingen over schermen", migration
 * 0027), with the address they gave. Not business data, so not in the history.
 */
export const boardAlertSubscriptions = pgTable(
  'board_alert_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'board_alert_subscriptions_pk', columns: [t.userId, t.shopId] }),
    index('board_alert_subscriptions_shop').on(t.shopId),
  ],
);

/**
 * Each board's alert state as last reported (migration 0027): a message is sent only by the
 * statement that moves `state` from 'up' to 'down' or back, so it goes out once per change
 * whatever the number of processes. `unhealthy_since` is when the detector first saw a failing
 * board; `down_since` when the reported outage began.
 */
export const boardAlerts = pgTable(
  'board_alerts',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    boardId: uuid('board_id').notNull(),
    state: text('state').$type<'up' | 'down'>().notNull().default('up'),
    unhealthySince: timestamp('unhealthy_since', { withTimezone: true }),
    downSince: timestamp('down_since', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The mail about the last change while it is not yet told to everyone (migration 0029):
     * the change and the users already told (`services/board/board-alert-mails.ts`); null once
     * told, given up, or replaced by the next change.
     */
    mail: jsonb('mail'),
    /** When the mail's next attempt is due (while one is under way: when it may be taken over). */
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }),
    /** Attempts made at the waiting mail. */
    mailAttempts: integer('mail_attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'board_alerts_pk', columns: [t.shopId, t.boardId] }),
    check('board_alerts_state', sql`${t.state} in ('up', 'down')`),
    index('board_alerts_mail_due')
      .on(t.mailDueAt)
      .where(sql`${t.mailDueAt} IS NOT NULL`),
  ],
);
