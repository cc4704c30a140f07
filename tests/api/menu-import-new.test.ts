import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kinds, products, shopGroups, shops } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Row {
  id: string;
  product_name: string;
  category_id: string;
  kind_id: string | null;
  product_id: string | null;
  internal_product_id: string;
  active: boolean;
  new: boolean;
  json_prices: { label: string; label_en?: string; price: number }[];
}
interface Creation {
  line: number;
  category: string;
  category_id: string;
  product_name: string;
  type: string;
  existing_id: string | null;
  internal_product_id: string;
  prices: { label: string; price: number }[];
  active: boolean;
  new: boolean;
}
interface Preview {
  token: string;
  changes: { line: number; product_name: string; prices: unknown[] }[];
  new_items: Creation[];
  choices: {
    line: number;
    product_name: string;
    suggestions: { id: string; name: string; on_menu: boolean }[];
    new_problem: string | null;
  }[];
  unknown_products: { line: number; product_name: string; note: string }[];
  errors: { line: number; message: string }[];
}

/**
 * A menu file that names products the shop does not have: a line with a category of the shop
 * and prices becomes a new kind (cannabis category) or horeca product (horeca category), made
 * on apply with its combination and row; a misspelt name is offered the products it is close
 * to and applied only as the caller chooses; a line that cannot be a product says what is
 * missing. On a coffeeshop (Mississippi) and on the café (Café De Brug, free labels).
 */
