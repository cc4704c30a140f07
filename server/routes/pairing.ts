import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  PairingClaimBody,
  PairingClaimed,
  PairingStart,
  PairingStatus,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { AppError, ERRORS, type ErrorCode } from '../errors';
import { Uuid } from '../http/schemas';
import { AcceptedWorkLimit, retryAfterSeconds } from '../http/rate-limit';
import { msg, render, requestLocale } from '../i18n';
import { isBoardSecret } from '../services/board/board-health';
import { claimPairing, pairingStatus, startPairing } from '../services/board/board-pairing';
import {
  CLOSE_PAIRING_EXPIRED,
  CLOSE_PAIRING_TOO_MANY,
  CLOSE_PAIRING_UNKNOWN,
  PAIRING_SOCKET_AUTH_MS,
  pairedText,
  type PairingSockets,
} from '../push/pairing-sockets';
import type { RawData, WebSocket } from 'ws';

/** The first message of a pairing socket: `{"type":"wait","pairing_id":"…","secret":"…"}`. */
function waitMessage(data: RawData): { pairingId: string; secret: string } | null {
  try {
    const value = JSON.parse(String(data)) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null || value.type !== 'wait') return null;
    const { pairing_id: pairingId, secret } = value;
    if (typeof pairingId !== 'string' || !UUID.test(pairingId) || !isBoardSecret(secret))
      return null;
    return { pairingId, secret };
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The limits of pairing (style guide §27: only accepted work counts, a refusal holds back only
 * its own client):
 * - new codes: 20 per address a quarter of an hour (a stick needs one every 15 minutes), and at
 *   most 10 waiting per address, 30 per network (IPv4 /24, IPv6 /64) and 1,000 in all or 5 per
 *   shop if more; when all are taken, the network holding the most gives up its oldest code to
 *   a stick of a network holding fewer (`services/board/board-pairing.ts`);
 * - a stick asking whether it was paired (a status read, or naming its code on a pairing
 *   socket): 120 a minute per address (the socket's fallback polls every 30 s, for a shop's
 *   sticks behind one address), 20 refused a minute;
 * - pairing sockets: 10 open per address and 1,000 in all per process
 *   (`push/pairing-sockets.ts`), each closed when its code expires;
 * - wrong codes typed by staff: 10 an hour per user and 20 an hour per address.
 */
export const PAIRING_LIMITS = {
  start: {
    accepted: { capacity: 20, refillMs: 15 * 60_000 },
    refused: { capacity: 10, refillMs: 60_000 },
  },
  status: {
    accepted: { capacity: 120, refillMs: 60_000 },
    refused: { capacity: 20, refillMs: 60_000 },
  },
  claimPerUser: {
    accepted: { capacity: 60, refillMs: 60_000 },
    refused: { capacity: 10, refillMs: 3_600_000 },
  },
  claimPerAddress: {
    accepted: { capacity: 120, refillMs: 60_000 },
    refused: { capacity: 20, refillMs: 3_600_000 },
  },
} as const;

function limitOf(settings: (typeof PAIRING_LIMITS)[keyof typeof PAIRING_LIMITS]) {
  return new AcceptedWorkLimit(settings.accepted, settings.refused);
}

/** A 429 in the API's shape, with `Retry-After`. */
function tooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  waitMs: number,
): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', retryAfterSeconds(waitMs))
    .send({
      detail: render(msg(ERRORS[code].message), requestLocale(request.headers['accept-language'])),
      code: code.toLowerCase(),
    });
}

const PairingParams = Type.Object({ pairingId: Uuid });

/**
 * Pairing a screen stick by a short code: the stick at `/scherm` asks for a code
 * (`POST /v1/pairing`, public) and asks with its secret whether it was paired
 * (`GET /v1/pairing/{id}`, public) or, better, waits on a socket (`/v1/pairing/ws`, public)
 * that hears it the moment staff pair it; staff of the shop type the code and choose what the
 * stick shows (`POST /v1/pairing/claim`). Limits: {@link PAIRING_LIMITS}.
 */
