/**
 * A drop-in for the predecessor's board clients: the shape behind its recorded feed answers
 * (`tests/fixtures/predecessor-feed/`) is loaded through our own API, and our feed is
 * compared with the recording entry by entry. Every difference is either gone or one of the
 * deliberate ones the README lists under "Differences from the predecessor's API" (ignored
 * below, each with its reason).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

const RECORDED = fileURLToPath(new URL('../fixtures/predecessor-feed/', import.meta.url));

type Row = Record<string, unknown> & {
  category_name: string;
  kind_name: string | null;
  product_name: string | null;
};
interface Feed {
  name: string;
  description: string;
  id: string;
  prices: Row[];
}

const recorded = (file: string) => JSON.parse(readFileSync(RECORDED + file, 'utf8')) as Feed;

/**
 * Fields compared with the recording as they are. The rest differ by nature or on purpose:
 * ids (every install makes its own), created_at/modified_at (our own moments, with `Z`),
 * `category_pricelist_column` (our boards have a left and a right column, not "1"–"4"), and the
 * picture names (ours are uploaded pictures, so the recorded file names cannot be set).
 */
const COMPARED = [
  'internal_product_id',
  'active',
  'new',
  'order_number',
  'category_name',
  'category_name_en',
  'category_icon',
  'category_color',
  'category_order_number',
  'category_pricelist_row',
  'main_category_name',
  'main_category_name_en',
  'main_category_icon',
  'main_category_order_number',
  'kind_name',
  'kind_c',
  'kind_h',
  'kind_i',
  'kind_s',
  'kind_short_description_nl',
  'kind_short_description_en',
  'product_name',
  'product_short_description_nl',
  'product_short_description_en',
  'half',
  'one',
  'two_five',
  'five',
  'joint',
  'piece',
];
const PRICE_COLUMNS = ['half', 'one', 'two_five', 'five', 'joint', 'piece'] as const;
const USES = {
  half: 'use_half',
  one: 'use_one',
  two_five: 'use_two_five',
  five: 'use_five',
  joint: 'use_joint',
  piece: 'use_piece',
} as const;

/**
 * Our register codes begin with a three-digit prefix (backoffice.md), which the recorded "01"
 * to "06" lack: they are loaded as "10001" to "10006", and compared so.
 */
const registerCode = (code: string) => (/^\d{3}/.test(code) ? code : `100${code}`);

const keyOf = (row: Row) => `${row.category_name} / ${row.kind_name ?? row.product_name}`;

/** Each row's compared fields, strains as a set, keyed by category and item name. */
function comparable(feed: Feed): Map<string, Record<string, unknown>> {
  return new Map(
    feed.prices.map((row) => [
      keyOf(row),
      {
        ...Object.fromEntries(COMPARED.map((field) => [field, row[field]])),
        internal_product_id: registerCode(row.internal_product_id as string),
        strains: ((row.strains as { name: string }[]) ?? []).map((s) => s.name).sort(),
      },
    ]),
  );
}

