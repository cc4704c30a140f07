/**
 * The app's one event emitter, for news that is not state: toasts to show and push messages
 * that arrived. Emit through the helpers (`toast()` in `components/feedback/toast.ts`, `usePush` in
 * `hooks/usePush.ts`); listen with `events.on(...)` in an effect and `events.off(...)` in its
 * cleanup.
 */
import mitt from 'mitt';
import type { PushTopic } from './api/push';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A toast to show for `durationMs`. */
export interface ToastEvent {
  id: number;
  kind: ToastKind;
  title: string;
  text?: string;
  durationMs: number;
}

/** A push message of the API, or a fallback poll standing in for one while the socket is down. */
export interface PushEvent {
  topic: PushTopic;
  shopId: string;
  via: 'socket' | 'poll';
}

export type AppEvents = {
  toast: ToastEvent;
  push: PushEvent;
};

export const events = mitt<AppEvents>();
