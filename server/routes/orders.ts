import {
  ErrorBody,
  LastCompletedOrder,
  LastPendingOrder,
  NoContent,
  Order,
  OrderStatusBody,
  OrderStatusCheck,
  PlaceOrderBody,
  PlacedOrder,
} from '../../src/domain/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type OrderStatus } from '../../src/domain';
import { MAX_CHECKED_ORDERS, ORDER_MESSAGES, invalidOrderId } from '../../src/domain';
import type { App, AppDeps } from '../app-types';
import { principalOf, principalOfRequest } from '../auth/plugin';
import { canAccessShop } from '../auth/principal';
import { AppError, badRequest } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { retryAfterSeconds } from '../http/rate-limit';
import { IdParams, ShopIdParams } from '../http/schemas';
import {
  createOrderThrottle,
  deviceCookie,
  deviceOfCookie,
  newDeviceId,
} from '../services/orders/order-throttle';
import {
  checkOrder,
  deleteOrder,
  isShopAddress,
  placeOrder,
  setOrderStatus,
} from '../services/orders/orders';
import {
  getOrderRow,
  getStaffOrderView,
  lastOrderIds,
  orderStatuses,
  listShopOrders,
} from '../services/orders/orders-views';
import { getShopRow } from '../services/accounts/shops';

const CheckParams = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000 }) });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_ACCESS = 'You do not have access to the orders of this shop.';
const NO_SUCH_ORDERS = 'Bestelling niet gevonden.';
/** The header a customer's device sends its order secrets in (comma separated). */
export const ORDER_SECRET_HEADER = 'x-order-secret';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The secrets of a request's `X-Order-Secret` header, hashed; at most one per checked order. */
function secretHashesOf(request: FastifyRequest): Set<string> {
  const header = request.headers[ORDER_SECRET_HEADER];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const secrets = value
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret.length > 0 && secret.length <= 100);
  return new Set(secrets.slice(0, MAX_CHECKED_ORDERS).map(hashSecret));
}

const TOO_MANY_ORDERS = 'Te veel bestellingen achter elkaar. Probeer het zo nog eens.';
/** The answers to an order that count as refused for the client's address. */
const REFUSED_STATUSES = new Set([400, 403, 404, 413, 415]);

/** Orders of a shop are seen and handled by the staff of its groups (and superusers). */
function assertShopStaff(request: FastifyRequest, shopId: string): void {
  if (!canAccessShop(principalOf(request), shopId)) throw new AppError('FORBIDDEN', NO_ACCESS);
}

type ListKind = 'pending' | 'complete';
const STATUSES_OF: Record<ListKind, OrderStatus[]> = {
  pending: ['pending'],
  complete: ['complete', 'cancelled'],
};

/** The pending or handled orders of a shop, both under /v1 and at the root. */
function registerShopOrderLists(app: App, deps: AppDeps) {
  for (const list of ['pending', 'complete'] as const) {
    app.get(
      `/orders/shop/:shopId/${list}`,
      {
        onRequest: deps.keyOrUser('orders:read'),
        schema: {
          response: { 200: Type.Array(Order) },
          params: ShopIdParams,
          querystring: ListQuerySchema,
        },
      },
      async (request, reply) => {
        const { shopId } = request.params;
        assertShopStaff(request, shopId);
        await getShopRow(deps.db, shopId);
        return sendList(
          reply,
          await listShopOrders(deps.db, shopId, STATUSES_OF[list], request.query),
        );
      },
    );
  }
}

