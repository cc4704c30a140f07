import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { shops } from '../../db/schema';
import type { PushBus, PushMessage, PushTopic } from '../../push/bus';
import { AppError } from '../../errors';
import { msg } from '../../i18n';
import { currentActor } from './actor';
import { closeHistoryChange, openHistoryChange } from '../history/history-record';
import { EventSet, enqueueEvents } from '../webhooks/webhook-events';
import type { WebhookEvent } from '../../../src/domain/contract';

/**
 * What one write changes for the outside world: the shops whose boards must reload, and other
 * pushes (orders). Collected while the write runs; acted on as it commits.
 */
export class ChangeSet {
  readonly shops = new Set<string>();
  readonly pushes: PushMessage[] = [];
  /** Webhook events of the write, put in the outbox in its transaction (`webhook-events.ts`). */
  readonly events = new EventSet();
  /** The write may change a deactivated shop (its own fields, its reactivation). */
  inactiveShopsAllowed = false;

  /** An event for the webhooks of the shop's groups. */
  emit(type: WebhookEvent, shopId: string, item: Record<string, unknown>): void {
    this.events.add(type, shopId, item);
  }

  /** The boards of these shops show something this write changes. */
  touchShops(ids: Iterable<string | null | undefined>): void {
    for (const id of ids) if (id) this.shops.add(id);
  }

  push(topic: Exclude<PushTopic, 'shop'>, shopId: string): void {
    this.pushes.push({ topic, shopId });
  }

  /** This write changes a shop's own fields, which a deactivated shop still allows. */
  allowInactiveShops(): void {
    this.inactiveShopsAllowed = true;
  }

  /** Every shop the write changes something of: boards to reload and pushes of the shop. */
  shopIds(): string[] {
    const pushed = this.pushes.flatMap((message) => ('shopId' in message ? [message.shopId] : []));
    return [...new Set([...this.shops, ...pushed])];
  }

  /** The user's sessions end: their push sockets close in every process after the commit. */
  endSessions(userId: string): void {
    this.pushes.push({ topic: 'sessions_ended', userId });
  }
}

/** Runs one write in a transaction; see `createWriter`. */
export type Writer = <T>(
  work: (tx: Executor, changes: ChangeSet) => Promise<T>,
  options?: { undoOf?: number },
) => Promise<T>;

export interface WriterOptions {
  /** Record every row the write changes in the history (default); off only to measure its cost. */
  history?: boolean;
  /** Called after a commit that put webhook deliveries in the outbox. */
  onQueued?: () => void;
}

/** Moves the cache status of shops forward: never backwards, and never twice the same. */
export async function bumpShopCacheStatus(tx: Executor, shopIds: Iterable<string>): Promise<void> {
  const ids = [...shopIds];
  if (!ids.length) return;
  await tx
    .update(shops)
    .set({ modifiedAt: sql`greatest(now(), ${shops.modifiedAt} + interval '1 millisecond')` })
    .where(inArray(shops.id, ids));
}

/**
 * A deactivated shop keeps its data unchanged: a request that changes anything of it is
 * refused (409) until the shop is reactivated. Background work (schedules set before) runs on.
 */
async function refuseInactiveShops(tx: Executor, changes: ChangeSet): Promise<void> {
  if (changes.inactiveShopsAllowed || !currentActor().request) return;
  const ids = changes.shopIds();
  if (!ids.length) return;
  const [inactive] = await tx
    .select({ name: shops.name })
    .from(shops)
    .where(and(inArray(shops.id, ids), eq(shops.active, false)))
    .limit(1);
  if (inactive)
    throw new AppError('SHOP_INACTIVE', msg('errors.shopInactive', { name: inactive.name }));
}

/**
 * The one way to write: the work, its history (who, when, every row before and after: see
 * `history-record.ts`) and the cache-status bump of every shop it touches commit together;
 * pushes go out only after the commit, so a client that reloads sees the change.
 */
export function createWriter(
  db: Database,
  bus: PushBus,
  log: FastifyBaseLogger,
  options: WriterOptions = {},
): Writer {
  const history = options.history ?? true;
  return async (work, writeOptions) => {
    const changes = new ChangeSet();
    let queued = 0;
    const result = await db.transaction(async (tx) => {
      const changeId = history
        ? await openHistoryChange(
            tx,
            currentActor().userId,
            writeOptions?.undoOf ?? null,
            currentActor().apiKey,
          )
        : null;
      const value = await work(tx, changes);
      await refuseInactiveShops(tx, changes);
      await bumpShopCacheStatus(tx, changes.shops);
      if (changes.events.size) queued = await enqueueEvents(tx, changes.events);
      if (changeId !== null) await closeHistoryChange(tx, changeId, changes.shops);
      return value;
    });
    const messages: PushMessage[] = [
      ...[...changes.shops].map((shopId) => ({ topic: 'shop' as const, shopId })),
      ...changes.pushes,
    ];
    // The outbox has new deliveries: this process's sender looks now instead of at its next poll.
    if (queued) options.onQueued?.();
    if (messages.length) {
      // The write has committed; a lost push is covered by the clients' cache-status polling.
      await bus
        .publish(messages)
        .catch((error: unknown) => log.error({ err: error }, 'push failed'));
    }
    return result;
  };
}
