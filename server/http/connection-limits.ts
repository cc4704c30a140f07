import type { Server } from 'node:http';
import type { ServerLimits } from '../limits';

/**
 * The time limits of the HTTP server, for Fastify's options: a request's headers must arrive
 * within `headersTimeoutMs`, the whole request within `requestTimeoutMs`, an idle kept-alive
 * connection goes after `keepAliveTimeoutMs`, a silent socket after `connectionTimeoutMs`.
 * Node checks the first two every `connectionsCheckingInterval` (30 s by default, far too
 * coarse: half-sent requests held 20,000 file descriptors for about 74 s).
 */
export function serverTimeouts(limits: ServerLimits) {
  const requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `perAddress` open ones, so
 * one client cannot take every file descriptor of the process. Counted by the socket's own
 * address: behind a proxy (`TRUST_PROXY`) every client arrives from the proxy's address, so
 * there the proxy limits per client (`limit_conn` in deploy/nginx.conf) and this cap must
 * leave room for all connections the proxy opens. Returns the open count of an address.
 */
export function limitConnectionsPerAddress(
  server: Server,
  perAddress: number,
): (address: string) => number {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return (address) => open.get(address) ?? 0;
}
