/**
 * The fleet with many boards over the real app: 120 boards of one group over three shops (and
 * five of another group) in every state, read a page at a time. The pages together are the
 * whole list in one order, a state or shop filter leaves the same order, the counts per state
 * and per shop cover every board of the shop filter, each board's state is the one the shop's
 * own screen health list gives it (or `closed`), and staff of one group never see another's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BoardReportBody } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { boardReport, must } from '../support/board-world';
import { createTenant, type Tenant } from '../support/fixtures';

interface FleetItem {
  shop_id: string;
  shop_name: string;
  board_id: string;
  kind: 'screen' | 'device';
  name: string;
  state: string;
  reported_at: string | null;
  screen_id: string | null;
}
interface Fleet {
  items: FleetItem[];
  total: number;
  counts: Record<string, number>;
  shops: { id: string; name: string; boards: number }[];
}

const MINUTE = 60_000;

/** A stick's report of `boardId`, with the list version it shows. */
function report(
  shopId: string,
  boardId: string,
  feedAt: string | null,
  renderErrors = 0,
  version = SERVED_VERSION,
): BoardReportBody {
  return {
    ...boardReport(shopId, boardId, 'device', renderErrors),
    feed_modified_at: feedAt,
    version,
  };
}

/** The app version the test server serves; boards running an older one are outdated. */
const SERVED_VERSION = '0.2.0+202612010000';

