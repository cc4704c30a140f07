import { describe, expect, it } from 'vitest';
import { PUSH_FALLBACK_POLL_MS, connectPush, invalidationMessage, pushUrl } from './push';
import type { PushTopic } from './push';
import { FakeSocket, ManualTimers } from './push-fakes';

function setUp(token: string | null = 'staff-token', topic: PushTopic = 'pending_orders') {
  const sockets: FakeSocket[] = [];
  const clock = new ManualTimers();
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
    timers: clock,
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
    expect(connection.status()).toMatchObject({ connected: true, polling: false });
  });

  it('keeps polling instead of opening an orders socket without a token', () => {
    const { sockets, connection } = setUp(null);
    (sockets[0] as FakeSocket).onopen?.();
    expect((sockets[0] as FakeSocket).sent).toEqual([]);
    expect((sockets[0] as FakeSocket).closed).toBe(true);
    expect(connection.status()).toMatchObject({ connected: false, polling: true });
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
    expect(connection.status()).toMatchObject({ connected: false, polling: true });

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
    expect(connection.status()).toMatchObject({ connected: true, polling: false });
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
