import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  BoardMoveBody,
  BoardMoved,
  FleetPage,
  FleetQuery,
  NoContent,
  PairingClaimed,
  PictureBytes,
  SeenPage,
  SeenQuery,
} from '../../src/domain/contract';
import { listSeenBoards } from '../services/board/board-viewers';
import { moveBoard, redeemMove } from '../services/board/board-moves';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { AppError, ERRORS, type ErrorCode } from '../errors';
import { Uuid } from '../http/schemas';
import { AcceptedWorkLimit, retryAfterSeconds, TokenBuckets } from '../http/rate-limit';
import { msg, render, requestLocale } from '../i18n';
import { findShopBoard, isBoardSecret, isSecretOfBoard } from '../services/board/board-health';
import { boardHealthOf } from '../services/board/board-health-config';
import { unpairBoard } from '../services/board/board-pairing';
import {
  cleanScreenshot,
  readScreenshot,
  SCREENSHOT_MAX_BYTES,
  storeScreenshot,
} from '../services/board/board-screenshots';
import { pageFleet } from '../services/board/fleet';

const BoardParams = Type.Object({ shopId: Uuid, boardId: Uuid });

/** A 429 (too many pictures, or move requests), with `Retry-After`. */
function tooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  waitMs: number,
  code: ErrorCode = 'TOO_MANY_SCREENSHOTS',
) {
  return reply
    .status(429)
    .header('retry-after', retryAfterSeconds(waitMs))
    .send({
      detail: render(msg(ERRORS[code].message), requestLocale(request.headers['accept-language'])),
      code: code.toLowerCase(),
    });
}

/**
 * The fleet: `GET /v1/fleet` lists every board of every shop the user may see, a page at a
 * time, with the count per state; staff of a board's shop unpair it, ask it for a picture of
 * its canvas (pushed to that board only) and read the latest one. Boards send their picture
 * with their secret (`PUT /v1/boards/screenshot/{shopId}/{boardId}`, public): 30 accepted and
 * 10 refused a minute per address and 3 per board in 30 s, the size checked before the body
 * is read.
 *
 * Staff move a paired stick in one step (`POST …/{boardId}/move`, both shops checked): its
 * secret is refused from then on and its socket hears `moved`; the stick trades its old secret
 * once for its new board and secret (`POST /v1/boards/moved`, public: 30 accepted and 10
 * refused a minute per address).
 */