describe.each(testDatabases())('the fleet a page at a time on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let alfa: string;
  let beta: string;
  let gamma: string;
  let delta: string;
  const named = new Map<string, string>();

  const fleet = async (auth: string, query = ''): Promise<{ status: number; body: Fleet }> => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/fleet${query}`,
      headers: { authorization: auth },
    });
    return { status: response.statusCode, body: response.json<Fleet>() };
  };

  const currentFeedAt = async (shopId: string): Promise<string> =>
    (await api.app.inject({ method: 'GET', url: `/v1/shops/cache-status/${shopId}` })).json<{
      modified_at: string;
    }>().modified_at;

  /**
   * `count` device boards of the shop that report now, with `errors` render errors: each one a
   * viewer at first (204, no row), which staff adopt as a screen, and which then reports again.
   */
  async function reportingBoards(
    shopId: string,
    count: number,
    feedAt: string | null,
    errors = 0,
    version = SERVED_VERSION,
  ): Promise<string[]> {
    const ids: string[] = [];
    const admin = await api.adminAuth();
    for (let i = 0; i < count; i++) {
      const boardId = randomUUID();
      const post = () =>
        api.app.inject({
          method: 'POST',
          url: '/v1/boards/report',
          payload: report(shopId, boardId, feedAt, errors, version),
        });
      expect((await post()).statusCode).toBe(204);
      const adopted = await api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${shopId}/${boardId}/adopt`,
        headers: { authorization: admin },
      });
      expect(adopted.statusCode, adopted.body).toBe(204);
      const sent = await post();
      expect(sent.statusCode, sent.body).toBe(200);
      ids.push(boardId);
    }
    return ids;
  }

  /** `count` adopted device boards of the shop whose last report is ten minutes old. */
  async function silentBoards(shopId: string, count: number, feedAt: string | null) {
    const ids = await reportingBoards(shopId, count, feedAt);
    // Adopted eleven minutes ago, last heard ten minutes ago.
    const at = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
    await api.database.db.execute(
      sql`update "board_reports" set "reported_at" = ${at(10)}::timestamptz,
          "adopted_at" = ${at(11)}::timestamptz
        where "board_id" = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
  }

  beforeAll(async () => {
    api = await startTestApi(kind, {
      config: {
        boardHealth: {
          heartbeatMs: MINUTE,
          offlineAfterMs: 3 * MINUTE,
          outdatedAfterMs: 0,
          reportsPerMinute: 10_000,
        },
        appVersion: SERVED_VERSION,
      },
    });
    a = await createTenant(api, 'Pagina A', ['Pagina Alfa', 'Pagina Beta', 'Pagina Gamma']);
    b = await createTenant(api, 'Pagina B', ['Pagina Delta']);
    alfa = must(a.shopIds[0]);
    beta = must(a.shopIds[1]);
    gamma = must(a.shopIds[2]);
    delta = must(b.shopIds[0]);
    const admin = await api.adminAuth();

    // Beta shows two screens that never reported (offline) besides its shop-level boards.
    const multi = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-multiscreen/${beta}?multiscreen=true`,
      headers: { authorization: admin },
    });
    expect(multi.statusCode, multi.body).toBe(200);
    for (const name of ['Scherm links', 'Scherm rechts']) {
      const screen = await api.app.inject({
        method: 'POST',
        url: '/v1/screens',
        headers: { authorization: admin },
        payload: { shop_id: beta, name },
      });
      expect(screen.statusCode, screen.body).toBe(201);
    }
    // Gamma is closed all week.
    const hours = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${gamma}/opening-hours`,
      headers: { authorization: a.admin.auth },
      payload: {
        time_zone: 'Europe/Amsterdam',
        opening_hours: { weekdays: [[], [], [], [], [], [], []], exceptions: [] },
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);

    // Alfa: 30 online, 10 failing, 10 offline (its most shop-level boards, 50).
    const alfaAt = await currentFeedAt(alfa);
    const online = await reportingBoards(alfa, 30, alfaAt);
    await reportingBoards(alfa, 10, alfaAt, 2);
    await silentBoards(alfa, 10, alfaAt);
    for (const [index, name] of ['Zuid', 'Noord', 'Midden'].entries()) {
      const boardId = must(online[index]);
      const renamed = await api.app.inject({
        method: 'PUT',
        url: `/v1/boards/shop/${alfa}/${boardId}/name`,
        headers: { authorization: a.employee.auth },
        payload: { name },
      });
      expect(renamed.statusCode, renamed.body).toBe(204);
      named.set(boardId, name);
    }
    // Beta: 2 silent screens, 23 online, 15 running an older app version.
    await reportingBoards(beta, 23, await currentFeedAt(beta));
    await reportingBoards(beta, 15, null, 0, '0.1.9+202611010000');
    // Gamma: 30 that report, closed; Delta (the other group): 5 online.
    await reportingBoards(gamma, 30, await currentFeedAt(gamma));
    await reportingBoards(delta, 5, await currentFeedAt(delta));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it("pages the group's 120 boards: the pages together are the whole list, in one order", async () => {
    const whole = await fleet(a.employee.auth, '?limit=200');
    expect(whole.status).toBe(200);
    expect(whole.body.total).toBe(120);
    expect(whole.body.items).toHaveLength(120);
    expect(whole.body.counts).toEqual({
      online: 53,
      starting: 0,
      failing: 10,
      offline: 12,
      outdated: 15,
      closed: 30,
    });
    expect(whole.body.shops).toEqual([
      { id: alfa, name: 'Pagina Alfa', boards: 50 },
      { id: beta, name: 'Pagina Beta', boards: 40 },
      { id: gamma, name: 'Pagina Gamma', boards: 30 },
    ]);

    const pages: FleetItem[][] = [];
    for (const offset of [0, 50, 100, 150]) {
      const page = await fleet(a.employee.auth, `?limit=50&offset=${offset}`);
      expect(page.body.total).toBe(120);
      expect(page.body.counts).toEqual(whole.body.counts);
      pages.push(page.body.items);
    }
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20, 0]);
    expect(pages.flat()).toEqual(whole.body.items);
    expect(new Set(whole.body.items.map((item) => item.board_id)).size).toBe(120);
    expect((await fleet(a.employee.auth, '?offset=500')).body).toMatchObject({
      items: [],
      total: 120,
    });
    const none = await fleet(a.employee.auth, '?limit=0');
    expect(none.body).toMatchObject({ items: [], total: 120, counts: whole.body.counts });

    // By shop name; in a shop its screens by name, then its shop-level boards by name and id.
    const items = whole.body.items;
    expect(items.slice(0, 50).every((item) => item.shop_id === alfa)).toBe(true);
    expect(items.slice(50, 90).every((item) => item.shop_id === beta)).toBe(true);
    expect(items.slice(90).every((item) => item.shop_id === gamma)).toBe(true);
    const alfaIds = items.slice(0, 50).map((item) => item.board_id);
    const unnamed = alfaIds.filter((id) => !named.has(id));
    const idOf = (name: string) => must([...named].find(([, given]) => given === name))[0];
    expect(alfaIds).toEqual([...unnamed.sort(), idOf('Midden'), idOf('Noord'), idOf('Zuid')]);
    expect(items.slice(47, 50).map((item) => item.name)).toEqual(['Midden', 'Noord', 'Zuid']);
    expect(items.slice(50, 52).map((item) => [item.kind, item.name, item.state])).toEqual([
      ['screen', 'Scherm links', 'offline'],
      ['screen', 'Scherm rechts', 'offline'],
    ]);
    expect(items[50]?.reported_at).toBeNull();
    expect(items[50]?.screen_id).toBe(items[50]?.board_id);
  });

  it('judges each board as the shop’s own screen health list does', async () => {
    const whole = await fleet(a.employee.auth, '?limit=200');
    for (const shopId of [alfa, beta]) {
      const list = await api.app.inject({
        method: 'GET',
        url: `/v1/boards/shop/${shopId}?limit=200`,
        headers: { authorization: a.employee.auth },
      });
      expect(list.statusCode, list.body).toBe(200);
      const health = list.json<{ items: { board_id: string; state: string }[] }>().items;
      const fleetStates = whole.body.items
        .filter((item) => item.shop_id === shopId)
        .map((item) => [item.board_id, item.state]);
      expect(fleetStates.sort()).toEqual(
        health.map((board) => [board.board_id, board.state]).sort(),
      );
    }
  });

  it('filters by state and shop in the same order, with the counts of the shop filter', async () => {
    const whole = (await fleet(a.employee.auth, '?limit=200')).body.items;
    for (const state of ['online', 'failing', 'offline', 'outdated', 'closed']) {
      const filtered = await fleet(a.employee.auth, `?state=${state}&limit=200`);
      expect(filtered.body.items, state).toEqual(whole.filter((item) => item.state === state));
      expect(filtered.body.total).toBe(filtered.body.items.length);
      expect(filtered.body.counts.online).toBe(53);
    }
    // The offline ones a page at a time: Alfa's ten silent boards, then Beta's two screens.
    const offline = await fleet(a.employee.auth, '?state=offline&limit=5&offset=10');
    expect(offline.body.total).toBe(12);
    expect(offline.body.items.map((item) => item.name)).toEqual(['Scherm links', 'Scherm rechts']);

    const byShop = await fleet(a.employee.auth, `?shop=${beta}`);
    expect(byShop.body.total).toBe(40);
    expect(byShop.body.counts).toEqual({
      online: 23,
      starting: 0,
      failing: 0,
      offline: 2,
      outdated: 15,
      closed: 0,
    });
    expect(byShop.body.shops).toEqual([{ id: beta, name: 'Pagina Beta', boards: 40 }]);
    expect(byShop.body.items).toEqual(whole.filter((item) => item.shop_id === beta).slice(0, 50));
    const outdated = await fleet(
      a.employee.auth,
      `?shop=${beta}&state=outdated&limit=10&offset=10`,
    );
    expect(outdated.body.total).toBe(15);
    expect(outdated.body.items).toEqual(
      whole.filter((item) => item.shop_id === beta && item.state === 'outdated').slice(10),
    );
    const closed = await fleet(a.employee.auth, '?state=closed&limit=200');
    expect(closed.body.items.every((item) => item.shop_id === gamma)).toBe(true);
    expect((await fleet(a.employee.auth, `?shop=${alfa}&state=closed`)).body.total).toBe(0);
  });

  it("shows staff of one group their group's boards only", async () => {
    const other = await fleet(b.employee.auth, '?limit=200');
    expect(other.status).toBe(200);
    expect(other.body.total).toBe(5);
    expect(other.body.counts).toEqual({
      online: 5,
      starting: 0,
      failing: 0,
      offline: 0,
      outdated: 0,
      closed: 0,
    });
    expect(other.body.items.every((item) => item.shop_id === delta)).toBe(true);
    expect(other.body.shops).toEqual([{ id: delta, name: 'Pagina Delta', boards: 5 }]);
    for (const query of [`?shop=${alfa}`, `?shop=${beta}&state=outdated`, `?shop=${gamma}&limit=0`])
      expect((await fleet(b.employee.auth, query)).status, query).toBe(404);
    expect((await fleet(a.employee.auth, `?shop=${delta}`)).status).toBe(404);

    // A superuser sees both groups.
    const admin = await api.adminAuth();
    const all = await fleet(admin, '?limit=200');
    const shopIds = new Set(all.body.items.map((item) => item.shop_id));
    expect([alfa, beta, gamma, delta].every((id) => shopIds.has(id))).toBe(true);
    expect(all.body.total).toBeGreaterThanOrEqual(125);
    expect((await fleet(admin, `?shop=${delta}`)).body.total).toBe(5);
  });
});
