import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { orders } from '../../server/db/schema';
import { testDatabases } from '../support/api';
import { UNKNOWN_ID, startOrderWorld, type OrderWorld, type PlacedOrder } from '../support/orders';

interface StaffOrder {
  id: string;
  status: string;
  customer_order_id: number;
  table_name: string | null;
  completed_at: string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  order_info: Record<string, unknown>[];
}

/**
 * Opens a push socket and collects what it receives. With `auth` (an Authorization header
 * value), the token goes in the first message and the socket waits until it is accepted.
 */
async function openSocket(baseUrl: string, shopId: string, connectionType: string, auth?: string) {
  const url = `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=${connectionType}`;
  const socket = new WebSocket(url);
  const received: string[] = [];
  socket.on('message', (data) => received.push(data.toString()));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (auth) {
    socket.send(JSON.stringify({ type: 'auth', token: auth.replace(/^Bearer /, '') }));
    await until(() => received.includes('authenticated'), 'the token accepted');
    received.length = 0;
  }
  return { socket, received, closed };
}

async function until(check: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(testDatabases())('handling orders on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;
  let staffId: string;
  const check = (list: string, secrets?: string[], auth?: string) =>
    w.api.app.inject({
      method: 'GET',
      url: `/v1/orders/check/${list}`,
      headers: {
        ...(secrets && { 'x-order-secret': secrets.join(',') }),
        ...(auth && { authorization: auth }),
      },
    });
  const pendingUrl = () => `/v1/orders/shop/${shop}/pending`;
  const completeUrl = () => `/v1/orders/shop/${shop}/complete`;

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
    staffId = (await w.call(w.maastricht, 'GET', '/v1/users/me')).json().id;
  });
  afterAll(() => w?.api.close());

  const place = async (tableName: string | null = 'Tafel 2') =>
    w.placed({
      shop_id: shop,
      table_id: tableName ? await w.table(shop, tableName) : null,
      lines: [
        await w.kindLine(shop, 'Critical', '1g', 2),
        await w.productLine(shop, 'Koffie', '1st'),
      ],
    });
  const ids = (response: { json(): unknown }) => (response.json() as StaffOrder[]).map((o) => o.id);

  it('lists pending and handled orders newest first, also without /v1', async () => {
    const first = await place();
    const second = await place('Tafel 3');
    const pending = await w.call(w.maastricht, 'GET', pendingUrl());
    expect(pending.statusCode).toBe(200);
    expect(ids(pending).slice(0, 2)).toEqual([second.id, first.id]);
    expect(pending.headers['content-range']).toBe('orders 0-1/2');
    expect(pending.json()[1]).toEqual({
      id: first.id,
      shop_id: shop,
      table_id: first.table_id,
      table_name: 'Tafel 2',
      customer_order_id: first.customer_order_id,
      status: 'pending',
      total: 21.8,
      notes: '',
      created_at: first.created_at,
      completed_at: null,
      completed_by: null,
      completed_by_name: null,
      order_info: [
        expect.objectContaining({
          quantity: 2,
          description: '1g',
          kind_id: expect.any(String),
          product_id: null,
          kind_name: 'Critical',
          product_name: null,
          price: 9.5,
        }),
        expect.objectContaining({
          quantity: 1,
          kind_name: null,
          product_name: 'Koffie',
          price: 2.8,
        }),
      ],
    });
    const root = await w.call(w.maastricht, 'GET', `/orders/shop/${shop}/pending`);
    expect(root.statusCode).toBe(200);
    expect(root.json()).toEqual(pending.json());
    expect(root.headers['content-range']).toBe('orders 0-1/2');
    const etag = root.headers.etag as string;
    const cached = await w.api.app.inject({
      url: `/orders/shop/${shop}/pending`,
      headers: { authorization: w.maastricht, 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    const oldest = await w.call(w.maastricht, 'GET', `${pendingUrl()}?sort=created_at:ASC&limit=1`);
    expect(ids(oldest)).toEqual([first.id]);
    expect(ids(await w.call(w.root, 'GET', completeUrl()))).toEqual([]);
  });

  it('moves an order through its statuses with who and when', async () => {
    const order = await place();
    const patch = (status: string) =>
      w.call(w.maastricht, 'PATCH', `/v1/orders/${order.id}`, { status });
    const completed = await patch('complete');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      id: order.id,
      status: 'complete',
      completed_by: staffId,
      completed_by_name: 'Medewerker Maastricht',
    });
    const completedAt = completed.json().completed_at as string;
    expect(Date.parse(completedAt)).toBeGreaterThanOrEqual(Date.parse(order.created_at));
    expect(ids(await w.call(w.maastricht, 'GET', pendingUrl()))).not.toContain(order.id);
    expect(ids(await w.call(w.maastricht, 'GET', completeUrl()))).toContain(order.id);
    const cancelled = (await patch('cancelled')).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', completed_by: staffId });
    expect(ids(await w.call(w.maastricht, 'GET', completeUrl()))).toContain(order.id);
    const back = (await patch('pending')).json();
    expect(back).toMatchObject({ status: 'pending', completed_at: null, completed_by: null });
    expect(ids(await w.call(w.maastricht, 'GET', pendingUrl()))).toContain(order.id);
    const unknown = await patch('done');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validation_errors[0].loc).toEqual(['body', 'status']);
    const gone = await w.call(w.maastricht, 'PATCH', `/v1/orders/${UNKNOWN_ID}`, {
      status: 'complete',
    });
    expect(gone.statusCode).toBe(404);
    expect((await w.call(w.maastricht, 'GET', `/v1/orders/${order.id}`)).json()).toEqual(back);
  });

  it('lets one of two staff members acting on the same order at once win, and tells the other what happened', async () => {
    const order = await place();
    const act = (status: string) =>
      w.call(w.maastricht, 'PATCH', `/v1/orders/${order.id}`, { status, from_status: 'pending' });
    const answers = await Promise.all([act('complete'), act('cancelled')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json() as { status: string };
    const loser = answers.find((a) => a.statusCode === 409)?.json() as { detail: string };
    const name = winner.status === 'complete' ? 'Compleet' : 'Geannuleerd';
    expect(loser.detail).toBe(
      `Deze order is intussen door Medewerker op ${name} gezet. De lijst is bijgewerkt; kijk of je nog iets wilt veranderen.`,
    );
    const stored = (await w.call(w.maastricht, 'GET', `/v1/orders/${order.id}`)).json();
    expect(stored.status).toBe(winner.status);
    // Without from_status the change is made as before (older clients).
    const plain = await w.call(w.maastricht, 'PATCH', `/v1/orders/${order.id}`, {
      status: 'pending',
    });
    expect(plain.statusCode).toBe(200);
  });

  it('deletes an order', async () => {
    const order = await place();
    const url = `/v1/orders/${order.id}`;
    expect((await w.call(w.maastricht, 'DELETE', url)).statusCode).toBe(204);
    expect((await w.call(w.maastricht, 'GET', url)).statusCode).toBe(404);
    expect((await w.call(w.maastricht, 'DELETE', url)).statusCode).toBe(404);
    expect(ids(await w.call(w.maastricht, 'GET', pendingUrl()))).not.toContain(order.id);
  });

  it('lets only the staff of the shop see and handle its orders', async () => {
    const order = await place();
    const url = `/v1/orders/${order.id}`;
    const forbidden = [
      await w.call(w.utrecht, 'GET', pendingUrl()),
      await w.call(w.utrecht, 'GET', `/orders/shop/${shop}/complete`),
      await w.call(w.utrecht, 'GET', url),
      await w.call(w.utrecht, 'PATCH', url, { status: 'complete' }),
      await w.call(w.utrecht, 'DELETE', url),
    ];
    for (const response of forbidden) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('You do not have access to the orders of this shop.');
    }
    const anonymous = [
      await w.call(undefined, 'GET', pendingUrl()),
      await w.call(undefined, 'GET', `/orders/shop/${shop}/pending`),
      await w.call(undefined, 'PATCH', url, { status: 'complete' }),
      await w.call(undefined, 'DELETE', url),
    ];
    expect(anonymous.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect((await w.call(w.root, 'GET', url)).json()).toMatchObject({ status: 'pending' });
    expect((await w.call(w.root, 'GET', `/v1/orders/shop/${UNKNOWN_ID}/pending`)).statusCode).toBe(
      404,
    );
    const oudegracht = w.shop.Oudegracht;
    expect(
      (await w.call(w.utrecht, 'GET', `/v1/orders/shop/${oudegracht}/pending`)).statusCode,
    ).toBe(200);
  });

  it('tells a customer the status of its own orders, at most 10 of one shop', async () => {
    const withTable = await place();
    const withoutTable = await place(null);
    const secrets = [withTable.order_secret, withoutTable.order_secret];
    const both = await check(`${withTable.id},${UNKNOWN_ID},${withoutTable.id}`, secrets);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual([
      {
        id: withTable.id,
        customer_order_id: withTable.customer_order_id,
        status: 'pending',
        total: 21.8,
        created_at: withTable.created_at,
        completed_at: null,
        table_name: 'Tafel 2',
      },
      expect.objectContaining({ id: withoutTable.id, table_name: null }),
    ]);
    const tooMany = await check(Array(11).fill(withTable.id).join(','), secrets);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('Max 10 orders');
    const bad = await check(`${withTable.id},12345`, secrets);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('ID 12345 is not valid');
    const other = w.shop['Head Shop'];
    const elsewhere = await w.placed({
      shop_id: other,
      lines: [await w.productLine(other, 'Koffie', '1st')],
    });
    const mixed = await check(`${withTable.id},${elsewhere.id}`, [
      withTable.order_secret,
      elsewhere.order_secret,
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().detail).toBe("All ID's should belong to one shop");
    expect((await check(UNKNOWN_ID, secrets)).statusCode).toBe(404);
  });

  it('shows an order only to the secret it was placed with, or to the shop staff', async () => {
    const mine = await place();
    const theirs = await place();
    const refused = [
      await check(mine.id),
      await check(mine.id, [theirs.order_secret]),
      await check(mine.id, ['not-a-secret']),
      await check(mine.id, undefined, w.utrecht),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(mine.id);
      expect(answer.body).not.toContain('Tafel');
    }
    const own = await check(`${mine.id},${theirs.id}`, [mine.order_secret]);
    expect(own.json().map((o: { id: string }) => o.id)).toEqual([mine.id]);
    const staff = await check(`${mine.id},${theirs.id}`, undefined, w.maastricht);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toHaveLength(2);
    const stored = await w.api.database.db
      .select({ hash: orders.secretHash })
      .from(orders)
      .where(eq(orders.id, mine.id));
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.hash).not.toContain(mine.order_secret);
  });

  it('names the last placed and the last handled order of a shop', async () => {
    const last = (which: string, id = shop, auth: string | null = w.maastricht) =>
      w.call(auth ?? undefined, 'GET', `/v1/shops/last-${which}-order/${id}`);
    const order: PlacedOrder = await place();
    expect((await last('pending')).json()).toEqual({ last_pending_order: order.id });
    // When a shop receives orders is for its staff: anonymous 401, another group's staff 403.
    expect((await last('pending', shop, null)).statusCode).toBe(401);
    expect((await last('pending', shop, w.utrecht)).statusCode).toBe(403);
    await w.call(w.maastricht, 'PATCH', `/v1/orders/${order.id}`, { status: 'complete' });
    expect((await last('completed')).json()).toEqual({ last_completed_order: order.id });
    const steeg = w.shop['De Steeg'];
    expect((await last('completed', steeg)).json()).toEqual({ last_completed_order: null });
    expect((await last('pending', UNKNOWN_ID, w.root)).statusCode).toBe(404);
  });

  it('pushes the order lists to the shop’s order screens, never a board reload', async () => {
    const baseUrl = await w.api.app.listen({ port: 0, host: '127.0.0.1' });
    const pending = await openSocket(baseUrl, shop, 'pending_orders', w.maastricht);
    const completed = await openSocket(baseUrl, shop, 'completed_orders', w.maastricht);
    const board = await openSocket(baseUrl, shop, 'shop');
    const order = await place();
    await until(() => pending.received.length > 0, 'the pending push');
    expect(pending.received).toEqual(['invalidate_pending_orders_cache']);
    expect(completed.received).toEqual([]);
    await w.call(w.maastricht, 'PATCH', `/v1/orders/${order.id}`, { status: 'complete' });
    await until(() => completed.received.length > 0, 'the completed push');
    expect(completed.received).toEqual(['invalidate_completed_orders_cache']);
    await until(() => pending.received.length > 1, 'the second pending push');
    await new Promise((r) => setTimeout(r, 150));
    expect(board.received).toEqual([]);
    for (const s of [pending, completed, board]) s.socket.close();
  });
  it('gives the orders topics to staff of the shop only, the token in the first message', async () => {
    const baseUrl = w.api.app.server.listening
      ? `http://127.0.0.1:${(w.api.app.server.address() as { port: number }).port}`
      : await w.api.app.listen({ port: 0, host: '127.0.0.1' });
    const token = w.maastricht.replace(/^Bearer /, '');
    // No token at all, a token in the address, junk, and another group's staff.
    const silent = await openSocket(baseUrl, shop, 'pending_orders');
    const inUrl = await openSocket(baseUrl, `${shop}&token=${token}`, 'pending_orders');
    const junk = await openSocket(baseUrl, shop, 'pending_orders');
    junk.socket.send('{"type":"auth","token":"x.y.z"}');
    const foreign = await openSocket(baseUrl, shop, 'completed_orders');
    foreign.socket.send(JSON.stringify({ type: 'auth', token: w.utrecht.replace(/^Bearer /, '') }));
    const staff = await openSocket(baseUrl, shop, 'pending_orders', w.maastricht);
    const order = await place();
    await until(() => staff.received.length > 0, 'the push to staff');
    await w.call(w.maastricht, 'PATCH', `/v1/orders/${order.id}`, { status: 'complete' });
    expect(await junk.closed).toBe(4401);
    expect(await foreign.closed).toBe(4403);
    for (const anonymous of [silent, inUrl, junk, foreign]) {
      expect(anonymous.received).toEqual([]);
    }
    // A socket that never authenticates is closed after a few seconds, having heard nothing.
    expect(await silent.closed).toBe(4401);
    expect(await inUrl.closed).toBe(4401);
    expect(silent.received).toEqual([]);
    staff.socket.close();
  }, 20_000);
});
