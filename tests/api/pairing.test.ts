/**
 * Pairing a screen stick by a short code over the real app: a stick asks for a code, staff of
 * the shop type it and choose what the stick shows, the stick reads its board with its own
 * secret, which becomes the board's: its reports count, reports without it are refused, and
 * unpairing refuses the stick at once (its socket is told). Codes expire, wrong codes are
 * refused and limited, and a code cannot be paired into another group's shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAIRING_ALPHABET } from '../../src/domain/pairing-code';
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
  type StickStart,
} from '../support/board-world';
import type { Tenant } from '../support/fixtures';

/** A code that is not `code` (one character changed), so it is surely not the stick's. */
function otherCode(code: string): string {
  const last = code.at(-1) ?? '3';
  const next = PAIRING_ALPHABET[(PAIRING_ALPHABET.indexOf(last) + 1) % PAIRING_ALPHABET.length];
  return code.slice(0, -1) + next;
}

describe.each(testDatabases())('pairing a screen stick on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let screenId: string;
  let baseUrl: string;
  /** Each stick from its own address, so the per-address limits stay out of the way. */
  const nextAddress = addressesFrom('10.1.0');

  const start = (ip = nextAddress()) => startStick(api, ip);

  async function status(stick: StickStart, secret = stick.secret) {
    return api.app.inject({
      method: 'GET',
      url: `/v1/pairing/${stick.pairing_id}`,
      headers: { 'x-pairing-secret': secret },
      remoteAddress: '10.2.0.1',
    });
  }

  async function claim(auth: string, body: Record<string, unknown>, ip = '10.3.0.1') {
    return api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: auth, 'accept-language': 'nl' },
      payload: { screen_id: null, orientation: 'landscape', ...body },
      remoteAddress: ip,
    });
  }

  async function postReport(body: ReturnType<typeof boardReport>, secret?: string) {
    return api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: body,
      headers: secret ? { 'x-board-secret': secret } : {},
      remoteAddress: nextAddress(),
    });
  }

  beforeAll(async () => {
    ({ api, a, b } = await startBoardWorld(kind, {
      a: ['Koppel A', ['Koppel A Winkel']],
      b: ['Koppel B', ['Koppel B Winkel']],
    }));
    screenId = await createScreen(api, must(a.shopIds[0]), 'Links');
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives a stick a 6-character code without look-alikes, valid for 15 minutes', async () => {
    const stick = await start();
    expect(stick.code).toMatch(new RegExp(`^[${PAIRING_ALPHABET}]{6}$`));
    expect(stick.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(stick.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    const waiting = await status(stick);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ state: 'waiting', shop_id: null, board_id: null });
    // Only the stick's own secret reads it; the server keeps only its hash.
    expect((await status(stick, 'x'.repeat(43))).statusCode).toBe(404);
    const rows = await api.database.db.execute(
      sql`select "secret_hash", "code" from "board_pairings" where "id" = ${stick.pairing_id}`,
    );
    const row = (rows as unknown as { rows: { secret_hash: string }[] }).rows[0];
    expect(row?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(stick.secret);
  });

  it('pairs a stick to a new shop board: the stick reads it and its reports count with its secret only', async () => {
    const shopId = must(a.shopIds[0]);
    const stick = await start();
    // Typed as staff type it: lower case, a space between the groups.
    const typed = `${stick.code.slice(0, 3)} ${stick.code.slice(3)}`.toLowerCase();
    const paired = await claim(a.employee.auth, {
      code: typed,
      shop_id: shopId,
      orientation: 'portrait',
      name: 'Toonbank',
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const board = paired.json<{ board_id: string; kind: string; orientation: string }>();
    expect(board).toMatchObject({ kind: 'device', orientation: 'portrait', screen_id: null });

    const read = await status(stick);
    expect(read.json()).toMatchObject({
      state: 'paired',
      shop_id: shopId,
      board_id: board.board_id,
      kind: 'device',
      orientation: 'portrait',
    });
    // The code is used: it cannot be paired again.
    const again = await claim(a.employee.auth, { code: stick.code, shop_id: shopId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'pairing_code_unknown' });

    // Reports of that board count only with the stick's secret.
    const without = await postReport(boardReport(shopId, board.board_id, 'device'));
    expect(without.statusCode).toBe(401);
    const withSecret = await postReport(
      boardReport(shopId, board.board_id, 'device'),
      stick.secret,
    );
    expect(withSecret.statusCode).toBe(204);
    const list = await api.app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${shopId}`,
      headers: { authorization: a.employee.auth },
    });
    const listed = list.json<{ items: { board_id: string; name: string; state: string }[] }>();
    expect(listed.items.find((item) => item.board_id === board.board_id)).toMatchObject({
      name: 'Toonbank',
      state: 'online',
    });
  });

  it('unpairing refuses the stick at once: its reports, its pictures, and its socket is told', async () => {
    const shopId = must(a.shopIds[0]);
    const stick = await start();
    const paired = await claim(a.employee.auth, { code: stick.code, shop_id: shopId });
    const { board_id: boardId } = paired.json<{ board_id: string }>();
    // The stick's socket proves its secret with a report, then hears commands for its board.
    const {
      socket,
      messages: received,
      opened,
    } = openSocket(`${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`);
    await opened;
    socket.send(
      JSON.stringify({
        type: 'health',
        secret: stick.secret,
        ...boardReport(shopId, boardId, 'device'),
      }),
    );
    await until(() => received.some((text) => text.includes('health_ok')), 'the answer');
    expect(JSON.parse(must(received[0]))).not.toHaveProperty('secret');

    const unpair = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/unpair`,
      headers: { authorization: a.employee.auth },
    });
    expect(unpair.statusCode, unpair.body).toBe(204);
    await until(() => received.some((text) => text.includes('"unpaired"')), 'the unpaired message');

    // The old secret counts for nothing now, on the socket as by POST.
    const refused = await postReport(boardReport(shopId, boardId, 'device'), stick.secret);
    expect(refused.statusCode).toBe(401);
    socket.send(
      JSON.stringify({
        type: 'health',
        secret: stick.secret,
        ...boardReport(shopId, boardId, 'device'),
      }),
    );
    await until(() => received.some((text) => text.includes('health_refused')), 'the refusal');
    const picture = await api.app.inject({
      method: 'PUT',
      url: `/v1/boards/screenshot/${shopId}/${boardId}`,
      headers: { 'x-board-secret': stick.secret, 'content-type': 'image/jpeg' },
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      remoteAddress: nextAddress(),
    });
    expect(picture.statusCode).toBe(401);
    // Nor can it come back as a new board under the same id.
    const fresh = await postReport(boardReport(shopId, boardId, 'device'));
    expect(fresh.statusCode).toBe(401);
    // The unpaired board is gone from the shop's list; staff actions on it answer 404.
    const list = await api.app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${shopId}`,
      headers: { authorization: a.employee.auth },
    });
    expect(list.body).not.toContain(boardId);
    socket.close();
  });

  it('pairs a stick to a screen of the shop, and the screen board it replaces is told to stop', async () => {
    const shopId = must(a.shopIds[0]);
    const first = await start();
    expect(
      (await claim(a.admin.auth, { code: first.code, shop_id: shopId, screen_id: screenId }))
        .statusCode,
    ).toBe(201);
    expect(
      (await postReport(boardReport(shopId, screenId, 'screen'), first.secret)).statusCode,
    ).toBe(204);

    // A second stick takes the screen over: the first one's secret no longer counts.
    const second = await start();
    const moved = await claim(a.admin.auth, {
      code: second.code,
      shop_id: shopId,
      screen_id: screenId,
      orientation: 'portrait',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({
      kind: 'screen',
      board_id: screenId,
      orientation: 'portrait',
    });
    expect(
      (await postReport(boardReport(shopId, screenId, 'screen'), first.secret)).statusCode,
    ).toBe(401);
    expect(
      (await postReport(boardReport(shopId, screenId, 'screen'), second.secret)).statusCode,
    ).toBe(204);

    // A screen of another shop is not this shop's.
    const third = await start();
    const foreign = await claim(b.admin.auth, {
      code: third.code,
      shop_id: must(b.shopIds[0]),
      screen_id: screenId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("answers another group's shop as a missing one, before reading the code", async () => {
    const stick = await start();
    const response = await claim(b.employee.auth, {
      code: stick.code,
      shop_id: must(a.shopIds[0]),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    // The code is still waiting for its own shop's staff.
    expect((await status(stick)).json()).toMatchObject({ state: 'waiting' });
  });

  it('refuses an expired code, and tells the stick so', async () => {
    const stick = await start();
    await api.database.db.execute(
      sql`update "board_pairings" set "expires_at" = now() - interval '1 second' where "id" = ${stick.pairing_id}`,
    );
    const response = await claim(a.employee.auth, {
      code: stick.code,
      shop_id: must(a.shopIds[0]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'pairing_code_unknown' });
    expect((await status(stick)).json()).toMatchObject({ state: 'expired', board_id: null });
  });

  it('refuses wrong codes in the user’s language and stops a user after 10 of them', async () => {
    const stick = await start();
    const shopId = must(a.shopIds[0]);
    const wrong = await claim(
      a.admin.auth,
      { code: otherCode(stick.code), shop_id: shopId },
      '10.4.0.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ detail: string }>().detail).toContain('onbekend of verlopen');
    // Not a code at all (a look-alike character) is a wrong code too.
    const bad = await claim(a.admin.auth, { code: 'ABC10O', shop_id: shopId }, '10.4.0.2');
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 8; i += 1)
      await claim(a.admin.auth, { code: otherCode(stick.code), shop_id: shopId }, `10.4.1.${i}`);
    // The eleventh wrong code of this user waits, from any address; the right code does too.
    const held = await claim(a.admin.auth, { code: stick.code, shop_id: shopId }, '10.4.2.1');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'too_many_pairing_attempts' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another user of the group is not held back by it.
    const other = await claim(a.employee.auth, { code: stick.code, shop_id: shopId }, '10.4.2.2');
    expect(other.statusCode).toBe(201);
  });

  it('bounds the codes one address may have waiting', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 10; i += 1) await start(ip);
    const refused = await api.app.inject({ method: 'POST', url: '/v1/pairing', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_pairings' });
  });

  it('counts the codes of a network together, an IPv4-mapped address as its IPv4', async () => {
    await api.database.db.execute(sql`delete from "board_pairings" where "paired_at" is null`);
    const statuses: number[] = [];
    for (let host = 1; host <= 4; host += 1) {
      for (let i = 0; i < 10; i += 1) {
        const answer = await api.app.inject({
          method: 'POST',
          url: '/v1/pairing',
          remoteAddress: host % 2 ? `10.6.0.${host}` : `::ffff:10.6.0.${host}`,
        });
        statuses.push(answer.statusCode);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const [noted] = await rowsOf<{ networks: string[] }>(
      api.database.db,
      sql`select array_agg(distinct "network") as "networks" from "board_pairings"
        where "paired_at" is null`,
    );
    expect(noted?.networks).toEqual(['10.6.0.0/24']);
  });

  it('gives a stick of a fresh network the oldest code of the network holding the most when all are taken', async () => {
    await api.database.db.execute(sql`delete from "board_pairings" where "paired_at" is null`);
    const [shops] = await rowsOf<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from "shops"`,
    );
    const pool = Math.max(1000, (shops?.n ?? 0) * 5);
    // Taken directly, spread over networks of 5 codes: the oldest of each network first.
    await api.database.db.execute(sql`insert into "board_pairings"
        ("id", "code", "secret_hash", "address", "network", "created_at", "expires_at")
      select gen_random_uuid(), 'T' || lpad(n::text, 5, '0'), 'x', '10.8.' || (n / 5) || '.1',
        '10.8.' || (n / 5) || '.0/24', now() - make_interval(secs => ${pool} - n),
        now() + interval '10 minutes'
      from generate_series(0, ${pool - 1}) n`);
    const fresh = await start('10.9.200.1');
    expect(fresh.code).toHaveLength(6);
    const left = await rowsOf<{ code: string }>(
      api.database.db,
      sql`select "code" from "board_pairings" where "code" ~ '^T[0-9]{5}$'`,
    );
    expect(left).toHaveLength(pool - 1);
    // The very first code of the first network gave way.
    expect(left.map((row) => row.code)).not.toContain('T00000');
    await api.database.db.execute(sql`delete from "board_pairings" where "code" ~ '^T[0-9]{5}$'`);
  });
});
