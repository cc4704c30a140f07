import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { kinds, products } from './catalogue';
import { createdAt, id } from './columns';
import { shops, shopTables } from './shops';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references((): AnyPgColumn => shops.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id').references((): AnyPgColumn => shopTables.id, {
      onDelete: 'set null',
    }),
    /** Number shown to the customer; unique per shop. */
    customerOrderId: integer('customer_order_id').notNull(),
    status: text('status').notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the secret the customer got when placing it; null for older orders. */
    secretHash: text('secret_hash'),
  },
  (t) => [
    uniqueIndex('orders_shop_customer_number').on(t.shopId, t.customerOrderId),
    index('orders_shop_status_created').on(t.shopId, t.status, t.createdAt),
    check('orders_status', sql`${t.status} in ('pending', 'complete', 'cancelled')`),
    check('orders_total', sql`${t.totalCents} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    /** The price label ordered, e.g. '1g' or '1j'. */
    description: text('description').notNull(),
    kindId: uuid('kind_id').references(() => kinds.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Name of the kind or product when ordered, kept if it is renamed or deleted later. */
    itemName: text('item_name').notNull(),
    internalProductId: text('internal_product_id').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_position').on(t.orderId, t.position),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
