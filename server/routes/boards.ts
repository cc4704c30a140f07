import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  BoardListQuery,
  BoardPage,
  BoardRenameBody,
  BoardReportBody,
  BoardSecret,
  NoContent,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { AppError, ERRORS } from '../errors';
import { AcceptedWorkLimit, retryAfterSeconds } from '../http/rate-limit';
import { msg, render, requestLocale } from '../i18n';
import { ShopIdParams, Uuid } from '../http/schemas';
import type { BoardAction } from '../push/bus';
import {
  findShopBoard,
  isBoardSecret,
  MAX_DEVICE_BOARDS,
  pageShopBoards,
  renameDeviceBoard,
  resetBoardSecret,
  storeBoardReport,
} from '../services/board/board-health';
import { boardHealthOf } from '../services/board/board-health-config';
import { adoptBoard, forgetBoard } from '../services/board/board-viewers';

const BoardParams = Type.Object({ shopId: Uuid, boardId: Uuid });

/**
 * Board reports per client address, counting only accepted ones (style guide §27): 60 a
 * minute (`BOARD_REPORTS_PER_MINUTE`) is every board of a shop behind one address reporting at
 * the heartbeat; a refused report (wrong secret, unknown board, shop full) uses one of 10 a
 * minute of its own.
 */
export function boardReportLimit(perMinute = 60): AcceptedWorkLimit {
  return new AcceptedWorkLimit(
    { capacity: perMinute, refillMs: 60_000 },
    { capacity: 10, refillMs: 60_000 },
  );
}

/** The error of a refused report. */
export function refusedReport(reason: 'secret' | 'moved' | 'full' | 'unknown'): AppError {
  if (reason === 'secret') return new AppError('BOARD_SECRET');
  if (reason === 'moved') return new AppError('BOARD_MOVED');
  if (reason === 'full')
    return new AppError('TOO_MANY_BOARDS', msg('errors.tooManyBoards', { max: MAX_DEVICE_BOARDS }));
  return new AppError('BOARD_NOT_FOUND');
}

/** Answers 429 while the client's address must wait before another report. */
async function holdBack(limit: AcceptedWorkLimit, request: FastifyRequest, reply: FastifyReply) {
  const waitMs = limit.wait(request.ip, Date.now());
  if (waitMs === 0) return;
  return reply
    .status(429)
    .header('retry-after', retryAfterSeconds(waitMs))
    .send({
      detail: render(
        msg(ERRORS.TOO_MANY_BOARD_REPORTS.message),
        requestLocale(request.headers['accept-language']),
      ),
      code: 'too_many_board_reports',
    });
}

/**
 * Screen health. Boards report over their socket (`routes/push.ts`); `POST /v1/boards/report`
 * is the fallback while the socket is down: public, small, limited per client address (only
 * accepted reports count), and kept only for a board of an existing shop. A board's first
 * report is answered with its secret; later ones count only with it (`X-Board-Secret`). Staff
 * of the shop list its boards a page at a time, name shop-level boards, reset a board's secret
 * and ask one board to reload or show its name (pushed to that board only). A shop-level board
 * without a row is a viewer (`services/board/board-viewers.ts`): answered as any board (204,
 * no secret) but kept only in this process's bounded list; staff adopt it as a screen
 * (`…/adopt`: its next report gets its secret) or forget it (`…/forget`).
 */
export function registerBoardRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const health = boardHealthOf(deps.config);
  const reports = boardReportLimit(health.reportsPerMinute);

  app.post(
    '/boards/report',
    {
      bodyLimit: 4096,
      // Before the body is read: a client that must wait costs no parsing.
      onRequest: (request, reply) => holdBack(reports, request, reply),
      schema: { body: BoardReportBody, response: { 200: BoardSecret, 204: NoContent } },
    },
    async (request, reply) => {
      const header = request.headers['x-board-secret'];
      const secret = isBoardSecret(header) ? header : null;
      const outcome = await storeBoardReport(db, request.body, secret, new Date(), deps.viewers);
      reports.count(request.ip, outcome.kept, Date.now());
      if (!outcome.kept) throw refusedReport(outcome.reason);
      if (outcome.secret === null) return reply.status(204).send();
      return reply.status(200).header('cache-control', 'no-store').send({ secret: outcome.secret });
    },
  );

  app.get(
    '/boards/shop/:shopId',
    {
      onRequest: app.authenticate,
      schema: { params: ShopIdParams, querystring: BoardListQuery, response: { 200: BoardPage } },
    },
    async (request) => {
      const { shopId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      const { limit = 50, offset = 0 } = request.query;
      const status = await deps.feed.cacheStatus(shopId);
      return pageShopBoards(
        db,
        shopId,
        status.modifiedAt,
        deps.clock(),
        health,
        { limit, offset },
        deps.appVersion,
      );
    },
  );

  // A board seen via its address becomes a screen ("Dit is een scherm"), or is forgotten.
  app.post(
    '/boards/shop/:shopId/:boardId/adopt',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      await adoptBoard(db, deps.viewers, shopId, boardId, deps.clock());
      return reply.status(204).send();
    },
  );

  app.post(
    '/boards/shop/:shopId/:boardId/forget',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      await forgetBoard(db, deps.viewers, shopId, boardId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/boards/shop/:shopId/:boardId/reset-secret',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      await resetBoardSecret(db, shopId, boardId);
      return reply.status(204).send();
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
