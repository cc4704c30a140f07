import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, shopTables, shops } from '../../server/db/schema';
import { DEFAULT_ORDER_LIMITS } from '../../server/services/orders/order-throttle';
import { testDatabases } from '../support/api';
import { UNKNOWN_ID, freshAddress, startOrderWorld, type OrderWorld } from '../support/orders';

const MAX_GRAMS = 'Je mag maximaal 5 gram per bestelling bestellen.';
const NOT_ON_WIFI = 'Bestellen kan alleen via de wifi van de shop.';
const TOO_MANY = 'Te veel bestellingen achter elkaar. Probeer het zo nog eens.';

describe.each(testDatabases())('placing orders on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;
  let table1: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
    table1 = await w.table(shop, 'Tafel 1');
  });
  afterAll(() => w?.api.close());

  const refusal = async (lines: object[], detail: string) => {
    const response = await w.order({ shop_id: shop, table_id: table1, lines });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(detail);
  };

  it('prices every line from the active menu and ignores what the client says it costs', async () => {
    const critical = await w.kindLine(shop, 'Critical', '1g', 2);
    const coffee = await w.productLine(shop, 'Koffie', '1st', 3);
    const placed = await w.placed({
      shop_id: shop,
      table_id: table1,
      total: 0.01,
      order_info: [
        { ...critical, price: 0.01, kind_name: 'Gratis', internal_product_id: 'x' },
        { ...coffee, price: 0, product_name: 'Gratis' },
      ],
      notes: '  Graag met een glas water  ',
    });
    expect(placed).toEqual({
      id: expect.any(String),
      order_secret: expect.stringMatching(/^[\w-]{32}$/),
      shop_id: shop,
      customer_order_id: expect.any(Number),
      status: 'pending',
      total: 27.4,
      notes: 'Graag met een glas water',
      created_at: expect.any(String),
      completed_at: null,
      table_id: table1,
      table_name: 'Tafel 1',
      lines: [
        { quantity: 2, description: '1g', item_name: 'Critical', price: 9.5, line_total: 19 },
        { quantity: 3, description: '1st', item_name: 'Koffie', price: 2.8, line_total: 8.4 },
      ],
    });
    const stored = await w.api.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.id))
      .orderBy(orderLines.position);
    expect(stored.map((l) => [l.itemName, l.unitPriceCents, l.internalProductId])).toEqual([
      ['Critical', 950, '10002'],
      ['Koffie', 280, '50002'],
    ]);
  });

  it('applies the discount, reads earlier label spellings and the older price model', async () => {
    const placed = await w.placed({
      shop_id: shop,
      table_id: table1,
      lines: [
        await w.kindLine(shop, 'Amnesia Haze', '1g'),
        await w.kindLine(shop, 'Amnesia Haze', '0,5 gram'),
        await w.kindLine(shop, 'Amnesia Haze', '1 joint'),
      ],
    });
    expect(placed.lines.map((l) => [l.description, l.price])).toEqual([
      ['1g', 11],
      ['0.5g', 6.5],
      ['1j', 6.5],
    ]);
    expect(placed.total).toBe(24);
    const steeg = w.shop['De Steeg'];
    const legacy = await w.placed({
      shop_id: steeg,
      lines: [await w.kindLine(steeg, 'White Widow', '1j', 2)],
    });
    expect(legacy).toMatchObject({ total: 9, table_id: null, table_name: null });
    const notEnabled = await w.order({
      shop_id: steeg,
      lines: [await w.kindLine(steeg, 'White Widow', '2.5g')],
    });
    expect(notEnabled.json().detail).toBe('White Widow is niet beschikbaar.');
  });

  it('refuses switched-off labels, sold-out rows, labels not offered and unknown items', async () => {
    await refusal(
      [await w.kindLine(shop, 'Jack Herer', '0.5g')],
      'Jack Herer is niet beschikbaar.',
    );
    await w.placed({ shop_id: shop, lines: [await w.kindLine(shop, 'Jack Herer', '1g')] });
    await refusal(
      [await w.kindLine(shop, 'Purple Haze', '1g')],
      'Purple Haze is niet beschikbaar.',
    );
    await refusal(
      [await w.kindLine(shop, 'White Widow', '0.5g')],
      'White Widow is niet beschikbaar.',
    );
    await refusal([await w.kindLine(shop, 'Critical', '1 cola')], 'Critical is niet beschikbaar.');
    const oudegracht = w.shop.Oudegracht;
    const ogKush = await w.kindLine(oudegracht, 'OG Kush', '1g');
    await refusal([ogKush], 'OG Kush is niet beschikbaar.');
    await refusal(
      [{ quantity: 1, description: '1g', kind_id: UNKNOWN_ID }],
      'Dit product is niet beschikbaar.',
    );
    const response = await w.order({
      shop_id: shop,
      lines: [await w.kindLine(shop, 'Critical', '1g'), await w.kindLine(shop, 'Charas', '1g')],
    });
    expect(response.json()).toMatchObject({
      detail: 'Charas is niet beschikbaar.',
      validation_errors: [{ loc: ['body', 'lines', 1] }],
    });
  });

  it('refuses bad lines, a table of another shop and an unknown shop', async () => {
    const critical = await w.kindLine(shop, 'Critical', '1g');
    const coffee = await w.productLine(shop, 'Koffie', '1st');
    const cases: [body: object, loc: (string | number)[]][] = [
      [{ shop_id: shop, lines: [] }, ['body', 'lines']],
      [{ shop_id: shop }, ['body', 'lines']],
      [{ shop_id: shop, lines: [{ ...critical, quantity: 0 }] }, ['body', 'lines', 0, 'quantity']],
      [{ shop_id: shop, lines: [{ ...critical, quantity: 21 }] }, ['body', 'lines', 0, 'quantity']],
      [
        { shop_id: shop, lines: [{ ...critical, quantity: 1.5 }] },
        ['body', 'lines', 0, 'quantity'],
      ],
      [{ shop_id: shop, lines: [{ ...critical, ...coffee }] }, ['body', 'lines', 0, 'kind_id']],
      [
        { shop_id: shop, lines: [{ quantity: 1, description: '1g' }] },
        ['body', 'lines', 0, 'kind_id'],
      ],
      [{ shop_id: 'nope', lines: [critical] }, ['body', 'shop_id']],
    ];
    for (const [body, loc] of cases) {
      const response = await w.order(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().validation_errors[0].loc, JSON.stringify(body)).toEqual(loc);
    }
    const bar = await w.table(w.shop['Head Shop'], 'Bar');
    const otherTable = await w.order({ shop_id: shop, table_id: bar, lines: [critical] });
    expect(otherTable.statusCode).toBe(400);
    expect(otherTable.json().detail).toBe('Deze tafel hoort niet bij deze shop.');
    const noShop = await w.order({ shop_id: UNKNOWN_ID, lines: [critical] });
    expect(noShop.statusCode).toBe(404);
  });

  it('allows at most 5 grams per order, joints counted at 0.4 g', async () => {
    const grams = (n: number) => w.kindLine(shop, 'Critical', '1g', n);
    const joints = (n: number) => w.kindLine(shop, 'Huismerk Skunk', '1j', n);
    await refusal([await grams(4), await joints(3)], MAX_GRAMS);
    await refusal([await w.kindLine(shop, 'Huismerk Skunk', '3j', 5)], MAX_GRAMS);
    await refusal([await w.kindLine(shop, 'Critical', '5g'), await joints(1)], MAX_GRAMS);
    const ok = await w.placed({ shop_id: shop, lines: [await grams(4), await joints(2)] });
    expect(ok.total).toBe(4 * 9.5 + 2 * 5);
    await w.placed({ shop_id: shop, lines: [await grams(5)] });
    await w.placed({
      shop_id: shop,
      lines: [
        await w.kindLine(shop, 'Critical', '5g'),
        await w.kindLine(shop, 'Space Cake', '1st', 2),
        await w.productLine(shop, 'Koffie', '1st', 20),
      ],
    });
  });

  it('gives 50 simultaneous orders 50 distinct, consecutive numbers', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => w.order({ shop_id: shop, table_id: table1, lines: [line] })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses
      .map((r) => r.json().customer_order_id as number)
      .sort((a, b) => a - b);
    const first = numbers[0] as number;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    const next = await w.placed({ shop_id: shop, lines: [line] });
    expect(next.customer_order_id).toBe(first + 50);
  });

  it('takes orders only from the shop’s allowed addresses when it has any', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    await w.allowIps(shop, ['192.0.2.10', '2001:db8::7']);
    try {
      const outside = await w.order({ shop_id: shop, lines: [line] }, '192.0.2.11');
      expect(outside.statusCode).toBe(403);
      expect(outside.json().detail).toBe(NOT_ON_WIFI);
      for (const from of ['192.0.2.10', '::ffff:192.0.2.10', '2001:DB8::7']) {
        expect((await w.order({ shop_id: shop, lines: [line] }, from)).statusCode, from).toBe(201);
      }
      const other = w.shop['Head Shop'];
      await w.placed({ shop_id: other, lines: [await w.productLine(other, 'Koffie', '1st')] });
    } finally {
      await w.allowIps(shop, []);
    }
    expect((await w.order({ shop_id: shop, lines: [line] }, '192.0.2.11')).statusCode).toBe(201);
  });

  it('does not reload the boards', async () => {
    const status = async () =>
      (await w.call(undefined, 'GET', `/v1/shops/cache-status/${shop}`)).json().modified_at;
    const before = await status();
    await w.placed({ shop_id: shop, lines: [await w.productLine(shop, 'Thee', '1st')] });
    expect(await status()).toBe(before);
  });
});

