import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shopGroups } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Preview {
  rows: number;
  changes: unknown[];
  unknown_products: unknown[];
  errors: { line: number; message: string }[];
  errors_total: number;
  encoding: string;
}

/**
 * Attacks on the menu import replayed against the real server on loopback: files too large,
 * too long or too wide, unknown names by the thousand (beyond the new products one import may
 * make), another shop's category or another group's product, values no price can have, binary
 * garbage, a file in an encoding it does not say, and a file that is all errors. Each answer
 * is a clear 4xx or a bounded preview; the server keeps answering its health check meanwhile.
 */
describe.each(testDatabases())('menu import under attack on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;
  let staff: string;
  let shopId: string;
  let header: string;
  let exported: string[];

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    shopId = api.demo?.defaultShopId as string;
    staff = await api.login(api.demo?.staffUsers[0]?.username as string, api.staffPassword);
    const csv = await fetch(`${baseUrl}/v1/shops/${shopId}/menu.csv`, {
      headers: { authorization: staff },
    });
    exported = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    header = exported[0] ?? '';
  });
  afterAll(() => api?.close());

  const preview = (body: Uint8Array | string, language = 'nl') =>
    fetch(`${baseUrl}/v1/shops/${shopId}/menu-import/preview`, {
      method: 'POST',
      headers: { authorization: staff, 'content-type': 'text/csv', 'accept-language': language },
      body: typeof body === 'string' ? body : Buffer.from(body),
    });
  const width = () => header.split(';').length;
  const line = (name: string, cells: Record<number, string> = {}) =>
    Array.from(
      { length: width() },
      (_, i) => cells[i] ?? (i === 0 ? 'Hasj' : i === 1 ? name : ''),
    ).join(';');

  it('answers 413 naming the limit to a megabyte of 500,000 lines, at once and small', async () => {
    const file = `Categorie;Product\n${'x\n'.repeat(500_000)}`;
    const answer = await preview(file);
    expect(answer.status).toBe(413);
    const text = await answer.text();
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text)).toMatchObject({ code: 'file_too_many_lines' });
    expect(text).toContain('5000');
  });

  it('answers 413 to a file over 4 MB before reading it', async () => {
    const answer = await preview(Buffer.alloc(4 * 1024 * 1024 + 1, 0x78));
    expect(answer.status).toBe(413);
  });

  it('keeps answering its health check while it reads a 4 MB file of 5,000 long lines', async () => {
    const long = 'y'.repeat(780);
    const lines = Array.from({ length: 5000 }, (_, i) => line(`${long}${i}`));
    const file = [header, ...lines].join('\n');
    expect(file.length).toBeGreaterThan(3.8 * 1024 * 1024);
    let done = false;
    const health: number[] = [];
    const polling = (async () => {
      while (!done) {
        health.push((await fetch(`${baseUrl}/v1/health`)).status);
      }
    })();
    const answer = await preview(file);
    done = true;
    await polling;
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview;
    expect(seen.rows).toBe(5000);
    expect(seen.errors).toHaveLength(200);
    expect(seen.errors_total).toBe(5000);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('refuses 5,000 unknown names with a 400 naming the limit of new products', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => line(`Onbekend ${i}`, { 3: `999${i}` }));
    const started = Date.now();
    const answer = await preview([header, ...lines].join('\n'));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { detail: string }).detail).toContain('hoogstens 200');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('compares 200 new names with the whole catalogue in bounded time', async () => {
    const cells = header.split(';');
    const at = (name: string) => cells.indexOf(name);
    const lines = Array.from({ length: 200 }, (_, i) =>
      line(`Ketama variant ${'x'.repeat(200)}${i}`, { [at('1g')]: '9,00', [at('5g')]: '40,00' }),
    );
    const started = Date.now();
    const answer = await preview([header, ...lines].join('\n'));
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview & { new_items: unknown[] };
    expect(seen.new_items).toHaveLength(200);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("cannot use another shop's category or another group's product", async () => {
    const db = api.database.db;
    const [utrecht] = await db.select().from(shopGroups).where(eq(shopGroups.name, 'Utrecht'));
    const [foreign] = await db
      .insert(products)
      .values({ name: 'Ketamaa van Utrecht', shopGroupId: utrecht?.id as string })
      .returning();
    const cells = header.split(';');
    const at = (name: string) => cells.indexOf(name);
    const prices = { [at('1g')]: '9,00', [at('5g')]: '40,00' };
    // 'Vers en gezond' is a category of the café of the other group.
    const file = [
      header,
      line('Vreemde Categorie', { ...prices, 0: 'Vers en gezond' }),
      line('Ketamma', prices),
      line('Ketamaa van Utrechtt', prices),
    ].join('\n');
    const answer = await preview(file);
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview & {
      token: string;
      unknown_products: { line: number; note: string }[];
      choices: { line: number; suggestions: { id: string }[] }[];
      new_items: { line: number }[];
    };
    expect(seen.unknown_products).toEqual([
      expect.objectContaining({
        line: 2,
        note: expect.stringContaining('"Vers en gezond" bestaat niet'),
      }),
    ]);
    // The other group's product is never offered: its look-alike becomes a product of its own.
    expect(seen.choices.map((c) => c.line)).toEqual([3]);
    expect(seen.choices.flatMap((c) => c.suggestions.map((s) => s.id))).not.toContain(foreign?.id);
    expect(seen.new_items.map((c) => c.line)).toEqual([4]);
    for (const choices of [`3:${foreign?.id}`, `4:${foreign?.id}`, `3:${'0'.repeat(36)}`]) {
      const refused = await fetch(
        `${baseUrl}/v1/shops/${shopId}/menu-import/apply?token=${seen.token}&choices=${choices}`,
        {
          method: 'POST',
          headers: { authorization: staff, 'content-type': 'text/csv' },
          body: file,
        },
      );
      expect(refused.status, choices).toBe(400);
    }
    const tooLong = await fetch(
      `${baseUrl}/v1/shops/${shopId}/menu-import/apply?token=${seen.token}&choices=${'3:new,'.repeat(2100)}`,
      { method: 'POST', headers: { authorization: staff, 'content-type': 'text/csv' }, body: file },
    );
    expect(tooLong.status).toBe(400);
    // Staff of another group learn nothing, whatever the choices say: the shop comes first.
    const other = await api.login(api.demo?.staffUsers[1]?.username as string, api.staffPassword);
    for (const path of ['preview?choices=kapot', `apply?token=${seen.token}&choices=3:new`]) {
      const hidden = await fetch(`${baseUrl}/v1/shops/${shopId}/menu-import/${path}`, {
        method: 'POST',
        headers: { authorization: other, 'content-type': 'text/csv' },
        body: file,
      });
      expect(hidden.status, path).toBe(404);
    }
    expect(
      await db.select().from(products).where(eq(products.name, 'Ketamaa van Utrechtt')),
    ).toEqual([]);
  });

  it('refuses prices and discounts no price can have, line by line', async () => {
    const cells = header.split(';');
    /** The exported line of a product with one cell replaced. */
    const exportedWith = (name: string, column: string, value: string) => {
      const found = (exported.find((l) => l.split(';')[1] === name) ?? '').split(';');
      found[cells.indexOf(column)] = value;
      return found.join(';');
    };
    const values = ['99999999999999999999', '1000000,01', '1e20', '-5', '12,345', 'Infinity'];
    for (const value of values) {
      const file = [
        header,
        exportedWith('Ketama', '1g', value),
        exportedWith('Afghaan', 'Korting 1g', value),
      ].join('\n');
      const answer = await preview(file);
      expect(answer.status).toBe(200);
      const seen = (await answer.json()) as Preview;
      expect(seen.changes, value).toEqual([]);
      expect(
        seen.errors.map((e) => e.line),
        value,
      ).toEqual([2, 3]);
      expect(seen.errors[1]?.message, value).toMatch(/^(Korting|De korting)/);
    }
  });

  it('refuses binary garbage with 400 and reads random bytes as a file that is all errors', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const refused = await preview(png);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'file_not_text' });
    const english = await preview(png, 'en');
    expect(((await english.json()) as { detail: string }).detail).toContain('not text');
    // Bytes without a NUL: read as Windows-1252, they name no columns.
    const noise = Buffer.from(Array.from({ length: 20_000 }, (_, i) => 1 + ((i * 7919) % 255)));
    const read = await preview(noise);
    expect(read.status).toBe(200);
    const seen = (await read.json()) as Preview;
    expect(seen.changes).toEqual([]);
    expect(seen.errors_total).toBeGreaterThan(0);
  });

  it('reads a file in an encoding it does not announce', async () => {
    const lines = [header, line('Verse jus d’orange'), line('Café crème')].join('\r\n');
    for (const [encoding, bytes] of [
      ['windows-1252', iconv.encode(lines, 'windows-1252')],
      ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(lines, 'utf16le')])],
      ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(lines, 'utf16be')])],
    ] as const) {
      const answer = await preview(bytes);
      expect(answer.status, encoding).toBe(200);
      expect(((await answer.json()) as Preview).encoding).toBe(encoding);
    }
    // UTF-16 without its mark is no text this reader takes: refused, not misread.
    const bare = await preview(iconv.encode(lines, 'utf16le'));
    expect(bare.status).toBe(400);
  });

  it('lists 200 errors of a file that is all errors, with their count', async () => {
    const lines = Array.from({ length: 4999 }, (_, i) => `kapot;${i}`);
    const answer = await preview([header, ...lines, '"niet afgesloten;x'].join('\n'));
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview;
    expect(seen.errors).toHaveLength(200);
    expect(seen.errors_total).toBe(5000);
    const body = JSON.stringify(seen);
    expect(body.length).toBeLessThan(100_000);
  });
});
