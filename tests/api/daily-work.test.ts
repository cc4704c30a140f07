import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '../../src/domain/contract';
import { testDatabases } from '../support/api';
import { startOrderWorld, type OrderWorld } from '../support/orders';

interface Link {
  id: string;
  price_id: string;
  product_name: string;
  internal_product_id: string;
  json_prices: { label: string; quantity: number; price: number }[];
}

interface PreviewChange {
  link_id: string;
  product_name: string;
  internal_product_id: string;
  register_code_change: { was: string; now: string; text: string } | null;
}

/**
 * A shop's daily work without traps: orders never enter the history and undoing any entry
 * leaves ordering working; a user edit can be undone; entries read with names in Dutch (or
 * English); register codes stay put unless a shared combination changes for one row, and then
 * the new code is said in the answer, the import preview and the history; new horeca codes
 * keep the shop's five-digit pattern.
 */
describe.each(testDatabases())('daily work on %s', (kind) => {
  let w: OrderWorld;
  let shop: string;
  let table1: string;

  beforeAll(async () => {
    w = await startOrderWorld(kind);
    shop = w.shop.Mississippi;
    table1 = await w.table(shop, 'Tafel 1');
  });
  afterAll(() => w?.api.close());

  const db = () => w.api.database.db;
  async function history(auth: string, language = 'nl'): Promise<HistoryEntry[]> {
    const answer = await w.api.app.inject({
      url: '/v1/history?limit=200',
      headers: { authorization: auth, 'accept-language': language },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<HistoryPage>().entries;
  }
  async function links(): Promise<Link[]> {
    const answer = await w.call(
      w.root,
      'GET',
      `/v1/shops-to-prices?filter=shop_id:${shop}&limit=0`,
    );
    return answer.json<Link[]>();
  }
  const link = async (name: string) =>
    (await links()).find((row) => row.product_name === name) as Link;
  const texts = (entries: HistoryEntry[]) => entries.flatMap((e) => e.rows.map((r) => r.text));
  const order = async () =>
    w.placed({
      shop_id: shop,
      table_id: table1,
      lines: [await w.productLine(shop, 'Thee', '1st')],
    });
  async function changePrice(name: string, label: string, price: number, language = 'nl') {
    const row = await link(name);
    const answer = await w.api.app.inject({
      method: 'PUT',
      url: `/v1/shops-to-prices/${row.id}/prices`,
      headers: { authorization: w.maastricht, 'accept-language': language },
      payload: {
        cannabis: row.json_prices.map((e) => ({
          quantity: e.quantity,
          price: e.label === label ? price : e.price,
        })),
        for: 'this',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Link & { register_code_change: PreviewChange['register_code_change'] }>();
  }

  it('keeps order counters and orders out of the history', async () => {
    const before = (await history(w.root)).length;
    await order();
    await order();
    const entries = await history(w.root);
    expect(entries.length).toBe(before);
    const counted = (await db().execute(sql`select count(*)::int as n from history_rows
      where (table_name = 'shops' and (after ? 'next_customer_order_id'
        or after ? 'last_pending_order_id' or after ? 'last_completed_order_id'))
        or table_name in ('orders', 'order_lines')`)) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]?.n).toBe(0);
    expect(texts(entries).join('\n')).not.toMatch(/order id|customer order/i);
  });

  it('keeps a user’s language out of the history', async () => {
    const before = (await history(w.root)).length;
    const set = await w.call(w.maastricht, 'PUT', '/v1/users/me/language', { language: 'en' });
    expect(set.statusCode, set.body).toBe(200);
    await w.call(w.maastricht, 'PUT', '/v1/users/me/language', { language: 'nl' });
    expect((await history(w.root)).length).toBe(before);
  });

  it('says a shared combination changed for one row gets a new register code, in the answer and the history, in names', async () => {
    const ketama = await link('Ketama');
    expect(ketama.internal_product_id).toBe('20001');
    const old = ketama.json_prices.find((e) => e.label === '1g')?.price as number;
    const answer = await changePrice('Ketama', '1g', old + 0.5);
    const now = answer.internal_product_id;
    expect(now).toMatch(/^200\d\d$/);
    expect(now).not.toBe('20001');
    const money = (n: number) => n.toFixed(2).replace('.', ',');
    expect(answer.register_code_change).toEqual({
      product_name: 'Ketama',
      was: '20001',
      now,
      text: `Ketama krijgt kassacode ${now} (was 20001)`,
    });
    const [entry] = await history(w.maastricht);
    const line = entry?.rows.find((r) => r.table === 'shops_to_prices')?.text;
    expect(line).toBe(
      `Ketama 1g ${money(old)} → ${money(old + 0.5)} · Ketama krijgt kassacode ${now} (was 20001)`,
    );
    const english = (await history(w.maastricht, 'en'))[0]?.rows.find(
      (r) => r.table === 'shops_to_prices',
    )?.text;
    expect(english).toBe(
      `Ketama 1g ${old.toFixed(2)} → ${(old + 0.5).toFixed(2)} · Ketama gets register code ${now} (was 20001)`,
    );

    // Now Ketama's own: the next change is in place, keeps the code and reads with its name,
    // and the earlier entry still reads as it did.
    const again = await changePrice('Ketama', '1g', old + 0.75);
    expect(again.internal_product_id).toBe(now);
    expect(again.register_code_change).toBeNull();
    const entries = await history(w.maastricht);
    expect(entries[0]?.rows.map((r) => r.text)).toContain(
      `Ketama 1g ${money(old + 0.5)} → ${money(old + 0.75)}`,
    );
    expect(entries[1]?.rows.find((r) => r.table === 'shops_to_prices')?.text).toBe(line);
    for (const text of texts(entries)) expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('keeps every register code when an import changes only prices of combinations the file covers', async () => {
    const all = await links();
    // Combinations every row of which is on this shop's menu.
    const uses = (await db().execute(sql`select price_id::text as id, count(*)::int as n,
        count(*) filter (where shop_id = ${shop}::uuid)::int as here
      from shops_to_prices group by price_id`)) as unknown as {
      rows: { id: string; n: number; here: number }[];
    };
    const own = new Set(uses.rows.filter((u) => u.n === u.here && u.n >= 2).map((u) => u.id));
    const chosen = all.filter((row) => own.has(row.price_id) && row.json_prices.length);
    expect(chosen.length).toBeGreaterThan(1);
    const names = new Set(chosen.map((row) => row.product_name));
    const codes = new Set(chosen.map((row) => row.internal_product_id));
    const exported = await w.call(w.maastricht, 'GET', `/v1/shops/${shop}/menu.csv`);
    const lines = exported.body.split('\r\n');
    const header = (lines[0] ?? '').split(';');
    const priceColumns = header
      .map((cell, index) => (/^\d/.test(cell) ? index : -1))
      .filter((i) => i >= 0);
    const raise = (cell: string) => {
      if (!cell.trim()) return cell;
      const value = Number(cell.replace(',', '.')) + 0.1;
      return value.toFixed(2).replace('.', ',');
    };
    const edited = lines
      .map((line) => {
        const cells = line.split(';');
        if (!names.has(cells[1] ?? '') || !codes.has(cells[3] ?? '')) return line;
        return cells.map((cell, i) => (priceColumns.includes(i) ? raise(cell) : cell)).join(';');
      })
      .join('\r\n');
    const post = (path: string) =>
      w.api.app.inject({
        method: 'POST',
        url: `/v1/shops/${shop}/menu-import/${path}`,
        headers: { authorization: w.maastricht, 'content-type': 'text/csv; charset=utf-8' },
        payload: edited,
      });
    const preview = await post('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const changes = preview.json<{ token: string; changes: PreviewChange[] }>().changes;
    expect(changes.length).toBe(chosen.length);
    expect(changes.every((c) => c.register_code_change === null)).toBe(true);
    const applied = await post(`apply?token=${preview.json<{ token: string }>().token}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await links();
    for (const row of all) {
      const now = after.find((candidate) => candidate.id === row.id);
      expect([row.product_name, now?.internal_product_id, now?.price_id]).toEqual([
        row.product_name,
        row.internal_product_id,
        row.price_id,
      ]);
    }
  });

  it('names the new code of a shared combination an import changes for one row, in preview, answer and history', async () => {
    const fanta = await link('Fanta');
    const sharing = (await links()).filter((row) => row.price_id === fanta.price_id);
    expect(sharing.length).toBeGreaterThan(1);
    const exported = await w.call(w.maastricht, 'GET', `/v1/shops/${shop}/menu.csv`);
    const lines = exported.body.split('\r\n');
    const header = (lines[0] ?? '').split(';');
    const column = header.indexOf('1st');
    const edited = lines
      .map((line) => {
        const cells = line.split(';');
        if (cells[1] !== 'Fanta') return line;
        cells[column] = '9,90';
        return cells.join(';');
      })
      .join('\r\n');
    const post = (path: string) =>
      w.api.app.inject({
        method: 'POST',
        url: `/v1/shops/${shop}/menu-import/${path}`,
        headers: { authorization: w.maastricht, 'content-type': 'text/csv; charset=utf-8' },
        payload: edited,
      });
    const preview = await post('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const [change] = preview.json<{ changes: PreviewChange[] }>().changes;
    const now = change?.register_code_change?.now as string;
    expect(now).toMatch(/^500\d\d$/);
    expect(change?.register_code_change).toEqual({
      product_name: 'Fanta',
      was: fanta.internal_product_id,
      now,
      text: `Fanta krijgt kassacode ${now} (was ${fanta.internal_product_id})`,
    });
    const applied = await post(`apply?token=${preview.json<{ token: string }>().token}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(
      applied.json<{ preview: { changes: PreviewChange[] } }>().preview.changes[0]
        ?.register_code_change?.now,
    ).toBe(now);
    expect((await link('Fanta')).internal_product_id).toBe(now);
    const [entry] = await history(w.maastricht);
    expect(texts(entry ? [entry] : []).join('\n')).toContain(
      `Fanta krijgt kassacode ${now} (was ${fanta.internal_product_id})`,
    );
  });

  it('gives new horeca prices a five-digit code of the prefix', async () => {
    const [group] = (
      (await db().execute(sql`select shop_group_id::text as id from shop_group_shops
        where shop_id = ${shop}::uuid limit 1`)) as unknown as { rows: { id: string }[] }
    ).rows;
    // A stray long code of the prefix does not stretch the pattern.
    const stray = await w.call(w.root, 'POST', '/v1/prices', {
      internal_product_id: '5001234567',
      shop_group_id: group?.id,
      edible: [{ quantity: 1, price: 2 }],
    });
    expect(stray.statusCode, stray.body).toBe(201);
    // The back office's price form asks for the code to be completed; API clients keep theirs.
    const made = await w.call(w.root, 'POST', '/v1/prices?complete_code=true', {
      internal_product_id: '500',
      shop_group_id: group?.id,
      edible: [{ quantity: 1, price: 2.5 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<{ internal_product_id: string }>().internal_product_id).toMatch(/^500\d\d$/);
    const kept = await w.call(w.root, 'POST', '/v1/prices', {
      internal_product_id: '501',
      shop_group_id: group?.id,
      edible: [{ quantity: 1, price: 2.5 }],
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json<{ internal_product_id: string }>().internal_product_id).toBe('501');
  });

  it('undoes a user edit, roles included', async () => {
    const users = (await w.call(w.root, 'GET', '/v1/users?limit=0')).json<
      {
        id: string;
        username: string;
        email: string;
        first_name: string;
        roles: { id: string }[];
        shop_groups: { id: string }[];
      }[]
    >();
    const user = users.find((u) => u.username === 'maastricht.staff');
    if (!user) throw new Error('no maastricht.staff');
    const roles = (await w.call(w.root, 'GET', '/v1/roles')).json<{ id: string }[]>();
    const edited = await w.call(w.root, 'PUT', `/v1/users/${user.id}`, {
      username: user.username,
      email: user.email,
      first_name: 'Tijdelijk',
      roles: roles.map((r) => r.id),
      shop_groups: user.shop_groups.map((g) => g.id),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = await history(w.root);
    expect(entry?.rows.some((r) => r.table === 'users')).toBe(true);
    const undo = await w.call(w.root, 'POST', `/v1/history/${entry?.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(204);
    const back = (await w.call(w.root, 'GET', `/v1/users/${user.id}`)).json<typeof user>();
    expect(back.first_name).toBe(user.first_name);
    expect(back.roles.map((r) => r.id).sort()).toEqual(user.roles.map((r) => r.id).sort());
  });

  it('keeps ordering working after undoing any entry of the list', async () => {
    await w.call(w.maastricht, 'POST', '/v1/shop-tables', { shop_id: shop, name: 'Terras 12' });
    await order();
    const entries = await history(w.root);
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) {
      if (entry.undone_by !== null || entry.undo_of !== null) continue;
      const undo = await w.call(w.root, 'POST', `/v1/history/${entry.id}/undo`);
      expect([204, 409], undo.body).toContain(undo.statusCode);
      const placed = await order();
      expect(placed.status).toBe('pending');
    }
  });
});