describe.each(testDatabases())('the order rules by shop type on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
  });
  afterAll(() => w?.api.close());

  const setType = (shopType: 'cannabis' | 'horeca' | 'both') =>
    w.api.database.db.update(shops).set({ shopType }).where(eq(shops.id, shop));
  const feedType = async () =>
    (await w.call(undefined, 'GET', `/v1/shops/${shop}`)).json().shop_type;

  it('a café takes an order of 10 drinks and more: drinks are never grams', async () => {
    await setType('horeca');
    // The order page reads the type from the shop's public list (here its first build).
    expect(await feedType()).toBe('horeca');
    const placed = await w.placed({
      shop_id: shop,
      lines: [
        await w.productLine(shop, 'Coca-Cola', '1st', 10),
        await w.productLine(shop, 'Koffie', '1st', 20),
      ],
    });
    expect(placed.lines.map((line) => line.quantity)).toEqual([10, 20]);
  });

  it('a shop of both types keeps 5 grams for its cannabis lines, whatever its drinks', async () => {
    await setType('both');
    const refused = await w.order({
      shop_id: shop,
      lines: [
        await w.kindLine(shop, 'Critical', '5g'),
        await w.kindLine(shop, 'Critical', '1g'),
        await w.productLine(shop, 'Coca-Cola', '1st', 10),
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(MAX_GRAMS);
    await w.placed({
      shop_id: shop,
      lines: [
        await w.kindLine(shop, 'Critical', '5g'),
        await w.productLine(shop, 'Coca-Cola', '1st', 10),
      ],
    });
  });
});

describe.each(testDatabases())('order limits on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind, { orderLimits: DEFAULT_ORDER_LIMITS });
    shop = w.shop.Mississippi;
  });
  afterAll(() => w?.api.close());

  it('lets 20 tables on the shop Wi-Fi order within a minute, and holds one table at 10', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const wifi = freshAddress();
    const tables = await w.api.database.db
      .insert(shopTables)
      .values(Array.from({ length: 20 }, (_, i) => ({ shopId: shop, name: `Wifi ${i + 1}` })))
      .returning({ id: shopTables.id });
    for (const { id } of tables) {
      const placed = await w.order({ shop_id: shop, table_id: id, lines: [line] }, wifi);
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const [busy, next] = tables.map((t) => t.id);
    if (!busy || !next) throw new Error('tables not made');
    for (let i = 1; i < 10; i++) {
      expect(
        (await w.order({ shop_id: shop, table_id: busy, lines: [line] }, wifi)).statusCode,
      ).toBe(201);
    }
    const limited = await w.order({ shop_id: shop, table_id: busy, lines: [line] }, wifi);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(TOO_MANY);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await w.order({ shop_id: shop, table_id: next, lines: [line] }, wifi)).statusCode).toBe(
      201,
    );
  });

  it('gives a device a cookie and holds one device at 10 orders a minute', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const first = await w.order({ shop_id: shop, lines: [line] });
    expect(first.statusCode).toBe(201);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^pricelist_device=[\w-]{16,64}; Path=\/; .*HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0] ?? '';
    const fromDevice = (device: string) =>
      w.api.app.inject({
        method: 'POST',
        url: '/v1/orders',
        headers: { cookie: device },
        payload: { shop_id: shop, lines: [line] },
        remoteAddress: freshAddress(),
      });
    for (let i = 1; i < 10; i++) {
      const placed = await fromDevice(cookie);
      expect(placed.statusCode).toBe(201);
      expect(placed.headers['set-cookie']).toBeUndefined();
    }
    const limited = await fromDevice(cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await fromDevice('pricelist_device=another-device-of-the-shop')).statusCode).toBe(201);
  });
});

describe.each(testDatabases())('the per-shop order ceiling on %s', (kind) => {
  let w: OrderWorld;
  afterAll(() => w?.api.close());

  it('refuses orders beyond the shop ceiling, whatever their table or device (counted in Redis)', async () => {
    const redisUrl = 'redis://127.0.0.1:6379';
    w = await startOrderWorld(kind, {
      redisUrl,
      orderLimits: { perTable: 10, perDevice: 10, perShop: 5, windowMs: 60_000 },
    });
    const shop = w.shop['Head Shop'];
    const line = await w.productLine(shop, 'Koffie', '1st');
    for (let i = 0; i < 5; i++) {
      expect((await w.order({ shop_id: shop, lines: [line] })).statusCode).toBe(201);
    }
    const limited = await w.order({ shop_id: shop, lines: [line] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(TOO_MANY);
    const other = w.shop.Mississippi;
    const elsewhere = await w.order({
      shop_id: other,
      lines: [await w.productLine(other, 'Thee', '1st')],
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
