import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, lowerName, modifiedAt } from './columns';
import { shops } from './shops';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /**
     * Goes up when the password changes or the user is deactivated; access tokens carry the
     * version they were issued under, so every older token stops working.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language of the back office for this user: `nl` or `en`. */
    language: text('language').notNull().default('nl'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('users_username_ci').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_ci').on(sql`lower(${t.email})`),
    check('users_language', sql`${t.language} in ('nl', 'en')`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  () => [uniqueIndex('roles_name_ci').on(lowerName)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role').on(t.roleId)],
);

export const shopGroups = pgTable(
  'shop_groups',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  () => [uniqueIndex('shop_groups_name_ci').on(lowerName)],
);

/** A shop may sit in several groups; a group holds several shops. */
export const shopGroupShops = pgTable(
  'shop_group_shops',
  {
    shopGroupId: uuid('shop_group_id')
      .notNull()
      .references(() => shopGroups.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopGroupId, t.shopId] }),
    index('shop_group_shops_shop').on(t.shopId),
  ],
);

export const userShopGroups = pgTable(
  'user_shop_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopGroupId: uuid('shop_group_id')
      .notNull()
      .references(() => shopGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopGroupId] }),
    index('user_shop_groups_group').on(t.shopGroupId),
  ],
);

/** Single-use password reset tokens; only a hash of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash').on(t.tokenHash),
    index('password_reset_tokens_user').on(t.userId),
  ],
);
