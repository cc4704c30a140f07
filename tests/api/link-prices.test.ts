import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Row {
  id: string;
  shop_id: string;
  price_id: string;
  internal_product_id: string;
  product_name: string;
  json_prices: { label: string; price: number; quantity: number }[];
  deactivated_labels: string[];
}

const priceOf = (row: Row, label: string) => row.json_prices.find((e) => e.label === label)?.price;

/**
 * The daily price change in one step: a row's prices change from its price modal, for every row
 * using the combination or for this row only (the combination is then copied). In the demo data
 * Ketama, Marokkaanse Polm and Afghaan of Mississippi share combination 20001.
 */
describe.each(testDatabases())("changing a row's prices on %s", (kind) => {
  let api: TestApi;
  let staff: string;
  let otherStaff: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
    const [maastricht, other] = api.demo?.staffUsers ?? [];
    staff = await api.login(maastricht?.username as string, api.staffPassword);
    otherStaff = await api.login(other?.username as string, api.staffPassword);
  });
  afterAll(() => api?.close());

  const call = (method: 'GET' | 'PUT', url: string, auth: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: auth }, payload });

  async function rows(): Promise<Map<string, Row>> {
    const answer = await call('GET', `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`, staff);
    return new Map(answer.json<Row[]>().map((row) => [row.product_name, row]));
  }
  const cacheStatus = async () =>
    (await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` })).json<{
      modified_at: string;
    }>().modified_at;

  it('names the rows that share a combination', async () => {
    const ketama = (await rows()).get('Ketama') as Row;
    const shared = await call('GET', `/v1/shops-to-prices/${ketama.id}/shared`, staff);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ internal_product_id: '20001', elsewhere: 0 });
    const usedBy = shared.json<{ used_by: { product_name: string; shop_id: string }[] }>().used_by;
    expect(
      usedBy
        .filter((r) => r.shop_id === shopId)
        .map((r) => r.product_name)
        .sort(),
    ).toEqual(['Afghaan', 'Marokkaanse Polm']);
    const hidden = await call('GET', `/v1/shops-to-prices/${ketama.id}/shared`, otherStaff);
    expect(hidden.statusCode).toBe(404);
  });

  it('changes one row only by copying its combination under a new code of the same prefix', async () => {
    const before = await rows();
    const ketama = before.get('Ketama') as Row;
    const polm = before.get('Marokkaanse Polm') as Row;
    const status = await cacheStatus();
    const answer = await call('PUT', `/v1/shops-to-prices/${ketama.id}/prices`, staff, {
      cannabis: [
        { quantity: 1, price: 10.5 },
        { quantity: 2.5, price: 21 },
        { quantity: 5, price: 40 },
      ],
      for: 'this',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const changed = answer.json<Row>();
    expect(changed.price_id).not.toBe(ketama.price_id);
    expect(changed.internal_product_id).toMatch(/^200\d+$/);
    expect(changed.internal_product_id).not.toBe('20001');
    expect(priceOf(changed, '1g')).toBe(10.5);
    expect(changed.deactivated_labels).toEqual([]);
    const after = await rows();
    expect(priceOf(after.get('Marokkaanse Polm') as Row, '1g')).toBe(priceOf(polm, '1g'));
    expect((after.get('Marokkaanse Polm') as Row).price_id).toBe(ketama.price_id);
    expect(await cacheStatus()).not.toBe(status);
    // The board shows it at once (the feed is read from the same write).
    const feed = (await api.app.inject({ url: `/v1/shops/${shopId}` })).json<{
      prices: { kind_name: string | null; one: number | null }[];
    }>();
    expect(feed.prices.find((p) => p.kind_name === 'Ketama')?.one).toBe(10.5);
  });

  it('changes the combination for every row using it', async () => {
    const polm = (await rows()).get('Marokkaanse Polm') as Row;
    const answer = await call('PUT', `/v1/shops-to-prices/${polm.id}/prices`, staff, {
      cannabis: [
        { quantity: 1, price: 9.5 },
        { quantity: 5, price: 42 },
      ],
      for: 'all',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row>()).toMatchObject({
      price_id: polm.price_id,
      internal_product_id: '20001',
    });
    const after = await rows();
    expect(priceOf(after.get('Afghaan') as Row, '1g')).toBe(9.5);
    expect(priceOf(after.get('Afghaan') as Row, '2.5g')).toBeUndefined();
    // Ketama has its own copy since the change before.
    expect(priceOf(after.get('Ketama') as Row, '1g')).toBe(10.5);
  });

  it('changes an unshared combination in place, whatever was asked', async () => {
    const ketama = (await rows()).get('Ketama') as Row;
    const answer = await call('PUT', `/v1/shops-to-prices/${ketama.id}/prices`, staff, {
      cannabis: [
        { quantity: 1, price: 11 },
        { quantity: 5, price: 45 },
      ],
      for: 'this',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Row>()).toMatchObject({
      price_id: ketama.price_id,
      internal_product_id: ketama.internal_product_id,
    });
  });

  it('refuses broken prices in Dutch, an empty change, and rows of other shops', async () => {
    const ketama = (await rows()).get('Ketama') as Row;
    const url = `/v1/shops-to-prices/${ketama.id}/prices`;
    const broken = await call('PUT', url, staff, {
      cannabis: [
        { quantity: 1, price: 11 },
        { quantity: 1, price: 12 },
      ],
      for: 'this',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ detail: string }>().detail).toMatch(/[a-z]/);
    const tiny = await call('PUT', url, staff, {
      cannabis: [
        { quantity: 1e-9, price: 11 },
        { quantity: 1, price: 12 },
      ],
      for: 'this',
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json<{ detail: string }>().detail).toContain('at most 2 decimals');
    const empty = await call('PUT', url, staff, { for: 'all' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ detail: string }>().detail).toBe('Geef de nieuwe prijzen.');
    const foreign = await call('PUT', url, otherStaff, {
      cannabis: [
        { quantity: 1, price: 1 },
        { quantity: 5, price: 4 },
      ],
      for: 'all',
    });
    expect(foreign.statusCode).toBe(404);
    expect(priceOf((await rows()).get('Ketama') as Row, '1g')).toBe(11);
  });
});
