/** Order shapes of the API (see `server/services/orders-views.ts`). */
import type { OrderStatus } from '../domain';
export type {
  Order,
  OrderLine,
  OrderStatusCheck,
  PlacedOrder,
  PlacedOrderLine,
} from '../domain/contract';

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
