import type { App, AppDeps } from '../app-types';
import { BoundaryTimers } from '../services/clock/clock-boundaries';
import type { PushHub } from './hub';

/**
 * Pushes each shop's boards at its clock boundaries (opening hours, time windows; see
 * `services/clock/clock-boundaries.ts`): this process's timers for the shops with board sockets here,
 * to those sockets only. A change of the shop may move its boundary, so it is looked up again.
 */
export function startBoundaryPushes(app: App, deps: AppDeps, hub: PushHub): BoundaryTimers {
  const timers = new BoundaryTimers({
    db: deps.db,
    clock: deps.clock,
    watched: (shopId) => hub.has('shop', shopId),
    onBoundary: (shopId) => {
      deps.feed.invalidate(shopId);
      hub.deliver({ topic: 'shop', shopId });
    },
    onError: (error) => app.log.warn({ err: error }, 'clock boundary lookup failed'),
  });
  hub.onShopJoin = (shopId) => {
    if (timers.scheduled(shopId) === null) void timers.watch(shopId);
  };
  const unsubscribe = deps.bus.subscribe((message) => {
    if (message.topic === 'shop' && hub.has('shop', message.shopId))
      void timers.watch(message.shopId);
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    timers.stop();
  });
  app.decorate('boundaryTimers', timers);
  return timers;
}
