/** Answers about orders: what staff read, what a customer's device is told. */
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES } from '../constants';
import { Id, Nullable, Timestamp } from './common';

const OrderStatus = Type.Enum(ORDER_STATUSES);

/** A line of an order as staff read it (`order_info`); prices in euros. */
export const OrderLine = Type.Object({
  quantity: Type.Number(),
  /** The price label ordered, e.g. '1g', '1j', '1st'. */
  description: Type.String(),
  kind_id: Nullable(Id),
  product_id: Nullable(Id),
  /** The item's name when the line orders a kind (or names an item deleted since). */
  kind_name: Nullable(Type.String()),
  product_name: Nullable(Type.String()),
  internal_product_id: Type.String(),
  /** Unit price. */
  price: Type.Number(),
  line_total: Type.Number(),
});
export type OrderLine = Static<typeof OrderLine>;

/** `GET /v1/orders/shop/{shopId}/pending|complete`, `GET`/`PATCH /v1/orders/{id}`. */
export const Order = Type.Object({
  id: Id,
  shop_id: Id,
  table_id: Nullable(Id),
  table_name: Nullable(Type.String()),
  /** The number the customer is told, counted per shop. */
  customer_order_id: Type.Number(),
  status: OrderStatus,
  total: Type.Number(),
  notes: Type.String(),
  created_at: Timestamp,
  completed_at: Nullable(Timestamp),
  completed_by: Nullable(Id),
  completed_by_name: Nullable(Type.String()),
  order_info: Type.Array(OrderLine),
});
export type Order = Static<typeof Order>;

/** A line of a just placed order, priced by the server (euros). */
export const PlacedOrderLine = Type.Object({
  quantity: Type.Number(),
  description: Type.String(),
  item_name: Type.String(),
  price: Type.Number(),
  line_total: Type.Number(),
});
export type PlacedOrderLine = Static<typeof PlacedOrderLine>;

/** The answer of `POST /v1/orders` (201). */
export const PlacedOrder = Type.Object({
  id: Id,
  /** The key to this order's status check (`X-Order-Secret`); keep it, it is shown once. */
  order_secret: Type.String(),
  shop_id: Id,
  customer_order_id: Type.Number(),
  status: OrderStatus,
  total: Type.Number(),
  notes: Type.String(),
  created_at: Timestamp,
  completed_at: Nullable(Timestamp),
  table_id: Nullable(Id),
  table_name: Nullable(Type.String()),
  lines: Type.Array(PlacedOrderLine),
});
export type PlacedOrder = Static<typeof PlacedOrder>;

/** `GET /v1/orders/check/{ids}` (public): what a customer's device learns of its own orders. */
export const OrderStatusCheck = Type.Object({
  id: Id,
  customer_order_id: Type.Number(),
  status: OrderStatus,
  total: Type.Number(),
  created_at: Timestamp,
  completed_at: Nullable(Timestamp),
  table_name: Nullable(Type.String()),
});
export type OrderStatusCheck = Static<typeof OrderStatusCheck>;

/** `GET /v1/shops/last-pending-order/{shopId}`: the newest open order's id, if any. */
export const LastPendingOrder = Type.Object({ last_pending_order: Nullable(Id) });

/** `GET /v1/shops/last-completed-order/{shopId}` (public): the newest completed order's id. */
export const LastCompletedOrder = Type.Object({ last_completed_order: Nullable(Id) });
