import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { principalOfToken } from '../auth/plugin';
import { canAccessShop } from '../auth/principal';
import type { Database } from '../db/client';

/**
 * The orders topics (`pending_orders`, `completed_orders`) tell when a shop's orders change:
 * only the shop's staff may hear them. The token never travels in the URL (addresses end up in
 * access logs): the socket's first message is `{"type":"auth","token":"…"}`. Until it is
 * accepted the socket is in no topic; a missing, invalid or foreign token closes it with 4401
 * or 4403, and a socket silent for `AUTH_TIMEOUT_MS` is closed with 4401.
 */

export const AUTH_TIMEOUT_MS = 5_000;
export const STAFF_TOPICS = ['pending_orders', 'completed_orders'] as const;

/** The close codes: 4401 not authenticated, 4403 not staff of this shop. */
export const CLOSE_NOT_AUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN = 4403;

/** The text sent once the token is accepted: the socket receives pushes from then on. */
export const AUTHENTICATED_TEXT = 'authenticated';

function tokenOf(data: RawData): string | null {
  try {
    const message = JSON.parse(String(data)) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    const { type, token } = message as { type?: unknown; token?: unknown };
    return type === 'auth' && typeof token === 'string' && token.length < 4096 ? token : null;
  } catch {
    return null;
  }
}

/**
 * Waits for the socket's token; calls `join` with the token's user once it belongs to staff
 * of `shopId`.
 */
export function authenticateStaffSocket(
  app: FastifyInstance,
  db: Database,
  socket: WebSocket,
  shopId: string,
  join: (userId: string) => void,
): void {
  const timer = setTimeout(
    () => socket.close(CLOSE_NOT_AUTHENTICATED, 'Not authenticated'),
    AUTH_TIMEOUT_MS,
  );
  timer.unref();
  socket.on('close', () => clearTimeout(timer));
  socket.once('message', (data) => {
    clearTimeout(timer);
    const token = tokenOf(data);
    if (!token) {
      socket.close(CLOSE_NOT_AUTHENTICATED, 'Not authenticated');
      return;
    }
    void principalOfToken(app, db, token).then(
      (principal) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!principal) socket.close(CLOSE_NOT_AUTHENTICATED, 'Not authenticated');
        else if (!canAccessShop(principal, shopId)) socket.close(CLOSE_FORBIDDEN, 'Forbidden');
        else {
          join(principal.userId);
          socket.send(AUTHENTICATED_TEXT);
        }
      },
      () => socket.close(1011, 'Server error'),
    );
  });
}
