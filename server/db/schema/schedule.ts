import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, modifiedAt } from './columns';
import { shops } from './shops';

/**
 * A change of a link saved "vanaf" a moment (migration 0009). The row (`link_id`) has no
 * foreign key: a row deleted before the moment makes the change fail with a reason.
 */
export const scheduledChanges = pgTable(
  'scheduled_changes',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id').notNull(),
    /** prices, availability, new, discount, remove_discounts or category. */
    kind: text('kind').notNull(),
    /** The change as its immediate request body would carry it (checked per kind). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    applyAt: timestamp('apply_at', { withTimezone: true }).notNull(),
    /** pending, applied, cancelled or failed. */
    status: text('status').notNull().default('pending'),
    failure: text('failure'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Lease: the process applying the change holds it until then, so it is applied once. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who the work acts for: whoever last set it (migration 0012). */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    /** The row just before the change was applied (migration 0018); null until then. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('scheduled_changes_due')
      .on(t.applyAt)
      .where(sql`${t.status} = 'pending'`),
    index('scheduled_changes_shop').on(t.shopId, t.status),
    index('scheduled_changes_link').on(t.linkId),
    check(
      'scheduled_changes_kind',
      sql`${t.kind} in ('prices', 'availability', 'new', 'discount', 'remove_discounts', 'category')`,
    ),
    check(
      'scheduled_changes_status',
      sql`${t.status} in ('pending', 'applied', 'cancelled', 'failed')`,
    ),
  ],
);
