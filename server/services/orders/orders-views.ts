import type {
  Order,
  OrderLine,
  OrderStatusCheck,
  PlacedOrder,
  PlacedOrderLine,
} from '../../../src/domain/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/domain';
import { centsToEuros, lineTotalCents } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import { orderLines, orders, shopTables, shops, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { PricedOrderLine } from './orders-pricing';

const ORDER_LIST: ListSpec = {
  resource: 'orders',
  fields: {
    id: { column: orders.id, type: 'uuid' },
    shop_id: { column: orders.shopId, type: 'uuid' },
    table_id: { column: orders.tableId, type: 'uuid' },
    customer_order_id: { column: orders.customerOrderId, type: 'number' },
    status: { column: orders.status, type: 'enum', values: ORDER_STATUSES },
    total: { column: orders.totalCents, type: 'number', filterable: false },
    notes: { column: orders.notes, type: 'text' },
    created_at: { column: orders.createdAt, type: 'date' },
    completed_at: { column: orders.completedAt, type: 'date' },
    completed_by: { column: orders.completedBy, type: 'uuid' },
  },
  // Newest first, as the order tables show them.
  defaultSort: [desc(orders.createdAt), desc(orders.id)],
};

export type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** A line of a just placed order, as the customer sees it (euros). */
export type PlacedOrderLineView = PlacedOrderLine;

/** The answer to a placed order. */
export type PlacedOrderView = Omit<PlacedOrder, 'order_secret'>;

/** A line as the back office's order tables read it (`order_info`). */
export type StaffOrderLineView = OrderLine;

/** An order as shop staff see it. */
export type StaffOrderView = Order;

/** What a customer's device may poll about its own orders. */
export type OrderStatusView = OrderStatusCheck;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function getOrderRow(db: Executor, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order');
  return row;
}

/** The answer to a just placed order: its priced lines and the name of its table. */
export function presentPlacedOrder(
  row: OrderRow,
  tableName: string | null,
  lines: readonly PricedOrderLine[],
): PlacedOrderView {
  return {
    id: row.id,
    shop_id: row.shopId,
    customer_order_id: row.customerOrderId,
    status: row.status as OrderStatus,
    total: centsToEuros(row.totalCents),
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
    table_id: row.tableId,
    table_name: tableName,
    lines: lines.map((line) => ({
      quantity: line.quantity,
      description: line.description,
      item_name: line.itemName,
      price: centsToEuros(line.unitPriceCents),
      line_total: centsToEuros(lineTotalCents(line)),
    })),
  };
}

/**
 * A line names its item as it was called when ordered. A line whose item has since been deleted
 * lost its kind or product id; its name is then given as `kind_name`, so it still shows.
 */
function presentStaffLine(line: OrderLineRow): StaffOrderLineView {
  return {
    quantity: line.quantity,
    description: line.description,
    kind_id: line.kindId,
    product_id: line.productId,
    kind_name: line.productId ? null : line.itemName,
    product_name: line.productId ? line.itemName : null,
    internal_product_id: line.internalProductId,
    price: centsToEuros(line.unitPriceCents),
    line_total: centsToEuros(lineTotalCents(line)),
  };
}

/** Presents orders for staff in three queries whatever their number: lines, tables, users. */
export async function presentStaffOrders(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<StaffOrderView[]> {
  if (!rows.length) return [];
  const tableIds = [...new Set(rows.flatMap((r) => (r.tableId ? [r.tableId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.completedBy ? [r.completedBy] : [])))];
  const [lines, tables, people] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    tableIds.length
      ? db
          .select({ id: shopTables.id, name: shopTables.name })
          .from(shopTables)
          .where(inArray(shopTables.id, tableIds))
      : Promise.resolve([]),
    userIds.length
      ? db
          .select({
            id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const tableNames = new Map(tables.map((t) => [t.id, t.name]));
  const userNames = new Map(
    people.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.username]),
  );
  return rows.map((row) => ({
    id: row.id,
    shop_id: row.shopId,
    table_id: row.tableId,
    table_name: row.tableId ? (tableNames.get(row.tableId) ?? null) : null,
    customer_order_id: row.customerOrderId,
    status: row.status as OrderStatus,
    total: centsToEuros(row.totalCents),
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
    completed_by: row.completedBy,
    completed_by_name: row.completedBy ? (userNames.get(row.completedBy) ?? null) : null,
    order_info: lines.filter((line) => line.orderId === row.id).map(presentStaffLine),
  }));
}

/** One order as staff see it; 404 when it does not exist. */
export async function getStaffOrderView(db: Executor, id: string): Promise<StaffOrderView> {
  const [view] = await presentStaffOrders(db, [await getOrderRow(db, id)]);
  if (!view) throw notFound('Order');
  return view;
}

/**
 * The status of the given orders, in the order asked, unknown ids left out, with the shop and
 * the secret hash of each (the caller decides which it may show). Orders without a table have a
 * null `table_name`.
 */
export async function orderStatuses(
  db: Executor,
  ids: readonly string[],
): Promise<{ views: OrderStatusView[]; shopIds: string[]; secretHashes: Array<string | null> }> {
  const rows = await db
    .select({ order: orders, tableName: shopTables.name })
    .from(orders)
    .leftJoin(shopTables, eq(shopTables.id, orders.tableId))
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  const found = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return {
    shopIds: found.map((row) => row.order.shopId),
    secretHashes: found.map((row) => row.order.secretHash),
    views: found.map(({ order, tableName }) => ({
      id: order.id,
      customer_order_id: order.customerOrderId,
      status: order.status as OrderStatus,
      total: centsToEuros(order.totalCents),
      created_at: order.createdAt.toISOString(),
      completed_at: iso(order.completedAt),
      table_name: tableName,
    })),
  };
}

/** The newest placed and the last changed order of a shop (ids only); 404 for no shop. */
export async function lastOrderIds(
  db: Executor,
  shopId: string,
): Promise<{ lastPendingOrderId: string | null; lastCompletedOrderId: string | null }> {
  const [row] = await db
    .select({
      lastPendingOrderId: shops.lastPendingOrderId,
      lastCompletedOrderId: shops.lastCompletedOrderId,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw notFound('Shop');
  return row;
}

/** A shop's orders in the given statuses, a page of them, newest first by default. */
export function listShopOrders(
  db: Executor,
  shopId: string,
  statuses: OrderStatus[],
  query: ListQueryInput,
): Promise<ListResult<StaffOrderView[]>> {
  const scope = and(eq(orders.shopId, shopId), inArray(orders.status, statuses));
  return listOf(db, orders, ORDER_LIST, query, scope, (rows) => presentStaffOrders(db, rows));
}
