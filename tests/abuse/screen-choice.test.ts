import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';

/**
 * Attacks on what a paired screen shows (`POST /v1/pairing/claim` and
 * `POST /v1/boards/shop/{shopId}/{boardId}/move` with a list, show, theme or wall screen):
 * another group's shop is refused as missing before its type or screens are looked at, bodies
 * are bounded, garbage choices answer a small 4xx and keep nothing, and refused choices do not
 * use up the user's wrong-code allowance (only a wrong code counts).
 */
describe.each(testDatabases())('screen choice attacks on %s', (kind) => {
  let api: TestApi;
  let mine: Tenant;
  let theirs: Tenant;
  let cafe: string;
  let theirCafe: string;
  let theirScreen: string;
  let address = 0;
  const nextAddress = () => `10.81.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  async function newCode() {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ pairing_id: string; code: string; secret: string }>();
  }

  function claim(payload: unknown, auth = mine.employee.auth) {
    return api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: '10.82.0.1',
    });
  }

  const reportsOf = async (shopId: string) =>
    (await rowsOf(api.database.db, sql`select 1 from "board_reports" where "shop_id" = ${shopId}`))
      .length;

  beforeAll(async () => {
    api = await startTestApi(kind);
    mine = await createTenant(api, `Keuzeaanval A ${kind}`, ['Keuzeaanval Café']);
    theirs = await createTenant(api, `Keuzeaanval B ${kind}`, ['Keuzeaanval Ander']);
    cafe = mine.shopIds[0] ?? '';
    theirCafe = theirs.shopIds[0] ?? '';
    for (const [shopId, tenant] of [
      [cafe, mine],
      [theirCafe, theirs],
    ] as const) {
      const set = await api.app.inject({
        method: 'PUT',
        url: `/v1/shops/${shopId}`,
        headers: { authorization: tenant.admin.auth },
        payload: { shop_type: 'horeca' },
      });
      expect(set.statusCode).toBe(200);
    }
    const screen = await api.app.inject({
      method: 'POST',
      url: '/v1/screens',
      headers: { authorization: await api.adminAuth() },
      payload: { shop_id: theirCafe, name: 'Hun muur' },
    });
    theirScreen = screen.json<{ id: string }>().id;
  }, 180_000);
  afterAll(() => api?.close());

  it("'POST /v1/pairing/claim': another group's shop is missing, whatever the choice names", async () => {
    const { code } = await newCode();
    for (const choice of [
      { view: 'cannabis' },
      { view: 'show:weekmenu' },
      { screen_id: theirScreen },
      { view: 'horeca', theme: 'light' },
    ]) {
      const response = await claim({
        code,
        shop_id: theirCafe,
        screen_id: null,
        orientation: 'landscape',
        ...choice,
      });
      // Not 400 "does not sell that": the shop's type is not told to another group.
      expect(response.statusCode).toBe(404);
      expect(response.body.length).toBeLessThan(400);
    }
    // Their wall screen named with my own shop: missing too.
    const screenOfOthers = await claim({
      code,
      shop_id: cafe,
      screen_id: theirScreen,
      orientation: 'landscape',
    });
    expect(screenOfOthers.statusCode).toBe(404);
    expect(await reportsOf(theirCafe)).toBe(0);
    expect(await reportsOf(cafe)).toBe(0);
  });

  it("'POST /v1/pairing/claim': garbage choices answer a small 4xx, keep nothing and use up no allowance", async () => {
    const { code } = await newCode();
    const base = { code, shop_id: cafe, screen_id: null, orientation: 'landscape' };
    const garbage: unknown[] = [
      { ...base, view: null },
      { ...base, view: 12 },
      { ...base, view: {} },
      { ...base, view: ['horeca'] },
      { ...base, view: 'x'.repeat(5000) },
      { ...base, view: 'show:' },
      { ...base, view: `show:${'a'.repeat(31)}` },
      { ...base, view: 'show:../../etc' },
      { ...base, view: 'HORECA' },
      { ...base, view: 'horeca\u0000' },
      { ...base, theme: 5 },
      { ...base, theme: 'light'.repeat(500) },
      { ...base, view: 'cannabis' },
      { ...base, view: 'extra' },
      { ...base, view: 'show:nope' },
      { ...base, screen_id: 'not-a-uuid' },
      { ...base, orientation: 'mobile' },
      `{"code":"${code}","shop_id":"${cafe}","view":`,
      JSON.stringify({ ...base, name: 'n'.repeat(200_000) }),
    ];
    for (const body of garbage) {
      const response = await claim(body);
      expect(response.statusCode, String(JSON.stringify(body)).slice(0, 80)).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body.length).toBeLessThan(1000);
    }
    expect(await reportsOf(cafe)).toBe(0);
    // 19 refused choices counted as no wrong code: the code still pairs.
    const paired = await claim({ ...base, view: 'horeca' });
    expect(paired.statusCode, paired.body).toBe(201);
  });

  it("'POST /v1/boards/shop/:shopId/:boardId/move': another group first, bounded body, garbage 4xx", async () => {
    const { code } = await newCode();
    const paired = await claim({
      code,
      shop_id: cafe,
      screen_id: null,
      orientation: 'landscape',
    });
    const boardId = paired.json<{ board_id: string }>().board_id;
    const move = (payload: unknown, auth = mine.employee.auth, from = cafe) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${from}/${boardId}/move`,
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const base = { shop_id: cafe, screen_id: null, orientation: 'portrait' };
    // Into another group's café, with a list a café does not sell: missing, not "not sold".
    const other = await move({ ...base, shop_id: theirCafe, view: 'cannabis' });
    expect(other.statusCode).toBe(404);
    // Their staff cannot change my board.
    const theirs2 = await move({ ...base, view: 'horeca' }, theirs.employee.auth);
    expect(theirs2.statusCode).toBe(404);
    const tooLarge = await move({ ...base, view: 'horeca', pad: 'x'.repeat(10_000) });
    expect(tooLarge.statusCode).toBe(413);
    for (const body of [
      { ...base, view: 'cannabis' },
      { ...base, view: 7 },
      { ...base, view: 'show:' },
      { ...base, screen_id: theirScreen },
      '[1,2',
    ]) {
      const response = await move(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body.length).toBeLessThan(1000);
    }
    // Nothing moved: the board still shows the shop's board, landscape.
    const [row] = await rowsOf<{ view: string; orientation: string; secret_hash: string }>(
      api.database.db,
      sql`select "view", "orientation", "secret_hash" from "board_reports"
        where "shop_id" = ${cafe} and "board_id" = ${boardId}`,
    );
    expect(row).toMatchObject({ view: 'board', orientation: 'landscape' });
    expect(row?.secret_hash).not.toBe('moving');
  });
});
