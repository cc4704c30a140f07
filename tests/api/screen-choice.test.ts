/**
 * What a paired stick shows, over the real app: staff choose one of the shop's own boards when
 * they pair a stick (the shop's board, the hospitality list, the `extra` list, the cannabis
 * list, a show, or one screen of its wall; landscape or portrait; dark or light), the choice is
 * kept with the board and given to the stick (its socket, its status, the fleet), and changed
 * later in one step (the stick hears `moved` and fetches its new choice), to another shop too.
 * A café is offered no cannabis list and a coffeeshop no hospitality list; a screen of another
 * shop and another group's shop are refused before anything is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApi } from '../support/api';
import {
  addressesFrom,
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
  view: string;
  theme: string;
}

describe.each(testDatabases())('what a paired screen shows on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  /** A café (horeca), a coffeeshop (cannabis) and a shop of both, of one group. */
  let cafe: string;
  let coffeeshop: string;
  let both: string;
  let cafeWall: string;
  let coffeeshopWall: string;
  let wsBase: string;
  const nextAddress = addressesFrom('10.71.0');

  async function claim(body: Record<string, unknown>, auth = a.employee.auth) {
    const stick = await startStick(api, nextAddress());
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: auth, 'accept-language': 'nl' },
      payload: { code: stick.code, screen_id: null, orientation: 'landscape', ...body },
      remoteAddress: nextAddress(),
    });
    return { stick, response };
  }

  async function status(stick: { pairing_id: string; secret: string }) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/pairing/${stick.pairing_id}`,
      headers: { 'x-pairing-secret': stick.secret },
      remoteAddress: nextAddress(),
    });
    return response.json<Record<string, unknown>>();
  }

  async function move(shopId: string, boardId: string, body: object, auth = a.employee.auth) {
    return api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/move`,
      headers: { authorization: auth, 'accept-language': 'nl' },
      payload: { screen_id: null, orientation: 'landscape', ...body },
    });
  }

  async function fleetItem(boardId: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/fleet?limit=200',
      headers: { authorization: a.employee.auth },
    });
    return response
      .json<{ items: Record<string, unknown>[] }>()
      .items.find((item) => item.board_id === boardId);
  }

  beforeAll(async () => {
    ({ api, a, b } = await startBoardWorld(kind, {
      a: [`Keuze A ${kind}`, ['Keuze Café', 'Keuze Coffeeshop', 'Keuze Beide']],
      b: [`Keuze B ${kind}`, ['Keuze Ander']],
    }));
    cafe = must(a.shopIds[0]);
    coffeeshop = must(a.shopIds[1]);
    both = must(a.shopIds[2]);
    for (const [shopId, type] of [
      [cafe, 'horeca'],
      [coffeeshop, 'cannabis'],
      [both, 'both'],
    ] as const) {
      const set = await api.app.inject({
        method: 'PUT',
        url: `/v1/shops/${shopId}`,
        headers: { authorization: a.admin.auth },
        payload: { shop_type: type },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    cafeWall = await createScreen(api, cafe, 'Muur 2');
    coffeeshopWall = await createScreen(api, coffeeshop, 'Muur 1');
    const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = base.replace('http', 'ws');
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it('stores each choice of a café and a coffeeshop and gives it to the stick', async () => {
    const cases: [Record<string, unknown>, Partial<Claimed>][] = [
      [
        { shop_id: cafe, view: 'horeca', orientation: 'portrait' },
        { view: 'horeca', orientation: 'portrait', theme: 'dark', kind: 'device' },
      ],
      [{ shop_id: cafe }, { view: 'board', orientation: 'landscape', theme: 'dark' }],
      [
        { shop_id: cafe, view: 'board', theme: 'light' },
        { view: 'board', theme: 'light' },
      ],
      // A show decides its own orientation and theme.
      [
        { shop_id: coffeeshop, view: 'show:light-portrait', orientation: 'landscape' },
        { view: 'show:light-portrait', orientation: 'portrait', theme: 'light' },
      ],
      [
        { shop_id: cafe, view: 'show:horeca' },
        { view: 'show:horeca', orientation: 'landscape' },
      ],
      [
        { shop_id: coffeeshop, view: 'cannabis', orientation: 'portrait' },
        { view: 'cannabis', orientation: 'portrait' },
      ],
      [
        { shop_id: both, view: 'extra', theme: 'light' },
        { view: 'extra', theme: 'light' },
      ],
      [
        { shop_id: cafe, screen_id: cafeWall, orientation: 'portrait' },
        { kind: 'screen', screen_id: cafeWall, view: 'board', orientation: 'portrait' },
      ],
    ];
    for (const [body, expected] of cases) {
      const { stick, response } = await claim(body);
      expect(response.statusCode, response.body).toBe(201);
      const claimed = response.json<Claimed>();
      expect(claimed).toMatchObject({ shop_id: body.shop_id, ...expected });
      expect(await status(stick)).toMatchObject({
        state: 'paired',
        board_id: claimed.board_id,
        view: claimed.view,
        theme: claimed.theme,
        orientation: claimed.orientation,
      });
      expect(await fleetItem(claimed.board_id)).toMatchObject({
        view: claimed.view,
        theme: claimed.theme,
        orientation: claimed.orientation,
      });
    }
  });

  it('refuses a list the shop does not sell, a show or screen of another shop, another group', async () => {
    const refused: [Record<string, unknown>, number, string?][] = [
      [{ shop_id: cafe, view: 'cannabis' }, 400, 'board_view_not_sold'],
      [{ shop_id: cafe, view: 'extra' }, 400, 'board_view_not_sold'],
      [{ shop_id: cafe, view: 'show:cannabis' }, 400, 'board_view_not_sold'],
      [{ shop_id: coffeeshop, view: 'horeca' }, 400, 'board_view_not_sold'],
      [{ shop_id: coffeeshop, view: 'show:extra-portrait' }, 400, 'board_view_not_sold'],
      [{ shop_id: cafe, view: 'show:weekmenu' }, 400, 'board_view_unknown'],
      [{ shop_id: cafe, screen_id: cafeWall, view: 'horeca' }, 400, 'board_view_of_screen'],
      // The coffeeshop's wall screen is not the café's.
      [{ shop_id: cafe, screen_id: coffeeshopWall }, 404],
      [{ shop_id: must(b.shopIds[0]) }, 404],
      [{ shop_id: cafe, view: 'horeca; drop table shops' }, 400],
      [{ shop_id: cafe, theme: 'neon' }, 400],
    ];
    for (const [body, statusCode, code] of refused) {
      const { stick, response } = await claim(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(statusCode);
      if (code) {
        expect(response.json<{ code: string }>().code).toBe(code);
        expect(response.json<{ detail: string }>().detail.length).toBeGreaterThan(20);
      }
      // The code is still the stick's to pair.
      expect(await status(stick)).toMatchObject({ state: 'waiting' });
    }
  });

  it('tells a waiting stick its choice on its socket within a second, without a status read', async () => {
    const stick = await startStick(api, nextAddress());
    const waiting = openSocket(`${wsBase}/v1/pairing/ws`);
    await waiting.opened;
    waiting.socket.send(
      JSON.stringify({ type: 'wait', pairing_id: stick.pairing_id, secret: stick.secret }),
    );
    await until(() => waiting.messages.some((m) => m.includes('"waiting"')), 'waiting');
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: a.employee.auth },
      payload: {
        code: stick.code,
        shop_id: cafe,
        screen_id: null,
        orientation: 'portrait',
        view: 'horeca',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const claimedAt = Date.now();
    await until(() => waiting.messages.some((m) => m.includes('"paired"')), 'paired', 1000);
    expect(Date.now() - claimedAt).toBeLessThan(1000);
    const paired = JSON.parse(must(waiting.messages.find((m) => m.includes('"paired"'))));
    expect(paired).toMatchObject({
      type: 'paired',
      shop_id: cafe,
      kind: 'device',
      orientation: 'portrait',
      view: 'horeca',
      theme: 'dark',
    });
    waiting.socket.close();
  });

  it('changes what a screen shows later in one step, and moves it to another shop', async () => {
    const { stick, response } = await claim({ shop_id: cafe, view: 'horeca' });
    const board = response.json<Claimed>();
    const board1 = board.board_id;

    // The same choice again is no change.
    const same = await move(cafe, board1, { shop_id: cafe, view: 'horeca' });
    expect(same.statusCode).toBe(409);
    // Not a list the café sells.
    const wrong = await move(cafe, board1, { shop_id: cafe, view: 'cannabis' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('board_view_not_sold');

    const changed = await move(cafe, board1, {
      shop_id: cafe,
      view: 'board',
      orientation: 'portrait',
      theme: 'light',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Claimed>()).toMatchObject({
      board_id: board1,
      view: 'board',
      orientation: 'portrait',
      theme: 'light',
    });
    // The stick trades its secret for the changed board.
    const fetched = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/moved',
      headers: { 'x-board-secret': stick.secret },
      remoteAddress: nextAddress(),
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    const next = fetched.json<Claimed & { secret: string }>();
    expect(next).toMatchObject({ shop_id: cafe, board_id: board1, view: 'board', theme: 'light' });
    expect(await fleetItem(board1)).toMatchObject({ view: 'board', theme: 'light' });

    // To the coffeeshop: its own lists only.
    const toHoreca = await move(cafe, board1, { shop_id: coffeeshop, view: 'horeca' });
    expect(toHoreca.statusCode).toBe(400);
    const toOtherGroup = await move(cafe, board1, { shop_id: must(b.shopIds[0]) });
    expect(toOtherGroup.statusCode).toBe(404);
    const moved = await move(cafe, board1, {
      shop_id: coffeeshop,
      view: 'cannabis',
      orientation: 'portrait',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const fetchedAgain = await api.app.inject({
      method: 'POST',
      url: '/v1/boards/moved',
      headers: { 'x-board-secret': next.secret },
      remoteAddress: nextAddress(),
    });
    expect(fetchedAgain.json<Claimed>()).toMatchObject({
      shop_id: coffeeshop,
      view: 'cannabis',
      orientation: 'portrait',
      theme: 'dark',
    });
    // A screen of the wall of the coffeeshop, then.
    const toWall = await move(coffeeshop, board1, {
      shop_id: coffeeshop,
      screen_id: coffeeshopWall,
    });
    expect(toWall.statusCode, toWall.body).toBe(200);
    expect(toWall.json<Claimed>()).toMatchObject({
      kind: 'screen',
      board_id: coffeeshopWall,
      view: 'board',
    });
  });
});
