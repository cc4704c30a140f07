import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { HappyHourPrice } from '../../../src/domain';
import { categories } from './catalogue';
import { createdAt, id, modifiedAt } from './columns';
import { shopsToPrices } from './pricing';
import { shops } from './shops';

/**
 * A happy hour (migration 0020): a price that follows the clock, of one link or of a whole
 * category of a shop; fixed prices per label or a percentage off. Row-level beats category-level.
 */
export const happyHours = pgTable(
  'happy_hours',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').references(() => shopsToPrices.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** 1 Monday … 7 Sunday, sorted: the days it starts on. */
    days: jsonb('days').$type<number[]>().notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    prices: jsonb('prices').$type<HappyHourPrice[]>(),
    percent: integer('percent'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    check('happy_hours_one_target', sql`(${t.linkId} is null) <> (${t.categoryId} is null)`),
    check('happy_hours_price_or_percent', sql`(${t.prices} is null) <> (${t.percent} is null)`),
    check('happy_hours_percent', sql`${t.percent} is null or ${t.percent} between 1 and 90`),
    index('happy_hours_shop').on(t.shopId),
    index('happy_hours_link').on(t.linkId),
    index('happy_hours_category').on(t.categoryId),
  ],
);