describe.each(testDatabases())('new products from a menu file on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
  }, 180_000);
  afterAll(() => api?.close());

  /** The calls of one shop's staff on its menu. */
  const shopOf = async (shopName: string, staffIndex: number) => {
    const shopId = api.demo?.shops.find((s) => s.name === shopName)?.id as string;
    const username = api.demo?.staffUsers[staffIndex]?.username as string;
    const auth = await api.login(username, api.staffPassword);
    const exportCsv = async () =>
      (
        await api.app.inject({
          url: `/v1/shops/${shopId}/menu.csv`,
          headers: { authorization: auth },
        })
      ).body
        .replace(/^\uFEFF/, '')
        .trimEnd();
    const post = (path: string, csv: string, language = 'nl') =>
      api.app.inject({
        method: 'POST',
        url: `/v1/shops/${shopId}/menu-import/${path}`,
        headers: {
          authorization: auth,
          'content-type': 'text/csv; charset=utf-8',
          'accept-language': language,
        },
        payload: csv,
      });
    const preview = async (csv: string, language = 'nl') => {
      const answer = await post('preview', csv, language);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Preview>();
    };
    const rows = async () =>
      (
        await api.app.inject({
          url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
          headers: { authorization: auth },
        })
      ).json<Row[]>();
    /** The file with lines added, each given by its cells per column name. */
    const withLines = (csv: string, ...lines: Record<string, string>[]) => {
      const header = (csv.split('\r\n')[0] ?? '').split(';');
      const added = lines.map((cells) => header.map((name) => cells[name] ?? '').join(';'));
      return { csv: [csv, ...added].join('\r\n'), first: csv.split('\r\n').length + 1 };
    };
    return { shopId, auth, exportCsv, post, preview, rows, withLines };
  };

  describe('on a coffeeshop', () => {
    let shop: Awaited<ReturnType<typeof shopOf>>;
    beforeAll(async () => {
      shop = await shopOf('Mississippi', 0);
    });

    it('previews a new kind with its category and prices, near matches and what is missing, then makes only the new kind', async () => {
      const before = await shop.rows();
      const ketama = before.find((r) => r.product_name === 'Ketama') as Row;
      const { csv, first } = shop.withLines(
        await shop.exportCsv(),
        {
          Categorie: 'Wiet',
          Product: 'Zomerse Nevel',
          Type: 'soort',
          '1g': '11,00',
          '5g': '50,00',
          Beschikbaar: 'ja',
          Nieuw: 'ja',
        },
        { Categorie: 'Hasj', Product: 'Ketamma', Type: 'soort', '1g': '9,75', Beschikbaar: 'ja' },
        { Categorie: '', Product: 'Zonder Plek', '1g': '5,00', '5g': '20,00', Beschikbaar: 'ja' },
        {
          Categorie: 'Bier',
          Product: 'Ander Ding',
          '1g': '5,00',
          '5g': '20,00',
          Beschikbaar: 'ja',
        },
        { Categorie: 'Wiet', Product: 'Alleen Een Prijs', '1g': '5,00', Beschikbaar: 'ja' },
      );
      const seen = await shop.preview(csv);
      expect(seen.errors).toEqual([]);
      expect(seen.changes).toEqual([]);
      expect(seen.new_items).toEqual([
        {
          line: first,
          category: 'Wiet',
          category_id: expect.any(String),
          product_name: 'Zomerse Nevel',
          type: 'kind',
          existing_id: null,
          internal_product_id: expect.stringMatching(/^100\d\d$/),
          prices: [
            { label: '1g', price: 11 },
            { label: '5g', price: 50 },
          ],
          active: true,
          new: true,
        },
      ]);
      expect(before.map((r) => r.internal_product_id)).not.toContain(
        seen.new_items[0]?.internal_product_id,
      );
      expect(seen.choices).toEqual([
        expect.objectContaining({
          line: first + 1,
          product_name: 'Ketamma',
          suggestions: [{ id: ketama.id, name: 'Ketama', on_menu: true, category: 'Hasj' }],
          // Ketama's other prices are not on the line: as a new kind it is one price short.
          new_problem: 'Je moet minstens 2 prijzen hebben.',
        }),
      ]);
      const notes = seen.unknown_products.map((u) => [u.line, u.note]);
      expect(notes).toEqual([
        [first + 2, expect.stringContaining('Geef de categorie')],
        [first + 3, expect.stringContaining('"Bier" bestaat niet')],
        [first + 4, expect.stringContaining('minstens 2 prijzen')],
      ]);
      expect(notes[0]?.[1]).toMatch(/^Onbekend product, wordt niet aangemaakt/);
      const english = await shop.preview(csv, 'en');
      expect(english.unknown_products[0]?.note).toBe(
        'Unknown product, will not be created: Give the category: a new product goes into a category of this menu.',
      );
      expect(english.choices[0]?.new_problem).toBe('You need at least 2 prices.');

      const applied = await shop.post(`apply?token=${seen.token}`, csv);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({ applied: 0, created: 1 });
      const after = await shop.rows();
      expect(after).toHaveLength(before.length + 1);
      const made = after.find((r) => r.product_name === 'Zomerse Nevel') as Row;
      expect(made).toMatchObject({
        active: true,
        new: true,
        product_id: null,
        internal_product_id: seen.new_items[0]?.internal_product_id,
        json_prices: [
          expect.objectContaining({ label: '1g', price: 11 }),
          expect.objectContaining({ label: '5g', price: 50 }),
        ],
      });
      expect(made.category_id).toBe(seen.new_items[0]?.category_id);
      // Not guessed: Ketama keeps its price and no kind of the misspelt name exists.
      expect(after.find((r) => r.id === ketama.id)).toEqual(ketama);
      const db = api.database.db;
      expect(await db.select().from(kinds).where(eq(kinds.name, 'Ketamma'))).toEqual([]);
      const [kindRow] = await db.select().from(kinds).where(eq(kinds.name, 'Zomerse Nevel'));
      const [maastricht] = await db
        .select()
        .from(shopGroups)
        .where(eq(shopGroups.name, 'Maastricht'));
      expect(kindRow?.shopGroupId).toBe(maastricht?.id);
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, made.kind_id as string), eq(auditLog.action, 'Added')));
      expect(audit.map((a) => a.entityType).sort()).toEqual(['kind', 'kind']);

      // The same file again: the new kind is on the menu now and nothing more is made.
      const again = await shop.preview(csv);
      expect(again.new_items).toEqual([]);
      expect(again.changes).toEqual([]);
      const second = await shop.post(`apply?token=${again.token}`, csv);
      expect(second.json()).toMatchObject({ applied: 0, created: 0 });
    });

    it('applies a misspelt line only as chosen: as a change of the suggested row, or as a new kind', async () => {
      const before = await shop.rows();
      const ketama = before.find((r) => r.product_name === 'Ketama') as Row;
      const exported = await shop.exportCsv();
      const ketamaLine = exported.split('\r\n').find((l) => l.split(';')[1] === 'Ketama') as string;
      const header = (exported.split('\r\n')[0] ?? '').split(';');
      const cellsOf = (line: string) =>
        Object.fromEntries(line.split(';').map((cell, i) => [header[i] ?? '', cell]));
      const { csv, first } = shop.withLines(
        exported
          .split('\r\n')
          .filter((l) => l !== ketamaLine)
          .join('\r\n'),
        { ...cellsOf(ketamaLine), Product: 'Ketamma', Kassacode: '', '1g': '9,75' },
        { Categorie: 'Hasj', Product: 'Afghaani', '1g': '10,00', '5g': '45,00', Beschikbaar: 'ja' },
      );
      const seen = await shop.preview(csv);
      expect(seen.choices.map((c) => [c.line, c.suggestions.map((s) => s.name)])).toEqual([
        [first, ['Ketama']],
        [first + 1, ['Afghaan']],
      ]);
      const apply = (choices: string) =>
        shop.post(`apply?token=${seen.token}&choices=${encodeURIComponent(choices)}`, csv);

      // Refused, nothing written: an id that is no suggestion, a line that asks nothing, garbage.
      const stranger = await apply(
        `${first}:${before.find((r) => r.product_name === 'Afghaan')?.id}`,
      );
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json<{ detail: string }>().detail).toContain('geen van de voorgestelde');
      const notAsked = await apply(`2:new`);
      expect(notAsked.statusCode).toBe(400);
      expect(notAsked.json<{ detail: string }>().detail).toContain('vraagt geen keuze');
      expect((await apply('eerste:nieuw')).statusCode).toBe(400);
      expect((await apply(`${first}:new,${first}:new`)).statusCode).toBe(400);
      expect(await shop.rows()).toEqual(before);

      // The preview with the choices shows what they do.
      const chosen = `${first}:${ketama.id},${first + 1}:new`;
      const shown = await shop.post(`preview?choices=${encodeURIComponent(chosen)}`, csv);
      expect(shown.json<Preview>()).toMatchObject({
        choices: [],
        changes: [expect.objectContaining({ product_name: 'Ketama', line: first })],
        new_items: [expect.objectContaining({ product_name: 'Afghaani', line: first + 1 })],
      });
      const applied = await apply(chosen);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({ applied: 1, created: 1 });
      const after = await shop.rows();
      const changed = after.find((r) => r.id === ketama.id) as Row;
      expect(changed.json_prices.find((e) => e.label === '1g')?.price).toBe(9.75);
      expect(after.find((r) => r.product_name === 'Afghaani')?.kind_id).toEqual(expect.any(String));
      expect(after).toHaveLength(before.length + 1);
    });

    it('refuses a cannabis category in a shop that sells no cannabis, and more new names than one import may make', async () => {
      const db = api.database.db;
      await db.update(shops).set({ shopType: 'horeca' }).where(eq(shops.id, shop.shopId));
      try {
        const { csv, first } = shop.withLines(await shop.exportCsv(), {
          Categorie: 'Wiet',
          Product: 'Verboden Vrucht',
          '1g': '5,00',
          '5g': '20,00',
          Beschikbaar: 'ja',
        });
        const seen = await shop.preview(csv);
        expect(seen.new_items).toEqual([]);
        expect(seen.unknown_products).toEqual([
          expect.objectContaining({
            line: first,
            note: expect.stringContaining('deze shop verkoopt geen cannabis'),
          }),
        ]);
      } finally {
        await db.update(shops).set({ shopType: 'both' }).where(eq(shops.id, shop.shopId));
      }
      const flood = Array.from({ length: 201 }, (_, i) => ({
        Categorie: 'Wiet',
        Product: `Stroom ${String(i).padStart(3, '0')} X`,
        '1g': '5,00',
        '5g': '20,00',
        Beschikbaar: 'ja',
      }));
      const { csv } = shop.withLines(await shop.exportCsv(), ...flood);
      const before = await shop.rows();
      const refused = await shop.post('preview', csv);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain('hoogstens 200');
      // Without a preview there is no token to apply it with.
      expect((await shop.post('apply?token=x', csv)).statusCode).toBe(409);
      // 200 are fine.
      const { csv: most } = shop.withLines(await shop.exportCsv(), ...flood.slice(1));
      const allowed = await shop.preview(most);
      expect(allowed.new_items).toHaveLength(200);
      expect(await shop.rows()).toEqual(before);
    });
  });

  describe('on a café', () => {
    let cafe: Awaited<ReturnType<typeof shopOf>>;
    beforeAll(async () => {
      cafe = await shopOf('Café De Brug', 1);
      const [utrecht] = await api.database.db
        .select()
        .from(shopGroups)
        .where(eq(shopGroups.name, 'Utrecht'));
      const drinks = (await cafe.rows()).find((r) => r.product_name === 'Coca-Cola') as Row;
      // A wine by the glass and the bottle: the menu gets the free labels Glas and Fles.
      const wine = await api.app.inject({
        method: 'POST',
        url: '/v1/products/with-price',
        headers: { authorization: cafe.auth },
        payload: {
          name: 'Huiswijn rood',
          shop_group_id: utrecht?.id,
          product_type: null,
          shop_id: cafe.shopId,
          category_id: drinks.category_id,
          register_prefix: '700',
          prices: [
            { label: 'Glas', label_en: 'Glass', price: 4.5 },
            { label: 'Fles', label_en: 'Bottle', price: 24 },
          ],
        },
      });
      expect(wine.statusCode, wine.body).toBe(201);
    });

    it('makes a horeca product with free labels, offers near matches and refuses a kind in a drinks category', async () => {
      const before = await cafe.rows();
      const { csv, first } = cafe.withLines(
        await cafe.exportCsv(),
        {
          Categorie: 'Koude dranken',
          Product: 'Huiswijn wit',
          Type: 'horeca',
          Glas: '4,75',
          Fles: '23,50',
          Beschikbaar: 'ja',
        },
        { Categorie: 'Warme dranken', Product: 'Capucino', '1st': '3,30', Beschikbaar: 'ja' },
        {
          Categorie: 'Koude dranken',
          Product: 'Nieuwe Wiet',
          Type: 'soort',
          Glas: '4,00',
          Beschikbaar: 'ja',
        },
        {
          Categorie: 'Warme dranken',
          Product: 'Warme Chocomel Extra',
          Kassacode: '800',
          '1st': '3,80',
          Beschikbaar: 'nee',
        },
      );
      const seen = await cafe.preview(csv);
      expect(seen.errors).toEqual([]);
      expect(seen.new_items).toEqual([
        expect.objectContaining({
          line: first,
          category: 'Koude dranken',
          product_name: 'Huiswijn wit',
          type: 'product',
          internal_product_id: expect.stringMatching(/^500\d\d$/),
          prices: [
            { label: 'Glas', price: 4.75 },
            { label: 'Fles', price: 23.5 },
          ],
          active: true,
          new: false,
        }),
        expect.objectContaining({
          line: first + 3,
          product_name: 'Warme Chocomel Extra',
          internal_product_id: '80001',
          prices: [{ label: '1st', price: 3.8 }],
          active: false,
        }),
      ]);
      expect(seen.choices).toEqual([
        expect.objectContaining({
          line: first + 1,
          suggestions: [expect.objectContaining({ name: 'Cappuccino', on_menu: true })],
          new_problem: null,
        }),
      ]);
      expect(seen.unknown_products).toEqual([
        expect.objectContaining({
          line: first + 2,
          note: expect.stringContaining('"soort" past niet'),
        }),
      ]);

      const applied = await cafe.post(`apply?token=${seen.token}`, csv);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({ applied: 0, created: 2 });
      const after = await cafe.rows();
      expect(after).toHaveLength(before.length + 2);
      const wine = after.find((r) => r.product_name === 'Huiswijn wit') as Row;
      expect(wine.kind_id).toBeNull();
      expect(wine.internal_product_id).toBe(seen.new_items[0]?.internal_product_id);
      expect(wine.json_prices).toEqual([
        expect.objectContaining({ label: 'Glas', label_en: 'Glass', price: 4.75 }),
        expect.objectContaining({ label: 'Fles', label_en: 'Bottle', price: 23.5 }),
      ]);
      expect(after.find((r) => r.product_name === 'Warme Chocomel Extra')).toMatchObject({
        active: false,
        internal_product_id: '80001',
      });
      expect(after.some((r) => r.product_name === 'Capucino')).toBe(false);
      const db = api.database.db;
      const [made] = await db.select().from(products).where(eq(products.name, 'Huiswijn wit'));
      expect(made?.id).toBe(wine.product_id);
    });
  });

  it("reads a new café's first file: columns of amounts under Glas and Fles are its price labels", async () => {
    const admin = await api.adminAuth();
    const group = api.demo?.shops.find((s) => s.name === 'Café De Brug');
    const groups = await api.app.inject({
      url: `/v1/shop-groups/shop-id/${group?.id ?? ''}`,
      headers: { authorization: admin },
    });
    const made = await api.app.inject({
      method: 'POST',
      url: '/v1/shops',
      headers: { authorization: admin },
      payload: {
        name: 'Café Nieuwstraat',
        shop_type: 'horeca',
        shop_group_id: groups.json<{ id: string }[]>()[0]?.id,
        time_zone: 'Europe/Amsterdam',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const shopId = made.json<{ id: string }>().id;
    const csv = [
      'Categorie;Product;Kassacode;Beschikbaar;Glas;Fles;Opmerking',
      'Dranken;Stadsbier;;ja;3,80;19,50;van de tap',
      'Dranken;Huiswijn;;ja;4,25;;',
    ].join('\r\n');
    const post = (path: string) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/shops/${shopId}/menu-import/${path}`,
        headers: { authorization: admin, 'content-type': 'text/csv; charset=utf-8' },
        payload: csv,
      });
    const preview = await post('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = preview.json<Preview>();
    expect(seen.errors).toEqual([]);
    // "Opmerking" holds words, not amounts: not a price column.
    expect(seen.new_items.map((item) => [item.product_name, item.prices])).toEqual([
      [
        'Stadsbier',
        [
          { label: 'Glas', price: 3.8 },
          { label: 'Fles', price: 19.5 },
        ],
      ],
      ['Huiswijn', [{ label: 'Glas', price: 4.25 }]],
    ]);
    const applied = await post(`apply?token=${seen.token}`);
    expect(applied.statusCode, applied.body).toBe(200);
    const rows = await api.app.inject({
      url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
      headers: { authorization: admin },
    });
    const beer = rows.json<Row[]>().find((row) => row.product_name === 'Stadsbier');
    expect(beer?.json_prices.map((entry) => [entry.label, entry.price])).toEqual([
      ['Glas', 3.8],
      ['Fles', 19.5],
    ]);
  });
});
