/**
 * Opening hours and time windows through the API, on a server whose clock the test sets:
 * saving and checking them (with tenancy), the feed hiding a row outside its window and the
 * shop closing outside its hours, orders refused for a hidden row, and the push a board's
 * socket hears at a window's boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ShopFeed } from '../../src/domain';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { freshAddress } from '../support/orders';

/** The wall clock in Amsterdam of a moment, "HH:MM:SS". */
function amsterdamTime(at: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** ISO weekday (1 Monday) in Amsterdam of a moment. */
function amsterdamWeekday(at: number): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
  }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

describe.each(testDatabases())('opening hours and time windows on %s', (kind) => {
  let api: TestApi;
  let offset = 0;
  /** Sets the server's clock to `iso`; it runs on from there. */
  const setNow = (iso: string) => {
    offset = Date.parse(iso) - Date.now();
  };
  let root: string;
  let staff: string;
  let otherStaff: string;
  let shopId: string;
  let row: ShopFeed['prices'][number];

  const call = (
    auth: string | undefined,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) =>
    api.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload && { payload }),
    });
  const feed = async () => (await call(undefined, 'GET', `/v1/shops/${shopId}`)).json<ShopFeed>();
  const shown = async (id: string) => (await feed()).prices.some((p) => p.id === id);

  beforeAll(async () => {
    setNow('2026-11-04T09:00:00Z');
    api = await startTestApi(kind, { demo: true, clock: () => Date.now() + offset });
    root = await api.adminAuth();
    staff = await api.login('maastricht.staff', api.staffPassword);
    otherStaff = await api.login('utrecht.staff', api.staffPassword);
    shopId = api.demo?.shops.find((s) => s.name === 'Mississippi')?.id ?? '';
    const items = (await feed()).prices;
    // A kind with one row on the menu, so hiding the row hides the kind.
    const found = items.find(
      (p) =>
        p.kind_id &&
        p.json_prices.length &&
        items.filter((q) => q.kind_id === p.kind_id).length === 1,
    );
    if (!found) throw new Error('no single-row kind on the demo menu');
    row = found;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('keeps opening hours per shop, checked, for the staff of its group only', async () => {
    const empty = await call(staff, 'GET', `/v1/shops/${shopId}/opening-hours`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ time_zone: 'Europe/Amsterdam', opening_hours: null });

    const weekdays = [[], [], [{ from: '12:00', to: '18:00' }], [], [], [], []];
    const hours = { weekdays, exceptions: [{ date: '2026-12-25', intervals: [] }] };
    const saved = await call(staff, 'PUT', `/v1/shops/${shopId}/opening-hours`, {
      opening_hours: hours,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ time_zone: 'Europe/Amsterdam', opening_hours: hours });

    const refusals: [object, string][] = [
      [
        {
          opening_hours: {
            weekdays: [[{ from: '10:00', to: '10:00' }], [], [], [], [], [], []],
            exceptions: [],
          },
        },
        'Een tijdvak moet een begin- en eindtijd hebben die verschillen.',
      ],
      [
        {
          opening_hours: {
            weekdays: [[{ from: '9:5', to: '10:00' }], [], [], [], [], [], []],
            exceptions: [],
          },
        },
        'Een tijd is ongeldig; gebruik uu:mm, bijvoorbeeld 09:30.',
      ],
      [
        { opening_hours: { weekdays, exceptions: [{ date: '2026-02-30', intervals: [] }] } },
        'Een datum is ongeldig; gebruik jjjj-mm-dd, bijvoorbeeld 2026-12-25.',
      ],
      [
        { time_zone: 'Mars/Olympus', opening_hours: null },
        'Deze tijdzone is onbekend; gebruik bijvoorbeeld Europe/Amsterdam.',
      ],
    ];
    for (const [body, detail] of refusals) {
      const refused = await call(staff, 'PUT', `/v1/shops/${shopId}/opening-hours`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toBe(detail);
    }
    const sixDays = await call(staff, 'PUT', `/v1/shops/${shopId}/opening-hours`, {
      opening_hours: { weekdays: [[], [], [], [], [], []], exceptions: [] },
    });
    expect(sixDays.statusCode).toBe(400);

    expect((await call(otherStaff, 'GET', `/v1/shops/${shopId}/opening-hours`)).statusCode).toBe(
      404,
    );
    const foreign = await call(otherStaff, 'PUT', `/v1/shops/${shopId}/opening-hours`, {
      opening_hours: null,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/v1/shops/${shopId}/opening-hours`)).statusCode).toBe(
      401,
    );
    expect((await call(staff, 'GET', `/v1/shops/${shopId}/opening-hours`)).json()).toEqual({
      time_zone: 'Europe/Amsterdam',
      opening_hours: hours,
    });
  });

  it('closes the feed outside opening hours and opens it at opening time', async () => {
    // Wednesday 4 November 2026, 10:00 in Amsterdam: opens at 12:00 (11:00Z).
    const closed = await feed();
    expect(closed.closed).toBe(true);
    expect(closed.opens_at).toBe('2026-11-04T11:00:00.000Z');
    expect(closed.next_change_at).toBe('2026-11-04T11:00:00.000Z');
    expect(closed.time_zone).toBe('Europe/Amsterdam');
    setNow('2026-11-04T11:00:01Z');
    const open = await feed();
    expect(open.closed).toBe(false);
    expect(open.opens_at).toBeNull();
    expect(open.next_change_at).toBe('2026-11-04T17:00:00.000Z');
    // A shop without hours is always open, and nothing changes by the clock.
    await call(staff, 'PUT', `/v1/shops/${shopId}/opening-hours`, { opening_hours: null });
    const always = await feed();
    // ...and its feed has none of the clock's fields, as before.
    expect(Object.keys(always)).not.toContain('closed');
    expect(Object.keys(always)).not.toContain('next_change_at');
    expect(Object.keys(always)).not.toContain('time_zone');
  });

  it('keeps time windows of rows and categories, checked, for the staff of the shop', async () => {
    const url = `/v1/shops-to-prices/${row.id}/time-windows`;
    expect((await call(staff, 'GET', url)).json()).toEqual({ time_windows: [] });
    const happyHour = [{ days: [5, 3, 3], from: '16:00', to: '18:00' }];
    const saved = await call(staff, 'PUT', url, { time_windows: happyHour });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ time_windows: [{ days: [3, 5], from: '16:00', to: '18:00' }] });
    const noDays = await call(staff, 'PUT', url, {
      time_windows: [{ days: [], from: '16:00', to: '18:00' }],
    });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json<{ detail: string }>().detail).toBe(
      'Kies minstens één dag voor elk tijdvak.',
    );
    const badDay = await call(staff, 'PUT', url, {
      time_windows: [{ days: [0], from: '16:00', to: '18:00' }],
    });
    expect(badDay.statusCode).toBe(400);
    expect((await call(otherStaff, 'GET', url)).statusCode).toBe(404);
    expect((await call(otherStaff, 'PUT', url, { time_windows: [] })).statusCode).toBe(404);

    const categoryUrl = `/v1/categories/${row.category_id}/time-windows`;
    expect((await call(staff, 'GET', categoryUrl)).json()).toEqual({ time_windows: [] });
    expect((await call(otherStaff, 'PUT', categoryUrl, { time_windows: [] })).statusCode).toBe(404);
    expect(
      (await call(root, 'GET', '/v1/categories/6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10/time-windows'))
        .statusCode,
    ).toBe(404);
  });

  it('hides a row outside its window from the feed and refuses orders for it', async () => {
    // 12:00 in Amsterdam: the happy hour is 16:00–18:00.
    expect(await shown(row.id)).toBe(false);
    const hidden = await feed();
    expect(hidden.next_change_at).toBe('2026-11-04T15:00:00.000Z');
    const line = {
      quantity: 1,
      description: row.json_prices[0]?.label ?? '',
      kind_id: row.kind_id,
    };
    const refused = await api.app.inject({
      method: 'POST',
      url: '/v1/orders',
      payload: { shop_id: shopId, lines: [line] },
      remoteAddress: freshAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(
      `${row.kind_name} is nu niet te bestellen: het staat alleen op bepaalde tijden op het menu.`,
    );

    setNow('2026-11-04T15:00:01Z');
    expect(await shown(row.id)).toBe(true);
    expect((await feed()).next_change_at).toBe('2026-11-04T17:00:00.000Z');
    const placed = await api.app.inject({
      method: 'POST',
      url: '/v1/orders',
      payload: { shop_id: shopId, lines: [line] },
      remoteAddress: freshAddress(),
    });
    expect(placed.statusCode).toBe(201);

    // A category's window hides every row of it.
    const categoryUrl = `/v1/categories/${row.category_id}/time-windows`;
    await call(staff, 'PUT', categoryUrl, {
      time_windows: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:00' }],
    });
    const items = (await feed()).prices;
    expect(items.some((p) => p.category_id === row.category_id)).toBe(false);
    expect(items.length).toBeGreaterThan(0);
    await call(staff, 'PUT', categoryUrl, { time_windows: [] });
    expect(await shown(row.id)).toBe(true);
  });

  it("pushes a board's socket at a window's boundary", async () => {
    const baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    setNow(new Date().toISOString());
    const socket = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`,
    );
    const received: number[] = [];
    socket.on('message', () => received.push(Date.now() + offset));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    // The row's window opens 2 s from now (seconds are allowed) and lasts an hour.
    const now = Date.now() + offset;
    const opens = Math.ceil((now + 2000) / 1000) * 1000;
    const windows = [
      {
        days: [amsterdamWeekday(opens)],
        from: amsterdamTime(opens),
        to: amsterdamTime(opens + 3600_000),
      },
    ];
    const saved = await call(staff, 'PUT', `/v1/shops-to-prices/${row.id}/time-windows`, {
      time_windows: windows,
    });
    expect(saved.statusCode).toBe(200);
    // The write itself pushes once.
    const deadline = Date.now() + 5000;
    while (received.length < 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(received).toHaveLength(1);
    expect(await shown(row.id)).toBe(false);
    // Then the boundary: one more push, at the boundary and not before.
    while (received.length < 2 && Date.now() < deadline + 2000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(received).toHaveLength(2);
    expect(received[1]).toBeGreaterThanOrEqual(opens);
    expect((received[1] ?? Infinity) - opens).toBeLessThan(1000);
    expect(await shown(row.id)).toBe(true);
    socket.close();
  });
});
