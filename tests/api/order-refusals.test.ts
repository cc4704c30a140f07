import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisFailureCounts } from '../../server/auth/login-throttle';
import { testDatabases } from '../support/api';
import { UNKNOWN_ID, freshAddress, startOrderWorld, type OrderWorld } from '../support/orders';

const TOO_MANY = 'Te veel bestellingen achter elkaar. Probeer het zo nog eens.';
const TOO_MANY_REFUSED =
  'Vanaf dit adres zijn te veel bestellingen geweigerd. Probeer het over een minuut opnieuw.';

/**
 * The order limits hold only orders that passed every check: refused ones (unknown table or
 * shop, another shop's table, bad lines, an address outside the shop's Wi-Fi) go to a count of
 * their client address, which only ever holds back that address.
 */
describe.each(testDatabases())('what the order limits count on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;
  const device = (name: string) => `pricelist_device=${name.padEnd(16, '-')}`;
  const order = (body: object, from: string, cookie?: string) =>
    w.api.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: cookie ? { cookie } : {},
      payload: body,
      remoteAddress: from,
    });

  beforeAll(async () => {
    w = await startOrderWorld(kind, {
      orderLimits: {
        perTable: 2,
        perDevice: 2,
        perShop: 6,
        windowMs: 60_000,
        refusedPerAddress: 3,
      },
    });
    shop = w.shop.Mississippi;
  });
  afterAll(() => w?.api.close());

  it('counts no refused order against the table, the device or the shop', async () => {
    const table = await w.table(shop, 'Tafel 4');
    const line = await w.productLine(shop, 'Thee', '1st');
    const cookie = device('refused-then-ok');
    const foreignTable = await w.table(w.shop['Head Shop'], 'Bar');
    const refused: [object, number][] = [
      [{ shop_id: shop, table_id: randomUUID(), lines: [line] }, 400],
      [{ shop_id: shop, table_id: foreignTable, lines: [line] }, 400],
      [{ shop_id: shop, table_id: table, lines: [] }, 400],
      [{ shop_id: shop, table_id: table, lines: [{ ...line, product_id: UNKNOWN_ID }] }, 400],
      [{ shop_id: shop, table_id: table, lines: [{ ...line, quantity: 0 }] }, 400],
      [{ shop_id: UNKNOWN_ID, table_id: table, lines: [line] }, 404],
    ];
    for (let round = 0; round < 4; round++) {
      for (const [body, status] of refused) {
        const answer = await order(body, freshAddress(), cookie);
        expect(answer.statusCode, answer.body).toBe(status);
      }
    }
    await w.allowIps(shop, ['192.0.2.0/24']);
    try {
      for (let i = 0; i < 10; i++) {
        const outside = await order(
          { shop_id: shop, table_id: table, lines: [line] },
          freshAddress(),
          cookie,
        );
        expect(outside.statusCode).toBe(403);
      }
    } finally {
      await w.allowIps(shop, []);
    }
    // The device and the table still have both their places, the shop all six.
    for (let i = 0; i < 2; i++) {
      const placed = await order(
        { shop_id: shop, table_id: table, lines: [line] },
        freshAddress(),
        cookie,
      );
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const third = await order({ shop_id: shop, lines: [line] }, freshAddress(), cookie);
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toBe(TOO_MANY);
    for (let i = 0; i < 4; i++) {
      const placed = await order({ shop_id: shop, lines: [line] }, freshAddress());
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const beyond = await order({ shop_id: shop, lines: [line] }, freshAddress());
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json().detail).toBe(TOO_MANY);
  });

  it('holds back an address after its refused orders, and no other address', async () => {
    const other = w.shop['Head Shop'];
    const line = await w.productLine(other, 'Koffie', '1st');
    const flooder = freshAddress();
    const bad = { shop_id: other, table_id: randomUUID(), lines: [line] };
    for (let i = 0; i < 3; i++) expect((await order(bad, flooder)).statusCode).toBe(400);
    const held = await order({ shop_id: other, lines: [line] }, flooder);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 'too_many_refused_orders',
      detail: TOO_MANY_REFUSED,
    });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Held back answers are not refusals of their own: they do not stretch the window.
    const neighbour = freshAddress();
    expect((await order(bad, neighbour)).statusCode).toBe(400);
    expect((await order({ shop_id: other, lines: [line] }, neighbour)).statusCode).toBe(201);
    // Bodies the schema refuses count as well.
    const sloppy = freshAddress();
    for (let i = 0; i < 3; i++) {
      expect((await order({ shop_id: 'nope', lines: [line] }, sloppy)).statusCode).toBe(400);
    }
    expect((await order({ shop_id: other, lines: [line] }, sloppy)).statusCode).toBe(429);
  });

  it('never holds back the shop’s own Wi-Fi for what one of its customers sent', async () => {
    const steeg = w.shop['De Steeg'];
    const line = await w.kindLine(steeg, 'White Widow', '1j');
    const wifi = '198.51.100.23';
    await w.allowIps(steeg, [wifi]);
    try {
      const bad = { shop_id: steeg, table_id: randomUUID(), lines: [line] };
      for (let i = 0; i < 5; i++) expect((await order(bad, wifi)).statusCode).toBe(400);
      const placed = await order({ shop_id: steeg, lines: [line] }, wifi, device('steeg-wifi'));
      expect(placed.statusCode, placed.body).toBe(201);
      // From outside the Wi-Fi the same flood holds back the sender.
      const outside = freshAddress();
      for (let i = 0; i < 3; i++) expect((await order(bad, outside)).statusCode).toBe(403);
      expect((await order({ shop_id: steeg, lines: [line] }, outside)).statusCode).toBe(429);
    } finally {
      await w.allowIps(steeg, []);
    }
  });

  it('gives back what an order took when writing it fails', async () => {
    const db = w.api.database.db;
    await db.execute(sql`
      create or replace function refuse_test_order() returns trigger language plpgsql as $$
      begin
        if new.notes = 'schrijven mislukt' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_test_order before insert on orders
      for each row execute function refuse_test_order()`);
    try {
      const headShop = w.shop['Head Shop'];
      const table = await w.table(headShop, 'Tafel 2');
      const line = await w.productLine(headShop, 'Koffie', '1st');
      const cookie = device('write-fails');
      const body = { shop_id: headShop, table_id: table, lines: [line] };
      for (let i = 0; i < 4; i++) {
        const failed = await order({ ...body, notes: 'schrijven mislukt' }, freshAddress(), cookie);
        expect(failed.statusCode).toBe(500);
      }
      for (let i = 0; i < 2; i++) {
        const placed = await order(body, freshAddress(), cookie);
        expect(placed.statusCode, placed.body).toBe(201);
      }
    } finally {
      await db.execute(sql`drop trigger refuse_test_order on orders`);
    }
  });
});

