import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopsToPrices } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import {
  caller,
  categoryOrder,
  created,
  expectDense,
  insertCategory,
  insertKind,
  priceBody,
} from '../support/pricing';

const TOP = 'Cannot move up further - Minimum order number achieved.';
const BOTTOM = 'Cannot move down further - Maximum order number achieved.';

/** A small deterministic generator, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2 ** 31) * n);
  };
}

describe.each(testDatabases())('order numbers of links on %s', (kind) => {
  let api: TestApi;
  let t: Tenant;
  let auth: string;
  let call: ReturnType<typeof caller>;
  let shop: string;
  let priceId: string;
  const kinds: string[] = [];
  let nextKind = 0;

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    t = await createTenant(api, 'Volgorde', ['Volgorde-Centrum']);
    auth = t.employee.auth;
    shop = t.shopIds[0] as string;
    for (let i = 0; i < 70; i++) kinds.push(await insertKind(api, t.groupId, `Soort ${i}`));
    priceId = (await created(api, auth, '/v1/prices', priceBody('100001', t.groupId))).id;
  });
  afterAll(() => api?.close());

  const addRow = async (categoryId: string) => {
    const row = await created(api, auth, '/v1/shops-to-prices', {
      shop_id: shop,
      price_id: priceId,
      category_id: categoryId,
      kind_id: kinds[nextKind++],
    });
    return row.id;
  };
  const swap = (id: string, moveUp: boolean) =>
    call(auth, 'PATCH', `/v1/shops-to-prices/swap/${id}?move_up=${moveUp}`);
  const moveTo = async (id: string, categoryId: string) => {
    const row = (await call(auth, 'GET', `/v1/shops-to-prices/${id}`)).json();
    const response = await call(auth, 'PUT', `/v1/shops-to-prices/${id}`, {
      ...row,
      category_id: categoryId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('numbers new rows 0..n-1 per category', async () => {
    const [one, two] = [
      await insertCategory(api, shop, 'Eén'),
      await insertCategory(api, shop, 'Twee'),
    ];
    const first = [await addRow(one), await addRow(one), await addRow(two), await addRow(one)];
    expect(await expectDense(api, one)).toEqual([first[0], first[1], first[3]]);
    expect(await expectDense(api, two)).toEqual([first[2]]);
  });

  it('swaps with the neighbour and refuses to pass either end', async () => {
    const category = await insertCategory(api, shop, 'Wissel');
    const ids = [await addRow(category), await addRow(category), await addRow(category)];
    const down = await swap(ids[0] as string, false);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ id: ids[0], order_number: 1 });
    expect(await expectDense(api, category)).toEqual([ids[1], ids[0], ids[2]]);
    const up = await swap(ids[2] as string, true);
    expect(up.json().order_number).toBe(1);
    expect(await expectDense(api, category)).toEqual([ids[1], ids[2], ids[0]]);
    const top = await swap(ids[1] as string, true);
    expect(top.statusCode).toBe(400);
    expect(top.json().detail).toBe(TOP);
    const bottom = await swap(ids[0] as string, false);
    expect(bottom.statusCode).toBe(400);
    expect(bottom.json().detail).toBe(BOTTOM);
    const lonely = await addRow(await insertCategory(api, shop, 'Alleen'));
    expect((await swap(lonely, true)).json().detail).toBe(TOP);
    expect((await swap(lonely, false)).json().detail).toBe(BOTTOM);
    const unknown = await swap('00000000-0000-4000-8000-000000000009', true);
    expect(unknown.statusCode).toBe(404);
    expect((await call(auth, 'PATCH', `/v1/shops-to-prices/swap/${lonely}`)).statusCode).toBe(400);
  });

  it('closes gaps left by older data before swapping', async () => {
    const category = await insertCategory(api, shop, 'Gaten');
    const ids = [await addRow(category), await addRow(category), await addRow(category)];
    for (const [id, orderNumber] of [
      [ids[0], 4],
      [ids[1], 9],
      [ids[2], 9],
    ] as const) {
      await api.database.db
        .update(shopsToPrices)
        .set({ orderNumber })
        .where(eq(shopsToPrices.id, id as string));
    }
    expect((await swap(ids[2] as string, true)).statusCode).toBe(200);
    expect(await expectDense(api, category)).toEqual([ids[0], ids[2], ids[1]]);
  });

  it('numbers both categories again when a row moves, and after a delete', async () => {
    const [from, to] = [
      await insertCategory(api, shop, 'Van'),
      await insertCategory(api, shop, 'Naar'),
    ];
    const ids = [await addRow(from), await addRow(from), await addRow(from)];
    const target = [await addRow(to), await addRow(to)];
    const moved = await moveTo(ids[0] as string, to);
    expect(moved.order_number).toBe(2);
    expect(await expectDense(api, from)).toEqual([ids[1], ids[2]]);
    expect(await expectDense(api, to)).toEqual([...target, ids[0]]);
    expect((await call(auth, 'DELETE', `/v1/shops-to-prices/${target[0]}`)).statusCode).toBe(204);
    expect(await expectDense(api, to)).toEqual([target[1], ids[0]]);
  });

  it('stays 0..n-1 through 30 random creates, deletes, moves and swaps', async () => {
    const categories = [
      await insertCategory(api, shop, 'Willekeurig 1'),
      await insertCategory(api, shop, 'Willekeurig 2'),
      await insertCategory(api, shop, 'Willekeurig 3'),
    ];
    // The expected board order of each category, kept alongside the server.
    const model = new Map<string, string[]>(categories.map((c) => [c, []]));
    const pick = random(20_240_611);
    const anyRow = () => {
      const filled = categories.filter((c) => (model.get(c) as string[]).length > 0);
      const category = filled[pick(filled.length)] as string;
      const rows = model.get(category) as string[];
      return { category, rows, index: pick(rows.length) };
    };
    const done = [0, 0, 0, 0];
    for (let step = 0; step < 30; step++) {
      const total = [...model.values()].reduce((n, rows) => n + rows.length, 0);
      const operation = total < 3 ? 0 : pick(4);
      done[operation] = (done[operation] ?? 0) + 1;
      if (operation === 0) {
        const category = categories[pick(categories.length)] as string;
        model.get(category)?.push(await addRow(category));
      } else if (operation === 1) {
        const { rows, index } = anyRow();
        const [id] = rows.splice(index, 1);
        expect((await call(auth, 'DELETE', `/v1/shops-to-prices/${id}`)).statusCode).toBe(204);
      } else if (operation === 2) {
        const { category, rows, index } = anyRow();
        const target = categories.filter((c) => c !== category)[pick(2)] as string;
        const [id] = rows.splice(index, 1);
        model.get(target)?.push(id as string);
        await moveTo(id as string, target);
      } else {
        const { rows, index } = anyRow();
        const moveUp = pick(2) === 0;
        const response = await swap(rows[index] as string, moveUp);
        const neighbour = moveUp ? index - 1 : index + 1;
        if (neighbour < 0 || neighbour >= rows.length) {
          expect(response.statusCode).toBe(400);
        } else {
          expect(response.statusCode).toBe(200);
          [rows[index], rows[neighbour]] = [rows[neighbour] as string, rows[index] as string];
        }
      }
      for (const category of categories) {
        expect(await expectDense(api, category), `step ${step}`).toEqual(model.get(category));
      }
    }
    expect(
      done.every((n) => n > 0),
      `operations run: ${done.join(', ')}`,
    ).toBe(true);
  });

  it('numbers rows densely when creates, deletes and moves between two categories race', async () => {
    const [left, right] = [
      await insertCategory(api, shop, 'Links'),
      await insertCategory(api, shop, 'Rechts'),
    ];
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addRow(i % 2 ? right : left)),
    );
    const [inLeft, inRight] = [await expectDense(api, left), await expectDense(api, right)];
    const responses = await Promise.all([
      ...inLeft.slice(0, 3).map((id) => moveTo(id, right)),
      ...inRight.slice(0, 3).map((id) => moveTo(id, left)),
      call(auth, 'DELETE', `/v1/shops-to-prices/${inLeft[5]}`),
      call(auth, 'DELETE', `/v1/shops-to-prices/${inRight[5]}`),
      addRow(left),
      swap(inLeft[4] as string, true),
    ]);
    expect(responses).toHaveLength(10);
    const after = [...(await expectDense(api, left)), ...(await expectDense(api, right))];
    expect(after).toHaveLength(made.length - 2 + 1);
  });

  it('applies 20 concurrent moves of one row one after another', async () => {
    const category = await insertCategory(api, shop, 'Na elkaar');
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await addRow(category));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => swap(ids[0] as string, false)),
    );
    // Seven moves take the row to the bottom; every later one finds it there.
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(7);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(refused.map((r) => r.json().detail)).toEqual(Array(13).fill(BOTTOM));
    expect(await expectDense(api, category)).toEqual([...ids.slice(1), ids[0]]);
  });

  it('keeps numbers unique and dense under 20 concurrent swaps in one category', async () => {
    const category = await insertCategory(api, shop, 'Gelijktijdig');
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await addRow(category));
    const pick = random(7);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => swap(ids[pick(ids.length)] as string, pick(2) === 0)),
    );
    for (const response of responses) {
      expect([200, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === 400) expect([TOP, BOTTOM]).toContain(response.json().detail);
    }
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    const order = await expectDense(api, category);
    expect([...order].sort()).toEqual([...ids].sort());
    expect(new Set((await categoryOrder(api, category)).map((r) => r.orderNumber)).size).toBe(8);
  });
});
