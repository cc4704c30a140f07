import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS } from '../../server/services/orders/order-throttle';
import { testDatabases } from '../support/api';
import { UNKNOWN_ID, freshAddress, startOrderWorld, type OrderWorld } from '../support/orders';

/**
 * Attacks on anonymous ordering replayed on loopback with the default order limits: floods of
 * orders the server refuses must not use up what real customers at real tables need, behind a
 * proxy or not; the status check tells nothing about other shops' orders; the device cookie
 * stays off plain HTTP when the shop is served over HTTPS.
 */

/** Runs `count` calls, `width` at a time. */
async function burst<T>(count: number, width: number, call: (i: number) => Promise<T>) {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, j) => call(start + j));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

const tally = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
  );

describe.each(testDatabases())("'POST /v1/orders' floods on %s", (kind) => {
  let w: OrderWorld;
  let shop: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind, { orderLimits: DEFAULT_ORDER_LIMITS });
    shop = w.shop.Mississippi;
  });
  afterAll(() => w?.api.close());

  it('lets a new device at a real table order after 150 invalid orders from one address', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const foreignTable = await w.table(w.shop['Head Shop'], 'Bar');
    const table = await w.table(shop, 'Tafel 5');
    const invalid = [
      () => ({ shop_id: shop, table_id: randomUUID(), lines: [line] }),
      () => ({ shop_id: shop, table_id: foreignTable, lines: [line] }),
      () => ({ shop_id: shop, table_id: table, lines: [{ ...line, product_id: randomUUID() }] }),
      () => ({ shop_id: shop, table_id: table, lines: [] }),
      () => ({ shop_id: UNKNOWN_ID, table_id: table, lines: [line] }),
    ];
    const attacker = freshAddress();
    const statuses = await burst(150, 10, async (i) => {
      const answer = await w.order((invalid[i % invalid.length] as () => object)(), attacker);
      return answer.statusCode;
    });
    // The first refusals are answered as such, then the address is held back; nothing placed.
    expect(statuses.filter((s) => s === 201)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(100);
    const placed = await w.order({ shop_id: shop, table_id: table, lines: [line] });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(String(placed.headers['set-cookie'])).toMatch(/^pricelist_device=/);
  });

  it('holds back only the flooding address', async () => {
    const other = w.shop['Head Shop'];
    const line = await w.productLine(other, 'Koffie', '1st');
    const attacker = freshAddress();
    const flood = await burst(60, 10, async () => {
      const answer = await w.order(
        { shop_id: other, table_id: randomUUID(), lines: [line] },
        attacker,
      );
      return answer.statusCode;
    });
    expect(tally(flood)).toEqual({ 400: DEFAULT_ORDER_LIMITS.refusedPerAddress, 429: 30 });
    const fromAttacker = await w.order({ shop_id: other, lines: [line] }, attacker);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().code).toBe('too_many_refused_orders');
    // Ten other customers, each with a mistake and then a good order: none is held back.
    const others = await burst(10, 10, async () => {
      const from = freshAddress();
      const mistake = await w.order(
        { shop_id: other, table_id: randomUUID(), lines: [line] },
        from,
      );
      const good = await w.order({ shop_id: other, lines: [line] }, from);
      return [mistake.statusCode, good.statusCode];
    });
    expect(others).toEqual(Array(10).fill([400, 201]));
  });

  it("'GET /v1/orders/check/:ids' answers a status check the same for another shop’s order and for one that does not exist", async () => {
    const mine = await w.placed({
      shop_id: shop,
      lines: [await w.productLine(shop, 'Thee', '1st')],
    });
    const steeg = w.shop['De Steeg'];
    const theirs = await w.placed({
      shop_id: steeg,
      lines: [await w.kindLine(steeg, 'White Widow', '1j')],
    });
    const utrecht = w.shop.Oudegracht;
    const farAway = await w.placed({
      shop_id: utrecht,
      lines: [await w.kindLine(utrecht, 'OG Kush', '1g')],
    });
    const check = (ids: string[], headers: Record<string, string>) =>
      w.api.app.inject({ url: `/v1/orders/check/${ids.join(',')}`, headers });
    const shape = (answer: { statusCode: number; body: string }) =>
      `${answer.statusCode} ${answer.body}`;
    const asCustomer = { 'x-order-secret': mine.order_secret };
    const asStaff = { authorization: w.maastricht };
    const probes: [Record<string, string>, string][] = [
      [asCustomer, theirs.id],
      [asStaff, farAway.id],
    ];
    for (const [headers, foreign] of probes) {
      const existing = await check([mine.id, foreign], headers);
      const missing = await check([mine.id, randomUUID()], headers);
      expect(existing.statusCode).toBe(200);
      expect(shape(existing)).toBe(shape(missing));
      const alone = await check([foreign], headers);
      expect(alone.statusCode).toBe(404);
      expect(shape(alone)).toBe(shape(await check([randomUUID()], headers)));
    }
    const tooMany = await check(
      Array.from({ length: 11 }, () => randomUUID()),
      asCustomer,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('Max 10 orders');
  });
});

