/**
 * How a stick learns that staff paired its code: it holds a socket to `/v1/pairing/ws` and
 * names its code with the code's secret in the first message; the server sends `paired` the
 * moment staff pair it (from whichever process handled the pairing). Only while that socket is
 * down does the stick ask `GET /v1/pairing/{id}` itself, slowly (every `pollMs`, 30 s), and it
 * opens the socket again after 5 s, doubling up to a minute.
 */
import type { CodeState } from './stick-client';
import { viewOf, type StickPairing, type StickWaiting } from './stick-store';

/** A socket as the watch uses it: the close code tells why the server closed it. */
export interface PairingSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface PairingWatchOptions {
  waiting: StickWaiting;
  /** The socket's address, e.g. `wss://host/v1/pairing/ws`. */
  url: string;
  openSocket: (url: string) => PairingSocket;
  readState: (waiting: StickWaiting) => Promise<CodeState>;
  timers: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
  onPaired: (pairing: StickPairing) => void;
  /** The code expired or is unknown: the stick asks for a new one. */
  onGone: () => void;
}

/** Close codes the server ends a pairing socket with for good (`push/pairing-sockets.ts`). */
const CLOSE_UNKNOWN = 4404;
const CLOSE_EXPIRED = 4410;
const CLOSE_REPLACED = 4409;
const RECONNECT_MIN_MS = 5_000;
const RECONNECT_MAX_MS = 60_000;

/** The board a `paired` message names, or null. */
export function pairingOfMessage(text: string): StickPairing | 'expired' | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (value.type === 'expired') return 'expired';
  if (
    value.type !== 'paired' ||
    typeof value.shop_id !== 'string' ||
    typeof value.board_id !== 'string' ||
    (value.kind !== 'screen' && value.kind !== 'device')
  )
    return null;
  return {
    shopId: value.shop_id,
    boardId: value.board_id,
    kind: value.kind,
    screenId: value.kind === 'screen' ? value.board_id : null,
    orientation: value.orientation === 'portrait' ? 'portrait' : 'landscape',
    ...viewOf(value),
  };
}

export class PairingWatch {
  private socket: PairingSocket | null = null;
  private socketUp = false;
  private pollTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private reconnectMs = RECONNECT_MIN_MS;
  private done = false;
  /** Status reads made (the fallback), for tests. */
  polls = 0;

  constructor(private readonly options: PairingWatchOptions) {}

  start(): void {
    this.connect();
  }

  stop(): void {
    this.done = true;
    this.clear();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private clear(): void {
    const { timers } = this.options;
    if (this.pollTimer !== null) timers.clearTimeout(this.pollTimer);
    if (this.reconnectTimer !== null) timers.clearTimeout(this.reconnectTimer);
    this.pollTimer = null;
    this.reconnectTimer = null;
  }

  private finish(outcome: StickPairing | 'gone'): void {
    if (this.done) return;
    this.stop();
    if (outcome === 'gone') this.options.onGone();
    else this.options.onPaired(outcome);
  }

  private connect(): void {
    if (this.done) return;
    let socket: PairingSocket;
    try {
      socket = this.options.openSocket(this.options.url);
    } catch {
      this.down();
      return;
    }
    this.socket = socket;
    const { waiting } = this.options;
    socket.onopen = () => {
      this.socketUp = true;
      this.reconnectMs = RECONNECT_MIN_MS;
      if (this.pollTimer !== null) this.options.timers.clearTimeout(this.pollTimer);
      this.pollTimer = null;
      socket.send(
        JSON.stringify({ type: 'wait', pairing_id: waiting.pairingId, secret: waiting.secret }),
      );
    };
    socket.onmessage = (event) => {
      const outcome = typeof event.data === 'string' ? pairingOfMessage(event.data) : null;
      if (outcome === 'expired') this.finish('gone');
      else if (outcome) this.finish(outcome);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.socketUp = false;
      if (event.code === CLOSE_UNKNOWN || event.code === CLOSE_EXPIRED) this.finish('gone');
      // Another socket of this stick (a second tab) waits instead: this one only polls.
      else if (event.code === CLOSE_REPLACED) this.schedulePoll();
      else this.down();
    };
  }

  /** The socket is down: poll slowly and open it again later. */
  private down(): void {
    if (this.done) return;
    this.schedulePoll();
    if (this.reconnectTimer !== null) return;
    const wait = this.reconnectMs;
    this.reconnectMs = Math.min(RECONNECT_MAX_MS, this.reconnectMs * 2);
    this.reconnectTimer = this.options.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, wait);
  }

  private schedulePoll(): void {
    if (this.done || this.pollTimer !== null) return;
    this.pollTimer = this.options.timers.setTimeout(() => {
      this.pollTimer = null;
      void this.poll();
    }, this.options.waiting.pollMs);
  }

  private async poll(): Promise<void> {
    if (this.done || this.socketUp) return;
    this.polls += 1;
    const state = await this.options
      .readState(this.options.waiting)
      .catch((): CodeState => ({ state: 'waiting' }));
    if (this.done) return;
    if (state.state === 'paired') this.finish(state.pairing);
    else if (state.state === 'gone' || Date.parse(this.options.waiting.expiresAt) <= Date.now())
      this.finish('gone');
    else if (!this.socketUp) this.schedulePoll();
  }
}
