import { describe, expect, it } from 'vitest';
import { PUSH_FALLBACK_POLL_MS, connectPush, invalidationMessage, pushUrl } from './push';
import type { PushSocket, PushTimers, PushTopic } from './push';

class FakeSocket implements PushSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
}

/** Timers that run only when the test advances the clock. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: PushTimers = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  function advance(ms: number): void {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = until;
  }
  return { timers, advance, pending };
}

function setUp(token: string | null = 'staff-token', topic: PushTopic = 'pending_orders') {
  const sockets: FakeSocket[] = [];
  const clock = fakeTimers();
  const invalidations: string[] = [];
  const connection = connectPush({
    shopId: 's1',
    topic,
    origin: 'https://example.test',
    token: () => token,
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: clock.timers,
    onInvalidate: (via) => invalidations.push(via),
  });
  return { sockets, clock, invalidations, connection };
}

describe('push connection', () => {
  it('builds the socket address of the topic', () => {
    expect(pushUrl('http://127.0.0.1:8080', 's1', 'shop')).toBe(
      'ws://127.0.0.1:8080/v1/ws?shopId=s1&connectionType=shop',
    );
    expect(invalidationMessage('completed_orders')).toBe('invalidate_completed_orders_cache');
  });

  it('sends the token as the first message of an orders socket, never in the address', () => {
    const { sockets, connection } = setUp('staff-token');
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).not.toContain('staff-token');
    socket.onopen?.();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'staff-token' })]);
    expect(connection.status()).toEqual({ connected: true, polling: false });
  });

  it('keeps polling instead of opening an orders socket without a token', () => {
    const { sockets, connection } = setUp(null);
    (sockets[0] as FakeSocket).onopen?.();
    expect((sockets[0] as FakeSocket).sent).toEqual([]);
    expect((sockets[0] as FakeSocket).closed).toBe(true);
    expect(connection.status()).toEqual({ connected: false, polling: true });
  });

  it('sends nothing on a board socket', () => {
    const { sockets } = setUp('staff-token', 'shop');
    (sockets[0] as FakeSocket).onopen?.();
    expect((sockets[0] as FakeSocket).sent).toEqual([]);
  });

  it('refetches on its own topic message only', () => {
    const { sockets, invalidations } = setUp();
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe('wss://example.test/v1/ws?shopId=s1&connectionType=pending_orders');
    socket.onopen?.();
    socket.onmessage?.({ data: 'invalidate_pending_orders_cache' });
    socket.onmessage?.({ data: '"invalidate_pending_orders_cache"' });
    socket.onmessage?.({ data: 'invalidate_shop_cache' });
    expect(invalidations).toEqual(['socket', 'socket']);
  });

  it('polls every 5 s while the socket is down and reopens it', () => {
    const { sockets, clock, invalidations, connection } = setUp();
    (sockets[0] as FakeSocket).onopen?.();
    (sockets[0] as FakeSocket).onerror?.();
    expect(connection.status()).toEqual({ connected: false, polling: true });

    clock.advance(PUSH_FALLBACK_POLL_MS - 1);
    expect(invalidations).toEqual([]);
    clock.advance(1);
    expect(invalidations).toEqual(['poll']);
    expect(sockets).toHaveLength(2);

    // The new socket fails too: polling goes on and the socket is tried again.
    (sockets[1] as FakeSocket).close();
    clock.advance(PUSH_FALLBACK_POLL_MS);
    expect(invalidations).toEqual(['poll', 'poll']);
    expect(sockets).toHaveLength(3);

    (sockets[2] as FakeSocket).onopen?.();
    expect(connection.status()).toEqual({ connected: true, polling: false });
    clock.advance(PUSH_FALLBACK_POLL_MS * 3);
    expect(invalidations).toEqual(['poll', 'poll']);
  });

  it('stops everything when closed', () => {
    const { sockets, clock, invalidations, connection } = setUp();
    (sockets[0] as FakeSocket).onopen?.();
    connection.close();
    expect((sockets[0] as FakeSocket).closed).toBe(true);
    clock.advance(PUSH_FALLBACK_POLL_MS * 4);
    expect(invalidations).toEqual([]);
    expect(sockets).toHaveLength(1);
    expect(clock.pending.size).toBe(0);
  });
});
