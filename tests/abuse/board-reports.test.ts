import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { boardReports } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * Anonymous board reports replayed on loopback: bursts of made-up board ids from one address
 * and from many (viewers: answered, no row, a bounded list), adopting and forgetting them
 * across groups and beyond the cap, reports faked for a shop's real screen ids (public in
 * `GET /v1/screens`), week-old address boards of before, and resetting a board's secret
 * across groups.
 */

function report(shopId: string, boardId: string, overrides: Record<string, unknown> = {}) {
  return {
    shop_id: shopId,
    board_id: boardId,
    kind: 'device',
    version: '9.9.9',
    feed_etag: null,
    feed_modified_at: null,
    last_render_at: null,
    render_errors: 0,
    uptime_s: 1,
    heap_bytes: null,
    stage_width: 1920,
    stage_height: 1080,
    page_url: `http://127.0.0.1/pricelist/${shopId}/${'x'.repeat(400)}`,
    ...overrides,
  };
}

const OFFLINE_AFTER_MS = 1000;

describe.each(testDatabases())("'POST /v1/boards/report' attacks on %s", (kind) => {
  let api: TestApi;
  let baseUrl: string;
  let a: Tenant;
  let b: Tenant;

  const deviceBoards = async (shopId: string) =>
    (
      await api.database.db
        .select({ n: count() })
        .from(boardReports)
        .where(and(eq(boardReports.shopId, shopId), eq(boardReports.kind, 'device')))
    )[0]?.n ?? 0;

  const staffList = (shopId: string, auth: string, query = '') =>
    api.app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${shopId}${query}`,
      headers: { authorization: auth },
    });

  beforeAll(async () => {
    api = await startTestApi(kind, {
      config: {
        boardHealth: { heartbeatMs: 45_000, offlineAfterMs: OFFLINE_AFTER_MS, outdatedAfterMs: 0 },
      },
    });
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    a = await createTenant(api, `Borden A ${kind}`, [`Borden A shop ${kind}`]);
    b = await createTenant(api, `Borden B ${kind}`, [`Borden B shop ${kind}`]);
  });
  afterAll(() => api?.close());

  /** The boards seen via their address in the shop, as its staff read them. */
  const seen = async (shopId: string, auth: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/fleet/seen?shop=${shopId}&limit=200`,
      headers: { authorization: auth },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Array<{ board_id: string; stored: boolean }>; total: number }>();
  };

  it('answers a burst of made-up board ids from one address quickly, as viewers: no row, a bounded list', async () => {
    const shopId = a.shopIds[0] as string;
    const statuses: number[] = [];
    let slowest = 0;
    // 1,000 reports over loopback, 20 at a time, each naming a new board.
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const started = performance.now();
          const response = await fetch(`${baseUrl}/v1/boards/report`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(report(shopId, randomUUID())),
          });
          await response.arrayBuffer();
          slowest = Math.max(slowest, performance.now() - started);
          return response.status;
        }),
      );
      statuses.push(...answers);
    }
    const tally = (status: number) => statuses.filter((s) => s === status).length;
    // A viewer's report is accepted work (answered as any board's, without a secret): 60 a
    // minute from one address (a few more as the bucket refills on a slow run), the rest wait.
    expect(tally(204)).toBeGreaterThanOrEqual(60);
    expect(tally(204)).toBeLessThanOrEqual(100);
    expect(tally(204) + tally(429)).toBe(1000);
    expect(slowest).toBeLessThan(2000);
    expect(await deviceBoards(shopId)).toBe(0);
    const list = await seen(shopId, a.employee.auth);
    expect(list.total).toBe(20);
  });

  it('answers thousands of made-up board ids from many addresses without a row or a 5xx, the list bounded', async () => {
    const shopId = a.shopIds[0] as string;
    const statuses = new Map<number, number>();
    let slowest = 0;
    for (let i = 0; i < 2000; i++) {
      const started = performance.now();
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/boards/report',
        payload: report(shopId, randomUUID()),
        remoteAddress: `10.${(i >> 8) & 255}.${i & 255}.7`,
      });
      slowest = Math.max(slowest, performance.now() - started);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 204: 2000 });
    expect(slowest).toBeLessThan(2000);
    expect(await deviceBoards(shopId)).toBe(0);
    const list = await seen(shopId, a.employee.auth);
    expect(list.total).toBe(20);
    expect(list.items.every((item) => !item.stored)).toBe(true);
    // Not screens: not listed, not counted.
    const page = (await staffList(shopId, a.employee.auth, '?limit=0')).json<{
      total: number;
      unhealthy: number;
    }>();
    expect(page).toMatchObject({ total: 0, unhealthy: 0 });
  });

  it('adopts and forgets for staff of the shop only: another group is a 404 before anything is read', async () => {
    const shopId = a.shopIds[0] as string;
    const viewer = randomUUID();
    const sent = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: report(shopId, viewer),
      remoteAddress: '10.60.0.1',
    });
    expect(sent.statusCode).toBe(204);
    const act = (auth: string | null, action: 'adopt' | 'forget', sId = shopId, id = viewer) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${sId}/${id}/${action}`,
        headers: auth ? { authorization: auth } : {},
      });
    for (const action of ['adopt', 'forget'] as const) {
      expect((await act(null, action)).statusCode).toBe(401);
      for (const auth of [b.admin.auth, b.employee.auth]) {
        // The same answer for a board that exists and one that does not: the shop comes first.
        const known = await act(auth, action);
        const unknown = await act(auth, action, shopId, randomUUID());
        expect([known.statusCode, unknown.statusCode]).toEqual([404, 404]);
        expect(known.json()).toEqual(unknown.json());
        // B's own shop does not reach A's viewer.
        expect((await act(auth, action, b.shopIds[0] as string)).statusCode).toBe(404);
      }
    }
    expect((await act(a.employee.auth, 'adopt', shopId, randomUUID())).statusCode).toBe(404);
    expect((await act(a.employee.auth, 'adopt')).statusCode).toBe(204);
    expect(await deviceBoards(shopId)).toBe(1);
    expect((await act(a.employee.auth, 'forget')).statusCode).toBe(204);
    expect(await deviceBoards(shopId)).toBe(0);
    expect((await act(a.employee.auth, 'forget')).statusCode).toBe(404);
    // Bad ids are a 400.
    expect((await act(a.employee.auth, 'adopt', 'x', viewer)).statusCode).toBe(400);
  });

  it('keeps at most 50 shop-level boards a shop when staff adopt more', async () => {
    const shopId = b.shopIds[0] as string;
    const ids = Array.from({ length: 51 }, () => randomUUID());
    const statuses: number[] = [];
    for (const [i, id] of ids.entries()) {
      const sent = await api.app.inject({
        method: 'POST',
        url: '/v1/boards/report',
        payload: report(shopId, id),
        remoteAddress: `10.70.${i}.1`,
      });
      expect(sent.statusCode).toBe(204);
      statuses.push(
        (
          await api.app.inject({
            method: 'POST',
            url: `/v1/boards/shop/${shopId}/${id}/adopt`,
            headers: { authorization: b.admin.auth },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(204));
    expect(statuses[50]).toBe(409);
    expect(await deviceBoards(shopId)).toBe(50);
    await api.database.db.delete(boardReports).where(eq(boardReports.shopId, shopId));
  });

  it("refuses reports faked for a shop's real screen ids without the board's secret: the screen stays offline", async () => {
    const shopId = b.shopIds[0] as string;
    const admin = await api.adminAuth();
    const screenId = (
      await api.app.inject({
        method: 'POST',
        url: '/v1/screens',
        headers: { authorization: admin },
        payload: { shop_id: shopId, name: 'Bar' },
      })
    ).json<{ id: string }>().id;
    // The real board reports once over its socket and keeps its secret, then goes quiet.
    const socket = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`,
    );
    const received: string[] = [];
    socket.on('message', (data) => received.push(data.toString()));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({ type: 'health', ...report(shopId, screenId, { kind: 'screen' }) }),
    );
    for (let i = 0; i < 100 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(JSON.parse(received[0] ?? '{}')).toMatchObject({ type: 'health_ok' });
    socket.close();
    await new Promise((r) => setTimeout(r, OFFLINE_AFTER_MS + 200));

    // What anyone can read: the shop's screen ids.
    const listed = await api.app.inject({
      method: 'GET',
      url: `/v1/screens?filter=shop_id:${shopId}`,
    });
    const ids = listed.json<Array<{ id: string }>>().map((screen) => screen.id);
    expect(ids).toContain(screenId);
    const statuses: number[] = [];
    for (const id of ids)
      for (let i = 0; i < 15; i++)
        statuses.push(
          (
            await api.app.inject({
              method: 'POST',
              url: '/v1/boards/report',
              payload: report(shopId, id, { kind: 'screen' }),
              remoteAddress: '10.30.0.1',
              headers: i % 2 ? { 'x-board-secret': 'y'.repeat(43) } : {},
            })
          ).statusCode,
        );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const board = (await staffList(shopId, b.employee.auth))
      .json<{ items: Array<{ board_id: string; state: string; version: string }> }>()
      .items.find((row) => row.board_id === screenId);
    expect(board?.state).toBe('offline');
  });

  it('forgets address boards of before silent for a week when the list is read', async () => {
    const shopId = a.shopIds[0] as string;
    // Address boards stored before screens were told apart (no row is made for them now).
    const old = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    await api.database.db.execute(
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "version", "reported_at",
          "secret_hash")
        select ${shopId}, gen_random_uuid(), 'device', '9.9.9',
          ${old}::timestamptz, md5(random()::text) from generate_series(1, 50)`,
    );
    expect(await deviceBoards(shopId)).toBe(50);
    expect((await seen(shopId, a.employee.auth)).items.some((item) => item.stored)).toBe(false);
    expect(await deviceBoards(shopId)).toBe(0);
  });

  it("resets a board's secret for the shop's staff only; another group's staff get 404", async () => {
    const shopId = a.shopIds[0] as string;
    const boardId = randomUUID();
    const send = (secret?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/boards/report',
        payload: report(shopId, boardId),
        remoteAddress: '10.50.0.1',
        headers: secret ? { 'x-board-secret': secret } : {},
      });
    expect((await send()).statusCode).toBe(204);
    const adopted = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/adopt`,
      headers: { authorization: a.admin.auth },
    });
    expect(adopted.statusCode).toBe(204);
    const first = await send();
    expect(first.statusCode).toBe(200);
    const reset = (auth: string) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${shopId}/${boardId}/reset-secret`,
        headers: { authorization: auth },
      });
    for (const auth of [b.admin.auth, b.employee.auth]) {
      const answer = await reset(auth);
      expect(answer.statusCode).toBe(404);
    }
    // Untouched: a report without the secret is still refused.
    expect((await send()).statusCode).toBe(401);
    expect((await reset(a.employee.auth)).statusCode).toBe(204);
    const renewed = await send();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<{ secret: string }>().secret).not.toBe(
      first.json<{ secret: string }>().secret,
    );
  });
});
