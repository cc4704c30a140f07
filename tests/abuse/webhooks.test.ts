/**
 * Attacks on webhook addresses: IPv6 forms that reach an internal IPv4 address (NAT64,
 * IPv4-compatible) and other special-purpose ranges are refused when added, and again when a
 * delivery connects to an address that got in another way; "Opnieuw versturen" is limited per
 * address, and refused or foreign tries do not use up the address's minute.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { REDELIVERS_PER_MINUTE } from '../../server/services/webhooks/webhooks';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

describe.each(testDatabases())('webhooks under attack on %s', (kind) => {
  let api: TestApi;
  let root: string;
  let groupId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      demo: true,
      config: {
        integrations: {
          keyRequestsPerMinute: 120,
          webhookAllowPrivate: false,
          webhookTimeoutMs: 1000,
          webhookRetryBaseMs: 60_000,
        },
      },
    });
    root = await api.adminAuth();
    const [maastricht] = api.demo?.staffUsers ?? [];
    const groups = await api.app.inject({
      url: '/v1/shop-groups?limit=0',
      headers: { authorization: root },
    });
    groupId = groups
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === maastricht?.shopGroup)?.id as string;
  });
  afterAll(() => api?.close());

  const add = (url: string) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: root, 'accept-language': 'nl' },
      payload: { shop_group_id: groupId, url, events: ['prices.changed'] },
    });

  /** An address and one delivery to it, written directly as if they got in some other way. */
  async function endpointWithDelivery(
    url: string,
  ): Promise<{ endpoint: string; delivery: string }> {
    const [endpoint] = await rowsOf<{ id: string }>(
      api.database.db,
      sql`insert into webhook_endpoints (shop_group_id, url, events, secret)
        values (${groupId}::uuid, ${url}, '["prices.changed"]'::jsonb, 'whsec_test')
        returning id`,
    );
    const [delivery] = await rowsOf<{ id: string }>(
      api.database.db,
      sql`insert into webhook_deliveries (endpoint_id, event, body, status, next_attempt_at)
        values (${endpoint?.id}::uuid, 'prices.changed', '{}', 'failed', now())
        returning id`,
    );
    return { endpoint: endpoint?.id as string, delivery: delivery?.id as string };
  }

  const redeliver = (delivery: string, authorization = root) =>
    api.app.inject({
      method: 'POST',
      url: `/v1/webhook-deliveries/${delivery}/redeliver`,
      headers: { authorization },
    });

  it('refuses IPv6 forms of internal addresses and every special-purpose range (400)', async () => {
    for (const url of [
      // The replays: NAT64 of 169.254.169.254, IPv4-compatible 127.0.0.1, site-local.
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[::7f00:1]/',
      'http://[fec0::1]/',
      'http://[64:ff9b:1::808:808]/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:a9fe:a9fe]/hook',
      'http://[2002:c0a8:101::1]/',
      'http://[2001::1]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[ff02::1]/',
      'http://[::]/',
      'http://[2001:db8::1]/',
      'http://100.64.0.1/',
      'http://198.18.0.1/',
      'http://192.0.2.1/',
      'http://255.255.255.255/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
      'http://0x7f.1/',
      'http://2130706433/',
    ]) {
      const refused = await add(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<{ detail: string }>().detail, url).toBe(
        'Dit webhook-adres kan niet: het wijst naar een intern of lokaal netwerkadres.',
      );
    }
    expect(
      (
        await rowsOf<{ n: number }>(
          api.database.db,
          sql`select count(*)::int as n from webhook_endpoints`,
        )
      )[0]?.n,
    ).toBe(0);
    // Public addresses, also in their IPv6 forms, still go in.
    for (const url of [
      'http://8.8.8.8/hook',
      'http://[64:ff9b::808:808]/',
      'http://[2a00:1450::1]/',
    ]) {
      expect((await add(url)).statusCode, url).toBe(201);
    }
    await api.database.db.execute(sql`delete from webhook_endpoints`);
  });

  it('refuses an internal address again when a delivery connects', async () => {
    const { endpoint, delivery } = await endpointWithDelivery('http://[64:ff9b::a9fe:a9fe]/hook');
    expect((await redeliver(delivery)).statusCode).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ error: string | null }>(
              api.database.db,
              sql`select error from webhook_deliveries
                where endpoint_id = ${endpoint}::uuid and attempts > 0`,
            )
          ).map((row) => row.error),
        { timeout: 10_000 },
      )
      .toContain('internal address refused');
    await api.database.db.execute(sql`delete from webhook_endpoints`);
  });

  it('limits redelivers per address; refused and foreign tries do not count', async () => {
    const first = await endpointWithDelivery('https://hooks.example.invalid/a');
    const second = await endpointWithDelivery('https://hooks.example.invalid/b');
    // Another group's admin is refused (404) and uses up nothing.
    const [, utrecht] = api.demo?.staffUsers ?? [];
    const foreign = await api.login(utrecht?.username as string, api.staffPassword);
    for (let i = 0; i < REDELIVERS_PER_MINUTE + 2; i++) {
      expect((await redeliver(first.delivery, foreign)).statusCode).toBe(404);
    }
    const answers = [];
    for (let i = 0; i < REDELIVERS_PER_MINUTE + 5; i++) {
      answers.push(await redeliver(first.delivery));
    }
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REDELIVERS_PER_MINUTE);
    expect(statuses.slice(REDELIVERS_PER_MINUTE)).toEqual(Array(5).fill(429));
    const refused = answers[REDELIVERS_PER_MINUTE];
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused?.json()).toMatchObject({ code: 'too_many_redelivers' });
    // Only the accepted ones went into the outbox.
    const [queued] = await rowsOf<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${first.endpoint}::uuid`,
    );
    expect(queued?.n).toBe(REDELIVERS_PER_MINUTE + 1);
    // Another address of the group has its own minute.
    expect((await redeliver(second.delivery)).statusCode).toBe(201);
    await api.database.db.execute(sql`delete from webhook_endpoints`);
  });
});
