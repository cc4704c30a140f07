import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '../../src/domain/contract';
import { testDatabases } from '../support/api';
import { startOrderWorld, type OrderWorld } from '../support/orders';

interface Link {
  id: string;
  price_id: string;
  product_name: string;
  internal_product_id: string;
  json_prices: { label: string; quantity: number; price: number }[];
}

/**
 * The daily work under bursts, on loopback: staff of another group undoing a shop's history
 * get nothing done; a burst of price changes on one row gives it one new register code, not
 * one per change; a burst of history reads answers bounded pages.
 */
describe.each(testDatabases())('daily work under bursts on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
  });
  afterAll(() => w?.api.close());

  const link = async (name: string) =>
    (await w.call(w.root, 'GET', `/v1/shops-to-prices?filter=shop_id:${shop}&limit=0`))
      .json<Link[]>()
      .find((row) => row.product_name === name) as Link;
  const changePrice = (row: Link, price: number) =>
    w.call(w.maastricht, 'PUT', `/v1/shops-to-prices/${row.id}/prices`, {
      cannabis: row.json_prices.map((e, i) => ({
        quantity: e.quantity,
        price: i === 0 ? price : e.price,
      })),
      for: 'this',
    });
  const codes = async (prefix: string) =>
    (
      (await w.api.database.db.execute(
        sql`select internal_product_id as code from prices where internal_product_id like ${`${prefix}%`}`,
      )) as unknown as { rows: { code: string }[] }
    ).rows.map((row) => row.code);

  it('gives a row one new register code for a burst of 20 price changes', async () => {
    const before = await codes('200');
    const ketama = await link('Ketama');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePrice(ketama, 20 + i / 4)),
    );
    // Each change was made on the row as read before the burst: none is refused as stale
    // (no If-Match), and each answer is small.
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body.length).toBeLessThan(10_000);
    }
    const after = await codes('200');
    expect(after.length).toBe(before.length + 1);
    const moved = answers.filter(
      (a) => a.json<{ register_code_change: unknown }>().register_code_change,
    );
    expect(moved.length).toBe(1);
    expect(after.every((code) => /^200\d\d$/.test(code))).toBe(true);
  });

  it('refuses another group’s undo of a shop’s entries, 50 times, without undoing anything', async () => {
    const page = (await w.call(w.maastricht, 'GET', '/v1/history?limit=200')).json<HistoryPage>();
    const ids = page.entries.map((entry) => entry.id);
    expect(ids.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        w.call(w.utrecht, 'POST', `/v1/history/${ids[i % ids.length]}/undo`),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body.length).toBeLessThan(1000);
    }
    const again = (await w.call(w.maastricht, 'GET', '/v1/history?limit=200')).json<HistoryPage>();
    expect(again.entries.every((entry) => entry.undone_by === null)).toBe(true);
  });

  it('answers a burst of 20 history reads with bounded pages', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => w.call(w.root, 'GET', '/v1/history?limit=200')),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<HistoryPage>().entries.length).toBeLessThanOrEqual(200);
      expect(answer.body.length).toBeLessThan(2_000_000);
    }
    const tooMany = await w.call(w.root, 'GET', '/v1/history?limit=100000');
    expect(tooMany.statusCode).toBe(400);
  });
});
