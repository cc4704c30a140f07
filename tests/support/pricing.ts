import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { categories, kinds, products, shopsToPrices } from '../../server/db/schema';
import type { TestApi } from './api';

/**
 * Setup for the price and link suites. Shops, groups and users come through the API
 * (`createTenant`); categories, kinds and products are inserted directly, since their own
 * calls are tested elsewhere.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Entry {
  label: string;
  quantity: number;
  price: number;
  active: boolean;
}

export interface PriceBody {
  internal_product_id: string;
  shop_group_id: string | null;
  cannabis: Partial<Entry>[];
  pre_rolled_joints: Partial<Entry>[];
  edible: Partial<Entry>[];
  [legacy: string]: unknown;
}

/** A caller of the API with a fixed Authorization header. */
export function caller(api: TestApi) {
  return (auth: string, method: Method, url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload && { payload }),
    });
}

/** A price combination as the back office's form sends it (legacy columns null). */
export function priceBody(
  code: string,
  shopGroupId: string | null,
  lists: Partial<Pick<PriceBody, 'cannabis' | 'pre_rolled_joints' | 'edible'>> = {},
): PriceBody {
  return {
    internal_product_id: code,
    shop_group_id: shopGroupId,
    cannabis: lists.cannabis ?? [
      { quantity: 1, price: 10 },
      { quantity: 2.5, price: 24 },
      { quantity: 5, price: 45 },
    ],
    pre_rolled_joints: lists.pre_rolled_joints ?? [],
    edible: lists.edible ?? [],
    half: null,
    one: null,
    two_five: null,
    five: null,
    joint: null,
    piece: null,
  };
}

export async function insertCategory(
  api: TestApi,
  shopId: string,
  name: string,
  cannabis = true,
): Promise<string> {
  const [row] = await api.database.db
    .insert(categories)
    .values({ shopId, name, cannabis })
    .returning({ id: categories.id });
  return (row as { id: string }).id;
}

export async function insertKind(
  api: TestApi,
  shopGroupId: string | null,
  name: string,
  shortDescriptionNl = '',
): Promise<string> {
  const [row] = await api.database.db
    .insert(kinds)
    .values({ shopGroupId, name, shortDescriptionNl })
    .returning({ id: kinds.id });
  return (row as { id: string }).id;
}

export async function insertProduct(
  api: TestApi,
  shopGroupId: string | null,
  name: string,
): Promise<string> {
  const [row] = await api.database.db
    .insert(products)
    .values({ shopGroupId, name, productType: 'H' })
    .returning({ id: products.id });
  return (row as { id: string }).id;
}

/** Creates through the API and returns the created item; fails the test on any other status. */
export async function created<T = { id: string }>(
  api: TestApi,
  auth: string,
  url: string,
  payload: object,
): Promise<T> {
  const response = await caller(api)(auth, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

/** The rows of a shop's category in board order: ids and numbers, straight from the database. */
export async function categoryOrder(
  api: TestApi,
  categoryId: string,
): Promise<{ id: string; orderNumber: number }[]> {
  return api.database.db
    .select({ id: shopsToPrices.id, orderNumber: shopsToPrices.orderNumber })
    .from(shopsToPrices)
    .where(eq(shopsToPrices.categoryId, categoryId))
    .orderBy(asc(shopsToPrices.orderNumber), asc(shopsToPrices.id));
}

/** Asserts that a category's rows are numbered exactly 0..n-1; returns the ids in order. */
export async function expectDense(api: TestApi, categoryId: string): Promise<string[]> {
  const rows = await categoryOrder(api, categoryId);
  expect(
    rows.map((r) => r.orderNumber),
    `numbers of category ${categoryId}`,
  ).toEqual(rows.map((_, i) => i));
  return rows.map((r) => r.id);
}

/** The board cache status of a shop, as boards poll it. */
export async function cacheStatus(api: TestApi, shopId: string): Promise<string> {
  const response = await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ modified_at: string }>().modified_at;
}

/**
 * Runs a write and asserts it moved the cache status of the shops it affects forward and left
 * the others alone.
 */
export async function expectBumps(
  api: TestApi,
  shops: { bumped: string[]; untouched: string[] },
  write: () => Promise<unknown>,
): Promise<void> {
  const all = [...shops.bumped, ...shops.untouched];
  const before = await Promise.all(all.map((id) => cacheStatus(api, id)));
  await write();
  const after = await Promise.all(all.map((id) => cacheStatus(api, id)));
  all.forEach((id, i) => {
    const [was, is] = [before[i] as string, after[i] as string];
    if (shops.bumped.includes(id))
      expect(Date.parse(is), `shop ${id}`).toBeGreaterThan(Date.parse(was));
    else expect(is, `shop ${id}`).toBe(was);
  });
}
