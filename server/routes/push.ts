import { getShopRow } from '../services/shops';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { PUSH_TOPICS } from '../push/bus';
import type { PushHub } from '../push/hub';
import { authenticateStaffSocket } from '../push/staff-socket';
import { Uuid } from '../http/schemas';

const PushQuery = Type.Object({
  shopId: Uuid,
  connectionType: Type.Union(PUSH_TOPICS.map((topic) => Type.Literal(topic))),
});

/**
 * `/v1/ws?shopId=&connectionType=shop|pending_orders|completed_orders`: the server sends
 * `invalidate_{connectionType}_cache` after each write that concerns the shop. `shop` (boards)
 * is public; the orders topics first need a staff token of the shop (`push/staff-socket.ts`).
 */
export function registerPushRoutes(app: App, deps: AppDeps, hub: PushHub) {
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { querystring: PushQuery },
      preHandler: async (request) => {
        const { shopId } = request.query as { shopId: string };
        // An unknown shop is a 404 before the upgrade.
        await getShopRow(deps.db, shopId);
      },
    },
    (socket, request) => {
      const { connectionType, shopId } = request.query;
      if (connectionType === 'shop') hub.add(socket, connectionType, shopId);
      else {
        authenticateStaffSocket(app, deps.db, socket, shopId, () =>
          hub.add(socket, connectionType, shopId),
        );
      }
    },
  );
}
