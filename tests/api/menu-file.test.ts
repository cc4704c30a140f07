import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueNames } from '../../server/services/menu-import/menu-import';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Preview {
  token: string;
  rows: number;
  unchanged: number;
  changes: { product_name: string; prices: { label: string; old: number; new: number }[] }[];
  unknown_products: { product_name: string }[];
  errors: { line: number; message: string }[];
  errors_total: number;
  encoding: string;
}
interface Row {
  id: string;
  product_name: string;
  internal_product_id: string;
  json_prices: { label: string; price: number; quantity: number; active: boolean }[];
}

/**
 * The menu file as people's spreadsheets write it: in Windows-1252, UTF-16 or UTF-8, with
 * values beyond what the API accepts, with more lines or errors than a menu has, and after a
 * register code moved. In the demo data "Verse jus d’orange" (a curly apostrophe, 0x92 in
 * Windows-1252) shares register code 50005 with Red Bull in "Koude dranken".
 */
describe.each(testDatabases())('menu file encodings and bounds on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let shopId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    api = await startTestApi(kind, {
      demo: true,
      logStream: { write: (line) => void logLines.push(line) },
    });
    shopId = api.demo?.defaultShopId as string;
    staff = await api.login(api.demo?.staffUsers[0]?.username as string, api.staffPassword);
  });
  afterAll(() => api?.close());

  const exportText = async () => {
    const answer = await api.app.inject({
      url: `/v1/shops/${shopId}/menu.csv`,
      headers: { authorization: staff },
    });
    return answer.body.replace(/^\uFEFF/, '');
  };
  const post = (path: string, bytes: Uint8Array | string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: `/v1/shops/${shopId}/menu-import/${path}`,
      headers: { authorization: staff, 'content-type': 'text/csv', ...headers },
      payload: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
    });
  const preview = async (bytes: Uint8Array | string) => {
    const answer = await post('preview', bytes);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Preview>();
  };
  const rows = async () =>
    (
      await api.app.inject({
        url: `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`,
        headers: { authorization: staff },
      })
    ).json<Row[]>();
  /** The text with one product's line changed. */
  const edit = (text: string, name: string, change: (cells: string[]) => string[]) =>
    text
      .split('\r\n')
      .map((line) => {
        const cells = line.split(';');
        return cells[1] === name ? change(cells).join(';') : line;
      })
      .join('\r\n');
  const header = (text: string) => (text.split('\r\n')[0] ?? '').split(';');

  it('reads the export saved as Windows-1252, UTF-16 or UTF-8 without BOM and names the encoding', async () => {
    const text = await exportText();
    expect(text).toContain('Verse jus d’orange');
    const menu = await rows();
    const encodings: [string, Buffer][] = [
      ['windows-1252', iconv.encode(text, 'windows-1252')],
      ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')])],
      ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf16be')])],
      ['utf-8', Buffer.from(text, 'utf8')],
      ['utf-8-bom', Buffer.from(`\uFEFF${text}`, 'utf8')],
    ];
    for (const [encoding, bytes] of encodings) {
      const seen = await preview(bytes);
      expect(seen, encoding).toMatchObject({ encoding, changes: [], errors: [], errors_total: 0 });
      expect(seen.unknown_products, encoding).toEqual([]);
      expect(seen.unchanged, encoding).toBe(menu.length);
    }
  });

  // Before the next test, which gives the juice a register code of its own.
  it('says why a line with a name not on the menu and a shared register code matches nothing', async () => {
    // The same file read the wrong way round: its apostrophe became a replacement character.
    const misread = new TextDecoder('utf-8').decode(
      iconv.encode(await exportText(), 'windows-1252'),
    );
    const seen = await preview(Buffer.from(misread, 'utf8'));
    expect(seen.encoding).toBe('utf-8');
    const [error] = seen.errors;
    expect(seen.errors).toHaveLength(1);
    expect(error?.message).toContain('staat niet op de kaart in Koude dranken');
    expect(error?.message).toContain('50005');
    expect(error?.message).toContain('Red Bull');
    expect(error?.message).not.toContain('Meerdere producten');
    const english = await post('preview', Buffer.from(misread, 'utf8'), {
      'accept-language': 'en',
    });
    expect(english.json<Preview>().errors[0]?.message).toContain('is not on the menu in');
  });

  it('imports a changed price from a Windows-1252 file, matched by its name', async () => {
    const text = await exportText();
    const column = header(text).findIndex((cell) => cell === '1st');
    expect(column).toBeGreaterThan(0);
    const changed = edit(text, 'Verse jus d’orange', (cells) =>
      cells.map((cell, i) => (i === column ? '4,75' : cell)),
    );
    const bytes = iconv.encode(changed, 'windows-1252');
    expect(bytes.includes(0x92)).toBe(true);
    const seen = await preview(bytes);
    expect(seen.encoding).toBe('windows-1252');
    expect(seen.errors).toEqual([]);
    expect(seen.changes).toEqual([
      expect.objectContaining({
        product_name: 'Verse jus d’orange',
        prices: [expect.objectContaining({ label: '1st', new: 4.75 })],
      }),
    ]);
    const applied = await post(`apply?token=${seen.token}`, bytes);
    expect(applied.statusCode, applied.body).toBe(200);
    const juice = (await rows()).find((r) => r.product_name === 'Verse jus d’orange');
    expect(juice?.json_prices.find((e) => e.label === '1st')?.price).toBe(4.75);
  });

  it('holds every price, discount and name of a file to the API’s bounds', async () => {
    const text = await exportText();
    const cells = header(text);
    const price = cells.indexOf('1g');
    const discount = cells.indexOf('Korting 1g');
    const before = await rows();
    let file = edit(text, 'Ketama', (c) =>
      c.map((cell, i) => (i === price ? '99999999999999999999' : cell)),
    );
    file = edit(file, 'Marokkaanse Polm', (c) =>
      c.map((cell, i) => (i === discount ? '2000000' : cell)),
    );
    file = edit(file, 'Afghaan', (c) => c.map((cell, i) => (i === 1 ? 'A'.repeat(300) : cell)));
    const seen = await preview(file);
    expect(seen.changes).toEqual([]);
    expect(seen.errors.map((e) => e.message)).toEqual([
      'Bij 1g: Een prijs is hoogstens 1.000.000.',
      'Korting: Een prijs is hoogstens 1.000.000.',
      'Product is langer dan 255 tekens.',
    ]);
    const applied = await post(`apply?token=${seen.token}`, file);
    expect(applied.json()).toMatchObject({ applied: 0 });
    expect(await rows()).toEqual(before);
  });

  it('lists the first 200 line errors and counts them all', async () => {
    const text = await exportText();
    const file = [header(text).join(';'), ...Array.from({ length: 1000 }, () => 'x')].join('\n');
    const seen = await preview(file);
    expect(seen.rows).toBe(1000);
    expect(seen.errors).toHaveLength(200);
    expect(seen.errors_total).toBe(1000);
    expect(seen.errors[199]?.line).toBe(201);
  });

  it('refuses a file of more than 5,000 lines with 413 naming the limit, and a binary file with 400', async () => {
    const lines = ['Categorie;Product', ...Array.from({ length: 5001 }, () => 'x')].join('\n');
    const tooMany = await post('preview', lines);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'file_too_many_lines' });
    expect(tooMany.json<{ detail: string }>().detail).toContain('5000');
    const english = await post('preview', lines, { 'accept-language': 'en' });
    expect(english.json<{ detail: string }>().detail).toContain('at most 5000');
    const fits = ['Categorie;Product', ...Array.from({ length: 5000 }, () => 'x')].join('\n');
    expect((await post('preview', fits)).statusCode).toBe(200);
    const binary = await post('preview', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ code: 'file_not_text' });
    expect((await post('apply?token=x', lines)).statusCode).toBe(413);
  });

  it('matches an earlier export by name within the category after a register code moved', async () => {
    const old = await exportText();
    const ketama = (await rows()).find((r) => r.product_name === 'Ketama') as Row;
    // Ketama alone gets new prices: it moves to a copy under a new register code.
    const moved = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops-to-prices/${ketama.id}/prices`,
      headers: { authorization: staff },
      payload: {
        for: 'this',
        cannabis: ketama.json_prices
          .filter((e) => e.label.endsWith('g'))
          .map((e) => ({ quantity: e.quantity, price: e.price + 1, active: true })),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = (await rows()).find((r) => r.id === ketama.id) as Row;
    expect(now.internal_product_id).not.toBe(ketama.internal_product_id);
    const seen = await preview(old);
    expect(seen.errors).toEqual([]);
    expect(seen.changes).toEqual([
      expect.objectContaining({ product_name: 'Ketama', prices: expect.any(Array) }),
    ]);
    expect(seen.changes[0]?.prices.length).toBeGreaterThan(0);
  });

  it('looks 70,000 names up in parts, below the values one statement may bind', async () => {
    const names = Array.from({ length: 70_000 }, (_, i) => `Niet bestaand ${i}`);
    names.push('Ketama');
    const found = await catalogueNames(api.database.db, shopId, names);
    expect([...found]).toEqual(['ketama']);
  });

  it('logs a failed query without the values it was given', async () => {
    const secret = `geheim-${Date.now()}`;
    const failed = await api.database.db
      .execute(sql`select ${secret}::integer as n`)
      .catch((error: unknown) => error);
    expect(String((failed as Error).message)).toContain(secret);
    logLines.length = 0;
    api.app.log.error({ err: failed }, 'a query failed');
    const output = logLines.join('');
    expect(output).toContain('a query failed');
    expect(output).toContain('Failed query');
    expect(output).not.toContain(secret);
  });
});
