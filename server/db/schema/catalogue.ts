import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import type { ScreenAdvancedOptions, TimeWindow } from '../../../src/domain';
import { shopGroups } from './accounts';
import { createdAt, id, lowerName, modifiedAt } from './columns';
import { screens, shops } from './shops';

/** Groups without a shop group are global: every group reads them, only superusers change them. */
const NO_GROUP = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

export const strains = pgTable(
  'strains',
  { id: id(), name: text('name').notNull(), createdAt: createdAt(), modifiedAt: modifiedAt() },
  () => [uniqueIndex('strains_name_ci').on(lowerName)],
);

export const tags = pgTable(
  'tags',
  { id: id(), name: text('name').notNull(), createdAt: createdAt(), modifiedAt: modifiedAt() },
  () => [uniqueIndex('tags_name_ci').on(lowerName)],
);

export const flavors = pgTable(
  'flavors',
  {
    id: id(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    /** Hex colour without '#'. */
    color: text('color').notNull().default('000000'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  () => [uniqueIndex('flavors_name_ci').on(lowerName)],
);

const descriptions = () => ({
  shortDescriptionNl: text('short_description_nl').notNull().default(''),
  shortDescriptionEn: text('short_description_en').notNull().default(''),
  descriptionNl: text('description_nl').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

const imageSlots = () => ({
  image1: text('image_1'),
  image2: text('image_2'),
  image3: text('image_3'),
  image4: text('image_4'),
  image5: text('image_5'),
  image6: text('image_6'),
});

/** Cannabis kinds (strains as sold). */
export const kinds = pgTable(
  'kinds',
  {
    id: id(),
    name: text('name').notNull(),
    ...descriptions(),
    c: boolean('c').notNull().default(false),
    h: boolean('h').notNull().default(false),
    i: boolean('i').notNull().default(false),
    s: boolean('s').notNull().default(false),
    flags: jsonb('flags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    icons: jsonb('icons')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...imageSlots(),
    shopGroupId: uuid('shop_group_id').references(() => shopGroups.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('kinds_group_name_ci').on(
      sql`coalesce(${t.shopGroupId}, ${NO_GROUP})`,
      sql`lower(${t.name})`,
    ),
    index('kinds_shop_group').on(t.shopGroupId),
  ],
);

export const kindsToStrains = pgTable(
  'kinds_to_strains',
  {
    id: id(),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => kinds.id, { onDelete: 'cascade' }),
    strainId: uuid('strain_id')
      .notNull()
      .references(() => strains.id, { onDelete: 'restrict' }),
    /** The order the strains were linked in: boards list a kind's strains so (0024). */
    linkOrder: bigserial('link_order', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('kinds_to_strains_pair').on(t.kindId, t.strainId),
    index('kinds_to_strains_strain').on(t.strainId),
  ],
);

export const kindsToTags = pgTable(
  'kinds_to_tags',
  {
    id: id(),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => kinds.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('kinds_to_tags_pair').on(t.kindId, t.tagId),
    index('kinds_to_tags_tag').on(t.tagId),
    check('kinds_to_tags_amount', sql`${t.amount} between 0 and 100`),
  ],
);

export const kindsToFlavors = pgTable(
  'kinds_to_flavors',
  {
    id: id(),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => kinds.id, { onDelete: 'cascade' }),
    flavorId: uuid('flavor_id')
      .notNull()
      .references(() => flavors.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('kinds_to_flavors_pair').on(t.kindId, t.flavorId),
    index('kinds_to_flavors_flavor').on(t.flavorId),
  ],
);

/** Horeca (hospitality) products. */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    ...descriptions(),
    productType: text('product_type'),
    ...imageSlots(),
    shopGroupId: uuid('shop_group_id').references(() => shopGroups.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('products_group_name_ci').on(
      sql`coalesce(${t.shopGroupId}, ${NO_GROUP})`,
      sql`lower(${t.name})`,
    ),
    index('products_shop_group').on(t.shopGroupId),
    check(
      'products_type',
      sql`${t.productType} is null or ${t.productType} in ('C', 'H', 'I', 'S')`,
    ),
  ],
);

export const mainCategories = pgTable(
  'main_categories',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    icon: text('icon').notNull().default(''),
    orderNumber: integer('order_number').notNull().default(0),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [uniqueIndex('main_categories_shop_name_ci').on(t.shopId, sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    mainCategoryId: uuid('main_category_id').references(() => mainCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** Hex colour without '#'. */
    color: text('color').notNull().default('376E1A'),
    icon: text('icon').notNull().default(''),
    cannabis: boolean('cannabis').notNull().default(false),
    image1: text('image_1'),
    image2: text('image_2'),
    pricelistColumn: text('pricelist_column').notNull().default('left'),
    pricelistRow: integer('pricelist_row'),
    orderNumber: integer('order_number').notNull().default(0),
    /** When the category is shown (shop's time zone); empty is always. */
    timeWindows: jsonb('time_windows')
      .$type<TimeWindow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    uniqueIndex('categories_shop_name_ci').on(t.shopId, sql`lower(${t.name})`),
    check('categories_pricelist_column', sql`${t.pricelistColumn} in ('left', 'right')`),
  ],
);

/** Where a category stands on one screen of a multi-screen shop, with its display options. */
export const categoryScreens = pgTable(
  'category_screens',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull().default(0),
    columnNumber: integer('column_number').notNull().default(0),
    advancedOptions: jsonb('advanced_options').$type<ScreenAdvancedOptions>().notNull(),
  },
  (t) => [
    uniqueIndex('category_screens_pair').on(t.categoryId, t.screenId),
    index('category_screens_screen').on(t.screenId),
    check('category_screens_column', sql`${t.columnNumber} between 0 and 5`),
  ],
);
