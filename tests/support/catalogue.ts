import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { categories, prices, shopsToPrices } from '../../server/db/schema';
import type { TestApi } from './api';

/** Helpers of the catalogue suites (kinds, products, strains, tags, flavors, relations). */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with a caller's Authorization header. */
export function caller(api: TestApi) {
  return (
    auth: string,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    api.app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload !== undefined && { payload }),
    });
}

/** Calls the API and fails the test unless the status is as expected; returns the JSON body. */
export async function expectStatus<T = Record<string, unknown>>(
  response: Promise<LightMyRequestResponse> | LightMyRequestResponse,
  status: number,
): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) {
    throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
  }
  return (answer.body ? answer.json() : undefined) as T;
}

/** A fresh name, so tests in one database never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** Creates a shop as the superuser and returns its id. */
export async function createShop(api: TestApi, name = uniqueName('Shop')): Promise<string> {
  const call = caller(api);
  const shop = await expectStatus<{ id: string }>(
    call(await api.adminAuth(), 'POST', '/v1/shops', { name, empty: true }),
    201,
  );
  return shop.id;
}

/** Creates a kind, product, strain, tag or flavor through the API and returns its id. */
export async function createItem(
  api: TestApi,
  auth: string,
  resource: 'kinds' | 'products' | 'strains' | 'tags' | 'flavors',
  body: Record<string, unknown>,
): Promise<string> {
  const created = await expectStatus<{ id: string }>(
    caller(api)(auth, 'POST', `/v1/${resource}`, body),
    201,
  );
  return created.id;
}

/**
 * Puts a kind or product on a shop's price list, straight in the database: a category of the
 * shop, a price combination and the link between them.
 */
export async function linkToShop(
  api: TestApi,
  shopId: string,
  item: { kindId: string } | { productId: string },
): Promise<{ categoryId: string; priceId: string; linkId: string }> {
  const db = api.database.db;
  const [category] = await db
    .insert(categories)
    .values({ shopId, name: uniqueName('Category'), cannabis: 'kindId' in item })
    .returning();
  const [price] = await db
    .insert(prices)
    .values({
      internalProductId: `9${randomBytes(3).toString('hex')}`,
      cannabis: [{ label: '1g', quantity: 1, price: 10, active: true }],
      one: 10,
    })
    .returning();
  if (!category || !price) throw new Error('fixture insert failed');
  const [link] = await db
    .insert(shopsToPrices)
    .values({ shopId, categoryId: category.id, priceId: price.id, useOne: true, ...item })
    .returning();
  if (!link) throw new Error('fixture insert failed');
  return { categoryId: category.id, priceId: price.id, linkId: link.id };
}

/** The board cache status of a shop (public call). */
export async function cacheStatus(api: TestApi, shopId: string): Promise<string> {
  const response = await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` });
  return expectStatus<{ modified_at: string }>(response, 200).then((body) => body.modified_at);
}

/**
 * Runs a write and checks that it moved the cache status of `touched` forward and left
 * `untouched` alone.
 */
export async function expectBoardReload(
  api: TestApi,
  shops: { touched: string; untouched: string },
  write: () => Promise<unknown>,
): Promise<void> {
  const before = await cacheStatus(api, shops.touched);
  const otherBefore = await cacheStatus(api, shops.untouched);
  await write();
  const after = await cacheStatus(api, shops.touched);
  if (!(Date.parse(after) > Date.parse(before))) {
    throw new Error(`cache status of the linked shop did not move: ${before} -> ${after}`);
  }
  const otherAfter = await cacheStatus(api, shops.untouched);
  if (otherAfter !== otherBefore) {
    throw new Error(`cache status of an unrelated shop moved: ${otherBefore} -> ${otherAfter}`);
  }
}
