/** Order shapes of the API (see `server/services/orders/orders-views.ts`). */
export type {
  Order,
  OrderInput,
  OrderLine,
  OrderLineInput,
  OrderStatusCheck,
  OrderStatusInput,
  PlacedOrder,
  PlacedOrderLine,
} from '../domain/contract';
