import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/domain';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_NAMES,
  exceedsGramLimit,
  orderTotalCents,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { orderLines, orders, shopTables, shops, users } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { addressAllowed } from './allowed-addresses';
import type { ChangeSet } from '../writer/changes';
import { type OrderLineInput, type PricedOrderLine, priceOrderLines } from './orders-pricing';
import { type OrderRow, type PlacedOrderView, presentPlacedOrder } from './orders-views';

/** A customer's order as the route hands it over. */
export interface OrderInput {
  shop_id: string;
  table_id?: string | null | undefined;
  lines: readonly OrderLineInput[];
  /** The body field the lines came in (`lines` or `order_info`), for error locations. */
  linesField: string;
  /** The client's address (`request.ip`), checked against the shop's allowed addresses. */
  clientIp: string;
  /** The moment of the order (ms): rows outside their time windows cannot be ordered. */
  now?: number | undefined;
}

/** An order that passed every check, priced by the server, ready to be written. */
export interface CheckedOrder {
  shopId: string;
  tableId: string | null;
  tableName: string | null;
  priced: PricedOrderLine[];
}

/** The shop's allowed addresses and ranges, when it has any, must include the client's. */
function assertAllowedAddress(allowedIps: readonly string[], clientIp: string): void {
  if (!addressAllowed(allowedIps, clientIp)) {
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.notOnShopWifi);
  }
}

async function tableNameOf(db: Executor, shopId: string, tableId: string): Promise<string> {
  const [table] = await db
    .select({ shopId: shopTables.shopId, name: shopTables.name })
    .from(shopTables)
    .where(eq(shopTables.id, tableId));
  if (table?.shopId !== shopId)
    throw badRequest(ORDER_MESSAGES.tableOfOtherShop, ['body', 'table_id']);
  return table.name;
}

/**
 * Checks a customer's order without writing anything, in this order: the shop exists (404),
 * the client's address is allowed, the table belongs to the shop, the order's cannabis lines
 * hold at most 5 grams (joints counted) and every line is on the shop's board now; the server prices every
 * line itself. Only an order that passes is counted by the order limits and written.
 */
export async function checkOrder(db: Executor, input: OrderInput): Promise<CheckedOrder> {
  const [shop] = await db
    .select({ allowedIps: shops.allowedIps, timeZone: shops.timeZone })
    .from(shops)
    .where(eq(shops.id, input.shop_id));
  if (!shop) throw notFound('Shop');
  assertAllowedAddress(shop.allowedIps, input.clientIp);
  const tableId = input.table_id ?? null;
  const tableName = tableId ? await tableNameOf(db, input.shop_id, tableId) : null;
  if (!input.lines.length) throw badRequest(ORDER_MESSAGES.noLines, ['body', input.linesField]);
  // The gram rule counts cannabis lines: a horeca product's label is never grams.
  if (exceedsGramLimit(input.lines.filter((line) => !line.product_id)))
    throw badRequest(ORDER_MESSAGES.maxGrams, ['body', input.linesField]);
  const priced = await priceOrderLines(db, input.shop_id, input.lines, input.linesField, {
    zone: shop.timeZone,
    now: input.now ?? Date.now(),
  });
  return { shopId: input.shop_id, tableId, tableName, priced };
}

/**
 * Whether a client address is one of the shop's own (its allowed addresses, when it has any):
 * the shop's Wi-Fi is shared by all its customers, so it is never held back for what one of
 * them sent.
 */
export async function isShopAddress(db: Executor, shopId: string, clientIp: string) {
  const [shop] = await db
    .select({ allowedIps: shops.allowedIps })
    .from(shops)
    .where(eq(shops.id, shopId));
  return !!shop && shop.allowedIps.length > 0 && addressAllowed(shop.allowedIps, clientIp);
}

/**
 * Writes an order `checkOrder` passed; run it through the writer. The customer number comes
 * from the shop's counter, taken with `UPDATE ... RETURNING` in this transaction, so concurrent
 * orders never share one. Marks the order as the shop's last pending one and pushes
 * `pending_orders`; boards are not touched. `secretHash` is the SHA-256 (hex) of the secret
 * handed to the customer; only the hash is stored.
 */
