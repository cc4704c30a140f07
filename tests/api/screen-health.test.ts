/**
 * Screen health over the real app: boards report over their socket and by POST, the server
 * keeps the last report per board in the database and judges it, staff of the shop (only) list
 * its boards, name a shop-level board, and push reload / identify to one board of the shop.
 * Two app instances on one database and one bus (Redis when the run has one) share it all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { createInProcessBus, createRedisBus, type PushBus } from '../../server/push/bus';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

interface Board {
  socket: WebSocket;
  received: string[];
}

async function openBoard(baseUrl: string, shopId: string): Promise<Board> {
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`,
  );
  const received: string[] = [];
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The value, which the test needs to be there. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing value');
  return value;
}

function report(shopId: string, boardId: string, overrides: Record<string, unknown> = {}) {
  return {
    shop_id: shopId,
    board_id: boardId,
    kind: 'device',
    version: '0.1.0+test',
    feed_etag: '"abc"',
    feed_modified_at: null,
    last_render_at: new Date().toISOString(),
    render_errors: 0,
    uptime_s: 12,
    heap_bytes: 1234567,
    stage_width: 1920,
    stage_height: 1080,
    page_url: `http://127.0.0.1/pricelist/${shopId}`,
    ...overrides,
  };
}

interface BoardRow {
  board_id: string;
  kind: string;
  name: string;
  state: string;
  version: string | null;
  feed_modified_at: string | null;
  current_feed_modified_at: string | null;
  render_errors: number;
  reported_at: string | null;
  heap_bytes: number | null;
  stage_width: number | null;
  page_url: string | null;
}

const OFFLINE_AFTER_MS = 1500;
/** The app version the test server serves; a board running an older one is outdated. */
const SERVED_VERSION = '0.2.0+202612010000';

