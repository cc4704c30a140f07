import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { kinds, prices, shopsToPrices } from '../../server/db/schema';
import { startTestApi, type DatabaseKind, type TestApi, type TestApiOptions } from './api';
import { createTenant, type Tenant } from './fixtures';

/**
 * Shared setup of the layout suites (categories, screens, tables): two tenants, group A with
 * two shops and group B with one, and helpers to call the API as someone.
 */
export interface LayoutWorld {
  api: TestApi;
  a: Tenant;
  b: Tenant;
  /** The superuser's Authorization header. */
  root: string;
  /** Calls the API with that Authorization header (none: anonymous). */
  call(
    auth: string | undefined,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Calls the API and expects the status; answers the JSON body. */
  ok<T = Record<string, unknown>>(
    auth: string | undefined,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    status?: number,
  ): Promise<T>;
}

export async function startLayoutWorld(
  kind: DatabaseKind,
  prefix: string,
  options: TestApiOptions = {},
): Promise<LayoutWorld> {
  const api = await startTestApi(kind, options);
  const a = await createTenant(api, `${prefix} A`, [`${prefix} A-Centrum`, `${prefix} A-Station`]);
  const b = await createTenant(api, `${prefix} B`, [`${prefix} B-Haven`]);
  const root = await api.adminAuth();
  const call: LayoutWorld['call'] = (auth, method, url, payload) =>
    api.app.inject({
      method,
      url,
      ...(auth && { headers: { authorization: auth } }),
      ...(payload && { payload }),
    });
  const ok: LayoutWorld['ok'] = async (auth, method, url, payload, status) => {
    const response = await call(auth, method, url, payload);
    const expected = status ?? (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
    return (response.body ? response.json() : undefined) as never;
  };
  return { api, a, b, root, call, ok };
}

/** The board cache status of a shop. */
export async function cacheStatus(world: LayoutWorld, shopId: string): Promise<string> {
  const response = await world.call(undefined, 'GET', `/v1/shops/cache-status/${shopId}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ modified_at: string }>().modified_at;
}

/**
 * Runs a write and checks which boards must reload: the cache status of `bumped` shops moves
 * forward, that of `unchanged` shops stays.
 */
export async function expectCacheBumps<T>(
  world: LayoutWorld,
  shops: { bumped: string[]; unchanged: string[] },
  write: () => Promise<T>,
): Promise<T> {
  const all = [...shops.bumped, ...shops.unchanged];
  const before = await Promise.all(all.map((id) => cacheStatus(world, id)));
  const result = await write();
  const after = await Promise.all(all.map((id) => cacheStatus(world, id)));
  all.forEach((id, index) => {
    const [was, is] = [before[index] as string, after[index] as string];
    if (shops.bumped.includes(id))
      expect(Date.parse(is), `shop ${id}`).toBeGreaterThan(Date.parse(was));
    else expect(is, `shop ${id}`).toBe(was);
  });
  return result;
}

/**
 * Puts a kind on a shop's price list in a category, written directly to the database (price
 * links are another module's API): a price combination, a kind and the link row.
 */
export async function linkCategory(
  world: LayoutWorld,
  tenant: Tenant,
  shopId: string,
  categoryId: string,
): Promise<string> {
  const db = world.api.database.db;
  const code = String(Math.floor(Math.random() * 1e9));
  const [price] = await db
    .insert(prices)
    .values({ internalProductId: code, shopGroupId: tenant.groupId })
    .returning({ id: prices.id });
  const [kind] = await db
    .insert(kinds)
    .values({ name: `Soort ${code}`, shopGroupId: tenant.groupId })
    .returning({ id: kinds.id });
  const [link] = await db
    .insert(shopsToPrices)
    .values({ shopId, categoryId, priceId: price?.id ?? '', kindId: kind?.id ?? '' })
    .returning({ id: shopsToPrices.id });
  return link?.id ?? '';
}

/** A category as the API answers it. */
export interface CategoryBody {
  id: string;
  name: string;
  shop_id: string;
  screens: { screen_id: string; column_number: number; advanced_options: object }[];
  [key: string]: unknown;
}

export const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';
