/** The browser's storage and sockets as a board uses them. */
import type { SocketLike } from './feed-source';

/** The page's local storage, or null where the browser refuses it (private mode). */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A browser WebSocket behind the feed source's small socket interface. */
export function openSocket(url: string): SocketLike {
  const socket = new WebSocket(url);
  const like: SocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data) => socket.send(data),
    close: () => socket.close(),
  };
  socket.onopen = () => like.onopen?.();
  socket.onmessage = (event) => like.onmessage?.({ data: event.data });
  socket.onclose = () => like.onclose?.();
  socket.onerror = () => like.onerror?.();
  return like;
}
