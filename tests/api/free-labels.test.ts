import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, shops } from '../../server/db/schema';
import { testDatabases } from '../support/api';
import { startOrderWorld, type OrderWorld } from '../support/orders';

/**
 * Free price labels: a café prices a drink per "Glas" and "Fles" (with English texts), the board
 * feed and the predecessor's price columns carry them, guests order them by label; cannabis
 * prices keep quantity and unit, and a label that is empty, too long or in the wrong list is a
 * clear 400.
 */

interface Entry {
  label: string;
  label_en?: string;
  quantity: number;
  price: number;
}
interface FeedRow {
  id: string;
  product_name: string | null;
  json_prices: Entry[];
  piece: number | null;
}

describe.each(testDatabases())('free price labels on %s', (kind) => {
  let w: OrderWorld;
  let cafe: string;
  let coffeeshop: string;
  let drinks: string;
  let rowId: string;
  let priceId: string;

  const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, never>;
  const feed = async (shop: string) => {
    const answer = await w.call(undefined, 'GET', `/v1/shops/${shop}?is_horeca=true`);
    return (json(answer) as unknown as { prices: FeedRow[] }).prices;
  };

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    cafe = w.shop.Oudegracht;
    coffeeshop = w.shop.Mississippi;
    const db = w.api.database.db;
    await db.update(shops).set({ shopType: 'horeca' }).where(eq(shops.id, cafe));
    await db.update(shops).set({ shopType: 'cannabis' }).where(eq(shops.id, coffeeshop));
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, cafe), eq(categories.cannabis, false)));
    drinks = category?.id ?? '';
    // The demo data on a busy machine may need more than a minute.
  }, 180_000);
  afterAll(() => w?.api.close());

  it('makes a drink with "Glas" and "Fles" prices that the feed carries in that order', async () => {
    const created = await w.call(w.root, 'POST', '/v1/products/with-price', {
      name: 'Huiswijn rood',
      shop_group_id: null,
      product_type: null,
      shop_id: cafe,
      category_id: drinks,
      register_prefix: '700',
      prices: [
        { label: 'Glas', label_en: 'Glass', price: 4.5 },
        { label: 'Fles', label_en: 'Bottle', price: 24 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = json(created) as unknown as {
      price: { id: string; edible: Entry[] };
      link: { id: string };
    };
    rowId = body.link.id;
    priceId = body.price.id;
    expect(body.price.edible).toEqual([
      { label: 'Glas', label_en: 'Glass', quantity: 1, price: 4.5, active: true },
      { label: 'Fles', label_en: 'Bottle', quantity: 1, price: 24, active: true },
    ]);
    const row = (await feed(cafe)).find((r) => r.id === rowId);
    expect(row?.json_prices).toEqual([
      { label: 'Glas', label_en: 'Glass', price: 4.5, quantity: 1 },
      { label: 'Fles', label_en: 'Bottle', price: 24, quantity: 1 },
    ]);
    // The predecessor's clients read the first piece price.
    expect(row?.piece).toBe(4.5);
  });

  it('changes the labels of a row, keeping the order staff gave', async () => {
    const changed = await w.call(w.root, 'PUT', `/v1/shops-to-prices/${rowId}/prices`, {
      edible: [
        { label: 'Glas', label_en: 'Glass', price: 5 },
        { label: 'Karaf', price: 14 },
        { label: 'Fles', label_en: 'Bottle', price: 25 },
      ],
      for: 'all',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const row = (await feed(cafe)).find((r) => r.id === rowId);
    expect(row?.json_prices.map((e) => [e.label, e.price])).toEqual([
      ['Glas', 5],
      ['Karaf', 14],
      ['Fles', 25],
    ]);
    // Another list changed keeps the free labels as they were.
    const price = await w.call(w.root, 'GET', `/v1/prices/${priceId}`);
    expect((json(price) as unknown as { edible: Entry[] }).edible.map((e) => e.label)).toEqual([
      'Glas',
      'Karaf',
      'Fles',
    ]);
  });

  it('takes an order of a "Fles" at its price and names the label on the order line', async () => {
    const placed = await w.placed({
      shop_id: cafe,
      lines: [{ product_id: await productOf(rowId), description: 'Fles', quantity: 2 }],
    });
    expect(placed.lines).toMatchObject([{ description: 'Fles', quantity: 2, price: 25 }]);
    expect(placed.total).toBe(50);
    const refused = await w.order({
      shop_id: cafe,
      lines: [{ product_id: await productOf(rowId), description: 'Pitcher', quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Huiswijn rood is niet beschikbaar');
  });

  it('writes "Glas" and "Fles" as menu file columns and reads a changed price back', async () => {
    const csv = async () =>
      (await w.call(w.root, 'GET', `/v1/shops/${cafe}/menu.csv`)).body.replace(/^\uFEFF/, '');
    const text = await csv();
    const lines = text.split('\r\n');
    const header = (lines[0] ?? '').split(';');
    const fles = header.indexOf('Fles');
    expect(header.indexOf('Glas')).toBeGreaterThan(0);
    expect(header.indexOf('Karaf')).toBeGreaterThan(header.indexOf('Glas'));
    expect(header).toContain('Korting Fles');
    const changed = lines
      .map((line) => {
        const cells = line.split(';');
        if (cells[1] !== 'Huiswijn rood') return line;
        expect(cells[fles]).toBe('25,00');
        return cells.map((cell, i) => (i === fles ? '26,50' : cell)).join(';');
      })
      .join('\r\n');
    const post = (path: string) =>
      w.api.app.inject({
        method: 'POST',
        url: `/v1/shops/${cafe}/menu-import/${path}`,
        headers: { authorization: w.root, 'content-type': 'text/csv' },
        payload: changed,
      });
    const preview = await post('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = preview.json<{
      token: string;
      errors: unknown[];
      changes: { product_name: string; prices: { label: string; old: number; new: number }[] }[];
    }>();
    expect(seen.errors).toEqual([]);
    expect(seen.changes).toMatchObject([
      { product_name: 'Huiswijn rood', prices: [{ label: 'Fles', old: 25, new: 26.5 }] },
    ]);
    const applied = await post(`apply?token=${seen.token}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const row = (await feed(cafe)).find((r) => r.id === rowId);
    expect(row?.json_prices).toEqual([
      { label: 'Glas', label_en: 'Glass', price: 5, quantity: 1 },
      { label: 'Karaf', price: 14, quantity: 1 },
      { label: 'Fles', label_en: 'Bottle', price: 26.5, quantity: 1 },
    ]);
    // The file of the new menu reads as unchanged.
    const again = await w.api.app.inject({
      method: 'POST',
      url: `/v1/shops/${cafe}/menu-import/preview`,
      headers: { authorization: w.root, 'content-type': 'text/csv' },
      payload: await csv(),
    });
    expect(again.json<{ changes: unknown[]; errors: unknown[] }>()).toMatchObject({
      changes: [],
      errors: [],
    });
  });

  async function productOf(link: string): Promise<string> {
    const answer = await w.call(w.root, 'GET', `/v1/shops-to-prices/${link}`);
    return (json(answer) as unknown as { product_id: string }).product_id;
  }

  it('keeps quantity and unit for cannabis in a coffeeshop', async () => {
    const created = await w.call(w.root, 'POST', '/v1/prices', {
      internal_product_id: '71001',
      shop_group_id: null,
      cannabis: [
        { quantity: 5, price: 45 },
        // A label sent with grams is made anew from the quantity, as it always was.
        { quantity: 1, price: 10, label: 'Zakje' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = json(created) as unknown as { cannabis: Entry[] };
    expect(body.cannabis.map((e) => e.label)).toEqual(['1g', '5g']);
  });

  it.each([
    [
      'a cannabis price without a quantity',
      { cannabis: [{ price: 10 }, { quantity: 5, price: 45 }] },
      'Geef een hoeveelheid',
      ['body', 'cannabis', 0, 'quantity'],
    ],
    [
      'an empty label',
      { edible: [{ label: '  ', price: 3 }] },
      'Een prijslabel mag niet leeg zijn.',
      ['body', 'edible', 0, 'label'],
    ],
    [
      'a label of 21 characters',
      { edible: [{ label: 'Glas'.padEnd(21, '!'), price: 3 }] },
      'Een prijslabel is hoogstens 20 tekens.',
      ['body', 'edible', 0, 'label'],
    ],
    [
      'a label twice',
      {
        edible: [
          { label: 'Glas', price: 3 },
          { label: 'GLAS', price: 4 },
        ],
      },
      'Elk prijslabel mag maar één keer in een prijs combi staan.',
      ['body', 'edible', 1, 'label'],
    ],
  ])('refuses %s with a clear 400', async (_, lists, message, loc) => {
    const answer = await w.call(w.root, 'POST', '/v1/prices', {
      internal_product_id: '72001',
      shop_group_id: null,
      ...lists,
    });
    expect(answer.statusCode).toBe(400);
    const body = json(answer) as unknown as {
      detail: string;
      validation_errors: { loc: (string | number)[] }[];
    };
    expect(body.detail).toContain(message);
    expect(body.validation_errors[0]?.loc).toEqual(loc);
  });

  it('answers a refused label in English for an English request', async () => {
    const answer = await w.api.app.inject({
      method: 'POST',
      url: '/v1/prices',
      headers: { authorization: w.root, 'accept-language': 'en' },
      payload: { internal_product_id: '72002', edible: [{ label: '', price: 3 }] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('A price label may not be empty.');
  });
});
