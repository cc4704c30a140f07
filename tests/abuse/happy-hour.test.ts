import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopFeed } from '../../src/domain/contract';
import { testDatabases } from '../support/api';
import { startOrderWorld, type OrderWorld } from '../support/orders';

/**
 * Happy-hour attacks replayed on loopback: another group's staff probing a shop's rows,
 * categories and happy hours (404 before the body is even looked at, nothing written), a burst
 * of happy hours on one row (at most 20 kept, however many arrive at once), and bodies far
 * larger than a happy hour (refused before they are read).
 */
describe.each(testDatabases())('happy-hour attacks on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;
  let row: ShopFeed['prices'][number];

  const stored = async () =>
    Number(
      (
        (await w.api.database.db.execute(
          sql`select count(*)::int as n from happy_hours`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
    const feed = (await w.call(undefined, 'GET', `/v1/shops/${shop}`)).json<ShopFeed>();
    const first = feed.prices[0];
    if (!first) throw new Error('empty demo menu');
    row = first;
  });
  afterAll(() => w?.api.close());

  it('answers another group’s staff 404 for every id, whatever the body, and writes nothing', async () => {
    const mine = await w.call(w.maastricht, 'POST', `/v1/shops-to-prices/${row.id}/happy-hours`, {
      days: [1],
      from: '10:00',
      to: '11:00',
      percent: 10,
    });
    expect(mine.statusCode).toBe(201);
    const happyId = mine.json<{ id: string }>().id;
    const before = await stored();
    const bodies = [
      { days: [2], from: '10:00', to: '11:00', percent: 10 },
      { days: 'all', extra: true },
      { days: [1], from: '10:00', to: '11:00', percent: 1000 },
      {},
    ];
    const attempts = bodies.flatMap((body) => [
      w.call(w.utrecht, 'POST', `/v1/shops-to-prices/${row.id}/happy-hours`, body),
      w.call(w.utrecht, 'POST', `/v1/categories/${row.category_id}/happy-hours`, body),
      w.call(w.utrecht, 'PUT', `/v1/happy-hours/${happyId}`, body),
    ]);
    attempts.push(
      w.call(w.utrecht, 'GET', `/v1/shops-to-prices/${row.id}/happy-hours`),
      w.call(w.utrecht, 'GET', `/v1/categories/${row.category_id}/happy-hours`),
      w.call(w.utrecht, 'GET', `/v1/shops/${shop}/happy-hours`),
      w.call(w.utrecht, 'DELETE', `/v1/happy-hours/${happyId}`),
    );
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json<{ code: string }>().code).toBe('not_found');
      // Says nothing of the row, category or shop.
      expect(answer.body).not.toContain(row.kind_name ?? row.product_name ?? '—');
    }
    // Anonymous callers: 401.
    expect(
      (await w.call(undefined, 'POST', `/v1/shops-to-prices/${row.id}/happy-hours`, bodies[0]))
        .statusCode,
    ).toBe(401);
    expect(await stored()).toBe(before);
    await w.call(w.maastricht, 'DELETE', `/v1/happy-hours/${happyId}`);
  });

  it('keeps at most 20 happy hours on a row, however many arrive at once', async () => {
    // 40 happy hours that do not overlap: one hour each, spread over the week.
    const bodies = Array.from({ length: 40 }, (_, i) => {
      const hour = String(8 + Math.floor(i / 7)).padStart(2, '0');
      return { days: [(i % 7) + 1], from: `${hour}:00`, to: `${hour}:30`, percent: 5 };
    });
    const answers = await Promise.all(
      bodies.map((body) =>
        w.call(w.maastricht, 'POST', `/v1/shops-to-prices/${row.id}/happy-hours`, body),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 201).length;
    expect(accepted).toBe(20);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ detail: string }>().detail).toContain('happy hours; meer kan niet');
    }
    const listed = await w.call(w.maastricht, 'GET', `/v1/shops-to-prices/${row.id}/happy-hours`);
    expect(listed.json<{ items: unknown[] }>().items).toHaveLength(20);
    expect(listed.body.length).toBeLessThan(20_000);
  });

  it('refuses bodies far larger than a happy hour before reading them', async () => {
    const huge = {
      days: [1],
      from: '23:00',
      to: '23:30',
      prices: Array.from({ length: 5000 }, (_, i) => ({ label: `${i}st`, price: 1 })),
    };
    const before = await stored();
    const answer = await w.call(
      w.maastricht,
      'POST',
      `/v1/categories/${row.category_id}/happy-hours`,
      huge,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ code: string }>().code).toBeTruthy();
    // Within the size limit but beyond the schema's 20 prices: 400.
    const many = { ...huge, prices: huge.prices.slice(0, 21) };
    const refused = await w.call(
      w.maastricht,
      'POST',
      `/v1/categories/${row.category_id}/happy-hours`,
      many,
    );
    expect(refused.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });
});
