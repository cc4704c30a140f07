import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IntegrationConfig } from '../../config';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sendWebhook, signatureHeader } from './webhook-sender';

/**
 * Sends the outbox (`webhook_deliveries`): one worker per server process. Each round claims due
 * deliveries with a lease, at most one per address (an address never gets two at once, from
 * any process), sends them side by side, and records the outcome: delivered on a 2xx; else
 * retried after 1, 2, 4, … times `webhookRetryBaseMs` (at most an hour apart) until a day
 * after the event, then failed. The write that made an event only inserted a row: a slow or
 * dead receiver holds up nothing but its own deliveries. Delivered and failed rows are kept a
 * week for the log.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_WAIT_MS = 60 * 60 * 1000;
/** Addresses served in one round. */
const PER_ROUND = 20;

interface Due {
  id: string;
  endpoint_id: string;
  event: string;
  body: string;
  attempts: number;
  created_at: string | Date;
  url: string;
  secret: string;
}

/** The wait before attempt `n + 1` after `n` failed ones. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class WebhookWorker {
  private readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastPrune = 0;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly config: IntegrationConfig,
    private readonly log: FastifyBaseLogger,
    /** How often the outbox is looked at without a wake-up. */
    private readonly pollMs = 5000,
    /** Told how each try ended (the operators' figures). */
    private readonly onTried?: (outcome: 'delivered' | 'retry' | 'failed') => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all([...this.inFlight]);
  }

  /** Looks at the outbox now (a write queued deliveries, or a test wants it). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round()
      .catch((error: unknown) => this.log.error({ err: error }, 'webhook round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          void this.nextDueInMs().then((ms) => {
            if (this.stopped || this.running) return;
            clearTimeout(this.timer);
            this.timer = setTimeout(() => this.wake(), ms);
            this.timer.unref();
          });
        }
      });
  }

  /** When the soonest waiting retry is due (at most `pollMs`, for other processes' writes). */
  private async nextDueInMs(): Promise<number> {
    try {
      const [row] = await rowsOf<{ ms: number | string | null }>(
        this.db,
        sql`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms
            from webhook_deliveries where status = 'pending'`,
      );
      const ms = row?.ms === null || row?.ms === undefined ? this.pollMs : Number(row.ms);
      return Math.min(this.pollMs, Math.max(20, Math.ceil(ms)));
    } catch {
      return this.pollMs;
    }
  }

  /**
   * Claims what is due and starts sending it; each finished send looks again, so a slow address
   * holds up only its own deliveries.
   */
  private async round(): Promise<void> {
    const due = await this.claim();
    for (const delivery of due) {
      const sending = this.send(delivery)
        .catch((error: unknown) => this.log.error({ err: error }, 'webhook delivery failed'))
        .finally(() => {
          this.inFlight.delete(sending);
          this.wake();
        });
      this.inFlight.add(sending);
    }
    if (Date.now() - this.lastPrune > 60 * 60 * 1000) {
      this.lastPrune = Date.now();
      await this.db.execute(sql`delete from webhook_deliveries
        where status <> 'pending' and created_at < now() - interval '7 days'`);
    }
  }

  /** The oldest due delivery of each address that has none in flight, leased to this worker. */
  private async claim(): Promise<Due[]> {
    const leaseSeconds = Math.ceil(this.config.webhookTimeoutMs / 1000) + 30;
    return rowsOf<Due>(
      this.db,
      sql`with candidates as (
            select distinct on (d.endpoint_id) d.id
            from webhook_deliveries d
            where d.status = 'pending' and d.next_attempt_at <= now()
              and not exists (select 1 from webhook_deliveries busy
                where busy.endpoint_id = d.endpoint_id and busy.status = 'pending'
                  and busy.leased_until > now())
            order by d.endpoint_id, d.created_at
            limit ${PER_ROUND}
          ),
          claimed as (
            update webhook_deliveries w
            set leased_until = now() + make_interval(secs => ${leaseSeconds}),
                leased_by = ${this.id}
            from candidates c
            where w.id = c.id and w.status = 'pending'
              and (w.leased_until is null or w.leased_until <= now())
            returning w.id, w.endpoint_id, w.event, w.body, w.attempts, w.created_at
          )
          select c.*, e.url, e.secret from claimed c
          join webhook_endpoints e on e.id = c.endpoint_id`,
    );
  }

  private async send(delivery: Due): Promise<void> {
    const at = Math.floor(Date.now() / 1000);
    const result = await sendWebhook({
      url: delivery.url,
      body: delivery.body,
      timeoutMs: this.config.webhookTimeoutMs,
      allowPrivate: this.config.webhookAllowPrivate,
      headers: {
        'pricelist-event': delivery.event,
        'pricelist-delivery': delivery.id,
        'pricelist-signature': signatureHeader(delivery.secret, at, delivery.body),
      },
    });
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const attempts = delivery.attempts + 1;
    const age = Date.now() - new Date(delivery.created_at).getTime();
    const wait = retryDelayMs(attempts, this.config.webhookRetryBaseMs);
    const status = ok ? 'delivered' : age + wait > DAY_MS ? 'failed' : 'pending';
    const recorded = (await this.db.execute(sql`update webhook_deliveries set
        status = ${status},
        attempts = ${attempts},
        last_attempt_at = now(),
        response_code = ${result.status},
        error = ${result.error},
        delivered_at = ${ok ? sql`now()` : null},
        next_attempt_at = now() + make_interval(secs => ${wait / 1000}),
        leased_until = null,
        leased_by = null
      where id = ${delivery.id}::uuid and leased_by = ${this.id}`)) as { rowCount?: number | null };
    // A try whose lease another worker took over meanwhile is that worker's to count.
    if (recorded.rowCount) this.onTried?.(status === 'pending' ? 'retry' : status);
  }
}
