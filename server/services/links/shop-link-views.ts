import type { ShopLink } from '../../../src/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kinds, prices, products, shopsToPrices } from '../../db/schema';
import { notFound } from '../../errors';
import type { LinkRow } from './link-order';
import { entriesOfPrice } from '../catalogue/prices';

/** A row of a shop's board as the back office reads it. */
export type ShopLinkView = ShopLink;

async function byId<T extends { id: string }>(
  load: (ids: string[]) => Promise<T[]>,
  ids: (string | null)[],
): Promise<Map<string, T>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  return new Map((unique.length ? await load(unique) : []).map((row) => [row.id, row]));
}

/** Presents rows with their price, kind or product, in three queries whatever their number. */
export async function presentLinks(db: Executor, rows: LinkRow[]): Promise<ShopLinkView[]> {
  const [priceRows, kindRows, productRows] = await Promise.all([
    byId(
      (ids) => db.select().from(prices).where(inArray(prices.id, ids)),
      rows.map((r) => r.priceId),
    ),
    byId(
      (ids) =>
        db
          .select({ id: kinds.id, name: kinds.name, short: kinds.shortDescriptionNl })
          .from(kinds)
          .where(inArray(kinds.id, ids)),
      rows.map((r) => r.kindId),
    ),
    byId(
      (ids) =>
        db
          .select({ id: products.id, name: products.name, short: products.shortDescriptionNl })
          .from(products)
          .where(inArray(products.id, ids)),
      rows.map((r) => r.productId),
    ),
  ]);
  return rows.map((row) => {
    const price = priceRows.get(row.priceId);
    const item = row.kindId ? kindRows.get(row.kindId) : productRows.get(row.productId ?? '');
    return {
      id: row.id,
      shop_id: row.shopId,
      price_id: row.priceId,
      category_id: row.categoryId,
      kind_id: row.kindId,
      product_id: row.productId,
      active: row.active,
      new: row.new,
      order_number: row.orderNumber,
      deactivated_labels: row.deactivatedLabels,
      action_labels: row.actionLabels,
      use_half: row.useHalf,
      use_one: row.useOne,
      use_two_five: row.useTwoFive,
      use_five: row.useFive,
      use_joint: row.useJoint,
      use_piece: row.usePiece,
      created_at: row.createdAt.toISOString(),
      modified_at: row.modifiedAt.toISOString(),
      internal_product_id: price?.internalProductId ?? '',
      json_prices: price ? entriesOfPrice(price) : [],
      product_name: item?.name ?? '',
      product_short_description_nl: item?.short ?? '',
    };
  });
}

export async function getLinkRow(db: Executor, id: string): Promise<LinkRow> {
  const [row] = await db.select().from(shopsToPrices).where(eq(shopsToPrices.id, id));
  if (!row) throw notFound('Shop to price');
  return row;
}

export async function getLinkView(db: Executor, id: string): Promise<ShopLinkView> {
  const [view] = await presentLinks(db, [await getLinkRow(db, id)]);
  return view as ShopLinkView;
}
