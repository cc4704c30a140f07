/**
 * Happy hours through the API, on a server whose clock the test sets (only ever forward, as a
 * real clock): adding, changing and removing them with their checks (overlap, times, percent
 * bounds, labels) for the staff of the shop only; the feed showing a running happy hour as a
 * discount (the regular price as the struck old price) with `next_change_at` at its start and
 * end; a row's own happy hour beating its category's; orders priced at it; and the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage, ShopFeed } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { freshAddress, UNKNOWN_ID } from '../support/orders';

type Item = ShopFeed['prices'][number];
interface HappyHourView {
  id: string;
  link_id: string | null;
  category_id: string | null;
  days: number[];
  from: string;
  to: string;
  prices: { label: string; price: number }[] | null;
  percent: number | null;
}

describe.each(testDatabases())('happy hours on %s', (kind) => {
  let api: TestApi;
  let offset = 0;
  /** Sets the server's clock to `iso`; it runs on from there. */
  const setNow = (iso: string) => {
    offset = Date.parse(iso) - Date.now();
  };
  let staff: string;
  let otherStaff: string;
  let shopId: string;
  /** A row with one price and no discount, and another row of the same category. */
  let row: Item;
  let sibling: Item;

  const call = (
    auth: string | undefined,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
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
  const itemOf = async (id: string) => (await feed()).prices.find((p) => p.id === id);
  const rowUrl = () => `/v1/shops-to-prices/${row.id}/happy-hours`;
  const regular = () => row.json_prices[0]?.price ?? 0;
  const label = () => row.json_prices[0]?.label ?? '';
  const order = (item: Item) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/orders',
      payload: {
        shop_id: shopId,
        lines: [
          {
            quantity: 1,
            description: item.json_prices[0]?.label ?? '',
            kind_id: item.kind_id,
            product_id: item.product_id,
          },
        ],
      },
      remoteAddress: freshAddress(),
    });

  beforeAll(async () => {
    // Wednesday 4 November 2026, 12:00 in Amsterdam (UTC+1).
    setNow('2026-11-04T11:00:00Z');
    api = await startTestApi(kind, { demo: true, clock: () => Date.now() + offset });
    staff = await api.login('maastricht.staff', api.staffPassword);
    otherStaff = await api.login('utrecht.staff', api.staffPassword);
    shopId = api.demo?.shops.find((s) => s.name === 'Mississippi')?.id ?? '';
    const items = (await feed()).prices;
    const plain = (p: Item) =>
      p.json_prices.length >= 1 &&
      p.action_labels.length === 0 &&
      (p.json_prices[0]?.price ?? 0) >= 2;
    const found = items.find(
      (p) =>
        plain(p) &&
        items.filter((q) => q.category_id === p.category_id && q.id !== p.id && plain(q)).length >
          0,
    );
    if (!found) throw new Error('no two plain rows in one category on the demo menu');
    row = found;
    const other = items.find(
      (q) => q.category_id === row.category_id && q.id !== row.id && plain(q),
    );
    if (!other) throw new Error('no second row');
    sibling = other;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('adds, changes and removes happy hours, checked, for the staff of the shop only', async () => {
    expect((await call(staff, 'GET', rowUrl())).json()).toEqual({ items: [] });
    const created = await call(staff, 'POST', rowUrl(), {
      days: [5, 1, 2, 3, 4],
      from: '17:00',
      to: '19:00',
      percent: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    const happy = created.json<HappyHourView>();
    expect(happy).toMatchObject({
      link_id: row.id,
      category_id: null,
      days: [1, 2, 3, 4, 5],
      from: '17:00',
      to: '19:00',
      prices: null,
      percent: 20,
    });

    // Overlapping another of the same row: 409 naming the other one.
    const overlap = await call(staff, 'POST', rowUrl(), {
      days: [3],
      from: '18:30',
      to: '20:00',
      prices: [{ label: label(), price: 1 }],
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      code: 'conflict',
      detail: `Deze happy hour overlapt met een andere happy hour van ${row.kind_name ?? row.product_name} (ma-vr 17:00-19:00 -20%). Kies andere dagen of tijden.`,
    });
    // One across midnight from Sunday into Monday overlaps Monday 17:00 only when it reaches it.
    const night = await call(staff, 'POST', rowUrl(), {
      days: [7],
      from: '22:00',
      to: '02:00',
      prices: [{ label: label(), price: 1 }],
    });
    expect(night.statusCode, night.body).toBe(201);
    expect(
      (await call(staff, 'DELETE', `/v1/happy-hours/${night.json<HappyHourView>().id}`)).statusCode,
    ).toBe(204);

    const refusals: [object, string][] = [
      [
        { days: [6], from: '25:00', to: '19:00', percent: 20 },
        'Een tijd van de happy hour is ongeldig; gebruik uu:mm, bijvoorbeeld 17:00.',
      ],
      [
        { days: [6], from: '17:00', to: '17:00', percent: 20 },
        'Een happy hour moet een begin- en eindtijd hebben die verschillen.',
      ],
      [
        { days: [], from: '17:00', to: '19:00', percent: 20 },
        'Kies minstens één dag voor de happy hour.',
      ],
      [
        { days: [6], from: '17:00', to: '19:00', percent: 0 },
        'De korting van een happy hour is een heel getal van 1 tot en met 90 %.',
      ],
      [
        { days: [6], from: '17:00', to: '19:00', percent: 91 },
        'De korting van een happy hour is een heel getal van 1 tot en met 90 %.',
      ],
      [
        { days: [6], from: '17:00', to: '19:00' },
        'Een happy hour heeft óf eigen prijzen óf een percentage korting.',
      ],
      [
        {
          days: [6],
          from: '17:00',
          to: '19:00',
          percent: 10,
          prices: [{ label: label(), price: 1 }],
        },
        'Een happy hour heeft óf eigen prijzen óf een percentage korting.',
      ],
      [
        { days: [6], from: '17:00', to: '19:00', prices: [{ label: label(), price: 1.005 }] },
        'Validation failed: body.prices.0.price must have at most 2 decimals',
      ],
      [
        { days: [6], from: '17:00', to: '19:00', prices: [{ label: label(), price: 1e-9 }] },
        'Validation failed: body.prices.0.price must have at most 2 decimals',
      ],
      [
        { days: [6, 6], from: '17:00', to: '19:00', percent: 10 },
        'Elke dag mag maar één keer in de happy hour staan.',
      ],
      [
        { days: [6], from: '17:00', to: '19:00', prices: [{ label: '99st', price: 1 }] },
        `${row.kind_name ?? row.product_name} heeft geen prijs 99st.`,
      ],
    ];
    for (const [body, detail] of refusals) {
      const refused = await call(staff, 'POST', rowUrl(), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toBe(detail);
    }
    // In English for an English request.
    const english = await api.app.inject({
      method: 'POST',
      url: rowUrl(),
      headers: { authorization: staff, 'accept-language': 'en' },
      payload: { days: [6], from: '17:00', to: '19:00', percent: 95 },
    });
    expect(english.json<{ detail: string }>().detail).toBe(
      'The discount of a happy hour is a whole number from 1 to 90%.',
    );

    // Another group's staff: 404 for the row, the category and the happy hour, whatever the body.
    const categoryUrl = `/v1/categories/${row.category_id}/happy-hours`;
    for (const [method, url, body] of [
      ['GET', rowUrl(), undefined],
      ['POST', rowUrl(), { days: [6], from: '10:00', to: '11:00', percent: 5 }],
      ['POST', rowUrl(), { nonsense: true }],
      ['GET', categoryUrl, undefined],
      ['POST', categoryUrl, { days: [6], from: '10:00', to: '11:00', percent: 5 }],
      ['PUT', `/v1/happy-hours/${happy.id}`, { days: [6], from: '10:00', to: '11:00', percent: 5 }],
      ['PUT', `/v1/happy-hours/${happy.id}`, { days: 'x' }],
      ['DELETE', `/v1/happy-hours/${happy.id}`, undefined],
      ['GET', `/v1/shops/${shopId}/happy-hours`, undefined],
    ] as const) {
      const answer = await call(otherStaff, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call(staff, 'GET', `/v1/shops-to-prices/${UNKNOWN_ID}/happy-hours`)).statusCode,
    ).toBe(404);
    expect((await call(staff, 'DELETE', `/v1/happy-hours/${UNKNOWN_ID}`)).statusCode).toBe(404);

    // A change keeps it checked against the others, but not against itself.
    const changed = await call(staff, 'PUT', `/v1/happy-hours/${happy.id}`, {
      days: [1, 2, 3, 4, 5],
      from: '17:00',
      to: '19:30',
      percent: 20,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<HappyHourView>().to).toBe('19:30');
    const back = await call(staff, 'PUT', `/v1/happy-hours/${happy.id}`, {
      days: [1, 2, 3, 4, 5],
      from: '17:00',
      to: '19:00',
      percent: 20,
    });
    expect(back.statusCode).toBe(200);
    const listed = (await call(staff, 'GET', `/v1/shops/${shopId}/happy-hours`)).json<{
      items: HappyHourView[];
    }>();
    expect(listed.items.map((h) => h.id)).toEqual([happy.id]);
  });

  it('shows a running happy hour as a discount in the feed, by the clock', async () => {
    // 12:00: before the happy hour; the feed names its start.
    const before = await feed();
    expect(before.next_change_at).toBe('2026-11-04T16:00:00.000Z');
    expect(before.time_zone).toBe('Europe/Amsterdam');
    expect(before.prices.find((p) => p.id === row.id)?.action_labels).toEqual([]);

    // 17:30: 20 % off, the regular price kept as the price a board strikes.
    setNow('2026-11-04T16:30:00Z');
    const during = await feed();
    expect(during.next_change_at).toBe('2026-11-04T18:00:00.000Z');
    const item = during.prices.find((p) => p.id === row.id);
    expect(item?.json_prices[0]?.price).toBe(regular());
    expect(item?.action_labels).toContainEqual({
      label: label(),
      price: Math.round(regular() * 80) / 100,
    });
    expect(during.prices.find((p) => p.id === sibling.id)?.action_labels).toEqual([]);

    // A category's happy hour reaches its other rows; the row's own one beats it.
    const category = await call(staff, 'POST', `/v1/categories/${row.category_id}/happy-hours`, {
      days: [3],
      from: '17:00',
      to: '18:00',
      percent: 50,
    });
    expect(category.statusCode, category.body).toBe(201);
    const both = await feed();
    expect(both.prices.find((p) => p.id === sibling.id)?.action_labels).toContainEqual({
      label: sibling.json_prices[0]?.label,
      price: Math.round((sibling.json_prices[0]?.price ?? 0) * 50) / 100,
    });
    expect(both.prices.find((p) => p.id === row.id)?.action_labels).toContainEqual({
      label: label(),
      price: Math.round(regular() * 80) / 100,
    });
    expect(both.next_change_at).toBe('2026-11-04T17:00:00.000Z');

    // Orders are priced as the board shows them.
    const placed = await order(row);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<{ lines: { price: number }[] }>().lines[0]?.price).toBe(
      Math.round(regular() * 80) / 100,
    );
    const siblingOrder = await order(sibling);
    expect(siblingOrder.json<{ lines: { price: number }[] }>().lines[0]?.price).toBe(
      Math.round((sibling.json_prices[0]?.price ?? 0) * 50) / 100,
    );
    await call(staff, 'DELETE', `/v1/happy-hours/${category.json<HappyHourView>().id}`);

    // 19:00:01: over; regular prices again, and orders at them.
    setNow('2026-11-04T18:00:01Z');
    const after = await itemOf(row.id);
    expect(after?.action_labels).toEqual([]);
    const later = await order(row);
    expect(later.json<{ lines: { price: number }[] }>().lines[0]?.price).toBe(regular());
    // Next Thursday 17:00.
    expect((await feed()).next_change_at).toBe('2026-11-05T16:00:00.000Z');
  });

  it('lets a row’s own discount win when it is lower', async () => {
    const link = (await call(staff, 'GET', `/v1/shops-to-prices/${sibling.id}`)).json<
      Record<string, unknown>
    >();
    const own = Math.round(((sibling.json_prices[0]?.price ?? 0) - 1) * 100) / 100;
    const put = await call(staff, 'PUT', `/v1/shops-to-prices/${sibling.id}`, {
      shop_id: link.shop_id,
      price_id: link.price_id,
      category_id: link.category_id,
      kind_id: link.kind_id,
      product_id: link.product_id,
      active: link.active,
      new: link.new,
      deactivated_labels: link.deactivated_labels,
      action_labels: [{ label: sibling.json_prices[0]?.label, price: own }],
      use_half: link.use_half,
      use_one: link.use_one,
      use_two_five: link.use_two_five,
      use_five: link.use_five,
      use_joint: link.use_joint,
      use_piece: link.use_piece,
    });
    expect(put.statusCode, put.body).toBe(200);
    // Thursday 17:00–18:00: 1 % off, less than the row's own discount.
    const small = await call(staff, 'POST', `/v1/shops-to-prices/${sibling.id}/happy-hours`, {
      days: [4],
      from: '17:00',
      to: '18:00',
      percent: 1,
    });
    expect(small.statusCode).toBe(201);
    setNow('2026-11-05T16:10:00Z');
    const first = sibling.json_prices[0]?.label;
    const actions = (await itemOf(sibling.id))?.action_labels ?? [];
    expect(actions.filter((a) => a.label === first)).toEqual([{ label: first, price: own }]);
  });

  it('records happy hours in the history with names, and undoes them', async () => {
    const history = (
      await call(staff, 'GET', `/v1/history?shop_id=${shopId}&limit=20`)
    ).json<HistoryPage>();
    const texts = history.entries.flatMap((entry) => entry.rows.map((r) => r.text));
    const name = row.kind_name ?? row.product_name ?? '';
    expect(texts).toContain(`${name}: happy hour ma–vr 17:00–19:00 −20 % toegevoegd`);
    expect(texts).toContain(
      `${name}: happy hour ma–vr 17:00–19:00 −20 % → ma–vr 17:00–19:30 −20 %`,
    );
    expect(texts).toContain(`${row.category_name}: happy hour wo 17:00–18:00 −50 % verwijderd`);
    const english = (
      await api.app.inject({
        url: `/v1/history?shop_id=${shopId}&limit=20`,
        headers: { authorization: staff, 'accept-language': 'en' },
      })
    ).json<HistoryPage>();
    expect(english.entries.flatMap((e) => e.rows.map((r) => r.text))).toContain(
      `${name}: happy hour Mon–Fri 17:00–19:00 −20% added`,
    );

    // Removing it, then undoing the removal, brings it back.
    const [happy] = (await call(staff, 'GET', rowUrl())).json<{ items: HappyHourView[] }>().items;
    expect((await call(staff, 'DELETE', `/v1/happy-hours/${happy?.id}`)).statusCode).toBe(204);
    const removal = (
      await call(staff, 'GET', `/v1/history?shop_id=${shopId}&limit=1`)
    ).json<HistoryPage>().entries[0];
    expect(removal?.rows[0]?.text).toBe(`${name}: happy hour ma–vr 17:00–19:00 −20 % verwijderd`);
    const undone = await call(staff, 'POST', `/v1/history/${removal?.id}/undo`);
    expect(undone.statusCode, undone.body).toBeLessThan(300);
    expect((await call(staff, 'GET', rowUrl())).json<{ items: HappyHourView[] }>().items).toEqual([
      happy,
    ]);
    // Another group's staff cannot undo it.
    expect((await call(otherStaff, 'POST', `/v1/history/${removal?.id}/undo`)).statusCode).toBe(
      404,
    );
  });
});
