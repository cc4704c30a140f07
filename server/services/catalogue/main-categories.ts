import type { Principal } from '../../auth/principal';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { shopReadScope } from '../../auth/tenancy';
import type { MainCategory } from '../../../src/domain/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mainCategories, shops } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { getShopRow } from '../accounts/shops';

type MainCategoryRow = typeof mainCategories.$inferSelect;

const MAIN_CATEGORY_LIST: ListSpec = {
  resource: 'main-categories',
  fields: {
    id: { column: mainCategories.id, type: 'uuid' },
    shop_id: { column: mainCategories.shopId, type: 'uuid' },
    name: { column: mainCategories.name, type: 'text' },
    name_en: { column: mainCategories.nameEn, type: 'text' },
    icon: { column: mainCategories.icon, type: 'text' },
    order_number: { column: mainCategories.orderNumber, type: 'number' },
    created_at: { column: mainCategories.createdAt, type: 'date' },
    modified_at: { column: mainCategories.modifiedAt, type: 'date' },
  },
  defaultSort: [
    sql`${mainCategories.orderNumber}`,
    sql`lower(${mainCategories.name})`,
    sql`${mainCategories.id}`,
  ],
};

export type MainCategoryView = MainCategory;

/** A main category as clients send it; on update, what is left out stays as it is. */
export interface MainCategoryInput {
  name: string;
  shop_id?: string | undefined;
  name_en?: string | undefined;
  icon?: string | undefined;
  order_number?: number | undefined;
}

/** Presents a page of main categories with their shop's name (one query). */
export async function presentMainCategories(
  db: Executor,
  rows: MainCategoryRow[],
): Promise<MainCategoryView[]> {
  if (!rows.length) return [];
  const shopRows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, [...new Set(rows.map((row) => row.shopId))]));
  const shopNames = new Map(shopRows.map((shop) => [shop.id, shop.name]));
  return rows.map((row) => ({
    id: row.id,
    shop_id: row.shopId,
    shop_name: shopNames.get(row.shopId) ?? '',
    name: row.name,
    name_en: row.nameEn,
    icon: row.icon,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  }));
}

export async function getMainCategoryRow(db: Executor, id: string): Promise<MainCategoryRow> {
  const [row] = await db.select().from(mainCategories).where(eq(mainCategories.id, id));
  if (!row) throw notFound('Main category');
  return row;
}

export async function getMainCategoryView(db: Executor, id: string): Promise<MainCategoryView> {
  const [view] = await presentMainCategories(db, [await getMainCategoryRow(db, id)]);
  return view as MainCategoryView;
}

async function columnsOf(
  db: Executor,
  shopId: string,
  input: MainCategoryInput,
  exceptId?: string,
) {
  const name = input.name.trim();
  if (!name) throw badRequest('The name is required.', ['body', 'name']);
  const [clash] = await db
    .select({ id: mainCategories.id })
    .from(mainCategories)
    .where(
      and(
        eq(mainCategories.shopId, shopId),
        eq(sql`lower(${mainCategories.name})`, name.toLowerCase()),
      ),
    );
  if (clash && clash.id !== exceptId) {
    throw conflict(`A main category named "${name}" already exists in this shop.`);
  }
  return {
    name,
    ...(input.name_en !== undefined && { nameEn: input.name_en.trim() }),
    ...(input.icon !== undefined && { icon: input.icon.trim() }),
    ...(input.order_number !== undefined && { orderNumber: input.order_number }),
  };
}

/** Creates a main category; run it through the writer. Returns its id. */
export async function createMainCategory(
  tx: Executor,
  input: MainCategoryInput & { shop_id: string },
): Promise<string> {
  await getShopRow(tx, input.shop_id);
  const columns = await columnsOf(tx, input.shop_id, input);
  const [row] = await tx
    .insert(mainCategories)
    .values({ ...columns, shopId: input.shop_id })
    .returning({ id: mainCategories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Updates a main category; it stays in its shop. Run it through the writer. */
export async function updateMainCategory(
  tx: Executor,
  id: string,
  input: MainCategoryInput,
): Promise<void> {
  const existing = await getMainCategoryRow(tx, id);
  if (input.shop_id !== undefined && input.shop_id !== existing.shopId) {
    throw badRequest('A main category cannot move to another shop.', ['body', 'shop_id']);
  }
  const columns = await columnsOf(tx, existing.shopId, input, id);
  await tx
    .update(mainCategories)
    .set({ ...columns, modifiedAt: new Date() })
    .where(eq(mainCategories.id, id));
}

/** Deletes a main category; its categories stay, without a main category. */
export async function deleteMainCategory(tx: Executor, id: string): Promise<void> {
  await getMainCategoryRow(tx, id);
  await tx.delete(mainCategories).where(eq(mainCategories.id, id));
}

/** The main categories of the caller's shops, a page of them. */
export function listMainCategories(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<MainCategoryView[]>> {
  const scope = shopReadScope(principal, mainCategories.shopId);
  return listOf(db, mainCategories, MAIN_CATEGORY_LIST, query, scope, (rows) =>
    presentMainCategories(db, rows),
  );
}
