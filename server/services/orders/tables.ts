import type { ShopTable } from '../../../src/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { shopReadScope } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { shopTables } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { getShopRow } from '../accounts/shops';

type TableRow = typeof shopTables.$inferSelect;

/** A table of a shop where customers sit and order. */
export type TableView = ShopTable;

export interface TableInput {
  name: string;
  shop_id?: string | undefined;
}

const TABLE_LIST: ListSpec = {
  resource: 'tables',
  fields: {
    id: { column: shopTables.id, type: 'uuid' },
    shop_id: { column: shopTables.shopId, type: 'uuid' },
    name: { column: shopTables.name, type: 'text' },
    created_at: { column: shopTables.createdAt, type: 'date' },
  },
  defaultSort: [sql`lower(${shopTables.name})`, sql`${shopTables.id}`],
};

/** The tables of the caller's shops (every shop's for a superuser), a page of them. */
export function listTables(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<TableView[]>> {
  const scope = shopReadScope(principal, shopTables.shopId);
  return listOf(db, shopTables, TABLE_LIST, query, scope, (rows) => rows.map(presentTable));
}

export function presentTable(row: TableRow): TableView {
  return {
    id: row.id,
    shop_id: row.shopId,
    name: row.name,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getTableRow(db: Executor, id: string): Promise<TableRow> {
  const [row] = await db.select().from(shopTables).where(eq(shopTables.id, id));
  if (!row) throw notFound('Table');
  return row;
}

/** A table of the shop, by id, as the public check shows it; 404 when the shop has no such table. */
export async function getTableOfShop(
  db: Executor,
  shopId: string,
  tableId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: shopTables.id, name: shopTables.name })
    .from(shopTables)
    .where(and(eq(shopTables.id, tableId), eq(shopTables.shopId, shopId)));
  if (!row) throw notFound('Table');
  return row;
}

async function checkName(db: Executor, shopId: string, input: TableInput, exceptId?: string) {
  const name = input.name.trim();
  if (!name) throw badRequest('The name is required.', ['body', 'name']);
  const [clash] = await db
    .select({ id: shopTables.id })
    .from(shopTables)
    .where(
      and(eq(shopTables.shopId, shopId), eq(sql`lower(${shopTables.name})`, name.toLowerCase())),
    );
  if (clash && clash.id !== exceptId) {
    throw conflict(`A table named "${name}" already exists in this shop.`);
  }
  return name;
}

/** Creates a table of a shop; run it through the writer (tables are not on boards). */
export async function createTable(
  tx: Executor,
  input: TableInput & { shop_id: string },
): Promise<TableView> {
  await getShopRow(tx, input.shop_id);
  const name = await checkName(tx, input.shop_id, input);
  const [row] = await tx.insert(shopTables).values({ name, shopId: input.shop_id }).returning();
  if (!row) throw new Error('insert returned no row');
  return presentTable(row);
}

/** Renames a table; it stays in its shop. */
export async function updateTable(tx: Executor, id: string, input: TableInput): Promise<TableView> {
  const existing = await getTableRow(tx, id);
  if (input.shop_id !== undefined && input.shop_id !== existing.shopId) {
    throw badRequest('A table cannot move to another shop.', ['body', 'shop_id']);
  }
  const name = await checkName(tx, existing.shopId, input, id);
  const [row] = await tx.update(shopTables).set({ name }).where(eq(shopTables.id, id)).returning();
  if (!row) throw notFound('Table');
  return presentTable(row);
}

/** Deletes a table; orders placed at it keep their lines and lose the table. */
export async function deleteTable(tx: Executor, id: string): Promise<void> {
  await getTableRow(tx, id);
  await tx.delete(shopTables).where(eq(shopTables.id, id));
}
