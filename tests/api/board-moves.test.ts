/**
 * A stick waits for its pairing on a socket, and staff move a paired stick in one step, over
 * the real app: the socket hears `paired` the moment staff pair the code (and nothing without
 * the code's secret); a move refuses the old secret at once (reports, socket, pictures), tells
 * the stick's socket, and the stick trades its old secret once for its new board and secret;
 * a stick that missed the message learns it on its next report. Both shops are checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import { testDatabases, type TestApi } from '../support/api';
import {
  addressesFrom,
  boardReport,
  createScreen,
  must,
  openSocket,
  startBoardWorld,
  startStick,
  until,
} from '../support/board-world';
import type { Tenant } from '../support/fixtures';

interface Claimed {
  shop_id: string;
  board_id: string;
  kind: 'screen' | 'device';
  screen_id: string | null;
  orientation: string;
}

describe.each(testDatabases())('pairing sockets and moving sticks on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let shopA1: string;
  let shopA2: string;
  let screenA2: string;
  let wsBase: string;
  const nextAddress = addressesFrom('10.61.0');

  const start = () => startStick(api, nextAddress());

  async function claim(auth: string, body: Record<string, unknown>) {
    return api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: auth },
      payload: { screen_id: null, orientation: 'landscape', ...body },
      remoteAddress: nextAddress(),
    });
  }

  async function pairedStick(shopId: string, name?: string) {
    const stick = await start();
    const response = await claim(a.employee.auth, {
      code: stick.code,
      shop_id: shopId,
      ...(name && { name }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { secret: stick.secret, board: response.json<Claimed>() };
  }

  async function move(auth: string, shopId: string, boardId: string, body: object) {
    return api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/move`,
      headers: { authorization: auth, 'accept-language': 'nl' },
      payload: { screen_id: null, orientation: 'landscape', ...body },
    });
  }

  async function fetchMove(secret: string) {
    return api.app.inject({
      method: 'POST',
      url: '/v1/boards/moved',
      headers: { 'x-board-secret': secret },
      remoteAddress: nextAddress(),
    });
  }

  async function postReport(body: ReturnType<typeof boardReport>, secret: string) {
    return api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: body,
      headers: { 'x-board-secret': secret },
      remoteAddress: nextAddress(),
    });
  }

  async function listed(auth: string, shopId: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${shopId}`,
      headers: { authorization: auth },
    });
    return response.json<{ items: { board_id: string; name: string }[] }>().items;
  }

  /** A board socket that proved its secret with a report. */
  async function boardSocket(
    shopId: string,
    boardId: string,
    boardKind: Claimed['kind'],
    secret: string,
  ) {
    const board = openSocket(`${wsBase}/v1/ws?shopId=${shopId}&connectionType=shop`);
    await board.opened;
    board.socket.send(
      JSON.stringify({ type: 'health', secret, ...boardReport(shopId, boardId, boardKind) }),
    );
    await until(() => board.messages.some((m) => m.includes('health_ok')), 'the health answer');
    return board;
  }

  beforeAll(async () => {
    ({ api, a, b } = await startBoardWorld(kind, {
      a: [`Verhuis A ${kind}`, ['Verhuis A1', 'Verhuis A2']],
      b: [`Verhuis B ${kind}`, ['Verhuis B1']],
    }));
    shopA1 = must(a.shopIds[0]);
    shopA2 = must(a.shopIds[1]);
    screenA2 = await createScreen(api, shopA2, 'Achterwand');
    const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = base.replace('http', 'ws');
    // A fresh database under a loaded machine's other work can take over a minute.
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it('tells a waiting stick on its socket the moment staff pair its code', async () => {
    const stick = await start();
    expect(stick.poll_ms).toBeGreaterThanOrEqual(30_000);
    const waiting = openSocket(`${wsBase}/v1/pairing/ws`);
    await waiting.opened;
    waiting.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: stick.secret }),
    );
    await until(() => waiting.messages.some((m) => m.includes('"waiting"')), 'waiting');
    const response = await claim(a.employee.auth, {
      code: stick.code,
      shop_id: shopA1,
      orientation: 'portrait',
    });
    expect(response.statusCode).toBe(201);
    const board = response.json<Claimed>();
    await until(() => waiting.messages.some((m) => m.includes('"paired"')), 'paired');
    const paired = JSON.parse(must(waiting.messages.find((m) => m.includes('"paired"'))));
    expect(paired).toEqual({
      type: 'paired',
      shop_id: shopA1,
      board_id: board.board_id,
      kind: 'device',
      screen_id: null,
      orientation: 'portrait',
      view: 'board',
      theme: 'dark',
    });
    // No secret travels: the stick's own secret is its board's now.
    expect(waiting.messages.join('')).not.toContain(stick.secret);
    await until(() => waiting.closed() === 1000, 'the socket closed');

    // A socket opened after the pairing hears it at once.
    const late = openSocket(`${wsBase}/v1/pairing/ws`);
    await late.opened;
    late.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: stick.secret }),
    );
    await until(() => late.messages.some((m) => m.includes('"paired"')), 'paired at once');
  });

  it('closes a pairing socket that names a code without its secret, or nothing at all', async () => {
    const stick = await start();
    const wrong = openSocket(`${wsBase}/v1/pairing/ws`);
    await wrong.opened;
    wrong.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: 'x'.repeat(43) }),
    );
    await until(() => wrong.closed() === 4404, 'closed as unknown');
    expect(wrong.messages).toEqual([]);
    const garbage = openSocket(`${wsBase}/v1/pairing/ws`);
    await garbage.opened;
    garbage.socket.send('{"type":"wait"');
    await until(() => garbage.closed() === 4404, 'closed as unknown');
    // An expired code is told so and closed.
    await api.database.db.execute(
      sql`update "board_pairings" set "expires_at" = now() - interval '1 second' where "id" = ${stick.pairing_id}`,
    );
    const expired = openSocket(`${wsBase}/v1/pairing/ws`);
    await expired.opened;
    expired.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: stick.secret }),
    );
    await until(() => expired.closed() === 4410, 'closed as expired');
    expect(expired.messages).toEqual(['{"type":"expired"}']);
  });

  it('moves a stick to another shop of the group: the old secret is refused at once and traded once for the new board', async () => {
    const { secret, board } = await pairedStick(shopA1, 'Toonbank');
    const socket = await boardSocket(shopA1, board.board_id, 'device', secret);

    const moved = await move(a.employee.auth, shopA1, board.board_id, {
      shop_id: shopA2,
      orientation: 'portrait',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      shop_id: shopA2,
      board_id: board.board_id,
      kind: 'device',
      screen_id: null,
      orientation: 'portrait',
      view: 'board',
      theme: 'dark',
    });
    // The stick's socket is told; nothing in it is a secret.
    await until(() => socket.messages.includes('{"type":"moved"}'), 'the moved message');

    // The old secret counts for nothing on the old board: reports are refused as moved.
    const old = await postReport(boardReport(shopA1, board.board_id, 'device'), secret);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'board_moved' });
    const picture = await api.app.inject({
      method: 'PUT',
      url: `/v1/boards/screenshot/${shopA1}/${board.board_id}`,
      headers: { 'x-board-secret': secret, 'content-type': 'image/jpeg' },
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      remoteAddress: nextAddress(),
    });
    expect(picture.statusCode).toBe(401);
    // Nor on the new board.
    const early = await postReport(boardReport(shopA2, board.board_id, 'device'), secret);
    expect(early.statusCode).toBe(409);

    // The stick trades it, once, for its new board and a new secret.
    const fetched = await fetchMove(secret);
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.headers['cache-control']).toBe('no-store');
    const next = fetched.json<Claimed & { secret: string }>();
    expect(next).toMatchObject({ shop_id: shopA2, board_id: board.board_id, kind: 'device' });
    expect(next.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.secret).not.toBe(secret);
    expect((await fetchMove(secret)).statusCode).toBe(404);
    const [row] = await rowsOf<{ secret_hash: string; moved_from_hash: string | null }>(
      api.database.db,
      sql`select "secret_hash", "moved_from_hash" from "board_reports" where "shop_id" = ${shopA2} and "board_id" = ${board.board_id}`,
    );
    expect(row?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.moved_from_hash).toBeNull();

    expect(
      (await postReport(boardReport(shopA2, board.board_id, 'device'), next.secret)).statusCode,
    ).toBe(204);
    expect(
      (await postReport(boardReport(shopA1, board.board_id, 'device'), secret)).statusCode,
    ).toBe(401);
    // Listed in its new shop under its name, gone from the old one.
    expect(await listed(a.employee.auth, shopA1)).not.toContainEqual(
      expect.objectContaining({ board_id: board.board_id }),
    );
    expect(await listed(a.employee.auth, shopA2)).toContainEqual(
      expect.objectContaining({ board_id: board.board_id, name: 'Toonbank' }),
    );
    socket.socket.close();
  });

  it('moves a stick to a screen, or to another orientation, and a stick that missed it learns it on its next report', async () => {
    const { secret, board } = await pairedStick(shopA1);
    const moved = await move(a.admin.auth, shopA1, board.board_id, {
      shop_id: shopA2,
      screen_id: screenA2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ kind: 'screen', board_id: screenA2, shop_id: shopA2 });

    // No socket was open: the next report over a socket is refused as moved.
    const late = openSocket(`${wsBase}/v1/ws?shopId=${shopA1}&connectionType=shop`);
    await late.opened;
    late.socket.send(
      JSON.stringify({ type: 'health', secret, ...boardReport(shopA1, board.board_id, 'device') }),
    );
    await until(() => late.messages.some((m) => m.includes('health_refused')), 'the refusal');
    expect(JSON.parse(must(late.messages[0]))).toEqual({ type: 'health_refused', reason: 'moved' });
    late.socket.close();
    const fetched = (await fetchMove(secret)).json<Claimed & { secret: string }>();
    expect(fetched).toMatchObject({ kind: 'screen', board_id: screenA2, screen_id: screenA2 });

    // The same screen in portrait: the secret is renewed as well.
    const turned = await move(a.admin.auth, shopA2, screenA2, {
      shop_id: shopA2,
      screen_id: screenA2,
      orientation: 'portrait',
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(
      (await postReport(boardReport(shopA2, screenA2, 'screen'), fetched.secret)).statusCode,
    ).toBe(409);
    const again = (await fetchMove(fetched.secret)).json<Claimed & { secret: string }>();
    expect(again).toMatchObject({ board_id: screenA2, orientation: 'portrait' });
    expect(
      (await postReport(boardReport(shopA2, screenA2, 'screen'), again.secret)).statusCode,
    ).toBe(204);

    // Moving it where it already is changes nothing.
    const same = await move(a.admin.auth, shopA2, screenA2, {
      shop_id: shopA2,
      screen_id: screenA2,
      orientation: 'portrait',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json<{ detail: string }>().detail).toContain('toont dat al');
  });

  it('checks both shops: another group can neither move the stick nor receive it', async () => {
    const { secret, board } = await pairedStick(shopA1);
    const foreignSource = await move(b.admin.auth, shopA1, board.board_id, {
      shop_id: must(b.shopIds[0]),
    });
    expect(foreignSource.statusCode).toBe(404);
    const foreignTarget = await move(a.admin.auth, shopA1, board.board_id, {
      shop_id: must(b.shopIds[0]),
    });
    expect(foreignTarget.statusCode).toBe(404);
    // A screen of another shop is not the target shop's.
    const wrongScreen = await move(a.admin.auth, shopA1, board.board_id, {
      shop_id: shopA1,
      screen_id: screenA2,
    });
    expect(wrongScreen.statusCode).toBe(404);
    // Nothing moved: the stick's secret still counts where it was.
    expect(
      (await postReport(boardReport(shopA1, board.board_id, 'device'), secret)).statusCode,
    ).toBe(204);
    expect((await fetchMove(secret)).statusCode).toBe(404);
  });

  it('refuses to move a board that was not paired by a code', async () => {
    const first = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: boardReport(shopA1, '8a7a1c56-6f55-4e8e-9a39-8d2d3a1f0b11', 'device'),
      remoteAddress: nextAddress(),
    });
    // A board seen via its address, which staff adopted as a screen: not a paired stick.
    expect(first.statusCode).toBe(204);
    const adopted = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopA1}/8a7a1c56-6f55-4e8e-9a39-8d2d3a1f0b11/adopt`,
      headers: { authorization: a.admin.auth },
    });
    expect(adopted.statusCode, adopted.body).toBe(204);
    const refused = await move(a.admin.auth, shopA1, '8a7a1c56-6f55-4e8e-9a39-8d2d3a1f0b11', {
      shop_id: shopA2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'board_not_paired' });
    const missing = await move(a.admin.auth, shopA1, '2b0f3a5e-1c1d-4c59-8f3a-5a6b7c8d9e0f', {
      shop_id: shopA2,
    });
    expect(missing.statusCode).toBe(404);
  });
});
