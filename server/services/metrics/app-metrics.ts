/**
 * The operators' figures of one app, in Prometheus's text format (prom-client): a registry of
 * the app's own (never prom-client's global one, so several apps in one process do not clash)
 * with the process's own figures (`collectDefaultMetrics`), counters that the code where work
 * finishes increments (webhook deliveries, alert mails, board feed answers), and gauges read
 * from the database when the figures are asked (`fleet-figures.ts`). Made only when
 * `GET /metrics` is on, so an app without it counts nothing.
 */
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import { BOARD_STATES, type HealthThresholds } from '../../../src/domain/screen-health';
import type { Database } from '../../db/client';
import { MAX_METRIC_SHOPS, readFleetFigures } from './fleet-figures';

export type WebhookOutcome = 'delivered' | 'retry' | 'failed';
export type AlertMailOutcome = 'sent' | 'refused' | 'given_up';

/** Latency buckets of the board feed, in seconds: most answers come from memory in 1 ms. */
const FEED_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export class AppMetrics {
  readonly registry = new Registry();
  private readonly webhookDeliveries: Counter<'outcome'>;
  private readonly alertMails: Counter<'outcome'>;
  private readonly feedAnswers: Histogram<'status_class'>;
  private readonly shopScreens: Gauge<'shop' | 'state'>;
  private readonly screens: Gauge<'state'>;
  private readonly plain: Record<
    | 'shops'
    | 'shopsLeftOut'
    | 'pairingsWaiting'
    | 'alertMailsQueued'
    | 'alertMailsRetrying'
    | 'webhooksPending',
    Gauge
  >;
  private scraping: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    private readonly thresholds: HealthThresholds,
    /** The app version the server serves: a board on an older one is outdated. */
    private readonly servedVersion: string | null = null,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.webhookDeliveries = new Counter({
      name: 'pricelist_webhook_deliveries_total',
      help: 'Webhook delivery tries this process finished, by outcome: delivered (2xx), retry (tried again later), failed (given up after a day).',
      labelNames: ['outcome'],
      registers,
    });
    this.alertMails = new Counter({
      name: 'pricelist_alert_mails_total',
      help: 'Tries of mails about dark screens this process finished, by outcome: sent (everyone told), refused (tried again later), given_up (after the last try).',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['delivered', 'retry', 'failed'])
      this.webhookDeliveries.inc({ outcome }, 0);
    for (const outcome of ['sent', 'refused', 'given_up']) this.alertMails.inc({ outcome }, 0);
    this.feedAnswers = new Histogram({
      name: 'pricelist_feed_request_duration_seconds',
      help: 'Answers of the board feed (GET /v1/shops/:id) by this process, by status class, and how long each took.',
      labelNames: ['status_class'],
      buckets: FEED_BUCKETS,
      registers,
    });
    this.shopScreens = new Gauge({
      name: 'pricelist_shop_screens',
      help: `Screens on the wall (paired sticks, screens of multi-screen shops) per shop id and state, judged as the fleet judges them; at most ${MAX_METRIC_SHOPS} shops.`,
      labelNames: ['shop', 'state'],
      registers,
    });
    this.screens = new Gauge({
      name: 'pricelist_screens',
      help: 'Screens on the wall of all shops, by state.',
      labelNames: ['state'],
      registers,
    });
    const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
    this.plain = {
      shops: gauge('pricelist_shops_with_screens', 'Shops with screens on the wall.'),
      shopsLeftOut: gauge(
        'pricelist_shops_left_out',
        `Shops with screens beyond the first ${MAX_METRIC_SHOPS} (by id), counted only in pricelist_screens.`,
      ),
      pairingsWaiting: gauge(
        'pricelist_pairings_waiting',
        'Pairing codes sticks show that staff have not typed yet (not expired).',
      ),
      alertMailsQueued: gauge(
        'pricelist_alert_mails_queued',
        'Mails about dark screens waiting to go out (all processes).',
      ),
      alertMailsRetrying: gauge(
        'pricelist_alert_mails_retrying',
        'Of the queued alert mails, those tried at least once already (the SMTP server refused them).',
      ),
      webhooksPending: gauge(
        'pricelist_webhook_deliveries_pending',
        'Webhook deliveries waiting for their first or next try (all processes).',
      ),
    };
  }

  /** A webhook delivery's try ended. */
  webhookDelivery(outcome: WebhookOutcome): void {
    this.webhookDeliveries.inc({ outcome });
  }

  /** One alert mail's try ended. */
  alertMail(outcome: AlertMailOutcome): void {
    this.alertMails.inc({ outcome });
  }

  /** A board feed answer went out with `status` after `ms`. */
  feedAnswer(status: number, ms: number): void {
    const labels: LabelValues<'status_class'> = { status_class: `${Math.floor(status / 100)}xx` };
    this.feedAnswers.observe(labels, ms / 1000);
  }

  /**
   * The figures in Prometheus's text format, the database's read now; requests meanwhile share
   * one reading, so a burst of scrapes costs the database one.
   */
  scrape(): Promise<string> {
    this.scraping ??= this.read().finally(() => {
      this.scraping = undefined;
    });
    return this.scraping;
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async read(): Promise<string> {
    const figures = await readFleetFigures(
      this.db,
      this.clock(),
      this.thresholds,
      this.servedVersion,
    );
    this.shopScreens.reset();
    for (const [shop, counts] of figures.perShop) {
      for (const state of BOARD_STATES) this.shopScreens.set({ shop, state }, counts[state]);
    }
    for (const state of BOARD_STATES) this.screens.set({ state }, figures.total[state]);
    for (const [key, gauge] of Object.entries(this.plain)) {
      gauge.set(figures[key as keyof typeof this.plain]);
    }
    return this.registry.metrics();
  }
}
