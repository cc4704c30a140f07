import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { boardReports } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * Anonymous board reports replayed on loopback: a burst of made-up board ids from one address,
 * the staff list after such a flood, reports faked for a shop's real screen ids (public in
 * `GET /v1/screens`), a week-old board, and resetting a board's secret across groups.
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

  it('limits a burst of made-up board ids from one address and keeps at most 50 device boards per shop', async () => {
    const shopId = a.shopIds[0] as string;
    const statuses: number[] = [];
    const firstSecrets = new Map<string, string>();
    // 400 reports over loopback, 20 at a time, each naming a new board.
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const boardId = randomUUID();
          const response = await fetch(`${baseUrl}/v1/boards/report`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(report(shopId, boardId)),
          });
          if (response.status === 200)
            firstSecrets.set(boardId, ((await response.json()) as { secret: string }).secret);
          else await response.arrayBuffer();
          return response.status;
        }),
      );
      statuses.push(...answers);
    }
    const tally = (status: number) => statuses.filter((s) => s === status).length;
    expect(tally(200)).toBe(50);
    expect(tally(409)).toBeGreaterThan(0);
    expect(tally(409)).toBeLessThanOrEqual(30);
    expect(tally(429)).toBeGreaterThanOrEqual(300);
    expect(tally(200) + tally(409) + tally(429)).toBe(400);
    expect(await deviceBoards(shopId)).toBe(50);

    // From elsewhere: a new board is refused with a clear answer, a known one keeps reporting.
    const refused = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: report(shopId, randomUUID()),
      remoteAddress: '10.20.0.1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'too_many_boards' });
    expect(refused.json().detail).toContain('50 winkelborden');
    const [known, secret] = [...firstSecrets.entries()][0] ?? [];
    const kept = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: report(shopId, known as string),
      remoteAddress: '10.20.0.1',
      headers: { 'x-board-secret': secret as string },
    });
    expect(kept.statusCode).toBe(204);
  });

  it('pages the staff list after the flood: bounded in items and bytes', async () => {
    const shopId = a.shopIds[0] as string;
    const first = await staffList(shopId, a.employee.auth);
    expect(first.statusCode).toBe(200);
    const page = first.json<{ items: unknown[]; total: number; unhealthy: number }>();
    expect(page.total).toBe(50);
    expect(page.items).toHaveLength(50);
    expect(page.unhealthy).toBe(50);
    expect(first.body.length).toBeLessThan(64 * 1024);
    const widest = await staffList(shopId, a.employee.auth, '?limit=200');
    expect(widest.body.length).toBeLessThan(64 * 1024);
    expect((await staffList(shopId, a.employee.auth, '?limit=10000')).statusCode).toBe(400);
    // The header asks for the counts only.
    const counts = await staffList(shopId, a.employee.auth, '?limit=0');
    expect(counts.json()).toMatchObject({ items: [], total: 50, unhealthy: 50 });
    expect(counts.body.length).toBeLessThan(1024);
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

  it('forgets device boards silent for a week, which frees the shop for new ones', async () => {
    const shopId = a.shopIds[0] as string;
    await api.database.db
      .update(boardReports)
      .set({ reportedAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(boardReports.shopId, shopId));
    const listed = (await staffList(shopId, a.employee.auth)).json<{ total: number }>();
    expect(listed.total).toBe(0);
    const fresh = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: report(shopId, randomUUID()),
      remoteAddress: '10.40.0.1',
    });
    expect(fresh.statusCode).toBe(200);
    expect(await deviceBoards(shopId)).toBe(1);
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
