import { getShopRow } from '../services/accounts/shops';
import { Type } from 'typebox';
import type { WebSocket } from 'ws';
import type { App, AppDeps } from '../app-types';
import { PUSH_TOPICS } from '../push/bus';
import type { PushHub } from '../push/hub';
import { authenticateStaffSocket } from '../push/staff-socket';
import { Uuid } from '../http/schemas';
import { TokenBuckets } from '../http/rate-limit';
import { parseSocketReport } from '../services/board/board-health';
import { HeartbeatWriter } from '../services/board/heartbeat-writer';
import { boardReportLimit } from './boards';
import { boardHealthOf } from '../services/board/board-health-config';

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
  const { heartbeatMs, reportsPerMinute } = boardHealthOf(deps.config);
  // A board reports on connect, on each heartbeat and after a new list: a few a minute at most.
  const reportBuckets = new TokenBuckets(5, 10_000, 100_000);
  // And per client address, as for the POST, counting only accepted reports.
  const addressReports = boardReportLimit(reportsPerMinute);
  let socketNumber = 0;
  // Heartbeats of known boards are written together, one statement for many boards.
  const heartbeats = new HeartbeatWriter(deps.db, deps.viewers);
  const healthAnswer = JSON.stringify({ type: 'health_ok', heartbeat_ms: heartbeatMs });

  /**
   * A board socket's health report: kept when it is one of this shop's boards and carries the
   * board's secret (the first report is answered with it, in `health_ok`).
   */
  function onBoardText(
    socket: WebSocket,
    shopId: string,
    key: string,
    address: string,
    text: string,
  ): void {
    const now = Date.now();
    if (addressReports.wait(address, now) !== 0 || reportBuckets.take(key, now) !== 0) return;
    const parsed = parseSocketReport(text);
    if (!parsed || parsed.report.shop_id !== shopId) {
      addressReports.count(address, false, now);
      return;
    }
    const { report, secret } = parsed;
    void heartbeats.store(report, secret).then(
      (outcome) => {
        addressReports.count(address, outcome.kept, Date.now());
        if (!outcome.kept) {
          hub.reply(socket, JSON.stringify({ type: 'health_refused', reason: outcome.reason }));
          return;
        }
        hub.identifyBoard(socket, report.board_id);
        hub.reply(
          socket,
          outcome.secret === null
            ? healthAnswer
            : JSON.stringify({
                type: 'health_ok',
                heartbeat_ms: heartbeatMs,
                secret: outcome.secret,
              }),
        );
      },
      (error: unknown) => app.log.warn({ err: error }, 'board report not stored'),
    );
  }

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
      if (connectionType === 'shop') {
        const key = `socket-${(socketNumber += 1)}`;
        hub.add(socket, connectionType, shopId, (text) =>
          onBoardText(socket, shopId, key, request.ip, text),
        );
      } else {
        authenticateStaffSocket(app, deps.db, socket, shopId, (userId) => {
          hub.add(socket, connectionType, shopId);
          // Closed in every process when the user is deactivated or their password changes.
          hub.ownSocket(socket, userId);
        });
      }
    },
  );
}
