import type { Product } from '../../../src/domain/contract';
import { eq, sql } from 'drizzle-orm';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { PRODUCT_TYPES, type ProductType } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { assertCanWriteGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { products, shopsToPrices } from '../../db/schema';
import { AppError } from '../../errors';
import { recordEdit } from '../writer/audit';
import { shopsShowingProduct } from '../writer/board-impact';
import {
  type GroupItemDefinition,
  type ItemContentInput,
  assertGroupUsable,
  groupListScope,
  assertItemNameFree,
  assertItemPicturesUsable,
  contentValues,
  getVisibleItem,
  itemInUse,
  presentContent,
  requiredName,
} from './catalogue-items';
import type { ChangeSet } from '../writer/changes';

/** Horeca (hospitality) products: group-owned like kinds, without strains, tags or flavors. */

type ProductRow = typeof products.$inferSelect;

const PRODUCT_LIST: ListSpec = {
  resource: 'products',
  fields: {
    id: { column: products.id, type: 'uuid' },
    name: { column: products.name, type: 'text' },
    short_description_nl: { column: products.shortDescriptionNl, type: 'text' },
    short_description_en: { column: products.shortDescriptionEn, type: 'text' },
    description_nl: { column: products.descriptionNl, type: 'text' },
    description_en: { column: products.descriptionEn, type: 'text' },
    product_type: { column: products.productType, type: 'enum', values: PRODUCT_TYPES },
    shop_group_id: { column: products.shopGroupId, type: 'uuid' },
    created_at: { column: products.createdAt, type: 'date' },
    modified_at: { column: products.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`lower(${products.name})`, sql`${products.id}`],
};

export const PRODUCT: GroupItemDefinition<typeof products> = {
  table: products,
  label: 'Product',
  entityType: 'product',
  linkColumn: shopsToPrices.productId,
};

export type ProductView = Product;

export interface ProductInput extends ItemContentInput {
  name: string;
  product_type?: string | null | undefined;
  /** Absent on update: the product stays in its group. */
  shop_group_id?: string | null | undefined;
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
export async function createProduct(
  tx: Executor,
  principal: Principal,
  input: ProductInput,
): Promise<ProductRow> {
  const shopGroupId = input.shop_group_id ?? null;
  await assertGroupUsable(tx, principal, shopGroupId);
  const name = requiredName(input.name);
  await assertItemNameFree(tx, PRODUCT, name, shopGroupId);
  await assertItemPicturesUsable(tx, principal, input);
  const [row] = await tx
    .insert(products)
    .values({
      name,
      ...contentValues(input),
      productType: input.product_type ?? null,
      shopGroupId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: 'product',
    entityId: row.id,
    action: 'Added',
    details: { name },
  });
  return row;
}

/** Changes a product the caller may write; boards showing it reload. */
export async function updateProduct(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
  input: ProductInput,
): Promise<ProductRow> {
  const existing = await getVisibleItem(tx, PRODUCT, principal, id, true);
  assertCanWriteGroupItem(principal, existing.shopGroupId, 'Product');
  const shopGroupId =
    input.shop_group_id === undefined ? existing.shopGroupId : input.shop_group_id;
  if (shopGroupId !== existing.shopGroupId) await assertGroupUsable(tx, principal, shopGroupId);
  const name = requiredName(input.name);
  await assertItemNameFree(tx, PRODUCT, name, shopGroupId, id);
  await assertItemPicturesUsable(tx, principal, input, existing);
  const [row] = await tx
    .update(products)
    .set({
      name,
      ...contentValues(input),
      ...(input.product_type !== undefined && { productType: input.product_type }),
      shopGroupId,
      modifiedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  changes.touchShops(await shopsShowingProduct(tx, id));
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: 'product',
    entityId: id,
    action: 'Edited',
    details: { name },
  });
  return row;
}

/** Deletes a product no shop lists; otherwise 409 saying where it is listed. */
export async function deleteProduct(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
): Promise<void> {
  const existing = await getVisibleItem(tx, PRODUCT, principal, id, true);
  assertCanWriteGroupItem(principal, existing.shopGroupId, 'Product');
  const reason = await itemInUse(tx, PRODUCT, id);
  if (reason) throw new AppError('IN_USE', reason);
  changes.touchShops(await shopsShowingProduct(tx, id));
  await tx.delete(products).where(eq(products.id, id));
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: 'product',
    entityId: id,
    action: 'Deleted',
    details: { name: existing.name },
  });
}

/**
 * The horeca products of the caller's shop groups and the global ones, a page of them; with a
 * shop group, that group's and the global ones.
 */
export async function listProducts(
  db: Executor,
  principal: Principal,
  query: ListQueryInput & { shop_group_id?: string | undefined },
): Promise<ListResult<ProductView[]>> {
  const scope = await groupListScope(db, principal, products.shopGroupId, query.shop_group_id);
  return listOf(db, products, PRODUCT_LIST, query, scope, (rows) => rows.map(presentProduct));
}
