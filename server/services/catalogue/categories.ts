import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { shopReadScope } from '../../auth/tenancy';
import type { Category } from '../../../src/domain/contract';
import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PRICELIST_COLUMNS, normaliseHexColor, parsePricelistColumn } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { categories, mainCategories, shops, shopsToPrices } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { Principal } from '../../auth/principal';
import { assertPicturesUsable, changedPictureSlots } from '../../images/usage';
import { recordEdit } from '../writer/audit';
import {
  checkPlacements,
  placementsOf,
  replacePlacements,
  type PlacementInput,
} from '../board/category-screens';
import { getShopRow } from '../accounts/shops';

type CategoryRow = typeof categories.$inferSelect;

const CATEGORY_LIST: ListSpec = {
  resource: 'categories',
  fields: {
    id: { column: categories.id, type: 'uuid' },
    name: { column: categories.name, type: 'text' },
    name_en: { column: categories.nameEn, type: 'text' },
    shop_id: { column: categories.shopId, type: 'uuid' },
    main_category_id: { column: categories.mainCategoryId, type: 'uuid' },
    color: { column: categories.color, type: 'text' },
    icon: { column: categories.icon, type: 'text' },
    cannabis: { column: categories.cannabis, type: 'boolean' },
    is_cannabis: { column: categories.cannabis, type: 'boolean' },
    pricelist_column: {
      column: categories.pricelistColumn,
      type: 'enum',
      values: PRICELIST_COLUMNS,
    },
    pricelist_row: { column: categories.pricelistRow, type: 'number' },
    order_number: { column: categories.orderNumber, type: 'number' },
    created_at: { column: categories.createdAt, type: 'date' },
    modified_at: { column: categories.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`lower(${categories.name})`, sql`${categories.id}`],
};

export type CategoryView = Category;

/** A category as clients send it; on update, what is left out stays as it is. */
export interface CategoryInput {
  name: string;
  shop_id?: string | undefined;
  name_en?: string | undefined;
  main_category_id?: string | null | undefined;
  color?: string | undefined;
  icon?: string | undefined;
  cannabis?: boolean | undefined;
  /** The same flag under the name the creation form uses; `cannabis` wins when both come. */
  is_cannabis?: boolean | undefined;
  image_1?: string | null | undefined;
  image_2?: string | null | undefined;
  pricelist_column?: string | undefined;
  pricelist_row?: number | null | undefined;
  order_number?: number | undefined;
  screens?: PlacementInput[] | undefined;
}

/** Presents a page of categories with names of their shop and main category: two queries. */
export async function presentCategories(
  db: Executor,
  rows: CategoryRow[],
): Promise<CategoryView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [names, placements] = await Promise.all([
    db
      .select({
        id: categories.id,
        shopName: shops.name,
        mainName: mainCategories.name,
        mainNameEn: mainCategories.nameEn,
      })
      .from(categories)
      .innerJoin(shops, eq(shops.id, categories.shopId))
      .leftJoin(mainCategories, eq(mainCategories.id, categories.mainCategoryId))
      .where(inArray(categories.id, ids)),
    placementsOf(db, ids),
  ]);
  const namesById = new Map(names.map((entry) => [entry.id, entry]));
  return rows.map((row) => {
    const named = namesById.get(row.id);
    return {
      id: row.id,
      name: row.name,
      category_name: row.name,
      name_en: row.nameEn,
      shop_id: row.shopId,
      shop_name: named?.shopName ?? '',
      main_category_id: row.mainCategoryId,
      main_category_name: named?.mainName ?? null,
      main_category_name_en: named?.mainNameEn ?? null,
      color: row.color,
      icon: row.icon,
      cannabis: row.cannabis,
      is_cannabis: row.cannabis,
      image_1: row.image1,
      image_2: row.image2,
      pricelist_column: parsePricelistColumn(row.pricelistColumn) ?? 'left',
      pricelist_row: row.pricelistRow,
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      modified_at: row.modifiedAt.toISOString(),
      screens: placements.get(row.id) ?? [],
    };
  });
}

export async function getCategoryRow(db: Executor, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('Category');
  return row;
}

export async function getCategoryView(db: Executor, id: string): Promise<CategoryView> {
  const [view] = await presentCategories(db, [await getCategoryRow(db, id)]);
  return view as CategoryView;
}

/**
 * The category of that name (case-insensitive) within the scope, in the given shop when one is
 * named; the oldest first when several shops have one.
 */