export async function placeOrder(
  tx: Executor,
  changes: ChangeSet,
  checked: CheckedOrder,
  extra: { notes?: string | undefined; secretHash: string },
): Promise<PlacedOrderView> {
  const { shopId, tableId, tableName, priced } = checked;
  const [counter] = await tx
    .update(shops)
    .set({ nextCustomerOrderId: sql`${shops.nextCustomerOrderId} + 1` })
    .where(eq(shops.id, shopId))
    .returning({ taken: sql<number>`${shops.nextCustomerOrderId} - 1` });
  if (!counter) throw notFound('Shop');
  const [order] = await tx
    .insert(orders)
    .values({
      shopId,
      tableId,
      customerOrderId: Number(counter.taken),
      status: 'pending',
      totalCents: orderTotalCents(priced),
      notes: extra.notes?.trim() ?? '',
      secretHash: extra.secretHash,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');
  await tx.insert(orderLines).values(
    priced.map((line, position) => ({
      orderId: order.id,
      position,
      quantity: line.quantity,
      description: line.description,
      kindId: line.kindId,
      productId: line.productId,
      itemName: line.itemName,
      internalProductId: line.internalProductId,
      unitPriceCents: line.unitPriceCents,
    })),
  );
  await tx.update(shops).set({ lastPendingOrderId: order.id }).where(eq(shops.id, shopId));
  changes.push('pending_orders', shopId);
  changes.emit('order.placed', shopId, {
    order_id: order.id,
    customer_order_id: order.customerOrderId,
    table: tableName,
    lines: priced.map((line) => ({
      quantity: line.quantity,
      description: line.description,
      name: line.itemName,
      register_code: line.internalProductId,
    })),
  });
  return presentPlacedOrder(order, tableName, priced);
}

/**
 * Sets an order's status; run it through the writer. Complete and cancelled record when and by
 * whom (kept when the status does not change); back to pending clears both. The order becomes
 * the shop's last completed one and both order lists are pushed, since an order moves between
 * them. With `seen`, the status the caller acted on, a change by someone else in between is a
 * 409 naming what happened, so two staff members at the counter never overrule each other.
 */
export async function setOrderStatus(
  tx: Executor,
  changes: ChangeSet,
  id: string,
  status: OrderStatus,
  userId: string,
  seen?: OrderStatus,
): Promise<OrderRow> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!current) throw notFound('Order');
  if (seen !== undefined && current.status !== seen) {
    throw conflict(await changedMeanwhile(tx, current));
  }
  const done = status !== 'pending';
  const unchanged = done && current.status === status && current.completedAt !== null;
  const [row] = await tx
    .update(orders)
    .set(
      unchanged
        ? { status }
        : done
          ? { status, completedAt: sql`now()`, completedBy: userId }
          : { status, completedAt: null, completedBy: null },
    )
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw notFound('Order');
  await tx.update(shops).set({ lastCompletedOrderId: row.id }).where(eq(shops.id, row.shopId));
  changes.push('completed_orders', row.shopId);
  changes.push('pending_orders', row.shopId);
  if (current.status !== row.status) {
    changes.emit('order.status_changed', row.shopId, {
      order_id: row.id,
      customer_order_id: row.customerOrderId,
      status: row.status,
      was: current.status,
    });
  }
  return row;
}

/** The message of a status someone else set while the caller was deciding. */
async function changedMeanwhile(tx: Executor, current: OrderRow): Promise<string> {
  const now = ORDER_STATUS_NAMES[current.status as OrderStatus] ?? current.status;
  const [by] = current.completedBy
    ? await tx
        .select({ firstName: users.firstName, username: users.username })
        .from(users)
        .where(eq(users.id, current.completedBy))
    : [];
  const who = by ? ` door ${by.firstName || by.username}` : '';
  return `Deze order is intussen${who} op ${now} gezet. De lijst is bijgewerkt; kijk of je nog iets wilt veranderen.`;
}

/** Deletes an order with its lines; run it through the writer. Pushes both order lists. */
export async function deleteOrder(tx: Executor, changes: ChangeSet, id: string): Promise<void> {
  const [row] = await tx
    .delete(orders)
    .where(eq(orders.id, id))
    .returning({ shopId: orders.shopId });
  if (!row) throw notFound('Order');
  changes.push('completed_orders', row.shopId);
  changes.push('pending_orders', row.shopId);
}
