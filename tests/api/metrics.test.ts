/**
 * The operators' figures, `GET /metrics`, over the real app: off unless a token or addresses
 * are configured; with them, Prometheus's text format with the fleet's screens per shop and
 * state (paired sticks and screens of multi-screen shops, judged as the shop's own screen
 * health list judges them; a board only an address opened does not count), waiting pairing
 * codes, alert mails, webhook deliveries, the board feed's answers and the process's own
 * figures. Client addresses follow `TRUST_PROXY` as everywhere else, and the token never
 * reaches the log or an answer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAlertDetectorOf, buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import type { MetricsConfig } from '../../server/config';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
  addressesFrom,
  boardReport,
  createScreen,
  must,
  pairReportingBoard,
  sendBoardReport,
  startStick,
} from '../support/board-world';
import { createTenant, type Tenant } from '../support/fixtures';
import { MailServer } from '../support/mail-server';
import { parseMetrics, scrape, seriesKey } from '../support/metrics';

const TOKEN = randomBytes(32).toString('hex');

const FAMILIES = [
  'pricelist_shop_screens',
  'pricelist_screens',
  'pricelist_shops_with_screens',
  'pricelist_shops_left_out',
  'pricelist_pairings_waiting',
  'pricelist_alert_mails_queued',
  'pricelist_alert_mails_retrying',
  'pricelist_alert_mails_total',
  'pricelist_webhook_deliveries_total',
  'pricelist_webhook_deliveries_pending',
  'pricelist_feed_request_duration_seconds',
  'process_cpu_user_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

describe.each(testDatabases())('GET /metrics on %s', (kind) => {
  let api: TestApi;
  let tenant: Tenant;
  let alfa: string;
  let beta: string;
  let gamma: string;
  let mail: MailServer;
  const logLines: string[] = [];
  const others: App[] = [];
  const nextAddress = addressesFrom('10.7.0');

  /** Another app on the same database, with other settings for the figures. */
  async function appWith(metrics: MetricsConfig | undefined, trustProxy?: string): Promise<App> {
    const app = await buildApp({
      config: { ...api.config, metrics, ...(trustProxy && { trustProxy }) },
      database: api.database,
    });
    others.push(app);
    return app;
  }

  const figures = async () => {
    const answer = await scrape(api, TOKEN);
    expect(answer.statusCode, answer.body).toBe(200);
    return { text: answer.body, series: parseMetrics(answer.body) };
  };

  beforeAll(async () => {
    mail = await new MailServer().start();
    api = await startTestApi(kind, {
      config: {
        metrics: { token: TOKEN, allow: [] },
        // The detector runs only when asked; a minute of its settings is a millisecond.
        boardAlerts: {
          intervalMs: 0,
          minuteMs: 1,
          smtpUrl: mail.url(),
          mailFrom: 'Pricelist <cijfers@pricelist.test>',
          publicUrl: 'https://pricelist.test',
        },
      },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    tenant = await createTenant(api, 'Cijfers', ['Cijfers Alfa', 'Cijfers Beta', 'Cijfers Gamma']);
    [alfa, beta, gamma] = tenant.shopIds.map((id) => must(id)) as [string, string, string];
    const auth = await api.adminAuth();
    // Alfa: two paired sticks, one reporting well, one with render errors.
    await pairReportingBoard(api, auth, alfa, 'Toonbank', {
      pairing: nextAddress(),
      report: nextAddress(),
    });
    const failing = await pairReportingBoard(api, auth, alfa, 'Raam', {
      pairing: nextAddress(),
      report: nextAddress(),
    });
    await sendBoardReport(api, failing, nextAddress(), 2);
    // Beta: a board only its address ever opened (no pairing): a viewer, not a screen on the wall.
    const opened = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: boardReport(beta, randomUUID(), 'device'),
      remoteAddress: nextAddress(),
    });
    expect(opened.statusCode, opened.body).toBe(204);
    // Gamma: a multi-screen shop with a screen whose board never reported.
    const multi = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-multiscreen/${gamma}?multiscreen=true`,
      headers: { authorization: auth },
    });
    expect(multi.statusCode, multi.body).toBe(200);
    await createScreen(api, gamma, 'Links');
    // A stick that shows its code, waiting for staff.
    await startStick(api, nextAddress());
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await api?.close();
    await mail?.close();
  });

  it('is off by default: 404 in the API shape, with or without a token', async () => {
    const off = await appWith(undefined);
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await off.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
    const empty = await appWith({ token: undefined, allow: [] });
    expect((await empty.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers the operator token in Prometheus text format with every family', async () => {
    const answer = await scrape(api, TOKEN);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const family of FAMILIES) expect(answer.body, family).toContain(`# TYPE ${family} `);
    expect(answer.body).not.toContain(TOKEN);
  });

  it("counts each shop's screens on the wall by state, as its screen health list judges them", async () => {
    const { text, series } = await figures();
    const shopScreens = (shop: string, state: string) =>
      series.get(seriesKey('pricelist_shop_screens', { shop, state }));
    expect(shopScreens(alfa, 'online')).toBe(1);
    expect(shopScreens(alfa, 'failing')).toBe(1);
    expect(shopScreens(alfa, 'offline')).toBe(0);
    expect(shopScreens(alfa, 'outdated')).toBe(0);
    // The board only an address opened is no screen: its shop has no series at all.
    expect(text).not.toContain(beta);
    expect(shopScreens(gamma, 'offline')).toBe(1);
    expect(shopScreens(gamma, 'online')).toBe(0);
    expect(series.get(seriesKey('pricelist_screens', { state: 'online' }))).toBe(1);
    expect(series.get(seriesKey('pricelist_screens', { state: 'failing' }))).toBe(1);
    expect(series.get(seriesKey('pricelist_screens', { state: 'offline' }))).toBe(1);
    expect(series.get('pricelist_shops_with_screens')).toBe(2);
    expect(series.get('pricelist_shops_left_out')).toBe(0);
    expect(series.get('pricelist_pairings_waiting')).toBe(1);
    expect(series.get('pricelist_alert_mails_queued')).toBe(0);
    expect(
      series.get(seriesKey('pricelist_webhook_deliveries_total', { outcome: 'delivered' })),
    ).toBe(0);

    // Alfa's own screen health list gives its boards the same states.
    const list = await api.app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${alfa}?limit=200`,
      headers: { authorization: await api.adminAuth() },
    });
    expect(list.statusCode, list.body).toBe(200);
    const states = list
      .json<{ items: { state: string }[] }>()
      .items.map((item) => item.state)
      .sort();
    expect(states).toEqual(['failing', 'online']);
  });

  it("counts the board feed's answers by status class, with their times", async () => {
    const count = (series: Map<string, number>, statusClass: string) =>
      series.get(
        seriesKey('pricelist_feed_request_duration_seconds_count', { status_class: statusClass }),
      ) ?? 0;
    const before = (await figures()).series;
    expect((await api.app.inject({ method: 'GET', url: `/v1/shops/${alfa}` })).statusCode).toBe(
      200,
    );
    expect(
      (await api.app.inject({ method: 'GET', url: `/v1/shops/${randomUUID()}` })).statusCode,
    ).toBe(404);
    // Other routes are not counted.
    await api.app.inject({ method: 'GET', url: `/v1/shops/cache-status/${alfa}` });
    const after = (await figures()).series;
    expect(count(after, '2xx')).toBe(count(before, '2xx') + 1);
    expect(count(after, '4xx')).toBe(count(before, '4xx') + 1);
    const slowest = seriesKey('pricelist_feed_request_duration_seconds_bucket', {
      le: '+Inf',
      status_class: '2xx',
    });
    expect(after.get(slowest)).toBe(count(after, '2xx'));
  });

  it('refuses a wrong or missing token with 401 in the API shape', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      const answer = await api.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
        // Each from its own address: the refused requests of one address are limited.
        remoteAddress: nextAddress(),
      });
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'metrics_token' });
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain(TOKEN);
    }
  });

  it('answers addresses of METRICS_ALLOW, by the client address TRUST_PROXY gives', async () => {
    const allowed = await appWith({ token: undefined, allow: ['192.0.2.0/28', '2001:db8::1'] });
    const proxied = await appWith({ token: undefined, allow: ['192.0.2.0/28'] }, '127.0.0.1');
    const get = (app: App, remoteAddress: string, forwarded?: string) =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    for (const address of ['192.0.2.1', '192.0.2.15', '::ffff:192.0.2.3', '2001:db8::1']) {
      const answer = await get(allowed, address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.body).toContain('pricelist_shop_screens');
    }
    // Outside the list: 403, since no token would help.
    const outside = await get(allowed, '192.0.2.16');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'metrics_address' });
    // X-Forwarded-For counts only from a trusted proxy, and then only its client address.
    expect((await get(allowed, '198.51.100.4', '192.0.2.2')).statusCode).toBe(403);
    expect((await get(proxied, '127.0.0.1', '192.0.2.2')).statusCode).toBe(200);
    expect((await get(proxied, '127.0.0.1', '198.51.100.5')).statusCode).toBe(403);
    expect((await get(proxied, '127.0.0.1')).statusCode).toBe(403);
    // A token is no way in where only addresses are configured.
    const withToken = await allowed.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.6',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(403);
  });

  it('never writes the token to the log', async () => {
    // The requests above logged what they log; more that fail on purpose.
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer x${TOKEN}`, `${TOKEN}`]) {
      const answer = await api.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization, 'x-debug': TOKEN },
        remoteAddress: nextAddress(),
      });
      expect(answer.statusCode).toBe(401);
    }
    expect(await scrape(api, TOKEN)).toHaveProperty('statusCode', 200);
    expect(logLines.some((line) => line.includes('metrics refused'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(TOKEN);
  });

  it('counts the alert mails waiting, tried again and given up', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const subscribed = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${alfa}/board-alerts/subscription`,
      headers: { authorization: await api.adminAuth() },
      payload: { email: 'balie@alfa.example' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    mail.refusing = true;
    const detector = boardAlertDetectorOf(api.app);
    // Alfa's failing board: seen failing, then reported once its minutes (10 ms) have passed.
    await detector.run();
    await sleep(30);
    expect((await detector.run()).map((change) => change.state)).toEqual(['failing']);
    const mails = (series: Map<string, number>, outcome: string) =>
      series.get(seriesKey('pricelist_alert_mails_total', { outcome }));
    let { series } = await figures();
    expect(series.get('pricelist_alert_mails_queued')).toBe(1);
    expect(series.get('pricelist_alert_mails_retrying')).toBe(1);
    expect(mails(series, 'refused')).toBe(1);
    // Eight more tries 1, 2, 4 … 128 "minutes" apart, all refused: the ninth gives it up.
    for (let attempt = 1; attempt < 9; attempt++) {
      await sleep(2 ** (attempt - 1) + 20);
      await detector.run();
    }
    ({ series } = await figures());
    expect(mails(series, 'refused')).toBe(8);
    expect(mails(series, 'given_up')).toBe(1);
    expect(mails(series, 'sent')).toBe(0);
    expect(series.get('pricelist_alert_mails_queued')).toBe(0);
  });
});
