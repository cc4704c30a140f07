import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PriceEntry, TimeWindow } from '../../../src/domain';
import { shopGroups } from './accounts';
import { categories, kinds, products } from './catalogue';
import { createdAt, id, modifiedAt } from './columns';
import { shops } from './shops';

const NO_GROUP = sql`'00000000-0000-0000-0000-000000000000'::uuid`;
const legacyPrice = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** A price combination: the quantities and prices a product is sold at, with its register code. */
export const prices = pgTable(
  'prices',
  {
    id: id(),
    internalProductId: text('internal_product_id').notNull(),
    shopGroupId: uuid('shop_group_id').references(() => shopGroups.id, { onDelete: 'restrict' }),
    cannabis: jsonb('cannabis')
      .$type<PriceEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    preRolledJoints: jsonb('pre_rolled_joints')
      .$type<PriceEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    edible: jsonb('edible')
      .$type<PriceEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Fixed price columns of the older model ('Old' in the price list). */
    half: legacyPrice('half'),
    one: legacyPrice('one'),
    twoFive: legacyPrice('two_five'),
    five: legacyPrice('five'),
    joint: legacyPrice('joint'),
    piece: legacyPrice('piece'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('prices_group_code').on(
      sql`coalesce(${t.shopGroupId}, ${NO_GROUP})`,
      t.internalProductId,
    ),
  ],
);

export interface ActionLabel {
  label: string;
  price: number;
}

/** A row on a shop's board: a kind or horeca product, at a price combination, in a category. */
export const shopsToPrices = pgTable(
  'shops_to_prices',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    priceId: uuid('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    kindId: uuid('kind_id').references(() => kinds.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    new: boolean('new').notNull().default(false),
    orderNumber: integer('order_number').notNull().default(0),
    deactivatedLabels: jsonb('deactivated_labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    actionLabels: jsonb('action_labels')
      .$type<ActionLabel[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    useHalf: boolean('use_half').notNull().default(false),
    useOne: boolean('use_one').notNull().default(false),
    useTwoFive: boolean('use_two_five').notNull().default(false),
    useFive: boolean('use_five').notNull().default(false),
    useJoint: boolean('use_joint').notNull().default(false),
    usePiece: boolean('use_piece').notNull().default(false),
    /** When the row is shown and may be ordered (shop's time zone); empty is always. */
    timeWindows: jsonb('time_windows')
      .$type<TimeWindow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    check('shops_to_prices_one_item', sql`(${t.kindId} is null) <> (${t.productId} is null)`),
    uniqueIndex('shops_to_prices_kind_link')
      .on(t.shopId, t.priceId, t.kindId)
      .where(sql`${t.kindId} is not null`),
    uniqueIndex('shops_to_prices_product_link')
      .on(t.shopId, t.priceId, t.productId)
      .where(sql`${t.productId} is not null`),
    index('shops_to_prices_shop_category').on(t.shopId, t.categoryId, t.orderNumber),
    index('shops_to_prices_price').on(t.priceId),
    index('shops_to_prices_kind').on(t.kindId),
    index('shops_to_prices_product').on(t.productId),
  ],
);
