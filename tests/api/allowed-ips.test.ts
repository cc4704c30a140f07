import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../src/domain';
import { testDatabases } from '../support/api';
import { startOrderWorld, type OrderWorld } from '../support/orders';

describe.each(testDatabases())('the allow-list of order addresses on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
  });
  afterAll(() => w?.api.close());

  const url = () => `/v1/shops/allowed-ips/${shop}`;

  it('is set through the API with addresses and CIDR ranges, and offers the caller’s address', async () => {
    const set = await w.call(
      w.root,
      'PUT',
      url(),
      { allowed_ips: [' 192.0.2.0/24 ', '2001:DB8::/32', '198.51.100.7', '198.51.100.7'] },
      '203.0.113.9',
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      allowed_ips: ['192.0.2.0/24', '2001:db8::/32', '198.51.100.7'],
      your_address: '203.0.113.9',
    });
    const read = await w.call(w.root, 'GET', url(), undefined, '203.0.113.10');
    expect(read.json()).toEqual({
      allowed_ips: ['192.0.2.0/24', '2001:db8::/32', '198.51.100.7'],
      your_address: '203.0.113.10',
    });
  });

  it('refuses what is not an address or a range with a clear 400, changing nothing', async () => {
    for (const bad of ['192.0.2.300', '192.0.2.0/33', 'wifi', '10.0.0.1/8/8', '::1/129', '']) {
      const response = await w.call(w.root, 'PUT', url(), { allowed_ips: [bad] });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().detail, bad).toMatch(/is not an IPv4 or IPv6 address or a CIDR/);
      expect(response.json().validation_errors[0].loc).toEqual(['body', 'allowed_ips', 0]);
    }
    expect((await w.call(w.root, 'GET', url())).json().allowed_ips).toHaveLength(3);
  });

  it('is only for those who may change the shop’s settings', async () => {
    expect((await w.call(undefined, 'GET', url())).statusCode).toBe(401);
    const foreign = await w.call(w.utrecht, 'PUT', url(), { allowed_ips: [] });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses orders from outside a non-empty list with 403, takes them from inside a range', async () => {
    const line = await w.productLine(shop, 'Thee', '1st');
    const outside = await w.order({ shop_id: shop, lines: [line] }, '192.0.3.1');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().detail).toBe(ORDER_MESSAGES.notOnShopWifi);
    for (const from of ['192.0.2.1', '192.0.2.254', '::ffff:192.0.2.77', '2001:db8:1::5']) {
      expect((await w.order({ shop_id: shop, lines: [line] }, from)).statusCode, from).toBe(201);
    }
    await w.call(w.root, 'PUT', url(), { allowed_ips: [] });
    expect((await w.order({ shop_id: shop, lines: [line] }, '192.0.3.1')).statusCode).toBe(201);
  });
});