export async function findCategoryByName(
  db: Executor,
  name: string,
  scope: SQL | undefined,
  shopId?: string,
): Promise<CategoryView> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.name})`, name.trim().toLowerCase()),
        shopId ? eq(categories.shopId, shopId) : undefined,
        scope,
      ),
    )
    .orderBy(asc(categories.createdAt), asc(categories.id))
    .limit(1);
  if (!row) throw notFound('Category');
  return getCategoryView(db, row.id);
}

/** How many rows of shop price lists use the category. */
export async function countCategoryLinks(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(shopsToPrices)
    .where(eq(shopsToPrices.categoryId, id));
  return row?.uses ?? 0;
}

async function assertNameFree(db: Executor, shopId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.shopId, shopId), eq(sql`lower(${categories.name})`, name.toLowerCase())),
    );
  if (clash && clash.id !== exceptId) {
    throw conflict(`A category named "${name}" already exists in this shop.`);
  }
}

async function assertMainCategoryOfShop(db: Executor, shopId: string, mainCategoryId: string) {
  const [main] = await db
    .select({ shopId: mainCategories.shopId })
    .from(mainCategories)
    .where(eq(mainCategories.id, mainCategoryId));
  if (main?.shopId !== shopId) {
    throw badRequest("The main category is not a main category of the category's shop.", [
      'body',
      'main_category_id',
    ]);
  }
}

/**
 * Checks the input against the rules of a category of `shopId` (`exceptId`: the category being
 * changed); the columns to store and the placements, when given.
 */
async function columnsOf(db: Executor, shopId: string, input: CategoryInput, exceptId?: string) {
  const name = input.name.trim();
  if (!name) throw badRequest('The name is required.', ['body', 'name']);
  const color = input.color === undefined ? undefined : normaliseHexColor(input.color);
  if (color === null) {
    throw badRequest('The colour must be six hex digits, like 376E1A.', ['body', 'color']);
  }
  const column =
    input.pricelist_column === undefined ? undefined : parsePricelistColumn(input.pricelist_column);
  if (column === null) {
    throw badRequest('The price list column must be left or right.', ['body', 'pricelist_column']);
  }
  if (input.main_category_id) await assertMainCategoryOfShop(db, shopId, input.main_category_id);
  const cannabis = input.cannabis ?? input.is_cannabis;
  const columns: Partial<typeof categories.$inferInsert> = {
    name,
    ...(input.name_en !== undefined && { nameEn: input.name_en.trim() }),
    ...(input.main_category_id !== undefined && { mainCategoryId: input.main_category_id }),
    ...(color !== undefined && { color }),
    ...(input.icon !== undefined && { icon: input.icon.trim() }),
    ...(cannabis !== undefined && { cannabis }),
    ...(input.image_1 !== undefined && { image1: input.image_1 }),
    ...(input.image_2 !== undefined && { image2: input.image_2 }),
    ...(column !== undefined && { pricelistColumn: column }),
    ...(input.pricelist_row !== undefined && { pricelistRow: input.pricelist_row }),
    ...(input.order_number !== undefined && { orderNumber: input.order_number }),
  };
  await assertNameFree(db, shopId, name, exceptId);
  const placements = input.screens && (await checkPlacements(db, shopId, input.screens));
  return { name, columns, placements };
}

/**
 * Creates a category with its placements; picture names must be published pictures the caller
 * may see, as on an update. Run it through the writer. Returns its id.
 */
export async function createCategory(
  tx: Executor,
  input: CategoryInput & { shop_id: string },
  principal: Principal,
): Promise<string> {
  const userId = principal.userId;
  await getShopRow(tx, input.shop_id);
  const { name, columns, placements } = await columnsOf(tx, input.shop_id, input);
  await assertPicturesUsable(
    tx,
    principal,
    changedPictureSlots([input.image_1, input.image_2], []),
  );
  const [row] = await tx
    .insert(categories)
    .values({ ...columns, name, shopId: input.shop_id })
    .returning({ id: categories.id });
  if (!row) throw new Error('insert returned no row');
  if (placements) await replacePlacements(tx, row.id, placements);
  await recordEdit(tx, {
    userId,
    entityType: 'categorie',
    entityId: row.id,
    action: 'Added',
    details: { name, shop_id: input.shop_id },
  });
  return row.id;
}

/**
 * Updates a category from a (full) body: fields left out stay, a `screens` array replaces the
 * placements, new picture names must be published pictures the caller may see. A category stays
 * in its shop. Run it through the writer.
 */
export async function updateCategory(
  tx: Executor,
  id: string,
  input: CategoryInput,
  principal: Principal,
): Promise<void> {
  const existing = await getCategoryRow(tx, id);
  if (input.shop_id !== undefined && input.shop_id !== existing.shopId) {
    throw badRequest('A category cannot move to another shop.', ['body', 'shop_id']);
  }
  const { columns, placements } = await columnsOf(tx, existing.shopId, input, id);
  const pictures = changedPictureSlots(
    [input.image_1, input.image_2],
    [existing.image1, existing.image2],
  );
  await assertPicturesUsable(tx, principal, pictures);
  await tx
    .update(categories)
    .set({ ...columns, modifiedAt: new Date() })
    .where(eq(categories.id, id));
  if (placements) await replacePlacements(tx, id, placements);
  const changed = Object.keys(columns).filter(
    (key) =>
      JSON.stringify(columns[key as keyof typeof columns]) !==
      JSON.stringify(existing[key as keyof CategoryRow]),
  );
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: 'categorie',
    entityId: id,
    action: 'Edited',
    details: { name: columns.name, fields: changed, screens_replaced: Boolean(placements) },
  });
}

/** Deletes a category no price list row uses; its placements go with it. */
export async function deleteCategory(tx: Executor, id: string, userId: string): Promise<void> {
  const existing = await getCategoryRow(tx, id);
  const uses = await countCategoryLinks(tx, id);
  if (uses) {
    const rows = uses === 1 ? '1 price list row uses' : `${uses} price list rows use`;
    throw new AppError('IN_USE', `Category is in use: ${rows} it; remove them first.`);
  }
  await tx.delete(categories).where(eq(categories.id, id));
  await recordEdit(tx, {
    userId,
    entityType: 'categorie',
    entityId: id,
    action: 'Deleted',
    details: { name: existing.name, shop_id: existing.shopId },
  });
}

/** The categories of the caller's shops, a page of them. */
export function listCategories(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<CategoryView[]>> {
  const scope = shopReadScope(principal, categories.shopId);
  return listOf(db, categories, CATEGORY_LIST, query, scope, (rows) => presentCategories(db, rows));
}

/** A category of the caller's shops by name (of one shop when given). */
export function findVisibleCategoryByName(
  db: Executor,
  principal: Principal,
  name: string,
  shopId?: string,
): Promise<CategoryView> {
  return findCategoryByName(db, name, shopReadScope(principal, categories.shopId), shopId);
}
