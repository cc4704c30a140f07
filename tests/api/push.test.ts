import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { createRedisBus } from '../../server/push/bus';
import { startTestApi, type TestApi } from '../support/api';

/** Opens a push socket and collects what it receives. */
async function openSocket(baseUrl: string, shopId: string, connectionType: string) {
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=${connectionType}`,
  );
  const received: string[] = [];
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received };
}

async function until(check: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function listen(app: App): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('push over /v1/ws with the in-process bus', () => {
  let api: TestApi;
  let baseUrl: string;
  let shops: { id: string }[];

  beforeAll(async () => {
    api = await startTestApi('postgres');
    baseUrl = await listen(api.app);
    const auth = await api.adminAuth();
    shops = [];
    for (const name of ['Push Een', 'Push Twee']) {
      shops.push(
        (
          await api.app.inject({
            method: 'POST',
            url: '/v1/shops',
            headers: { authorization: auth },
            payload: { name },
          })
        ).json(),
      );
    }
  });
  afterAll(() => api?.close());

  it("tells the shop's board sockets to reload after a write commits, and nobody else", async () => {
    const [one, two] = shops as [{ id: string }, { id: string }];
    const board = await openSocket(baseUrl, one.id, 'shop');
    const secondBoard = await openSocket(baseUrl, one.id, 'shop');
    const otherShop = await openSocket(baseUrl, two.id, 'shop');
    const orders = await openSocket(baseUrl, one.id, 'pending_orders');
    const response = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${one.id}`,
      headers: { authorization: await api.adminAuth() },
      payload: { use_truncated_prices: true },
    });
    expect(response.statusCode).toBe(200);
    await until(() => board.received.length > 0 && secondBoard.received.length > 0, 'the push');
    expect(board.received).toEqual(['invalidate_shop_cache']);
    expect(secondBoard.received).toEqual(['invalidate_shop_cache']);
    // A later write for the other shop is the signal: once its push has arrived, one for the
    // first shop would have too (the bus delivers in order), so waiting longer proves nothing.
    const marker = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${two.id}`,
      headers: { authorization: await api.adminAuth() },
      payload: { use_truncated_prices: true },
    });
    expect(marker.statusCode).toBe(200);
    await until(() => otherShop.received.length > 0, 'the other shop’s own push');
    expect(otherShop.received).toEqual(['invalidate_shop_cache']);
    expect(orders.received).toEqual([]);
    expect(board.received).toEqual(['invalidate_shop_cache']);
    for (const s of [board, secondBoard, otherShop, orders]) s.socket.close();
  });

  it('keeps delivering when one socket of the shop has gone away', async () => {
    const [one] = shops as [{ id: string }];
    const dead = await openSocket(baseUrl, one.id, 'shop');
    const live = await openSocket(baseUrl, one.id, 'shop');
    dead.socket.terminate();
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-multiscreen/${one.id}?multiscreen=true`,
      headers: { authorization: await api.adminAuth() },
    });
    await until(() => live.received.length > 0, 'the push to the live socket');
    expect(live.received).toEqual(['invalidate_shop_cache']);
    live.socket.close();
  });

  it('refuses a bad connection type, a bad id and an unknown shop', async () => {
    const attempts = [
      [`shopId=${shops[0]?.id}&connectionType=everything`, 400],
      ['shopId=nope&connectionType=shop', 400],
      ['shopId=6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10&connectionType=shop', 404],
    ] as const;
    for (const [query, status] of attempts) {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws?${query}`);
      const code = await new Promise<number>((resolve) => {
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('open', () => resolve(101));
        socket.once('error', () => resolve(-1));
      });
      expect(code, query).toBe(status);
      socket.terminate();
    }
  });
});

describe.skipIf(!inject('redisUrl'))('push across two server processes through Redis', () => {
  let api: TestApi;
  let second: App;
  let firstUrl: string;
  let shopId: string;

  beforeAll(async () => {
    const redisUrl = inject('redisUrl');
    // Two app instances on the same database, each with its own Redis connection, as two
    // server processes would be.
    api = await startTestApi('postgres', { bus: await createRedisBus(redisUrl) });
    second = await buildApp({
      config: api.config,
      database: api.database,
      bus: await createRedisBus(redisUrl),
    });
    firstUrl = await listen(api.app);
    await second.ready();
    const auth = await api.adminAuth();
    shopId = (
      await api.app.inject({
        method: 'POST',
        url: '/v1/shops',
        headers: { authorization: auth },
        payload: { name: 'Redis Shop' },
      })
    ).json().id;
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('delivers a write made on one instance to a socket on the other', async () => {
    const board = await openSocket(firstUrl, shopId, 'shop');
    const response = await second.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${shopId}`,
      headers: { authorization: await api.adminAuth() },
      payload: { use_truncated_prices: true },
    });
    expect(response.statusCode).toBe(200);
    await until(() => board.received.length > 0, 'the push through Redis');
    expect(board.received).toEqual(['invalidate_shop_cache']);
    board.socket.close();
  });
});