export function registerPairingRoutes(app: App, deps: AppDeps, sockets: PairingSockets) {
  const { db } = deps;
  const starts = limitOf(PAIRING_LIMITS.start);
  const statuses = limitOf(PAIRING_LIMITS.status);
  const claimsPerUser = limitOf(PAIRING_LIMITS.claimPerUser);
  const claimsPerAddress = limitOf(PAIRING_LIMITS.claimPerAddress);

  app.post(
    '/pairing',
    {
      bodyLimit: 1024,
      onRequest: async (request, reply) => {
        const wait = starts.wait(request.ip, Date.now());
        if (wait > 0) return tooMany(request, reply, 'TOO_MANY_PAIRINGS', wait);
      },
      schema: { response: { 201: PairingStart } },
    },
    async (request, reply) => {
      const outcome = await startPairing(db, request.ip);
      starts.count(request.ip, typeof outcome !== 'string', Date.now());
      if (outcome === 'address') throw new AppError('TOO_MANY_PAIRINGS');
      if (outcome === 'busy') throw new AppError('PAIRING_BUSY');
      return reply.status(201).header('cache-control', 'no-store').send(outcome);
    },
  );

  app.get(
    '/pairing/:pairingId',
    {
      onRequest: async (request, reply) => {
        const wait = statuses.wait(request.ip, Date.now());
        if (wait > 0) return tooMany(request, reply, 'TOO_MANY_PAIRINGS', wait);
      },
      schema: { params: PairingParams, response: { 200: PairingStatus } },
    },
    async (request, reply) => {
      const header = request.headers['x-pairing-secret'];
      const status = isBoardSecret(header)
        ? await pairingStatus(db, request.params.pairingId, header)
        : null;
      statuses.count(request.ip, status !== null, Date.now());
      if (!status) throw new AppError('PAIRING_NOT_FOUND');
      return reply.header('cache-control', 'no-store').send(status);
    },
  );

  /** A pairing socket's first message: the code it waits for, proved by the code's secret. */
  function onWaitMessage(socket: WebSocket, address: string, data: RawData): void {
    const asked = waitMessage(data);
    const now = Date.now();
    if (statuses.wait(address, now) > 0) {
      socket.close(CLOSE_PAIRING_TOO_MANY, 'Too many requests');
      return;
    }
    if (!asked) {
      statuses.count(address, false, now);
      socket.close(CLOSE_PAIRING_UNKNOWN, 'Unknown code');
      return;
    }
    // Waiting first, then read: a pairing committed in between is seen by the read, one
    // committed after it reaches the socket through the bus.
    void pairingStatus(db, asked.pairingId, asked.secret).then(
      (status) => {
        statuses.count(address, status !== null, Date.now());
        if (socket.readyState !== socket.OPEN) return;
        if (!status) {
          socket.close(CLOSE_PAIRING_UNKNOWN, 'Unknown code');
        } else if (status.state === 'paired' && status.shop_id && status.board_id && status.kind) {
          sockets.send(
            socket,
            pairedText({
              shopId: status.shop_id,
              boardId: status.board_id,
              kind: status.kind,
              screenId: status.screen_id,
              orientation: status.orientation ?? 'landscape',
              view: status.view ?? 'board',
              theme: status.theme ?? 'dark',
            }),
          );
          socket.close(1000, 'Paired');
        } else if (status.state !== 'waiting') {
          sockets.send(socket, JSON.stringify({ type: 'expired' }));
          socket.close(CLOSE_PAIRING_EXPIRED, 'Code expired');
        } else {
          sockets.wait(socket, asked.pairingId, Date.parse(status.expires_at));
          sockets.send(socket, JSON.stringify({ type: 'waiting', expires_at: status.expires_at }));
        }
      },
      () => socket.close(1011, 'Server error'),
    );
  }

  app.get(
    '/pairing/ws',
    {
      websocket: true,
      // Before the upgrade: an address at its bound is answered 429 in the API's shape.
      preHandler: async (request, reply) => {
        if (!sockets.mayOpen(request.ip))
          return tooMany(request, reply, 'TOO_MANY_PAIRINGS', 60_000);
      },
    },
    (socket, request) => {
      const address = request.ip;
      if (!sockets.admit(socket, address)) return;
      const timer = setTimeout(
        () => socket.close(CLOSE_PAIRING_UNKNOWN, 'No code named'),
        PAIRING_SOCKET_AUTH_MS,
      );
      timer.unref();
      socket.on('close', () => clearTimeout(timer));
      socket.once('message', (data) => {
        clearTimeout(timer);
        onWaitMessage(socket, address, data);
      });
    },
  );

  app.post(
    '/pairing/claim',
    {
      // A code, a shop, a screen and what it shows: a few hundred bytes.
      bodyLimit: 2048,
      onRequest: app.authenticate,
      preHandler: async (request, reply) => {
        const now = Date.now();
        const wait = Math.max(
          claimsPerUser.wait(principalOf(request).userId, now),
          claimsPerAddress.wait(request.ip, now),
        );
        if (wait > 0) return tooMany(request, reply, 'TOO_MANY_PAIRING_ATTEMPTS', wait);
      },
      schema: { body: PairingClaimBody, response: { 201: PairingClaimed } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The shop first: another group's shop answers as a missing one, before any code is read.
      assertCanUseShop(principal, request.body.shop_id);
      const count = (accepted: boolean) => {
        const now = Date.now();
        claimsPerUser.count(principal.userId, accepted, now);
        claimsPerAddress.count(request.ip, accepted, now);
      };
      let outcome;
      try {
        outcome = await deps.write((tx) => claimPairing(tx, request.body));
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAIRING_CODE_UNKNOWN') count(false);
        throw error;
      }
      count(true);
      const { claimed, replaced, pairingId } = outcome;
      // The stick hears it on its pairing socket, in whichever process holds it.
      await deps.bus.publish([
        {
          topic: 'paired',
          pairingId,
          shopId: claimed.shop_id,
          boardId: claimed.board_id,
          kind: claimed.kind,
          screenId: claimed.screen_id,
          orientation: claimed.orientation,
          view: claimed.view,
          theme: claimed.theme,
        },
      ]);
      if (replaced)
        await deps.bus.publish([
          {
            topic: 'board',
            shopId: claimed.shop_id,
            boardId: claimed.board_id,
            action: 'unpair',
            name: '',
          },
        ]);
      return reply.status(201).send(claimed);
    },
  );
}