describe.each(testDatabases())("'POST /v1/orders' floods behind a proxy on %s", (kind) => {
  let w: OrderWorld;
  let baseUrl: string;
  let shop: string;
  const wifi = '198.51.100.40';

  beforeAll(async () => {
    w = await startOrderWorld(kind, { orderLimits: DEFAULT_ORDER_LIMITS, trustProxy: 'loopback' });
    baseUrl = await w.api.app.listen({ port: 0, host: '127.0.0.1' });
    shop = w.shop.Mississippi;
    await w.allowIps(shop, [`${wifi}/32`]);
  });
  afterAll(() => w?.api.close());

  const post = (body: object, headers: Record<string, string>) =>
    fetch(`${baseUrl}/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('takes the Wi-Fi’s order after 150 orders from outside the shop’s addresses', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const table = await w.table(shop, 'Tafel 6');
    const statuses = await burst(150, 10, async (i) => {
      const answer = await post(
        { shop_id: shop, table_id: table, lines: [line] },
        { 'x-forwarded-for': `203.0.113.${1 + (i % 3)}` },
      );
      await answer.arrayBuffer();
      return answer.status;
    });
    // Each outside address is refused about 30 times, then held back; none is counted for
    // the shop, its table or a device.
    expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
    const refused = statuses.filter((s) => s === 403).length;
    expect(refused).toBeGreaterThanOrEqual(90);
    expect(refused).toBeLessThan(110);
    const placed = await post(
      { shop_id: shop, table_id: table, lines: [line] },
      { 'x-forwarded-for': wifi },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    // A customer on the Wi-Fi sending nonsense does not shut the Wi-Fi off either.
    const nonsense = await burst(40, 10, async () => {
      const answer = await post(
        { shop_id: shop, table_id: randomUUID(), lines: [line] },
        { 'x-forwarded-for': wifi },
      );
      await answer.arrayBuffer();
      return answer.status;
    });
    expect(tally(nonsense)).toEqual({ 400: 40 });
    const after = await post({ shop_id: shop, lines: [line] }, { 'x-forwarded-for': wifi });
    expect(after.status).toBe(201);
  });

  it('makes the device cookie Secure when the proxy says the request came over HTTPS', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const cookieOf = async (headers: Record<string, string>) => {
      const answer = await post(
        { shop_id: shop, lines: [line] },
        { 'x-forwarded-for': wifi, ...headers },
      );
      expect(answer.status).toBe(201);
      return answer.headers.get('set-cookie') ?? '';
    };
    const overHttps = await cookieOf({ 'x-forwarded-proto': 'https' });
    expect(overHttps).toMatch(/; Secure$/);
    expect(overHttps).toMatch(/HttpOnly; SameSite=Lax/);
    const overHttp = await cookieOf({});
    expect(overHttp).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(overHttp).not.toMatch(/Secure/);
    expect(await cookieOf({ 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
    // Only a trusted proxy is believed: a client saying it came over HTTPS is not.
    const other = w.shop['Head Shop'];
    const direct = await w.api.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { shop_id: other, lines: [await w.productLine(other, 'Koffie', '1st')] },
      remoteAddress: '203.0.113.9',
    });
    expect(direct.statusCode).toBe(201);
    expect(String(direct.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax$/);
  });
});
