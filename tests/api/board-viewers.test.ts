/**
 * Screens and viewers over the real app, a real SMTP server and the app's injectable clock: a
 * browser that opens a board address is a viewer (answered as any board, no row, not in the
 * fleet, not counted, never mailed about) until staff adopt it; a paired stick is a screen
 * (listed, watched). Adopting gives the board its secret at its next report; forgetting drops
 * it. Address boards stored before are listed once as seen via their address, adoptable,
 * forgettable, and swept after a week unseen. A just-paired screen is "starting" (not counted)
 * until it draws or 2 minutes pass; "outdated" is an older app version than the one served.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAlertDetectorOf } from '../../server/app';
import { rowsOf } from '../../server/db/rows';
import type { TestApi } from '../support/api';
import { testDatabases } from '../support/api';
import {
  addressesFrom,
  boardReport,
  must,
  pairReportingBoard,
  startBoardWorld,
  startStick,
} from '../support/board-world';
import type { Tenant } from '../support/fixtures';
import { MailServer } from '../support/mail-server';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SERVED_VERSION = '0.2.0+202612010000';

interface FleetItem {
  board_id: string;
  state: string;
  version: string | null;
  current_version: string | null;
}
interface SeenItem {
  board_id: string;
  shop_id: string;
  page_url: string;
  stage_width: number;
  stored: boolean;
}

describe.each(testDatabases())('screens and viewers on %s', (kind) => {
  let api: TestApi;
  let mail: MailServer;
  let a: Tenant;
  let b: Tenant;
  let now = Date.now();
  const pairingAddress = addressesFrom('10.8.0');
  const reportAddress = addressesFrom('10.8.1');

  const get = async <T>(auth: string, url: string): Promise<T> => {
    const response = await api.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const fleet = (shopId: string) =>
    get<{ items: FleetItem[]; total: number; counts: Record<string, number> }>(
      a.admin.auth,
      `/v1/fleet?shop=${shopId}&limit=200`,
    );
  const seen = (shopId: string) =>
    get<{ items: SeenItem[]; total: number }>(a.admin.auth, `/v1/fleet/seen?shop=${shopId}`);
  const header = (shopId: string) =>
    get<{ total: number; unhealthy: number; unhealthy_names: string[] }>(
      a.employee.auth,
      `/v1/boards/shop/${shopId}?limit=0`,
    );
  const rowsOfBoard = async (boardId: string) =>
    (
      await rowsOf(
        api.database.db,
        sql`select 1 from "board_reports" where "board_id" = ${boardId}`,
      )
    ).length;
  const postReport = (body: object, secret?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/boards/report',
      payload: body,
      remoteAddress: reportAddress(),
      headers: secret ? { 'x-board-secret': secret } : {},
    });
  const act = (shopId: string, boardId: string, action: 'adopt' | 'forget') =>
    api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/${action}`,
      headers: { authorization: a.employee.auth },
    });
  /** A browser at the shop's old board address: a report as a viewer sends it. */
  const viewerReport = (shopId: string, boardId: string) => ({
    ...boardReport(shopId, boardId, 'device'),
    page_url: `http://127.0.0.1/pricelist/${shopId}`,
    stage_width: 1366,
    stage_height: 768,
  });

  beforeAll(async () => {
    mail = await new MailServer().start();
    const config = {
      appVersion: SERVED_VERSION,
      boardAlerts: {
        intervalMs: 0,
        minuteMs: MINUTE,
        smtpUrl: mail.url('alerts', 'smtp-pass-viewers-1'),
        mailFrom: 'Pricelist <alerts@pricelist.test>',
        publicUrl: 'https://pricelist.test',
      },
    };
    ({ api, a, b } = await startBoardWorld(
      kind,
      { a: ['Kijkers A', ['Café De Markt', 'Café Het Plein']], b: ['Kijkers B', ['Elders']] },
      { config, clock: () => now },
    ));
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await mail?.close();
  });

  it("keeps no row for a viewer's reports, lists and counts it nowhere and never mails about it; a paired stick is listed and watched", async () => {
    now = Date.now();
    const shopId = must(a.shopIds[0]);
    const subscribed = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${shopId}/board-alerts/subscription`,
      headers: { authorization: a.employee.auth },
      payload: { email: 'balie@markt.example' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const viewer = randomUUID();
    for (let i = 0; i < 3; i++) {
      const answer = await postReport(viewerReport(shopId, viewer));
      // Answered as any board (no error), without a secret.
      expect(answer.statusCode).toBe(204);
    }
    expect(await rowsOfBoard(viewer)).toBe(0);
    expect((await fleet(shopId)).items.map((item) => item.board_id)).not.toContain(viewer);
    expect(await header(shopId)).toMatchObject({ total: 0, unhealthy: 0 });
    const listed = (await seen(shopId)).items.filter((item) => item.board_id === viewer);
    expect(listed).toEqual([
      expect.objectContaining({
        shop_id: shopId,
        page_url: `http://127.0.0.1/pricelist/${shopId}`,
        stage_width: 1366,
        stored: false,
      }),
    ]);
    // Another group does not see it.
    const other = await api.app.inject({
      method: 'GET',
      url: `/v1/fleet/seen?shop=${shopId}`,
      headers: { authorization: b.admin.auth },
    });
    expect(other.statusCode).toBe(404);

    const stick = await pairReportingBoard(api, a.admin.auth, shopId, 'Toonbank', {
      pairing: pairingAddress(),
      report: reportAddress(),
    });
    const listedStick = (await fleet(shopId)).items;
    expect(listedStick.map((item) => [item.board_id, item.state])).toEqual([
      [stick.boardId, 'online'],
    ]);

    // Both go quiet; eleven minutes later only the stick is offline, counted and mailed about.
    mail.mails.length = 0;
    now = Date.now() + 11 * MINUTE;
    const changes = await boardAlertDetectorOf(api.app).run();
    expect(changes.map((change) => [change.boardId, change.state])).toEqual([
      [stick.boardId, 'offline'],
    ]);
    await mail.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails.map((m) => m.subject)).toEqual([
      'Scherm Toonbank van Café De Markt is offline',
    ]);
    expect(JSON.stringify(mail.mails)).not.toContain(viewer.slice(0, 8));
    expect(await header(shopId)).toMatchObject({
      total: 1,
      unhealthy: 1,
      unhealthy_names: ['Toonbank'],
    });
    // The viewer, unseen for 15 minutes, drops out of the list by itself.
    now = Date.now() + 16 * MINUTE;
    expect((await seen(shopId)).items.map((item) => item.board_id)).not.toContain(viewer);
  });

  it('adopts a viewer as a screen: stored, listed, starting until it draws, its secret at its next report; forgets others', async () => {
    now = Date.now();
    const shopId = must(a.shopIds[1]);
    const kiosk = randomUUID();
    const laptop = randomUUID();
    const kioskReport = viewerReport(shopId, kiosk);
    expect((await postReport(kioskReport)).statusCode).toBe(204);
    expect((await postReport(viewerReport(shopId, laptop))).statusCode).toBe(204);
    expect((await act(shopId, kiosk, 'adopt')).statusCode).toBe(204);
    expect(await rowsOfBoard(kiosk)).toBe(1);
    // Listed at once; not drawn since it was adopted: starting, which is not counted.
    expect((await fleet(shopId)).items.map((item) => [item.board_id, item.state])).toEqual([
      [kiosk, 'starting'],
    ]);
    expect((await fleet(shopId)).counts).toMatchObject({ starting: 1 });
    expect(await header(shopId)).toMatchObject({ total: 1, unhealthy: 0 });
    expect((await seen(shopId)).items.map((item) => item.board_id)).toEqual([laptop]);
    // Its next report is answered with its secret, as a first report is; then only with it.
    const first = await postReport(viewerReport(shopId, kiosk));
    expect(first.statusCode, first.body).toBe(200);
    const secret = first.json<{ secret: string }>().secret;
    expect((await postReport(viewerReport(shopId, kiosk))).statusCode).toBe(401);
    expect((await postReport(viewerReport(shopId, kiosk), secret)).statusCode).toBe(204);
    expect((await fleet(shopId)).items.map((item) => [item.board_id, item.state])).toEqual([
      [kiosk, 'online'],
    ]);
    // Adopting again changes nothing; the laptop is forgotten (until it reports again).
    expect((await act(shopId, kiosk, 'adopt')).statusCode).toBe(204);
    expect((await act(shopId, laptop, 'forget')).statusCode).toBe(204);
    expect((await seen(shopId)).items).toEqual([]);
    expect((await act(shopId, laptop, 'adopt')).statusCode).toBe(404);
    // Forgetting an adopted board drops its row: its browser is a viewer again.
    expect((await act(shopId, kiosk, 'forget')).statusCode).toBe(204);
    expect(await rowsOfBoard(kiosk)).toBe(0);
    expect((await postReport(viewerReport(shopId, kiosk), secret)).statusCode).toBe(204);
    expect(await rowsOfBoard(kiosk)).toBe(0);
    // "Ontkoppelen" of an adopted address board does the same: no stick to refuse.
    expect((await act(shopId, kiosk, 'adopt')).statusCode).toBe(204);
    const again = await postReport(viewerReport(shopId, kiosk), secret);
    expect(again.statusCode).toBe(200);
    const unpaired = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${kiosk}/unpair`,
      headers: { authorization: a.employee.auth },
    });
    expect(unpaired.statusCode).toBe(204);
    expect(await rowsOfBoard(kiosk)).toBe(0);
    const later = again.json<{ secret: string }>().secret;
    expect((await postReport(viewerReport(shopId, kiosk), later)).statusCode).toBe(204);
  });

  it('lists address boards of before once as seen via their address: not counted, not alerted on, adoptable, forgettable, swept after a week', async () => {
    now = Date.now();
    const shopId = must(b.shopIds[0]);
    const [kept, forgotten, swept] = [randomUUID(), randomUUID(), randomUUID()];
    const old = new Date(now - 20 * MINUTE).toISOString();
    for (const boardId of [kept, forgotten, swept])
      await api.database.db.execute(
        sql`insert into "board_reports" ("shop_id", "board_id", "kind", "version", "page_url",
            "reported_at", "secret_hash")
          values (${shopId}, ${boardId}, 'device', '0.1.0', ${`http://x/pricelist/${shopId}`},
            ${old}::timestamptz, md5(${boardId}))`,
      );
    const seenByB = () => get<{ items: SeenItem[] }>(b.admin.auth, `/v1/fleet/seen?shop=${shopId}`);
    const fleetOfB = () =>
      get<{ items: FleetItem[] }>(b.admin.auth, `/v1/fleet?shop=${shopId}&limit=200`);
    const listed = (await seenByB()).items;
    expect(listed.map((item) => item.board_id).sort()).toEqual([kept, forgotten, swept].sort());
    expect(listed.every((item) => item.stored)).toBe(true);
    expect((await fleetOfB()).items).toEqual([]);
    const counted = await get<{ total: number; unhealthy: number }>(
      b.employee.auth,
      `/v1/boards/shop/${shopId}?limit=0`,
    );
    expect(counted).toMatchObject({ total: 0, unhealthy: 0 });
    // Silent for 20 minutes in an open shop: no alert.
    const changes = await boardAlertDetectorOf(api.app).run();
    expect(changes.filter((change) => change.shopId === shopId)).toEqual([]);

    const bAct = (boardId: string, action: 'adopt' | 'forget') =>
      api.app.inject({
        method: 'POST',
        url: `/v1/boards/shop/${shopId}/${boardId}/${action}`,
        headers: { authorization: b.employee.auth },
      });
    // A's staff cannot touch B's boards.
    expect((await act(shopId, kept, 'adopt')).statusCode).toBe(404);
    expect((await bAct(kept, 'adopt')).statusCode).toBe(204);
    expect((await bAct(forgotten, 'forget')).statusCode).toBe(204);
    expect(await rowsOfBoard(forgotten)).toBe(0);
    expect((await fleetOfB()).items.map((item) => item.board_id)).toEqual([kept]);
    expect((await seenByB()).items.map((item) => item.board_id)).toEqual([swept]);
    // A week unseen (by the app's clock): swept when the list is read, the adopted one kept.
    now = Date.now() + 7 * DAY;
    expect((await seenByB()).items).toEqual([]);
    expect(await rowsOfBoard(swept)).toBe(0);
    expect(await rowsOfBoard(kept)).toBe(1);
  });

  it('gives a just-paired screen 2 minutes to draw, and calls outdated only an older app version', async () => {
    now = Date.now();
    const shopId = must(a.shopIds[1]);
    const stick = await startStick(api, pairingAddress());
    const claimed = await api.app.inject({
      method: 'POST',
      url: '/v1/pairing/claim',
      headers: { authorization: a.admin.auth },
      payload: { code: stick.code, shop_id: shopId, screen_id: null, orientation: 'landscape' },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const boardId = claimed.json<{ board_id: string }>().board_id;
    const stateOf = async () =>
      (await fleet(shopId)).items.find((item) => item.board_id === boardId);
    // Paired, no report yet: starting, not counted.
    expect(await stateOf()).toMatchObject({ state: 'starting' });
    expect(await header(shopId)).toMatchObject({ unhealthy: 0 });
    // Reporting without a list yet: still starting.
    const reported = await postReport(
      { ...boardReport(shopId, boardId, 'device'), last_render_at: null },
      stick.secret,
    );
    expect(reported.statusCode).toBe(204);
    expect(await stateOf()).toMatchObject({ state: 'starting' });
    // Two minutes on, without a list: judged as any screen (offline by then by this clock).
    now = Date.now() + 2 * MINUTE + 1000;
    expect((await stateOf())?.state).not.toBe('starting');
    now = Date.now();
    // It draws, on an older app version than the server serves: outdated, and says which.
    const older = '0.1.9+202611010000';
    expect(
      (
        await postReport(
          { ...boardReport(shopId, boardId, 'device'), version: older },
          stick.secret,
        )
      ).statusCode,
    ).toBe(204);
    expect(await stateOf()).toEqual(
      expect.objectContaining({
        state: 'outdated',
        version: older,
        current_version: SERVED_VERSION,
      }),
    );
    expect((await header(shopId)).unhealthy).toBe(1);
    // Reloaded: the version served now, online.
    expect(
      (
        await postReport(
          { ...boardReport(shopId, boardId, 'device'), version: SERVED_VERSION },
          stick.secret,
        )
      ).statusCode,
    ).toBe(204);
    expect(await stateOf()).toMatchObject({ state: 'online' });
    expect((await header(shopId)).unhealthy).toBe(0);
  });
});
