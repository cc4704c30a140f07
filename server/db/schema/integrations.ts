import {
  boolean,
  index,
  integer,
  uniqueIndex,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopGroups, users } from './accounts';
import { createdAt, id } from './columns';
import { shops } from './shops';

/** A key another system of a shop group calls the API with (migration 0025). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    shopGroupId: uuid('shop_group_id')
      .notNull()
      .references(() => shopGroups.id, { onDelete: 'cascade' }),
    /** The one shop the key is for; null: every shop of the group. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** SHA-256 (hex) of the key; the key itself is shown once and never kept. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, to tell keys apart in the list. */
    keyPrefix: text('key_prefix').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_group').on(t.shopGroupId), uniqueIndex('api_keys_hash').on(t.keyHash)],
);

/** An address a shop group has events sent to (migration 0026). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    shopGroupId: uuid('shop_group_id')
      .notNull()
      .references(() => shopGroups.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    /** The signing secret: kept as it is, since every signature needs it; answered once. */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_group').on(t.shopGroupId)],
);

/** One event for one address: waiting, delivered or given up (the outbox, migration 0026). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    error: text('error'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
  ],
);
