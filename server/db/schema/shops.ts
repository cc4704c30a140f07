import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours, ScreenExtraConfig, ShopConfig, ShopType } from '../../../src/domain';
import { createdAt, id, lowerName, modifiedAt } from './columns';
import { orders } from './orders';

export const shops = pgTable(
  'shops',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isUsingMultiscreen: boolean('is_using_multiscreen').notNull().default(false),
    config: jsonb('config')
      .$type<ShopConfig>()
      .notNull()
      .default(sql`'{"use_truncated_prices": false}'::jsonb`),
    /** Addresses from which table orders are accepted; empty means any. */
    allowedIps: jsonb('allowed_ips')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The cache status of the shop's boards: bumped by every write that changes them. */
    modifiedAt: modifiedAt(),
    /** The zone of the shop's opening hours and time windows. */
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    /** Opening hours; null is always open. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** The next customer order number handed out for this shop. */
    nextCustomerOrderId: integer('next_customer_order_id').notNull().default(1),
    lastPendingOrderId: uuid('last_pending_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    lastCompletedOrderId: uuid('last_completed_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    /** What its boards show: 'nl', 'en' or 'both' (alternating every `boardLanguageSeconds`). */
    boardLanguage: text('board_language').notNull().default('nl'),
    boardLanguageSeconds: integer('board_language_seconds').notNull().default(15),
    /** After how many minutes a dark board of the open shop is reported (migration 0027). */
    boardAlertMinutes: integer('board_alert_minutes').notNull().default(10),
    /** What the shop sells, and so the list its boards show by default (migration 0031). */
    shopType: text('shop_type').$type<ShopType>().notNull().default('cannabis'),
    /** A deactivated shop keeps its data but leaves the back office's shop choices. */
    active: boolean('active').notNull().default(true),
  },
  () => [
    uniqueIndex('shops_name_ci').on(lowerName),
    check('shops_board_language', sql`board_language in ('nl', 'en', 'both')`),
    check('shops_board_language_seconds', sql`board_language_seconds between 2 and 600`),
    check('shops_board_alert_minutes', sql`board_alert_minutes between 2 and 240`),
    check('shops_shop_type', sql`shop_type in ('cannabis', 'horeca', 'both')`),
  ],
);

export const screens = pgTable(
  'screens',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orientation: text('orientation').notNull().default('landscape'),
    extraConfig: jsonb('extra_config')
      .$type<ScreenExtraConfig>()
      .notNull()
      .default(sql`'{"big_screen_enable": false, "use_truncated_prices": false}'::jsonb`),
    /** The screen's own board language ('nl', 'en', 'both'); null follows its shop. */
    boardLanguage: text('board_language'),
    boardLanguageSeconds: integer('board_language_seconds'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('screens_shop_name_ci').on(t.shopId, sql`lower(${t.name})`),
    check('screens_orientation', sql`${t.orientation} in ('landscape', 'portrait', 'mobile')`),
    check(
      'screens_board_language',
      sql`${t.boardLanguage} is null or ${t.boardLanguage} in ('nl', 'en', 'both')`,
    ),
    check(
      'screens_board_language_seconds',
      sql`${t.boardLanguageSeconds} is null or ${t.boardLanguageSeconds} between 2 and 600`,
    ),
  ],
);

/** Tables of a shop where customers sit and order. */
export const shopTables = pgTable(
  'shop_tables',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_tables_shop_name_ci').on(t.shopId, sql`lower(${t.name})`),
    index('shop_tables_shop').on(t.shopId),
  ],
);
