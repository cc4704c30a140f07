import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../src/domain/contract';
import type { Executor } from '../../db/client';

/**
 * Events for webhooks, collected by a write (`ChangeSet.emit`) and put in the outbox
 * (`webhook_deliveries`) in the same transaction, one delivery per subscribed address: a
 * change that rolls back sends nothing, and a committed one is sent even when the process
 * stops right after. One event per shop and type per write, naming at most `MAX_ITEMS` items,
 * so a body stays small whatever the write did.
 */

const MAX_ITEMS = 100;

export interface PendingEvent {
  type: WebhookEvent;
  shopId: string;
  items: Record<string, unknown>[];
  /** Items beyond MAX_ITEMS, counted. */
  more: number;
}

/** The events of one write, one per shop and type. */
export class EventSet {
  private readonly events = new Map<string, PendingEvent>();

  add(type: WebhookEvent, shopId: string, item: Record<string, unknown>): void {
    const key = `${shopId}|${type}`;
    const event = this.events.get(key) ?? { type, shopId, items: [], more: 0 };
    if (event.items.length < MAX_ITEMS) event.items.push(item);
    else event.more += 1;
    this.events.set(key, event);
  }

  /** A mark to roll back to (a savepoint of the write that failed). */
  mark(): Map<string, PendingEvent> {
    return new Map([...this.events].map(([k, e]) => [k, { ...e, items: [...e.items] }]));
  }

  restore(mark: Map<string, PendingEvent>): void {
    this.events.clear();
    for (const [k, e] of mark) this.events.set(k, e);
  }

  get size(): number {
    return this.events.size;
  }

  list(): PendingEvent[] {
    return [...this.events.values()];
  }
}

/** The body every receiver gets: small, and the same for every address of one event. */
export function eventBody(event: PendingEvent, now = new Date()): string {
  return JSON.stringify({
    id: randomUUID(),
    type: event.type,
    created_at: now.toISOString(),
    shop_id: event.shopId,
    data: { items: event.items, ...(event.more && { more: event.more }) },
  });
}

/** Puts the write's events in the outbox of every address of the shop's groups that wants them. */
export async function enqueueEvents(tx: Executor, events: EventSet): Promise<number> {
  let queued = 0;
  for (const event of events.list()) {
    const result = (await tx.execute(sql`
      insert into webhook_deliveries (endpoint_id, event, body)
      select e.id, ${event.type}, ${eventBody(event)}
      from webhook_endpoints e
      join shop_group_shops g on g.shop_group_id = e.shop_group_id
      where g.shop_id = ${event.shopId}::uuid and e.active and e.events ? ${event.type}
    `)) as unknown as { rowCount?: number; affectedRows?: number };
    queued += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  return queued;
}