describe.each(testDatabases())("the predecessor's board feed on %s", (kind) => {
  let api: TestApi;
  let root: string;
  let shopId: string;
  let edgeShopId: string;

  async function send<T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> {
    const response = await api.app.inject({
      method,
      url,
      payload,
      headers: { authorization: root },
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json<T>();
  }
  const create = (url: string, payload: object) => send<{ id: string }>('POST', url, payload);

  /** Loads a recorded feed's shop through the API: its categories, words, items and rows. */
  async function loadShop(feed: Feed, groupId: string, existing: Map<string, string>) {
    const shop = await create('/v1/shops', {
      name: feed.name,
      description: feed.description,
      empty: true,
    });
    const group = await send<{ shops: { id: string }[] }>('PUT', `/v1/shop-groups/${groupId}`, {});
    await send('PUT', `/v1/shop-groups/${groupId}`, {
      shop_ids: [...group.shops.map((s) => s.id), shop.id],
    });
    const mains = new Map<string, string>();
    const categories = new Map<string, string>();
    const prices = new Map<string, string>();
    for (const row of feed.prices) {
      const main = row.main_category_name as string;
      if (main !== 'Unknown' && !mains.has(main)) {
        const created = await create('/v1/main-categories', {
          shop_id: shop.id,
          name: main,
          name_en: row.main_category_name_en,
          icon: row.main_category_icon,
          order_number: row.main_category_order_number,
        });
        mains.set(main, created.id);
      }
      if (!categories.has(row.category_name)) {
        const created = await create('/v1/categories', {
          shop_id: shop.id,
          name: row.category_name,
          ...(row.category_name_en !== null && { name_en: row.category_name_en }),
          ...(row.category_icon !== null && { icon: row.category_icon }),
          ...(row.category_color !== null && { color: row.category_color }),
          main_category_id: mains.get(main) ?? null,
          cannabis: row.kind_name !== null,
          pricelist_column: Number(row.category_pricelist_column ?? 1) <= 2 ? 'left' : 'right',
          pricelist_row: row.category_pricelist_row,
          order_number: row.category_order_number,
        });
        categories.set(row.category_name, created.id);
      }
      const code = registerCode(row.internal_product_id as string);
      if (!prices.has(code)) {
        const created = await create('/v1/prices', {
          internal_product_id: code,
          shop_group_id: groupId,
          ...Object.fromEntries(PRICE_COLUMNS.map((column) => [column, row[column]])),
        });
        prices.set(code, created.id);
      }
      let itemId = existing.get(row.kind_name ?? row.product_name ?? '');
      if (!itemId && row.kind_name !== null) {
        const created = await create('/v1/kinds', {
          name: row.kind_name,
          shop_group_id: groupId,
          short_description_nl: row.kind_short_description_nl ?? '',
          short_description_en: row.kind_short_description_en ?? '',
          c: row.kind_c,
          h: row.kind_h,
          i: row.kind_i,
          s: row.kind_s,
        });
        for (const { name } of row.strains as { name: string }[]) {
          let strainId = existing.get(`strain:${name}`);
          if (!strainId) {
            strainId = (await create('/v1/strains', { name })).id;
            existing.set(`strain:${name}`, strainId);
          }
          await create('/v1/kinds-to-strains', { kind_id: created.id, strain_id: strainId });
        }
        itemId = created.id;
      } else if (!itemId) {
        itemId = (
          await create('/v1/products', {
            name: row.product_name,
            shop_group_id: groupId,
            short_description_nl: row.product_short_description_nl ?? '',
            short_description_en: row.product_short_description_en ?? '',
          })
        ).id;
      }
      existing.set(row.kind_name ?? row.product_name ?? '', itemId);
      await create('/v1/shops-to-prices', {
        shop_id: shop.id,
        price_id: prices.get(code),
        category_id: categories.get(row.category_name),
        ...(row.kind_name !== null ? { kind_id: itemId } : { product_id: itemId }),
        active: row.active,
        new: row.new,
        ...Object.fromEntries(PRICE_COLUMNS.map((column) => [USES[column], row[column] !== null])),
      });
    }
    return shop.id;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    root = await api.adminAuth();
    const group = await create('/v1/shop-groups', { name: 'Maastricht' });
    const existing = new Map<string, string>();
    shopId = await loadShop(recorded('pred-feed.json'), group.id, existing);
    edgeShopId = await loadShop(recorded('pred-edge.json'), group.id, existing);
  }, 120_000);
  afterAll(() => api?.close());

  const feedOf = async (id: string, query = '') => {
    const response = await api.app.inject({ url: `/v1/shops/${id}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    return response.json<Feed>();
  };

  it('answers every recorded row with the same fields and values', async () => {
    const expected = recorded('pred-feed.json');
    const ours = await feedOf(shopId);
    expect(ours).toMatchObject({ name: expected.name, description: expected.description });
    expect(ours.prices).toHaveLength(60);
    for (const row of ours.prices) {
      for (const field of Object.keys(expected.prices[0] as Row)) expect(row).toHaveProperty(field);
    }
    expect(Object.fromEntries(comparable(ours))).toEqual(Object.fromEntries(comparable(expected)));
  });

  it('keeps the recorded order of the rows within each category', async () => {
    const ours = await feedOf(shopId);
    const expected = recorded('pred-feed.json');
    // Categories stand by our left and right columns and rows (not the recorded "1"–"4"); within
    // a category the rows keep their numbers' order.
    const byCategory = (feed: Feed) => {
      const lists = new Map<string, string[]>();
      for (const row of feed.prices) {
        lists.set(row.category_name, [...(lists.get(row.category_name) ?? []), keyOf(row)]);
      }
      return Object.fromEntries(lists);
    };
    expect(byCategory(ours)).toEqual(byCategory(expected));
  });

  it('splits horeca and cannabis for every boolean spelling of is_horeca', async () => {
    const horeca = comparable(recorded('pred-htrue.json'));
    const cannabis = comparable(recorded('pred-hfalse.json'));
    for (const spelling of ['true', 'True', '1']) {
      const ours = comparable(await feedOf(shopId, `?is_horeca=${spelling}`));
      expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(horeca));
    }
    for (const spelling of ['false', 'False', '0']) {
      const ours = comparable(await feedOf(shopId, `?is_horeca=${spelling}`));
      expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(cannabis));
    }
    const wrong = await api.app.inject({ url: `/v1/shops/${shopId}?is_horeca=maybe` });
    expect(wrong.statusCode).toBe(400);
  });

  it('answers the edge shop: unset texts null, inactive rows kept', async () => {
    const expected = comparable(recorded('pred-edge.json'));
    const ours = comparable(await feedOf(edgeShopId));
    // Deliberate differences: a missing main category is null, not the text "Unknown"; a
    // category without a colour of its own has the default colour, as the back office shows it.
    for (const row of expected.values()) {
      row.main_category_name = null;
      row.main_category_name_en = null;
      row.main_category_icon = null;
      row.category_color = '#376E1A';
    }
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(expected));
  });

  it('answers the cache status in the same shape, publicly', async () => {
    const response = await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const recordedStatus = JSON.parse(readFileSync(RECORDED + 'pred-cs.json', 'utf8')) as object;
    expect(Object.keys(response.json<object>())).toEqual(Object.keys(recordedStatus));
  });
});
