import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../server/db/schema';
import { readCsv } from '../../server/http/csv-read';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { cacheStatus } from '../support/catalogue';

interface Row {
  id: string;
  price_id: string;
  active: boolean;
  internal_product_id: string;
  product_name: string;
  category_id: string;
  json_prices: { label: string; price: number }[];
  new: boolean;
  action_labels: { label: string; price: number }[];
}
interface Preview {
  token: string;
  rows: number;
  unchanged: number;
  changes: {
    line: number;
    product_name: string;
    prices: { label: string; old: number; new: number }[];
    new?: boolean | null;
    discounts?: { label: string; old: number | null; new: number | null }[];
    active: boolean | null;
  }[];
  new_products: { line: number; product_name: string; note: string }[];
  unknown_products: { line: number; product_name: string }[];
  errors: { line: number; message: string }[];
}

/**
 * A shop's menu as a spreadsheet file and back: the export, the preview of an import and
 * applying exactly that preview. In the demo data Ketama, Marokkaanse Polm and Afghaan share
 * combination 20001 and Charas is not available.
 */
describe.each(testDatabases())('menu file on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let otherStaff: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
    const [maastricht, other] = api.demo?.staffUsers ?? [];
    staff = await api.login(maastricht?.username as string, api.staffPassword);
    otherStaff = await api.login(other?.username as string, api.staffPassword);
  });
  afterAll(() => api?.close());

  const exportCsv = async (query = '', auth = staff) => {
    const answer = await api.app.inject({
      url: `/v1/shops/${shopId}/menu.csv${query}`,
      headers: { authorization: auth },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body;
  };
  const post = (path: string, csv: string, auth = staff) =>
    api.app.inject({
      method: 'POST',
      url: `/v1/shops/${shopId}/menu-import/${path}`,
      headers: { authorization: auth, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });
  const preview = async (csv: string) => {
    const answer = await post('preview', csv);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Preview>();
  };
  const apply = (csv: string, token: string) => post(`apply?token=${token}`, csv);
  const rows = async () => {
    const answer = await api.app.inject({
      url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
      headers: { authorization: staff },
    });
    return answer.json<Row[]>().sort((a, b) => a.id.localeCompare(b.id));
  };
  const byName = (list: Row[], name: string) => list.find((r) => r.product_name === name) as Row;
  const priceOf = (row: Row, label: string) =>
    row.json_prices.find((e) => e.label === label)?.price;
  /** The file with one line's cells replaced. */
  const edit = (csv: string, name: string, change: (cells: string[]) => string[]) =>
    csv
      .split('\r\n')
      .map((line) => {
        const cells = line.split(';');
        return cells[1] === name ? change(cells).join(';') : line;
      })
      .join('\r\n');

  it('exports the menu with a BOM, semicolons and Dutch prices, or commas when asked', async () => {
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFFCategorie;Product;Type;Kassacode;0.5g;1g')).toBe(true);
    expect(csv).toContain('Hasj;Ketama;soort;20001;;9,00;21,00;40,00;');
    expect(csv).toContain('Hasj;Charas;soort;20004;9,00;17,00;40,00;;;;;;;nee;nee');
    const header = csv.split('\r\n')[0] ?? '';
    expect(header).toContain(';Beschikbaar;Nieuw;Korting 0.5g;Korting 1g');
    const comma = await exportCsv('?separator=comma');
    expect(comma).toContain('Hasj,Ketama,soort,20001,,9.00,21.00,40.00,');
    const refused = await api.app.inject({
      url: `/v1/shops/${shopId}/menu.csv`,
      headers: { authorization: otherStaff },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('changes nothing when the exported file comes back, with either separator', async () => {
    const before = await rows();
    const status = await cacheStatus(api, shopId);
    for (const csv of [await exportCsv(), await exportCsv('?separator=comma')]) {
      const seen = await preview(csv);
      expect(seen).toMatchObject({ changes: [], errors: [], new_products: [] });
      expect(seen.unknown_products).toEqual([]);
      expect(seen.unchanged).toBe(before.length);
      const applied = await apply(csv, seen.token);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({ applied: 0 });
    }
    expect(await rows()).toEqual(before);
    expect(await cacheStatus(api, shopId)).toBe(status);
  });

  it('escapes cells a spreadsheet would run as a formula, and reads them back', async () => {
    const db = api.database.db;
    const [hasj] = await db.select().from(categories).where(eq(categories.name, 'Hasj'));
    await db
      .update(categories)
      .set({ name: '=HYPERLINK("x")' })
      .where(eq(categories.id, hasj?.id as string));
    try {
      const csv = await exportCsv();
      expect(csv).toContain(`"'=HYPERLINK(""x"")";Ketama;`);
      expect(csv).not.toMatch(/(^|;|\n)[=+\-@]/);
      const read = await readCsv(Buffer.from(csv), { maxRecords: 5000, maxRecordChars: 4096 });
      const record = read.records.find((r) => r.cells[1] === 'Ketama');
      expect(record?.cells[0]).toBe(`'=HYPERLINK("x")`);
      const seen = await preview(csv);
      expect(seen).toMatchObject({ changes: [], errors: [] });
    } finally {
      await db
        .update(categories)
        .set({ name: 'Hasj' })
        .where(eq(categories.id, hasj?.id as string));
    }
  });

  it('previews changed prices, availability, new and unknown products and broken lines, then applies exactly that', async () => {
    // A kind of the catalogue that is not on the menu: take Spacebrownie off it.
    const spacebrownie = byName(await rows(), 'Spacebrownie');
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/v1/shops-to-prices/${spacebrownie.id}`,
      headers: { authorization: staff },
    });
    expect(removed.statusCode).toBe(204);
    let csv = (await exportCsv()).trimEnd();
    csv = edit(csv, 'Ketama', (c) => c.map((cell, i) => (i === 5 ? '9,50' : cell)));
    csv = edit(csv, 'Charas', (c) =>
      c.map((cell) => (cell === 'nee' ? 'ja' : cell)).map((cell, i) => (i === 15 ? 'nee' : cell)),
    );
    csv = edit(csv, 'Afghaan', (c) => c.map((cell, i) => (i === 5 ? 'negen' : cell)));
    const width = (csv.split('\r\n')[0] ?? '').split(';').length;
    const blank = (name: string, code: string) =>
      ['Edibles', name, 'soort', code, ...Array<string>(width - 4).fill('')].map((cell, i) =>
        i === 13 ? 'ja' : cell,
      );
    const lines = csv.split('\r\n');
    const firstExtra = lines.length + 1;
    const afghaanLine = lines.findIndex((l) => l.includes(';Afghaan;')) + 1;
    csv = [
      ...lines,
      blank('Spacebrownie', '40002').join(';'),
      blank('Bestaat Niet', '99999').join(';'),
      'Hasj;te kort',
      '"Hasj;Open quote',
    ].join('\r\n');
    const before = await rows();
    const seen = await preview(csv);
    expect(seen.changes).toEqual([
      expect.objectContaining({
        product_name: 'Ketama',
        prices: [{ label: '1g', old: 9, new: 9.5 }],
        active: null,
      }),
      expect.objectContaining({ product_name: 'Charas', prices: [], active: true }),
    ]);
    expect(seen.new_products).toEqual([
      expect.objectContaining({ line: firstExtra, product_name: 'Spacebrownie' }),
    ]);
    expect(seen.new_products[0]?.note).toContain('wordt niet aangemaakt');
    expect(seen.unknown_products).toEqual([
      expect.objectContaining({ line: firstExtra + 1, product_name: 'Bestaat Niet' }),
    ]);
    expect(seen.errors.map((e) => e.line)).toEqual([afghaanLine, firstExtra + 2, firstExtra + 3]);
    expect(seen.errors[0]?.message).toContain('negen');
    expect(seen.errors[1]?.message).toContain('kolommen');
    expect(seen.errors[2]?.message).toContain('aanhalingsteken');
    // Nothing changed yet.
    expect(await rows()).toEqual(before);

    const status = await cacheStatus(api, shopId);
    const applied = await apply(csv, seen.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: 2 });
    expect(Date.parse(await cacheStatus(api, shopId))).toBeGreaterThan(Date.parse(status));
    const after = await rows();
    const ketama = byName(after, 'Ketama');
    expect(priceOf(ketama, '1g')).toBe(9.5);
    expect(ketama.internal_product_id).not.toBe('20001');
    expect(priceOf(byName(after, 'Marokkaanse Polm'), '1g')).toBe(9);
    expect(byName(after, 'Marokkaanse Polm').price_id).toBe(
      byName(before, 'Marokkaanse Polm').price_id,
    );
    expect(byName(after, 'Charas').active).toBe(true);
    // Every other row is as it was.
    const untouched = (list: Row[]) =>
      list.filter((r) => r.product_name !== 'Ketama' && r.product_name !== 'Charas');
    expect(untouched(after)).toEqual(untouched(before));

    // The old preview no longer fits the menu; the same file again changes nothing.
    const stale = await apply(csv, seen.token);
    expect(stale.statusCode).toBe(409);
    const again = await preview(csv);
    expect(again.changes).toEqual([]);
    expect(again.errors).toHaveLength(3);
    const second = await apply(csv, again.token);
    expect(second.json()).toMatchObject({ applied: 0 });
    expect(await rows()).toEqual(after);
  });

  it('reads the Nieuw and Korting columns: previews and applies "new" and discounts, and a round trip changes nothing', async () => {
    const original = await exportCsv();
    const header = (original.replace('\uFEFF', '').split('\r\n')[0] ?? '').split(';');
    const column = (name: string) => header.indexOf(name);
    const set = (values: Record<string, string>) => (cells: string[]) =>
      cells.map((cell, i) => values[header[i] ?? ''] ?? cell);
    const before = await rows();
    // Two rows whose names stand once on the menu, with a 1g price above 8,50.
    const fitting = before.filter(
      (r) =>
        before.filter((o) => o.product_name === r.product_name).length === 1 &&
        (priceOf(r, '1g') ?? 0) > 8.5,
    );
    const target = fitting[0] as Row;
    const name = target.product_name;
    const other = (fitting[1] as Row).product_name;
    const yesNo = (value: boolean) => (value ? 'ja' : 'nee');
    const oldDiscount = target.action_labels.find((a) => a.label === '1g')?.price ?? null;
    let csv = edit(original, name, set({ Nieuw: yesNo(!target.new), 'Korting 1g': '8,50' }));
    csv = edit(csv, other, set({ 'Korting 1g': '99,00' }));
    expect(column('Korting 1g')).toBeGreaterThan(column('Nieuw'));
    const seen = await preview(csv);
    expect(seen.changes).toEqual([
      expect.objectContaining({
        product_name: name,
        prices: [],
        active: null,
        new: !target.new,
        discounts: [{ label: '1g', old: oldDiscount, new: 8.5 }],
      }),
    ]);
    // A discount not lower than the price is the line's error; the line changes nothing.
    expect(seen.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Korting') }),
    ]);
    expect(await rows()).toEqual(before);
    const status = await cacheStatus(api, shopId);
    const applied = await apply(csv, seen.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: 1 });
    expect(Date.parse(await cacheStatus(api, shopId))).toBeGreaterThan(Date.parse(status));
    const after = await rows();
    expect(byName(after, name)).toMatchObject({
      new: !target.new,
      action_labels: expect.arrayContaining([{ label: '1g', price: 8.5 }]),
      price_id: target.price_id,
    });
    const others = (list: Row[]) => list.filter((r) => r.product_name !== name);
    expect(others(after)).toEqual(others(before));

    // The export now holds the discount and "new"; it comes back without changes.
    const exported = await exportCsv();
    expect(exported).toMatch(new RegExp(`;${name};.*;${yesNo(!target.new)};(.*;)?8,50(;|\r\n|$)`));
    const round = await preview(exported);
    expect(round).toMatchObject({ changes: [], errors: [] });
    expect((await apply(exported, round.token)).json()).toMatchObject({ applied: 0 });
    expect(await rows()).toEqual(after);

    // Emptying the cells takes the discount and "new" off again.
    const back = edit(exported, name, set({ Nieuw: yesNo(target.new), 'Korting 1g': '' }));
    const undo = await preview(back);
    expect(undo.changes).toEqual([
      expect.objectContaining({
        product_name: name,
        new: target.new,
        discounts: [{ label: '1g', old: 8.5, new: null }],
      }),
    ]);
    expect((await apply(back, undo.token)).statusCode).toBe(200);
    const restored = byName(await rows(), name);
    expect(restored.new).toBe(target.new);
    expect(restored.action_labels.find((a) => a.label === '1g')).toBeUndefined();
  });

  it('refuses to apply a preview of a menu that changed since', async () => {
    const csv = edit(await exportCsv(), 'Gelato', (c) => c);
    const seen = await preview(csv);
    const jack = byName(await rows(), 'Jack Herer');
    await api.app.inject({
      method: 'PUT',
      url: `/v1/shops-to-prices/availability/${jack.id}`,
      headers: { authorization: staff },
      payload: { active: false },
    });
    const refused = await apply(csv, seen.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toContain('gewijzigd');
  });

  it('lets only staff of the shop preview and apply', async () => {
    const csv = await exportCsv();
    expect((await post('preview', csv, otherStaff)).statusCode).toBe(404);
    expect((await post('apply?token=x', csv, otherStaff)).statusCode).toBe(404);
  });
});
