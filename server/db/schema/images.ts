import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shopGroups, users } from './accounts';
import { createdAt } from './columns';

/**
 * Uploaded pictures. `name` is the published name (`{hex}-{w}x{h}.{ext}`); while `status` is
 * `temp` the file sits under `upload/{name}` in the store and only its uploader may publish or
 * discard it. A picture belongs to a shop group (its users see it) or to none (global). When
 * the group goes, its pictures' records go with it: they must not become global.
 */
export const images = pgTable(
  'images',
  {
    name: text('name').primaryKey(),
    status: text('status').notNull().default('temp'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    shopGroupId: uuid('shop_group_id').references(() => shopGroups.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    purpose: text('purpose').notNull().default('library'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('images_status', sql`${t.status} in ('temp', 'published')`),
    check('images_purpose', sql`${t.purpose} in ('category', 'kind', 'product', 'library')`),
    index('images_uploader_status').on(t.uploadedBy, t.status),
    index('images_shop_group').on(t.shopGroupId),
  ],
);
