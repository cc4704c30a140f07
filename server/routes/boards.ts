import { Type } from 'typebox';
import {
  BoardRenameBody,
  BoardReportBody,
  BoardStatus,
  NoContent,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { AppError, ERRORS } from '../errors';
import { rateLimit } from '../http/rate-limit';
import { msg } from '../i18n';
import { ShopIdParams, Uuid } from '../http/schemas';
import type { BoardAction } from '../push/bus';
import {
  findShopBoard,
  listShopBoards,
  renameDeviceBoard,
  storeBoardReport,
} from '../services/board-health';
import { boardHealthOf } from '../services/board-health-config';

const BoardParams = Type.Object({ shopId: Uuid, boardId: Uuid });

/**
 * Screen health. Boards report over their socket (`routes/push.ts`); `POST /v1/boards/report`
 * is the fallback while the socket is down: public, small, rate-limited per address and board,
 * and kept only for a board of an existing shop. Staff of the shop list its boards, name
 * shop-level boards, and ask one board to reload or show its name (pushed to that board only).
 */
export function registerBoardRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const health = boardHealthOf(deps.config);

  app.post(
    '/boards/report',
    {
      bodyLimit: 4096,
      preHandler: rateLimit({
        capacity: 5,
        refillMs: 60_000,
        detail: msg(ERRORS.TOO_MANY_BOARD_REPORTS.message),
        code: 'too_many_board_reports',
        keyOf: (request) => `${request.ip}:${(request.body as { board_id?: string }).board_id}`,
      }),
      schema: { body: BoardReportBody, response: { 204: NoContent } },
    },
    async (request, reply) => {
      if (!(await storeBoardReport(db, request.body))) throw new AppError('BOARD_NOT_FOUND');
      return reply.status(204).send();
    },
  );

  app.get(
    '/boards/shop/:shopId',
    {
      onRequest: app.authenticate,
      schema: { params: ShopIdParams, response: { 200: Type.Array(BoardStatus) } },
    },
    async (request) => {
      const { shopId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      const status = await deps.feed.cacheStatus(shopId);
      return listShopBoards(db, shopId, status.modifiedAt, Date.now(), health);
    },
  );

  app.put(
    '/boards/shop/:shopId/:boardId/name',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, body: BoardRenameBody, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      const name = request.body.name.trim();
      if (!name) throw new AppError('BAD_REQUEST', 'Geef het bord een naam.');
      await deps.write((tx) => renameDeviceBoard(tx, shopId, boardId, name));
      return reply.status(204).send();
    },
  );

  for (const action of ['reload', 'identify'] as const satisfies readonly BoardAction[]) {
    app.post(
      `/boards/shop/:shopId/:boardId/${action}`,
      {
        onRequest: app.authenticate,
        schema: { params: BoardParams, response: { 204: NoContent } },
      },
      async (request, reply) => {
        const { shopId, boardId } = request.params;
        assertCanUseShop(principalOf(request), shopId);
        const board = await findShopBoard(db, shopId, boardId);
        await deps.bus.publish([{ topic: 'board', shopId, boardId, action, name: board.name }]);
        return reply.status(204).send();
      },
    );
  }
}
