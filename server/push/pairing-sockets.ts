import type { WebSocket } from 'ws';
import type { PairedMessage, PushBus } from './bus';

/**
 * The sockets of screen sticks waiting for their code to be paired (`/v1/pairing/ws`). A stick
 * opens one and names its code with the code's secret in its first message; when staff pair
 * the code, the process that holds the socket hears it on the push bus (Redis across processes)
 * and sends the stick its board at once. These sockets carry no login, so they are bounded:
 * per client address and in all (counted from open to close, in this process), one socket per
 * code (a newer one replaces it), closed 5 s after opening without a valid first message, and
 * closed when the code expires.
 */

/** Sockets one client address may hold open (a shop's sticks share one address). */
export const PAIRING_SOCKETS_PER_ADDRESS = 10;
/** Sockets this process holds open for all addresses together. */
export const PAIRING_SOCKETS_TOTAL = 1000;
/** A socket that has not named its code after this long is closed. */
export const PAIRING_SOCKET_AUTH_MS = 5_000;
const PING_MS = 30_000;

/** Close codes: the code is unknown or not this stick's, it expired, another socket took it. */
export const CLOSE_PAIRING_UNKNOWN = 4404;
export const CLOSE_PAIRING_EXPIRED = 4410;
export const CLOSE_PAIRING_REPLACED = 4409;
export const CLOSE_PAIRING_TOO_MANY = 4429;

/** What a paired stick is sent: its board, as `GET /v1/pairing/{id}` answers it. */
export function pairedText(message: Omit<PairedMessage, 'topic' | 'pairingId'>): string {
  return JSON.stringify({
    type: 'paired',
    shop_id: message.shopId,
    board_id: message.boardId,
    kind: message.kind,
    screen_id: message.screenId,
    orientation: message.orientation,
    view: message.view,
    theme: message.theme,
  });
}

export class PairingSockets {
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  private readonly byPairing = new Map<string, WebSocket>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly open = new Set<WebSocket>();
  private readonly unsubscribe: () => void;
  private readonly pinger: NodeJS.Timeout;

  constructor(
    bus: PushBus,
    private readonly limits = {
      perAddress: PAIRING_SOCKETS_PER_ADDRESS,
      total: PAIRING_SOCKETS_TOTAL,
    },
  ) {
    this.unsubscribe = bus.subscribe((message) => {
      if (message.topic === 'paired') this.deliver(message);
    });
    this.pinger = setInterval(() => this.checkAlive(), PING_MS);
    this.pinger.unref();
  }

  /** Sockets open now (for tests and benchmarks). */
  get size(): number {
    return this.total;
  }

  /** Whether `address` may open another socket now. */
  mayOpen(address: string): boolean {
    return (
      this.total < this.limits.total && (this.byAddress.get(address) ?? 0) < this.limits.perAddress
    );
  }

  /**
   * Takes a new socket of `address`, or closes it at once when a bound is reached. Answers
   * whether it was taken.
   */
  admit(socket: WebSocket, address: string): boolean {
    if (!this.mayOpen(address)) {
      socket.close(CLOSE_PAIRING_TOO_MANY, 'Too many pairing sockets');
      return false;
    }
    this.total += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.open.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
      this.open.delete(socket);
    });
    return true;
  }

  /**
   * The socket waits for `pairingId` until `expiresAt`: it hears `paired` when staff pair the
   * code, `expired` (and is closed) when the code runs out first.
   */
  wait(socket: WebSocket, pairingId: string, expiresAt: number, now = Date.now()): void {
    const before = this.byPairing.get(pairingId);
    if (before && before !== socket) before.close(CLOSE_PAIRING_REPLACED, 'Replaced');
    this.byPairing.set(pairingId, socket);
    const timer = setTimeout(
      () => {
        this.send(socket, JSON.stringify({ type: 'expired' }));
        socket.close(CLOSE_PAIRING_EXPIRED, 'Code expired');
      },
      Math.max(0, expiresAt - now),
    );
    timer.unref();
    socket.on('close', () => {
      clearTimeout(timer);
      if (this.byPairing.get(pairingId) === socket) this.byPairing.delete(pairingId);
    });
  }

  /** Sends the stick of a paired code its board and closes its socket. */
  private deliver(message: PairedMessage): void {
    const socket = this.byPairing.get(message.pairingId);
    if (!socket) return;
    this.byPairing.delete(message.pairingId);
    this.send(socket, pairedText(message));
    socket.close(1000, 'Paired');
  }

  send(socket: WebSocket, text: string): void {
    try {
      if (socket.readyState === socket.OPEN) socket.send(text);
    } catch {
      socket.terminate();
    }
  }

  private checkAlive(): void {
    for (const socket of this.open) {
      if (!this.alive.has(socket)) {
        socket.terminate();
        continue;
      }
      this.alive.delete(socket);
      try {
        socket.ping();
      } catch {
        socket.terminate();
      }
    }
  }

  /** Closes every socket with "going away": sticks reconnect to another process. */
  close(): void {
    clearInterval(this.pinger);
    this.unsubscribe();
    for (const socket of this.open) socket.close(1001, 'server restarting, reconnect');
  }
}
