import { useEffect, useRef } from 'react';
import { connectPush } from '../api/push';
import type { PushSocket, PushTopic } from '../api/push';
import { events } from '../events';
import { useSession } from '../stores/session';

/** The browser's WebSocket behind the small interface the push connection uses. */
function openBrowserSocket(url: string): PushSocket {
  const socket = new WebSocket(url);
  const adapter: PushSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data: string) => socket.send(data),
    close: () => socket.close(),
  };
  socket.onopen = () => adapter.onopen?.();
  socket.onmessage = (event: MessageEvent) => adapter.onmessage?.({ data: event.data });
  socket.onclose = () => adapter.onclose?.();
  socket.onerror = () => adapter.onerror?.();
  return adapter;
}

const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * Listens to the active shop's push messages of `topic` while mounted: each
 * `invalidate_{topic}_cache` (or, while the socket is down, each 5 s poll) calls `onInvalidate`
 * and is emitted as a `push` event. The orders page passes `pending_orders` and
 * `completed_orders` and refetches its tables.
 */
export function usePush(topic: PushTopic, onInvalidate: (via: 'socket' | 'poll') => void): void {
  const shopId = useSession((state) => state.shop?.id);
  const latest = useRef(onInvalidate);
  useEffect(() => {
    latest.current = onInvalidate;
  }, [onInvalidate]);

  useEffect(() => {
    if (!shopId) return undefined;
    const connection = connectPush({
      shopId,
      topic,
      origin: window.location.origin,
      openSocket: openBrowserSocket,
      timers: browserTimers,
      token: () => useSession.getState().token,
      onInvalidate: (via) => {
        events.emit('push', { topic, shopId, via });
        latest.current(via);
      },
    });
    return () => connection.close();
  }, [shopId, topic]);
}
