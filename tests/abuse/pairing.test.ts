import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import {
  MAX_OPEN_PAIRINGS,
  MAX_OPEN_PER_ADDRESS,
  MAX_OPEN_PER_NETWORK,
  OPEN_PAIRINGS_PER_SHOP,
} from '../../server/services/board/board-pairing';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * Attacks on pairing and board pictures, replayed on loopback: a burst of new codes from one
 * address, guessed pairing ids and secrets, guessed codes by a logged-in user, pictures for
 * made-up boards or without the board's secret, and a picture announced far too large. Each
 * bound holds, answers stay small, refusals hold back only the address (or user) that made
 * them, and nothing refused is kept.
 */

const count = async (api: TestApi, table: string) =>
  (
    await rowsOf<{ n: number }>(
      api.database.db,
      sql.raw(`select count(*)::int as n from "${table}"`),
    )
  )[0]?.n ?? 0;

describe.each(testDatabases())('pairing and board picture attacks on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;
  let tenant: Tenant;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    tenant = await createTenant(api, `Koppelaanval ${kind}`, [`Koppelaanval shop ${kind}`]);
    shopId = tenant.shopIds[0] as string;
  });
  afterAll(() => api?.close());

  it("'POST /v1/pairing': a burst from one address keeps at most 10 codes and does not hold back others", async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fetch(`${baseUrl}/v1/pairing`, { method: 'POST' });
          const body = await response.text();
          expect(body.length).toBeLessThan(400);
          return response.status;
        }),
      );
      statuses.push(...answers);
    }
    const tally = (status: number) => statuses.filter((s) => s === status).length;
    expect(tally(201)).toBe(MAX_OPEN_PER_ADDRESS);
    expect(tally(429)).toBe(200 - MAX_OPEN_PER_ADDRESS);
    expect(await count(api, 'board_pairings')).toBe(MAX_OPEN_PER_ADDRESS);
    // Another address (a stick elsewhere) still gets its code.
    const other = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing',
      remoteAddress: '10.30.0.1',
    });
    expect(other.statusCode).toBe(201);
  });

  it("'GET /v1/pairing/:pairingId': guessed ids and secrets answer 404, then 429 for that address only", async () => {
    const stick = (
      await api.app.inject({ method: 'POST', url: '/v1/pairing', remoteAddress: '10.30.0.2' })
    ).json<{ pairing_id: string; secret: string }>();
    const rowsBefore = await count(api, 'board_pairings');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await fetch(
        `${baseUrl}/v1/pairing/${i % 2 ? stick.pairing_id : randomUUID()}`,
        {
          headers: { 'x-pairing-secret': 'z'.repeat(43) },
        },
      );
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    // The stick itself, from its own address, reads its code as before.
    const own = await api.app.inject({
      method: 'GET',
      url: `/v1/pairing/${stick.pairing_id}`,
      headers: { 'x-pairing-secret': stick.secret },
      remoteAddress: '10.30.0.2',
    });
    expect(own.json()).toMatchObject({ state: 'waiting' });
    expect(await count(api, 'board_pairings')).toBe(rowsBefore);
  });

  it("'POST /v1/pairing/claim': a user guessing codes is stopped after 10 wrong ones", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const code = Array.from({ length: 6 }, (_, j) => '34679ACDEF'[(i + j) % 10]).join('');
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/pairing/claim',
        headers: { authorization: tenant.employee.auth },
        payload: { code, shop_id: shopId, screen_id: null, orientation: 'landscape' },
        remoteAddress: `10.31.0.${i}`,
      });
      statuses.push(response.statusCode);
    }
    // A guess that hit an open code would have paired (201): with 11 codes open among 244
    // million, none did.
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(
      (
        await rowsOf(
          api.database.db,
          sql`select 1 from "board_reports" where "shop_id" = ${shopId}`,
        )
      ).length,
    ).toBe(0);
  });

  it("'PUT /v1/boards/screenshot/:shopId/:boardId': a body announced too large is refused before it is read", async () => {
    const url = new URL(`/v1/boards/screenshot/${shopId}/${randomUUID()}`, baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Only the headers and a first bit go out: the answer comes without the rest.
      req.write(Buffer.alloc(1024, 0xff));
    });
    expect(answer.status).toBe(413);
    expect(answer.body.length).toBeLessThan(400);
  });
  it("'PUT /v1/boards/screenshot/:shopId/:boardId': made-up boards and missing secrets keep nothing", async () => {
    const picture = await sharp({
      create: { width: 64, height: 36, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${baseUrl}/v1/boards/screenshot/${shopId}/${randomUUID()}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'x-board-secret': 'q'.repeat(43) },
        body: picture,
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    // 10 refusals a minute per address; the picture announced too large above was the first.
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(31);
    expect(await count(api, 'board_screenshots')).toBe(0);
  });

  // The floods run last: on the embedded database they hold the process (its single
  // thread) for many seconds, after which a kept-alive test connection and the server's
  // keep-alive timer fire together and the next fetch may meet a reset socket.
  /** `POST /v1/pairing` from `address` (the server sees it as the client's). */
  const ask = (address: string) =>
    api.app.inject({ method: 'POST', url: '/v1/pairing', remoteAddress: address });

  /** Ten codes asked from each address, the addresses side by side. */
  async function flood(addresses: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (let start = 0; start < addresses.length; start += 50) {
        const answers = await Promise.all(addresses.slice(start, start + 50).map(ask));
        statuses.push(...answers.map((a) => a.statusCode));
      }
    }
    return statuses;
  }

  it("'POST /v1/pairing': 100 addresses of one /24 keep 30 codes, and a stick elsewhere gets one", async () => {
    await api.database.db.execute(sql`delete from "board_pairings"`);
    const statuses = await flood(Array.from({ length: 100 }, (_, i) => `10.40.1.${i + 1}`));
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_PER_NETWORK);
    expect(statuses.filter((s) => s === 503)).toHaveLength(0);
    expect(await count(api, 'board_pairings')).toBe(MAX_OPEN_PER_NETWORK);
    // IPv6: the addresses of one /64 count together too.
    const v6 = await flood(Array.from({ length: 10 }, (_, i) => `2001:db8:40:1::${i + 1}`));
    expect(v6.filter((s) => s === 201)).toHaveLength(MAX_OPEN_PER_NETWORK);
    expect((await ask('10.41.0.1')).statusCode).toBe(201);
    expect((await ask('2001:db8:41::1')).statusCode).toBe(201);
  }, 300_000);

  it("'POST /v1/pairing': codes from 100 networks fill the pool, and a stick of a fresh network still gets one", async () => {
    await api.database.db.execute(sql`delete from "board_pairings"`);
    const [shops] = await rowsOf<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from "shops"`,
    );
    const pool = Math.max(MAX_OPEN_PAIRINGS, (shops?.n ?? 0) * OPEN_PAIRINGS_PER_SHOP);
    const networks = Math.ceil(pool / MAX_OPEN_PER_ADDRESS);
    const statuses = await flood(
      Array.from({ length: networks }, (_, i) => `10.${50 + (i >> 8)}.${i & 255}.7`),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(pool);
    expect(await count(api, 'board_pairings')).toBe(pool);
    // The flood's networks get no more codes: theirs are the most already.
    expect((await ask('10.50.0.8')).statusCode).toBe(503);
    // Sticks of fresh networks get a code at once, each taking a flooding network's oldest.
    for (const fresh of ['192.0.2.10', '198.51.100.10', '2001:db8:99::1']) {
      const answer = await ask(fresh);
      expect(answer.statusCode, fresh).toBe(201);
      const stick = answer.json<{ pairing_id: string; secret: string }>();
      const status = await api.app.inject({
        url: `/v1/pairing/${stick.pairing_id}`,
        headers: { 'x-pairing-secret': stick.secret },
        remoteAddress: fresh,
      });
      expect(status.json()).toMatchObject({ state: 'waiting' });
    }
    expect(await count(api, 'board_pairings')).toBe(pool);
    await api.database.db.execute(sql`delete from "board_pairings"`);
  }, 300_000);
});
