import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * One write of the one writer (`server/services/writer/changes.ts`): who, when, and which shops and
 * shop groups it concerns (for who may see it). Its rows are recorded by database triggers
 * (migration 0005) in the same transaction.
 */
export const historyChanges = pgTable(
  'history_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's name at the time, kept when the user is deleted later; or the key's name. */
    userName: text('user_name'),
    /** The API key the change was made with (migration 0025); its name is `userName`. */
    apiKeyId: uuid('api_key_id'),
    shopIds: uuid('shop_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    groupIds: uuid('group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Set on the change that undid another one. */
    undoOf: bigint('undo_of', { mode: 'number' }).references((): AnyPgColumn => historyChanges.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('history_changes_created').on(t.createdAt),
    index('history_changes_user').on(t.userId),
    index('history_changes_undo_of').on(t.undoOf),
    index('history_changes_shops').using('gin', t.shopIds),
  ],
);

/**
 * One row of a table as a change left it: the values before and after (for an update only the
 * columns that changed; secrets never), keyed by the row's primary key.
 */
export const historyRows = pgTable(
  'history_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    changeId: bigint('change_id', { mode: 'number' })
      .notNull()
      .references(() => historyChanges.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    /** The primary key's values, e.g. `{"id": "…"}`. */
    rowKey: jsonb('row_key').$type<Record<string, unknown>>().notNull(),
    op: text('op').$type<'insert' | 'update' | 'delete'>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The kind or horeca product the row is about, for a product's own history. */
    subjectId: uuid('subject_id'),
  },
  (t) => [
    index('history_rows_change').on(t.changeId),
    index('history_rows_row').on(t.tableName, t.rowKey),
    index('history_rows_subject').on(t.subjectId),
  ],
);
