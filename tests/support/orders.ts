import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { kinds, products, shopTables, shops, shopsToPrices } from '../../server/db/schema';
import { startTestApi, type DatabaseKind, type TestApi, type TestApiOptions } from './api';

/**
 * Setup of the order suites: the demo data (shops Mississippi, Head Shop, De Steeg of group
 * Maastricht, Oudegracht of Utrecht, with full menus and tables), the demo staff logged in, and
 * helpers that place orders from distinct client addresses so the rate limit of one test never
 * touches another.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OrderLineBody {
  quantity: number;
  description: string;
  kind_id?: string | null;
  product_id?: string | null;
  [ignored: string]: unknown;
}

export interface PlacedOrder {
  id: string;
  /** The customer's key to `GET /v1/orders/check/{ids}`. */
  order_secret: string;
  shop_id: string;
  customer_order_id: number;
  status: string;
  total: number;
  notes: string;
  created_at: string;
  completed_at: string | null;
  table_id: string | null;
  table_name: string | null;
  lines: { quantity: number; description: string; item_name: string; price: number }[];
}

export interface OrderWorld {
  api: TestApi;
  /** Shop ids by demo shop name. */
  shop: Record<'Mississippi' | 'Head Shop' | 'De Steeg' | 'Oudegracht', string>;
  /** Authorization headers: the superuser and the demo staff of both groups. */
  root: string;
  maastricht: string;
  utrecht: string;
  /** A table of a shop by name. */
  table(shopId: string, name: string): Promise<string>;
  /** An order line of a kind or horeca product on the shop's menu, by name. */
  kindLine(
    shopId: string,
    name: string,
    description: string,
    quantity?: number,
  ): Promise<OrderLineBody>;
  productLine(
    shopId: string,
    name: string,
    description: string,
    quantity?: number,
  ): Promise<OrderLineBody>;
  /** Any call; without auth it is anonymous; `from` is the client address. */
  call(
    auth: string | undefined,
    method: Method,
    url: string,
    payload?: object,
    from?: string,
  ): Promise<LightMyRequestResponse>;
  /** POST /v1/orders from a fresh client address unless one is given. */
  order(body: object, from?: string): Promise<LightMyRequestResponse>;
  /** Places an order and expects 201. */
  placed(body: object, from?: string): Promise<PlacedOrder>;
  /** Sets the shop's allowed client addresses directly in the database. */
  allowIps(shopId: string, ips: string[]): Promise<void>;
}

let addressCounter = 0;

/** A client address no other call of this process has used. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

export async function startOrderWorld(
  kind: DatabaseKind,
  config?: TestApiOptions['config'],
): Promise<OrderWorld> {
  // Suites place many orders on a few tables: roomy limits unless a suite tests the limits.
  const roomy = { perTable: 10_000, perDevice: 10_000, perShop: 10_000, windowMs: 60_000 };
  const api = await startTestApi(kind, { demo: true, config: { orderLimits: roomy, ...config } });
  const db = api.database.db;
  const demo = api.demo;
  if (!demo) throw new Error('the demo data was not loaded');
  const shopId = (name: string) => {
    const found = demo.shops.find((s) => s.name === name);
    if (!found) throw new Error(`no demo shop ${name}`);
    return found.id;
  };

  const itemOnMenu = async (shop: string, name: string, column: 'kind' | 'product') => {
    const table = column === 'kind' ? kinds : products;
    const link = column === 'kind' ? shopsToPrices.kindId : shopsToPrices.productId;
    const [row] = await db
      .selectDistinct({ id: table.id })
      .from(table)
      .innerJoin(shopsToPrices, eq(link, table.id))
      .where(
        and(eq(shopsToPrices.shopId, shop), eq(sql`lower(${table.name})`, name.toLowerCase())),
      );
    if (!row) throw new Error(`${name} is not on the menu of ${shop}`);
    return row.id;
  };

  const call: OrderWorld['call'] = (auth, method, url, payload, from) =>
    api.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload && { payload }),
      ...(from && { remoteAddress: from }),
    });
  const order = (body: object, from = freshAddress()) =>
    call(undefined, 'POST', '/v1/orders', body, from);

  return {
    api,
    shop: {
      Mississippi: shopId('Mississippi'),
      'Head Shop': shopId('Head Shop'),
      'De Steeg': shopId('De Steeg'),
      Oudegracht: shopId('Oudegracht'),
    },
    root: await api.adminAuth(),
    maastricht: await api.login('maastricht.staff', api.staffPassword),
    utrecht: await api.login('utrecht.staff', api.staffPassword),
    table: async (shop, name) => {
      const [row] = await db
        .select({ id: shopTables.id })
        .from(shopTables)
        .where(and(eq(shopTables.shopId, shop), eq(shopTables.name, name)));
      if (!row) throw new Error(`no table ${name}`);
      return row.id;
    },
    kindLine: async (shop, name, description, quantity = 1) => ({
      quantity,
      description,
      kind_id: await itemOnMenu(shop, name, 'kind'),
    }),
    productLine: async (shop, name, description, quantity = 1) => ({
      quantity,
      description,
      product_id: await itemOnMenu(shop, name, 'product'),
    }),
    call,
    order,
    placed: async (body, from) => {
      const response = await order(body, from);
      if (response.statusCode !== 201)
        throw new Error(`order refused: ${response.statusCode} ${response.body}`);
      return response.json<PlacedOrder>();
    },
    allowIps: async (shop, ips) => {
      await db.update(shops).set({ allowedIps: ips }).where(eq(shops.id, shop));
    },
  };
}