describe.each(testDatabases())('screen health on %s', (kind) => {
  let api: TestApi;
  let second: App;
  let baseUrl: string;
  let secondUrl: string;
  let a: Tenant;
  let b: Tenant;
  let screenId: string;
  let otherScreenId: string;
  const buses: PushBus[] = [];

  async function busOf(shared: PushBus | null): Promise<PushBus> {
    const redisUrl = inject('redisUrl');
    const bus = redisUrl ? await createRedisBus(redisUrl) : (shared ?? createInProcessBus());
    buses.push(bus);
    return bus;
  }

  async function boards(app: App, shopId: string, auth: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${shopId}`,
      headers: { authorization: auth },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: BoardRow[] }>().items;
  }

  /** Staff say that the board seen via its address is a screen ("Dit is een scherm"). */
  async function adopt(app: App, shopId: string, boardId: string) {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/adopt`,
      headers: { authorization: await api.adminAuth() },
    });
    expect(response.statusCode, response.body).toBe(204);
  }

  /**
   * POSTs reports as a board would: with the secret its first report was answered with. A
   * shop-level board is a viewer until staff adopt it: this one is adopted after its first
   * report (answered 204, no secret), and reports again.
   */
  const secrets = new Map<string, string>();
  async function postAsBoard(
    body: { shop_id: string; board_id: string; kind?: string },
    ip = '127.0.0.1',
  ): Promise<Awaited<ReturnType<App['inject']>>> {
    const key = `${body.shop_id} ${body.board_id}`;
    const secret = secrets.get(key);
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: body,
      remoteAddress: ip,
      headers: secret ? { 'x-board-secret': secret } : {},
    });
    if (response.statusCode === 200) secrets.set(key, response.json<{ secret: string }>().secret);
    if (response.statusCode === 204 && !secret && body.kind === 'device') {
      await adopt(api.app, body.shop_id, body.board_id);
      return postAsBoard({ ...body, ...freshRender() }, ip);
    }
    return response;
  }

  /** A report's render time now (a screen adopted since drew since). */
  const freshRender = () => ({ last_render_at: new Date().toISOString() });

  async function currentFeedAt(shopId: string): Promise<string> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/shops/cache-status/${shopId}`,
    });
    return response.json<{ modified_at: string }>().modified_at;
  }

  beforeAll(async () => {
    const firstBus = await busOf(null);
    const boardHealth = {
      heartbeatMs: 45_000,
      offlineAfterMs: OFFLINE_AFTER_MS,
      outdatedAfterMs: 0,
    };
    api = await startTestApi(kind, {
      bus: firstBus,
      config: { boardHealth, appVersion: SERVED_VERSION },
    });
    second = await buildApp({
      config: api.config,
      database: api.database,
      bus: await busOf(firstBus),
    });
    await second.ready();
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    a = await createTenant(api, 'Gezond A', ['Gezond A Winkel']);
    b = await createTenant(api, 'Gezond B', ['Gezond B Winkel']);
    const admin = await api.adminAuth();
    const screen = async (shopId: string, name: string) =>
      (
        await api.app.inject({
          method: 'POST',
          url: '/v1/screens',
          headers: { authorization: admin },
          payload: { shop_id: shopId, name },
        })
      ).json<{ id: string }>().id;
    screenId = await screen(must(a.shopIds[0]), 'Links');
    otherScreenId = await screen(must(b.shopIds[0]), 'Rechts');
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
    for (const bus of buses) await bus.close();
  });

  it('keeps a report sent over the socket, answers with the heartbeat, and judges the board online', async () => {
    const shopId = must(a.shopIds[0]);
    const board = await openBoard(baseUrl, shopId);
    const feedAt = await currentFeedAt(shopId);
    board.socket.send(
      JSON.stringify({
        type: 'health',
        ...report(shopId, screenId, { kind: 'screen', feed_modified_at: feedAt }),
      }),
    );
    await until(() => board.received.length > 0, 'the answer to the report');
    // The first report is answered with the board's secret.
    const answer = JSON.parse(must(board.received[0])) as Record<string, unknown>;
    expect(answer).toMatchObject({ type: 'health_ok', heartbeat_ms: 45_000 });
    expect(answer.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.set(`${shopId} ${screenId}`, answer.secret as string);
    // Later reports carry it; without it they are refused and change nothing.
    board.socket.send(
      JSON.stringify({
        type: 'health',
        secret: answer.secret,
        ...report(shopId, screenId, { kind: 'screen', feed_modified_at: feedAt }),
      }),
    );
    await until(() => board.received.length > 1, 'the answer to the second report');
    board.socket.send(
      JSON.stringify({
        type: 'health',
        ...report(shopId, screenId, { kind: 'screen', version: 'vals' }),
      }),
    );
    await until(() => board.received.length > 2, 'the answer to the third report');
    expect(JSON.parse(must(board.received[1]))).toEqual({
      type: 'health_ok',
      heartbeat_ms: 45_000,
    });
    expect(JSON.parse(must(board.received[2]))).toEqual({
      type: 'health_refused',
      reason: 'secret',
    });
    // The other process reads the same database.
    const rows = await boards(second, shopId, a.employee.auth);
    const row = must(rows.find((r) => r.board_id === screenId));
    expect(row).toMatchObject({
      kind: 'screen',
      name: 'Links',
      state: 'online',
      version: '0.1.0+test',
      render_errors: 0,
      heap_bytes: 1234567,
      stage_width: 1920,
      current_feed_modified_at: feedAt,
    });
    expect(Date.parse(must(row.feed_modified_at))).toBe(Date.parse(feedAt));
    board.socket.close();
  });

  it('ignores socket reports that are malformed, for another shop, or for a screen of another shop', async () => {
    const shopId = must(a.shopIds[0]);
    const board = await openBoard(baseUrl, shopId);
    const stray = randomUUID();
    board.socket.send('not json');
    board.socket.send(JSON.stringify({ type: 'health', ...report(shopId, stray), version: 7 }));
    board.socket.send(JSON.stringify({ type: 'health', ...report(must(b.shopIds[0]), stray) }));
    board.socket.send(
      JSON.stringify({ type: 'health', ...report(shopId, otherScreenId, { kind: 'screen' }) }),
    );
    // A good report last: its answer is the signal that the socket has read the others.
    const good = randomUUID();
    board.socket.send(JSON.stringify({ type: 'health', ...report(shopId, good) }));
    const answers = () => board.received.map((text) => JSON.parse(text) as { type: string });
    await until(() => answers().some((m) => m.type !== 'health_refused'), 'the good report');
    await until(() => answers().length >= 2, 'the refusal');
    expect(answers().filter((m) => m.type === 'health_refused')).toEqual([
      { type: 'health_refused', reason: 'unknown' },
    ]);
    expect(answers()).toHaveLength(2);
    const rows = await boards(api.app, shopId, await api.adminAuth());
    expect(rows.map((r) => r.board_id)).not.toContain(stray);
    expect(rows.map((r) => r.board_id)).not.toContain(otherScreenId);
    board.socket.close();
  });

  it('takes a POST while the socket is down, only for an existing shop and its own screens, small and limited per address', async () => {
    const shopId = must(a.shopIds[0]);
    const device = randomUUID();
    const post = (body: unknown, ip = '10.0.0.1') =>
      api.app.inject({
        method: 'POST',
        url: '/v1/boards/report',
        payload: body as object,
        remoteAddress: ip,
      });
    // A viewer until staff adopt it: answered without a secret, and no row.
    expect((await post(report(shopId, device))).statusCode).toBe(204);
    await adopt(api.app, shopId, device);
    const first = await post(report(shopId, device));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const secret = first.json<{ secret: string }>().secret;
    const unknownShop = await post(report(randomUUID(), device));
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.json().detail).toBe('Dit bord is niet bekend in deze shop.');
    expect((await post(report(shopId, otherScreenId, { kind: 'screen' }))).statusCode).toBe(404);
    expect((await post(report(shopId, device, { render_errors: -1 }))).statusCode).toBe(400);
    expect((await post(report(shopId, device, { page_url: 'x'.repeat(501) }))).statusCode).toBe(
      400,
    );
    expect((await post(report(shopId, device, { page_url: 'x'.repeat(5000) }))).statusCode).toBe(
      413,
    );
    // From another address: reports of the board with its secret all count, 60 a minute;
    // refused ones (no secret) have their own 10, after which that address waits.
    const withSecret = () =>
      api.app.inject({
        method: 'POST',
        url: '/v1/boards/report',
        payload: report(shopId, device),
        remoteAddress: '10.0.0.2',
        headers: { 'x-board-secret': secret },
      });
    for (let i = 0; i < 20; i++) expect((await withSecret()).statusCode).toBe(204);
    const refused = [];
    for (let i = 0; i < 11; i++)
      refused.push((await post(report(shopId, device), '10.0.0.2')).statusCode);
    expect(refused.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(refused.at(-1)).toBe(429);
    const limited = await withSecret();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().code).toBe('too_many_board_reports');
    const rows = await boards(api.app, shopId, a.admin.auth);
    // Reported and drawn since it was adopted, on a version that cannot be compared: online.
    expect(rows.find((r) => r.board_id === device)).toMatchObject({
      kind: 'device',
      name: '',
      state: 'online',
    });
  });

  it("refuses a report without the board's secret (401) and changes nothing; a staff reset issues a new one", async () => {
    const shopId = must(a.shopIds[0]);
    const device = randomUUID();
    const send = (secret: string | null, version: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/boards/report',
        payload: report(shopId, device, { version }),
        remoteAddress: '10.0.1.1',
        headers: secret ? { 'x-board-secret': secret, 'accept-language': 'en' } : {},
      });
    expect((await send(null, 'kijker')).statusCode).toBe(204);
    await adopt(api.app, shopId, device);
    const first = await send(null, 'echt');
    expect(first.statusCode).toBe(200);
    const secret = first.json<{ secret: string }>().secret;
    expect((await send(secret, 'echt-2')).statusCode).toBe(204);
    const missing = await send(null, 'vals');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'board_secret' });
    expect(missing.json().detail).toContain('sleutel');
    const wrong = await send('x'.repeat(43), 'vals');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toContain("board's key");
    const version = async () =>
      (await boards(api.app, shopId, a.employee.auth)).find((r) => r.board_id === device)?.version;
    expect(await version()).toBe('echt-2');

    const reset = (auth: string, sId = shopId, boardId = device) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${sId}/${boardId}/reset-secret`,
        headers: { authorization: auth },
      });
    // Another group's staff: 404, before anything else; an unknown board: 404.
    for (const auth of [b.admin.auth, b.employee.auth])
      expect((await reset(auth)).statusCode).toBe(404);
    expect((await reset(a.employee.auth, shopId, randomUUID())).statusCode).toBe(404);
    expect((await send(secret, 'echt-3')).statusCode).toBe(204);
    expect((await reset(a.employee.auth)).statusCode).toBe(204);
    // The next report gets a new secret; the old one no longer counts after that.
    const again = await send(secret, 'echt-4');
    expect(again.statusCode).toBe(200);
    const renewed = again.json<{ secret: string }>().secret;
    expect(renewed).not.toBe(secret);
    expect((await send(secret, 'vals')).statusCode).toBe(401);
    expect((await send(renewed, 'echt-5')).statusCode).toBe(204);
    expect(await version()).toBe('echt-5');
  });

  it("does not let reports naming a shop's screen mark it online without the screen board's secret", async () => {
    const shopId = must(a.shopIds[0]);
    // The screen board reported (first test) and holds the secret; it has gone quiet since.
    await new Promise((r) => setTimeout(r, OFFLINE_AFTER_MS + 300));
    const state = async () =>
      (await boards(api.app, shopId, a.employee.auth)).find((r) => r.board_id === screenId)?.state;
    expect(await state()).toBe('offline');
    const feedAt = await currentFeedAt(shopId);
    const fake = report(shopId, screenId, { kind: 'screen', feed_modified_at: feedAt });
    const posted = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: fake,
      remoteAddress: '10.0.2.1',
    });
    expect(posted.statusCode).toBe(401);
    const socket = await openBoard(baseUrl, shopId);
    socket.socket.send(JSON.stringify({ type: 'health', ...fake }));
    await until(() => socket.received.length > 0, 'the refusal');
    expect(JSON.parse(must(socket.received[0]))).toEqual({
      type: 'health_refused',
      reason: 'secret',
    });
    socket.socket.close();
    expect(await state()).toBe('offline');
    // The board itself, with its secret, is online again.
    expect((await postAsBoard(fake)).statusCode).toBe(204);
    expect(await state()).toBe('online');
  });

  it('pages the staff list (50 by default, at most 200) with the total and the count of unhealthy boards', async () => {
    const shopId = must(b.shopIds[0]);
    for (let i = 0; i < 3; i++)
      expect(
        (await postAsBoard(report(shopId, randomUUID(), { render_errors: 1 }))).statusCode,
      ).toBe(200);
    const page = async (query: string) =>
      api.app.inject({
        method: 'GET',
        url: `/v1/boards/shop/${shopId}${query}`,
        headers: { authorization: b.employee.auth },
      });
    const all = (await page('')).json<{ items: BoardRow[]; total: number; unhealthy: number }>();
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(3);
    // Reported render errors: failing, so unhealthy.
    expect(all.unhealthy).toBe(3);
    const second = (await page('?limit=2&offset=2')).json<{ items: BoardRow[]; total: number }>();
    expect(second.total).toBe(3);
    expect(second.items.map((r) => r.board_id)).toEqual([all.items[2]?.board_id]);
    const counts = (await page('?limit=0')).json<{
      items: BoardRow[];
      unhealthy_names: string[];
    }>();
    expect(counts.items).toEqual([]);
    expect(counts.unhealthy_names).toHaveLength(3);
    expect((await page('?limit=201')).statusCode).toBe(400);
    expect((await page('?offset=-1')).statusCode).toBe(400);
  });

  it('judges outdated, failing and offline boards', async () => {
    const shopId = must(a.shopIds[0]);
    const admin = await api.adminAuth();
    const old = randomUUID();
    const failing = randomUUID();
    const current = randomUUID();
    const before = await currentFeedAt(shopId);
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${shopId}`,
      headers: { authorization: admin },
      payload: { use_truncated_prices: true },
    });
    // The cache status follows the write's push (through Redis when the run has it).
    let now = before;
    await until(async () => (now = await currentFeedAt(shopId)) !== before, 'the new version');
    expect(Date.parse(now)).toBeGreaterThan(Date.parse(before));
    const post = (body: { shop_id: string; board_id: string }) => postAsBoard(body);
    // Outdated: an older app version than the server serves (an older list is no state).
    const older = { version: '0.1.9+202611010000' };
    await post(report(shopId, old, { feed_modified_at: before, ...older }));
    await post(report(shopId, failing, { feed_modified_at: now, render_errors: 2 }));
    await post(report(shopId, current, { feed_modified_at: before, version: SERVED_VERSION }));
    const states = async () =>
      Object.fromEntries(
        (await boards(api.app, shopId, admin)).map((row) => [row.board_id, row.state]),
      );
    expect(await states()).toMatchObject({
      [old]: 'outdated',
      [failing]: 'failing',
      [current]: 'online',
    });
    const rows = await boards(api.app, shopId, admin);
    expect(rows.find((row) => row.board_id === old)).toMatchObject({
      version: older.version,
      current_version: SERVED_VERSION,
    });
    // The next report without errors and reloaded: healthy again.
    await post(report(shopId, failing, { feed_modified_at: now }));
    await post(report(shopId, old, { feed_modified_at: now, version: SERVED_VERSION }));
    expect(await states()).toMatchObject({ [old]: 'online', [failing]: 'online' });
    // No report for longer than the threshold: offline.
    await new Promise((r) => setTimeout(r, OFFLINE_AFTER_MS + 300));
    expect(await states()).toMatchObject({ [old]: 'offline', [current]: 'offline' });
    await post(report(shopId, current, { feed_modified_at: now }));
    expect(await states()).toMatchObject({ [current]: 'online' });
  });

  it("shows a shop's boards only to its own staff: another group's staff get 404", async () => {
    const shopId = must(a.shopIds[0]);
    const device = randomUUID();
    await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: report(shopId, device),
    });
    await adopt(api.app, shopId, device);
    for (const auth of [b.admin.auth, b.employee.auth]) {
      const requests = [
        { method: 'GET' as const, url: `/v1/boards/shop/${shopId}` },
        { method: 'POST' as const, url: `/v1/boards/shop/${shopId}/${device}/reload` },
        { method: 'POST' as const, url: `/v1/boards/shop/${shopId}/${screenId}/identify` },
        { method: 'POST' as const, url: `/v1/boards/shop/${shopId}/${device}/reset-secret` },
        {
          method: 'PUT' as const,
          url: `/v1/boards/shop/${shopId}/${device}/name`,
          payload: { name: 'Overgenomen' },
        },
      ];
      for (const request of requests) {
        const response = await api.app.inject({ ...request, headers: { authorization: auth } });
        expect(response.statusCode, request.url).toBe(404);
      }
    }
    const rows = await boards(api.app, shopId, a.employee.auth);
    expect(rows.find((r) => r.board_id === device)?.name).toBe('');
    // A board of A named through B's shop is not B's board.
    const crossed = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${b.shopIds[0]}/${device}/reload`,
      headers: { authorization: b.admin.auth },
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().detail).toBe('Dit bord is niet bekend in deze shop.');
  });

  it('names a shop-level board; a screen board keeps its screen name', async () => {
    const shopId = must(a.shopIds[0]);
    const device = randomUUID();
    await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: report(shopId, device),
    });
    await adopt(api.app, shopId, device);
    const rename = (boardId: string, name: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/boards/shop/${shopId}/${boardId}/name`,
        headers: { authorization: a.employee.auth },
        payload: { name },
      });
    expect((await rename(device, 'Bar')).statusCode).toBe(204);
    expect((await rename(device, ' Toonbank ')).statusCode).toBe(204);
    expect((await rename(device, '')).statusCode).toBe(400);
    const screen = await rename(screenId, 'Anders');
    expect(screen.statusCode).toBe(400);
    expect(screen.json().detail).toContain('Schermen');
    expect((await rename(randomUUID(), 'Niemand')).statusCode).toBe(404);
    const rows = await boards(second, shopId, a.employee.auth);
    expect(rows.find((r) => r.board_id === device)?.name).toBe('Toonbank');
    expect(rows.find((r) => r.board_id === screenId)?.name).toBe('Links');
  });

  it('pushes reload and identify to that one board of that shop, from either process', async () => {
    const shopId = must(a.shopIds[0]);
    const target = randomUUID();
    const sibling = randomUUID();
    const feedAt = await currentFeedAt(shopId);
    const identified = async (url: string, sId: string, boardId: string) => {
      const board = await openBoard(url, sId);
      board.socket.send(
        JSON.stringify({ type: 'health', ...report(sId, boardId, { feed_modified_at: feedAt }) }),
      );
      await until(() => board.received.length > 0, 'the answer to the report');
      // A viewer until staff adopt it (through the process it reported to).
      await adopt(url === baseUrl ? api.app : second, sId, boardId);
      board.received.length = 0;
      return board;
    };
    const onFirst = await identified(baseUrl, shopId, target);
    const siblingBoard = await identified(secondUrl, shopId, sibling);
    // The same device id in another shop is another board.
    const elsewhere = await identified(secondUrl, must(b.shopIds[0]), target);
    const silentSocket = await openBoard(secondUrl, shopId);
    await api.app.inject({
      method: 'PUT',
      url: `/v1/boards/shop/${shopId}/${target}/name`,
      headers: { authorization: a.admin.auth },
      payload: { name: 'Kassa' },
    });
    onFirst.received.length = 0;
    siblingBoard.received.length = 0;
    silentSocket.received.length = 0;
    elsewhere.received.length = 0;

    const reload = await second.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${target}/reload`,
      headers: { authorization: a.employee.auth },
    });
    expect(reload.statusCode).toBe(204);
    await until(() => onFirst.received.length > 0, 'the reload');
    expect(onFirst.received.map((t) => JSON.parse(t))).toEqual([{ type: 'reload' }]);

    const identify = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${target}/identify`,
      headers: { authorization: a.employee.auth },
    });
    expect(identify.statusCode).toBe(204);
    await until(() => onFirst.received.length > 1, 'the identify');
    expect(JSON.parse(must(onFirst.received[1]))).toEqual({ type: 'identify', name: 'Kassa' });
    // Signals instead of a wait: identify the sibling and the same device id in the other shop.
    // Their own message arrives after anything sent to them before (the bus delivers in order,
    // and the silent socket sits in the sibling's process), so only their own may be there.
    for (const [sId, boardId] of [
      [shopId, sibling],
      [must(b.shopIds[0]), target],
    ] as const) {
      const signal = await api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${sId}/${boardId}/identify`,
        headers: { authorization: sId === shopId ? a.employee.auth : b.employee.auth },
      });
      expect(signal.statusCode).toBe(204);
    }
    await until(() => siblingBoard.received.length > 0, "the sibling's identify");
    await until(() => elsewhere.received.length > 0, "the other shop's identify");
    expect(siblingBoard.received.map((t) => JSON.parse(t).type)).toEqual(['identify']);
    expect(elsewhere.received.map((t) => JSON.parse(t).type)).toEqual(['identify']);
    expect(silentSocket.received).toEqual([]);
    for (const board of [onFirst, siblingBoard, elsewhere, silentSocket]) board.socket.close();
  });
});