function registerV1OrderRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const throttle = createOrderThrottle(
    deps.config.redisUrl,
    deps.config.secretKey,
    deps.config.orderLimits,
  );
  app.addHook('onClose', () => throttle.close());

  /** The order when the caller is staff of its shop: 404 unknown, 403 another shop's. */
  async function staffOrder(request: FastifyRequest, id: string) {
    const row = await getOrderRow(db, id);
    assertShopStaff(request, row.shopId);
    return row;
  }

  // Public: a customer at a table orders. Behind a reverse proxy, `request.ip` is the client's
  // address (for the shop's allow-list) only when the server runs with `trustProxy`. Limited per
  // table, device and shop, never per address: a shop's customers share its Wi-Fi address. Those
  // counts hold only orders that passed every check; refused ones are counted per client
  // address, and an address with too many of them is held back itself (unless it is the shop's
  // own Wi-Fi), never anyone else.
  const warnCounts = (request: FastifyRequest) => (error: unknown) =>
    request.log.warn({ err: error }, 'order counts unavailable');
  app.post(
    '/orders',
    {
      schema: { response: { 201: PlacedOrder, 429: ErrorBody }, body: PlaceOrderBody },
      preValidation: async (request, reply) => {
        const waitMs = await throttle.refusedWaitMs(request.ip, warnCounts(request));
        if (waitMs === 0) return;
        const shopId = (request.body as { shop_id?: unknown } | undefined)?.shop_id;
        if (typeof shopId === 'string' && UUID_PATTERN.test(shopId)) {
          if (await isShopAddress(db, shopId, request.ip)) return;
        }
        reply.header('retry-after', retryAfterSeconds(waitMs));
        throw new AppError('TOO_MANY_REFUSED_ORDERS');
      },
      // Every refusal, of the schema or of a check, counts for the client's address (before the
      // answer leaves, so its next request already sees it).
      onSend: async (request, reply, payload) => {
        if (REFUSED_STATUSES.has(reply.statusCode)) {
          await throttle.refused(request.ip, warnCounts(request));
        }
        return payload;
      },
    },
    async (request, reply) => {
      const body = request.body;
      let deviceId = deviceOfCookie(request.headers.cookie);
      if (!deviceId) {
        deviceId = newDeviceId();
        reply.header('set-cookie', deviceCookie(deviceId, request.protocol === 'https'));
      }
      const linesField = body.lines ? 'lines' : 'order_info';
      const lines = body.lines ?? body.order_info;
      if (!lines) throw badRequest(ORDER_MESSAGES.noLines, ['body', 'lines']);
      const checked = await checkOrder(db, {
        shop_id: body.shop_id,
        table_id: body.table_id,
        lines,
        linesField,
        clientIp: request.ip,
        now: deps.clock(),
      });
      const source = { shopId: checked.shopId, tableId: checked.tableId, deviceId };
      const waitMs = await throttle.take(source, warnCounts(request));
      if (waitMs > 0) {
        return reply
          .status(429)
          .header('retry-after', retryAfterSeconds(waitMs))
          .send({ detail: TOO_MANY_ORDERS });
      }
      // The customer's key to the order's status; only its hash is kept.
      const secret = randomBytes(24).toString('base64url');
      const placed = await deps
        .write((tx, changes) =>
          placeOrder(tx, changes, checked, {
            notes: body.notes ?? undefined,
            secretHash: hashSecret(secret),
          }),
        )
        .catch(async (error: unknown) => {
          // Not written, so not counted: the table, device and shop keep their places.
          await throttle.release(source, warnCounts(request));
          throw error;
        });
      return reply.status(201).send({ ...placed, order_secret: secret });
    },
  );

  // A customer's device polls its own orders with the secrets it got when placing them (header
  // `X-Order-Secret`); staff of the shop may check with their token. An order neither proves is
  // left out, whether it exists in another shop or not at all; when none is left the answer is
  // 404 without details. At most MAX_CHECKED_ORDERS ids (400 beyond).
  app.get(
    '/orders/check/:ids',
    { schema: { response: { 200: Type.Array(OrderStatusCheck) }, params: CheckParams } },
    async (request) => {
      const ids = request.params.ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length > MAX_CHECKED_ORDERS) throw badRequest(ORDER_MESSAGES.tooManyChecked);
      const bad = ids.find((id) => !UUID_PATTERN.test(id));
      if (bad !== undefined) throw badRequest(invalidOrderId(bad), ['path', 'ids']);
      const { views, shopIds, secretHashes } = await orderStatuses(db, [
        ...new Set(ids.map((id) => id.toLowerCase())),
      ]);
      const principal = await principalOfRequest(request, db);
      const proven = secretHashesOf(request);
      // Each order on its own: the caller is staff of its shop or holds its secret. Any other
      // is left out exactly like an id that does not exist, so nothing tells them apart.
      const allowed = views.flatMap((view, i) => {
        const hash = secretHashes[i];
        const shopId = shopIds[i] as string;
        const mine = principal !== null && canAccessShop(principal, shopId);
        return mine || (hash != null && proven.has(hash)) ? [{ view, shopId }] : [];
      });
      if (allowed.length === 0) throw new AppError('NOT_FOUND', NO_SUCH_ORDERS);
      if (new Set(allowed.map((a) => a.shopId)).size > 1) {
        throw badRequest(ORDER_MESSAGES.checkedOfSeveralShops);
      }
      return allowed.map((a) => a.view);
    },
  );

  registerShopOrderLists(app, deps);

  app.get(
    '/orders/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Order }, params: IdParams } },
    async (request) => {
      await staffOrder(request, request.params.id);
      return getStaffOrderView(db, request.params.id);
    },
  );

  app.patch(
    '/orders/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Order }, params: IdParams, body: OrderStatusBody },
    },
    async (request) => {
      await staffOrder(request, request.params.id);
      const status = request.body.status as OrderStatus;
      const seen = request.body.from_status as OrderStatus | undefined;
      const userId = principalOf(request).userId;
      await deps.write((tx, changes) =>
        setOrderStatus(tx, changes, request.params.id, status, userId, seen),
      );
      return getStaffOrderView(db, request.params.id);
    },
  );

  app.delete(
    '/orders/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      await staffOrder(request, request.params.id);
      await deps.write((tx, changes) => deleteOrder(tx, changes, request.params.id));
      return reply.status(204).send();
    },
  );

  // The newest pending order tells when a shop receives orders: for its staff only.
  app.get(
    '/shops/last-pending-order/:shopId',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: LastPendingOrder }, params: ShopIdParams },
    },
    async (request) => {
      assertShopStaff(request, request.params.shopId);
      return {
        last_pending_order: (await lastOrderIds(db, request.params.shopId)).lastPendingOrderId,
      };
    },
  );

  app.get(
    '/shops/last-completed-order/:shopId',
    { schema: { response: { 200: LastCompletedOrder }, params: ShopIdParams } },
    async (request) => ({
      last_completed_order: (await lastOrderIds(db, request.params.shopId)).lastCompletedOrderId,
    }),
  );
}

/**
 * Table orders: placing (public, limited per table, device and shop), the status check of a
 * customer's own orders, the staff's order lists (also at `/orders/shop/...` without /v1, where
 * the back office reads them), status changes and deletes. Orders are not on boards: their
 * writes push `pending_orders` / `completed_orders`, never a board reload.
 */
export async function registerOrderRoutes(app: App, deps: AppDeps): Promise<void> {
  await app.register(async (v1) => registerV1OrderRoutes(v1 as App, deps), { prefix: '/v1' });
  await app.register(async (root) => {
    registerShopOrderLists(root as App, deps);
  });
}
