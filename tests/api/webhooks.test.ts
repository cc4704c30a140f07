/**
 * Webhooks against a local receiver: a change puts a signed delivery in the outbox in its own
 * transaction, the server's sender posts it (signature verifiable with the secret, as the
 * README says), retries after a 500, sends again on "Opnieuw versturen", keeps a log, and a
 * receiver that hangs never holds up a write nor gets two deliveries at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { parseMetrics, scrape, seriesKey } from '../support/metrics';

const METRICS_TOKEN = 'm'.repeat(40);

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  answer: (status: number) => void;
}

/** A receiver whose answers the test decides, one request at a time. */
class Receiver {
  readonly received: Received[] = [];
  private waiting: ((r: Received) => void)[] = [];
  respond: ((r: Received) => number | null) | null = () => 200;
  private server: Server;
  open: ServerResponse[] = [];

  constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const entry: Received = {
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          answer: (status) => response.writeHead(status).end(),
        };
        this.received.push(entry);
        const status = this.respond?.(entry) ?? null;
        if (status === null) this.open.push(response);
        else entry.answer(status);
        const next = this.waiting.shift();
        next?.(entry);
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** The next request (or one already there beyond `seen`). */
  next(seen: number): Promise<Received> {
    const already = this.received[seen];
    if (already) return Promise.resolve(already);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): Promise<void> {
    for (const response of this.open) response.destroy();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Verifies `Pricelist-Signature` as a receiver does (README, "Webhooks"). */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
}

describe.each(testDatabases())('webhooks on %s', (kind) => {
  let api: TestApi;
  let receiver: Receiver;
  let root: string;
  let groupId: string;
  let shopId: string;
  let hook: { id: string; secret: string };

  beforeAll(async () => {
    api = await startTestApi(kind, {
      demo: true,
      config: {
        integrations: {
          keyRequestsPerMinute: 120,
          webhookAllowPrivate: true,
          webhookTimeoutMs: 1500,
          webhookRetryBaseMs: 100,
        },
        metrics: { token: METRICS_TOKEN, allow: [] },
      },
    });
    await api.app.ready();
    receiver = new Receiver();
    const url = await receiver.listen();
    root = await api.adminAuth();
    shopId = api.demo?.defaultShopId as string;
    const [maastricht] = api.demo?.staffUsers ?? [];
    const groups = await api.app.inject({
      url: '/v1/shop-groups?limit=0',
      headers: { authorization: root },
    });
    groupId = groups
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === maastricht?.shopGroup)?.id as string;
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: root },
      payload: {
        shop_group_id: groupId,
        url,
        events: ['availability.changed', 'prices.changed', 'order.status_changed'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    hook = created.json<{ id: string; secret: string }>();
    expect(hook.secret).toMatch(/^whsec_/);
  });
  afterAll(async () => {
    await receiver?.close();
    await api?.close();
  });

  let rowIndex = 0;
  async function toggleRow(): Promise<{ id: string; statusCode: number }> {
    const rows = await api.app.inject({
      url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=20`,
      headers: { authorization: root },
    });
    const row = rows.json<{ id: string; active: boolean }[]>()[rowIndex++ % 20] as {
      id: string;
      active: boolean;
    };
    const answer = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops-to-prices/availability/${row.id}`,
      headers: { authorization: root },
      payload: { active: !row.active },
    });
    return { id: row.id, statusCode: answer.statusCode };
  }

  it('delivers a signed event that the secret verifies, and lists it in the log', async () => {
    const seen = receiver.received.length;
    const changed = await toggleRow();
    expect(changed.statusCode).toBe(200);
    const got = await receiver.next(seen);
    expect(got.headers['pricelist-event']).toBe('availability.changed');
    const signature = String(got.headers['pricelist-signature']);
    expect(verify(hook.secret, signature, got.body)).toBe(true);
    expect(verify('whsec_wrong', signature, got.body)).toBe(false);
    expect(verify(hook.secret, signature, `${got.body} `)).toBe(false);
    const body = JSON.parse(got.body) as {
      type: string;
      shop_id: string;
      data: { items: { row_id: string }[] };
    };
    expect(body).toMatchObject({ type: 'availability.changed', shop_id: shopId });
    expect(body.data.items[0]?.row_id).toBe(changed.id);
    expect(got.body.length).toBeLessThan(4096);
    await expect
      .poll(async () => {
        const log = await api.app.inject({
          url: `/v1/webhooks/${hook.id}/deliveries`,
          headers: { authorization: root },
        });
        return log.json<{ status: string; response_code: number | null }[]>()[0];
      })
      .toMatchObject({ status: 'delivered', response_code: 200 });
  });

  it('retries after a 500, and sends again when asked', async () => {
    let calls = 0;
    receiver.respond = () => (++calls === 1 ? 500 : 200);
    const seen = receiver.received.length;
    await toggleRow();
    const first = await receiver.next(seen);
    const second = await receiver.next(seen + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['pricelist-delivery']).toBe(first.headers['pricelist-delivery']);
    await expect
      .poll(async () => {
        const log = await api.app.inject({
          url: `/v1/webhooks/${hook.id}/deliveries`,
          headers: { authorization: root },
        });
        return log.json<{ status: string; attempts: number }[]>()[0];
      })
      .toMatchObject({ status: 'delivered', attempts: 2 });
    receiver.respond = () => 200;
    const log = await api.app.inject({
      url: `/v1/webhooks/${hook.id}/deliveries`,
      headers: { authorization: root },
    });
    const [latest] = log.json<{ id: string }[]>();
    const again = await api.app.inject({
      method: 'POST',
      url: `/v1/webhook-deliveries/${latest?.id}/redeliver`,
      headers: { authorization: root },
    });
    expect(again.statusCode, again.body).toBe(201);
    const resent = await receiver.next(seen + 2);
    expect(resent.body).toBe(first.body);
    // The operators' figures count each try as it ends: two deliveries so far, the retried one
    // and its redelivery; one try that is retried.
    await expect
      .poll(async () => {
        const series = parseMetrics((await scrape(api, METRICS_TOKEN)).body);
        return Object.fromEntries(
          ['delivered', 'retry', 'failed'].map((outcome) => [
            outcome,
            series.get(seriesKey('pricelist_webhook_deliveries_total', { outcome })),
          ]),
        );
      })
      .toEqual({ delivered: 3, retry: 1, failed: 0 });
  });

  it('never holds up a write while the receiver hangs, nor sends it two at once', async () => {
    receiver.respond = () => null;
    const seen = receiver.received.length;
    await toggleRow();
    await receiver.next(seen);
    // The receiver holds the first delivery open: writes still answer at once.
    for (let i = 0; i < 3; i++) expect((await toggleRow()).statusCode).toBe(200);
    expect(receiver.open.length).toBe(1);
    expect(receiver.received.length).toBe(seen + 1);
    // After the timeout the next delivery goes, one at a time.
    receiver.respond = () => 200;
    await receiver.next(seen + 1);
    const log = await api.app.inject({
      url: `/v1/webhooks/${hook.id}/deliveries`,
      headers: { authorization: root },
    });
    expect(log.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await api.app.inject({
              url: `/v1/webhooks/${hook.id}/deliveries`,
              headers: { authorization: root },
            })
          )
            .json<{ error: string | null; status: string }[]>()
            .some((d) => d.error?.includes('no answer') ?? false),
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  it('refuses another group and staff without the admin role', async () => {
    const [, utrecht] = api.demo?.staffUsers ?? [];
    const other = await api.login(utrecht?.username as string, api.staffPassword);
    const foreign = await api.app.inject({
      url: `/v1/webhooks/${hook.id}/deliveries`,
      headers: { authorization: other },
    });
    expect(foreign.statusCode).toBe(404);
    const [maastricht] = api.demo?.staffUsers ?? [];
    const employee = await api.login(maastricht?.username as string, api.staffPassword);
    const list = await api.app.inject({
      url: `/v1/webhooks?shop_group_id=${groupId}`,
      headers: { authorization: employee },
    });
    expect(list.statusCode).toBe(403);
    const rooted = await api.app.inject({
      url: `/v1/webhooks?shop_group_id=${groupId}`,
      headers: { authorization: root },
    });
    expect(rooted.body).not.toContain(hook.secret);
  });
});
