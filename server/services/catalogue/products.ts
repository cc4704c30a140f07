import type { Product } from '../../../src/domain/contract';
import { eq } from 'drizzle-orm';
import type { ListResult } from '../../http/list-query';
import { PRODUCT_TYPES, type ProductType } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { products, shopsToPrices } from '../../db/schema';
import { shopsShowingProduct } from '../writer/board-impact';
import {
  type GroupItemDefinition,
  type GroupItemInput,
  type GroupListInput,
  contentValues,
  createGroupItem,
  deleteGroupItem,
  groupItemListSpec,
  listGroupItems,
  presentContent,
  updateGroupItem,
} from './catalogue-items';
import type { ChangeSet } from '../writer/changes';

/** Horeca (hospitality) products: group-owned like kinds, without strains, tags or flavors. */

type ProductRow = typeof products.$inferSelect;

const PRODUCT_LIST = groupItemListSpec('products', products, {
  product_type: { column: products.productType, type: 'enum', values: PRODUCT_TYPES },
});

export const PRODUCT: GroupItemDefinition<typeof products> = {
  table: products,
  label: 'Product',
  entityType: 'product',
  linkColumn: shopsToPrices.productId,
  shopsShowing: shopsShowingProduct,
};

export type ProductView = Product;

export interface ProductInput extends GroupItemInput {
  product_type?: string | null | undefined;
}

export function presentProduct(row: ProductRow): ProductView {
  return {
    id: row.id,
    name: row.name,
    ...presentContent(row),
    product_type: row.productType as ProductType | null,
    shop_group_id: row.shopGroupId,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

/** Creates a product in a group the caller belongs to (global: superusers only). */
export function createProduct(
  tx: Executor,
  principal: Principal,
  input: ProductInput,
): Promise<ProductRow> {
  return createGroupItem(tx, PRODUCT, principal, input, (name, shopGroupId) =>
    tx
      .insert(products)
      .values({
        name,
        ...contentValues(input),
        productType: input.product_type ?? null,
        shopGroupId,
      })
      .returning(),
  );
}

/** Changes a product the caller may write; boards showing it reload. */
export function updateProduct(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
  input: ProductInput,
): Promise<ProductRow> {
  return updateGroupItem(tx, changes, PRODUCT, principal, id, input, (name, shopGroupId) =>
    tx
      .update(products)
      .set({
        name,
        ...contentValues(input),
        ...(input.product_type !== undefined && { productType: input.product_type }),
        shopGroupId,
        modifiedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning(),
  );
}

/** Deletes a product no shop lists; otherwise 409 saying where it is listed. */
export function deleteProduct(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
): Promise<void> {
  return deleteGroupItem(tx, changes, PRODUCT, principal, id);
}

/**
 * The horeca products of the caller's shop groups and the global ones, a page of them; with a
 * shop group, that group's and the global ones.
 */
export function listProducts(
  db: Executor,
  principal: Principal,
  query: GroupListInput,
): Promise<ListResult<ProductView[]>> {
  return listGroupItems(db, PRODUCT, PRODUCT_LIST, principal, query, (page) =>
    page.rows.map(presentProduct),
  );
}
