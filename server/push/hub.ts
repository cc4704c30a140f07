import type { WebSocket } from 'ws';
import type { BoardCommand, PushBus, PushMessage, PushTopic } from './bus';

/** Sockets with more than this much unsent data are too slow to keep up and are dropped. */
const MAX_BUFFERED_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;

export function pushText(topic: PushTopic): string {
  return `invalidate_${topic}_cache`;
}

/**
 * The WebSocket clients of this process, by shop and topic. Every bus message is sent to the
 * matching sockets; one failing socket never keeps the others from their message.
 */
export class PushHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  /** The board each board socket said it is (its health reports name it). */
  private readonly boards = new WeakMap<WebSocket, string>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  /** The staff sockets of each user (orders topics), closed when the user's sessions end. */
  private readonly userSockets = new Map<string, Set<WebSocket>>();

  /** Called when a board socket (`shop`) joins, with its shop. */
  onShopJoin: ((shopId: string) => void) | null = null;

  constructor(bus: PushBus) {
    this.unsubscribe = bus.subscribe((message) => this.deliver(message));
    this.heartbeat = setInterval(() => this.checkAlive(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let total = 0;
    for (const set of this.sockets.values()) total += set.size;
    return total;
  }

  /**
   * Adds a socket to a shop's topic. `onText` hears what the client sends (boards send health
   * reports); without it, what clients send is ignored.
   */
  add(socket: WebSocket, topic: PushTopic, shopId: string, onText?: (text: string) => void): void {
    const key = `${topic}:${shopId}`;
    let set = this.sockets.get(key);
    if (!set) this.sockets.set(key, (set = new Set()));
    set.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(key) === set) this.sockets.delete(key);
    });
    socket.on('message', (data) => onText?.(String(data)));
    socket.on('error', () => socket.terminate());
    if (topic === 'shop') this.onShopJoin?.(shopId);
  }

  /** Whether this process has sockets of the topic and shop. */
  has(topic: PushTopic, shopId: string): boolean {
    return (this.sockets.get(`${topic}:${shopId}`)?.size ?? 0) > 0;
  }

  /** Names the board behind a board socket: commands for that board go to it. */
  identifyBoard(socket: WebSocket, boardId: string): void {
    this.boards.set(socket, boardId);
  }

  private deliverCommand(command: BoardCommand): void {
    const set = this.sockets.get(`shop:${command.shopId}`);
    if (!set) return;
    const text = JSON.stringify(
      command.action === 'identify'
        ? { type: 'identify', name: command.name }
        : command.action === 'screenshot'
          ? { type: 'screenshot_request' }
          : command.action === 'unpair'
            ? { type: 'unpaired' }
            : command.action === 'move'
              ? { type: 'moved' }
              : { type: command.action },
    );
    for (const socket of set) {
      if (this.boards.get(socket) !== command.boardId) continue;
      // An unpaired or moved board's socket no longer speaks for the board: it hears nothing more.
      if (command.action === 'unpair' || command.action === 'move') this.boards.delete(socket);
      try {
        if (socket.readyState === socket.OPEN) socket.send(text);
      } catch {
        socket.terminate();
      }
    }
  }

  /** Sends a board socket a text of its own (the answer to a health report). */
  reply(socket: WebSocket, text: string): void {
    try {
      if (socket.readyState === socket.OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES)
        socket.send(text);
    } catch {
      socket.terminate();
    }
  }

  /**
   * Sends a message to this process's sockets only (a bus message reaches every process's):
   * for what each process decides for itself, such as a clock boundary.
   */
  deliver(message: PushMessage): void {
    if (message.topic === 'sessions_ended') {
      this.closeUserSockets(message.userId);
      return;
    }
    if (message.topic === 'board') {
      this.deliverCommand(message);
      return;
    }
    // A stick waiting for its code hears it on its pairing socket (`push/pairing-sockets.ts`).
    if (message.topic === 'paired') return;
    const set = this.sockets.get(`${message.topic}:${message.shopId}`);
    if (!set) return;
    const text = pushText(message.topic);
    for (const socket of set) {
      try {
        if (socket.readyState !== socket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          continue;
        }
        socket.send(text);
      } catch {
        socket.terminate();
      }
    }
  }

  /** Notes the user a staff socket was opened by (its token's), until it closes. */
  ownSocket(socket: WebSocket, userId: string): void {
    let set = this.userSockets.get(userId);
    if (!set) this.userSockets.set(userId, (set = new Set()));
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.userSockets.get(userId) === set) this.userSockets.delete(userId);
    });
  }

  /** Closes a user's sockets with 4401, as a socket without a valid token is closed. */
  closeUserSockets(userId: string): void {
    for (const socket of this.userSockets.get(userId) ?? []) {
      socket.close(4401, 'Session ended');
    }
    this.userSockets.delete(userId);
  }

  private checkAlive(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
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
  }

  /** Closes every socket with "going away" so clients reconnect to another process. */
  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(1001, 'server restarting, reconnect');
    }
    this.sockets.clear();
  }
}