export function registerFleetRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const health = boardHealthOf(deps.config);
  const uploads = new AcceptedWorkLimit(
    { capacity: 30, refillMs: 60_000 },
    { capacity: 10, refillMs: 60_000 },
  );
  const perBoard = new TokenBuckets(3, 30_000, 10_000);
  const moveFetches = new AcceptedWorkLimit(
    { capacity: 30, refillMs: 60_000 },
    { capacity: 10, refillMs: 60_000 },
  );

  // A board's picture comes as it is: the route checks and draws it again.
  app.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'buffer', bodyLimit: SCREENSHOT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/fleet',
    {
      onRequest: app.authenticate,
      schema: { querystring: FleetQuery, response: { 200: FleetPage } },
    },
    async (request) => {
      const principal = principalOf(request);
      return pageFleet(
        db,
        principal,
        request.query,
        deps.clock(),
        health,
        async (shopIds) => {
          const statuses = await Promise.all(
            shopIds.map(async (id) => [id, (await deps.feed.cacheStatus(id)).modifiedAt] as const),
          );
          return new Map(statuses);
        },
        deps.appVersion,
      );
    },
  );

  // Boards seen via their address that are no screen: adopt or forget them (`boards.ts`).
  app.get(
    '/fleet/seen',
    {
      onRequest: app.authenticate,
      schema: { querystring: SeenQuery, response: { 200: SeenPage } },
    },
    async (request) => {
      const { shop, limit = 50 } = request.query;
      return listSeenBoards(db, deps.viewers, principalOf(request), shop, limit, deps.clock());
    },
  );

  app.post(
    '/boards/shop/:shopId/:boardId/unpair',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      await db.transaction((tx) => unpairBoard(tx, shopId, boardId));
      await deps.bus.publish([{ topic: 'board', shopId, boardId, action: 'unpair', name: '' }]);
      return reply.status(204).send();
    },
  );

  app.post(
    '/boards/shop/:shopId/:boardId/move',
    {
      bodyLimit: 2048,
      onRequest: app.authenticate,
      schema: { params: BoardParams, body: BoardMoveBody, response: { 200: PairingClaimed } },
    },
    async (request) => {
      const { shopId, boardId } = request.params;
      const principal = principalOf(request);
      // Both shops first: another group's shop answers as a missing one, before any board is read.
      assertCanUseShop(principal, shopId);
      assertCanUseShop(principal, request.body.shop_id);
      return deps.write(async (tx, changes) => {
        const { moved, pushes } = await moveBoard(tx, shopId, boardId, request.body);
        changes.pushes.push(...pushes);
        return moved;
      });
    },
  );

  app.post(
    '/boards/moved',
    {
      bodyLimit: 1024,
      onRequest: async (request, reply) => {
        const wait = moveFetches.wait(request.ip, Date.now());
        if (wait > 0) return tooMany(request, reply, wait, 'TOO_MANY_BOARD_MOVES');
      },
      schema: { response: { 200: BoardMoved } },
    },
    async (request, reply) => {
      const header = request.headers['x-board-secret'];
      const moved = isBoardSecret(header) ? await redeemMove(db, header) : null;
      moveFetches.count(request.ip, moved !== null, Date.now());
      if (!moved) throw new AppError('BOARD_NOT_MOVED');
      return reply.header('cache-control', 'no-store').send(moved);
    },
  );

  app.post(
    '/boards/shop/:shopId/:boardId/screenshot',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      const board = await findShopBoard(db, shopId, boardId);
      await deps.bus.publish([
        { topic: 'board', shopId, boardId, action: 'screenshot', name: board.name },
      ]);
      return reply.status(204).send();
    },
  );

  app.get(
    '/boards/shop/:shopId/:boardId/screenshot',
    {
      onRequest: app.authenticate,
      schema: { params: BoardParams, response: { 200: PictureBytes } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      const picture = await readScreenshot(db, shopId, boardId);
      if (!picture) throw new AppError('SCREENSHOT_MISSING');
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('x-taken-at', picture.takenAt)
        .send(picture.bytes);
    },
  );

  app.put(
    '/boards/screenshot/:shopId/:boardId',
    {
      bodyLimit: SCREENSHOT_MAX_BYTES,
      // Before the body is read: a client that must wait, or announces too much, costs nothing.
      onRequest: async (request, reply) => {
        const wait = uploads.wait(request.ip, Date.now());
        if (wait > 0) return tooMany(request, reply, wait);
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > SCREENSHOT_MAX_BYTES) {
          uploads.count(request.ip, false, Date.now());
          throw new AppError('PAYLOAD_TOO_LARGE');
        }
      },
      schema: { params: BoardParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      const { shopId, boardId } = request.params;
      const header = request.headers['x-board-secret'];
      const now = Date.now();
      const ok = isBoardSecret(header) && (await isSecretOfBoard(db, shopId, boardId, header));
      if (!ok) {
        uploads.count(request.ip, false, now);
        throw new AppError('BOARD_SECRET');
      }
      if (!Buffer.isBuffer(request.body)) {
        uploads.count(request.ip, false, now);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      }
      const wait = perBoard.take(`${shopId} ${boardId}`, now);
      if (wait > 0) return tooMany(request, reply, wait);
      let picture;
      try {
        picture = await cleanScreenshot(request.body);
      } catch (error) {
        uploads.count(request.ip, false, Date.now());
        throw error;
      }
      await storeScreenshot(db, shopId, boardId, picture);
      uploads.count(request.ip, true, Date.now());
      return reply.status(204).send();
    },
  );
}