describe.each(testDatabases())('refused orders counted in Redis on %s', (kind) => {
  let first: OrderWorld;
  let second: OrderWorld;
  afterAll(async () => {
    await first?.api.close();
    await second?.api.close();
  });

  it('holds back a flooding address in every process of the installation', async () => {
    const shared = {
      redisUrl: 'redis://127.0.0.1:6379',
      secretKey: randomBytes(48).toString('base64url'),
      orderLimits: {
        perTable: 10,
        perDevice: 10,
        perShop: 120,
        windowMs: 60_000,
        refusedPerAddress: 4,
      },
    };
    first = await startOrderWorld(kind, shared);
    second = await startOrderWorld(kind, shared);
    const flooder = freshAddress();
    const send = (w: OrderWorld, body: object, from: string) =>
      w.call(undefined, 'POST', '/v1/orders', body, from);
    const shopOf = (w: OrderWorld) => w.shop.Mississippi;
    for (const w of [first, second, first, second]) {
      const bad = { shop_id: shopOf(w), table_id: randomUUID(), lines: [] };
      expect((await send(w, bad, flooder)).statusCode).toBe(400);
    }
    for (const w of [first, second]) {
      const line = await w.productLine(shopOf(w), 'Thee', '1st');
      expect((await send(w, { shop_id: shopOf(w), lines: [line] }, flooder)).statusCode).toBe(429);
      expect(
        (await send(w, { shop_id: shopOf(w), lines: [line] }, freshAddress())).statusCode,
      ).toBe(201);
    }
  });

  it('gives back a place in Redis only while its window lasts', async () => {
    const counts = new RedisFailureCounts(
      'redis://127.0.0.1:6379',
      randomBytes(8).toString('hex'),
      'order-counts',
    );
    try {
      expect(await counts.add('table', 60_000)).toBe(1);
      expect(await counts.add('table', 60_000)).toBe(2);
      await counts.remove('table');
      expect((await counts.read('table')).count).toBe(1);
      // A count whose window has ended is not brought back as -1 without a window.
      expect(await counts.add('short', 30)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 60));
      await counts.remove('short');
      expect(await counts.read('short')).toEqual({ count: 0, expiresInMs: 0 });
    } finally {
      await counts.close();
    }
  });
});
