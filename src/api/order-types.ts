/** Order shapes of the API (see `server/services/orders-views.ts`). */
import type { OrderStatus } from '../domain';

/** A line of an order as staff read it (`order_info`); prices in euros. */
export interface OrderLine {
  quantity: number;
  /** The price label ordered, e.g. '1g', '1j', '1st'. */
  description: string;
  kind_id: string | null;
  product_id: string | null;
  /** The item's name when the line orders a kind (or names an item deleted since). */
  kind_name: string | null;
  product_name: string | null;
  internal_product_id: string;
  /** Unit price. */
  price: number;
  line_total: number;
}

/** `GET /v1/orders/shop/{shopId}/pending|complete`, `GET`/`PATCH /v1/orders/{id}`. */
export interface Order {
  id: string;
  shop_id: string;
  table_id: string | null;
  table_name: string | null;
  /** The number the customer is told, counted per shop. */
  customer_order_id: number;
  status: OrderStatus;
  total: number;
  notes: string;
  created_at: string;
  completed_at: string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  order_info: OrderLine[];
}

/** The body of `PATCH /v1/orders/{id}`. */
export interface OrderStatusInput {
  status: OrderStatus;
}

/** A line the customer sends: how many of which label of one kind or horeca product. */
export interface OrderLineInput {
  quantity: number;
  description: string;
  kind_id?: string | null;
  product_id?: string | null;
}

/** The body of `POST /v1/orders` (public); the server prices the lines itself. */
export interface OrderInput {
  shop_id: string;
  table_id?: string | null;
  lines: OrderLineInput[];
  notes?: string | null;
}

/** A line of a just placed order, priced by the server (euros). */
export interface PlacedOrderLine {
  quantity: number;
  description: string;
  item_name: string;
  price: number;
  line_total: number;
}

/** The answer of `POST /v1/orders` (201). */
export interface PlacedOrder {
  id: string;
  /** The key to this order's status check (`X-Order-Secret`); keep it, it is shown once. */
  order_secret: string;
  shop_id: string;
  customer_order_id: number;
  status: OrderStatus;
  total: number;
  notes: string;
  created_at: string;
  completed_at: string | null;
  table_id: string | null;
  table_name: string | null;
  lines: PlacedOrderLine[];
}

/** `GET /v1/orders/check/{ids}` (public): what a customer's device learns of its own orders. */
export interface OrderStatusCheck {
  id: string;
  customer_order_id: number;
  status: OrderStatus;
  total: number;
  created_at: string;
  completed_at: string | null;
  table_name: string | null;
}
