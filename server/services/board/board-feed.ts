import { and, asc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_SCREEN_ADVANCED_OPTIONS,
  parsePriceLabel,
  type FeedPrice,
  type ShopPriceItem,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { linkPriceEntries } from '../links/link-prices';
import { shownAt } from '../clock/clock-boundaries';
import { actionLabelsAt, loadShopHappyHours } from '../clock/happy-hours';
import {
  categories,
  categoryScreens,
  kinds,
  kindsToStrains,
  mainCategories,
  prices,
  products,
  shopsToPrices,
  strains,
} from '../../db/schema';

/** Which items a board asks for: all, only horeca (`is_horeca=true`) or only cannabis. */
export type FeedVariant = 'all' | 'horeca' | 'cannabis';

/** A text the row shows, or null when it was never set (as the predecessor's feed has it). */
function textOrNull(text: string | null | undefined): string | null {
  return text ? text : null;
}

/** A category colour as boards expect it: `#` and six hex digits, or null when unset. */
function colorOrNull(color: string | null | undefined): string | null {
  if (!color) return null;
  return color.startsWith('#') ? color : `#${color}`;
}

/**
 * The fixed price columns of the older model (`half`, `one`, `two_five`, `five`, `joint`,
 * `piece`), for board clients that read only them: a column the row uses shows the
 * combination's own value, else the matching active entry of the row (0.5g, 1g, 2.5g, 5g, 1j,
 * and the first piece entry, 'st' or free label, for a piece); null where the row offers none.
 */
function legacyColumns(
  price: typeof prices.$inferSelect,
  link: typeof shopsToPrices.$inferSelect,
  entries: FeedPrice[],
) {
  const entry = (label: string) => entries.find((e) => e.label === label)?.price ?? null;
  const column = (uses: boolean, own: number | null, label: string) =>
    uses && own !== null ? own : entry(label);
  // A free label ('Glas') is a piece price too: only the piece list has them.
  const piece =
    entries.find((e) => (parsePriceLabel(e.label)?.unit ?? 'st') === 'st')?.price ?? null;
  return {
    half: column(link.useHalf, price.half, '0.5g'),
    one: column(link.useOne, price.one, '1g'),
    two_five: column(link.useTwoFive, price.twoFive, '2.5g'),
    five: column(link.useFive, price.five, '5g'),
    joint: column(link.useJoint, price.joint, '1j'),
    piece: link.usePiece && price.piece !== null ? price.piece : piece,
  };
}

/** The prices a row shows: the active entries it offers. */
function rowPrices(
  price: typeof prices.$inferSelect,
  link: typeof shopsToPrices.$inferSelect,
): FeedPrice[] {
  return linkPriceEntries(price, link)
    .filter((entry) => entry.active !== false)
    .map((entry) => ({
      label: entry.label,
      ...(entry.label_en !== undefined && { label_en: entry.label_en }),
      price: entry.price,
      quantity: entry.quantity,
    }));
}

const mainCategory = alias(mainCategories, 'main_category');

/**
 * The order of each variant's rows, as the predecessor's clients read them: the whole list by
 * board column and row; the halves by category name, then the row's place (the cannabis half
 * is then sorted by its prices, `byPrices`). Boards sort for themselves.
 */
const VARIANT_ORDER = {
  all: [
    asc(categories.pricelistColumn),
    sql`${categories.pricelistRow} asc nulls last`,
    asc(categories.name),
    asc(shopsToPrices.orderNumber),
  ],
  horeca: [asc(categories.name), asc(shopsToPrices.orderNumber)],
  cannabis: [asc(categories.name), asc(shopsToPrices.orderNumber)],
} satisfies Record<FeedVariant, unknown[]>;

/** The price columns in the order the predecessor sorted the cannabis half by (nulls last). */
const PRICE_ORDER = ['piece', 'joint', 'one', 'five', 'half', 'two_five'] as const;

/** Sorts the cannabis half within each category by its price columns, keeping categories. */
function byPrices(items: ShopPriceItem[]): ShopPriceItem[] {
  const rank = new Map<string, number>();
  for (const item of items) if (!rank.has(item.category_id)) rank.set(item.category_id, rank.size);
  return items.sort((a, b) => {
    const byCategory = (rank.get(a.category_id) ?? 0) - (rank.get(b.category_id) ?? 0);
    if (byCategory) return byCategory;
    for (const column of PRICE_ORDER) {
      const x = a[column];
      const y = b[column];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    }
    return 0;
  });
}

/**
 * Loads a shop's price items in four queries whatever the number of rows: the rows with
 * their category, price, kind or product; the strains of those kinds; for one screen, the
 * category placements; and, at a moment, the shop's happy hours. With a screen whose placements name categories, only those
 * categories are shown.
 */
export async function loadShopPriceItems(
  db: Executor,
  shopId: string,
  variant: FeedVariant,
  screenId?: string,
  /** The shop's zone and the moment: rows outside their own or their category's windows go. */
  at?: { zone: string; now: number },
): Promise<ShopPriceItem[]> {
  const variantFilter =
    variant === 'horeca'
      ? isNotNull(shopsToPrices.productId)
      : variant === 'cannabis'
        ? isNull(shopsToPrices.productId)
        : undefined;
  const rows = await db
    .select({
      link: shopsToPrices,
      price: prices,
      category: categories,
      mainCategory: {
        id: mainCategory.id,
        name: mainCategory.name,
        nameEn: mainCategory.nameEn,
        icon: mainCategory.icon,
        orderNumber: mainCategory.orderNumber,
      },
      kind: kinds,
      product: products,
    })
    .from(shopsToPrices)
    .innerJoin(prices, eq(prices.id, shopsToPrices.priceId))
    .innerJoin(categories, eq(categories.id, shopsToPrices.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, categories.mainCategoryId))
    .leftJoin(kinds, eq(kinds.id, shopsToPrices.kindId))
    .leftJoin(products, eq(products.id, shopsToPrices.productId))
    .where(and(eq(shopsToPrices.shopId, shopId), variantFilter))
    .orderBy(...VARIANT_ORDER[variant], asc(shopsToPrices.id));
  if (!rows.length) return [];

  const kindIds = [...new Set(rows.flatMap((r) => (r.kind ? [r.kind.id] : [])))];
  const categoryIds = [...new Set(rows.map((r) => r.category.id))];
  const [strainRows, placements, hours] = await Promise.all([
    kindIds.length
      ? db
          .select({ kindId: kindsToStrains.kindId, name: strains.name })
          .from(kindsToStrains)
          .innerJoin(strains, eq(strains.id, kindsToStrains.strainId))
          .where(inArray(kindsToStrains.kindId, kindIds))
          // As the strains were linked to the kind, as the predecessor listed them.
          .orderBy(asc(kindsToStrains.linkOrder))
      : Promise.resolve([]),
    screenId
      ? db
          .select()
          .from(categoryScreens)
          .where(
            and(
              eq(categoryScreens.screenId, screenId),
              inArray(categoryScreens.categoryId, categoryIds),
            ),
          )
      : Promise.resolve([]),
    at ? loadShopHappyHours(db, shopId) : Promise.resolve(null),
  ]);
  const strainsByKind = new Map<string, { name: string }[]>();
  for (const row of strainRows) {
    const list = strainsByKind.get(row.kindId) ?? [];
    list.push({ name: row.name });
    strainsByKind.set(row.kindId, list);
  }
  const optionsByCategory = new Map(
    placements.map((p) => [
      p.categoryId,
      { ...DEFAULT_SCREEN_ADVANCED_OPTIONS, ...p.advancedOptions },
    ]),
  );
  const placed =
    screenId && placements.length ? rows.filter((r) => optionsByCategory.has(r.category.id)) : rows;
  const shown = at
    ? placed.filter((r) => shownAt(r.link.timeWindows, r.category.timeWindows, at.zone, at.now))
    : placed;

  const items = shown.map(({ link, price, category, mainCategory: main, kind, product }) => {
    const json = rowPrices(price, link);
    const item = kind ?? product;
    return {
      id: link.id,
      internal_product_id: price.internalProductId,
      active: link.active,
      new: link.new,
      order_number: link.orderNumber,
      category_id: category.id,
      category_name: category.name,
      category_name_en: textOrNull(category.nameEn),
      category_icon: textOrNull(category.icon),
      category_color: colorOrNull(category.color),
      category_order_number: category.orderNumber,
      category_image_1: category.image1,
      category_image_2: category.image2,
      category_pricelist_column: category.pricelistColumn === 'right' ? 'Right' : 'Left',
      category_pricelist_row: category.pricelistRow,
      category_screen_display_options: optionsByCategory.get(category.id) ?? {
        ...DEFAULT_SCREEN_ADVANCED_OPTIONS,
      },
      main_category_id: main?.id ?? null,
      main_category_name: main?.name ?? null,
      main_category_name_en: textOrNull(main?.nameEn),
      main_category_icon: textOrNull(main?.icon),
      main_category_order_number: main?.orderNumber ?? 0,
      kind_id: kind?.id ?? null,
      kind_name: kind?.name ?? null,
      kind_c: kind ? kind.c : null,
      kind_h: kind ? kind.h : null,
      kind_i: kind ? kind.i : null,
      kind_s: kind ? kind.s : null,
      kind_short_description_nl: textOrNull(kind?.shortDescriptionNl),
      kind_short_description_en: textOrNull(kind?.shortDescriptionEn),
      kind_image: kind?.image1 ?? null,
      strains: kind ? (strainsByKind.get(kind.id) ?? []) : [],
      flags: kind?.flags ?? [],
      icons: kind?.icons ?? [],
      product_id: product?.id ?? null,
      product_name: product?.name ?? null,
      product_short_description_nl: textOrNull(product?.shortDescriptionNl),
      product_short_description_en: textOrNull(product?.shortDescriptionEn),
      product_image: product?.image1 ?? null,
      image_1: item?.image1 ?? null,
      json_prices: json,
      deactivated_labels: link.deactivatedLabels,
      action_labels: actionLabelsAt(price, link, hours, at),
      ...legacyColumns(price, link, json),
      created_at: link.createdAt.toISOString(),
      modified_at: link.modifiedAt.toISOString(),
    } satisfies ShopPriceItem;
  });
  return variant === 'cannabis' ? byPrices(items) : items;
}
