import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage, HistoryRow } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Link {
  id: string;
  price_id: string;
  product_name: string;
  modified_at: string;
  json_prices: { label: string; price: number }[];
}

const priceOf = (link: Link, label: string) =>
  link.json_prices.find((entry) => entry.label === label)?.price;

/**
 * The history: every write records who, when, and each row's values before and after, in the
 * same transaction; staff see their own shops' history; "Terugdraaien" puts values back as a
 * change of its own, and refuses when a later change touched the same fields.
 */
describe.each(testDatabases())('history on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let staff: string;
  let otherStaff: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
    const [maastricht, other] = api.demo?.staffUsers ?? [];
    admin = await api.adminAuth();
    staff = await api.login(maastricht?.username as string, api.staffPassword);
    otherStaff = await api.login(other?.username as string, api.staffPassword);
  });
  afterAll(() => api?.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    auth: string,
    payload?: object,
  ) => api.app.inject({ method, url, headers: { authorization: auth }, payload });

  async function link(name: string): Promise<Link> {
    const answer = await call('GET', `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`, staff);
    return answer.json<Link[]>().find((row) => row.product_name === name) as Link;
  }
  async function history(auth: string, query = ''): Promise<HistoryEntry[]> {
    const answer = await call('GET', `/v1/history?limit=200${query}`, auth);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<HistoryPage>().entries;
  }
  const rowOf = (entry: HistoryEntry | undefined, table: string): HistoryRow | undefined =>
    entry?.rows.find((row) => row.table === table);
  const field = (row: HistoryRow | undefined, name: string) =>
    row?.fields.find((candidate) => candidate.field === name);
  async function boardPrice(name: string, label: string) {
    const feed = await api.app.inject({ url: `/v1/shops/${shopId}` });
    const items = feed.json<{
      prices: { kind_name: string | null; json_prices: { label: string; price: number }[] }[];
    }>().prices;
    const item = items.find((row) => row.kind_name === name);
    return item?.json_prices.find((entry) => entry.label === label)?.price;
  }

  it('records a price change with who, the row and its prices before and after', async () => {
    const ketama = await link('Ketama');
    const old = priceOf(ketama, '1g') as number;
    const answer = await call('PUT', `/v1/shops-to-prices/${ketama.id}/prices`, staff, {
      cannabis: ketama.json_prices.map((entry) => ({
        quantity: entry.label === '1g' ? 1 : Number.parseFloat(entry.label.replace(',', '.')),
        price: entry.label === '1g' ? old + 0.5 : entry.price,
      })),
      for: 'this',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [latest] = await history(staff);
    expect(latest?.user_name).toBe(api.demo?.staffUsers[0]?.username);
    expect(latest?.shop_ids).toContain(shopId);
    const copy = rowOf(latest, 'prices');
    expect(copy?.op).toBe('insert');
    const moved = rowOf(latest, 'shops_to_prices');
    expect(moved).toMatchObject({ op: 'update', label: 'Ketama', row_id: ketama.id });
    expect(field(moved, 'price_id')).toEqual({
      field: 'price_id',
      before: ketama.price_id,
      after: copy?.row_id,
    });
    // The copy's prices are in the entry, as the board shows them.
    const cannabis = field(copy, 'cannabis')?.after as { label: string; price: number }[];
    expect(cannabis.find((entry) => entry.label === '1g')?.price).toBe(old + 0.5);
  });

  it('undoes a change: the row gets its old prices back and the board shows them', async () => {
    const [latest] = await history(staff);
    const before = await link('Ketama');
    const undo = await call('POST', `/v1/history/${latest?.id}/undo`, staff);
    expect(undo.statusCode, undo.body).toBe(204);
    const after = await link('Ketama');
    expect(after.price_id).not.toBe(before.price_id);
    expect(priceOf(after, '1g')).toBe((priceOf(before, '1g') as number) - 0.5);
    expect(await boardPrice('Ketama', '1g')).toBe(priceOf(after, '1g'));
    const [undoEntry, undone] = await history(staff);
    expect(undoEntry?.undo_of).toBe(latest?.id);
    expect(undone?.undone_by).toBe(undoEntry?.id);
    // The copy the change made is gone again.
    expect(rowOf(undoEntry, 'prices')?.op).toBe('delete');
    const again = await call('POST', `/v1/history/${latest?.id}/undo`, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Deze wijziging is al teruggedraaid.');
  });

  it('undoes a change of a shared combination: every board showing it reloads', async () => {
    const afghaan = await link('Afghaan');
    const old = priceOf(afghaan, '1g') as number;
    const changed = await call('PUT', `/v1/shops-to-prices/${afghaan.id}/prices`, staff, {
      cannabis: afghaan.json_prices.map((entry) => ({
        quantity: Number.parseFloat(entry.label.replace(',', '.')),
        price: entry.label === '1g' ? 13.25 : entry.price,
      })),
      for: 'all',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await boardPrice('Afghaan', '1g')).toBe(13.25);
    const [latest] = await history(staff);
    const status = (await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` })).body;
    const undo = await call('POST', `/v1/history/${latest?.id}/undo`, staff);
    expect(undo.statusCode, undo.body).toBe(204);
    expect((await api.app.inject({ url: `/v1/shops/cache-status/${shopId}` })).body).not.toBe(
      status,
    );
    expect(await boardPrice('Afghaan', '1g')).toBe(old);
  });

  it('refuses an undo when a later change touched the same fields, and says who', async () => {
    const polm = await link('Marokkaanse Polm');
    const first = await call('PUT', `/v1/shops-to-prices/availability/${polm.id}`, staff, {
      active: false,
    });
    expect(first.statusCode, first.body).toBe(200);
    const [firstEntry] = await history(staff);
    const second = await call('PUT', `/v1/shops-to-prices/availability/${polm.id}`, admin, {
      active: true,
    });
    expect(second.statusCode, second.body).toBe(200);
    const refused = await call('POST', `/v1/history/${firstEntry?.id}/undo`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      new RegExp(
        `^Terugdraaien lukt niet: Marokkaanse Polm is daarna nog gewijzigd door ${api.adminUsername} \\(`,
      ),
    );
  });

  it('records before and after for every kind of write', async () => {
    const category = (
      await call('GET', `/v1/categories?filter=shop_id:${shopId}&limit=1`, staff)
    ).json<{ id: string; name: string }[]>()[0] as { id: string; name: string };
    const renamed = await call('PUT', `/v1/categories/${category.id}`, staff, {
      name: `${category.name} X`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    let [entry] = await history(staff, '&table=categories');
    expect(field(rowOf(entry, 'categories'), 'name')).toEqual({
      field: 'name',
      before: category.name,
      after: `${category.name} X`,
    });

    const table = await call('POST', '/v1/tables', staff, { name: 'Terras 9', shop_id: shopId });
    expect(table.statusCode, table.body).toBe(201);
    await call('DELETE', `/v1/tables/${table.json().id}`, staff);
    const tables = await history(staff, '&table=shop_tables');
    expect(
      tables.slice(0, 2).map((e) => [rowOf(e, 'shop_tables')?.op, rowOf(e, 'shop_tables')?.label]),
    ).toEqual([
      ['delete', 'Terras 9'],
      ['insert', 'Terras 9'],
    ]);

    const user = await call('POST', '/v1/users', admin, {
      username: 'history.tester',
      email: 'history.tester@example.com',
      password: 'een lang genoeg wachtwoord 42',
    });
    expect(user.statusCode, user.body).toBe(201);
    [entry] = await history(admin, '&table=users');
    const userRow = rowOf(entry, 'users');
    expect(userRow).toMatchObject({ op: 'insert', label: 'history.tester' });
    // Secrets are never recorded.
    expect(userRow?.fields.map((f) => f.field)).not.toContain('password_hash');
    expect(JSON.stringify(entry)).not.toMatch(/argon|scrypt|\$2[aby]\$/);
    // Staff do not see account changes.
    expect((await history(staff, '&table=users')).length).toBe(0);

    const shop = await call('PUT', `/v1/shops/${shopId}`, admin, {
      name: 'Mississippi',
      description: 'Aan de Maas',
    });
    expect(shop.statusCode, shop.body).toBe(200);
    [entry] = await history(staff, `&table=shops&shop_id=${shopId}`);
    expect(field(rowOf(entry, 'shops'), 'description')?.after).toBe('Aan de Maas');
  });

  it('records kinds, products, screens and shop groups with before and after, order deletes not', async () => {
    const kind = (await call('GET', '/v1/kinds/all', admin)).json<
      { id: string; name: string }[]
    >()[0];
    const renamedKind = await call('PUT', `/v1/kinds/${kind?.id}`, admin, {
      name: 'Historische Haze',
    });
    expect(renamedKind.statusCode, renamedKind.body).toBe(200);
    let [entry] = await history(admin, '&table=kinds');
    expect(field(rowOf(entry, 'kinds'), 'name')).toEqual({
      field: 'name',
      before: kind?.name,
      after: 'Historische Haze',
    });

    const product = (await call('GET', '/v1/products?limit=1', admin)).json<
      { id: string; name: string }[]
    >()[0];
    await call('PUT', `/v1/products/${product?.id}`, admin, { name: 'Historische Cola' });
    [entry] = await history(admin, `&product_id=${product?.id}`);
    expect(field(rowOf(entry, 'products'), 'name')?.after).toBe('Historische Cola');

    const screen = (await call('GET', '/v1/screens?limit=1', admin)).json<
      { id: string; name: string }[]
    >()[0];
    await call('PUT', `/v1/screens/${screen?.id}`, admin, { name: 'Scherm achter de bar' });
    [entry] = await history(admin, '&table=screens');
    expect(rowOf(entry, 'screens')).toMatchObject({ op: 'update', label: 'Scherm achter de bar' });

    const group = await call('POST', '/v1/shop-groups', admin, { name: 'Historie Groep' });
    expect(group.statusCode, group.body).toBe(201);
    [entry] = await history(admin, '&table=shop_groups');
    expect(rowOf(entry, 'shop_groups')).toMatchObject({ op: 'insert', label: 'Historie Groep' });

    const placed = (await api.database.db.execute(sql`
      insert into orders (shop_id, customer_order_id, total_cents)
      values (${shopId}::uuid, 99001, 1250) returning id::text as id`)) as unknown as {
      rows: { id: string }[];
    };
    const orderId = placed.rows[0]?.id as string;
    const deleted = await call('DELETE', `/v1/orders/${orderId}`, staff);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // Orders are their own record: deleting one is no entry of the history.
    const orderEntries = await history(staff, '&table=orders');
    expect(orderEntries).toEqual([]);
  });

  it('shows staff only the history of their own shops, filtered by product and user', async () => {
    const mine = await history(staff);
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await history(otherStaff);
    expect(theirs.map((e) => e.id)).not.toContain(mine[0]?.id);
    const ketama = await link('Ketama');
    const kindId = (await call('GET', `/v1/shops-to-prices/${ketama.id}`, staff)).json<{
      kind_id: string;
    }>().kind_id;
    const ofKetama = await history(staff, `&product_id=${kindId}`);
    expect(ofKetama.length).toBeGreaterThanOrEqual(2);
    for (const entry of ofKetama) {
      expect(entry.rows.some((row) => row.subject_id === kindId || row.table === 'prices')).toBe(
        true,
      );
    }
    const byAdmin = await history(
      admin,
      `&user_id=${(await call('GET', '/v1/users/me', admin)).json().id}`,
    );
    expect(byAdmin.every((entry) => entry.user_name === api.adminUsername)).toBe(true);
    const denied = await call('POST', `/v1/history/${mine[0]?.id}/undo`, otherStaff);
    expect(denied.statusCode).toBe(404);
  });

  it('lists the combinations a row had for the price history picker', async () => {
    const ketama = await link('Ketama');
    const answer = await call('GET', `/v1/shops-to-prices/${ketama.id}/price-history`, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    const had = answer.json<{ price_id: string; until: string | null }[]>();
    expect(had[0]).toEqual({ price_id: ketama.price_id, until: null });
    expect(had.length).toBeGreaterThanOrEqual(2);
  });
});
