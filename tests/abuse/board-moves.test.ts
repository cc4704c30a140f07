import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rowsOf } from '../../server/db/rows';
import { PAIRING_SOCKETS_PER_ADDRESS } from '../../server/push/pairing-sockets';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * Attacks on the pairing socket and on a moved stick's trade, replayed on loopback: a burst of
 * sockets from one address, sockets that never name a code, guessed codes and secrets, a code
 * that expires while its socket waits, and guessed old secrets for `POST /v1/boards/moved`.
 * Each bound holds for the address that made the attack only (other loopback addresses,
 * 127.0.0.x, stand for other clients), answers stay small, and nothing is kept.
 */

interface Opened {
  socket: WebSocket;
  messages: string[];
  /** The close code, the HTTP status of a refused upgrade, or null while open. */
  outcome: () => number | null;
  ready: Promise<'open' | number>;
}

function open(url: string, from = '127.0.0.1'): Opened {
  const socket = new WebSocket(url, { localAddress: from });
  const messages: string[] = [];
  let outcome: number | null = null;
  socket.on('message', (data) => messages.push(data.toString()));
  socket.on('close', (code) => (outcome ??= code));
  const ready = new Promise<'open' | number>((resolve) => {
    socket.once('open', () => resolve('open'));
    socket.once('unexpected-response', (_request, response) => {
      outcome = response.statusCode ?? 0;
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        messages.push(body);
        resolve(outcome ?? 0);
      });
    });
    socket.once('error', () => resolve(outcome ?? -1));
  });
  return { socket, messages, outcome: () => outcome, ready };
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const count = async (api: TestApi, table: string) =>
  (
    await rowsOf<{ n: number }>(
      api.database.db,
      sql.raw(`select count(*)::int as n from "${table}"`),
    )
  )[0]?.n ?? 0;

describe.each(testDatabases())('pairing socket and move attacks on %s', (kind) => {
  let api: TestApi;
  let wsUrl: string;
  let baseUrl: string;
  let tenant: Tenant;

  async function newCode(ip: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing',
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ pairing_id: string; code: string; secret: string }>();
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `${baseUrl.replace('http', 'ws')}/v1/pairing/ws`;
    tenant = await createTenant(api, `Verhuisaanval ${kind}`, [
      'Verhuisaanval 1',
      'Verhuisaanval 2',
    ]);
    // A fresh database under a loaded machine's other work can take over a minute.
  }, 180_000);
  afterAll(() => api?.close());

  it("'GET /v1/pairing/ws': one address holds at most 10 sockets; others still get theirs", async () => {
    const sockets = Array.from({ length: 30 }, () => open(wsUrl, '127.0.0.2'));
    const outcomes = await Promise.all(sockets.map((s) => s.ready));
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(PAIRING_SOCKETS_PER_ADDRESS);
    expect(outcomes.filter((o) => o === 429)).toHaveLength(30 - PAIRING_SOCKETS_PER_ADDRESS);
    for (const refused of sockets.filter((s) => s.outcome() === 429)) {
      expect(refused.messages.join('').length).toBeLessThan(400);
      expect(JSON.parse(refused.messages.join(''))).toMatchObject({ code: 'too_many_pairings' });
    }
    // Another client is not held back.
    const other = open(wsUrl, '127.0.0.3');
    expect(await other.ready).toBe('open');
    // Sockets that never name a code are closed after 5 s, which frees the address's places.
    await until(
      () => sockets.filter((s) => s.outcome() === 4404).length === PAIRING_SOCKETS_PER_ADDRESS,
      'the silent sockets closed',
    );
    const again = open(wsUrl, '127.0.0.2');
    expect(await again.ready).toBe('open');
    for (const s of [...sockets, other, again]) s.socket.terminate();
  });

  it("'GET /v1/pairing/ws': guessed codes and secrets are closed, then held back for that address only", async () => {
    const stick = await newCode('10.62.0.1');
    const pairingsBefore = await count(api, 'board_pairings');
    const outcomes: (number | null)[] = [];
    for (let i = 0; i < 30; i++) {
      const guess = open(wsUrl, '127.0.0.4');
      expect(await guess.ready).toBe('open');
      guess.socket.send(
        JSON.stringify({
          type: 'wait',
          pairing_id: i % 2 ? stick.pairing_id : randomUUID(),
          secret: 'g'.repeat(43),
        }),
      );
      await until(() => guess.outcome() !== null, 'the socket closed');
      expect(guess.messages).toEqual([]);
      outcomes.push(guess.outcome());
    }
    // 20 refused a minute per address (as for the status read), then held back.
    expect(outcomes.filter((o) => o === 4404)).toHaveLength(20);
    expect(outcomes.filter((o) => o === 4429)).toHaveLength(10);
    expect(await count(api, 'board_pairings')).toBe(pairingsBefore);
    // The stick itself, from its own address, waits as before.
    const own = open(wsUrl, '127.0.0.5');
    await own.ready;
    own.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: stick.secret }),
    );
    await until(() => own.messages.some((m) => m.includes('"waiting"')), 'waiting');
    own.socket.terminate();
  });

  it("'GET /v1/pairing/ws': a waiting socket is closed when its code expires", async () => {
    const stick = await newCode('10.62.0.2');
    await api.database.db.execute(
      sql`update "board_pairings" set "expires_at" = now() + interval '1500 milliseconds' where "id" = ${stick.pairing_id}`,
    );
    const waiting = open(wsUrl, '127.0.0.6');
    await waiting.ready;
    waiting.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: stick.secret }),
    );
    await until(() => waiting.outcome() === 4410, 'closed as expired');
    expect(waiting.messages.at(-1)).toBe('{"type":"expired"}');
  });

  it("'POST /v1/boards/moved': guessed old secrets answer 404, then 429 for that address only", async () => {
    // A real moved stick, to show that guesses never reach it.
    const stick = await newCode('10.62.0.3');
    const claimed = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: tenant.employee.auth },
      payload: {
        code: stick.code,
        shop_id: tenant.shopIds[0],
        screen_id: null,
        orientation: 'landscape',
      },
    });
    const boardId = claimed.json<{ board_id: string }>().board_id;
    const moved = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${tenant.shopIds[0]}/${boardId}/move`,
      headers: { authorization: tenant.employee.auth },
      payload: { shop_id: tenant.shopIds[1], screen_id: null, orientation: 'landscape' },
    });
    expect(moved.statusCode).toBe(200);
    const before = await rowsOf(api.database.db, sql`select * from "board_reports" order by 1, 2`);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${baseUrl}/v1/boards/moved`, {
        method: 'POST',
        headers: { 'x-board-secret': i % 3 ? randomUUID() + 'aaaaaa' : 'm'.repeat(43) },
      });
      const body = await response.text();
      expect(body.length).toBeLessThan(400);
      expect(body).not.toContain('secret"');
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(await rowsOf(api.database.db, sql`select * from "board_reports" order by 1, 2`)).toEqual(
      before,
    );
    // The moved stick, from its own address, trades its secret as before.
    const own = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/moved',
      headers: { 'x-board-secret': stick.secret },
      remoteAddress: '10.62.0.3',
    });
    expect(own.statusCode).toBe(200);
  });
});
