/**
 * The fleet over the real app: every board of every shop a user may see in one request
 * (superusers: all; staff: their group's only), filtered by shop and state and paged, with a
 * shop closed by its opening hours as `closed`; staff ask a board for a picture of its canvas
 * (pushed over its socket), the board sends it with its secret, and only staff of its shop read
 * it.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApi } from '../support/api';
import {
  addressesFrom,
  boardReport,
  must,
  openSocket,
  pairReportingBoard,
  startBoardWorld,
  until,
  type PairedBoard,
} from '../support/board-world';
import type { Tenant } from '../support/fixtures';

interface FleetItem {
  shop_id: string;
  shop_name: string;
  board_id: string;
  kind: string;
  name: string;
  state: string;
  paired: boolean;
  orientation: string | null;
  screenshot_at: string | null;
}
interface Fleet {
  items: FleetItem[];
  total: number;
  counts: Record<string, number>;
  shops: { id: string; name: string; boards: number }[];
}

/** A JPEG such as a board sends: its canvas, `width` wide. */
function jpeg(width: number, height: number, quality = 70): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .jpeg({ quality })
    .toBuffer();
}

describe.each(testDatabases())('the fleet on %s', (kind) => {
  let api: TestApi;
  let a: Tenant;
  let b: Tenant;
  let baseUrl: string;
  const pairingAddress = addressesFrom('10.9.0');
  const reportAddress = addressesFrom('10.9.1');
  const boards = new Map<string, PairedBoard>();

  /** Pairs a new stick to a shop board of `shopId` and has it report once. */
  async function pairBoard(auth: string, shopId: string, name: string): Promise<string> {
    const board = await pairReportingBoard(api, auth, shopId, name, {
      pairing: pairingAddress(),
      report: reportAddress(),
    });
    boards.set(board.boardId, board);
    return board.boardId;
  }

  async function fleet(auth: string, query = ''): Promise<{ status: number; body: Fleet }> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/fleet${query}`,
      headers: { authorization: auth },
    });
    return { status: response.statusCode, body: response.json<Fleet>() };
  }

  beforeAll(async () => {
    ({ api, a, b } = await startBoardWorld(kind, {
      a: ['Vloot A', ['Vloot A Centrum', 'Vloot A Haven']],
      b: ['Vloot B', ['Vloot B Markt']],
    }));
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    await pairBoard(a.employee.auth, must(a.shopIds[0]), 'Toonbank');
    await pairBoard(a.employee.auth, must(a.shopIds[0]), 'Etalage');
    await pairBoard(a.employee.auth, must(a.shopIds[1]), 'Haven');
    await pairBoard(b.employee.auth, must(b.shopIds[0]), 'Markt');
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lists every board of the group's shops in one answer, and nothing of other groups", async () => {
    const { status, body } = await fleet(a.employee.auth);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items.map((item) => `${item.shop_name}: ${item.name}`)).toEqual([
      'Vloot A Centrum: Etalage',
      'Vloot A Centrum: Toonbank',
      'Vloot A Haven: Haven',
    ]);
    expect(body.items.every((item) => item.paired && item.orientation === 'landscape')).toBe(true);
    expect(body.counts.online).toBe(3);
    expect(body.shops.map((shop) => shop.name)).toEqual(['Vloot A Centrum', 'Vloot A Haven']);
    expect(JSON.stringify(body)).not.toContain('Markt');

    // Another group's shop as a filter answers as a missing one.
    const foreign = await fleet(a.employee.auth, `?shop=${must(b.shopIds[0])}`);
    expect(foreign.status).toBe(404);
  });

  it('shows a superuser every shop, filters by shop and state, and pages', async () => {
    const admin = await api.adminAuth();
    const all = await fleet(admin);
    const names = all.body.items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Toonbank', 'Etalage', 'Haven', 'Markt']));
    const byShop = await fleet(admin, `?shop=${must(a.shopIds[1])}`);
    expect(byShop.body.items.map((item) => item.name)).toEqual(['Haven']);
    const page = await fleet(a.employee.auth, '?limit=2&offset=2');
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((item) => item.name)).toEqual(['Haven']);
    const offline = await fleet(a.employee.auth, '?state=offline');
    expect(offline.body.total).toBe(0);
    expect(offline.body.counts.online).toBe(3);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/v1/fleet?state=asleep',
      headers: { authorization: a.employee.auth },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('calls the boards of a shop closed by its opening hours closed', async () => {
    const shopId = must(a.shopIds[1]);
    const closedAllWeek = { weekdays: [[], [], [], [], [], [], []], exceptions: [] };
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${shopId}/opening-hours`,
      headers: { authorization: a.admin.auth },
      payload: { time_zone: 'Europe/Amsterdam', opening_hours: closedAllWeek },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const closed = await fleet(a.employee.auth, '?state=closed');
    expect(closed.body.items.map((item) => item.name)).toEqual(['Haven']);
    expect(closed.body.counts).toMatchObject({ online: 2, closed: 1 });
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${shopId}/opening-hours`,
      headers: { authorization: a.admin.auth },
      payload: { time_zone: 'Europe/Amsterdam', opening_hours: null },
    });
  });

  it('asks a board for a picture over its socket, keeps the one it sends, and shows it to its shop only', async () => {
    const shopId = must(a.shopIds[0]);
    const listed = await fleet(a.employee.auth, `?shop=${shopId}`);
    const boardId = must(listed.body.items.find((item) => item.name === 'Toonbank')).board_id;
    const { secret } = must(boards.get(boardId));
    const {
      socket,
      messages: received,
      opened,
    } = openSocket(`${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`);
    await opened;
    socket.send(JSON.stringify({ type: 'health', secret, ...boardReport(shopId, boardId) }));
    await until(() => received.some((text) => text.includes('health_ok')), 'the answer');

    const asked = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/screenshot`,
      headers: { authorization: a.employee.auth },
    });
    expect(asked.statusCode).toBe(204);
    await until(() => received.some((text) => text.includes('screenshot_request')), 'the request');
    // Another group's staff cannot ask it.
    const foreignAsk = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${shopId}/${boardId}/screenshot`,
      headers: { authorization: b.employee.auth },
    });
    expect(foreignAsk.statusCode).toBe(404);

    const upload = (body: Buffer, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/boards/screenshot/${shopId}/${boardId}`,
        headers: { 'x-board-secret': secret, 'content-type': 'image/jpeg', ...headers },
        payload: body,
        remoteAddress: '10.8.0.1',
      });
    const sent = await upload(await jpeg(640, 360));
    expect(sent.statusCode, sent.body).toBe(204);

    const after = await fleet(a.employee.auth, `?shop=${shopId}`);
    const item = must(after.body.items.find((row) => row.board_id === boardId));
    expect(Date.parse(must(item.screenshot_at))).toBeGreaterThan(Date.now() - 60_000);

    const read = await api.app.inject({
      method: 'GET',
      url: `/v1/boards/shop/${shopId}/${boardId}/screenshot`,
      headers: { authorization: a.employee.auth },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toContain('no-store');
    const meta = await sharp(read.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 360 });

    for (const auth of [b.employee.auth, undefined]) {
      const refused = await api.app.inject({
        method: 'GET',
        url: `/v1/boards/shop/${shopId}/${boardId}/screenshot`,
        headers: auth ? { authorization: auth } : {},
      });
      expect(refused.statusCode).toBe(auth ? 404 : 401);
    }
    socket.close();
  });

  it('refuses pictures that are not a small JPEG of the board, or come without its secret', async () => {
    const shopId = must(a.shopIds[0]);
    const listed = await fleet(a.employee.auth, `?shop=${shopId}`);
    const boardId = must(listed.body.items.find((item) => item.name === 'Etalage')).board_id;
    const { secret } = must(boards.get(boardId));
    const upload = (body: Buffer, headers: Record<string, string>, ip: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/boards/screenshot/${shopId}/${boardId}`,
        headers: { 'content-type': 'image/jpeg', ...headers },
        payload: body,
        remoteAddress: ip,
      });
    const small = await jpeg(320, 180);
    expect((await upload(small, {}, '10.7.0.1')).statusCode).toBe(401);
    expect((await upload(small, { 'x-board-secret': 'y'.repeat(43) }, '10.7.0.2')).statusCode).toBe(
      401,
    );
    const wide = await upload(await jpeg(1280, 720, 30), { 'x-board-secret': secret }, '10.7.0.3');
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ code: 'screenshot_invalid' });
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const notJpeg = await upload(png, { 'x-board-secret': secret }, '10.7.0.4');
    expect(notJpeg.statusCode).toBe(400);
    const tooLarge = await upload(
      Buffer.alloc(120 * 1024, 0xff),
      { 'x-board-secret': secret },
      '10.7.0.5',
    );
    expect(tooLarge.statusCode).toBe(413);
    // A truncated JPEG (the right first bytes, then nothing a decoder can read).
    const broken = await upload(small.subarray(0, 200), { 'x-board-secret': secret }, '10.7.0.6');
    expect(broken.statusCode).toBe(400);
    const listedAfter = await fleet(a.employee.auth, `?shop=${shopId}`);
    expect(
      listedAfter.body.items.find((item) => item.board_id === boardId)?.screenshot_at,
    ).toBeNull();
  });
});
