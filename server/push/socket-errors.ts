import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * What happens when a push socket fails (a malformed or oversized frame, a client that went
 * away uncleanly). These are the client's faults, not the server's: the default handler of
 * @fastify/websocket logged each at error level with a stack trace (about 1 KB), so anyone
 * could fill the log with cheap bad frames. Here a socket's first failure is logged at debug
 * level, in one short line without a stack, and the socket is closed; later errors of the same
 * socket are not logged at all.
 */
const reported = new WeakSet<WebSocket>();

export function onPushSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (!reported.has(socket)) {
    reported.add(socket);
    const code = (error as { code?: unknown }).code;
    request.log.debug(
      { socketError: typeof code === 'string' ? code : error.name },
      'push socket closed after a client error',
    );
  }
  socket.terminate();
}
