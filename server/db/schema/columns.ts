import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: UUID keys and timestamps with time zone. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const modifiedAt = () =>
  timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();

/** Expression for a case-insensitive unique index on a name column. */
export const lowerName = sql`lower("name")`;
