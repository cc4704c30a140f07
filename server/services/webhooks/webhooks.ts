import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { count, desc, eq } from 'drizzle-orm';
import type {
  CreateWebhookBody,
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../src/domain/contract';
import type { FailureCounts } from '../../auth/login-throttle';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type MessageKey, msg } from '../../i18n';
import { assertCanManageIntegrations } from '../accounts/api-keys';
import { isInternalAddress } from './webhook-sender';

/** Addresses one shop group may have: each gets every event it asked for. */
export const MAX_WEBHOOKS_PER_GROUP = 10;
/** Deliveries the log answers at most. */
export const DELIVERY_LOG_LIMIT = 50;

function refuseUrl(reason: MessageKey): AppError {
  return new AppError('WEBHOOK_URL', msg('errors.webhookUrl', { reason: msg(reason) }));
}

/**
 * An address a webhook may go to: http(s), no credentials in it, and (unless private addresses
 * are allowed) a name that resolves to public addresses only. Checked again at every delivery,
 * when the connection resolves the name.
 */
export async function assertWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuseUrl('webhooks.reason.scheme');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuseUrl('webhooks.reason.scheme');
  if (url.username || url.password) throw refuseUrl('webhooks.reason.credentials');
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : await lookup(host, { all: true })
          .then((found) => found.map((a) => a.address))
          .catch(() => {
            throw refuseUrl('webhooks.reason.unresolved');
          });
    if (!addresses.length || addresses.some(isInternalAddress)) {
      throw refuseUrl('webhooks.reason.private');
    }
  }
  return url.toString();
}

function present(row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint {
  return {
    id: row.id,
    shop_group_id: row.shopGroupId,
    url: row.url,
    events: row.events as WebhookEndpoint['events'],
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listWebhooks(
  db: Database,
  principal: Principal,
  shopGroupId: string,
): Promise<WebhookEndpoint[]> {
  assertCanManageIntegrations(principal, shopGroupId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shopGroupId, shopGroupId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(present);
}

export async function createWebhook(
  db: Database,
  principal: Principal,
  body: CreateWebhookBody,
  allowPrivate: boolean,
): Promise<CreatedWebhookEndpoint> {
  assertCanManageIntegrations(principal, body.shop_group_id);
  const url = await assertWebhookUrl(body.url, allowPrivate);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.shopGroupId, body.shop_group_id));
    if ((held?.n ?? 0) >= MAX_WEBHOOKS_PER_GROUP) {
      throw new AppError(
        'TOO_MANY_WEBHOOKS',
        msg('errors.tooManyWebhooks', { max: MAX_WEBHOOKS_PER_GROUP }),
      );
    }
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        shopGroupId: body.shop_group_id,
        url,
        events: body.events,
        secret,
        createdBy: principal.userId,
      })
      .returning();
    return { ...present(row as typeof webhookEndpoints.$inferSelect), secret };
  });
}

/** The address when the caller may manage its group; 404 as for a missing one otherwise. */
async function manageableEndpoint(db: Database, principal: Principal, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row || (!principal.isSuperuser && !principal.shopGroupIds.includes(row.shopGroupId))) {
    throw notFound('Webhook');
  }
  assertCanManageIntegrations(principal, row.shopGroupId);
  return row;
}

export async function deleteWebhook(db: Database, principal: Principal, id: string): Promise<void> {
  await manageableEndpoint(db, principal, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

function presentDelivery(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event: row.event as WebhookDelivery['event'],
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    response_code: row.responseCode,
    error: row.error,
  };
}

/** The latest deliveries to an address, newest first. */
export async function listDeliveries(
  db: Database,
  principal: Principal,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await manageableEndpoint(db, principal, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERY_LOG_LIMIT);
  return rows.map(presentDelivery);
}

/** Redelivers one webhook address takes a minute ("Opnieuw versturen"); more answer 429. */
export const REDELIVERS_PER_MINUTE = 10;

/**
 * "Opnieuw versturen": the same event again, as a new delivery at once (the old one stays in
 * the log as it went). Each address takes `REDELIVERS_PER_MINUTE` a minute; only redelivers
 * that are accepted count (`counts` is shared by every process with Redis).
 */
export async function redeliver(
  db: Database,
  principal: Principal,
  deliveryId: string,
  counts: FailureCounts,
): Promise<{ delivery: WebhookDelivery } | { retryAfterSeconds: number }> {
  const [old] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!old) throw notFound('Delivery');
  try {
    await manageableEndpoint(db, principal, old.endpointId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Delivery');
    throw error;
  }
  if ((await counts.add(old.endpointId, 60_000)) > REDELIVERS_PER_MINUTE) {
    // A refused redeliver does not count: the address's minute is not made longer.
    await counts.remove(old.endpointId);
    const { expiresInMs } = await counts.read(old.endpointId);
    return { retryAfterSeconds: Math.max(1, Math.ceil(expiresInMs / 1000)) };
  }
  try {
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: old.endpointId, event: old.event, body: old.body })
      .returning();
    return { delivery: presentDelivery(row as typeof webhookDeliveries.$inferSelect) };
  } catch (error) {
    await counts.remove(old.endpointId);
    throw error;
  }
}
